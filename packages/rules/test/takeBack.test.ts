import { describe, expect, it } from "vitest";
import { beforeMove, canBeTakenBack, type AnyGame } from "../src/engine/index.js";

/** A tiny game to pin the engine's take-back rule: randomness or anything hidden coming to light forbids it. */
interface State {
  rng: number[];
  hidden: string[];
  peeked: boolean;
}
const game = {
  takeBack: { reveals: (_state: State, _seat: number, move: { peek?: boolean }) => move.peek === true },
  seatCount: () => 2,
  hiddenFrom: (state: State) => state.hidden,
} as unknown as AnyGame;
const fresh = (): State => ({ rng: [1, 2, 3, 4], hidden: ["card-a", "card-b"], peeked: false });

describe("take-backs (engine)", () => {
  it("a move that changes nothing hidden and uses no randomness can be taken back", () => {
    const state = fresh();
    const before = beforeMove(game, state, 0, {});
    state.peeked = true;
    expect(canBeTakenBack(game, before, state)).toBe(true);
  });
  it("a move that drew on the RNG cannot", () => {
    const state = fresh();
    const before = beforeMove(game, state, 0, {});
    state.rng = [5, 6, 7, 8];
    expect(canBeTakenBack(game, before, state)).toBe(false);
  });
  it("a move that showed someone a hidden card cannot", () => {
    const state = fresh();
    const before = beforeMove(game, state, 0, {});
    state.hidden = ["card-b"];
    expect(canBeTakenBack(game, before, state)).toBe(false);
  });
  it("a move the game says reveals cannot, and a game without take-backs has none", () => {
    const state = fresh();
    expect(canBeTakenBack(game, beforeMove(game, state, 0, { peek: true }), state)).toBe(false);
    const without = { ...game, takeBack: undefined } as AnyGame;
    expect(beforeMove(without, state, 0, {})).toBeNull();
    expect(canBeTakenBack(without, null, state)).toBe(false);
  });
});
