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
  spaces.splice(index, 1);
  spaces.push(leavePlay(state, gone));
}

/**
 * The Location swap at scavenging (RAS 534, the digest's ruling): the card on this space is removed
 * and a new draw takes the same space (the others do not slide). Hidden items there are lost with it.
 */
export function replaceLocation(state: TwomState, index: number): void {
  const gone = state.locations.spaces[index];
  if (gone == null) return;
  state.locations.spaces[index] = leavePlay(state, gone);
}

/** A Location leaves play: removed, its hidden items back to the box; returns the next draw (an empty deck is rebuilt from the removed cards). */
function leavePlay(state: TwomState, gone: string): string | null {
  state.locations.removed.push(gone);
  const stash = state.stash[gone];
  if (stash) {
    delete state.stash[gone];
    for (const [item, n] of Object.entries(stash) as [ItemKind, number][]) state.supply[item] = (state.supply[item] ?? 0) + n;
    settleMarkers(state);
  }
  if (state.locations.deck.length === 0)
    state.locations.deck = shuffleInPlace(
      state.rng,
      state.locations.removed.splice(0).filter((l) => l !== gone && !state.locations.spaces.includes(l)),
    );
  if (state.locations.deck.length === 0) return null;
  return state.locations.deck.shift()!;
}
