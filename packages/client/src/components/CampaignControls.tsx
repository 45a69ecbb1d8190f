import { useState } from "react";
import { useI18n } from "../i18n/index.js";
import type { TableSnapshot } from "../net/session.js";

type Send = (type: string, payload?: unknown) => void;

/**
 * A game under way can be paused by its host (every move waits until they resume it; everyone
 * sees the table paused) and closed for good, after a confirmation: the room ends for everyone
 * and its link says it was closed.
 */
export function CampaignControls({ table, send }: { table: TableSnapshot; send: Send }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  if (table.ended) return null;
  const playing = table.status === "playing";
  return (
    <>
      {table.paused && (
        <div className="banner banner-warn" role="status" data-testid="paused">
          {table.isHost ? t("pause.pausedByYou") : t("pause.paused")}
        </div>
      )}
      {table.isHost && (
        <div className="campaign-controls" role="group" aria-label={t("pause.controls")}>
          {playing && (
            <button type="button" onClick={() => send("pause", { paused: !table.paused })} data-testid="pause-toggle">
              {table.paused ? t("pause.resume") : t("pause.pause")}
            </button>
          )}
          {confirming ? (
            <>
              <span role="alert">{t("close.confirm")}</span>
              <button
                type="button"
                className="danger"
                onClick={() => {
                  setConfirming(false);
                  send("closeRoom", {});
                }}
                data-testid="close-confirm"
              >
                {t("close.yes")}
              </button>
              <button type="button" onClick={() => setConfirming(false)} autoFocus>
                {t("close.no")}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} data-testid="close-room">
              {t("close.action")}
            </button>
          )}
        </div>
      )}
    </>
  );
}
