import { useState } from "react";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import { en } from "../../i18n/en.js";
import type { PublicView } from "./data.js";

const KEY = "tablee.twom.journal";
/** The first days are taught as the Journal does: one short page for each decision as it comes. */
const TAUGHT_UNTIL_DAY = 2;

/**
 * The Journal: during the first days, a short page beside each decision saying what it is and
 * how to make it (the how-to-play, step by step, as the group meets each step). Anyone may hide it;
 * the choice is kept on this device.
 */
export function Journal({ view }: { view: PublicView }) {
  const { t } = useI18n();
  const [hidden, setHidden] = useState(() => localStorage.getItem(KEY) === "hidden");
  const kind = view.draft?.kind;
  const key = `tw.guide.${kind}`;
  if (!kind || view.day > TAUGHT_UNTIL_DAY || !(key in en)) return null;
  const toggle = () => {
    localStorage.setItem(KEY, hidden ? "shown" : "hidden");
    setHidden(!hidden);
  };
  return (
    <aside className="tw-journal" aria-label={t("tw.guide.title", { day: view.day })} data-testid="tw-journal">
      <div className="tw-journal-head">
        <strong>{t("tw.guide.title", { day: view.day })}</strong>
        <button type="button" className="link" onClick={toggle} aria-expanded={!hidden}>
          {hidden ? t("tw.guide.show") : t("tw.guide.hide")}
        </button>
      </div>
      {!hidden && <p>{t(key as MessageKey)}</p>}
    </aside>
  );
}
