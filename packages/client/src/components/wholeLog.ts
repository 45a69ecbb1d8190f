import type { Translate } from "../i18n/index.js";
import type { TableSnapshot } from "../net/session.js";
import type { LogItem } from "./GameLog.js";

/**
 * A game's log for its table: the whole log the session has put together (the view's last
 * entries after the earlier ones it asked for), or the view's entries where there is no such log
 * (a replay, a game without one).
 */
export function wholeLog<T>(table: TableSnapshot, inView: readonly T[] | undefined): readonly T[] {
  return (table.log?.entries as T[] | undefined) ?? inView ?? [];
}

/**
 * The game's log lines with a line for each move taken back, where it fell (a take-back removes
 * its move from the game, and the rules' log loses that move's lines: the room keeps the place).
 * `items` are keyed by their index in the whole log; `since` (an index in `items`) moves with
 * the lines put before it.
 */
export function withTakeBacks(
  items: LogItem[],
  since: number | null,
  table: TableSnapshot,
  name: (seat: number) => string,
  t: Translate,
): { items: LogItem[]; since: number | null } {
  const first = items[0]?.key;
  if (!table.takenBack?.length || typeof first !== "number") return { items, since };
  // Marks before the lines shown are left out; those at the end (nothing followed yet) come last.
  const marks = table.takenBack.filter((m) => m.at >= first).sort((a, b) => a.at - b.at);
  const out: LogItem[] = [];
  let next = 0;
  let shifted = since;
  const note = (): LogItem => ({
    key: `took-back-${next}`,
    text: t("log.tookBack", { name: name(marks[next++]!.seat) }),
    className: "log-took-back",
  });
  items.forEach((item, i) => {
    while (next < marks.length && typeof item.key === "number" && marks[next]!.at <= item.key) {
      out.push(note());
      if (shifted !== null && since !== null && i < since) shifted++;
    }
    out.push(item);
  });
  while (next < marks.length) out.push(note());
  return { items: out, since: shifted };
}
