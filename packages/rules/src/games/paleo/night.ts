import { addSkulls } from "./endings.js";
import { shuffledFaceDown } from "./ids.js";
import type { CardId, PaleoState } from "./types.js";

/* The Night's own work: feeding the tribe, and dealing the next Day's decks (course.ts runs the Night). */

/** 1 Food per Character from the depot, as far as it goes; each unfed Character is +1 Skull and stays, starving. */
export function feed(state: PaleoState): void {
  const mouths = state.groups.reduce((sum, group) => sum + group.members.length, 0);
  const fed = Math.min(mouths, state.depot.food);
  state.depot.food -= fed;
  state.supply.food += fed;
  state.log.push({ kind: "feed", fed, starving: mouths - fed });
  addSkulls(state, mouths - fed);
}

/**
 * Shuffles the cards face down and deals them one by one, round-robin, starting with the seat
 * `deals mod groups` (the start rotates with every deal), each under a new opaque id.
 */
export function deal(state: PaleoState, cards: readonly CardId[]): void {
  const shuffled = shuffledFaceDown(state, cards);
  const start = state.deals % state.seats;
  state.deals++;
  for (const group of state.groups) group.deck = [];
  shuffled.forEach((card, i) => state.groups[(start + i) % state.seats]!.deck.push(card));
  state.log.push({ kind: "deal", start, counts: state.groups.map((g) => g.deck.length) });
}
