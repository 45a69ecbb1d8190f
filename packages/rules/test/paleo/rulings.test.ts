import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { cardOf } from "../../src/games/paleo/catalog.js";
import { refusal } from "../refusal.js";
import {
  face,
  game,
  giveTools,
  legal,
  newGame,
  play,
  setDeck,
  setMembers,
  takeOut,
  types,
  useStep,
  withAction,
} from "./fixtures.js";

/**
 * The parts of the digest's **Ruling** lines that no other test pinned (audit in RULINGS.md).
 * Each test builds its state by hand and asserts rule-level facts, never a tuned content figure.
 */
describe("rulings the other files left open", () => {
  it("Ruling: the turn ends only when every awake group has used its card and played the Secret it had to play", () => {
    // An old hunting camp (Perception 2, discard 1) turns Secret 1 up; group 1 has no card this turn.
    const state = useStep(newGame(2, "secret-holds-turn"), [face("old-hunting-camp"), null]);
    setMembers(state, 0, [["elder-1", 0]]);
    setDeck(state, 0, [face("salmon-run"), face("reed-beds"), face("lakeside")]);
    const turn = state.turn;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    // Its revealed card is used, but the Secret is still to play: the turn waits for it.
    expect(state.groups[0]!.used).toBe(true);
    expect(state.secretToPlay?.group).toBe(0);
    expect(state.step).toBe("use");
    expect(state.turn).toBe(turn);
    expect(game.waitingOn(state)).toEqual([0]);
    play(state, 0, { type: "ignore" });
    expect(state.step).toBe("choose");
    expect(state.turn).toBe(turn + 1);
  });

  it("Ruling: a Danger card has a Help or an Ignore option when one is printed on it", () => {
    const lion = cardOf(face("cave-lion"));
    lion.helpOption = true;
    lion.ignorable = true;
    try {
      // Group 1 hunts a wild boar (Strength 2); group 0 holds a Danger card that prints Help.
      const state = useStep(newGame(2, "printed-help"), [face("cave-lion"), face("wild-boar")]);
      setMembers(state, 1, [["bear-wrestler-1", 0]]);
      setDeck(state, 1, [face("salmon-run")]);
      expect(types(state, 0)).toContain("ignore");
      play(state, 1, { type: "act", action: 0 });
      expect(legal(state, 0)).toContainEqual({ type: "help", group: 1 });
    } finally {
      delete lion.helpOption;
      delete lion.ignorable;
    }
  });

  it("Ruling: conditions are checked once — the Character who brought the only skill the action asks may die paying its costs, and the action still gives its reward", () => {
    // Salmon run asks Dexterity 1 and a discard; the fisher (the only Dexterity) has full hearts and
    // takes the wound of the red back discarded.
    const state = useStep(newGame(2, "checked-once"), [face("salmon-run"), null], { depot: { food: 0 } });
    setMembers(state, 0, [
      ["fisher-1", 3],
      ["youngster-1", 0],
    ]);
    giveTools(state, 0, {});
    setDeck(state, 0, [face("wolf-pack"), face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "woundTo", source: 0, group: 0, card: "fisher-1" });
    play(state, 0, { type: "execute" });
    expect(state.graveyard).toContain("fisher-1");
    expect(state.groups[0]!.members.map((m) => m.card)).toEqual(["youngster-1"]);
    expect(state.depot.food).toBeGreaterThan(0);
    expect(state.openDiscard).toContain(face("salmon-run"));
  });

  it("Ruling: after a failed roll on a Danger card, nothing is paid and the card is used otherwise — another printed action, hostile included — never ignored", () => {
    // The cave lion's hunt (Strength 3, discard 1), given a die here: the roll asks more than the group has.
    withAction(
      face("cave-lion"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 1;
      },
      () => {
        const state = useStep(newGame(2, "danger-roll"), [face("cave-lion"), null], { depot: { food: 0 } });
        setMembers(state, 0, [
          ["bear-wrestler-1", 0],
          ["climber-1", 0],
        ]);
        giveTools(state, 0, {});
        setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "roll" });
        // Whatever the die showed, the table now asks 2 more Strength (hand-set).
        state.pending!.dice = [{ strength: 2 }];
        play(state, 0, { type: "fail" });
        // Nothing paid: the deck keeps its cards; the lion is still the card to use.
        expect(state.groups[0]!.deck.map((c) => c.card)).toEqual([face("salmon-run"), face("clam-bed")]);
        expect(state.groups[0]!.revealed).toBe(face("cave-lion"));
        expect(state.groups[0]!.used).toBe(false);
        expect(legal(state, 0).filter((m) => m.type === "act")).toEqual([{ type: "act", action: 1 }]);
        expect(types(state, 0)).not.toContain("ignore");
        expect(refusal(() => applyMove(game, state, 0, { type: "ignore" }))).toBe("NOT_IGNORABLE");
      },
    );
  });

  it("Ruling: the supply is finite for tools and Characters too — none left, none gained, and the action still goes", () => {
    // Wild boar (Strength 2, discard 1) brings Food and a Hide; no Hide is left in the supply.
    const state = useStep(newGame(2, "no-hide"), [face("wild-boar"), null], { depot: { food: 0 } });
    setMembers(state, 0, [["bear-wrestler-1", 0]]);
    giveTools(state, 0, {});
    setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
    delete state.toolSupply.hide;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.tools.hide).toBeUndefined();
    expect(state.toolSupply.hide).toBeUndefined();
    expect(state.depot.food).toBeGreaterThan(0);
    // Newcomers (Perception 1, discard 1, 2 Food) with the Characters deck empty: no Character comes.
    const empty = useStep(newGame(2, "no-newcomer"), [face("newcomers"), null], { depot: { food: 2 } });
    setMembers(empty, 0, [["lookout-1", 0]]);
    setDeck(empty, 0, [face("clam-bed")]);
    empty.camp.characters = [];
    play(empty, 0, { type: "act", action: 0 });
    play(empty, 0, { type: "execute" });
    expect(empty.groups[0]!.members.map((m) => m.card)).toEqual(["lookout-1"]);
    expect(empty.depot.food).toBe(0);
  });

  it("Ruling: extra actions of a card in a board slot are for awake groups only; others join them by help", () => {
    // A hunting blind in a board slot, its watch made free of any discard for this test: an asleep
    // group's empty deck would otherwise hide the rule.
    withAction(
      face("hunting-blind"),
      "extraActions",
      0,
      (a) => {
        a.costs.discard = 0;
      },
      () => {
        const state = useStep(newGame(3, "board-extra"), [face("deadwood"), null, face("clam-bed")]);
        takeOut(state, face("hunting-blind"));
        state.board.push(face("hunting-blind"));
        for (const seat of [0, 1, 2]) setMembers(state, seat, [[["lookout-1", "tracker-1", "scout-1"][seat]!, 0]]);
        setDeck(state, 1, []);
        state.groups[1]!.asleep = true;
        const blind = { type: "extra", card: face("hunting-blind"), action: 0 } as const;
        expect(legal(state, 0)).toContainEqual(blind);
        expect(legal(state, 1)).not.toContainEqual(blind);
        expect(refusal(() => applyMove(game, state, 1, blind))).toBe("NOT_YOUR_TURN");
        play(state, 0, blind);
        expect(legal(state, 2)).toContainEqual({ type: "help", group: 0 });
        expect(legal(state, 1)).not.toContainEqual({ type: "help", group: 0 });
      },
    );
  });
});
