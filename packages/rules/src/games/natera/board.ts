import type { Seat } from "../../engine/index.js";
import { content, ZONES, type Location, type Zone } from "./content/index.js";
import { log, tribeOf } from "./tribe.js";
import { TRACK_MAX, type NateraState } from "./types.js";

/** The level a tribe needs on the zone's track to use a location of this tier. */
export const ACCESS_LEVEL: Record<number, number> = { 0: 0, 1: 0, 2: 3, 3: 6 };

export const locationOf = (id: string): Location => {
  const l = content.locations[id];
  if (!l) throw new Error(`natera: no location ${id}`);
  return l;
};

/** Face-up locations on the board now (Forest, TIER 1, and revealed tiles). */
export function faceUpLocations(state: NateraState): string[] {
  const ids: string[] = [];
  for (const id of Object.keys(state.locations)) if (state.locations[id]!.revealed) ids.push(id);
  return ids;
}

/** Access is checked at the moment of use, on the tribe's current level. */
export function hasAccess(state: NateraState, seat: Seat, id: string): boolean {
  const where = state.locations[id];
  if (!where?.revealed) return false;
  const l = locationOf(id);
  if (l.zone === "forest") return true;
  return tribeOf(state, seat).tracks[l.zone] >= ACCESS_LEVEL[l.tier]!;
}

/**
 * Moves a tribe on a track by `d`, within 0..10; thresholds fire the moment they are reached:
 * the disc at 2 (if it is on the board), the TIER 2 tiles at 3, the TIER 3 tile at 6. The
 * level-10 spot is an achievement (achievements.ts). A holder back at 0 returns its disc.
 */
export function moveTrack(state: NateraState, seat: Seat, zone: Zone, d: number): void {
  const tracks = tribeOf(state, seat).tracks;
  const before = tracks[zone];
  const after = Math.max(0, Math.min(TRACK_MAX, before + d));
  tracks[zone] = after;
  if (after > before) {
    // Reaching 2 takes a disc on the board; a tribe already past 2 waits for the end of its turn.
    if (before < 2 && after >= 2 && state.discs[zone] === null) takeDisc(state, seat, zone);
    if (before < 3 && after >= 3) reveal(state, zone, 2);
    if (before < 6 && after >= 6) reveal(state, zone, 3);
  }
  if (after === 0 && state.discs[zone] === seat) {
    state.discs[zone] = null;
    log(state, { seat, what: "discReturned", ref: zone });
  }
}

function takeDisc(state: NateraState, seat: Seat, zone: Zone): void {
  state.discs[zone] = seat;
  log(state, { seat, what: "discTaken", ref: zone });
}

/** The server flips the zone's tiles of that tier (once; revealed tiles stay face up). */
function reveal(state: NateraState, zone: Zone, tier: number): void {
  for (const [id, where] of Object.entries(state.locations)) {
    const l = locationOf(id);
    if (l.zone === zone && l.tier === tier && !where.revealed) {
      where.revealed = true;
      log(state, { seat: null, what: "revealed", ref: id });
    }
  }
}

/**
 * At the end of its own turn, a tribe strictly higher than the holder takes the disc; a disc on
 * the board goes to it if it is at 2 or more (digest ruling).
 */
export function discsAtEndOfTurn(state: NateraState, seat: Seat): void {
  const tracks = tribeOf(state, seat).tracks;
  for (const zone of ZONES) {
    const holder = state.discs[zone];
    if (holder === seat) continue;
    if (holder === null ? tracks[zone] >= 2 : tracks[zone] > tribeOf(state, holder).tracks[zone]) takeDisc(state, seat, zone);
  }
}

/** A deploy is possible here for this tribe with this pawn kind, leaving costs aside. */
export function placeOpen(state: NateraState, seat: Seat, id: string): boolean {
  const where = state.locations[id];
  if (!where || !hasAccess(state, seat, id)) return false;
  // A leader closes a location; a tribe never has two pawns on one location.
  return !where.pawns.some((p) => p.kind === "leader" || p.seat === seat);
}

/** Colonies go on accessible, colony-free locations outside the Forest. */
export function colonyOpen(state: NateraState, seat: Seat, id: string): boolean {
  const where = state.locations[id];
  return !!where && locationOf(id).zone !== "forest" && where.colony === null && hasAccess(state, seat, id);
}

// Loops over the keys rather than filters or for…in (measured): the achievement checks and the
// bots read these after every change.
export function coloniesOf(state: NateraState, seat: Seat): string[] {
  const ids: string[] = [];
  for (const id of Object.keys(state.locations)) if (state.locations[id]!.colony === seat) ids.push(id);
  return ids;
}

export function allColonies(state: NateraState): string[] {
  const ids: string[] = [];
  for (const id of Object.keys(state.locations)) if (state.locations[id]!.colony !== null) ids.push(id);
  return ids;
}
