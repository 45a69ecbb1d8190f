import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { startNight } from "../../src/games/paleo/course.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, types, useStep } from "./fixtures.js";

describe("wounds and death", () => {
  it("all the wounds of one card go on one Character; Ruling: the owner picks any, even one with full hearts", () => {
    // Cave lion, hostile: 3 wounds.
    const state = useStep(newGame(2, "lion"), [face("cave-lion"), null]);
    setMembers(state, 0, [
      ["bear-wrestler-1", 0],
      ["elder-1", 1],
    ]);
    play(state, 0, { type: "act", action: 1 });
    expect(state.pending!.plan.wounds).toEqual([
      { n: 3, from: "card", target: { group: 0, card: "bear-wrestler-1" }, cancel: 0 },
    ]);
    expect(legal(state, 0)).toContainEqual({ type: "woundTo", source: 0, group: 0, card: "elder-1" });
    play(state, 0, { type: "woundTo", source: 0, group: 0, card: "elder-1" });
    play(state, 0, { type: "execute" });
    // The Elder (1 heart, full) dies at the first wound; the others are lost, not moved.
    expect(state.graveyard).toContain("elder-1");
    expect(state.groups[0]!.members).toEqual([{ card: "bear-wrestler-1", wounds: 0 }]);
    expect(state.skulls).toBe(1);
  });

  it("a dead Character's tools stay with the group; a group losing its last Character draws a new one at once, after the Skull", () => {
    const state = useStep(newGame(2, "last"), [face("cave-lion"), null]);
    setMembers(state, 0, [["huntress-1", 2]]);
    giveTools(state, 0, { hide: 1 });
    const next = state.camp.characters[0]!.card;
    play(state, 0, { type: "act", action: 1 });
    play(state, 0, { type: "execute" });
    expect(state.graveyard).toContain("huntress-1");
    expect(state.groups[0]!.tools.hide).toBeGreaterThanOrEqual(1);
    expect(state.groups[0]!.members.map((m) => m.card)).toEqual([next]);
    const log = state.log.map((e) => e.kind);
    expect(log.indexOf("skull")).toBeLessThan(log.indexOf("replacement"));
  });

  it("Ruling: with the Characters deck empty a group has none — no skills, and each card's wounds it cannot place become 1 Skull", () => {
    const state = useStep(newGame(2, "none"), [face("stampede"), null]);
    setMembers(state, 0, []);
    state.camp.characters = [];
    play(state, 0, { type: "act", action: 1 });
    expect(state.pending!.plan.wounds).toEqual([{ n: 3, from: "card", target: null, cancel: 0 }]);
    play(state, 0, { type: "execute" });
    expect(state.skulls).toBe(1);
    // No skills: Stampede's dodge (Dexterity 2) is never offered to it.
    const again = useStep(state, [face("stampede"), null]);
    expect(legal(again, 0).filter((m) => m.type === "act")).toEqual([
      { type: "act", action: 1 },
      { type: "act", action: 2 },
    ]);
  });

  it("Ruling: cancelling happens as wounds are suffered, before placement; tools combine; one Clothing cancels up to 3 wounds of the same action", () => {
    // Berry bushes' second action discards 2 cards: two red backs, two wounds, both cancelled by one Clothing.
    const state = useStep(newGame(2, "cancel"), [face("berry-bushes"), null]);
    setMembers(state, 0, [["lookout-1", 1]]);
    giveTools(state, 0, { clothing: 1, hide: 1 });
    setDeck(state, 0, [face("wolf-pack"), face("thunderstorm"), face("salmon-run")]);
    play(state, 0, { type: "act", action: 1 });
    expect(state.pending!.plan.wounds.map((w) => w.n)).toEqual([1, 1]);
    play(state, 0, { type: "cancelTool", tool: "clothing", group: 0 });
    expect(state.pending!.plan.wounds.map((w) => w.cancel)).toEqual([1, 1]);
    // A Hide on top would cancel nothing more.
    expect(legal(state, 0)).not.toContainEqual({ type: "cancelTool", tool: "hide", group: 0 });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.members[0]!.wounds).toBe(1);
    expect(state.groups[0]!.tools).toEqual({ hide: 1 });
    // Three Hides combine on a lion's 3 wounds.
    const lion = useStep(newGame(2, "hides"), [face("cave-lion"), null]);
    setMembers(lion, 0, [["elder-1", 0]]);
    giveTools(lion, 0, { hide: 3 });
    play(lion, 0, { type: "act", action: 1 });
    play(lion, 0, { type: "cancelTool", tool: "hide", group: 0 });
    expect(lion.pending!.plan.wounds[0]!.cancel).toBe(1);
    play(lion, 0, { type: "cancelTool", tool: "hide", group: 0 });
    play(lion, 0, { type: "cancelTool", tool: "hide", group: 0 });
    expect(lion.pending!.plan.wounds[0]!.cancel).toBe(3);
    play(lion, 0, { type: "execute" });
    expect(lion.groups[0]!.members).toEqual([{ card: "elder-1", wounds: 0 }]);
    expect(lion.toolSupply.hide).toBeGreaterThanOrEqual(3);
  });

  it("Ruling: a Healing root may be used whenever no action is being resolved, by day or at Night, and never mid-action", () => {
    const state = useStep(newGame(2, "root"), [face("deadwood"), null]);
    setMembers(state, 0, [
      ["bear-wrestler-1", 2],
      ["lookout-1", 1],
    ]);
    giveTools(state, 0, { root: 1 });
    expect(legal(state, 0)).toContainEqual({ type: "useRoot", heals: ["bear-wrestler-1", "bear-wrestler-1", "lookout-1"] });
    play(state, 0, { type: "act", action: 0 });
    expect(types(state, 0)).not.toContain("useRoot");
    expect(refusal(() => applyMove(game, state, 0, { type: "useRoot", heals: ["lookout-1"] }))).toBe("NOT_POSSIBLE");
    play(state, 0, { type: "cancel" });
    // A root heals all it can (up to 3): a smaller heal is no use of it.
    expect(refusal(() => applyMove(game, state, 0, { type: "useRoot", heals: ["lookout-1"] }))).toBe("BAD_TARGET");
    startNight(state);
    expect(state.phase).toBe("night");
    expect(legal(state, 0)).toContainEqual({ type: "useRoot", heals: ["bear-wrestler-1", "bear-wrestler-1", "lookout-1"] });
    play(state, 0, { type: "useRoot", heals: ["bear-wrestler-1", "bear-wrestler-1", "lookout-1"] });
    expect(state.groups[0]!.members.map((m) => m.wounds)).toEqual([0, 0]);
    expect(state.groups[0]!.tools).toEqual({});
  });
});
