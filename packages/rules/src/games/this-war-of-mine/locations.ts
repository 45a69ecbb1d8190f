import { shuffleInPlace } from "../../engine/index.js";
import type { TwomState } from "./types.js";

/**
 * The three Location spaces (14, 12 and 10: Very Far; the nearest is the card on the highest
 * number). A swap removes a card, slides the others toward the 14 space and puts a new Location
 * on Very Far (an empty deck is rebuilt from the removed cards, our ruling on empty decks).
 */
export function swapLocation(state: TwomState, index: number): void {
  const spaces = state.locations.spaces;
  const gone = spaces[index];
  if (gone == null) return;
  state.locations.removed.push(gone);
  spaces.splice(index, 1);
  if (state.locations.deck.length === 0)
    state.locations.deck = shuffleInPlace(
      state.rng,
      state.locations.removed.splice(0).filter((l) => l !== gone),
    );
  if (state.locations.deck.length === 0) state.locations.removed.push(...[]);
  spaces.push(state.locations.deck.shift() ?? null);
}
