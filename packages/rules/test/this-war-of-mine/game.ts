import { expect } from "vitest";
import { createGame, isRuleError, playInPlace, randomInt, seedRng, viewFor, type Seat } from "../../src/engine/index.js";
import { characterFromCard, COLOURS } from "../../src/games/this-war-of-mine/characters.js";
import { CHARACTERS, GUARD_SPACE } from "../../src/games/this-war-of-mine/content/index.js";
import { thisWarOfMine } from "../../src/games/this-war-of-mine/index.js";
import { BOX_RESOURCES, BOX_TOKENS, type ItemCounts, type ItemKind } from "../../src/games/this-war-of-mine/items.js";
import { settleMarkers } from "../../src/games/this-war-of-mine/markers.js";
import type { DayAction, DraftEdit, TwomCharacter, TwomMove, TwomState } from "../../src/games/this-war-of-mine/types.js";

export const game = thisWarOfMine;

/** A new campaign: set up, its first Morning resolved, the Day actions' step 1 open. */
export const newCampaign = (seats = 2, seed = "twom"): TwomState => createGame(game, { seats, options: {}, seed });

export const play = (state: TwomState, seat: Seat, move: TwomMove | Record<string, unknown>): void =>
  playInPlace(game, state, seat, move);
export const legal = (state: TwomState, seat: Seat): TwomMove[] => viewFor(game, state, seat).legalMoves;

/** Plays a move that must be refused with `code`, and checks the state did not change. */
export function refused(state: TwomState, seat: Seat, move: TwomMove | Record<string, unknown>, code: string): void {
  const before = JSON.stringify(state);
  let error: unknown = null;
  try {
    play(state, seat, move);
  } catch (e) {
    error = e;
  }
  expect(isRuleError(error) ? error.code : String(error)).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

export const edit = (state: TwomState, e: DraftEdit, seat: Seat = state.leader): void =>
  play(state, seat, { type: "edit", edit: e });
export const confirm = (state: TwomState): void => play(state, state.leader, { type: "confirm", version: state.draftVersion });
export const assign = (state: TwomState, character: string, action: DayAction | null): void =>
  edit(state, { kind: "assign", character, action });

/** A character from the box's cards with these states. */
export function member(id: string, states: Partial<TwomCharacter["states"]> = {}, starting = true): TwomCharacter {
  const c = characterFromCard(
    CHARACTERS.find((card) => card.id === id)!,
    COLOURS[0],
    starting,
    GUARD_SPACE,
  );
  c.states = { ...c.states, ...states };
  return c;
}

/** Sets the group (tokens for level 3 drawn as the rules would). */
export function group(state: TwomState, characters: TwomCharacter[]): void {
  state.characters = characters;
  for (const c of characters)
    for (const s of ["hunger", "misery", "wounds", "illness"] as const) if (c.states[s] >= 3) c.tokens[s] = `${s}-3a`;
}

/** Sets the Inventory to exactly these units, the box holding the rest. */
export function inventory(state: TwomState, items: ItemCounts): void {
  state.inventory = { ...items };
  state.fives = { wood: 0, components: 0 };
  state.supply = { ...BOX_TOKENS, ...BOX_RESOURCES };
  for (const [item, n] of Object.entries(items) as [ItemKind, number][])
    if (item !== "wood" && item !== "components") state.supply[item] = (state.supply[item] ?? 0) - n;
  settleMarkers(state);
}

/** Seeds the RNG so the next black-die roll shows `face` (the first draw of `randomInt(rng, 10)`). */
export function nextDie(state: TwomState, face: number): void {
  for (let k = 0; ; k++) {
    const rng = seedRng(`die-${face}-${k}`);
    const probe: typeof rng = [...rng];
    if (randomInt(probe, 10) + 1 === face) {
      state.rng = rng;
      return;
    }
  }
}

/** Seeds the RNG so the next rolls show these faces in order. */
export function nextDice(state: TwomState, faces: number[]): void {
  for (let k = 0; ; k++) {
    const rng = seedRng(`dice-${faces.join(".")}-${k}`);
    const probe: typeof rng = [...rng];
    if (faces.every((f) => randomInt(probe, 10) + 1 === f)) {
      state.rng = rng;
      return;
    }
  }
}

/** Confirms empty plans until the Dusk draft is open. */
export function toDusk(state: TwomState): void {
  while (state.draft?.kind === "day") confirm(state);
}

/** Seeds the RNG so the next draws `randomInt(rng, n)` give these values, in order (combat dice: n = 6, face indices). */
export function nextDraws(state: TwomState, draws: [n: number, value: number][]): void {
  for (let k = 0; ; k++) {
    const rng = seedRng(`draws-${draws.map((d) => d.join(":")).join(".")}-${k}`);
    const probe: typeof rng = [...rng];
    if (draws.every(([n, v]) => randomInt(probe, n) === v)) {
      state.rng = rng;
      return;
    }
  }
}
