import { shuffleInPlace, type Seat } from "../../engine/index.js";
import { content } from "./content/index.js";
import { log, tribeOf } from "./tribe.js";
import type { NateraState } from "./types.js";

export type DeckName = "basic" | "advanced";

/**
 * Decks and discard piles. Discards go face up to their pile (digest ruling); an empty deck is
 * rebuilt by shuffling its pile; with both empty the draw is lost. Cards face down are never
 * shown by id (views give counts), so a card's id says nothing to anyone who cannot see it.
 */
export function canDraw(state: NateraState, deck: DeckName): boolean {
  return state.decks[deck].length > 0 || state.discards[deck].length > 0;
}

function refill(state: NateraState, deck: "basic" | "advanced" | "specialists"): void {
  if (state.decks[deck].length > 0 || state.discards[deck].length === 0) return;
  state.decks[deck] = shuffleInPlace(state.rng, state.discards[deck]);
  state.discards[deck] = [];
}

/** Takes the top card of a deck (rebuilding it if needed); null when none is left. */
export function takeTop(state: NateraState, deck: "basic" | "advanced" | "specialists"): string | null {
  refill(state, deck);
  return state.decks[deck].shift() ?? null;
}

export function drawInto(state: NateraState, seat: Seat, deck: DeckName): void {
  const card = takeTop(state, deck);
  if (card) tribeOf(state, seat).hand.push(card);
  log(state, { seat, what: card ? "draw" : "drawLost", deck });
}

export function discardFromHand(state: NateraState, seat: Seat, card: string): void {
  const hand = tribeOf(state, seat).hand;
  const at = hand.indexOf(card);
  if (at < 0) throw new Error(`natera: ${card} is not in seat ${seat}'s hand`);
  hand.splice(at, 1);
  state.discards[content.cards[card]!.deck].push(card);
}

/** Refills the specialist river to 5 from the deck (an empty deck leaves it short). */
export function refillRiver(state: NateraState): void {
  while (state.river.length < 5) {
    const card = takeTop(state, "specialists");
    if (!card) return;
    state.river.push(card);
  }
}
