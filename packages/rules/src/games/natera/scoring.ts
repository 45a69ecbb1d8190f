import type { Outcome, Seat } from "../../engine/index.js";
import { meets } from "./achievements.js";
import { coloniesOf } from "./board.js";
import { ACHIEVEMENT_VP, content, LATE_CLAIM_VP, ZONES, type Zone } from "./content/index.js";
import { scienceVp } from "./science.js";
import { is, seatsFrom, tribeOf } from "./tribe.js";
import type { NateraState } from "./types.js";

export interface ScoreSheet {
  achievements: number;
  lateClaims: number;
  colonies: number;
  science: number;
  specialists: number;
  cards: number;
  tracks: number;
  total: number;
}

/**
 * Late claims at scoring: a tribe with tokens left may claim tiles already claimed whose
 * conditions it now meets, 3 ◆ each — never the level-10 spots, never a tile it holds; several
 * tribes may late-claim one tile (digest ruling). In seat order from the first player.
 */
export function finalScoring(state: NateraState): void {
  for (const seat of seatsFrom(state, state.first)) {
    const t = tribeOf(state, seat);
    for (const spot of state.spots) {
      if (t.tokens === 0) break;
      if (spot.zone || spot.holder === null || spot.holder === seat) continue;
      if (!meets(state, seat, spot.condition!)) continue;
      t.tokens--;
      state.lateClaims.push([seat, spot.id]);
    }
  }
}

/**
 * Points of one track: the disc holder is 1st (7); 2nd (3) and 3rd (1) by level among the
 * others. A tie for 2nd shares 3 + 1 rounded down and no 3rd is awarded; a tie for 3rd gives 1
 * each. Level 0 takes no rank. With no holder, 1st goes by level; tied 1sts share 7 + 3 rounded
 * down (3 or more: 7 + 3 + 1); after two tied 1sts the next level is 3rd (digest ruling; after
 * three or more tied, every rank is given).
 */
export function trackPoints(state: NateraState, zone: Zone): number[] {
  const points = new Array<number>(state.seats).fill(0);
  const holder = state.discs[zone];
  // Levels still in the running (the holder and level 0 take no rank by level); no closures: the
  // bots score every move they weigh.
  const levels = state.tribes.map((t, seat) => (seat === holder ? 0 : t.tracks[zone]));
  let rank = 1;
  if (holder !== null) {
    points[holder] = 7;
    rank = 2;
  }
  while (rank <= 3) {
    const top = Math.max(...levels);
    if (top <= 0) break;
    let group = 0;
    for (const level of levels) if (level === top) group++;
    let shared = 0;
    for (let r = rank; r < rank + group && r < RANK_POINTS.length; r++) shared += RANK_POINTS[r]!;
    for (let seat = 0; seat < levels.length; seat++) {
      if (levels[seat] !== top) continue;
      points[seat] = rank === 3 ? 1 : Math.floor(shared / group);
      levels[seat] = 0;
    }
    // A tie for 1st or 2nd uses up the following rank too (a tie for 3rd gives 1 each).
    rank += rank === 3 ? 1 : group;
  }
  return points;
}

const RANK_POINTS = [0, 7, 3, 1];

export function scoreSheet(state: NateraState, seat: Seat): ScoreSheet {
  const t = tribeOf(state, seat);
  const colonies = coloniesOf(state, seat).length;
  const specialists = t.specialists.reduce((sum, id) => {
    const vp = content.specialists[id]!.vp;
    if (vp === "perSpecialist") return sum + t.specialists.length;
    return sum + vp;
  }, 0);
  const sheet = {
    achievements: state.spots.filter((s) => s.holder === seat).length * ACHIEVEMENT_VP,
    lateClaims: state.lateClaims.filter(([s]) => s === seat).length * LATE_CLAIM_VP,
    colonies: colonies * (is(state, seat, "turtles") ? 2 : 3),
    science: scienceVp(state, seat),
    specialists,
    cards: t.tableau.reduce((sum, id) => sum + content.cards[id]!.vp, 0),
    tracks: ZONES.reduce((sum, zone) => sum + trackPoints(state, zone)[seat]!, 0),
  };
  return { ...sheet, total: Object.values(sheet).reduce((a, b) => a + b, 0) };
}

/** Most ◆; ties: higher sum of levels, then more Materials, then shared. */
export function outcome(state: NateraState): Outcome | null {
  if (state.phase !== "over") return null;
  const seats = seatsFrom(state, 0);
  const scores = seats.map((s) => scoreSheet(state, s).total);
  const levels = seats.map((s) => ZONES.reduce((sum, z) => sum + tribeOf(state, s).tracks[z], 0));
  const materials = seats.map((s) => tribeOf(state, s).res.materials);
  const best = Math.max(...scores);
  let winners = seats.filter((s) => scores[s] === best);
  let reason = "MOST_POINTS";
  if (winners.length > 1) {
    const top = Math.max(...winners.map((s) => levels[s]!));
    winners = winners.filter((s) => levels[s] === top);
    reason = "TIE_LEVELS";
  }
  if (winners.length > 1) {
    const top = Math.max(...winners.map((s) => materials[s]!));
    winners = winners.filter((s) => materials[s] === top);
    reason = winners.length > 1 ? "TIE_SHARED" : "TIE_MATERIALS";
  }
  const summary =
    reason === "MOST_POINTS"
      ? `Most Initiative points: ${best}`
      : reason === "TIE_LEVELS"
        ? `Tied at ${best} points; the higher sum of authority levels wins`
        : reason === "TIE_MATERIALS"
          ? `Tied at ${best} points and levels; more Materials wins`
          : `Tied at ${best} points, levels and Materials: a shared victory`;
  return { winners, scores, reason, summary };
}
