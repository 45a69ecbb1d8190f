import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { ACHIEVEMENT_VP, LATE_CLAIM_VP, playerName, seatColour, type PublicView } from "./data.js";
import { achievementText, zoneName } from "./describe.js";

/**
 * The nine achievement spots: the five tiles and the four level-10 spots, who claimed each (the
 * server claims them the moment conditions hold), the late claims made at scoring, and each
 * tribe's tokens left.
 */
export function Achievements({ view, seats }: { view: PublicView; seats: SeatInfo[] }) {
  const { t } = useI18n();
  return (
    <section className="na-achievements" aria-labelledby="na-ach-title">
      <h3 id="na-ach-title">{t("na.achievements")}</h3>
      <p className="hint">{t("na.achievementsHint", { vp: ACHIEVEMENT_VP, late: LATE_CLAIM_VP })}</p>
      <ul>
        {view.spots.map((spot) => {
          const late = view.lateClaims.filter(([, id]) => id === spot.id).map(([seat]) => seat);
          return (
            <li
              key={spot.id}
              className={spot.holder !== null ? "na-spot na-spot-claimed" : "na-spot"}
              data-testid={`na-spot-${spot.id}`}
            >
              <span className="na-spot-text">
                {spot.zone ? t("na.ach.track", { zone: zoneName(spot.zone, t) }) : achievementText(spot.condition!, t)}
              </span>
              {spot.holder !== null ? (
                <span className="na-claim" style={{ background: seatColour(spot.holder) }}>
                  {playerName(seats, spot.holder, t)}
                </span>
              ) : (
                <span className="na-claim-open">{t("na.open")}</span>
              )}
              {late.map((seat) => (
                <span key={seat} className="na-claim na-claim-late" style={{ borderColor: seatColour(seat) }}>
                  {t("na.lateClaim", { name: playerName(seats, seat, t) })}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
