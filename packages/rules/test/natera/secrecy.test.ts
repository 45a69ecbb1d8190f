import { describe, expect, it } from "vitest";
import { viewFor } from "../../src/engine/index.js";
import { act, choose, game, newGame, putTile, settle, started } from "./fixtures.js";

describe("Natera: who sees what", () => {
  it("hands are their owner's; everyone sees hand and deck sizes, discard piles, the river and the board", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    const hand = state.tribes[0]!.hand;
    const mine = viewFor(game, state, 0);
    const theirs = viewFor(game, state, 1);
    const spectator = viewFor(game, state, null);
    expect(mine.private!.hand).toEqual(hand);
    expect(theirs.private!.hand).not.toEqual(hand);
    for (const view of [theirs, spectator]) {
      const json = JSON.stringify(view);
      for (const card of hand) expect(json).not.toContain(`"${card}"`);
      expect(view.public.tribes[0]!.handSize).toBe(hand.length);
    }
    expect(spectator.private).toBeNull();
    expect(spectator.legalMoves).toEqual([]);
    expect(spectator.public.deckSizes.basic).toBe(state.decks.basic.length);
    expect(spectator.public.river).toEqual(state.river);
  });

  it("nobody sees deck orders, face-down tiles or the box; a face-down slot shows no id", () => {
    const state = started(["raccoons", "rabbits"]);
    const hidden = new Set(game.hiddenFrom(state, null));
    for (const card of [...state.decks.basic, ...state.decks.advanced, ...state.decks.specialists])
      expect(hidden.has(card)).toBe(true);
    for (const tile of state.box.tiles) expect(hidden.has(tile)).toBe(true);
    const faceDown = Object.keys(state.locations).filter((id) => !state.locations[id]!.revealed);
    for (const tile of faceDown) expect(hidden.has(tile)).toBe(true);
    const slots = game.publicView(state).locations.filter((l) => l.id === null);
    expect(slots).toHaveLength(faceDown.length);
    for (const seat of [null, 0, 1]) {
      const json = JSON.stringify(viewFor(game, state, seat));
      for (const id of game.hiddenFrom(state, seat)) expect(json.includes(`"${id}"`), `${id} in the view of ${seat}`).toBe(false);
    }
    // Once revealed, a tile is everyone's.
    putTile(state, faceDown[0]!);
    expect([...game.hiddenFrom(state, 1)]).not.toContain(faceDown[0]);
  });

  it("a question's options are its owner's only (they may name hand cards); others see whose question and its kind", () => {
    const state = started(["raccoons", "rabbits"]);
    act(state, 0, { type: "bonus" });
    expect(viewFor(game, state, 0).private!.prompt).toMatchObject({ kind: "discard", options: state.tribes[0]!.hand });
    expect(viewFor(game, state, 1).private!.prompt).toBeNull();
    expect(viewFor(game, state, 1).public.prompt).toEqual({ seat: 0, kind: "discard" });
    expect(JSON.stringify(viewFor(game, state, 1))).not.toContain(`"${state.tribes[0]!.hand[0]!}"`);
    choose(state, state.tribes[0]!.hand[0]!);
    settle(state);
  });

  it("set-up choices and the dealt Science board stay secret until the reveal", () => {
    const state = newGame(2, "boards");
    const board = state.tribes[0]!.board;
    expect([...game.hiddenFrom(state, 1)]).toEqual(expect.arrayContaining([`${board}a`, `${board}b`, ...state.tribes[0]!.dealt]));
    expect(viewFor(game, state, 0).private!.board).toBe(board);
    expect(game.publicView(state).tribes[0]!.tribe).toBeNull();
  });
});
