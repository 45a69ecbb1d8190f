/**
 * Views travel as JSON strings, one per top-level key, and one per seat for per-seat arrays
 * (`boats.0`, `boats.1`…), so a patch carries only what changed. A per-seat entry that is an
 * object may itself arrive split into parts (one JSON string per key; "" for an absent key; keys
 * the server's schema did not know together in `_rest`). This puts them back together.
 */
export function joinViewParts(
  fields: Record<string, unknown>,
  parse: (key: string, json: string) => unknown = (_, json) => JSON.parse(json),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(fields)) {
    let value: unknown;
    if (typeof raw === "string") value = parse(key, raw);
    else if (typeof raw === "object" && raw !== null) value = joinEntry(key, raw as Record<string, unknown>, parse);
    else continue;
    const dot = key.indexOf(".");
    if (dot < 0) out[key] = value;
    else ((out[key.slice(0, dot)] ??= []) as unknown[])[Number(key.slice(dot + 1))] = value;
  }
  return out;
}

function joinEntry(
  key: string,
  parts: Record<string, unknown>,
  parse: (key: string, json: string) => unknown,
): Record<string, unknown> | undefined {
  const entry: Record<string, unknown> = {};
  let any = false;
  for (const [part, json] of Object.entries(parts)) {
    if (typeof json !== "string" || json === "") continue;
    any = true;
    const value = parse(`${key}.${part}`, json);
    if (part === "_rest") Object.assign(entry, value);
    else entry[part] = value;
  }
  return any ? entry : undefined;
}
