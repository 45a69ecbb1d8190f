import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, types, useStep, withAction } from "./fixtures.js";

describe("Action and Danger cards", () => {
  it("an Action card offers perform, help and ignore; whatever the option it goes to the open discard", () => {
    const state = useStep(newGame(2, "opts"), [face("deadwood"), null]);
    expect(types(state, 0)).toEqual(["act", "ignore"]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.openDiscard).toContain(face("deadwood"));
    expect(state.depot.wood).toBe(1);
  });

  it("Ruling: a Danger card may take any printed action, a hostile one even when another is affordable; no Help nor Ignore unless printed", () => {
    const state = useStep(newGame(2, "danger"), [face("forest-spirits"), face("deadwood")], { depot: { food: 3 } });
    // Leave an offering (1 Food) is affordable, and the hostile wound is offered too.
    expect(legal(state, 0).filter((m) => m.type === "act")).toEqual([
      { type: "act", action: 0 },
      { type: "act", action: 1 },
    ]);
    expect(types(state, 0)).not.toContain("ignore");
    expect(refusal(() => applyMove(game, state, 0, { type: "ignore" }))).toBe("NOT_IGNORABLE");
    const wounds = state.groups[0]!.members.reduce((s, m) => s + m.wounds, 0);
    play(state, 0, { type: "act", action: 1 });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.members.reduce((s, m) => s + m.wounds, 0) + state.graveyard.length).toBe(wounds + 1);
    expect(state.depot.food).toBe(3);
    // Another group may help a Danger card's holder, but a Danger card cannot help.
    const other = useStep(newGame(2, "danger2"), [face("cave-lion"), face("deadwood")]);
    play(other, 1, { type: "act", action: 0 });
    expect(types(other, 0)).not.toContain("help");
    // Its holder takes the lion's wounds; group 0 may join to take them on its own Characters.
    const helped = useStep(newGame(2, "danger3"), [face("deadwood"), face("cave-lion")]);
    play(helped, 1, { type: "act", action: 1 });
    expect(legal(helped, 0)).toContainEqual({ type: "help", group: 1 });
    play(helped, 0, { type: "help", group: 1 });
    const target = helped.groups[0]!.members[0]!.card;
    play(helped, 1, { type: "woundTo", source: 0, group: 0, card: target });
    play(helped, 0, { type: "accept", version: helped.pending!.version });
    play(helped, 1, { type: "execute" });
    expect(helped.groups[0]!.members.find((m) => m.card === target)?.wounds ?? "dead").not.toBe(0);
  });

  it("a Danger card's hostile actions: one it can carry out in full; wounds and Skulls always can", () => {
    // Thunderstorm: lose 2 Wood, or 1 wound. Without Wood only the wound is offered; with Wood, both.
    const dry = useStep(newGame(2, "storm"), [face("thunderstorm"), null], { depot: { wood: 0 } });
    expect(legal(dry, 0)).toEqual([{ type: "act", action: 1 }]);
    const wet = useStep(newGame(2, "storm"), [face("thunderstorm"), null], { depot: { wood: 2 } });
    expect(legal(wet, 0).filter((m) => m.type === "act")).toHaveLength(2);
  });

  it("a Danger card none of whose hostile actions can be carried out in full: the one picked, as far as it goes", () => {
    // Flash flood: a dam for 2 Wood, or discard 2 cards. No Wood and one card left: the discard, of that one card.
    const state = useStep(newGame(2, "flood"), [face("flash-flood"), null], { depot: { wood: 0 } });
    setDeck(state, 0, [face("salmon-run")]);
    expect(legal(state, 0)).toEqual([{ type: "act", action: 1 }]);
    play(state, 0, { type: "act", action: 1 });
    expect(state.pending?.partial).toBe(true);
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.deck).toEqual([]);
    expect(state.hiddenDiscard.at(-1)?.card).toBe(face("salmon-run"));
  });

  it("Ruling: a card that says where it goes is placed — that is its whole use this turn — and its extra actions are usable at once", () => {
    const state = useStep(newGame(2, "place"), [face("hunting-blind"), face("deadwood")]);
    setMembers(state, 0, [["lookout-1", 0]]);
    setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
    expect(legal(state, 0)).toEqual([{ type: "place" }]);
    expect(refusal(() => applyMove(game, state, 0, { type: "act", action: 0 }))).toBe("MUST_PLACE");
    play(state, 0, { type: "place" });
    expect(state.groups[0]!.attached).toEqual([face("hunting-blind")]);
    expect(legal(state, 0)).toContainEqual({ type: "extra", card: face("hunting-blind"), action: 0 });
  });

  it("Ruling: extra actions during step 3 only, by awake groups, costs paid each time, as often as wished; a card attached to a group is used by that group", () => {
    const state = useStep(newGame(2, "extra"), [face("deadwood"), face("clam-bed")], { depot: { food: 0 } });
    setMembers(state, 0, [["lookout-1", 0]]);
    state.groups[0]!.attached.push(face("hunting-blind"));
    setDeck(state, 0, [face("salmon-run"), face("reed-beds"), face("scree-slope")]);
    for (let k = 0; k < 2; k++) {
      play(state, 0, { type: "extra", card: face("hunting-blind"), action: 0 });
      play(state, 0, { type: "execute" });
    }
    expect(state.depot.food).toBe(2);
    expect(state.groups[0]!.deck).toHaveLength(1);
    expect(legal(state, 1).some((m) => m.type === "extra")).toBe(false);
    // Having used its card, the group is asked whether it is done with extra actions; the turn ends when it is.
    play(state, 0, { type: "ignore" });
    play(state, 1, { type: "ignore" });
    expect(state.step).toBe("use");
    expect(game.waitingOn(state)).toEqual([0]);
    play(state, 0, { type: "endTurn" });
    expect(state.step).toBe("choose");
    expect(legal(state, 0).some((m) => m.type === "extra")).toBe(false);
  });
});

