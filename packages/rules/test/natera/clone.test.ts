import { describe, expect, it } from "vitest";
import { pickOne, seedRng } from "../../src/engine/index.js";
import { cloneState } from "../../src/games/natera/clone.js";
import { legalMoves, play, waitingOn } from "../../src/games/natera/moves.js";
import { act, game, newGame } from "./fixtures.js";

/**
 * The bots weigh moves on `cloneState` copies: a copy that shares something the rules change in
 * place would let a weighed move leak into the real game. Along whole greedy games, every legal
 * move of every waited-on seat is played on a copy and the original must not change.
 */
describe("Natera: the bots' copy of the game", () => {
  const tables = [
    { seats: 2, options: { nuclear: true, draft: false } },
    { seats: 3, options: { nuclear: false, draft: true } },
    { seats: 4, options: { nuclear: true, draft: true } },
  ];
  for (const { seats, options } of tables)
    it(`equals the state and shares nothing a move changes (${seats} tribes, draft ${options.draft})`, () => {
      const state = newGame(seats, `clone-${seats}`, options);
      const rng = seedRng(`clone-bots-${seats}`);
      let weighed = 0;
      for (let moves = 0; state.phase !== "over"; moves++) {
        expect(moves).toBeLessThan(5_000);
        const before = JSON.stringify(state);
        expect(cloneState(state)).toEqual(state);
        for (const seat of waitingOn(state))
          for (const move of legalMoves(state, seat)) {
            play(cloneState(state), seat, move);
            weighed++;
          }
        expect(JSON.stringify(state)).toBe(before);
        const seat = pickOne(rng, waitingOn(state));
        act(state, seat, game.bots.greedy!(state, seat, rng));
      }
      expect(weighed).toBeGreaterThan(1_000);
    });
});
