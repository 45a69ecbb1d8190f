import { randomInt, type Seat } from "../../engine/index.js";
import { hoursAt } from "./abilities.js";
import { arcanaById } from "./content/index.js";
import { LOSING_JUDGMENT, tokenValue, WIN_SCORE, type ShipwreckState, type TokenId } from "./types.js";

/**
 * The turn: draw to two → place (moves.ts) → predict (optional, by the group) → resolution →
 * withering → newcomers come in → the next player in turn order. The end is checked whenever a
 * track moves.
 */
export function beginTurn(state: ShipwreckState): void {
  state.turn++;
  state.phase = "place";
  state.placed = null;
  state.proposal = null;
  state.powerUsed = false;
  state.effects = { anywhere: false, shelter: false, stay: null, extraPredictions: 0 };
  state.wrongPredictions = 0;
  state.correctThisTurn = false;
  state.flipRequests = [];
  state.log.push({ kind: "turn", turn: state.turn, seat: state.active });
  const drawn = drawTo(state, state.active, 2);
  if (drawn > 0) state.log.push({ kind: "draw", seat: state.active, count: drawn });
  // Only when all 21 fates are out of the bag: a turn with nothing to play passes.
  if ((state.held[state.active] ?? []).length === 0) endTurn(state);
}

/** Draws random fates from the bag until `seat` holds `count` (fewer if the bag runs dry); returns how many. */
export function drawTo(state: ShipwreckState, seat: Seat, count: number): number {
  const hand = state.held[seat]!;
  let drawn = 0;
  while (hand.length < count && state.bag.length > 0) {
    const [token] = state.bag.splice(randomInt(state.rng, state.bag.length), 1);
    hand.push(token!);
    drawn++;
  }
  return drawn;
}

/** After the placement: the prediction step, unless nothing is held any more. */
export function afterPlacement(state: ShipwreckState): void {
  if ((state.held[state.active] ?? []).length === 0) endTurn(state);
  else state.phase = "predict";
}

export const groupOf = (state: ShipwreckState): Seat[] =>
  state.present.flatMap((present, seat) => (present && seat !== state.active ? [seat] : []));
export const presentSeats = (state: ShipwreckState): Seat[] => state.present.flatMap((present, seat) => (present ? [seat] : []));

/** The active player's held token, the one the group predicts. */
export const heldToken = (state: ShipwreckState): TokenId | undefined => state.held[state.active]?.[0];

/** Returns `seat`'s held tokens to the bag and resets their deduction row (it was about them). */
function discardHeld(state: ShipwreckState, seat: Seat): void {
  state.bag.push(...state.held[seat]!.splice(0));
  state.rows[seat] = state.rows[seat]!.map(() => false);
}

/** A unanimous prediction. With an extra prediction left, a wrong one lets the group try again. */
export function resolvePrediction(state: ShipwreckState, value: number): void {
  const held = heldToken(state)!;
  const correct = tokenValue(held) === value;
  state.log.push({ kind: "predict", value, correct });
  state.proposal = null;
  if (correct) {
    state.correctThisTurn = true;
    return finishPredictions(state);
  }
  state.wrongPredictions++;
  if (state.effects.extraPredictions > 0) {
    state.effects.extraPredictions--;
    return;
  }
  finishPredictions(state);
}

/**
 * Resolution: a correct prediction scores 1 and forgives the turn's wrong ones (FAQ); otherwise
 * each wrong prediction adds 1 Judgment. The held token goes back to the bag either way.
 */
export function finishPredictions(state: ShipwreckState): void {
  if (state.correctThisTurn) state.score++;
  else state.judgment += state.wrongPredictions;
  state.log.push({ kind: "score", score: state.score, judgment: state.judgment });
  discardHeld(state, state.active);
  if (checkEnd(state)) return;
  endTurn(state);
}

/** No prediction: the held token stays, face down, for the active player's next turn. */
export function passPrediction(state: ShipwreckState): void {
  state.log.push({ kind: "pass" });
  state.proposal = null;
  endTurn(state);
}

/**
 * An ally discards the Fate kept from an earlier turn face up (FAQ): its value is shown, it goes
 * back to the bag, and the group goes on deciding (the proposal and its agreements stand).
 */
export function revealKept(state: ShipwreckState, seat: Seat): void {
  state.log.push({ kind: "reveal", seat, value: tokenValue(state.held[seat]![0]!) });
  discardHeld(state, seat);
}

/** Withering, newcomers come in, then the next player's turn in order (or a pause when fewer than two remain). */
export function endTurn(state: ShipwreckState): void {
  wither(state);
  admitArriving(state);
  // The active player may have just left: they are still in the order, so the turn passes to whoever followed them.
  const next = following(state, state.active);
  state.order = state.order.filter((seat) => state.present[seat]);
  state.flipRequests = [];
  if (checkEnd(state)) return;
  if (state.order.length < 2) {
    state.phase = "waiting";
    state.proposal = null;
    return;
  }
  state.active = next;
  beginTurn(state);
}

/** The next player in the game after `from` in turn order; the first in order when `from` is not in it. */
export function following(state: ShipwreckState, from: Seat): Seat {
  const { order } = state;
  const at = order.indexOf(from);
  for (let step = 1; step <= order.length; step++) {
    const seat = order[(at + step) % order.length]!;
    if (state.present[seat]) return seat;
  }
  return from;
}

/**
 * Puts `seat` into the turn order right after `after`, or, without a place asked for (or when
 * that player is gone), after the nearest seat below its own (in a circle) that is in the order.
 */
export function seatInOrder(state: ShipwreckState, seat: Seat, after: Seat | null): void {
  let at = after === null ? -1 : state.order.indexOf(after);
  for (let step = 1; at < 0 && step < state.seats; step++) at = state.order.indexOf((seat - step + state.seats) % state.seats);
  state.order.splice(at + 1, 0, seat);
  state.present[seat] = true;
  state.rows[seat] = state.rows[seat]!.map(() => false);
}

/** Newcomers who joined during the group's decision come into the game, between turns. */
function admitArriving(state: ShipwreckState): void {
  for (const { seat, after } of state.arriving) seatInOrder(state, seat, after);
  state.arriving = [];
}

/**
 * Each Arcana whose fates reach its duration withers: its fates go back to the bag, its power
 * becomes available, Judgment +2 unless the group predicted correctly this turn, and the pile
 * refills its place.
 */
function wither(state: ShipwreckState): void {
  for (let slot = 1; slot <= state.row.length; slot++) {
    const card = state.row[slot - 1];
    if (!card || state.effects.stay === slot || hoursAt(state, slot) < arcanaById(card).duration) continue;
    state.bag.push(...state.fates[slot - 1]!.splice(0));
    state.withered.push(card);
    const judgment = state.correctThisTurn || state.effects.shelter ? 0 : 2;
    state.judgment += judgment;
    state.log.push({ kind: "wither", card, judgment });
    state.row[slot - 1] = state.pile.shift() ?? null;
  }
}

/** Score 7 wins, Judgment 7 loses, checked as soon as a track moves. */
export function checkEnd(state: ShipwreckState): boolean {
  if (state.score < WIN_SCORE && state.judgment < LOSING_JUDGMENT) return false;
  state.won = state.score >= WIN_SCORE;
  state.score = Math.min(state.score, WIN_SCORE);
  state.judgment = Math.min(state.judgment, LOSING_JUDGMENT);
  state.phase = "over";
  state.proposal = null;
  state.flipRequests = [];
  state.log.push({ kind: "end", won: state.won });
  return true;
}
