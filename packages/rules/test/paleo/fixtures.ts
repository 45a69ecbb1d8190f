import { createGame, playInPlace, viewFor, type Seat } from "../../src/engine/index.js";
import { cardOf, content, faceIdsOf, moduleOf } from "../../src/games/paleo/catalog.js";
import type { Action, ActionList } from "../../src/games/paleo/content/index.js";
import { faceDown } from "../../src/games/paleo/ids.js";
import { paleo } from "../../src/games/paleo/index.js";
import type { CardId, FaceDown, PaleoMove, PaleoState } from "../../src/games/paleo/types.js";

export const game = paleo;

export function newGame(seats = 3, seed = "test", options: Record<string, unknown> = {}): PaleoState {
  return createGame(game, { seats, options, seed });
}

export const play = (state: PaleoState, seat: Seat, move: PaleoMove | Record<string, unknown>): void =>
  playInPlace(game, state, seat, move);
export const legal = (state: PaleoState, seat: Seat): PaleoMove[] => viewFor(game, state, seat).legalMoves;
export const types = (state: PaleoState, seat: Seat): string[] => [...new Set(legal(state, seat).map((m) => m.type))];

/** Every face-down pile of the state. */
const faceDownPiles = (state: PaleoState): FaceDown[][] => [
  ...state.groups.flatMap((g) => [g.deck, g.incoming]),
  state.hiddenDiscard,
  state.camp.characters,
  state.camp.dreams,
  state.camp.ideas,
  state.secretStack,
];

/** Every card of the state, wherever it is (each face id once in a sound state). */
export function allCards(state: PaleoState): CardId[] {
  return [
    ...faceDownPiles(state).flatMap((pile) => pile.map((c) => c.card)),
    ...state.openDiscard,
    ...state.graveyard,
    ...state.missions,
    ...state.board,
    ...state.groups.flatMap((g) => [...g.members.map((m) => m.card), ...g.attached, ...(g.revealed ? [g.revealed] : [])]),
    ...state.rack.notches.flatMap((n) => (n ? [n.idea] : [])),
    ...(state.secretToPlay ? [state.secretToPlay.card] : []),
    ...(state.newIdea ? [state.newIdea.idea] : []),
  ];
}

/** The cards a game of these modules holds: dealt decks, Missions, set-up Ideas, the Base camp decks and the level's Secrets. */
export function cardsOfGame(state: PaleoState): CardId[] {
  const secrets = [...new Set(state.modules.flatMap((id) => moduleOf(id).secrets))];
  return [
    ...content.base.flatMap(faceIdsOf),
    ...state.modules.flatMap((id) => {
      const m = moduleOf(id);
      return [m.mission, ...(m.setupIdea ? [m.setupIdea] : []), ...m.deck].flatMap(faceIdsOf);
    }),
    ...content.characters.flatMap(faceIdsOf),
    ...content.dreams.flatMap(faceIdsOf),
    ...content.ideas.flatMap(faceIdsOf),
    ...content.secrets.filter((c) => secrets.includes(c.back.number!)).flatMap(faceIdsOf),
  ];
}

/** Takes a card out of wherever it is (to put it somewhere chosen by a test). */
export function takeOut(state: PaleoState, card: CardId): void {
  for (const pile of faceDownPiles(state)) {
    const at = pile.findIndex((c) => c.card === card);
    if (at >= 0) return void pile.splice(at, 1);
  }
  for (const list of [state.openDiscard, state.graveyard, state.missions, state.board, ...state.groups.map((g) => g.attached)]) {
    const at = list.indexOf(card);
    if (at >= 0) return void list.splice(at, 1);
  }
  for (const group of state.groups) {
    const at = group.members.findIndex((m) => m.card === card);
    if (at >= 0) return void group.members.splice(at, 1);
    if (group.revealed === card) group.revealed = null;
  }
  if (state.secretToPlay?.card === card) state.secretToPlay = null;
}

/** A group's deck, top first, made of these cards; the cards it held go to the hidden discard. */
export function setDeck(state: PaleoState, seat: Seat, cards: CardId[]): void {
  const group = state.groups[seat]!;
  state.hiddenDiscard.push(...group.deck.splice(0));
  for (const card of cards) takeOut(state, card);
  group.deck = cards.map((card) => faceDown(state, card));
}

/** A group's Characters (with wounds); those it had go back under the Characters deck. */
export function setMembers(state: PaleoState, seat: Seat, members: [CardId, number][]): void {
  const group = state.groups[seat]!;
  for (const m of group.members.splice(0)) state.camp.characters.push(faceDown(state, m.card));
  for (const [card] of members) takeOut(state, card);
  group.members = members.map(([card, wounds]) => ({ card, wounds }));
}

/**
 * Step 3 with these cards revealed (null: that group has no card this turn). Their decks keep
 * `deckSize` cards of plain backs unless a test sets them. Resources in the depot as given.
 */
export function useStep(
  state: PaleoState,
  revealed: (CardId | null)[],
  opts: { depot?: Partial<Record<"food" | "wood" | "stone", number>> } = {},
): PaleoState {
  state.phase = "day";
  state.step = "use";
  state.round = null;
  state.pending = null;
  state.secretToPlay = null;
  state.night = null;
  revealed.forEach((card, seat) => {
    const group = state.groups[seat]!;
    if (group.revealed) state.openDiscard.push(group.revealed);
    group.revealed = null;
    if (card) takeOut(state, card);
    group.revealed = card;
    group.used = card === null;
    group.asleep = false;
    group.failed = [];
    group.done = false;
    group.refusedBy = [];
  });
  if (opts.depot) {
    for (const r of ["food", "wood", "stone"] as const) {
      const want = opts.depot[r] ?? 0;
      state.supply[r] += state.depot[r] - want;
      state.depot[r] = want;
    }
  }
  return state;
}

export function giveTools(state: PaleoState, seat: Seat, tools: Partial<Record<string, number>>): void {
  state.groups[seat]!.tools = { ...(tools as Record<string, number>) };
}

/** Some card of the dealt deck with these properties, e.g. `find((c) => c.key === "salmon-run")`. */
export const face = (key: string, copy = 1): CardId => {
  const id = `${key}-${copy}`;
  cardOf(id);
  return id;
};

/** Patches one action of the content for the length of `run` (e.g. dice, which level I never shows). */
export function withAction(
  card: CardId,
  list: ActionList,
  index: number,
  patch: (action: Action) => void,
  run: () => void,
): void {
  const action = cardOf(card)[list][index]!;
  const saved = structuredClone(action);
  patch(action);
  try {
    run();
  } finally {
    Object.assign(action, saved);
    for (const key of Object.keys(action)) if (!(key in saved)) delete (action as Record<string, unknown>)[key];
  }
}

export { cardOf, content };
