import { EDGES, GUARD_SPACE, SPACES, shelterCard, spaceOf, type ShelterSpace } from "./content/shelter.js";
import type { TwomState } from "./types.js";

/**
 * The shelter board as the rules read it (the digest's "Board" and "Movement"): movement is free
 * and instant along lines and ladders from the Guard space; a blocking Shelter card (Rubble, Bars,
 * a Locked door) may be entered to act on it but not crossed; Holes are never crossed; a closed
 * zone is out of reach.
 */
const isBlocking = (state: TwomState, space: string): boolean => {
  const card = state.shelter.cards[space];
  return card !== undefined && shelterCard(card)!.kind !== "plain";
};

const closed = (state: TwomState, s: ShelterSpace): boolean => state.shelter.closedZones.includes(s.zone);

/** Every space a character can reach this step. */
export function reachable(state: TwomState): Set<string> {
  const seen = new Set<string>([GUARD_SPACE]);
  const queue = [GUARD_SPACE];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at !== GUARD_SPACE && isBlocking(state, at)) continue; // entered, not crossed
    for (const e of EDGES) {
      const next = e.a === at ? e.b : e.b === at ? e.a : null;
      if (next === null || seen.has(next)) continue;
      const s = spaceOf(next)!;
      if (s.hole || closed(state, s)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** A space a fixture may be built on or moved to: no card, no remains, no printed action, not dark, not a Hole, no fixture. */
export function isBuildable(state: TwomState, space: string): boolean {
  const s = spaceOf(space);
  if (!s || s.printed || s.dark || s.hole) return false;
  return (
    state.shelter.cards[space] === undefined &&
    !state.shelter.remains.includes(space) &&
    state.shelter.fixtures[space] === undefined
  );
}

/** The spaces directly left and right on the same floor (along a line). */
export function sideNeighbours(space: string): string[] {
  return EDGES.filter((e) => e.via === "line" && (e.a === space || e.b === space)).map((e) => (e.a === space ? e.b : e.a));
}

/** Spaces by their printed action, reachable now and not covered by a card. */
/** `reach`: the reachable spaces when the caller has them already (they are worked out space by space). */
export function printedSpaces(
  state: TwomState,
  printed: NonNullable<ShelterSpace["printed"]>,
  reach: ReadonlySet<string> = reachable(state),
): string[] {
  return SPACES.filter((s) => s.printed === printed && reach.has(s.id) && state.shelter.cards[s.id] === undefined).map(
    (s) => s.id,
  );
}

export const holes = (): string[] => SPACES.filter((s) => s.hole).map((s) => s.id);

/** Built fixtures of this card id (its spaces). */
export const fixtureSpaces = (state: TwomState, fixture: string): string[] =>
  Object.entries(state.shelter.fixtures)
    .filter(([, f]) => f === fixture)
    .map(([space]) => space);
