import type { Seat } from "../../../engine/index.js";
import { RESOURCES } from "../content/index.js";
import type { NateraState } from "../types.js";
import { WEIGHTS } from "./value.js";

/**
 * How much one move counts what it hands the other tribes, as a share of the mean: 1 = this
 * seat's value less the mean of what the others gained (the lookahead's own measure), so a gift
 * to one of three opponents costs a third of its worth. Without it the greedy bot saw a visit to a
 * Mole as +2 Food for itself and never the 4 Food it gave the Moles (pass 9: Moles +8.6 points at
 * 4 tribes). Pass 10 probed the weight at 4 tribes (0, 0.5, 1 of the full gift: the Moles at
 * +5.7, −6.7, −12.7 points); the mean, a third there, sits between the first two. An object so
 * that the balance probe can try other weights (`--given`); the bots never change it.
 */
export const GIVEN = { weight: 1 };

/**
 * The other tribes' holdings the bot prices, in the same weights as `value`: their resources and
 * the cards in their hands (by count; a seat sees only that). What another tribe gets from this
 * seat's move shows up here — the Moles' Food, a Beaver colony's bonus, an interactive card's
 * gifts — and what it loses counts the other way. Cheap on purpose: it runs on every move tried.
 */
export function othersHoldings(state: NateraState, seat: Seat): Holdings {
  let sum = 0;
  state.tribes.forEach((t, other) => {
    if (other === seat) return;
    for (const r of RESOURCES) sum += t.res[r] * WEIGHTS[r];
    sum += t.hand.length * 1.1;
  });
  return { phase: state.phase, season: state.season, worth: sum };
}

/** The others' holdings, and when they were read (a Rest phase's income is nobody's gift). */
export interface Holdings {
  phase: NateraState["phase"];
  season: number;
  worth: number;
}

/**
 * The value a move handed the other tribes: their holdings after it less before it, per opponent;
 * nothing when the move ended the phase (the last pass starts the Rest phase, whose production
 * and draws every tribe takes anyway).
 */
export function givenAway(before: Holdings, after: NateraState, seat: Seat): number {
  if (after.phase !== before.phase || after.season !== before.season) return 0;
  const others = after.tribes.length - 1;
  return (GIVEN.weight / others) * (othersHoldings(after, seat).worth - before.worth);
}
