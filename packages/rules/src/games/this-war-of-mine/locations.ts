import { shuffleInPlace } from "../../engine/index.js";
import type { ItemKind } from "./items.js";
import { settleMarkers } from "./markers.js";
import type { TwomState } from "./types.js";

/**
 * The three Location spaces (14, 12 and 10: Very Far; the nearest is the card on the highest
 * number). A swap removes a card, slides the others toward the 14 space and puts a new Location
 * on Very Far (an empty deck is rebuilt from the removed cards, our ruling on empty decks). Items
 * hidden on the card that leaves play are discarded.
 */
export function swapLocation(state: TwomState, index: number): void {
  const spaces = state.locations.spaces;
  const gone = spaces[index];
  if (gone == null) return;
  state.locations.removed.push(gone);
  spaces.splice(index, 1);
  // Items hidden there are lost with it (back to the box).
  const stash = state.stash[gone];
  if (stash) {
    delete state.stash[gone];
    for (const [item, n] of Object.entries(stash) as [ItemKind, number][]) state.supply[item] = (state.supply[item] ?? 0) + n;
    settleMarkers(state);
  }
  if (state.locations.deck.length === 0)
    state.locations.deck = shuffleInPlace(
      state.rng,
      state.locations.removed.splice(0).filter((l) => l !== gone),
    );
  if (state.locations.deck.length === 0) state.locations.removed.push(...[]);
  spaces.push(state.locations.deck.shift() ?? null);
}
