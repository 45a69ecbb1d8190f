import { pickOne, type Bot, type RngState, type Seat } from "../../../engine/index.js";
import { cloneState } from "../clone.js";
import { legalMoves, play } from "../moves.js";
import type { NateraMove, NateraState } from "../types.js";
import { draftPick } from "./draft.js";
import { givenAway, othersHoldings, type Holdings } from "./given.js";
import { imagine } from "./imagine.js";
import { random, setupChoice } from "./random.js";
import { value } from "./value.js";

export { value } from "./value.js";

/**
 * One-ply greedy, the bot the room seats: plays each legal move on a copy of the game as this
 * seat imagines it (`imagine`: everything hidden from it dealt again at random) and keeps the best
 * by `value` — points as they would score now, resources, cards in hand, levels, the Science
 * board, income to come and progress towards the open achievements. It never reads another
 * tribe's hand, a deck's order or a face-down tile. The set-up round is the random bot's; draft
 * picks take the card it values most (`draft.ts`).
 */
export const greedy: Bot<NateraState, NateraMove> = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`natera: seat ${seat} has no legal move`);
  if (state.phase === "choose") return setupChoice(state, seat, moves, rng);
  if (state.phase === "draft" || state.phase === "restDraft") return draftPick(state, seat, moves, rng);
  if (moves.length === 1) return moves[0]!;
  const scored = rank(imagine(state, seat, rng), seat, moves);
  const best = scored.filter(([, v]) => v >= scored[0]![1] - 1e-9).map(([m]) => m);
  return pickOne(rng, best);
};

/**
 * The moves with their one-ply values, best first (bonus discards left out: they only ever lose
 * value here). A move's value is this seat's position after it less what it handed the other
 * tribes (`given.ts`).
 */
export function rank(world: NateraState, seat: Seat, moves: NateraMove[]): [NateraMove, number][] {
  const scored: [NateraMove, number][] = [];
  const before = othersHoldings(world, seat);
  for (const move of moves) {
    if (move.type === "bonus" && moves.length > 1) continue;
    const next = cloneState(world);
    play(next, seat, move);
    scored.push([move, settled(next, seat, before, move.type === "choose" ? 0 : 1) + (move.type === "pass" ? -0.5 : 0)]);
  }
  return scored.sort((a, b) => b[1] - a[1]);
}

/** A position's worth to this seat, net of what reaching it gave the others. */
const net = (state: NateraState, seat: Seat, before: Holdings): number => value(state, seat) - givenAway(before, state, seat);

/** The best net value reachable by answering this seat's own follow-up question greedily (a short chain). */
function settled(state: NateraState, seat: Seat, before: Holdings, depth: number): number {
  if (depth === 0 || state.prompt?.seat !== seat || state.prompt.options.length > 8) return net(state, seat, before);
  let best = -Infinity;
  for (const option of state.prompt.options) {
    const next = cloneState(state);
    play(next, seat, { type: "choose", option });
    best = Math.max(best, net(next, seat, before));
  }
  return best;
}

/** The greedy choice on a world already imagined (the lookahead's playouts). */
export function greedyIn(world: NateraState, seat: Seat, rng: RngState): NateraMove {
  const moves = legalMoves(world, seat);
  if (world.phase === "choose") return setupChoice(world, seat, moves, rng);
  if (world.phase === "draft" || world.phase === "restDraft") return draftPick(world, seat, moves, rng);
  if (moves.length === 1) return random(world, seat, rng);
  const scored = rank(world, seat, moves);
  return scored.length > 0 ? scored[0]![0] : pickOne(rng, moves);
}
