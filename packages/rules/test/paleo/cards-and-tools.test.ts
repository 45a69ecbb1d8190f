import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { publicView } from "../../src/games/paleo/views.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, types, useStep, withAction } from "./fixtures.js";

/** Tokens held on cards in play, and single-use skill tools (the Net of module H). */
describe("tokens on cards", () => {
  const shore = "far-shore-1";
  const levelV = (seed: string) => newGame(2, seed, { level: "V" });

  it("a gained token of a kind a card in play holds may be put on it instead; no more than the action brings", () => {
    const state = useStep(levelV("store"), [face("salmon-run"), face("deadwood")], { depot: { food: 0 } });
    setMembers(state, 0, [["fisher-1", 0]]);
    setDeck(state, 0, [face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    // Salmon run brings 3 Food: the far shore holds Food, deadwood's Wood has nowhere to go.
    expect(legal(state, 0)).toContainEqual({ type: "store", token: "food", card: shore });
    expect(legal(state, 0).some((m) => m.type === "store" && m.token !== "food")).toBe(false);
    play(state, 0, { type: "store", token: "food", card: shore });
    play(state, 0, { type: "store", token: "food", card: shore });
    play(state, 0, { type: "store", token: "food", card: shore });
    expect(types(state, 0)).not.toContain("store");
    expect(refusal(() => applyMove(game, state, 0, { type: "store", token: "food", card: shore }))).toBe("NOT_POSSIBLE");
    play(state, 0, { type: "unstore", index: 2 });
    play(state, 0, { type: "execute" });
    expect(state.depot.food).toBe(1);
    expect(state.held[shore]).toEqual({ food: 2 });
    // Everyone sees what a card holds.
    expect(publicView(state).held).toEqual({ [shore]: { food: 2 } });
    expect(state.log.filter((e) => e.kind === "store")).toHaveLength(2);
  });

  it("a card that holds no such kind takes nothing, and an action with nothing of that kind cannot store it", () => {
    const state = useStep(levelV("nostore"), [face("deadwood"), null]);
    play(state, 0, { type: "act", action: 0 });
    expect(types(state, 0)).not.toContain("store");
    expect(refusal(() => applyMove(game, state, 0, { type: "store", token: "food", card: shore }))).toBe("NOT_POSSIBLE");
  });

  it("tokens on a card serve only its own actions: not eaten at Night, paid by the card's 'from this card' cost", () => {
    const state = useStep(levelV("cross"), [face("deadwood"), null], { depot: { food: 0 } });
    setMembers(state, 0, [
      ["strongarm-1", 0],
      ["climber-1", 0],
      ["lookout-1", 0],
      ["toolmaker-1", 0],
    ]);
    giveTools(state, 0, { raft: 1, hide: 1 });
    setDeck(state, 0, [face("clam-bed"), face("otter-den"), face("beehive")]);
    // Three Food on the shore are not enough for the crossing (4 provisions).
    state.held[shore] = { food: 3 };
    state.supply.food -= 3;
    expect(legal(state, 0)).not.toContainEqual({ type: "helpCard", card: shore, action: 0 });
    expect(refusal(() => applyMove(game, state, 0, { type: "helpCard", card: shore, action: 0 }))).toBe("NO_SUCH_ACTION");
    state.held[shore] = { food: 4 };
    state.supply.food -= 1;
    const supply = state.supply.food;
    play(state, 0, { type: "helpCard", card: shore, action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.frescoes).toBe(1);
    expect(state.held[shore]).toBeUndefined();
    expect(state.supply.food).toBe(supply + 4);
    expect(state.depot.food).toBe(0);
  });

  it("the Night's feeding takes from the depot only, never from a card's tokens", () => {
    const state = useStep(levelV("night"), [face("deadwood"), null], { depot: { food: 0 } });
    state.held[shore] = { food: 3 };
    state.supply.food -= 3;
    setDeck(state, 0, []);
    setDeck(state, 1, []);
    play(state, 0, { type: "ignore" });
    expect(state.phase).toBe("night");
    expect(state.held[shore]).toEqual({ food: 3 });
    expect(state.skulls).toBeGreaterThan(0);
  });
});

describe("single-use skill tools", () => {
  it("a Net gives its Dexterity only to the action it is discarded for, and is gone after it", () => {
    const state = useStep(newGame(2, "net"), [face("salmon-run"), null]);
    setMembers(state, 0, [["youngster-1", 0]]);
    giveTools(state, 0, { net: 1 });
    setDeck(state, 0, [face("clam-bed")]);
    // Salmon run asks Dexterity 1: the youngster has none, the Net may give 2 by being cast.
    expect(legal(state, 0)).toContainEqual({ type: "act", action: 0 });
    play(state, 0, { type: "act", action: 0 });
    expect(state.pending!.plan.boosts).toEqual([{ tool: "net", from: 0 }]);
    // Kept, it gives nothing: without the boost the skills are short.
    play(state, 0, { type: "unboost", index: 0 });
    expect(types(state, 0)).not.toContain("execute");
    expect(refusal(() => applyMove(game, state, 0, { type: "execute" }))).toBe("PLAN_INVALID");
    play(state, 0, { type: "boost", tool: "net", group: 0 });
    const supply = state.toolSupply.net ?? 0;
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.tools.net).toBeUndefined();
    expect(state.toolSupply.net).toBe(supply + 1);
    expect(state.depot.food).toBeGreaterThanOrEqual(3);
  });

  it("only a single-use skill tool is discarded for its skills, and only one the participants hold", () => {
    const state = useStep(newGame(2, "boostkinds"), [face("salmon-run"), null]);
    setMembers(state, 0, [["fisher-1", 0]]);
    giveTools(state, 0, { handaxe: 1, hide: 1 });
    setDeck(state, 0, [face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    expect(types(state, 0)).not.toContain("boost");
    expect(refusal(() => applyMove(game, state, 0, { type: "boost", tool: "handaxe", group: 0 }))).toBe("NO_TOOL");
    expect(refusal(() => applyMove(game, state, 0, { type: "boost", tool: "net", group: 0 }))).toBe("NO_TOOL");
  });

  it("Ruling: after a failed roll the locked participants may still spend single-use skill tools before declaring failure", () => {
    withAction(
      face("salmon-run"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 1;
      },
      () => {
        const state = useStep(newGame(2, "netroll"), [face("salmon-run"), face("deadwood")]);
        setMembers(state, 0, [["fisher-1", 0]]);
        setMembers(state, 1, [["youngster-1", 0]]);
        giveTools(state, 0, {});
        giveTools(state, 1, { net: 1 });
        setDeck(state, 0, [face("clam-bed")]);
        play(state, 0, { type: "act", action: 0 });
        play(state, 1, { type: "help", group: 0 });
        play(state, 0, { type: "roll" });
        // Whatever the die showed, the table now asks Dexterity 3 (hand-set): the fisher's 1 falls short.
        state.pending!.dice = [{ dexterity: 2 }];
        state.pending!.plan.boosts = [];
        expect(types(state, 0)).toContain("fail");
        expect(types(state, 0)).not.toContain("cancel");
        // The helper's Net, cast now, closes the gap: no failure to declare any more.
        expect(legal(state, 0)).toContainEqual({ type: "boost", tool: "net", group: 1 });
        play(state, 0, { type: "boost", tool: "net", group: 1 });
        expect(types(state, 0)).not.toContain("fail");
        play(state, 1, { type: "accept", version: state.pending!.version });
        play(state, 0, { type: "execute" });
        expect(state.groups[1]!.tools.net).toBeUndefined();
        expect(state.groups[0]!.failed).toEqual([]);
        expect(state.openDiscard).toContain(face("salmon-run"));
      },
    );
  });

  it("a roll the Nets cannot close still fails, and the Nets are kept", () => {
    withAction(
      face("salmon-run"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 1;
      },
      () => {
        const state = useStep(newGame(2, "netfail"), [face("salmon-run"), null]);
        setMembers(state, 0, [["fisher-1", 0]]);
        giveTools(state, 0, { net: 1 });
        setDeck(state, 0, [face("clam-bed")]);
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "roll" });
        state.pending!.dice = [{ strength: 2 }];
        expect(types(state, 0)).toContain("fail");
        play(state, 0, { type: "fail" });
        expect(state.groups[0]!.tools.net).toBe(1);
      },
    );
  });
});
