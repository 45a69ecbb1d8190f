import { arcanaById, type Condition } from "./content/index.js";
import { HOURS_SLOT, tokenHours, tokenValue, type ShipwreckState, type TokenId } from "./types.js";

/**
 * Placement abilities: where the active player may play a token. The Hours (slot 0) takes any
 * token; its fates count for the Arcana right of it (slot 1).
 */
export function conditionHolds(
  condition: Condition,
  played: number,
  kept: number | undefined,
  visible: readonly number[],
  here: readonly number[],
): boolean {
  switch (condition.kind) {
    case "lower":
      return kept !== undefined && played < kept;
    case "higher":
      return kept !== undefined && played > kept;
    case "pair":
      return kept !== undefined && played === kept;
    case "sumAtMost":
      return kept !== undefined && played + kept <= condition.n;
    case "sumAtLeast":
      return kept !== undefined && played + kept >= condition.n;
    case "sumIn":
      return kept !== undefined && condition.values.includes(played + kept);
    case "differenceAtLeast":
      return kept !== undefined && Math.abs(played - kept) >= condition.n;
    case "consecutive":
      return kept !== undefined && Math.abs(played - kept) === 1;
    case "sameParity":
      return kept !== undefined && played % 2 === kept % 2;
    case "valueIn":
      return condition.values.includes(played);
    case "matchesVisible":
      return visible.includes(played);
    case "unlikeVisible":
      return visible.length > 0 && !visible.includes(played);
    case "higherThanHere":
      return here.every((value) => played > value);
  }
}

/** Values of every visible fate (in front of the row's Arcana). */
export const visibleValues = (state: ShipwreckState): number[] => state.fates.flat().map(tokenValue);

/** Whether `token` (held by the active player with `others`) may be played in front of `slot`. */
export function placementAllowed(state: ShipwreckState, token: TokenId, slot: number, others: readonly TokenId[]): boolean {
  if (slot === HOURS_SLOT) return true;
  const card = state.row[slot - 1];
  if (!card) return false;
  if (state.effects.anywhere) return true;
  const kept = others[0] === undefined ? undefined : tokenValue(others[0]);
  const here = (state.fates[slot - 1] ?? []).map(tokenValue);
  return conditionHolds(arcanaById(card).condition, tokenValue(token), kept, visibleValues(state), here);
}

/** Every (token, slot) the active player may play now. */
export function legalPlacements(state: ShipwreckState): { token: TokenId; slot: number }[] {
  const hand = state.held[state.active] ?? [];
  const placements: { token: TokenId; slot: number }[] = [];
  for (const token of hand) {
    const others = hand.filter((t) => t !== token);
    for (let slot = 0; slot <= state.row.length; slot++) {
      if (placementAllowed(state, token, slot, others)) placements.push({ token, slot });
    }
  }
  return placements;
}

/**
 * The row slot a token played in front of The Hours goes to: the first Arcana right of it
 * (**ruling**: skipping a place the empty pile could not refill); null when the row is empty.
 */
export function hoursTarget(state: ShipwreckState): number | null {
  const index = state.row.findIndex((card) => card !== null);
  return index < 0 ? null : index + 1;
}

/** Hours of fates in front of row slot `slot` (1–4). */
export const hoursAt = (state: ShipwreckState, slot: number): number =>
  (state.fates[slot - 1] ?? []).reduce((sum, token) => sum + tokenHours(token), 0);
