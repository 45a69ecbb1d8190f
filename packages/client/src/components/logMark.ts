/**
 * A place in a game's log, for "since your last move": the view carries only the log's latest
 * lines, so a place is known by the lines just before it (a turn's lines name the turn and the
 * seat, so a run of them is found once).
 */
const MARK_LINES = 8;

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export const logMark = (log: readonly unknown[]): string => JSON.stringify(log.slice(-MARK_LINES));

/** The index in `log` of the first line after `mark`; 0 when the marked lines have left the view. */
export function sinceMark(log: readonly unknown[], mark: string): number {
  let before: unknown;
  try {
    before = JSON.parse(mark);
  } catch {
    return log.length;
  }
  if (!Array.isArray(before) || before.length === 0) return 0;
  const endsAt = (end: number, lines: unknown[]) => lines.every((line, i) => sameJson(log[end - lines.length + i], line));
  for (let end = log.length; end >= before.length; end--) if (endsAt(end, before)) return end;
  // The oldest of the marked lines may have been cut from the view: the rest still open it.
  for (let k = Math.min(before.length - 1, log.length); k > 0; k--) if (endsAt(k, before.slice(-k))) return k;
  return 0;
}
