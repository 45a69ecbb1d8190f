import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { hiddenFrom, publicView } from "../../src/games/paleo/views.js";
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

describe("rewards", () => {
  it("Ruling: the supply is finite — gain what is left; wound tokens are unlimited", () => {
    // Salmon run gives 3 Food; the supply holds 2.
    const state = useStep(newGame(2, "supply"), [face("salmon-run"), null], { depot: { food: 0 } });
    setMembers(state, 0, [["fisher-1", 0]]);
    setDeck(state, 0, [face("clam-bed")]);
    state.supply.food = 2;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.depot.food).toBe(2);
    expect(state.supply.food).toBe(0);
    // Wounds are never short: a stampede's 3 wounds land even with every other Character wounded.
    const hurt = useStep(newGame(2, "hurt"), [face("stampede"), null]);
    setMembers(hurt, 0, [["bear-wrestler-1", 0]]);
    play(hurt, 0, { type: "act", action: 1 });
    play(hurt, 0, { type: "execute" });
    expect(hurt.groups[0]!.members[0]!.wounds).toBe(3);
  });

  it("a Character drawn face up joins the group with its tool token", () => {
    const state = useStep(newGame(2, "newcomer"), [face("newcomers"), null], { depot: { food: 2 } });
    setMembers(state, 0, [["lookout-1", 0]]);
    giveTools(state, 0, {});
    const top = state.camp.characters[0]!.card;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.members.map((m) => m.card)).toEqual(["lookout-1", top]);
    expect(publicView(state).camp.characters).toBe(state.camp.characters.length);
  });

  it("a Dream is drawn without looking, face down on top of one's own deck", () => {
    const state = useStep(newGame(2, "dream"), [face("campfire-tales"), null]);
    setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
    const dream = state.camp.dreams[0]!.card;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.deck.map((c) => c.card)).toEqual([dream, face("clam-bed")]);
    expect(publicView(state).groups[0]!.deck[0]).toMatchObject({ back: "dream" });
    expect(hiddenFrom(state)).toContain(dream);
    expect(JSON.stringify(publicView(state))).not.toContain(`"${dream}"`);
  });

  it("an Idea goes face up into a free notch with its tokens from the supply; Ruling: when none is free the one the drawing group names, once the new one is seen, leaves for the Graveyard and its recess tokens go back to the supply", () => {
    const state = useStep(newGame(2, "idea"), [face("spark-of-an-idea"), null]);
    setMembers(state, 0, [["toolmaker-1", 0]]);
    setDeck(state, 0, [face("clam-bed")]);
    // Fill the Rack: the Tent (3 tokens) and three Ideas of our choice.
    const ideas = state.camp.ideas.splice(0, 3).map((c) => c.card);
    ideas.forEach((idea, i) => (state.rack.notches[i + 1] = { idea, tokens: 0 }));
    const coming = state.camp.ideas[0]!.card;
    const tents = state.toolSupply.tent ?? 0;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(legal(state, 0)).toContainEqual({ type: "ideaOut", notch: 0 });
    play(state, 0, { type: "ideaOut", notch: 0 });
    expect(state.graveyard).toContain("hide-tent-1");
    expect(state.toolSupply.tent).toBe(tents + 3);
    expect(state.rack.notches[0]!.idea).toBe(coming);
  });

  it("Ruling: a Secret's action that failed after a roll is not tried again: the Secret is used otherwise", () => {
    // No Secret of ours shows dice: this test gives Painted bones' Fresco two dice.
    withAction(
      face("bone-painting"),
      "actions",
      0,
      (a) => {
        a.conditions.dice = 2;
      },
      () => {
        const state = useStep(newGame(3, "secret-dice"), [face("old-hunting-camp"), face("deadwood"), face("clam-bed")]);
        setMembers(state, 0, [["elder-1", 0]]);
        setMembers(state, 1, [["lookout-1", 0]]);
        setDeck(state, 0, [face("salmon-run"), face("reed-beds"), face("lakeside"), face("clam-bed")]);
        play(state, 0, { type: "act", action: 0 });
        play(state, 1, { type: "help", group: 0 });
        play(state, 1, { type: "accept", version: state.pending!.version });
        play(state, 0, { type: "execute" });
        expect(state.secretToPlay?.card).toBe("bone-painting-1");
        state.depot.stone = 1;
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "roll" });
        expect(types(state, 0)).toContain("fail");
        play(state, 0, { type: "fail" });
        expect(state.secretToPlay?.failed).toEqual([0]);
        // Rolling again until the dice agree is not a way to play it.
        expect(legal(state, 0)).not.toContainEqual({ type: "act", action: 0 });
        expect(refusal(() => applyMove(game, state, 0, { type: "act", action: 0 }))).toBe("NO_SUCH_ACTION");
        expect(legal(state, 0)).toContainEqual({ type: "act", action: 1 });
      },
    );
  });

  it("Ruling: Secret N is played at once, before anything else, its fetchers helping; already taken → nothing", () => {
    // An old hunting camp (Perception 2, discard 1) turns Secret 1 up.
    const state = useStep(newGame(3, "secret"), [face("old-hunting-camp"), face("deadwood"), face("clam-bed")]);
    setMembers(state, 0, [["elder-1", 0]]);
    setMembers(state, 1, [["lookout-1", 0]]);
    setDeck(state, 0, [face("salmon-run"), face("reed-beds"), face("lakeside")]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 1, { type: "help", group: 0 });
    play(state, 1, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.secretToPlay).toEqual({ group: 0, card: "bone-painting-1", carried: [1], failed: [] });
    expect(state.secretStack.map((s) => s.number)).toEqual([2]);
    // Nobody else acts before it is played.
    expect(legal(state, 2)).toEqual([]);
    expect(refusal(() => applyMove(game, state, 2, { type: "act", action: 0 }))).toBe("NOT_YOUR_TURN");
    expect(game.waitingOn(state)).toEqual([0]);
    // Its first action: Perception 2, discard 2, 1 Stone, the card destroyed → Fresco; the fetcher's helper helps for free.
    state.depot.stone = 1;
    state.supply.stone--;
    play(state, 0, { type: "act", action: 0 });
    expect(state.pending!.helpers).toEqual([{ seat: 1, free: true }]);
    play(state, 1, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.frescoes).toBe(1);
    expect(state.graveyard).toContain("bone-painting-1");
    expect(state.secretToPlay).toBeNull();
    // Fetched again: it is no longer in the stack, nothing happens.
    const again = useStep(newGame(2, "again"), [face("old-hunting-camp"), null]);
    setMembers(again, 0, [["elder-1", 0]]);
    again.secretStack = again.secretStack.filter((s) => s.number !== 1);
    play(again, 0, { type: "act", action: 0 });
    play(again, 0, { type: "execute" });
    expect(again.secretToPlay).toBeNull();
    // A Secret whose action does not destroy it goes to the open discard, so into the decks at Night.
    const smoke = useStep(newGame(2, "smoke"), [face("distant-smoke"), null], { depot: { food: 2 } });
    setMembers(smoke, 0, [["scout-1", 0]]);
    setDeck(smoke, 0, [face("reed-beds")]);
    play(smoke, 0, { type: "act", action: 0 });
    play(smoke, 0, { type: "execute" });
    expect(smoke.secretToPlay?.card).toBe("smoke-over-the-ridge-1");
    play(smoke, 0, { type: "act", action: 1 });
    play(smoke, 0, { type: "execute" });
    expect(smoke.depot.food).toBe(0);
    expect(smoke.openDiscard).toContain("smoke-over-the-ridge-1");
  });

  it("Ruling: the same idea may be crafted more than once; a discarded tool whose idea is on the Rack returns to that Rack space", () => {
    // Knapping circle: craft 2 — two Torches (1 Wood each).
    const state = useStep(newGame(2, "craft"), [face("knapping-circle"), null], { depot: { wood: 2 } });
    giveTools(state, 0, {});
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "craft", idea: "torch" });
    play(state, 0, { type: "craft", idea: "torch" });
    expect(types(state, 0)).not.toContain("craft");
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.tools.torch).toBe(2);
    expect(state.rack.basics.torch).toBe(3);
    expect(state.depot.wood).toBe(0);
    // The Tent comes from its Idea's recess and goes back there when struck, to be crafted again.
    // (The Tent: 2 Wood and 1 Stone, Dexterity 1.)
    const tent = useStep(newGame(2, "tent"), [face("knapping-circle"), null], { depot: { wood: 2, stone: 1 } });
    setMembers(tent, 0, [["toolmaker-1", 0]]);
    giveTools(tent, 0, {});
    play(tent, 0, { type: "act", action: 0 });
    play(tent, 0, { type: "craft", idea: 0 });
    play(tent, 0, { type: "execute" });
    expect(tent.rack.notches[0]).toEqual({ idea: "hide-tent-1", tokens: 2 });
    expect(tent.groups[0]!.tools).toEqual({ tent: 1 });
    useStep(tent, [face("blizzard"), null]);
    play(tent, 0, { type: "act", action: 0 });
    play(tent, 0, { type: "execute" });
    expect(tent.groups[0]!.tools).toEqual({});
    expect(tent.rack.notches[0]).toEqual({ idea: "hide-tent-1", tokens: 3 });
  });

  it("crafting pays each idea's costs and conditions like an action; a craft the depot cannot pay is no plan", () => {
    const state = useStep(newGame(2, "craft2"), [face("knapping-circle"), null], { depot: { wood: 1, stone: 0 } });
    giveTools(state, 0, {});
    setMembers(state, 0, [["youngster-1", 0]]);
    play(state, 0, { type: "act", action: 0 });
    // The Tent asks Dexterity 1: not this group.
    play(state, 0, { type: "craft", idea: 0 });
    expect(types(state, 0)).not.toContain("execute");
    play(state, 0, { type: "uncraft", index: 0 });
    play(state, 0, { type: "craft", idea: "spear" });
    expect(types(state, 0)).not.toContain("execute");
    play(state, 0, { type: "uncraft", index: 0 });
    play(state, 0, { type: "craft", idea: "torch" });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.tools).toEqual({ torch: 1 });
  });

  it("Fresco, Skull and removing a Skull move the Night board; healing removes placed wounds, split as one likes", () => {
    const state = useStep(newGame(2, "heal"), [face("rock-shelter"), null]);
    setMembers(state, 0, [
      ["bear-wrestler-1", 1],
      ["strongarm-1", 2],
    ]);
    setDeck(state, 0, [face("clam-bed")]);
    play(state, 0, { type: "act", action: 0 });
    expect(state.pending!.plan.heals).toEqual([
      { group: 0, card: "strongarm-1" },
      { group: 0, card: "bear-wrestler-1" },
    ]);
    play(state, 0, { type: "healTo", unit: 1, group: 0, card: "strongarm-1" });
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.members.map((m) => m.wounds)).toEqual([1, 0]);
    // A tale for the long night: Perception 2, discard 2, 2 Food and 1 Wood, told once (destroyed) → a Skull removed.
    const tale = useStep(newGame(2, "tale"), [face("long-night-tale"), null], { depot: { food: 2, wood: 1 } });
    setMembers(tale, 0, [["lookout-1", 0]]);
    setDeck(tale, 0, [face("clam-bed"), face("reed-beds")]);
    tale.skulls = 2;
    play(tale, 0, { type: "act", action: 0 });
    play(tale, 0, { type: "execute" });
    expect(tale.skulls).toBe(1);
    expect(tale.graveyard).toContain(face("long-night-tale"));
  });

  it("Ruling: destroying a Character is handled like a death (wounds back, a Skull, a group left empty draws a replacement)", () => {
    withAction(
      face("deadwood"),
      "actions",
      0,
      (a) => a.rewards.push({ kind: "destroyCharacter" }),
      () => {
        const state = useStep(newGame(2, "destroy"), [face("deadwood"), null]);
        setMembers(state, 0, [["strongarm-1", 2]]);
        play(state, 0, { type: "act", action: 0 });
        expect(state.pending!.plan.destroy).toEqual({ group: 0, card: "strongarm-1" });
        play(state, 0, { type: "execute" });
        expect(state.graveyard).toContain("strongarm-1");
        expect(state.skulls).toBe(1);
        expect(state.groups[0]!.members).toHaveLength(1);
        expect(state.groups[0]!.members[0]!.wounds).toBe(0);
      },
    );
  });

  it("ignoring a Danger card as a reward discards one's revealed Danger card with no effect", () => {
    withAction(
      face("hunting-blind"),
      "extraActions",
      0,
      (a) => a.rewards.push({ kind: "ignoreDanger" }),
      () => {
        const state = useStep(newGame(2, "ignore"), [face("cave-lion"), null]);
        setMembers(state, 0, [["lookout-1", 0]]);
        takeOut(state, face("hunting-blind"));
        state.groups[0]!.attached.push(face("hunting-blind"));
        setDeck(state, 0, [face("clam-bed"), face("reed-beds")]);
        play(state, 0, { type: "extra", card: face("hunting-blind"), action: 0 });
        play(state, 0, { type: "execute" });
        expect(state.groups[0]!.used).toBe(true);
        expect(state.openDiscard).toContain(face("cave-lion"));
        expect(state.groups[0]!.members[0]!.wounds).toBe(0);
      },
    );
  });
});
