import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import {
  ACCESS_LEVEL,
  BOARD_ZONES,
  locationOf,
  playerName,
  seatColour,
  TRACK_MAX,
  type BoardZone,
  type LocationView,
  type PublicView,
  type Zone,
} from "./data.js";
import { describeEffects, locationCost, zoneName } from "./describe.js";

/** Locations the player may pick in the current step, and what picking one does. */
export interface BoardPick {
  ids: string[];
  chosen: string | null;
  onPick: (id: string) => void;
}

/**
 * The board: the Forest in the centre and the four outer zones, each with its authority track
 * (every tribe's level, the thresholds 2, 3, 6 and 10), its zone-leader disc, its locations face
 * up (reward, exchange or discard, colony bonus) and face down, the pawns and the colonies.
 */
export function Board({ view, seats, pick }: { view: PublicView; seats: SeatInfo[]; pick: BoardPick | null }) {
  const { t } = useI18n();
  return (
    <section className="na-board" aria-label={t("na.board")}>
      {BOARD_ZONES.map((zone) => (
        <ZonePanel key={zone} zone={zone} view={view} seats={seats} pick={pick} />
      ))}
    </section>
  );
}

function ZonePanel({
  zone,
  view,
  seats,
  pick,
}: {
  zone: BoardZone;
  view: PublicView;
  seats: SeatInfo[];
  pick: BoardPick | null;
}) {
  const { t } = useI18n();
  const locations = view.locations.filter((l) => l.zone === zone).sort((a, b) => a.tier - b.tier || a.slot.localeCompare(b.slot));
  const disc = zone === "forest" ? null : view.discs[zone];
  return (
    <div className={`na-zone na-zone-${zone}`} data-testid={`na-zone-${zone}`}>
      <div className="na-zone-head">
        <h3>{zoneName(zone, t)}</h3>
        {zone !== "forest" &&
          (disc !== null && disc !== undefined ? (
            <span
              className="na-disc"
              style={{ background: seatColour(disc) }}
              title={t("na.discHeld", { name: playerName(seats, disc, t) })}
            >
              {t("na.discHeld", { name: playerName(seats, disc, t) })}
            </span>
          ) : (
            <span className="na-disc na-disc-free">{t("na.discFree")}</span>
          ))}
      </div>
      {zone !== "forest" && <Track zone={zone} view={view} seats={seats} />}
      <ul className="na-locations">
        {locations.map((l) => (
          <LocationTile key={l.slot} l={l} seats={seats} pick={pick} />
        ))}
      </ul>
    </div>
  );
}

/** A track 0–10: each tribe's marker on its level; 2 (disc), 3 (TIER 2), 6 (TIER 3) and 10 (achievement) marked. */
function Track({ zone, view, seats }: { zone: Zone; view: PublicView; seats: SeatInfo[] }) {
  const { t } = useI18n();
  const marks: Record<number, string> = { 2: "na.mark.disc", 3: "na.mark.tier2", 6: "na.mark.tier3", 10: "na.mark.achievement" };
  return (
    <ol className="na-track" aria-label={t("na.trackOf", { zone: zoneName(zone, t) })}>
      {Array.from({ length: TRACK_MAX + 1 }, (_, level) => {
        const here = view.tribes.flatMap((tribe, seat) => (tribe.tracks[zone] === level ? [seat] : []));
        return (
          <li
            key={level}
            className={`na-track-cell${marks[level] ? " na-track-mark" : ""}`}
            title={marks[level] ? t(marks[level] as MessageKey) : undefined}
          >
            <span className="na-track-level">{level}</span>
            <span className="na-track-markers">
              {here.map((seat) => (
                <span
                  key={seat}
                  className="na-marker"
                  style={{ background: seatColour(seat) }}
                  role="img"
                  aria-label={t("na.levelOf", { name: playerName(seats, seat, t), n: level })}
                />
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function LocationTile({ l, seats, pick }: { l: LocationView; seats: SeatInfo[]; pick: BoardPick | null }) {
  const { t } = useI18n();
  if (l.id === null)
    return (
      <li className={`na-loc na-loc-hidden na-tier-${l.tier}`} data-testid={`na-slot-${l.slot}`}>
        <span className="na-tier">{t("na.tierN", { n: l.tier })}</span>
        <span className="na-loc-hidden-text">{t("na.faceDown", { n: ACCESS_LEVEL[l.tier] ?? 0 })}</span>
      </li>
    );
  const def = locationOf(l.id);
  if (!def) return null;
  const cost = locationCost(def, t);
  const selectable = pick?.ids.includes(l.id) ?? false;
  const chosen = pick?.chosen === l.id;
  const body = (
    <>
      {l.tier > 0 && (
        <span className="na-loc-top">
          <span className="na-tier">{t("na.tierN", { n: l.tier })}</span>
          {l.tier >= 2 && <span className="na-access">{t("na.access", { n: ACCESS_LEVEL[l.tier] ?? 0 })}</span>}
        </span>
      )}
      {cost && <span className="na-loc-cost">{t("na.pays", { cost })}</span>}
      <span className="na-loc-reward">{describeEffects(def.reward, t)}</span>
      {def.bonus.length > 0 && (
        <span className="na-loc-bonus">
          {l.colony !== null && (
            <span
              className="na-colony"
              style={{ background: seatColour(l.colony) }}
              role="img"
              aria-label={t("na.colonyOf", { name: playerName(seats, l.colony, t) })}
            />
          )}
          {t("na.colonyBonus", { bonus: describeEffects(def.bonus, t) })}
        </span>
      )}
      {l.pawns.length > 0 && (
        <span className="na-pawns">
          {l.pawns.map((p, i) => (
            <span
              key={i}
              className={`na-pawn na-pawn-${p.kind}`}
              style={{ background: seatColour(p.seat) }}
              role="img"
              aria-label={t(p.kind === "leader" ? "na.leaderOf" : "na.explorerOf", { name: playerName(seats, p.seat, t) })}
            >
              {p.kind === "leader" ? "★" : ""}
            </span>
          ))}
        </span>
      )}
    </>
  );
  const className = `na-loc na-tier-${l.tier}${l.colony !== null ? " na-loc-colony" : ""}${selectable ? " na-loc-pick" : ""}${chosen ? " na-loc-chosen" : ""}`;
  return (
    <li className={className} data-testid={`na-loc-${l.id}`}>
      {selectable ? (
        <button
          type="button"
          className="na-loc-button"
          aria-pressed={chosen}
          onClick={() => pick?.onPick(l.id!)}
          data-testid={`na-board-${l.id}`}
        >
          {body}
        </button>
      ) : (
        body
      )}
    </li>
  );
}
