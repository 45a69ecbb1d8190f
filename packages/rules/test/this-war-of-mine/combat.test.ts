import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { runCardScript, openScript } from "../../src/games/this-war-of-mine/scripting.js";
import type { Effect } from "../../src/games/this-war-of-mine/scripts/index.js";
import type { Weapon } from "../../src/games/this-war-of-mine/gear.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, group, inventory, legal, member, newCampaign, nextDraws, refused } from "./game.js";

/**
 * Combat (the digest's "Combat"). Faces are indices: grey [miss, miss, 1, 1, 2, §], yellow [miss,
 * 1, 1, 2, hatchet kill, §], red [out of ammo, 1, 2, 2, sawn-off kill, §].
 */
type Enemies = Extract<Effect, { kind: "combat" }>["enemies"];

/** A fight at the shelter (or while scavenging) opened by a card's effects, the enemies' Prowess and wounds set by hand. */
function fight(
  state: TwomState,
  enemies: Enemies,
  more: { prowess?: number[]; wounds?: number[]; breakPoint?: number; canFlee?: boolean } = {},
): void {
  runCardScript(state, [
    {
      kind: "combat",
      enemies,
      ...(more.breakPoint ? { breakPoint: more.breakPoint } : {}),
      ...(more.canFlee !== undefined ? { canFlee: more.canFlee } : {}),
      outcomes: { won: "return", fled: "return", lost: "return" },
    },
  ]);
  advance(state);
  state.combat!.enemies.forEach((e, i) => {
    e.prowess = more.prowess?.[i] ?? 0;
    e.wounds = more.wounds?.[i] ?? 0;
  });
}

const atShelter = (seed: string, characters: ReturnType<typeof member>[], items: Parameters<typeof inventory>[1] = {}) => {
  const state = newCampaign(1, seed);
  group(state, characters);
  inventory(state, items);
  return state;
};
/** Gives a fighter a weapon (unless the draft already does). */
const arm = (state: TwomState, character: string, weapon: Weapon | null) => {
  if (state.draft?.kind === "fight" && (state.draft.weapons[character] ?? null) !== weapon)
    edit(state, { kind: "weapon", character, weapon });
};
const lastEnd = (state: TwomState) => state.log.filter((e) => e.kind === "combat" && e.what === "end").at(-1);

