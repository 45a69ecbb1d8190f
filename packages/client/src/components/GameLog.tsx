import { useId, useLayoutEffect, useRef } from "react";
import { useI18n } from "../i18n/index.js";

export interface LogItem {
  key: string | number;
  text: string;
  className?: string;
}

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
          <li key={item.key} className={`${item.className ?? ""}${marked !== null && i >= marked ? " log-new" : ""}`}>
            {item.text}
          </li>,
        ])}
      </ol>
    </section>
  );
}
