import { pickOne, type Bot } from "../../engine/index.js";
import { legalMoves } from "./moves.js";
import { cardValue, type SealedNumbersMove, type SealedNumbersState } from "./types.js";

const random: Bot<SealedNumbersState, SealedNumbersMove> = (state, seat, rng) => pickOne(rng, legalMoves(state, seat));

/** Seals the card closest to the public target. */
const closest: Bot<SealedNumbersState, SealedNumbersMove> = (state, seat) => {
  const options = legalMoves(state, seat);
  return options.reduce((best, move) =>
    Math.abs(cardValue(move.card) - state.target) < Math.abs(cardValue(best.card) - state.target) ? move : best,
  );
};

export const bots = { random, greedy: closest };
