import type { Outcome } from "../../engine/index.js";
import { WIN_SCORE, type ShipwreckState } from "./types.js";

/** Everyone at the table wins or loses together; the score is the group's correct predictions. */
export function outcome(state: ShipwreckState): Outcome | null {
  if (state.won === null) return null;
  // Everyone at the table: newcomers waiting for the turn to end included.
  const atTable = (seat: number) => state.present[seat] || state.arriving.some((arrival) => arrival.seat === seat);
  const winners = state.won ? state.present.flatMap((_, seat) => (atTable(seat) ? [seat] : [])) : [];
  return {
    winners,
    scores: state.present.map(() => state.score),
    reason: state.won ? "SEVEN_PREDICTIONS" : "JUDGMENT",
    summary: state.won
      ? `The group made ${WIN_SCORE} correct predictions.`
      : `Judgment reached 7 with ${state.score} correct prediction${state.score === 1 ? "" : "s"}.`,
  };
}
