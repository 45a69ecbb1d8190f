import { createGame, playInPlace, viewFor, type Seat } from "../../src/engine/index.js";
import { content, type Resources, type TribeId } from "../../src/games/natera/content/index.js";
import { natera } from "../../src/games/natera/index.js";
import type { NateraMove, NateraOptions, NateraState } from "../../src/games/natera/types.js";

export const game = natera;

export const newGame = (seats = 3, seed = "test", options: Partial<NateraOptions> = {}): NateraState =>
  createGame(game, { seats, options, seed });

export const act = (state: NateraState, seat: Seat, move: NateraMove): void => playInPlace(game, state, seat, move);
export const legal = (state: NateraState, seat: Seat): NateraMove[] => viewFor(game, state, seat).legalMoves;
export const choose = (state: NateraState, option: string): void => act(state, state.prompt!.seat, { type: "choose", option });

/** Answers every pending question with its first option (or what `pick` says), until none is left. */
export function settle(
  state: NateraState,
  pick: (kind: string, options: string[]) => string | undefined = () => undefined,
): void {
  for (let i = 0; state.prompt && i < 200; i++) {
    const { kind, options } = state.prompt;
    choose(state, pick(kind, options) ?? options[0]!);
  }
}

/**
 * A game past its set-up round with these tribes in seat order (dealt by hand), side a, the first
 * three cards of each hand discarded, set-up effects answered with first options; the first player
 * is seat 0 unless told.
 */
export function started(tribes: TribeId[], options: Partial<NateraOptions> = {}, first = 0, seed = "fixture"): NateraState {
  const state = revealed(tribes, options, first, seed);
  settle(state);
  return state;
}

/** The same game just after the set-up round's reveal: the tribes' set-up questions still open. */
export function revealed(tribes: TribeId[], options: Partial<NateraOptions> = {}, first = 0, seed = "fixture"): NateraState {
  const state = newGame(tribes.length, seed, options);
  while (state.phase === "draft")
    state.tribes.forEach((t, seat) => t.packet.length > 1 && act(state, seat, { type: "draftPick", card: t.packet[0]! }));
  state.first = first;
  state.active = first;
  const dealt = new Set(tribes.map((t) => `nt-${t}`));
  state.box.tribes = [...state.box.tribes, ...state.tribes.flatMap((t) => t.dealt)].filter((c) => !dealt.has(c));
  tribes.forEach((tribe, seat) => {
    const t = state.tribes[seat]!;
    t.dealt = [`nt-${tribe}`, state.box.tribes.shift()!];
    act(state, seat, { type: "pickTribe", tribe: `nt-${tribe}` });
    act(state, seat, { type: "pickSide", side: `${t.board}a` });
    for (const card of t.hand.slice(0, 3)) act(state, seat, { type: "toggleDiscard", card });
  });
  tribes.forEach((_, seat) => act(state, seat, { type: "ready" }));
  return state;
}

/** Empties a tribe's resources, then gives it these. */
export function setResources(state: NateraState, seat: Seat, r: Resources): void {
  const res = state.tribes[seat]!.res;
  for (const k of Object.keys(res) as (keyof typeof res)[]) res[k] = r[k] ?? 0;
}

/** Puts these cards in a tribe's hand, taken from wherever they are (decks, piles, hands). */
export function giveCards(state: NateraState, seat: Seat, cards: string[]): void {
  for (const card of cards) {
    for (const pile of [
      state.decks.basic,
      state.decks.advanced,
      state.discards.basic,
      state.discards.advanced,
      ...state.tribes.map((t) => t.hand),
      ...state.tribes.map((t) => t.tableau),
    ]) {
      const at = pile.indexOf(card);
      if (at >= 0) pile.splice(at, 1);
    }
    state.tribes[seat]!.hand.push(card);
  }
}

/** Moves these specialists into the river (from the deck), keeping 5 in it. */
export function setRiver(state: NateraState, ids: string[]): void {
  const all = [...state.river, ...state.decks.specialists];
  state.river = [...ids];
  state.decks.specialists = all.filter((id) => !ids.includes(id));
  while (state.river.length < 5) state.river.push(state.decks.specialists.shift()!);
}

export function hire(state: NateraState, seat: Seat, id: string): void {
  setRiver(state, [id]);
  state.river.splice(state.river.indexOf(id), 1);
  state.tribes[seat]!.specialists.push(id);
}

/** Every card of the state, wherever it is (each id once in a sound state). */
export function allCards(state: NateraState): string[] {
  return [
    ...state.decks.basic,
    ...state.decks.advanced,
    ...state.discards.basic,
    ...state.discards.advanced,
    ...state.tribes.flatMap((t) => [...t.hand, ...t.tableau, ...t.packet]),
  ];
}

export function allSpecialists(state: NateraState): string[] {
  return [
    ...state.decks.specialists,
    ...state.discards.specialists,
    ...state.river,
    ...state.tribes.flatMap((t) => t.specialists),
  ];
}

export const TIER1 = Object.values(content.locations)
  .filter((l) => l.tier === 1)
  .map((l) => l.id);

/** Puts a tile on the board face up (or down), taken from the box if needed (hand-built states may hold extra tiles). */
export function putTile(state: NateraState, id: string, revealed = true): void {
  if (!state.locations[id]) {
    state.box.tiles = state.box.tiles.filter((t) => t !== id);
    state.locations[id] = { revealed, pawns: [], colony: null };
  }
  state.locations[id]!.revealed = revealed;
}
