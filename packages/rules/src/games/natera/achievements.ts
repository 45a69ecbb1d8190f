import type { Seat } from "../../engine/index.js";
import { content, ZONES, type AchievementCondition, type CardType } from "./content/index.js";
import { coloniesOf, locationOf } from "./board.js";
import { givesTraining, log, seatsFrom, tribeOf, typesInPlay } from "./tribe.js";
import type { AchievementSpot, NateraState } from "./types.js";

/*
 * The readers below are module functions rather than closures inside `meets`, and each condition
 * computes only what it needs: the server checks every open spot for every tribe after every
 * change, the bots on every move they try, and closures cost there (the bench's loader names each).
 */
const hiredOf = (state: NateraState, seat: Seat) => tribeOf(state, seat).specialists.map((id) => content.specialists[id]!);
const coloniesAt = (state: NateraState, seat: Seat) => coloniesOf(state, seat).map(locationOf);
const playedOf = (state: NateraState, seat: Seat) => tribeOf(state, seat).tableau.map((id) => content.cards[id]!);
const typeCount = (state: NateraState, seat: Seat, type: CardType) => typesInPlay(state, seat).get(type) ?? 0;
const covered = (growth: number[], boxes: number[]) => boxes.every((b) => growth.includes(b));
function inZones(state: NateraState, seat: Seat, zones: string[]): boolean {
  const placed = coloniesAt(state, seat);
  return zones.every((z) => placed.some((c) => c.zone === z));
}

/** Each of the 20 conditions, on the tribe's state now ("in play" = tableau or board). */
export function meets(state: NateraState, seat: Seat, condition: AchievementCondition): boolean {
  const t = tribeOf(state, seat);
  switch (condition) {
    case "specialists5":
      return t.specialists.length >= 5;
    case "specialistsCostSpread": {
      const hired = hiredOf(state, seat);
      return hired.filter((s) => s.cost >= 20).length >= 2 && hired.filter((s) => s.cost <= 19).length >= 2;
    }
    case "specialistsNoTraining":
      return hiredOf(state, seat).filter((s) => !givesTraining(s.reward)).length >= 4;
    case "specialistsDistinctVp":
      return new Set(hiredOf(state, seat).map((s) => String(s.vp))).size >= 4;
    case "colonies4":
      return coloniesOf(state, seat).length >= 4;
    case "coloniesAgrUrbCoa":
      return inZones(state, seat, ["agricultural", "urban", "coastal"]);
    case "coloniesAgrCoaMil":
      return inZones(state, seat, ["agricultural", "coastal", "military"]);
    case "coloniesHighTier":
      return coloniesAt(state, seat).filter((c) => c.tier >= 2).length >= 3;
    case "prerequisites7":
      return playedOf(state, seat).filter((c) => c.prerequisite).length >= 7;
    case "presencePrerequisites5":
      return playedOf(state, seat).filter((c) => c.prerequisite?.kind === "presence").length >= 5;
    case "allTracks3":
      return ZONES.every((z) => t.tracks[z] >= 3);
    case "trackPrerequisites4":
      return playedOf(state, seat).filter((c) => c.prerequisite?.kind === "track").length >= 4;
    case "growth8":
      return t.growth.length >= 8;
    case "fullColumn":
      return [0, 1, 2].some((c) => covered(t.growth, [c, c + 3, c + 6, c + 9, c + 12]));
    case "adjacentRows":
      return [0, 1, 2, 3].some((r) => covered(t.growth, [r * 3, r * 3 + 1, r * 3 + 2, r * 3 + 3, r * 3 + 4, r * 3 + 5]));
    case "scienceCards5":
      return typeCount(state, seat, "science") >= 5;
    case "improvements4":
      return typeCount(state, seat, "improvement") >= 4;
    case "interactive3":
      return typeCount(state, seat, "interactive") >= 3;
    case "advanced6":
      return typeCount(state, seat, "advanced") >= 6;
    case "discoveries6":
      return typeCount(state, seat, "discovery") >= 6;
  }
}

export function spotMet(state: NateraState, seat: Seat, spot: AchievementSpot): boolean {
  if (spot.zone) return tribeOf(state, seat).tracks[spot.zone] >= 10;
  return meets(state, seat, spot.condition!);
}

/** Open spots a tribe meets now. */
export const claimable = (state: NateraState, seat: Seat): AchievementSpot[] =>
  state.spots.filter((spot) => spot.holder === null && spotMet(state, seat, spot));

export function claim(state: NateraState, seat: Seat, spotId: string): void {
  const spot = state.spots.find((s) => s.id === spotId)!;
  spot.holder = seat;
  tribeOf(state, seat).tokens--;
  log(state, { seat, what: "achievement", ref: spot.id });
}

/**
 * Claims are the server's, the moment conditions hold: every tribe, the active one first, then
 * clockwise. A tribe meeting more open spots than it has tokens chooses (returns that seat, and
 * the caller asks); a tribe without tokens claims nothing and the spot stays open.
 */
export function claimMet(state: NateraState): Seat | null {
  const from = state.phase === "action" ? state.active : state.first;
  for (const seat of seatsFrom(state, from)) {
    const t = tribeOf(state, seat);
    if (t.tokens === 0) continue;
    const open = claimable(state, seat);
    if (open.length === 0) continue;
    if (open.length > t.tokens) return seat;
    for (const spot of open) claim(state, seat, spot.id);
  }
  return null;
}
