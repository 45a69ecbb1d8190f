import type { TableSnapshot } from "../net/session.js";

/**
 * A game's log for its table: the whole log the session has put together (the view's last
 * entries after the earlier ones it asked for), or the view's entries where there is no such log
 * (a replay, a game without one).
 */
export function wholeLog<T>(table: TableSnapshot, inView: readonly T[] | undefined): readonly T[] {
  return (table.log?.entries as T[] | undefined) ?? inView ?? [];
}
