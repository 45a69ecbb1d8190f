import { describe, expect, it } from "vitest";
import { clonePlain } from "../../src/engine/index.js";
import { GIVEN } from "../../src/games/natera/bots/given.js";
import { rank } from "../../src/games/natera/bots/greedy.js";
import { value, WEIGHTS } from "../../src/games/natera/bots/value.js";
import type { NateraMove } from "../../src/games/natera/types.js";
import { act, setResources, started } from "./fixtures.js";

describe("Natera greedy bot: what its moves give the other tribes", () => {
  it("prices the Moles' 4 Food against its own 2: a visit to a mole is worth less than the same visit to an empty spot", () => {
    const withMole = started(["moles", "raccoons"]);
    setResources(withMole, 0, {});
    setResources(withMole, 1, {});
    act(withMole, 0, { type: "deploy", location: "nl-urb-1a" });
    act(withMole, 0, { type: "endTurn" });
    const noMole = clonePlain(withMole);
    noMole.locations["nl-urb-1a"]!.pawns = [];
    const visit: NateraMove = { type: "deploy", location: "nl-urb-1a" };
    const worth = (state: typeof withMole) => rank(state, 1, [visit])[0]![1];
    // Its own 2 Food from the passive, less the 4 Food it hands the Moles (its one opponent: the mean of the others).
    expect(worth(withMole) - worth(noMole)).toBeCloseTo(2 * WEIGHTS.food - GIVEN.weight * 4 * WEIGHTS.food, 6);
    expect(worth(withMole)).toBeLessThan(worth(noMole));
  });

  it("does not count the Rest phase's income as a gift: the last pass is not charged for the others' production", () => {
    const state = started(["moles", "raccoons"]);
    act(state, 0, { type: "pass" });
    const [[, passed]] = rank(state, 1, [{ type: "pass" }]) as [[NateraMove, number]];
    // The same pass with the others' holdings left out of the judgement entirely.
    const weight = GIVEN.weight;
    GIVEN.weight = 0;
    try {
      const [[, uncharged]] = rank(state, 1, [{ type: "pass" }]) as [[NateraMove, number]];
      expect(passed).toBeCloseTo(uncharged, 9);
    } finally {
      GIVEN.weight = weight;
    }
  });
});

describe("Natera greedy bot: cards that act later", () => {
  it("counts what an activatable or passive card in its tableau will still bring, more with more seasons left", () => {
    const state = started(["bears", "raccoons"]);
    const bare = value(state, 0);
    const withForge = clonePlain(state);
    withForge.tribes[0]!.tableau.push("nc-b21"); // Forge: 2 Energy for 4 Endurance
    const withPassive = clonePlain(state);
    withPassive.tribes[0]!.tableau.push("nc-b37"); // Fishing Rod: 2 Food for each deploy in Coastal
    // A margin of 4 Endurance less 2 Energy, for three Rest phases and the season under way, at 0.6.
    expect(value(withForge, 0) - bare).toBeCloseTo((4 * WEIGHTS.endurance - 2 * WEIGHTS.energy) * 3.5 * 0.6, 6);
    expect(value(withPassive, 0) - bare).toBeCloseTo(2 * WEIGHTS.food * 3.5 * 0.6, 6);
    const late = clonePlain(withForge);
    late.season = 4;
    const lateBare = clonePlain(state);
    lateBare.season = 4;
    expect(value(late, 0) - value(lateBare, 0)).toBeLessThan(value(withForge, 0) - bare);
  });
});
