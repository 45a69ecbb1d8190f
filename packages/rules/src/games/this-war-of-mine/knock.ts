import { shuffleInPlace } from "../../engine/index.js";
import { bookOfScripts, visitorCard } from "./content/index.js";
import { openScript } from "./scripting.js";
import { holds, rollBlackDie } from "./scripts/index.js";
import type { TwomState } from "./types.js";

/**
 * The Visitors (the digest's "Content to design: Visitors come to the shelter, trade, ask to
 * join"; when they come is ours to set). Our ruling: at Dusk, before water and food, from the
 * second day on, the black die is rolled; on `KNOCK_FROM` or more someone knocks — the top
 * Visitors card is drawn and its story (`visitor <id> arrival`) read at the shelter, trades using
 * the Inventory. A Visitor who would join the group comes only while their character is still in
 * the Characters deck (never someone already in the group, dead or gone): otherwise the card is
 * removed from the campaign and nobody comes tonight. A read card goes to the Visitors discard,
 * reshuffled when the deck runs out (the digest's ruling on empty decks).
 */
export const KNOCK_FROM = 7;

/** Dusk's first step: the knock roll, and the Visitor's story when someone comes. */
export function knockAtDusk(state: TwomState): void {
  if (state.day < 2) return;
  const face = rollBlackDie(state);
  state.log.push({ kind: "roll", what: "knock", character: null, face });
  if (face >= KNOCK_FROM) visitorComes(state);
}

/** Draws the top Visitors card and opens its story (the digest's hidden deck: only the drawn card is shown). */
export function visitorComes(state: TwomState): void {
  if (state.visitors.deck.length === 0) state.visitors.deck = shuffleInPlace(state.rng, state.visitors.discard.splice(0));
  const id = state.visitors.deck.shift();
  if (id === undefined) return;
  const card = visitorCard(id);
  if (card.joins !== undefined && !state.charactersDeck.includes(card.joins)) {
    state.log.push({ kind: "visitor", card: id, came: false });
    return;
  }
  if (card.ignore && holds(state, card.ignore, { actor: null, affected: [] })) {
    // "Ignore this card": back into its deck, unresolved, no replacement.
    state.visitors.deck.push(id);
    shuffleInPlace(state.rng, state.visitors.deck);
    state.log.push({ kind: "visitor", card: id, came: false });
    return;
  }
  state.visitors.discard.push(id);
  state.log.push({ kind: "visitor", card: id, came: true });
  const entry = bookOfScripts.entries.find((e) => e.kind === "visitor" && e.card === id && e.hook === "arrival");
  if (entry) openScript(state, entry.to, null);
}
