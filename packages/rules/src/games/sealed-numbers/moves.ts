import {
  commitChoice,
  isExpected,
  openRound,
  require_,
  revealedChoices,
  waitingOn as waitingInRound,
  type Seat,
} from "../../engine/index.js";
import { drawTarget } from "./setup.js";
import { cardValue, type SealedNumbersMove, type SealedNumbersState } from "./types.js";

export const isOver = (state: SealedNumbersState): boolean => state.round > state.rounds;

export function activeSeats(state: SealedNumbersState): Seat[] {
  return isOver(state) ? [] : [...state.sealing.expected];
}

export function waitingOn(state: SealedNumbersState): Seat[] {
  return isOver(state) ? [] : waitingInRound(state.sealing);
}

export function legalMoves(state: SealedNumbersState, seat: Seat): SealedNumbersMove[] {
  if (isOver(state) || !isExpected(state.sealing, seat)) return [];
  return (state.hands[seat] ?? []).map((card) => ({ type: "seal", card }));
}

/** Seals a card (or replaces the sealed one); the last seal reveals every card at once. */
export function play(state: SealedNumbersState, seat: Seat, move: SealedNumbersMove): void {
  require_(state.hands[seat]?.includes(move.card), "CARD_NOT_IN_HAND", `${move.card} is not in your hand`);
  const everyoneSealed = commitChoice(state.sealing, seat, move.card);
  if (everyoneSealed) reveal(state);
}

function reveal(state: SealedNumbersState): void {
  const sealed = revealedChoices(state.sealing);
  const distances = sealed.map(([, card]) => Math.abs(cardValue(card) - state.target));
  const best = Math.min(...distances);
  const scorers = sealed.filter((_, i) => distances[i] === best).map(([seat]) => seat);
  for (const seat of scorers) state.scores[seat] = (state.scores[seat] ?? 0) + 1;
  for (const [seat, card] of sealed) state.hands[seat] = (state.hands[seat] ?? []).filter((c) => c !== card);
  state.history.push({ target: state.target, cards: sealed.map(([, card]) => card), scorers });
  state.round += 1;
  state.sealing = openRound(state.sealing.expected, state.seats);
  state.target = isOver(state) ? 0 : drawTarget(state);
}
