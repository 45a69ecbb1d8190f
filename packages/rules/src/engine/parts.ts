/**
 * Views travel as nested schemas of JSON strings (the server's `rooms/viewNodes.ts`): one field
 * per top-level key, one per seat for per-seat arrays (`boats.0`, `boats.1`…), one per page slot
 * of a rolling list (`log~3`: `[page number, ...entries]`, or `null` when unused); an object of a
 * known shape is a node with a field per key, a short list one with a field per entry (`_0`…).
 * A node's mark `~` says what it holds: `""` an object (a field `""` is a key not there),
 * `"+{…}"` an object with these keys besides its fields, `"[…"` a list (its entry fields up to
 * the first missing, then these), `"=…"` this JSON, `"-"` nothing. This puts a view back together.
 *
 * Given a `memo` kept between calls (and a `parse` that hands out the same value for the same
 * JSON), a part that did not change comes back as the very object it was last time, so a table
 * that redraws on a new object redraws only what changed.
 */
export function joinViewParts(
  fields: Record<string, unknown>,
  parse: (key: string, json: string) => unknown = (_, json) => JSON.parse(json),
  memo: JoinMemo = new Map(),
): Record<string, unknown> {
  const joined = joinNode(fields, "", parse, memo);
  return typeof joined === "object" && joined !== null && !Array.isArray(joined) ? (joined as Record<string, unknown>) : {};
}

/** What `joinViewParts` returned last time, by place in the view. */
export type JoinMemo = Map<string, object>;

type Parse = (key: string, json: string) => unknown;

/** `fresh`, or what stood at `path` last time when it holds the same values. */
function reuse<T extends object>(memo: JoinMemo, path: string, fresh: T): T {
  const last = memo.get(path) as Record<string, unknown> | undefined;
  const now = fresh as Record<string, unknown>;
  if (last && Array.isArray(last) === Array.isArray(now)) {
    const keys = Object.keys(now);
    if (keys.length === Object.keys(last).length && keys.every((key) => key in last && last[key] === now[key])) return last as T;
  }
  memo.set(path, fresh);
  return fresh;
}

const MARK = "~";
const ABSENT = Symbol("absent");

function joinValue(held: unknown, path: string, parse: Parse, memo: JoinMemo): unknown {
  if (typeof held === "string") return held === "" ? ABSENT : parse(path, held);
  if (typeof held === "object" && held !== null) return joinNode(held as Record<string, unknown>, `${path}.`, parse, memo);
  return ABSENT;
}

/** A list node: its entries `_0`, `_1`… up to the first missing, then the ones its mark holds. */
function joinList(fields: Record<string, unknown>, path: string, mark: string, parse: Parse, memo: JoinMemo): unknown[] {
  const out: unknown[] = [];
  for (let index = 0; ; index++) {
    const value = joinValue(fields[`_${index}`], `${path}_${index}`, parse, memo);
    if (value === ABSENT) break;
    out.push(value);
  }
  const tail = parse(`${path}${MARK}`, mark.slice(1));
  return reuse(memo, path, Array.isArray(tail) ? out.concat(tail) : out);
}

function joinNode(fields: Record<string, unknown>, path: string, parse: Parse, memo: JoinMemo): unknown {
  const mark = fields[MARK];
  if (mark === "-") return ABSENT;
  if (typeof mark === "string" && mark.startsWith("=")) return parse(`${path}${MARK}`, mark.slice(1));
  if (typeof mark === "string" && mark.startsWith("[")) return joinList(fields, path, mark, parse, memo);
  const out: Record<string, unknown> = {};
  const pages = new Map<string, unknown[][]>();
  /** Lists put together from per-seat entries or pages. */
  const assembled = new Set<string>();
  for (const [field, held] of Object.entries(fields)) {
    if (field === MARK) continue;
    const value = joinValue(held, `${path}${field}`, parse, memo);
    if (value === ABSENT) continue;
    const tilde = field.indexOf("~");
    if (tilde >= 0) {
      const key = field.slice(0, tilde);
      if (!pages.has(key)) pages.set(key, []);
      if (Array.isArray(value)) pages.get(key)!.push(value);
      continue;
    }
    const dot = field.indexOf(".");
    if (dot < 0) out[field] = value;
    else {
      const key = field.slice(0, dot);
      assembled.add(key);
      ((out[key] ??= []) as unknown[])[Number(field.slice(dot + 1))] = value;
    }
  }
  for (const [key, list] of pages) {
    assembled.add(key);
    out[key] = list.sort((a, b) => (a[0] as number) - (b[0] as number)).flatMap((page) => page.slice(1));
  }
  for (const key of assembled) out[key] = reuse(memo, `${path}${key}[]`, out[key] as unknown[]);
  if (typeof mark === "string" && mark.startsWith("+")) Object.assign(out, parse(`${path}${MARK}`, mark.slice(1)));
  return reuse(memo, path, out);
}
