import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import type { TwomCharacter, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, group, inventory, legal, member, newCampaign, nextDraws, refused } from "./game.js";

/** The Night raid with these characters on guard (the others asleep at the shelter) and this raid deck. */
function raid(
  seed: string,
  guards: TwomCharacter[],
  items: Parameters<typeof inventory>[1],
  deck: string[],
  others: TwomCharacter[] = [],
) {
  const state = newCampaign(1, seed);
  group(state, [...guards, ...others]);
  for (const g of guards) g.task = "guard";
  inventory(state, items);
  state.raids.deck = [...deck];
  // The Fate card read at the Dawn after the raid touches neither the Inventory nor Wounds.
  state.fate.deck = ["quiet-night", ...state.fate.deck.filter((id) => id !== "quiet-night")];
  state.draft = null;
  state.phase = "raid";
  state.step = 0;
  return state;
}
const start = (state: TwomState, faces: number[] = []) => {
  advance(state);
  if (state.draft?.kind === "guards") {
    nextDraws(
      state,
      faces.map((f) => [6, f]),
    );
    confirm(state);
  }
};

describe("the Night raid", () => {
  it("arms each guard from the Inventory; a firearm uses 1 Inventory ammo, and is refused without it", () => {
    const state = raid("arm", [member("marek")], { pistol: 1, raw_food: 2 }, ["r-rattled-door"]);
    advance(state);
    edit(state, { kind: "weapon", character: "marek", weapon: "pistol" });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    inventory(state, { pistol: 1, ammo: 1, raw_food: 2 });
    nextDraws(state, [[6, 1]]); // 1 hit cancels the 1 Damage
    confirm(state);
    expect(state.inventory).toEqual({ pistol: 1, raw_food: 2 });
    expect(state.phase).toBe("dawn");
  });

  it("cancels 1 Damage or 1 Wound per hit, as the group splits them; each Barricade cancels 1 more", () => {
    // The crowbar: Damage 2, Wounds 1. One hit and one Barricade.
    const state = raid("split", [member("marek")], { raw_food: 3 }, ["r-crowbar"]);
    state.shelter.barricades = ["h-1"];
    start(state, [2]);
    expect(state.draft).toEqual({ kind: "raidLoss", cancelWounds: 1, lose: ["raw_food"], wounds: [] });
    edit(state, { kind: "cancel", wounds: 0 });
    expect(state.draft).toEqual({ kind: "raidLoss", cancelWounds: 0, lose: [], wounds: ["marek"] });
    confirm(state);
    expect(state.inventory.raw_food).toBe(3);
    expect(state.characters[0]!.states.wounds).toBe(1);
  });

  it("cancels the whole card on a hatchet's kill face (a blank with a knife); § is a blank, never read on a Fate card", () => {
    const state = raid("kill", [member("marek")], { hatchet: 1, raw_food: 3 }, ["r-gang-of-three"]);
    start(state, [4]);
    expect(state.inventory.raw_food).toBe(3);
    expect(state.characters[0]!.states.wounds).toBe(0);

    const knife = raid("knife", [member("marek")], { knife: 1, raw_food: 3 }, ["r-gang-of-three"]);
    start(knife, [4]);
    // The guard's knife is safe: the raiders take the food.
    expect(knife.draft).toMatchObject({
      kind: "raidLoss",
      lose: ["raw_food", "raw_food", "raw_food"],
      wounds: ["marek", "marek"],
    });

    const fate = raid("fate", [member("vera")], { knife: 1 }, ["r-rattled-door"]);
    start(fate, [5]);
    expect(fate.draft?.kind).toBe("rolls");
    expect(legal(fate, fate.leader).some((m) => m.type === "edit" && m.edit.kind === "fate")).toBe(false);
  });

  it("lets a guard re-roll up to Prowess (the watchman one more)", () => {
    const state = raid("watchman", [member("bogdan")], { raw_food: 1 }, ["r-rattled-door"]); // Prowess 3 + 1
    start(state, [0]);
    for (let k = 0; k < 4; k++) {
      expect(state.draft?.kind).toBe("rolls");
      edit(state, { kind: "reroll", roll: 0, on: true });
      nextDraws(state, [[6, 0]]);
      confirm(state);
    }
    expect(state.draft?.kind).toBe("raidLoss");
  });

  it("takes 'starting with the highest value', ties chosen by the group", () => {
    // The neighbour: Damage 2, highest first. Medicine (8) and a pistol (8) over raw food (2).
    const state = raid("highest", [member("marek")], { medicine: 1, pistol: 1, raw_food: 2 }, ["r-neighbour"]);
    start(state, [0]);
    edit(state, { kind: "loot", index: 1, item: "raw_food" });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    edit(state, { kind: "loot", index: 1, item: "pistol" });
    confirm(state);
    expect(state.inventory).toEqual({ raw_food: 2 });
  });

  it("takes the highest value first among what the raiders can take: a guard's weapon is safe and does not count", () => {
    // The neighbour: Damage 2, highest first. The guard's pistol (8) is safe; medicine (8), then raw food (2).
    const state = raid("highest-guarded", [member("marek")], { pistol: 1, ammo: 1, medicine: 1, raw_food: 2 }, ["r-neighbour"]);
    advance(state);
    edit(state, { kind: "weapon", character: "marek", weapon: "pistol" });
    nextDraws(state, [[6, 0]]);
    confirm(state);
    expect(state.draft).toMatchObject({ kind: "raidLoss", lose: ["medicine", "raw_food"] });
    confirm(state);
    expect(state.inventory).toEqual({ pistol: 1, raw_food: 1 });
  });

  it("shares Wounds among the guards, never past a limit; what nobody can take is lost", () => {
    const state = raid("wounds", [member("marek", { wounds: 3 }), member("ines", { wounds: 3 })], {}, ["r-knife"]);
    start(state, [0, 0]);
    expect(state.draft).toEqual({ kind: "raidLoss", cancelWounds: 0, lose: [], wounds: ["marek", "ines"] });
    edit(state, { kind: "guardWound", index: 1, character: "marek" });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
  });

  it("draws 2 cards after a Crime kind Event (no stacking) and puts an ignored card back without a replacement", () => {
    const state = raid("crime", [member("marek")], {}, ["r-roof", "r-rattled-door", "r-two-boys"]);
    state.raids.draws = 2;
    state.cold = 4; // the roof is ignored in the cold
    start(state, [0]);
    expect(state.raids.deck).toContain("r-roof");
    expect(state.raids.deck).toHaveLength(2);
    expect(state.raids.discard).toHaveLength(1);
    expect(state.raids.draws).toBe(1);
  });

  it("with nobody on guard reads the no-guard script instead of the defence: the card's Damage is taken, Barricades still count", () => {
    const state = raid("no-guard", [], { raw_food: 3 }, ["r-two-boys"], [member("marek")]);
    state.shelter.barricades = ["h-1"];
    advance(state);
    expect(state.log.some((e) => e.kind === "script" && e.read.includes(333))).toBe(true);
    expect(state.draft).toEqual({ kind: "raidLoss", cancelWounds: 0, lose: ["raw_food"], wounds: [] });
    confirm(state);
    expect(state.inventory.raw_food).toBe(2);
  });

  it("brings 2 set-aside red-corner cards in every night of a Crime wave, where the group chooses", () => {
    const state = raid("wave", [member("marek")], {}, ["r-quiet-night"]);
    state.crimeWave = true;
    start(state, [0]);
    expect(state.draft).toEqual({ kind: "crime", raids: null });
    edit(state, { kind: "crime", raids: 1 });
    confirm(state);
    expect(state.raids.setAside).toHaveLength(3);
    expect(state.residents.setAside).toHaveLength(3); // 4 red-corner Residents cards, 1 brought in
    expect(state.raids.deck).toHaveLength(1);
    expect(state.raids.deck[0]).toMatch(/^r-(armbands|militia|arson|the-gang)$/);
  });
});
