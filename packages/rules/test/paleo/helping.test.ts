import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { cardOf } from "../../src/games/paleo/catalog.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, takeOut, types, useStep } from "./fixtures.js";

/** Wild boar (Strength 2, discard 1 → 3 Food and a Hide) for group 0, plain cards for the others. */
function boarTable() {
  const state = useStep(newGame(3, "boar"), [face("wild-boar"), face("deadwood"), face("clam-bed")], { depot: { food: 0 } });
  setMembers(state, 0, [["climber-1", 0]]);
  setMembers(state, 1, [["huntress-1", 0]]);
  setMembers(state, 2, [["lookout-1", 0]]);
  for (const seat of [0, 1, 2]) giveTools(state, seat, {});
  setDeck(state, 0, [face("wolf-pack"), face("salmon-run")]);
  setDeck(state, 1, [face("reed-beds"), face("scree-slope")]);
  return state;
}

describe("helping a group", () => {
  it("Ruling: a card to place is not spent helping (placing is its whole use this turn)", () => {
    const state = useStep(newGame(3, "boar-place"), [face("wild-boar"), face("hunting-blind"), face("clam-bed")], {
      depot: { food: 0 },
    });
    setMembers(state, 0, [["climber-1", 0]]);
    setMembers(state, 1, [["huntress-1", 0]]);
    setMembers(state, 2, [["strongarm-1", 0]]);
    for (const seat of [0, 1, 2]) giveTools(state, seat, {});
    setDeck(state, 0, [face("wolf-pack"), face("salmon-run")]);
    play(state, 0, { type: "act", action: 0 });
    expect(legal(state, 2)).toContainEqual({ type: "help", group: 0 });
    expect(legal(state, 1)).not.toContainEqual({ type: "help", group: 0 });
    expect(refusal(() => applyMove(game, state, 1, { type: "help", group: 0 }))).not.toBeNull();
    expect(state.pending?.helpers).toEqual([]);
  });

  it("Ruling (joint actions online): groups with an unused card showing Help pledge; the acting group's plan; each helper accepts; execution sends every helper's card to the open discard", () => {
    const state = boarTable();
    play(state, 0, { type: "act", action: 0 });
    // Alone: Strength 1 of 2 — no plan yet.
    expect(types(state, 0)).not.toContain("execute");
    expect(legal(state, 1)).toContainEqual({ type: "help", group: 0 });
    play(state, 1, { type: "help", group: 0 });
    expect(types(state, 0)).not.toContain("execute");
    expect(game.waitingOn(state)).toEqual([1]);
    const version = state.pending!.version;
    play(state, 1, { type: "accept", version });
    expect(refusal(() => applyMove(game, state, 1, { type: "accept", version }))).toBe("NOT_POSSIBLE");
    // The red back's wound may go on the helper's Huntress (the sturdiest, so the default). A change to
    // the plan asks for acceptance again.
    expect(state.pending!.plan.wounds[0]!.target).toEqual({ group: 1, card: "huntress-1" });
    play(state, 0, { type: "woundTo", source: 0, group: 0, card: "climber-1" });
    expect(refusal(() => applyMove(game, state, 0, { type: "execute" }))).toBe("NOT_ACCEPTED");
    expect(refusal(() => applyMove(game, state, 1, { type: "accept", version }))).toBe("STALE_PLAN");
    play(state, 0, { type: "woundTo", source: 0, group: 1, card: "huntress-1" });
    // The Hide goes to the helper too.
    play(state, 0, { type: "gainTo", gain: 0, group: 1 });
    play(state, 1, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.depot.food).toBe(3);
    expect(state.groups[1]!.tools).toEqual({ hide: 1 });
    expect(state.groups[1]!.members[0]!.wounds).toBe(1);
    expect(state.openDiscard).toEqual(expect.arrayContaining([face("wild-boar"), face("deadwood")]));
    expect(state.groups[1]!.used).toBe(true);
    // The helper never discards for the acting group: only group 0's deck lost its top card.
    expect(state.groups[0]!.deck.map((c) => c.card)).toEqual([face("salmon-run")]);
    expect(state.groups[1]!.deck).toHaveLength(2);
  });

  it("a helper may withdraw until the action executes: its card stays unused", () => {
    const state = boarTable();
    play(state, 0, { type: "act", action: 0 });
    play(state, 1, { type: "help", group: 0 });
    play(state, 1, { type: "withdraw" });
    expect(state.pending!.helpers).toEqual([]);
    expect(state.groups[1]!.used).toBe(false);
    expect(state.groups[1]!.revealed).toBe(face("deadwood"));
    play(state, 0, { type: "cancel" });
    expect(state.pending).toBeNull();
    expect(state.groups[0]!.used).toBe(false);
  });

  it("a call for help is answered by help or decline; a group that declined is not asked again this turn", () => {
    const state = boarTable();
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "askHelp" });
    expect(game.waitingOn(state)).toEqual([1, 2]);
    play(state, 2, { type: "decline" });
    play(state, 1, { type: "decline" });
    expect(types(state, 0)).not.toContain("askHelp");
    play(state, 0, { type: "cancel" });
    play(state, 0, { type: "act", action: 0 });
    expect(types(state, 0)).not.toContain("askHelp");
    // They may still offer on their own.
    expect(legal(state, 1)).toContainEqual({ type: "help", group: 0 });
  });

  it("heals reach another group's Characters only when it helps; tools are spent by their owners for the acting group", () => {
    const state = useStep(newGame(2, "heal"), [face("rock-shelter"), face("deadwood")]);
    setMembers(state, 0, [["lookout-1", 0]]);
    setMembers(state, 1, [["strongarm-1", 2]]);
    setDeck(state, 0, [face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    expect(legal(state, 0).some((m) => m.type === "healTo" && m.group === 1)).toBe(false);
    play(state, 1, { type: "help", group: 0 });
    expect(state.pending!.plan.heals).toEqual([
      { group: 1, card: "strongarm-1" },
      { group: 1, card: "strongarm-1" },
    ]);
    // Wolf pack: a torch from the helper.
    const wolves = useStep(newGame(2, "wolves"), [face("wolf-pack"), face("deadwood")]);
    giveTools(wolves, 0, {});
    giveTools(wolves, 1, { torch: 1 });
    play(wolves, 0, { type: "act", action: 0 });
    play(wolves, 1, { type: "help", group: 0 });
    expect(wolves.pending!.plan.tools).toEqual([{ tool: "torch", from: 1 }]);
    play(wolves, 1, { type: "accept", version: wolves.pending!.version });
    play(wolves, 0, { type: "execute" });
    expect(wolves.groups[1]!.tools).toEqual({});
  });

  it("Ruling: a helper may spend its Talisman on the Danger card of the group it helps", () => {
    const state = useStep(newGame(2, "talisman"), [face("cave-lion"), face("deadwood")]);
    giveTools(state, 1, { talisman: 1 });
    giveTools(state, 0, {});
    play(state, 0, { type: "act", action: 1 });
    expect(legal(state, 1)).not.toContainEqual({ type: "talisman", group: 0 });
    play(state, 1, { type: "help", group: 0 });
    expect(legal(state, 1)).toContainEqual({ type: "talisman", group: 0 });
    play(state, 1, { type: "talisman", group: 0 });
    expect(state.pending).toBeNull();
    expect(state.groups[0]!.used).toBe(true);
    expect(state.openDiscard).toContain(face("cave-lion"));
    expect(state.groups[1]!.tools).toEqual({});
    expect(state.groups[0]!.members.every((m) => m.wounds === 0)).toBe(true);
  });
});

