import { describe, expect, it } from "vitest";
import { content } from "../../src/games/natera/content/index.js";
import { allCards, newGame } from "./fixtures.js";

describe("Natera: the Nuclear Discovery option", () => {
  it("on (the default): nuclear cards are in the advanced deck and the Red Pandas and Turtles may be dealt", () => {
    const state = newGame(4, "nuclear");
    expect(state.options.nuclear).toBe(true);
    expect(allCards(state).filter((c) => content.cards[c]!.types.includes("nuclear"))).toHaveLength(10);
    const pool = [...state.box.tribes, ...state.tribes.flatMap((t) => t.dealt)];
    expect(pool.sort()).toEqual(
      Object.values(content.tribes)
        .map((t) => t.card)
        .sort(),
    );
  });

  it("off: no nuclear card and no expansion tribe appears", () => {
    const state = newGame(4, "plain", { nuclear: false });
    expect(allCards(state).some((c) => content.cards[c]!.types.includes("nuclear"))).toBe(false);
    const pool = [...state.box.tribes, ...state.tribes.flatMap((t) => t.dealt)];
    expect(pool).toHaveLength(10);
    expect(pool).not.toContain("nt-red-pandas");
    expect(pool).not.toContain("nt-turtles");
  });
});