describe("combat", () => {
  it("rolls shooters first: an enemy killed by a shooter does not attack; each shot costs 1 ammo", () => {
    const state = atShelter("shooters", [member("marek")], { pistol: 1, ammo: 2 });
    fight(state, [{ kind: "civilian", weapon: "melee", n: 1 }], { wounds: [2] });
    expect(state.draft).toMatchObject({ kind: "fight", flee: false });
    arm(state, "marek", "pistol");
    nextDraws(state, [[6, 1]]);
    confirm(state); // Marek shoots: 1 hit
    expect(state.draft).toEqual({ kind: "hits", ours: [0], theirs: [] });
    confirm(state);
    expect(lastEnd(state)).toMatchObject({ detail: "won" });
    expect(state.combat).toBeNull();
    expect(state.characters[0]!.states.wounds).toBe(0);
    expect(state.inventory.ammo).toBe(1);
    expect(state.script).toBeNull();
    expect(state.draft?.kind).toBe("day"); // the draft set aside comes back
  });

  it("refuses a firearm without ammo; an assault rifle's burst costs 2 ammo for 2 rolls", () => {
    const state = atShelter("ammo", [member("marek"), member("ines")], { pistol: 1, assault_rifle: 1, ammo: 2 });
    fight(state, [{ kind: "soldier", weapon: "unarmed", n: 1 }]);
    arm(state, "marek", "assault_rifle");
    edit(state, { kind: "burst", character: "marek", on: true });
    arm(state, "ines", "pistol");
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    arm(state, "ines", null);
    nextDraws(state, [
      [6, 1],
      [6, 1],
    ]);
    confirm(state);
    expect(state.inventory.ammo ?? 0).toBe(0);
    expect(state.draft).toEqual({ kind: "hits", ours: [0, 0], theirs: [] });
  });

  it("lets a fighter re-roll up to Prowess times a round (the last result counts), never more", () => {
    const state = atShelter("reroll", [member("vera")], { knife: 1 }); // Vera: Prowess 1
    fight(state, [{ kind: "civilian", weapon: "unarmed", n: 1 }]);
    arm(state, "vera", "knife");
    nextDraws(state, [
      [6, 0],
      [6, 0],
    ]); // Vera misses; the civilian (grey) misses too
    confirm(state); // no shooters: the others' sub-step rolls
    expect(state.draft).toEqual({ kind: "rolls", reroll: [], fate: [] });
    edit(state, { kind: "reroll", roll: 0, on: true });
    nextDraws(state, [[6, 3]]);
    confirm(state); // re-rolled to a 2-hit face
    expect(state.combat!.rolls[0]!.face).toBe(3);
    expect(state.draft).toMatchObject({ kind: "hits", ours: [0, 0] });
    expect(state.combat!.rerolls.vera).toBe(1);
  });

  it("has enemies re-roll on their own while they get no hit, up to their Prowess", () => {
    const state = atShelter("enemy-reroll", [member("marek")]);
    fight(state, [{ kind: "thug", weapon: "unarmed", n: 1 }], { prowess: [1] });
    nextDraws(state, [
      [6, 0], // Marek (grey): miss
      [6, 0], // the thug: miss…
      [6, 2], // …re-rolled: 1 hit
    ]);
    confirm(state);
    expect(state.draft).toEqual({ kind: "hits", ours: [], theirs: ["marek"] });
    confirm(state);
    expect(state.characters[0]!.states.wounds).toBe(1);
  });

  it("kills at once on a hatchet's kill face; the same face is a blank with a knife", () => {
    for (const [weapon, dead] of [
      ["hatchet", true],
      ["knife", false],
    ] as const) {
      const state = atShelter(`kill-${weapon}`, [member("marek")], { [weapon]: 1 });
      fight(state, [{ kind: "thug", weapon: "unarmed", n: 1 }]);
      arm(state, "marek", weapon);
      nextDraws(state, [
        [6, 4],
        [6, 0],
      ]);
      confirm(state);
      if (dead) {
        confirm(state); // the kill lands
        expect(lastEnd(state)).toMatchObject({ detail: "won" });
      } else expect(state.combat!.enemies[0]).toMatchObject({ wounds: 0, dead: false });
    }
  });

  it("moves an enemy who rolls out of ammo to the unarmed row", () => {
    const state = atShelter("out-of-ammo", [member("marek")]);
    fight(state, [{ kind: "soldier", weapon: "firearm", n: 1 }]);
    nextDraws(state, [
      [6, 0], // the soldier shoots: out of ammo (Prowess 0: no re-roll)
      [6, 0], // Marek (grey), in the others' sub-step: miss
    ]);
    confirm(state);
    expect(state.combat!.enemies[0]!.weapon).toBe("unarmed");
  });

  it("rolls one die per enemy a round: out of ammo, an enemy fights unarmed from the next round, never again in this one", () => {
    const state = atShelter("one-die-a-round", [member("marek")]);
    fight(state, [{ kind: "soldier", weapon: "firearm", n: 1 }]);
    nextDraws(state, [
      [6, 0], // the soldier shoots: out of ammo (Prowess 0: no re-roll)
      [6, 0], // Marek (grey), in the others' sub-step: miss
      [6, 2], // what a second die of the soldier's would show this round: 1 hit
    ]);
    confirm(state);
    expect(state.combat!.enemies[0]!.weapon).toBe("unarmed");
    expect(state.characters[0]!.states.wounds).toBe(0);
    expect(state.combat!.round).toBe(2);
    expect(state.draft?.kind).toBe("fight");
    // The next round the soldier fights unarmed: one grey die, in the others' sub-step.
    nextDraws(state, [
      [6, 0], // Marek: miss
      [6, 2], // the soldier (grey): 1 hit
    ]);
    confirm(state);
    expect(state.draft).toEqual({ kind: "hits", ours: [], theirs: ["marek"] });
    expect(state.combat!.rolls).toEqual([
      { who: "marek", colour: "grey", face: 0, weapon: null, fate: null },
      { who: 0, colour: "grey", face: 2, weapon: null, fate: null },
    ]);
  });

  it("keeps the old second roll in the same round for a campaign begun under content version 3 (its moves replay as played)", () => {
    const state = atShelter("one-die-v3", [member("marek")]);
    state.contentVersion = 3;
    fight(state, [{ kind: "soldier", weapon: "firearm", n: 1 }]);
    nextDraws(state, [
      [6, 0],
      [6, 0],
      [6, 2],
    ]);
    confirm(state);
    expect(state.draft).toEqual({ kind: "hits", ours: [], theirs: ["marek"] });
  });

  it("spreads hits never past a limit: a character at Wounds 3 takes at most 1, the rest is lost only when nobody can take it", () => {
    const state = atShelter("limits", [member("marek", { wounds: 3 }), member("ines")]);
    fight(state, [{ kind: "soldier", weapon: "unarmed", n: 1 }]);
    nextDraws(state, [
      [6, 0],
      [6, 0],
      [6, 4], // the soldier: 2 hits
    ]);
    confirm(state);
    expect(state.draft).toEqual({ kind: "hits", ours: [], theirs: ["marek", "ines"] });
    edit(state, { kind: "wound", index: 1, character: "marek" });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    edit(state, { kind: "wound", index: 1, character: null });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    edit(state, { kind: "wound", index: 1, character: "ines" });
    confirm(state);
    expect(state.characters.map((c) => c.states.wounds)).toEqual([4, 1]);
  });

  it("lets the group flee (only the enemies roll, a sneak attack), never at the shelter unless the card allows it", () => {
    const state = atShelter("flee", [member("marek")]);
    fight(state, [{ kind: "thug", weapon: "unarmed", n: 1 }]);
    refused(state, state.leader, { type: "edit", edit: { kind: "flee", flee: true } }, "BAD_EDIT");

    const out = atShelter("flee-ok", [member("marek")]);
    fight(out, [{ kind: "thug", weapon: "unarmed", n: 1 }], { canFlee: true });
    edit(out, { kind: "flee", flee: true });
    nextDraws(out, [[6, 2]]);
    confirm(out);
    expect(out.combat!.rolls).toHaveLength(1);
    expect(out.combat!.rolls[0]!.who).toBe(0);
    confirm(out);
    expect(lastEnd(out)).toMatchObject({ detail: "fled" });
    expect(out.characters[0]!.states.wounds).toBe(1);
  });

  it("ends at the break point, and asks an Empathy roll for killing anyone but Thugs", () => {
    const state = atShelter("break", [member("marek")], { hatchet: 1 });
    fight(state, [{ kind: "civilian", weapon: "unarmed", n: 2 }], { breakPoint: 1 });
    arm(state, "marek", "hatchet");
    nextDraws(state, [
      [6, 1],
      [6, 0],
      [6, 0],
    ]);
    confirm(state);
    confirm(state);
    expect(lastEnd(state)).toMatchObject({ detail: "won" });
    expect(state.log.some((e) => e.kind === "roll" && e.what === "empathy:killing")).toBe(false);

    for (const [kind, rolled] of [
      ["civilian", true],
      ["thug", false],
    ] as const) {
      const s = atShelter(`empathy-${kind}`, [member("marek")], { hatchet: 1 });
      fight(s, [{ kind, weapon: "unarmed", n: 1 }]);
      arm(s, "marek", "hatchet");
      nextDraws(s, [
        [6, 4],
        [6, 0],
        [10, 0],
      ]);
      confirm(s);
      confirm(s);
      expect(s.log.some((e) => e.kind === "roll" && e.what === "empathy:killing")).toBe(rolled);
      expect(s.characters[0]!.states.misery).toBe(rolled ? 1 : 0); // Marek's Empathy is above a 1
    }
  });

  it("reads a § on a Fate card's die strip when the group asks: its effect if the colour matches, else a miss", () => {
    const state = atShelter("fate", [member("marek")]);
    fight(state, [{ kind: "thug", weapon: "unarmed", n: 1 }]);
    state.fate.deck = ["quiet-night", "fever-night"]; // grey: a hit; red: jammed
    nextDraws(state, [
      [6, 5],
      [6, 0],
    ]);
    confirm(state);
    expect(state.draft).toEqual({ kind: "rolls", reroll: [], fate: [] });
    expect(legal(state, state.leader)).toContainEqual({ type: "edit", edit: { kind: "fate", roll: 0, on: true } });
    edit(state, { kind: "fate", roll: 0, on: true });
    confirm(state);
    expect(state.combat!.rolls[0]!.fate).toBe("hit");
    expect(state.draft).toEqual({ kind: "hits", ours: [0], theirs: [] });
    expect(state.fate.discard).toContain("quiet-night");
  });

  it("resumes the script that opened the fight along its outcome (the looters: won → their bags)", () => {
    const state = atShelter("script", [member("marek")], { hatchet: 1 });
    state.scene = "scavenging";
    state.finds = { hatchet: 1 };
    delete state.inventory.hatchet;
    state.characters[0]!.task = "scavenging";
    openScript(state, "@looters", null);
    advance(state);
    edit(state, { kind: "choice", choice: 0, actor: null });
    confirm(state);
    expect(state.draft?.kind).toBe("fight");
    state.combat!.enemies.forEach((e) => {
      e.prowess = 0;
      e.wounds = 2;
    });
    arm(state, "marek", "hatchet");
    nextDraws(state, [
      [6, 2],
      [6, 0],
      [6, 0],
    ]);
    confirm(state);
    confirm(state);
    // One looter down; the second round.
    expect(state.combat!.round).toBe(2);
    nextDraws(state, [
      [6, 2],
      [6, 0],
    ]);
    confirm(state);
    confirm(state);
    expect(state.script).toBeNull();
    expect(state.log.filter((e) => e.kind === "script").at(-1)).toMatchObject({ read: [400, 401], end: "return" });
    expect(state.finds).toMatchObject({ canned_food: 1, hatchet: 2 });
  });
});
