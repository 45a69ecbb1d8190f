import { useSyncExternalStore, type ReactNode } from "react";
import { useI18n } from "../i18n/index.js";
import type { TableSnapshot } from "../net/session.js";
import { progressParts } from "./ProgressLine.js";

/**
 * Games whose own Table places `<Previously>` (with words for each log entry); for the others the
 * room page shows it above the table.
 */
export const TABLES_PLACING_PREVIOUSLY: ReadonlySet<string> = new Set<string>(["this-war-of-mine"]);

/** Words for one entry of the game's public log (null: not worth telling a returning player). */
export type DescribeEntry = (entry: unknown, index: number) => ReactNode | null;

/**
 * "Previously…": what a player coming back to a long game missed since their last visit — the
 * days gone by, who left or joined the group, and the log since then, each entry worded by the
 * game (`describe`); without it, how many entries there are. Shown once per return: closing it
 * closes it wherever it is placed. Renders nothing when there is nothing to tell.
 *
 * Place it in a game's Table: `<Previously table={table} describe={describeLogEntry} />`, and add
 * the game's id to `TABLES_PLACING_PREVIOUSLY` so the room page does not show it too.
 */
export function Previously({ table, describe }: { table: TableSnapshot; describe?: DescribeEntry }) {
  const { t, language } = useI18n();
  const previously = table.previously;
  const key = previously ? `${table.roomId}:${previously.since}:${previously.firstIndex}` : "";
  const dismissed = useSyncExternalStore(subscribe, () => dismissedKeys.has(key));
  if (!previously || dismissed || table.replay) return null;
  const { from, to } = previously;
  const since = new Date(previously.since).toLocaleString(language === "fr" ? "fr-FR" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  });
  const then = from ? progressParts(t, from) : [];
  const now = to ? progressParts(t, to) : [];
  const changes = then.length === now.length ? now.map((part, i) => ({ then: then[i]!, now: part })) : [];
  const gone = namesLost(from, to);
  const joined = namesLost(to, from);
  const described = describe
    ? previously.entries
        .map((entry, i) => ({ i: previously.firstIndex + i, text: describe(entry, previously.firstIndex + i) }))
        // Nothing to tell, or words that say nothing: no empty line in the recap.
        .filter(
          (e) => e.text !== null && e.text !== undefined && e.text !== false && !(typeof e.text === "string" && !e.text.trim()),
        )
    : [];
  return (
    <section className="previously" aria-labelledby="previously-title" data-testid="previously">
      <h2 id="previously-title">{t("previously.title")}</h2>
      <p className="hint">{t("previously.since", { when: since })}</p>
      {changes.length > 0 && (
        <ul className="previously-changes">
          {changes
            .filter((c) => c.then !== c.now)
            .map((c) => (
              <li key={c.now}>{t("previously.change", { then: c.then, now: c.now })}</li>
            ))}
        </ul>
      )}
      {gone.length > 0 && <p>{t("previously.gone", { names: gone.join(", ") })}</p>}
      {joined.length > 0 && <p>{t("previously.joined", { names: joined.join(", ") })}</p>}
      {describe ? (
        // tabIndex: the entries scroll, and a keyboard reaches what scrolls only if it can take focus.
        <ol className="previously-entries" start={1} tabIndex={0}>
          {previously.skipped > 0 && <li className="hint">{t("previously.skipped", { n: previously.skipped })}</li>}
          {described.map((e) => (
            <li key={e.i}>{e.text}</li>
          ))}
        </ol>
      ) : (
        <p>{t("previously.entries", { n: previously.entries.length + previously.skipped })}</p>
      )}
      <button type="button" className="primary" onClick={() => dismiss(key)} data-testid="previously-close" autoFocus>
        {t("previously.carryOn")}
      </button>
    </section>
  );
}

/** Names listed then and not now, in every list (survivors who left, say). */
function namesLost(
  before: { names: Record<string, string[]> } | null,
  after: { names: Record<string, string[]> } | null,
): string[] {
  if (!before || !after) return [];
  return Object.entries(before.names).flatMap(([list, names]) => names.filter((n) => !(after.names[list] ?? []).includes(n)));
}

// Which "previously" were closed, in this tab: shared by every place one is shown.
const dismissedKeys = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function dismiss(key: string): void {
  dismissedKeys.add(key);
  for (const listener of listeners) listener();
}
