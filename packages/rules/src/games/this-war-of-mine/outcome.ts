import type { Outcome } from "../../engine/index.js";
import type { TwomState } from "./types.js";

/** Everyone wins or loses together; the score is the group's survivors. */
export function outcome(state: TwomState): Outcome | null {
  if (!state.result) return null;
  const seats = Array.from({ length: state.seats }, (_, seat) => seat);
  const survivors = state.characters.length;
  return {
    winners: state.result.won ? seats : [],
    scores: seats.map(() => survivors),
    reason: state.result.reason,
    summary: state.result.won
      ? `The war is over and someone who first sheltered here lived to see it (${survivors} survivors).`
      : state.result.reason === "ALL_GONE"
        ? "Nobody is left in the shelter."
        : state.result.reason === "CONCEDED"
          ? `The group conceded: none of those who first sheltered here is left (${survivors} survivors).`
          : `The war is over, but none of those who first sheltered here is left (${survivors} survivors).`,
  };
}
