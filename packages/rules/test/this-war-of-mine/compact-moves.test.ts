import { describe, expect, it } from "vitest";
import { legalMovesFromWire, playBotMatch, wirePartsOf, createGame, playInPlace } from "../../src/engine/index.js";
import { thisWarOfMine as game } from "../../src/games/this-war-of-mine/index.js";

/**
 * A seat gets only the Leader's moves; the draft's edits travel once, in the public view
 * (`draftOptions.ts`). What a client puts back together — from the view as JSON carries it —
 * must be exactly the rules' legal moves, order included, at every step of whole campaigns.
 */
describe("This War of Mine's legal moves on the wire", () => {
  it("come back exactly as the rules list them, for every seat, over random and survival campaigns", () => {
    let checked = 0;
    let dayEdits = 0;
    for (const [seed, bot] of [
      ["wire-1", "random"],
      ["wire-2", "survival"],
      ["wire-3", "survival"],
    ] as const) {
      const setup = { seats: 3, options: game.optionsSchema.parse({}), seed };
      const { moves } = playBotMatch(game, setup, [bot, bot, bot], { maxMoves: 20_000 });
      const state = createGame(game, setup);
      const check = () => {
        const view = JSON.parse(JSON.stringify(game.publicView(state))) as unknown;
        for (let seat = 0; seat < 3; seat++) {
          const sent = JSON.parse(JSON.stringify(wirePartsOf(game, state, seat).legalMoves)) as unknown;
          const expected = game.outcome(state) === null ? game.legalMoves(state, seat) : [];
          expect(legalMovesFromWire(game, view, sent)).toEqual(expected);
          if (state.draft?.kind === "day") dayEdits += expected.length;
          checked++;
        }
      };
      check();
      for (const { seat, move } of moves) {
        playInPlace(game, state, seat, move);
        check();
      }
    }
    expect(checked).toBeGreaterThan(300);
    // The day's drafts were reached, where the list is long and the view's options are indices.
    expect(dayEdits).toBeGreaterThan(1_000);
  });

  it("send a seat that is not the Leader no moves of its own, and the Leader only its own", () => {
    const state = createGame(game, { seats: 3, options: game.optionsSchema.parse({}), seed: "wire-own" });
    const leader = state.leader;
    const other = (leader + 1) % 3;
    expect(wirePartsOf(game, state, other).legalMoves).toEqual([]);
    const own = wirePartsOf(game, state, leader).legalMoves!;
    expect(own.every((m) => m.type !== "edit")).toBe(true);
    expect(game.legalMoves(state, leader).filter((m) => m.type !== "edit")).toEqual(own);
  });
});
