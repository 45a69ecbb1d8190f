import { describe, expect, it } from "vitest";
import { reachable } from "../../src/games/this-war-of-mine/board.js";
import { assign, confirm, game, group, inventory, legal, member, newCampaign, nextDie, refused } from "./game.js";

const fresh = (seed: string) => {
  const state = newCampaign(1, seed);
  group(state, [member("vera"), member("marek"), member("lena")]);
  inventory(state, { wood: 4, components: 4, shovel: 1, lockpick: 1 });
  return state;
};
const problem = (state: ReturnType<typeof fresh>) => game.publicView(state).draftProblem;

describe("Day actions", () => {
  it("runs three steps, then Dusk", () => {
    const state = fresh("steps");
    for (const step of [1, 2, 3]) {
      expect(state.draft).toMatchObject({ kind: "day", step });
      confirm(state);
    }
    expect(state.phase).toBe("dusk");
  });

  it("blocks steps by a state token's black boxes: 1 box the 3rd, 2 the 2nd and 3rd; boxes do not add up", () => {
    const state = fresh("boxes");
    // Hunger 3 shows 1 box, Misery 2 shows 1 box: together still 1 (the union, not the sum).
    group(state, [member("vera", { hunger: 3, misery: 2 }), member("marek", { wounds: 3 })]);
    const rummage = { kind: "rummage" as const, space: "g-rummage", wood: 0 };
    assign(state, "vera", rummage);
    assign(state, "marek", rummage);
    confirm(state);
    assign(state, "vera", rummage);
    refused(state, state.leader, { type: "edit", edit: { kind: "assign", character: "marek", action: rummage } }, "BAD_EDIT");
    confirm(state);
    refused(state, state.leader, { type: "edit", edit: { kind: "assign", character: "vera", action: rummage } }, "BAD_EDIT");
    expect(legal(state, state.leader).filter((m) => m.type === "edit")).toEqual([]);
  });

  it("lets a sleeper (Fatigue 4) only nap on a Bed", () => {
    const state = fresh("asleep");
    group(state, [member("vera", { fatigue: 4 })]);
    state.shelter.fixtures["g-hall"] = "bed-1";
    const options = legal(state, state.leader).flatMap((m) =>
      m.type === "edit" && m.edit.kind === "assign" && m.edit.action ? [m.edit.action.kind] : [],
    );
    expect(new Set(options)).toEqual(new Set(["nap"]));
    assign(state, "vera", { kind: "nap", space: "g-hall" });
    confirm(state);
    expect(state.characters[0]!.states.fatigue).toBe(3);
  });

  it("holds one character per printed action space, fixture and Shelter card, but any number on Rubble and Rummage", () => {
    const state = fresh("capacity");
    assign(state, "vera", { kind: "clear", space: "g-kitchen" });
    assign(state, "marek", { kind: "clear", space: "g-kitchen" });
    expect(problem(state)).toMatch(/one character at a time/);
    assign(state, "marek", { kind: "rummage", space: "g-rummage", wood: 0 });
    assign(state, "vera", { kind: "rummage", space: "g-rummage", wood: 0 });
    assign(state, "lena", { kind: "rummage", space: "g-rummage", wood: 0 });
    expect(problem(state)).toBeNull();
  });

  it("clears Rubble with a shovel or a second character; Bars need a saw blade; cleared loot comes once the step resolves", () => {
    const state = fresh("rubble");
    inventory(state, {});
    // The fallen ceiling (Rubble) upstairs, reached by ladder; no shovel: one character alone cannot.
    assign(state, "vera", { kind: "clear", space: "f-room-a" });
    expect(problem(state)).toMatch(/shovel/);
    assign(state, "marek", { kind: "clear", space: "f-room-a" });
    expect(problem(state)).toBeNull();
    refused(
      state,
      state.leader,
      { type: "edit", edit: { kind: "assign", character: "lena", action: { kind: "clear", space: "f-room-b" } } },
      "BAD_EDIT",
    );
    confirm(state);
    expect(state.shelter.cards["f-room-a"]).toBeUndefined();
    expect(state.shelter.remains).toContain("f-room-a");
    expect(state.inventory.wood).toBe(2);
  });

  it("opens a Locked door with a lockpick on 4–10 (the lockpick discarded); on 1–3 the door holds and the lockpick is kept", () => {
    for (const [face, opened] of [
      [3, false],
      [4, true],
    ] as const) {
      const state = fresh(`door-${face}`);
      group(state, [member("vera")]);
      assign(state, "vera", { kind: "clear", space: "b-door" });
      nextDie(state, face);
      confirm(state);
      expect(state.shelter.cards["b-door"] === undefined).toBe(opened);
      expect(state.inventory.lockpick ?? 0).toBe(opened ? 0 : 1);
    }
  });

  it("does not cross a blocking card: what lies beyond the Locked door is out of reach until it is cleared", () => {
    const state = fresh("reach");
    expect(reachable(state).has("b-door")).toBe(true);
    expect(reachable(state).has("b-store")).toBe(false);
    expect(reachable(state).has("f-bath")).toBe(false);
    delete state.shelter.cards["b-door"];
    expect(reachable(state).has("b-store")).toBe(true);
  });

  it("builds any card of the Fixtures deck on an empty reachable space, paying its cost; an upgrade only next to its base", () => {
    const state = fresh("build");
    assign(state, "vera", { kind: "build", fixture: "bed-1", space: "g-hall" });
    confirm(state);
    expect(state.shelter.fixtures["g-hall"]).toBe("bed-1");
    expect(state.fixturesDeck).not.toContain("bed-1");
    expect(state.inventory).toMatchObject({ wood: 1, components: 2 });
    refused(
      state,
      state.leader,
      {
        type: "edit",
        edit: { kind: "assign", character: "vera", action: { kind: "build", fixture: "armchair", space: "g-guard" } },
      },
      "BAD_EDIT",
    );
    state.ideas = state.ideas.filter((i) => i !== "chemistry-set");
    state.fixturesDeck.push("chemistry-set");
    inventory(state, { components: 9, electrical_parts: 2, wood: 9 });
    delete state.shelter.cards["g-kitchen"];
    delete state.shelter.cards["g-parlour"];
    state.shelter.fixtures["g-kitchen"] = "workshop";
    refused(
      state,
      state.leader,
      {
        type: "edit",
        edit: { kind: "assign", character: "vera", action: { kind: "build", fixture: "chemistry-set", space: "f-landing" } },
      },
      "BAD_EDIT",
    );
    refused(
      state,
      state.leader,
      {
        type: "edit",
        edit: { kind: "assign", character: "vera", action: { kind: "build", fixture: "chemistry-set", space: "f-room-a" } },
      },
      "BAD_EDIT",
    );
    assign(state, "vera", { kind: "build", fixture: "chemistry-set", space: "g-parlour" });
    confirm(state);
    expect(state.shelter.fixtures["g-parlour"]).toBe("chemistry-set");
  });

  it("checks the costs of the whole plan against the Inventory at the start of the step; what a step makes is usable from the next", () => {
    const state = fresh("costs");
    inventory(state, { wood: 3, components: 2, raw_food: 2 });
    state.shelter.fixtures["g-hall"] = "stove";
    assign(state, "vera", { kind: "build", fixture: "armchair", space: "f-landing" });
    assign(state, "marek", { kind: "use", space: "g-hall", action: "cook", times: 1 });
    // The armchair takes 3 wood, the stew 1: 4 wood for the whole plan, and only 3.
    expect(problem(state)).toMatch(/not enough wood/);
    assign(state, "vera", null);
    confirm(state);
    expect(state.inventory.canned_food).toBe(1);
  });

  it("gives a build bonus only the first time a fixture is built; dismantling returns its full cost", () => {
    const state = fresh("bonus");
    group(state, [member("vera", { misery: 2 }), member("marek", { misery: 2 })]);
    inventory(state, { wood: 6 });
    assign(state, "vera", { kind: "build", fixture: "armchair", space: "f-landing" });
    confirm(state);
    expect(state.characters.map((c) => c.states.misery)).toEqual([1, 1]);
    assign(state, "vera", { kind: "dismantle", space: "f-landing" });
    confirm(state);
    expect(state.inventory.wood).toBe(6);
    expect(state.fixturesDeck).toContain("armchair");
    assign(state, "vera", { kind: "build", fixture: "armchair", space: "f-landing" });
    confirm(state);
    expect(state.characters.map((c) => c.states.misery)).toEqual([1, 1]);
  });

  it("moves two chosen Ideas into the Fixtures deck with the New idea action", () => {
    const state = fresh("idea");
    assign(state, "vera", { kind: "newIdea", space: "g-idea", ideas: ["insulation", "smokehouse"] });
    confirm(state);
    expect(state.fixturesDeck).toEqual(expect.arrayContaining(["insulation", "smokehouse"]));
    expect(state.ideas).not.toContain("insulation");
  });

  it("rummages: the black die gives 1–4, wood up to what was asked and the rest components; Marek finds one more", () => {
    const state = fresh("rummage");
    inventory(state, {});
    assign(state, "marek", { kind: "rummage", space: "g-rummage", wood: 1 });
    nextDie(state, 7);
    confirm(state);
    // 7 gives 3, Marek's rummager +1: 1 wood and 3 components.
    expect(state.inventory).toMatchObject({ wood: 1, components: 3 });
  });

  it("places a Waiting token on a fixture (one per card) that pays at a Dawn Fate card, and a Barricade on a Hole with a Workshop", () => {
    const state = fresh("waiting");
    inventory(state, { wood: 4, components: 2 });
    state.shelter.fixtures["g-hall"] = "rat-trap";
    state.shelter.fixtures["f-landing"] = "workshop";
    assign(state, "vera", { kind: "use", space: "g-hall", action: "bait", times: 1 });
    assign(state, "marek", { kind: "use", space: "f-landing", action: "barricade", times: 1, hole: "g-hole" });
    confirm(state);
    expect(state.shelter.waiting).toEqual(["g-hall"]);
    expect(state.shelter.barricades).toEqual(["g-hole"]);
    refused(
      state,
      state.leader,
      {
        type: "edit",
        edit: { kind: "assign", character: "vera", action: { kind: "use", space: "g-hall", action: "bait", times: 1 } },
      },
      "BAD_EDIT",
    );
  });
});

describe("Lena's chemist", () => {
  const lab = (who: string) => {
    const state = newCampaign(1, `chemist-${who}`);
    group(state, [member(who)]);
    inventory(state, { chemicals: 4 });
    state.shelter.fixtures["g-hall"] = "chemistry-set";
    return state;
  };

  it("makes 2 medicine from 2 chemicals at the Chemistry set, where anyone else makes 1", () => {
    const lena = lab("lena");
    assign(lena, "lena", { kind: "use", space: "g-hall", action: "medicine", times: 1 });
    confirm(lena);
    expect(lena.inventory.medicine).toBe(2);
    expect(lena.inventory.chemicals).toBe(2);
    const vera = lab("vera");
    assign(vera, "vera", { kind: "use", space: "g-hall", action: "medicine", times: 1 });
    confirm(vera);
    expect(vera.inventory.medicine).toBe(1);
    expect(vera.inventory.chemicals).toBe(2);
  });
});