describe("conditions and costs", () => {
  it("skills are summed over the group's Characters and tools; a tool spent as a cost gives nothing in that action", () => {
    // Mountain goats: Strength 1, Perception 1, discard 1.
    const state = useStep(newGame(2, "skills"), [face("mountain-goats"), null]);
    setMembers(state, 0, [["lookout-1", 0]]);
    giveTools(state, 0, {});
    setDeck(state, 0, [face("salmon-run")]);
    expect(types(state, 0)).not.toContain("act");
    giveTools(state, 0, { spear: 1 });
    expect(types(state, 0)).toContain("act");
    // Wolf pack's torch is spent: a torch is no Perception for that action (nothing else needs it here).
    const wolves = useStep(newGame(2, "torch"), [face("wolf-pack"), null]);
    giveTools(wolves, 0, { torch: 1 });
    play(wolves, 0, { type: "act", action: 0 });
    play(wolves, 0, { type: "execute" });
    expect(wolves.groups[0]!.tools.torch).toBeUndefined();
    expect(wolves.rack.basics.torch).toBe(6);
  });

  it("Ruling: conditions are checked once, before costs; a Character dying while costs are paid does not cancel the action", () => {
    // Deadwood's second action: discard 1 card for 2 Wood. The top card is red: its wound kills the only Character.
    const state = useStep(newGame(2, "dying"), [face("deadwood"), null], { depot: { wood: 0 } });
    setMembers(state, 0, [["elder-1", 1]]);
    setDeck(state, 0, [face("wolf-pack"), face("salmon-run")]);
    play(state, 0, { type: "act", action: 1 });
    expect(state.pending?.plan.wounds).toEqual([{ n: 1, from: "red", target: { group: 0, card: "elder-1" }, cancel: 0 }]);
    play(state, 0, { type: "execute" });
    expect(state.graveyard).toContain("elder-1");
    expect(state.skulls).toBe(1);
    expect(state.depot.wood).toBe(2);
    // Its last Character dead, the group drew a new one at once.
    expect(state.groups[0]!.members).toHaveLength(1);
  });

  it("resources come from the depot, `/` choosing the type of each unit; a discard N cost takes the top N of one's own deck to the hidden discard, a wound per red back", () => {
    // The painted wall: Perception 2, Dexterity 1, a Torch held, discard 2, 2 Stone and 1 Food/Wood, destroyed → a Fresco.
    const state = useStep(newGame(2, "wall"), [face("painted-wall"), null], { depot: { food: 1, wood: 3, stone: 2 } });
    setMembers(state, 0, [
      ["lookout-1", 0],
      ["toolmaker-1", 0],
    ]);
    giveTools(state, 0, { torch: 1 });
    setDeck(state, 0, [face("thunderstorm"), face("salmon-run"), face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    const pending = state.pending!;
    expect(pending.plan.units.map((u) => [u.options, u.pay])).toEqual([
      [["stone"], "stone"],
      [["stone"], "stone"],
      [["food", "wood"], "wood"],
    ]);
    expect(legal(state, 0)).toContainEqual({ type: "payWith", unit: 2, resource: "food" });
    play(state, 0, { type: "payWith", unit: 2, resource: "food" });
    expect(pending.plan.wounds).toHaveLength(1);
    play(state, 0, { type: "execute" });
    expect(state.depot).toEqual({ food: 0, wood: 3, stone: 0 });
    expect(state.frescoes).toBe(1);
    expect(state.graveyard).toContain(face("painted-wall"));
    expect(state.groups[0]!.deck.map((c) => c.card)).toEqual([face("clam-bed")]);
    expect(state.hiddenDiscard.slice(-2).map((c) => c.card)).toEqual([face("thunderstorm"), face("salmon-run")]);
    expect(state.groups[0]!.members.reduce((s, m) => s + m.wounds, 0)).toBe(1);
  });

  it("too few cards to discard: the action cannot be performed", () => {
    const state = useStep(newGame(2, "short"), [face("fallen-oak"), null]);
    setMembers(state, 0, [["toolmaker-1", 0]]);
    setDeck(state, 0, []);
    expect(types(state, 0)).toEqual(["ignore"]);
  });

  it("destroy the card: to the Graveyard instead of the discard", () => {
    const state = useStep(newGame(2, "deer"), [face("drinking-deer"), null]);
    setMembers(state, 0, [
      ["bear-wrestler-1", 0],
      ["lookout-1", 0],
    ]);
    giveTools(state, 0, {});
    setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.graveyard).toContain(face("drinking-deer"));
    expect(state.openDiscard).not.toContain(face("drinking-deer"));
    expect(state.groups[0]!.tools.hide).toBe(1);
  });

  it("Ruling: after a failed roll the participants stay locked, the helpers' Help is spent, and the card is used otherwise (another action, a hostile one, or Ignore)", () => {
    // Level I shows no dice: this test gives Salmon run two dice, and groups with nothing but the Dexterity it asks.
    withAction(
      face("salmon-run"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 2;
      },
      () => {
        const state = useStep(newGame(2, "dice"), [face("salmon-run"), face("deadwood")]);
        setMembers(state, 0, [["fisher-1", 0]]);
        setMembers(state, 1, [["youngster-1", 0]]);
        giveTools(state, 0, {});
        giveTools(state, 1, {});
        setDeck(state, 0, [face("clam-bed")]);
        play(state, 0, { type: "act", action: 0 });
        expect(types(state, 0)).toContain("roll");
        expect(types(state, 0)).not.toContain("execute");
        play(state, 1, { type: "help", group: 0 });
        play(state, 0, { type: "roll" });
        expect(state.pending?.dice).toHaveLength(2);
        // The seed rolled faces asking more than a Dexterity of 1.
        expect(state.pending?.dice?.some((face) => Object.keys(face).length > 0)).toBe(true);
        // A locked helper has no move left at all until the action ends.
        expect(legal(state, 1)).toEqual([]);
        expect(refusal(() => applyMove(game, state, 1, { type: "withdraw" }))).toBe("NOT_YOUR_TURN");
        expect(refusal(() => applyMove(game, state, 0, { type: "cancel" }))).toBe("LOCKED");
        expect(types(state, 0)).toContain("fail");
        play(state, 0, { type: "fail" });
        expect(state.groups[1]!.used).toBe(true);
        expect(state.openDiscard).toContain(face("deadwood"));
        expect(state.groups[0]!.failed).toEqual([0]);
        expect(types(state, 0)).toEqual(["ignore"]);
      },
    );
    // Without dice on the card, there is nothing to roll.
    const plain = useStep(newGame(2, "nodice"), [face("deadwood"), null]);
    play(plain, 0, { type: "act", action: 0 });
    expect(types(plain, 0)).not.toContain("roll");
    expect(refusal(() => applyMove(game, plain, 0, { type: "roll" }))).toBe("NOT_POSSIBLE");
  });
});
