import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, types, useStep, withAction } from "./fixtures.js";

/**
 * Rules of the digest (not its Ruling lines) that no other test pinned (audit in RULINGS.md).
 * Hand-built states; rule-level facts only, never a tuned content figure.
 */
describe("levels", () => {
  it("each level plays the digest's modules: I = A+B, II = C+D, III = E+F, IV = C+G, V = A+H, VI = B+I, VII = D+E+J", () => {
    const digest = { I: "AB", II: "CD", III: "EF", IV: "CG", V: "AH", VI: "BI", VII: "DEJ" };
    for (const [level, modules] of Object.entries(digest))
      expect(newGame(2, `level-${level}`, { level }).modules, `level ${level}`).toEqual([...modules]);
  });
});

describe("dice", () => {
  /** Salmon run (Dexterity 1, discard 1) with one die, for group 0's fisher; groups 1 and 2 hold Action cards. */
  function rolled(seed: string) {
    const state = useStep(newGame(3, seed), [face("salmon-run"), face("deadwood"), face("clam-bed")]);
    setMembers(state, 0, [["fisher-1", 0]]);
    giveTools(state, 0, {});
    setDeck(state, 0, [face("reed-beds")]);
    return state;
  }

  it("helpers join before the roll; none may join after it", () => {
    withAction(
      face("salmon-run"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 1;
      },
      () => {
        const state = rolled("join-late");
        play(state, 0, { type: "act", action: 0 });
        expect(legal(state, 2)).toContainEqual({ type: "help", group: 0 });
        play(state, 0, { type: "roll" });
        expect(legal(state, 2)).not.toContainEqual({ type: "help", group: 0 });
        expect(refusal(() => applyMove(game, state, 2, { type: "help", group: 0 }))).toBe("NOT_YOUR_TURN");
        expect(state.pending!.helpers).toEqual([]);
      },
    );
  });

  it("a Talisman sets one's own revealed Danger card aside, even after a roll: no effect, the card to the open discard", () => {
    // The cave lion's hunt (Strength 3, discard 1), given a die here.
    withAction(
      face("cave-lion"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 1;
      },
      () => {
        const state = useStep(newGame(2, "talisman-roll"), [face("cave-lion"), null]);
        setMembers(state, 0, [
          ["bear-wrestler-1", 0],
          ["climber-1", 0],
        ]);
        giveTools(state, 0, { talisman: 1 });
        setDeck(state, 0, [face("salmon-run")]);
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "roll" });
        expect(legal(state, 0)).toContainEqual({ type: "talisman", group: 0 });
        play(state, 0, { type: "talisman", group: 0 });
        expect(state.pending).toBeNull();
        expect(state.groups[0]!.used).toBe(true);
        expect(state.openDiscard).toContain(face("cave-lion"));
        expect(state.groups[0]!.tools).toEqual({});
        expect(state.groups[0]!.deck.map((c) => c.card)).toEqual([face("salmon-run")]);
        expect(state.groups[0]!.members.every((m) => m.wounds === 0)).toBe(true);
      },
    );
  });
});

