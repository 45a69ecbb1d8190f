import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useI18n } from "../i18n/index.js";
import { storage } from "../net/storage.js";
import { chime } from "./attention.js";

export interface LogItem {
  key: string | number;
  text: string;
  className?: string;
  /** A big moment (a reveal, a new round or season, a death, a score): told in a toast when it happens. */
  moment?: boolean;
}

/** How long a moment's toast stays: long enough to read a line, short enough not to be in the way. */
const MOMENT_MS = 4000;

/**
 * A game's log, newest at the bottom and kept in view as it grows. The lines that arrived since
 * this player's last move (from `since` on) follow a "Since your last move" divider and are
 * tinted; when there are more of them than the box shows, the box opens at the divider.
 */
export function GameLog({
  items,
  since,
  numbered = false,
  start = 1,
  className = "",
}: {
  items: LogItem[];
  /** Index in `items` of the first line after this player's last move; null when they have not moved. */
  since: number | null;
  /** Numbered lines (`start` is the first line's number). */
  numbered?: boolean;
  start?: number;
  className?: string;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const marked = since !== null && since < items.length ? since : null;
  // The log moved on when its last line changed (a log cut to its latest lines keeps its length).
  const lastLine = items.length > 0 ? `${items.length}:${items[items.length - 1]!.key}:${items[items.length - 1]!.text}` : "";
  const moment = useMoment(items);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    const divider = el.querySelector<HTMLElement>(".log-since");
    if (divider && divider.offsetTop < el.scrollTop) el.scrollTop = divider.offsetTop;
  }, [lastLine, marked]);
  return (
    <section className={`log ${className}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{t("log.title")}</h3>
      {moment?.toast && (
        <div className="moment-toast" role="status" key={moment.toast.key}>
          {/* In the language of the moment: the player may switch while it shows. */}
          {items.find((item) => item.key === moment.toast!.key)?.text ?? moment.toast.text}
        </div>
      )}
      {/* tabIndex: the list scrolls, and a keyboard reaches what scrolls only if it can take focus. */}
      <ol
        ref={list}
        className={numbered ? "log-numbered" : ""}
        start={numbered ? start : undefined}
        aria-live="polite"
        tabIndex={0}
      >
        {items.map((item, i) => [
          // A list item, not a separator: an <ol> may hold only <li>s (the CSS keeps it out of the numbering).
          i === marked && (
            <li key="since" className="log-since" data-testid="log-since">
              {t("log.since")}
            </li>
          ),
          <li
            key={item.key}
            className={`${item.className ?? ""}${marked !== null && i >= marked ? " log-new" : ""}${moment?.fresh.has(item.key) ? " log-fresh" : ""}`}
          >
            {item.text}
          </li>,
        ])}
      </ol>
    </section>
  );
}

/**
 * The lines that arrived after the last line of the last render (not the earlier lines a long log
 * brings in later, nor those the log opened with), to flash them; and the latest big moment among
 * them, shown for a few seconds with a chime when sounds are on.
 */
function useMoment(items: LogItem[]): { toast: LogItem | null; fresh: Set<string | number> } | null {
  const last = useRef<string | number | null | undefined>(undefined);
  const [moment, setMoment] = useState<{ toast: LogItem | null; fresh: Set<string | number> } | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = items.at(-1)?.key ?? null;
    if (before === undefined || before === last.current) return;
    const at = before === null ? -1 : items.findIndex((item) => item.key === before);
    if (before !== null && at < 0) return;
    const fresh = items.slice(at + 1);
    const toast = fresh.filter((item) => item.moment).at(-1) ?? null;
    setMoment({ toast, fresh: new Set(fresh.map((item) => item.key)) });
    if (toast && storage.soundOn()) chime();
  }, [items]);
  useEffect(() => {
    if (!moment) return;
    const timer = setTimeout(() => setMoment(null), MOMENT_MS);
    return () => clearTimeout(timer);
  }, [moment]);
  return moment;
}
