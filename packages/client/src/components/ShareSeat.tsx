import { useI18n } from "../i18n/index.js";
import type { TableSnapshot } from "../net/session.js";
import { storage } from "../net/storage.js";
import { CopyLink } from "./CopyLink.js";

/**
 * "Move to another device": the link to one's own seat, behind a disclosure and with a warning
 * that it hands the seat over (the invite link is the one to share). Whoever opens it holds the
 * seat too — the player's other device, or friends playing one seat together (Paleo: "two of
 * them share one group"); any holder may move.
 * The seat token travels in the fragment, which browsers never send to a server.
 */
export function ShareSeat({ table }: { table: TableSnapshot }) {
  const { t } = useI18n();
  const token = storage.seatToken(table.roomId);
  if (table.mySeat === null || !token || table.status === "finished" || table.ended) return null;
  return (
    <details className="share-seat" data-testid="share-seat">
      <summary>{t("seatLink.title")}</summary>
      <p className="hint">{t("seatLink.hint")}</p>
      <p className="share-seat-warning" data-testid="seat-link-warning">
        {t("seatLink.warning")}
      </p>
      <CopyLink
        url={`${window.location.origin}/r/${table.roomId}#seat=${token}`}
        label={t("seatLink.label")}
        testId="seat-link"
      />
    </details>
  );
}

/**
 * Opened from a seat's link: its token becomes this browser's for the room, unless the browser
 * holds a seat here already (its own seat is not given up for a link). The fragment is cleared.
 */
export function adoptSharedSeat(roomId: string): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("seat");
  if (token === null) return;
  if (!storage.seatToken(roomId)) storage.setSeatToken(roomId, token);
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
}