describe("requests and the help symbol", () => {
  it("requests must be fully met, the helpers included: a Character of a helper, cards in the Graveyard", () => {
    withAction(
      face("deadwood"),
      "actions",
      0,
      (a) => {
        a.conditions.requests = [
          { kind: "card", key: "lookout" },
          { kind: "graveyard", typeSymbol: "animal", atLeast: 1 },
        ];
      },
      () => {
        // The Lookout is in group 1 only; a Cave lion (an animal) lies in the Graveyard.
        const state = useStep(newGame(2, "requests"), [face("deadwood"), face("clam-bed")]);
        setMembers(state, 0, [["climber-1", 0]]);
        setMembers(state, 1, [["lookout-1", 0]]);
        state.graveyard.push(face("cave-lion"));
        play(state, 0, { type: "act", action: 0 });
        expect(types(state, 0)).not.toContain("execute");
        play(state, 1, { type: "help", group: 0 });
        play(state, 1, { type: "accept", version: state.pending!.version });
        expect(types(state, 0)).toContain("execute");
        // Without the animal in the Graveyard the same joint action is short of a request.
        state.graveyard.pop();
        expect(types(state, 0)).not.toContain("execute");
        // Nobody to bring the Lookout: the action is not even offered.
        const alone = useStep(newGame(2, "requests-alone"), [face("deadwood"), null]);
        setMembers(alone, 0, [["climber-1", 0]]);
        alone.graveyard.push(face("cave-lion"));
        expect(legal(alone, 0)).not.toContainEqual({ type: "act", action: 0 });
      },
    );
  });

  it("a help symbol in an action box makes help a condition: no helper, no action", () => {
    withAction(
      face("deadwood"),
      "actions",
      0,
      (a) => {
        a.conditions.needsHelp = true;
      },
      () => {
        const alone = useStep(newGame(2, "needs-help-alone"), [face("deadwood"), null]);
        expect(legal(alone, 0)).not.toContainEqual({ type: "act", action: 0 });
        const state = useStep(newGame(2, "needs-help"), [face("deadwood"), face("clam-bed")]);
        play(state, 0, { type: "act", action: 0 });
        expect(types(state, 0)).not.toContain("execute");
        expect(refusal(() => applyMove(game, state, 0, { type: "execute" }))).toBe("PLAN_INVALID");
        play(state, 1, { type: "help", group: 0 });
        play(state, 1, { type: "accept", version: state.pending!.version });
        play(state, 0, { type: "execute" });
        expect(state.openDiscard).toEqual(expect.arrayContaining([face("deadwood"), face("clam-bed")]));
      },
    );
  });
});

describe("costs and Secrets", () => {
  it("each red back discarded deals its own wound, and each may go on a different Character", () => {
    // Berry bushes' second action (Perception 1) discards 2 cards: two red backs.
    const state = useStep(newGame(2, "red-backs"), [face("berry-bushes"), null]);
    setMembers(state, 0, [
      ["lookout-1", 0],
      ["tracker-1", 0],
    ]);
    giveTools(state, 0, {});
    setDeck(state, 0, [face("wolf-pack"), face("thunderstorm"), face("salmon-run")]);
    play(state, 0, { type: "act", action: 1 });
    play(state, 0, { type: "woundTo", source: 0, group: 0, card: "lookout-1" });
    play(state, 0, { type: "woundTo", source: 1, group: 0, card: "tracker-1" });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.members).toEqual([
      { card: "lookout-1", wounds: 1 },
      { card: "tracker-1", wounds: 1 },
    ]);
  });

  it("a Secret: its fetchers help with it for free, and another group may join by spending the Help of its own card", () => {
    // An old hunting camp (Perception 2, discard 1) turns Secret 1 up with group 1's help.
    const state = useStep(newGame(3, "secret-join"), [face("old-hunting-camp"), face("deadwood"), face("clam-bed")]);
    setMembers(state, 0, [["elder-1", 0]]);
    setMembers(state, 1, [["lookout-1", 0]]);
    setDeck(state, 0, [face("salmon-run"), face("reed-beds"), face("lakeside")]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 1, { type: "help", group: 0 });
    play(state, 1, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.secretToPlay?.group).toBe(0);
    // The Secret's first action asks 1 Stone, among other things.
    state.depot.stone = 1;
    state.supply.stone--;
    play(state, 0, { type: "act", action: 0 });
    expect(legal(state, 2)).toContainEqual({ type: "help", group: 0 });
    play(state, 2, { type: "help", group: 0 });
    expect(state.pending!.helpers).toEqual([
      { seat: 1, free: true },
      { seat: 2, free: false },
    ]);
    for (const seat of [1, 2]) play(state, seat, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.groups[2]!.used).toBe(true);
    expect(state.openDiscard).toContain(face("clam-bed"));
  });
});
