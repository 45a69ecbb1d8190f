import type { Outcome } from "../../engine/index.js";
import { COOP_TARGET, type PrecognitionState } from "./types.js";

/**
 * Competitive: most healthy Humans; tie → most contaminated; tie → shared.
 * Team (seats 0+1 vs 2+3): the same on the team sums. Cooperative: every season's Objectives
 * met and, after the last Island, enough healthy Humans in total.
 */
export function outcome(state: PrecognitionState): Outcome | null {
  if (state.phase !== "over") return null;
  const scores = state.boats.map((boat) => boat.healthy);
  const seats = scores.map((_, seat) => seat);
  switch (state.options.mode) {
    case "cooperative": {
      const total = scores.reduce((a, b) => a + b, 0);
      const target = COOP_TARGET[state.seats] ?? Infinity;
      if (state.endReason === "OBJECTIVE_FAILED") {
        return {
          winners: [],
          scores,
          reason: "OBJECTIVE_FAILED",
          summary: `Objectives not met: ${state.failedObjectives.join(", ")}`,
        };
      }
      return total >= target
        ? {
            winners: seats,
            scores,
            reason: "COOP_TARGET_REACHED",
            summary: `${total} healthy Humans reached Letea (${target} needed)`,
          }
        : { winners: [], scores, reason: "COOP_TARGET_MISSED", summary: `${total} healthy Humans, ${target} were needed` };
    }
    case "team": {
      const teams = [
        [0, 1],
        [2, 3],
      ];
      const sum = (team: number[], of: (seat: number) => number) => team.reduce((a, seat) => a + of(seat), 0);
      const healthy = teams.map((team) => sum(team, (seat) => state.boats[seat]?.healthy ?? 0));
      const contaminated = teams.map((team) => sum(team, (seat) => state.boats[seat]?.contaminated ?? 0));
      const decided = rank([0, 1], [healthy, contaminated]);
      const winners = decided.winners.flatMap((team) => teams[team] ?? []);
      return { winners, scores, reason: decided.reason, summary: `Team healthy Humans ${healthy[0]}–${healthy[1]}` };
    }
    case "competitive": {
      const contaminated = state.boats.map((boat) => boat.contaminated);
      const decided = rank(seats, [scores, contaminated]);
      return { winners: decided.winners, scores, reason: decided.reason, summary: `Most healthy Humans: ${Math.max(...scores)}` };
    }
  }
}

const REASONS = ["MOST_HEALTHY", "TIE_BREAK_CONTAMINATED"];

/** Keeps the best candidates criterion by criterion; whoever is left shares the victory. */
function rank(candidates: number[], criteria: number[][]): { winners: number[]; reason: string } {
  let left = candidates;
  for (const [i, values] of criteria.entries()) {
    const best = Math.max(...left.map((c) => values[c] ?? 0));
    left = left.filter((c) => values[c] === best);
    if (left.length === 1) return { winners: left, reason: REASONS[i] ?? "RANKED" };
  }
  return { winners: left, reason: "TIE_SHARED" };
}
