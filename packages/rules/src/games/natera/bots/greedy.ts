import { clonePlain, pickOne, type Bot, type Seat } from "../../../engine/index.js";
import { RESOURCES, ZONES } from "../content/index.js";
import { legalMoves, play } from "../moves.js";
import { scoreSheet } from "../scoring.js";
import { tribeOf } from "../tribe.js";
import type { NateraMove, NateraState } from "../types.js";
import { random, setupChoice } from "./random.js";

/**
 * One-ply greedy: plays each legal move on a copy and keeps the best by a value of the seat's
 * own position — points as they would score now, plus weighted resources, cards in hand and
 * levels. It reads only what the seat may see: the value never looks at which cards were drawn
 * (hand size only), and the set-up round is left to the random bot's method.
 */
const WEIGHTS: Record<(typeof RESOURCES)[number], number> = {
  endurance: 0.35,
  agility: 0.4,
  intelligence: 0.45,
  food: 0.22,
  materials: 0.3,
  energy: 0.3,
};

export function value(state: NateraState, seat: Seat): number {
  const t = tribeOf(state, seat);
  const sheet = scoreSheet(state, seat);
  const resources = RESOURCES.reduce((sum, r) => sum + t.res[r] * WEIGHTS[r], 0);
  const levels = ZONES.reduce((sum, z) => sum + Math.min(t.tracks[z], 6), 0);
  const late = state.season >= 4 ? 0.3 : 1;
  return (
    sheet.total -
    sheet.tracks +
    sheet.tracks * 0.5 +
    late * (resources + t.hand.length * 1.1 + levels * 0.6 + t.growth.length * 0.8)
  );
}

/** The best value reachable by answering this seat's own follow-up questions greedily (a short chain). */
function settled(state: NateraState, seat: Seat, depth: number): number {
  if (depth === 0 || state.prompt?.seat !== seat || state.prompt.options.length > 8) return value(state, seat);
  let best = -Infinity;
  for (const option of state.prompt.options) {
    const next = clonePlain(state);
    play(next, seat, { type: "choose", option });
    best = Math.max(best, value(next, seat));
  }
  return best;
}

export const greedy: Bot<NateraState, NateraMove> = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`natera: seat ${seat} has no legal move`);
  if (state.phase === "choose") return setupChoice(state, seat, moves, rng);
  if (state.phase === "draft" || state.phase === "restDraft") return random(state, seat, rng);
  if (moves.length === 1) return moves[0]!;
  let best: NateraMove[] = [];
  let bestValue = -Infinity;
  for (const move of moves) {
    if (move.type === "bonus") continue;
    const next = clonePlain(state);
    play(next, seat, move);
    const v = settled(next, seat, move.type === "choose" ? 0 : 1) + (move.type === "pass" ? -0.5 : 0);
    if (v > bestValue + 1e-9) {
      best = [move];
      bestValue = v;
    } else if (Math.abs(v - bestValue) <= 1e-9) best.push(move);
  }
  return best.length > 0 ? pickOne(rng, best) : pickOne(rng, moves);
};