describe("helping a card", () => {
  it("Ruling: a group spending Help on a card is the acting group and pays any discard from its own deck; the card stays and may be helped again", () => {
    // The great aurochs: Strength 5, Perception 2, discard 2, a Spear and two Hides → 2 Food and a Fresco.
    const state = useStep(newGame(3, "aurochs"), [face("deadwood"), face("reed-beds"), face("clam-bed")], { depot: { food: 0 } });
    setMembers(state, 0, [["giant-1", 0]]);
    setMembers(state, 1, [["bear-wrestler-1", 0]]);
    setMembers(state, 2, [
      ["lookout-1", 0],
      ["climber-1", 0],
    ]);
    for (const seat of [0, 1, 2]) giveTools(state, seat, {});
    giveTools(state, 0, { spear: 1, hide: 2 });
    setDeck(state, 0, [face("salmon-run"), face("scree-slope"), face("lakeside")]);
    setDeck(state, 1, [face("birch-wood")]);
    const aurochs = "great-aurochs-1";
    expect(legal(state, 0)).toContainEqual({ type: "helpCard", card: aurochs, action: 0 });
    play(state, 0, { type: "helpCard", card: aurochs, action: 0 });
    play(state, 1, { type: "help", group: 0 });
    play(state, 2, { type: "help", group: 0 });
    for (const seat of [1, 2]) play(state, seat, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.frescoes).toBe(1);
    expect(state.depot.food).toBe(2);
    expect(state.missions).toContain(aurochs);
    expect(state.groups[0]!.deck.map((c) => c.card)).toEqual([face("lakeside")]);
    expect(state.groups[1]!.deck).toHaveLength(1);
    expect(state.groups.every((g) => g.used)).toBe(true);
    expect(state.openDiscard).toEqual(expect.arrayContaining([face("deadwood"), face("reed-beds"), face("clam-bed")]));
    expect(state.rack.basics.spear).toBe(6);
    expect(state.groups[0]!.tools).toEqual({});
  });

  it("a card to help needs the Help option on one's revealed card; a card attached to another group needs that group to take part", () => {
    const danger = useStep(newGame(2, "nohelp"), [face("cave-lion"), null]);
    expect(legal(danger, 0).some((m) => m.type === "helpCard")).toBe(false);
    // Give the hunting blind a help-a-card action for this test, attached to group 1.
    const blind = cardOf(face("hunting-blind"));
    blind.helpCardActions.push({ ...blind.extraActions[0]!, conditions: { ...blind.extraActions[0]!.conditions, skills: {} } });
    try {
      const state = useStep(newGame(2, "attached"), [face("deadwood"), face("reed-beds")]);
      takeOut(state, face("hunting-blind"));
      state.groups[1]!.attached.push(face("hunting-blind"));
      setDeck(state, 0, [face("clam-bed")]);
      play(state, 0, { type: "helpCard", card: face("hunting-blind"), action: 0 });
      expect(types(state, 0)).not.toContain("execute");
      play(state, 1, { type: "help", group: 0 });
      play(state, 1, { type: "accept", version: state.pending!.version });
      play(state, 0, { type: "execute" });
      expect(state.groups[1]!.attached).toEqual([face("hunting-blind")]);
    } finally {
      blind.helpCardActions.pop();
    }
  });
});
