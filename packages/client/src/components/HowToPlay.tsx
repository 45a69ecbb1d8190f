import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/index.js";

/** "How to play", in our own words, per game. */
export function HowToPlay({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const { t } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  // Focus on the way out, without scrolling the dialog to its end: it opens on its title.
  useEffect(() => close.current?.focus({ preventScroll: true }), []);
  const keys =
    gameId === "precognition"
      ? (["how.pc.1", "how.pc.2", "how.pc.3", "how.pc.4", "how.pc.5", "how.pc.6"] as const)
      : gameId === "shipwreck-arcana"
        ? (["how.sw.1", "how.sw.2", "how.sw.3", "how.sw.4", "how.sw.5", "how.sw.6", "how.sw.7"] as const)
        : gameId === "paleo"
          ? (["how.pl.1", "how.pl.2", "how.pl.3", "how.pl.4", "how.pl.5", "how.pl.6", "how.pl.7"] as const)
          : gameId === "natera"
            ? (["how.na.1", "how.na.2", "how.na.3", "how.na.4", "how.na.5", "how.na.6", "how.na.7", "how.na.8"] as const)
            : gameId === "this-war-of-mine"
              ? (["how.tw.1", "how.tw.2", "how.tw.3", "how.tw.4", "how.tw.5", "how.tw.6", "how.tw.7", "how.tw.8"] as const)
              : (["how.sn.1"] as const);
  return (
    <div className="dialog-backdrop" role="presentation" onClick={onClose}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="how-title"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === "Escape" && onClose()}
      >
        <h2 id="how-title">{t("how.title")}</h2>
        {keys.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        <button type="button" onClick={onClose} ref={close}>
          {t("common.close")}
        </button>
      </div>
    </div>
  );
}
