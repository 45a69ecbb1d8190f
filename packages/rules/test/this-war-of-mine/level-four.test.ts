import { describe, expect, it } from "vitest";
import { isAsleep } from "../../src/games/this-war-of-mine/characters.js";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { runCardEffects } from "../../src/games/this-war-of-mine/scripting.js";
import { exploring } from "../../src/games/this-war-of-mine/expedition.js";
import { capacity } from "../../src/games/this-war-of-mine/scavenging.js";
import type { NightTask, TwomCharacter, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { publicView } from "../../src/games/this-war-of-mine/views.js";
import { createGame } from "../../src/engine/index.js";
import { CONTENT_VERSION } from "../../src/games/this-war-of-mine/version.js";
import { confirm, edit, game, group, inventory, member, nextDie, nextDraws, refused, toDusk } from "./game.js";

/**
 * Level 4 of a state (issue 35, items 5 and 6). The rulebook (150, 220): a character who reaches
 * Fatigue 4 during an assigned task (guard, scavenging) finishes it before the Fatigue 4 is resolved
 * (asleep); any other level 4 is resolved at once, and nothing lowers it to 3 first.
 */

/** A campaign begun under this content version (4: with the fixes; 3: before them, as stored campaigns were). */
const campaign = (seed: string, contentVersion: number): TwomState =>
  createGame(game, { seats: 1, options: { contentVersion }, seed });

/** The Night's tasks open for this group, with this Inventory; the Locations set by hand. */
function atNight(
  seed: string,
  characters: TwomCharacter[],
  items: Parameters<typeof inventory>[1] = {},
  contentVersion = CONTENT_VERSION,
): TwomState {
  const state = campaign(seed, contentVersion);
  group(state, characters);
  inventory(state, items);
  state.locations.spaces = ["school", "tram-depot", "villa"];
  // Dawn's Fate card leaves Fatigue alone.
  state.fate.deck = ["quiet-night", ...state.fate.deck.filter((id) => id !== "quiet-night")];
  state.draft = null;
  state.phase = "night";
  state.step = 0;
  advance(state);
  return state;
}

function tasks(state: TwomState, given: Record<string, NightTask>): void {
  for (const [character, task] of Object.entries(given)) edit(state, { kind: "task", character, task });
  confirm(state);
}

/** Sets out to the school with this Unknown (top first); its arrival story is closed unread. */
function setOut(state: TwomState, unknown: string[]): void {
  edit(state, { kind: "location", space: 0 });
  confirm(state);
  if (state.script) {
    state.script.status = "ended";
    state.script.end = "return";
    state.draft = null;
    advance(state);
  }
  state.exploration.deck.push(...state.expedition!.unknown.splice(0));
  state.exploration.deck = state.exploration.deck.filter((c) => !unknown.includes(c));
  state.expedition!.unknown = [...unknown];
  state.unknownLeft = unknown.length;
}

const character = (state: TwomState, id: string) => state.characters.find((c) => c.id === id)!;
const viewOf = (state: TwomState, id: string) => publicView(state).characters.find((c) => c.id === id)!;

describe("Fatigue 4 reached during a night task: the task is finished first", () => {
  it("a scavenger who tires on the way explores and carries the finds home, then falls asleep", () => {
    const state = atNight("tired-scavenger", [member("marek", { fatigue: 3 }), member("vera")], { pure_alcohol: 1 });
    tasks(state, { marek: "scavenge", vera: "floor" });
    expect(character(state, "marek").states.fatigue).toBe(4);
    setOut(state, ["x-attic", "x-kitchen"]);
    // He explores (it used to go straight to Choose finds, with nobody to carry anything).
    expect(state.draft?.kind).toBe("explore");
    expect(exploring(state).map((c) => c.id)).toEqual(["marek"]);
    expect(viewOf(state, "marek")).toMatchObject({ asleep: false, states: { fatigue: 4 } });
    // His Fatigue 4 is not resolved yet, so nothing lowers it to 3; no alcohol at Fatigue 4 either.
    runCardEffects(state, [{ kind: "state", who: "all", state: "fatigue", by: -1 }], null, "narrative");
    expect(character(state, "marek").states.fatigue).toBe(4);
    refused(state, state.leader, { type: "drink", character: "marek", item: "pure_alcohol" }, "ASLEEP");

    edit(state, { kind: "act", act: { kind: "draw" } });
    confirm(state);
    edit(state, { kind: "option", option: 2 }); // leave the attic
    confirm(state);
    edit(state, { kind: "act", act: { kind: "end" } });
    confirm(state);
    expect(state.draft?.kind).toBe("carry");
    // Marek's Backpack carries (it was 0).
    expect(capacity(state, [])).toBe(5);
    expect(isAsleep(character(state, "marek"))).toBe(false);
    confirm(state);
    // The scavenging is over: now he sleeps, and the log says so.
    expect(state.phase).not.toBe("scavenging");
    expect(isAsleep(character(state, "marek"))).toBe(true);
    expect(viewOf(state, "marek").asleep).toBe(true);
    const carried = state.log.findIndex((e) => e.kind === "scavenging" && e.what === "carried");
    const asleep = state.log.findIndex((e) => e.kind === "asleep");
    expect(state.log[asleep]).toEqual({ kind: "asleep", character: "marek", after: "scavenging" });
    expect(asleep).toBeGreaterThan(carried);
  });

  it("a guard who tires on duty defends the shelter through the raid, then falls asleep", () => {
    // A rattled door: Damage 1. One hit from Marek's knife cancels it.
    const state = atNight("tired-guard", [member("marek", { fatigue: 3 }), member("vera")], { knife: 1, raw_food: 2 });
    state.raids.deck = ["r-rattled-door"];
    tasks(state, { marek: "guard", vera: "floor" });
    expect(character(state, "marek").states.fatigue).toBe(4);
    // He is armed (an asleep guard holds nothing) and rolls.
    expect(state.draft).toEqual({ kind: "guards", weapons: { marek: "knife" } });
    nextDraws(state, [[6, 1]]);
    confirm(state);
    expect(state.raid).toBeNull();
    expect(state.inventory.raw_food).toBe(2);
    expect(state.phase).toBe("dawn");
    expect(isAsleep(character(state, "marek"))).toBe(true);
    const lost = state.log.findIndex((e) => e.kind === "raid" && e.what === "lost");
    const asleep = state.log.findIndex((e) => e.kind === "asleep");
    expect(state.log[asleep]).toEqual({ kind: "asleep", character: "marek", after: "guard" });
    expect(asleep).toBeGreaterThan(lost);
  });

  it("a sleeper still only sleeps, and a task that does not bring Fatigue 4 ends without a word", () => {
    const state = atNight("rested-guard", [member("marek", { fatigue: 1 }), member("vera", { fatigue: 4 })], {});
    refused(state, state.leader, { type: "edit", edit: { kind: "task", character: "vera", task: "guard" } }, "BAD_EDIT");
    state.raids.deck = ["r-rattled-door"];
    tasks(state, { marek: "guard" });
    nextDraws(state, [[6, 1]]);
    confirm(state);
    expect(state.phase).toBe("dawn");
    expect(character(state, "marek").taskUnderWay).toBeUndefined();
    expect(state.log.some((e) => e.kind === "asleep")).toBe(false);
  });

  it("a campaign begun before the fix (version 3) keeps its old rule, so its stored moves replay as they were played", () => {
    const state = atNight("tired-guard-v3", [member("marek", { fatigue: 3 }), member("vera")], { knife: 1, raw_food: 2 }, 3);
    state.raids.deck = ["r-rattled-door"];
    tasks(state, { marek: "guard", vera: "floor" });
    expect(state.draft).toEqual({ kind: "guards", weapons: {} });
  });
});

describe("a level 4 at Dusk is resolved at once", () => {
  it("a character whose thirst brings Hunger or Misery to 4 leaves before the meal: their food stays in the Inventory", () => {
    for (const [face, worst] of [
      [1, "hunger"],
      [7, "misery"],
    ] as const) {
      const state = campaign(`starving-${worst}`, CONTENT_VERSION);
      group(state, [member("vera", { hunger: 3, misery: 3 }), member("marek", { hunger: 2 })]);
      inventory(state, { water: 1, canned_food: 1, raw_food: 1 });
      toDusk(state);
      edit(state, { kind: "water", character: "marek", drink: true });
      edit(state, { kind: "food", character: "vera", item: "canned_food", n: 1 });
      edit(state, { kind: "food", character: "marek", item: "raw_food", n: 1 });
      nextDie(state, face); // Vera had no water
      confirm(state);
      expect(state.characters.map((c) => c.id)).toEqual(["marek"]);
      expect(state.log.find((e) => e.kind === "lost")).toMatchObject({ character: "vera", cause: worst });
      // Vera's canned food was not eaten; Marek ate his.
      expect(state.inventory).toEqual({ canned_food: 1 });
      expect(character(state, "marek").states.hunger).toBe(1);
      // The log: Dusk (who drank, who ate), Vera's roll and level 4, her epilogue, then the meal.
      const at = (test: (e: TwomState["log"][number]) => boolean) => state.log.findIndex(test);
      const dusk = at((e) => e.kind === "dusk");
      expect(state.log[dusk]).toEqual({ kind: "dusk", drank: ["marek"], ate: { marek: { raw_food: 1 } } });
      const four = at((e) => e.kind === "state" && e.character === "vera" && e.to === 4);
      const epilogue = at((e) => e.kind === "epilogue" && e.character === "vera");
      const meal = at((e) => e.kind === "state" && e.character === "marek" && e.state === "hunger");
      expect(dusk).toBeLessThan(four);
      expect(four).toBeLessThan(epilogue);
      expect(epilogue).toBeLessThan(meal);
      expect(state.phase).toBe("night");
    }
  });

  it("a campaign begun before the fix (version 3) still serves the starving character's plate", () => {
    const state = campaign("starving-v3", 3);
    group(state, [member("vera", { hunger: 3 }), member("marek", { hunger: 2 })]);
    inventory(state, { water: 1, canned_food: 1, raw_food: 1 });
    toDusk(state);
    edit(state, { kind: "water", character: "marek", drink: true });
    edit(state, { kind: "food", character: "vera", item: "canned_food", n: 1 });
    edit(state, { kind: "food", character: "marek", item: "raw_food", n: 1 });
    nextDie(state, 1);
    confirm(state);
    expect(state.characters.map((c) => c.id)).toEqual(["marek"]);
    expect(state.inventory).toEqual({});
  });

  it("nothing lowers a level 4 to 3 before its epilogue is read, even in the same card's effects", () => {
    const state = campaign("no-lowering", CONTENT_VERSION);
    group(state, [member("vera", { misery: 3 }), member("marek")]);
    runCardEffects(
      state,
      [
        { kind: "state", who: "all", state: "misery", by: 1 },
        { kind: "state", who: "all", state: "misery", by: -1 },
      ],
      null,
      "event",
    );
    expect(state.characters.map((c) => c.states.misery)).toEqual([4, 0]);
    expect(state.epilogues).toEqual([{ character: "vera", token: "misery-3a" }]);
  });
});
