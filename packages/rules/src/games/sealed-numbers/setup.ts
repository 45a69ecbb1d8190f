import { openRound, randomInt, seedRng, shuffleInPlace } from "../../engine/index.js";
import { DECK_SIZE, cardId, type SealedNumbersOptions, type SealedNumbersState } from "./types.js";

export function drawTarget(state: SealedNumbersState): number {
  return 1 + randomInt(state.rng, DECK_SIZE);
}

export function setup(seats: number, options: SealedNumbersOptions, seed: string): SealedNumbersState {
  const rng = seedRng(seed);
  const deck = shuffleInPlace(
    rng,
    Array.from({ length: DECK_SIZE }, (_, i) => cardId(i + 1)),
  );
  const hands = Array.from({ length: seats }, (_, seat) => deck.slice(seat * options.rounds, (seat + 1) * options.rounds));
  const state: SealedNumbersState = {
    rng,
    seats,
    rounds: options.rounds,
    round: 1,
    target: 0,
    hands,
    sealing: openRound(
      Array.from({ length: seats }, (_, seat) => seat),
      seats,
    ),
    history: [],
    scores: Array.from({ length: seats }, () => 0),
  };
  state.target = drawTarget(state);
  return state;
}
