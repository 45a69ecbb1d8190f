import { nextUint32, shuffleInPlace } from "../../engine/index.js";
import type { CardId, FaceDown, PaleoState } from "./types.js";

/**
 * Face-down cards travel under opaque ids: 64 random bits from the state's id stream, with
 * nothing of the face in them. A card gets a new one at every shuffle, deal and move into a
 * face-down zone, so no id seen earlier can be matched to a front seen later.
 */
export function opaqueId(state: PaleoState): string {
  const high = nextUint32(state.idRng).toString(36).padStart(7, "0");
  const low = nextUint32(state.idRng).toString(36).padStart(7, "0");
  return `fd-${high}${low}`;
}

/** The card put face down, under a new id. */
export const faceDown = (state: PaleoState, card: CardId): FaceDown => ({ id: opaqueId(state), card });

/** Cards moved into another face-down zone keep their order and get new ids. */
export const renewed = (state: PaleoState, cards: readonly FaceDown[]): FaceDown[] => cards.map((c) => faceDown(state, c.card));

/** A face-down pile shuffled with the game's RNG, every card under a new id. */
export function shuffledFaceDown(state: PaleoState, cards: readonly CardId[]): FaceDown[] {
  return shuffleInPlace(state.rng, [...cards]).map((card) => faceDown(state, card));
}
