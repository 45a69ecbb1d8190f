import { describe, expect, it } from "vitest";
import { confirm, edit, group, inventory, legal, member, newCampaign, nextDie, play, refused, toDusk } from "./game.js";

const atDusk = (seed: string) => {
  const state = newCampaign(1, seed);
  group(state, [member("vera", { hunger: 2 }), member("marek", { hunger: 2 })]);
  inventory(state, { water: 1, canned_food: 1, raw_food: 1, vegetables: 2 });
  toDusk(state);
  return state;
};

describe("Dusk: water and food", () => {
  it("rolls for each character who did not drink: 1–5 Hunger +1, 6–10 Misery +1 (the ruling: 6–10)", () => {
    for (const [face, raised] of [
      [5, "hunger"],
      [6, "misery"],
    ] as const) {
      const state = atDusk(`thirst-${face}`);
      edit(state, { kind: "water", character: "vera", drink: true });
      edit(state, { kind: "food", character: "vera", item: "vegetables", n: 1 });
      edit(state, { kind: "food", character: "marek", item: "vegetables", n: 1 });
      nextDie(state, face);
      confirm(state);
      const [vera, marek] = state.characters;
      expect(vera!.states).toMatchObject({ hunger: 2, misery: 0 });
      expect(marek!.states[raised]).toBe(raised === "hunger" ? 3 : 1);
      expect(state.inventory.water ?? 0).toBe(0);
    }
  });

  it("lowers Hunger by what is eaten — canned 2, raw 1, a vegetable 0 but it counts — and raises it by 1 for one who eats nothing", () => {
    const state = atDusk("food");
    group(state, [member("vera", { hunger: 3 }), member("marek", { hunger: 3 }), member("lena", { hunger: 2 })]);
    inventory(state, { water: 3, canned_food: 1, raw_food: 1, vegetables: 1 });
    for (const c of ["vera", "marek", "lena"]) edit(state, { kind: "water", character: c, drink: true });
    edit(state, { kind: "food", character: "vera", item: "canned_food", n: 1 });
    edit(state, { kind: "food", character: "vera", item: "raw_food", n: 1 });
    edit(state, { kind: "food", character: "marek", item: "vegetables", n: 1 });
    confirm(state);
    expect(state.characters.map((c) => c.states.hunger)).toEqual([0, 3, 3]);
  });

  it("refuses more food or water than the Inventory holds, for the whole group", () => {
    const state = atDusk("short");
    edit(state, { kind: "water", character: "vera", drink: true });
    edit(state, { kind: "water", character: "marek", drink: true });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    refused(
      state,
      state.leader,
      { type: "edit", edit: { kind: "food", character: "vera", item: "canned_food", n: 2 } },
      "BAD_EDIT",
    );
  });
});

describe("Night: tasks", () => {
  /** Past a Dusk where everyone drank and ate; a Fate card that leaves Fatigue alone at Dawn. */
  const atNight = (seed: string) => {
    const state = atDusk(seed);
    inventory(state, { water: 2, raw_food: 2 });
    for (const c of ["vera", "marek"]) {
      edit(state, { kind: "water", character: c, drink: true });
      edit(state, { kind: "food", character: c, item: "raw_food", n: 1 });
    }
    confirm(state);
    state.fate.deck = ["fever-night"];
    return state;
  };

  it("gives each character one task: a Bed (Fatigue to 0), the floor (−2), guard (+1), scavenge (+1)", () => {
    const state = atNight("tasks");
    group(state, [
      member("vera", { fatigue: 3 }),
      member("marek", { fatigue: 3 }),
      member("lena", { fatigue: 1 }),
      member("dunja", { fatigue: 1 }),
    ]);
    state.shelter.fixtures["g-hall"] = "bed-1";
    state.draft = { kind: "night", tasks: {} };
    edit(state, { kind: "task", character: "vera", task: "bed" });
    edit(state, { kind: "task", character: "marek", task: "floor" });
    edit(state, { kind: "task", character: "lena", task: "guard" });
    edit(state, { kind: "task", character: "dunja", task: "scavenge" });
    confirm(state);
    expect(state.characters.map((c) => c.states.fatigue)).toEqual([0, 1, 2, 2]);
  });

  it("needs every character's task, one sleeper per Bed, at most 3 scavengers; a sleeper must sleep", () => {
    const state = atNight("limits");
    group(state, [member("vera", { fatigue: 4 }), member("marek"), member("lena"), member("dunja")]);
    state.shelter.fixtures["g-hall"] = "bed-1";
    state.draft = { kind: "night", tasks: { vera: "floor" } };
    refused(state, state.leader, { type: "edit", edit: { kind: "task", character: "vera", task: "guard" } }, "BAD_EDIT");
    edit(state, { kind: "task", character: "marek", task: "bed" });
    edit(state, { kind: "task", character: "lena", task: "bed" });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    state.draft = { kind: "night", tasks: { vera: "floor", marek: "scavenge", lena: "scavenge" } };
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    edit(state, { kind: "task", character: "dunja", task: "scavenge" });
    expect(legal(state, state.leader).some((m) => m.type === "confirm")).toBe(true);
  });

  it("sends the scavengers out after the Night: the Location draft opens, no seam any more", () => {
    const state = atNight("scavenge");
    for (const c of state.characters)
      edit(state, { kind: "task", character: c.id, task: c.id === "vera" ? "scavenge" : "floor" });
    confirm(state);
    expect(state.flags.scavenged_last_night).toBe(1);
    expect(state.phase).toBe("scavenging");
    expect(state.draft).toEqual({ kind: "expedition", space: null, equip: {} });
    expect(state.log.some((e) => e.kind === "seam")).toBe(false);
  });
});

describe("any time: eating and alcohol", () => {
  it("lets the Leader have a character eat as at Dusk, and drink: moonshine Fatigue +2, pure alcohol +1, both Misery −1; never at Fatigue 4", () => {
    const state = newCampaign(1, "anytime");
    group(state, [member("vera", { hunger: 3, misery: 2, fatigue: 3 }), member("marek", { fatigue: 4 })]);
    inventory(state, { canned_food: 1, moonshine: 2 });
    play(state, 0, { type: "eat", character: "vera", item: "canned_food" });
    expect(state.characters[0]!.states.hunger).toBe(1);
    play(state, 0, { type: "drink", character: "vera", item: "moonshine" });
    expect(state.characters[0]!.states).toMatchObject({ fatigue: 4, misery: 1 });
    refused(state, 0, { type: "drink", character: "marek", item: "moonshine" }, "ASLEEP");
    refused(state, 0, { type: "drink", character: "vera", item: "pure_alcohol" }, "NOT_ENOUGH");
  });
});
