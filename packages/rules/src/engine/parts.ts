/**
 * Views travel as JSON strings: one per top-level key, one per seat for per-seat arrays
 * (`boats.0`, `boats.1`…), one per detached key of such an entry (`boats.0.rooms`), and one per
 * page slot of a rolling list (`log~3`: `[page number, ...entries]`, or `null` when unused), so
 * a patch carries only what changed. This puts them back together, as new objects.
 */
export function joinViewParts(
  fields: Record<string, unknown>,
  parse: (key: string, json: string) => unknown = (_, json) => JSON.parse(json),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const detached: [key: string, index: number, sub: string, value: unknown][] = [];
  const pages = new Map<string, unknown[][]>();
  for (const [field, json] of Object.entries(fields)) {
    if (typeof json !== "string") continue;
    const tilde = field.indexOf("~");
    if (tilde >= 0) {
      const page = parse(field, json);
      const key = field.slice(0, tilde);
      if (!pages.has(key)) pages.set(key, []);
      if (Array.isArray(page)) pages.get(key)!.push(page);
      continue;
    }
    const [key, index, sub] = field.split(".") as [string, string | undefined, string | undefined];
    const value = parse(field, json);
    if (index === undefined) out[key] = value;
    else if (sub === undefined) ((out[key] ??= []) as unknown[])[Number(index)] = value;
    else detached.push([key, Number(index), sub, value]);
  }
  for (const [key, list] of pages)
    out[key] = list.sort((a, b) => (a[0] as number) - (b[0] as number)).flatMap((page) => page.slice(1));
  // An entry is copied before its detached keys go back in: `parse` may hand out cached values.
  const copied = new Set<object>();
  for (const [key, index, sub, value] of detached) {
    const entries = out[key] as Record<string, unknown>[] | undefined;
    const entry = entries?.[index];
    if (!entries || typeof entry !== "object" || entry === null) continue;
    const copy = copied.has(entry) ? entry : { ...entry };
    copied.add(copy);
    copy[sub] = value;
    entries[index] = copy;
  }
  return out;
}
