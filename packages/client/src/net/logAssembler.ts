/** A game's public log from `first` to its end, as far back as this browser has it. */
export interface WholeLog {
  /** The index of `entries[0]` in the game's log: 0 once the whole log is here. */
  first: number;
  entries: unknown[];
}

/**
 * Puts a game's whole log together in the browser (issue 34): the view holds its last entries,
 * and `history` answers bring the earlier ones a page at a time. Entries are kept by index; the
 * log only grows, but a take-back may shorten it, and entries past its length are forgotten.
 */
export class LogAssembler {
  private known: unknown[] = [];
  private memo: { tail: unknown; length: number; version: number; log: WholeLog } | null = null;
  private version = 0;

  /** Entries from a `history` answer, `entries[0]` being the log's entry `from`. */
  put(from: number, entries: readonly unknown[]): void {
    entries.forEach((entry, i) => (this.known[from + i] = entry));
    this.version++;
  }

  /** The log for a view whose last entries are `tail`, of a log of `length` entries; the same object while nothing changed. */
  read(tail: readonly unknown[], length: number): WholeLog {
    const memo = this.memo;
    if (memo && memo.tail === tail && memo.length === length && memo.version === this.version) return memo.log;
    if (this.known.length > length) this.known.length = length;
    const base = Math.max(0, length - tail.length);
    tail.forEach((entry, i) => (this.known[base + i] = entry));
    let first = base;
    while (first > 0 && first - 1 in this.known) first--;
    const log = { first, entries: this.known.slice(first, length) };
    this.memo = { tail, length, version: this.version, log };
    return log;
  }
}
