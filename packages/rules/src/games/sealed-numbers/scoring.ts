import type { Outcome } from "../../engine/index.js";
import { isOver } from "./moves.js";
import type { SealedNumbersState } from "./types.js";

export function outcome(state: SealedNumbersState): Outcome | null {
  if (!isOver(state)) return null;
  const best = Math.max(...state.scores);
  const winners = state.scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const shared = winners.length > 1;
  return {
    winners,
    scores: [...state.scores],
    reason: shared ? "TIE_SHARED" : "MOST_POINTS",
    summary: shared ? `Shared victory with ${best} points` : `Seat ${winners[0]} wins with ${best} points`,
  };
}
