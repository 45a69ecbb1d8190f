import { describe, expect, it } from "vitest";
import { seedRng } from "../../src/engine/index.js";
import { clockOut } from "../../src/games/natera/clockOut.js";
import { act, game, legal, newGame, started } from "./fixtures.js";

describe("Natera: the turn clock's expiry (online ruling)", () => {
  it("Ruling: the server passes for the tribe at its turn, out for the season", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    const seat = state.active;
    expect(legal(state, seat).some((m) => m.type === "deploy" || m.type === "play")).toBe(true);
    expect(clockOut(state, seat, seedRng("clock"))).toEqual({ type: "pass" });
    expect(game.onClockOut).toBe(clockOut);
  });

  it("Ruling: after its main action, the tribe's turn ends", () => {
    const state = started(["raccoons", "rabbits"]);
    const seat = state.active;
    const rng = seedRng("clock-main");
    // Main actions until the turn offers its end (answering each question with the clock too).
    for (let i = 0; i < 50 && !legal(state, seat).some((m) => m.type === "endTurn"); i++) {
      const main = legal(state, seat).find((m) => m.type === "deploy") ?? clockOut(state, seat, rng);
      act(state, seat, main);
    }
    expect(legal(state, seat).some((m) => m.type === "pass")).toBe(false);
    expect(clockOut(state, seat, rng)).toEqual({ type: "endTurn" });
  });

  it("Ruling: in a simultaneous secret step the server picks at random for the seat", () => {
    const state = newGame(3, "clock-setup", { draft: false });
    expect(state.phase).toBe("choose");
    const picks = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const move = clockOut(state, 1, seedRng(`clock-${i}`));
      expect(legal(state, 1)).toContainEqual(move);
      picks.add(JSON.stringify(move));
    }
    expect(picks.size).toBeGreaterThan(1);
  });
});
