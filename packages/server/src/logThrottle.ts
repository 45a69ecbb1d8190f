import type { Logger } from "./logger.js";

/**
 * Lines a flood can cause (malformed frames, failing handlers) are throttled per kind: at most
 * `perMinute` lines of a kind each minute, then one line saying how many were left out. A
 * client sending garbage cannot fill the disk.
 */
export class LogThrottle {
  private readonly kinds = new Map<string, { windowStart: number; written: number; dropped: number }>();

  constructor(
    private readonly perMinute = 10,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a line of `kind` may be written now; a new window first reports what the last one dropped. */
  allow(kind: string, report: (dropped: number) => void): boolean {
    const now = this.now();
    let entry = this.kinds.get(kind);
    if (!entry || now - entry.windowStart >= 60_000) {
      if (entry && entry.dropped > 0) report(entry.dropped);
      if (!entry && this.kinds.size > 1000) this.kinds.clear();
      entry = { windowStart: now, written: 0, dropped: 0 };
      this.kinds.set(kind, entry);
    }
    if (entry.written < this.perMinute) {
      entry.written++;
      return true;
    }
    entry.dropped++;
    return false;
  }
}

/**
 * Colyseus's own log (it prints whole stack traces for every undecodable frame) through our
 * logger: the first line of each message, throttled per message kind; stacks at debug level.
 */
export function colyseusLogger(logger: Logger, throttle = new LogThrottle()) {
  const write = (level: "error" | "warn" | "info", args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ");
    const [first = "", ...rest] = text.split("\n");
    const kind = `${level}:${first.replace(/\d+/g, "#").slice(0, 80)}`;
    if (
      !throttle.allow(kind, (dropped) =>
        logger[level]({ dropped }, `colyseus: ${first.slice(0, 200)} (and similar lines left out)`),
      )
    )
      return;
    logger[level]({ source: "colyseus" }, first.slice(0, 500));
    if (rest.length > 0) logger.debug({ source: "colyseus", stack: rest.join("\n") }, first.slice(0, 200));
  };
  return {
    error: (...args: unknown[]) => write("error", args),
    warn: (...args: unknown[]) => write("warn", args),
    info: (...args: unknown[]) => write("info", args),
    debug: (...args: unknown[]) => logger.debug({ source: "colyseus" }, args.map(String).join(" ").slice(0, 500)),
    trace: (...args: unknown[]) => logger.trace({ source: "colyseus" }, args.map(String).join(" ").slice(0, 500)),
  };
}
