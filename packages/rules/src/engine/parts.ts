/**
 * Views travel as JSON strings, one per top-level key, and one per seat for per-seat arrays
 * (`boats.0`, `boats.1`…), so a patch carries only what changed. This puts them back together.
 */
export function joinViewParts(
  fields: Record<string, unknown>,
  parse: (key: string, json: string) => unknown = (_, json) => JSON.parse(json),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, json] of Object.entries(fields)) {
    if (typeof json !== "string") continue;
    const dot = key.indexOf(".");
    if (dot < 0) out[key] = parse(key, json);
    else ((out[key.slice(0, dot)] ??= []) as unknown[])[Number(key.slice(dot + 1))] = parse(key, json);
  }
  return out;
}
