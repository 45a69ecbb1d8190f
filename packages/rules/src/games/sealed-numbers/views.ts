import { committedSeats, ownChoice, type Seat } from "../../engine/index.js";
import { isOver } from "./moves.js";
import type { CardId, RevealedRound, SealedNumbersState } from "./types.js";

export interface SealedNumbersPublicView {
  round: number;
  rounds: number;
  target: number | null;
  handSizes: number[];
  sealed: Seat[];
  history: RevealedRound[];
  scores: number[];
}

export interface SealedNumbersPrivateView {
  hand: CardId[];
  sealedCard: CardId | null;
}

export function publicView(state: SealedNumbersState): SealedNumbersPublicView {
  return {
    round: Math.min(state.round, state.rounds),
    rounds: state.rounds,
    target: isOver(state) ? null : state.target,
    handSizes: state.hands.map((hand) => hand.length),
    sealed: committedSeats(state.sealing),
    history: state.history.map((round) => ({ ...round, cards: [...round.cards], scorers: [...round.scorers] })),
    scores: [...state.scores],
  };
}

export function privateView(state: SealedNumbersState, seat: Seat): SealedNumbersPrivateView {
  return { hand: [...(state.hands[seat] ?? [])], sealedCard: ownChoice(state.sealing, seat) };
}
