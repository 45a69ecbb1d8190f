import { useEffect, useRef, useState } from "react";
import { storage } from "../../net/storage.js";
import type { PublicView } from "./data.js";
import { describeChange, type LogEntry } from "./log.js";

const KEEP = 300;
const RECORD = "precognitionLog";

interface LogRecord {
  /** The id the next line gets. */
  next: number;
  entries: LogEntry[];
  /** The last public view read, to compare the next one with (a reload compares with it too). */
  view: PublicView | null;
}

function load(roomId: string): LogRecord | null {
  try {
    const record = JSON.parse(storage.tabRecord(RECORD, roomId) ?? "null") as LogRecord | null;
    return record && Array.isArray(record.entries) && typeof record.next === "number" ? record : null;
  } catch {
    return null;
  }
}

/**
 * Précognition's log for a room, as data: written by comparing each public view with the one
 * before, and kept for this tab (a reload keeps the lines, and reads what changed meanwhile).
 * `next()` is the id the next line will get: where the log stands now. A replay (`keep` false)
 * keeps nothing.
 */
export function usePrecognitionLog(
  roomId: string,
  view: PublicView | undefined,
  keep: boolean,
): { entries: LogEntry[]; next: () => number } {
  const record = useRef<LogRecord | null>(null);
  record.current ??= (keep ? load(roomId) : null) ?? { next: 0, entries: [], view: null };
  const [entries, setEntries] = useState<LogEntry[]>(record.current.entries);
  useEffect(() => {
    const current = record.current;
    if (!view?.boats || !current || current.view === view) return;
    const added = describeChange(current.view, view).map((line, i) => ({ id: current.next + i, ...line }));
    current.view = view;
    if (added.length > 0) {
      current.next += added.length;
      current.entries = [...current.entries, ...added].slice(-KEEP);
      setEntries(current.entries);
    }
    if (keep) storage.setTabRecord(RECORD, roomId, JSON.stringify(current));
  }, [view, roomId, keep]);
  return { entries, next: () => record.current?.next ?? 0 };
}
