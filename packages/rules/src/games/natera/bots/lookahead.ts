import { pickOne, type Bot, type Seat } from "../../../engine/index.js";
import { cloneState } from "../clone.js";
import { legalMoves, play, waitingOn } from "../moves.js";
import type { NateraMove, NateraState } from "../types.js";
import { greedy, greedyIn, rank } from "./greedy.js";
import { imagine } from "./imagine.js";
import { value } from "./value.js";

/** Candidates tried (the best by one-ply value), and the longest playout after each. */
export const LOOKAHEAD = { candidates: 4, horizon: 24 };

/**
 * A short lookahead: at the start of a turn (the action and where), it takes the greedy bot's
 * best few moves, plays each on a copy of the game as this seat imagines it (`imagine`: hidden
 * cards and tiles dealt again at random), then lets every seat play the greedy bot forward until
 * this seat's next turn (at most `horizon` moves), and keeps the move whose end position is best
 * for it against the others (its value minus the mean of theirs). Questions within a turn, the
 * set-up round and draft picks are the greedy bot's.
 */
export const lookahead: Bot<NateraState, NateraMove> = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  if (state.phase !== "action" || state.prompt || state.mainDone || moves.length === 1) return greedy(state, seat, rng);
  const world = imagine(state, seat, rng);
  const candidates = rank(world, seat, moves).slice(0, LOOKAHEAD.candidates);
  let best: NateraMove[] = [];
  let bestScore = -Infinity;
  for (const [move] of candidates) {
    const next = cloneState(world);
    play(next, seat, move);
    playForward(next, seat, rng);
    const score = relative(next, seat);
    if (score > bestScore + 1e-9) {
      best = [move];
      bestScore = score;
    } else if (Math.abs(score - bestScore) <= 1e-9) best.push(move);
  }
  return pickOne(rng, best);
};

/** Greedy play by every seat until `seat`'s next turn begins (or the horizon, or the end). */
function playForward(world: NateraState, seat: Seat, rng: Parameters<typeof greedyIn>[2]): void {
  const { season } = world;
  const { turns } = world.tribes[seat]!;
  for (let left = LOOKAHEAD.horizon; world.phase !== "over" && left > 0; left--) {
    const waiting = waitingOn(world);
    if (waiting.length === 0) return;
    const who = waiting[0]!;
    const newTurn = world.season !== season || world.tribes[seat]!.turns !== turns;
    if (who === seat && newTurn && world.phase === "action" && !world.prompt && !world.mainDone) return;
    play(world, who, greedyIn(world, who, rng));
  }
}

function relative(world: NateraState, seat: Seat): number {
  const others = world.tribes.map((_, s) => s).filter((s) => s !== seat);
  return value(world, seat) - others.reduce((sum, s) => sum + value(world, s), 0) / others.length;
}
