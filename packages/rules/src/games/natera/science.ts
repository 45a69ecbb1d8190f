import type { Seat } from "../../engine/index.js";
import { content, type Effect, type Resources, type ScienceFace } from "./content/index.js";
import { canPay, tribeOf } from "./tribe.js";
import type { NateraState } from "./types.js";

/**
 * The Science board: the first Growth goes on a bottom box, each later one on an empty box
 * linked to a covered one (one connected chain, down allowed). A box with a cost needs it paid.
 * Bottom boxes give nothing on placement (digest ruling) and produce each Rest phase; middle
 * boxes give their reward at once; top boxes score at the end. A Growth with no legal box is lost.
 */
export const faceOf = (state: NateraState, seat: Seat): ScienceFace | null => {
  const face = tribeOf(state, seat).face;
  return face ? content.science[face]! : null;
};

export const rowOf = (box: number): number => Math.floor(box / 3);

export function boxCost(face: ScienceFace, box: number): Resources {
  const row = rowOf(box);
  return row >= 1 && row <= 3 ? (face.middle[box - 3]!.cost ?? {}) : {};
}

export function boxReward(face: ScienceFace, box: number): Effect[] {
  const row = rowOf(box);
  return row >= 1 && row <= 3 ? face.middle[box - 3]!.reward : [];
}

export function legalBoxes(state: NateraState, seat: Seat): number[] {
  const face = faceOf(state, seat);
  if (!face) return [];
  const covered = tribeOf(state, seat).growth;
  const reachable =
    covered.length === 0
      ? [0, 1, 2]
      : face.links.flatMap(([a, b]) => (covered.includes(a) ? [b] : covered.includes(b) ? [a] : []));
  return [...new Set(reachable)]
    .filter((box) => !covered.includes(box) && canPay(state, seat, boxCost(face, box)))
    .sort((a, b) => a - b);
}

/** Top-row ◆ of the covered boxes. */
export function scienceVp(state: NateraState, seat: Seat): number {
  const face = faceOf(state, seat);
  if (!face) return 0;
  return tribeOf(state, seat)
    .growth.filter((box) => rowOf(box) === 4)
    .reduce((sum, box) => sum + face.vp[box - 12]!, 0);
}
