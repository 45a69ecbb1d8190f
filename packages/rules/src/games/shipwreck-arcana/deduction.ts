import type { Seat } from "../../engine/index.js";
import { conditionHolds, legalPlacements, visibleValues } from "./abilities.js";
import { arcanaById } from "./content/index.js";
import { answerTo } from "./powers.js";
import { COPIES_PER_VALUE, HOURS_SLOT, tokenValue, VALUES, type LogEntry, type Placement, type ShipwreckState } from "./types.js";

/**
 * What a group member can work out about the active player's held token, from what that seat
 * may see: the visible fates, its own held tokens, this turn's placement and the answers given.
 * Used by the deducing bot; a "weight" is the number of unseen copies of a value that remain
 * consistent with everything observed.
 */
export type Weights = number[]; // index value − 1

/**
 * Copies of each value the active player may be holding, as `seat` sees it (null: what everyone
 * sees): 3 minus the visible fates, `seat`'s own, and those allies revealed this turn (they held
 * them while the active player held theirs; back in the bag now).
 */
export function unseenCounts(state: ShipwreckState, seat: Seat | null): Weights {
  const counts = VALUES.map(() => COPIES_PER_VALUE);
  for (const value of visibleValues(state)) counts[value - 1]!--;
  if (seat !== null) for (const token of state.held[seat] ?? []) counts[tokenValue(token) - 1]!--;
  for (const entry of thisTurn(state)) if (entry.kind === "reveal") counts[entry.value - 1]!--;
  return counts.map((count) => Math.max(0, count));
}

/** Whether `placement` was legal with `kept` as the other token. */
export function placementConsistent(placement: Placement, kept: number): boolean {
  if (placement.anywhere || placement.slot === HOURS_SLOT || !placement.card) return true;
  return conditionHolds(
    arcanaById(placement.card).condition,
    tokenValue(placement.token),
    kept,
    placement.visibleBefore,
    placement.hereBefore,
  );
}

/** This turn's log, since its "turn" entry. */
export function thisTurn(state: ShipwreckState): LogEntry[] {
  const start = state.log.findLastIndex((entry) => entry.kind === "turn");
  return state.log.slice(start);
}

/** Whether the answers given this turn allow `value` for the held token. */
export function answersAllow(state: ShipwreckState, value: number): boolean {
  const placed = state.placed ? tokenValue(state.placed.token) : null;
  for (const entry of thisTurn(state)) {
    if (entry.kind === "predict" && !entry.correct && entry.value === value) return false;
    if (entry.kind === "confess" && placed !== null && entry.odd !== (value % 2) + (placed % 2)) return false;
    // "visible" answers are checked against the fates of when they were asked, which may have moved since.
    if (entry.kind !== "answer" || entry.question === "visible") continue;
    if (answerTo(entry.question, value, { visible: [], played: placed }) !== entry.yes) return false;
  }
  return true;
}

/**
 * The weight of each value for the active player's held token, seen from `seat` (null: from
 * what everyone sees, nobody's own tokens counted). With `readsClues`, placements a clue-giving
 * player would have made are favoured (see bots.ts).
 */
export function heldWeights(
  state: ShipwreckState,
  seat: Seat | null,
  readsClues: boolean,
  clue?: (state: ShipwreckState, hand: number[]) => { value: number; slot: number } | null,
): Weights {
  const unseen = unseenCounts(state, seat);
  const placement = state.placed;
  const weights = unseen.map((count, i) => {
    const value = i + 1;
    if (count === 0 || !answersAllow(state, value)) return 0;
    if (placement && !placementConsistent(placement, value)) return 0;
    return count;
  });
  if (!readsClues || !placement || !clue || powerUsedByActive(state)) return weights;
  // A clue-giver with this hand would have made exactly this placement: weigh those hands up.
  // They placed before any ally revealed a kept Fate.
  const before: ShipwreckState = {
    ...state,
    log: state.log.filter((entry) => entry.kind !== "reveal"),
    fates: state.fates.map((tokens) => tokens.filter((token) => token !== placement.token)),
    effects: { ...state.effects, anywhere: placement.anywhere },
  };
  return weights.map((weight, i) => {
    if (weight === 0) return 0;
    const choice = clue(before, [tokenValue(placement.token), i + 1]);
    return choice && choice.value === tokenValue(placement.token) && choice.slot === placement.slot ? weight * 4 : weight;
  });
}

const powerUsedByActive = (state: ShipwreckState): boolean =>
  thisTurn(state).some((entry) => entry.kind === "power" && entry.seat === state.active);

export const total = (weights: Weights): number => weights.reduce((a, b) => a + b, 0);
export const bestValue = (weights: Weights): number => weights.indexOf(Math.max(...weights)) + 1;

/** Placements the active player could make with a hand of these values, as the group sees the table. */
export function placementsForHand(state: ShipwreckState, hand: number[]): { value: number; slot: number }[] {
  const fake = {
    ...state,
    held: state.held.map((h, s) => (s === state.active ? hand.map((v, i) => `fate-${v}${"ab"[i]}` as const) : h)),
  } as ShipwreckState;
  return legalPlacements(fake).map(({ token, slot }) => ({ value: tokenValue(token), slot }));
}
