import type { Bot } from "../../engine/index.js";
import { random } from "./bots/random.js";
import { legalMoves } from "./moves.js";
import type { NateraMove, NateraState } from "./types.js";

/**
 * The digest's online ruling for the turn clock: at its expiry the server passes for the tribe
 * (out for the season), or ends its turn once its main action is done; in a step with no pass — a
 * simultaneous secret step, a draft pick, a question the rules ask — it picks at random.
 */
export const clockOut: Bot<NateraState, NateraMove> = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  return moves.find((m) => m.type === "pass") ?? moves.find((m) => m.type === "endTurn") ?? random(state, seat, rng);
};
