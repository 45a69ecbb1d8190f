import { describe, expect, it } from "vitest";
import { checkMove, EngineErrorCode, RuleError } from "../../src/engine/index.js";
import { game, legal, started } from "./fixtures.js";

/**
 * A move with a field it does not have is malformed, not a legal move with the field dropped
 * (found when Natera was listed and the server's fuzz test sent near misses: `{ type: "pass",
 * extra: 1 }` was played as a pass). Every other game's schema is strict too.
 */
describe("Natera's move schema", () => {
  it("refuses a legal move with a field added, or another move's field, as malformed", () => {
    const state = started(["raccoons", "rabbits"]);
    const seat = state.active;
    const moves = legal(state, seat);
    expect(moves).toContainEqual({ type: "pass" });
    const deploy = moves.find((m) => m.type === "deploy")!;
    for (const near of [
      { type: "pass", extra: 1 },
      { type: "pass", location: "nl-urb-1a" },
      { ...deploy, seat: 1 },
      { ...deploy, card: "nc-b01" },
    ]) {
      let error: unknown;
      try {
        checkMove(game, state, seat, near);
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(near)).toBeInstanceOf(RuleError);
      expect((error as RuleError).code).toBe(EngineErrorCode.MALFORMED_MOVE);
    }
    // The legal moves themselves still parse.
    for (const move of moves) expect(checkMove(game, state, seat, move)).toEqual(move);
  });
});
