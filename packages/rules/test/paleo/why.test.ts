import { describe, expect, it } from "vitest";
import { applyMove, seedRng } from "../../src/engine/index.js";
import { nightWhy } from "../../src/games/paleo/actions.js";
import { startNight } from "../../src/games/paleo/course.js";
import { actionsWhy } from "../../src/games/paleo/options.js";
import { planWhy } from "../../src/games/paleo/plan.js";
import { progress } from "../../src/games/paleo/progress.js";
import { publicView } from "../../src/games/paleo/views.js";
import type { PaleoState } from "../../src/games/paleo/types.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, useStep, withAction } from "./fixtures.js";

/**
 * Issue 34: every action that cannot be done says why. The views carry the reason as data (a
 * kind and its numbers) for each action of a group's card to use, for each action of a card to
 * resolve at Night and for the plan of the action being resolved; the table words it.
 */
function table(revealed: string[], depot: Partial<Record<"food" | "wood" | "stone", number>> = {}): PaleoState {
  const state = useStep(newGame(revealed.length, `why-${revealed.join()}`), revealed, { depot });
  revealed.forEach((_, seat) => {
    setMembers(state, seat, [[["climber-1", "huntress-1", "lookout-1", "runner-1"][seat]!, 0]]);
    giveTools(state, seat, {});
    setDeck(state, seat, [face(["scree-slope", "shallow-ford", "hazel-thicket", "mushroom-glade"][seat]!)]);
  });
  return state;
}

describe("why an action cannot be done (issue 34)", () => {
  it("the skills: what the group shows against what the action needs, alone or even with every group that could help", () => {
    // Wild boar asks Strength 2; the Climber shows 1.
    const alone = table([face("wild-boar"), face("thunderstorm")]);
    expect(actionsWhy(alone, 0)).toEqual([{ kind: "skills", short: [{ skill: "strength", have: 1, need: 2 }], withHelp: false }]);
    // The Lookout could help (Deadwood shows Help) but brings no Strength.
    const helped = table([face("wild-boar"), face("deadwood")]);
    setMembers(helped, 1, [["lookout-1", 0]]);
    expect(actionsWhy(helped, 0)).toEqual([{ kind: "skills", short: [{ skill: "strength", have: 1, need: 2 }], withHelp: true }]);
    // With the Huntress able to help it is open: no reason, and the move is listed.
    const open = table([face("wild-boar"), face("deadwood")]);
    expect(actionsWhy(open, 0)).toEqual([null]);
    expect(legal(open, 0)).toContainEqual({ type: "act", action: 0 });
  });

  it("the costs: cards to discard from one's own deck, the depot, the tools", () => {
    const state = table([face("deadwood"), face("forest-spirits"), face("wolf-pack")], { food: 0 });
    setDeck(state, 0, []);
    // Deadwood: 1 Wood for nothing, or 2 Wood for a card discarded — the deck is empty.
    expect(actionsWhy(state, 0)).toEqual([null, { kind: "discard", need: 1, have: 0 }]);
    // Forest spirits: an offering of 1 Food, and the depot holds none (its hostile wound is open).
    expect(actionsWhy(state, 1)).toEqual([
      { kind: "depot", short: [{ resource: "food", have: 0, need: 1 }], crafting: false },
      null,
    ]);
    // Wolf pack: a Torch token, held by no group.
    expect(actionsWhy(state, 2)).toEqual([{ kind: "tools", tool: "torch", have: 0, need: 1 }, null]);
    // The reasons name exactly the actions the group cannot start.
    for (const seat of [0, 1, 2])
      actionsWhy(state, seat).forEach((why, action) =>
        expect(legal(state, seat).some((m) => m.type === "act" && m.action === action)).toBe(why === null),
      );
  });

  it("a Danger card: a hostile action it cannot carry out in full while another it can, with the reason", () => {
    // Rival hunters: Strength 3, or 2 Food taken (hostile), or 2 wounds (hostile, always in full).
    const state = table([face("rival-hunters"), face("thunderstorm")], { food: 1 });
    expect(actionsWhy(state, 0)).toEqual([
      { kind: "skills", short: [{ skill: "strength", have: 1, need: 3 }], withHelp: false },
      { kind: "dangerInFull", because: { kind: "depot", short: [{ resource: "food", have: 1, need: 2 }], crafting: false } },
      null,
    ]);
  });

  it("taking turns: another group's open action, a Secret played first, a card to place, an action failed after the roll", () => {
    const state = table([face("deadwood"), face("reed-beds"), face("hunting-blind")]);
    play(state, 1, { type: "act", action: 0 });
    expect(actionsWhy(state, 0)).toEqual([
      { kind: "busy", group: 1 },
      { kind: "busy", group: 1 },
    ]);
    // Meanwhile the others may still pledge help: the reason is for starting an action only.
    expect(legal(state, 0)).toContainEqual({ type: "help", group: 1 });
    expect(actionsWhy(state, 2).every((why) => why?.kind === "mustPlace")).toBe(true);
    play(state, 1, { type: "cancel" });
    state.secretToPlay = { group: 1, card: state.groups[1]!.revealed!, carried: [], failed: [] };
    expect(actionsWhy(state, 0)[0]).toEqual({ kind: "secretFirst", group: 1 });
    state.secretToPlay = null;

    const rolled = table([face("salmon-run"), face("thunderstorm")]);
    withAction(
      face("salmon-run"),
      "actions",
      0,
      (action) => {
        action.conditions.dice = 2;
        action.conditions.skills = { dexterity: 6 };
      },
      () => {
        setMembers(rolled, 0, [["runner-1", 0]]);
        giveTools(rolled, 0, { handaxe: 5 });
        play(rolled, 0, { type: "act", action: 0 });
        play(rolled, 0, { type: "roll" });
        expect(planWhy(rolled, rolled.pending!)?.kind).toBe("skills");
        play(rolled, 0, { type: "fail" });
        expect(actionsWhy(rolled, 0)).toEqual([{ kind: "failed" }]);
      },
    );
  });

  it("the plan: a craft the depot cannot pay says so with its numbers (it said only 'cannot be carried out yet')", () => {
    const state = table([face("knapping-circle"), face("thunderstorm")], { wood: 0, stone: 1 });
    play(state, 0, { type: "act", action: 0 });
    expect(planWhy(state, state.pending!)).toBeNull();
    play(state, 0, { type: "craft", idea: "torch" });
    const why = { kind: "depot", short: [{ resource: "wood", have: 0, need: 1 }], crafting: true };
    expect(planWhy(state, state.pending!)).toEqual(why);
    expect(publicView(state).why.plan).toEqual(why);
    expect(refusal(() => applyMove(game, state, 0, { type: "execute" }))).toBe("PLAN_INVALID");
    play(state, 0, { type: "uncraft", index: 0 });
    play(state, 0, { type: "craft", idea: "handaxe" });
    expect(publicView(state).why.plan).toBeNull();
  });

  it("the plan: a tool the acting group does not hold, until a helper who holds it joins", () => {
    const state = table([face("wolf-pack"), face("deadwood")]);
    giveTools(state, 1, { torch: 1 });
    // Open because the helper could pay; the plan names the acting group until it does.
    play(state, 0, { type: "act", action: 0 });
    expect(publicView(state).why.plan).toEqual({ kind: "lacksTool", group: 0, tool: "torch" });
    play(state, 1, { type: "help", group: 0 });
    expect(publicView(state).why.plan).toBeNull();
  });

  it("the views carry every group's reasons and the Night's, the same for every seat", () => {
    const state = table([face("deadwood"), face("forest-spirits")], { food: 0 });
    setDeck(state, 0, []);
    const view = publicView(state);
    expect(view.why.actions).toEqual([actionsWhy(state, 0), actionsWhy(state, 1)]);
    expect(view.why.plan).toBeNull();
    expect(view.why.night).toEqual({});

    // At Night: decks are empty, and a Mission's offering the depot cannot pay says so.
    const night = useStep(newGame(2, "why-night"), [null, null], { depot: { food: 0 } });
    for (const seat of [0, 1]) {
      giveTools(night, seat, {});
      night.hiddenDiscard.push(...night.groups[seat]!.deck.splice(0));
    }
    startNight(night);
    const reasons = nightWhy(night);
    expect(Object.keys(reasons).length).toBeGreaterThan(0);
    expect(publicView(night).why.night).toEqual(reasons);
    for (const [card, whys] of Object.entries(reasons))
      whys.forEach((why, action) =>
        expect(legal(night, 0).some((m) => m.type === "resolve" && m.card === card && m.action === action)).toBe(why === null),
      );
    // The great aurochs asks 1 Food and 1 Hide, or a Skull: the tribe has neither.
    expect(reasons["great-aurochs-1"]?.[0]?.kind).toBe("depot");
  });

  it("over whole seeded games: an action has a reason exactly when the group cannot start it", () => {
    let checked = 0;
    for (const seed of ["why-a", "why-b", "why-c"]) {
      const state = newGame(3, seed);
      for (let move = 0; move < 1500 && state.phase !== "over"; move++) {
        if (state.phase === "day" && state.step === "use")
          for (let seat = 0; seat < 3; seat++) {
            const acts = legal(state, seat).filter((m) => m.type === "act");
            actionsWhy(state, seat).forEach((why, action) => {
              checked++;
              expect(acts.some((m) => m.type === "act" && m.action === action)).toBe(why === null);
            });
          }
        const seat = game.waitingOn(state)[0]!;
        play(state, seat, game.bots.greedy!(state, seat, seedRng(`${seed}:${move}`)));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("a helper chooses which of its Characters takes a wound aimed at it (issue 34)", () => {
  /** Wild boar by group 0 (a red back on top: 1 wound), helped by group 1 and its two Characters. */
  function boar(): PaleoState {
    const state = useStep(newGame(3, "helper-wound"), [face("wild-boar"), face("deadwood"), face("clam-bed")], {
      depot: { food: 0 },
    });
    setMembers(state, 0, [["climber-1", 0]]);
    setMembers(state, 1, [
      ["huntress-1", 0],
      ["scout-1", 0],
    ]);
    setMembers(state, 2, [["lookout-1", 0]]);
    for (const seat of [0, 1, 2]) giveTools(state, seat, {});
    setDeck(state, 0, [face("wolf-pack"), face("salmon-run")]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 1, { type: "help", group: 0 });
    return state;
  }

  it("the helper moves the wound aimed at its group to another of its own Characters, and accepts again", () => {
    const state = boar();
    // The default: the sturdiest participant, the helper's Huntress.
    expect(state.pending!.plan.wounds[0]!.target).toEqual({ group: 1, card: "huntress-1" });
    expect(legal(state, 1).filter((m) => m.type === "woundTo")).toEqual([
      { type: "woundTo", source: 0, group: 1, card: "scout-1" },
    ]);
    play(state, 1, { type: "accept", version: state.pending!.version });
    play(state, 1, { type: "woundTo", source: 0, group: 1, card: "scout-1" });
    expect(state.pending!.plan.wounds[0]!.target).toEqual({ group: 1, card: "scout-1" });
    // A change asks for acceptance again, the helper's own included.
    expect(state.pending!.accepted).toEqual([]);
    expect(game.waitingOn(state)).toEqual([1]);
    play(state, 1, { type: "accept", version: state.pending!.version });
    play(state, 0, { type: "execute" });
    expect(state.groups[1]!.members).toEqual([
      { card: "huntress-1", wounds: 0 },
      { card: "scout-1", wounds: 1 },
    ]);
  });

  it("only its own wounds, only onto its own Characters, and nothing else of the plan", () => {
    const state = boar();
    const before = structuredClone(state.pending);
    // Onto the acting group's Character: refused.
    expect(refusal(() => applyMove(game, state, 1, { type: "woundTo", source: 0, group: 0, card: "climber-1" }))).toBe(
      "NOT_ACTING",
    );
    // Another field of the plan: refused.
    expect(refusal(() => applyMove(game, state, 1, { type: "gainTo", gain: 0, group: 1 }))).toBe("NOT_ACTING");
    // A group that does not help: refused.
    expect(refusal(() => applyMove(game, state, 2, { type: "woundTo", source: 0, group: 2, card: "lookout-1" }))).toBe(
      "NOT_ACTING",
    );
    expect(state.pending).toEqual(before);
    // Once the acting group takes the wound back, the helper has nothing to move.
    play(state, 0, { type: "woundTo", source: 0, group: 0, card: "climber-1" });
    expect(legal(state, 1).some((m) => m.type === "woundTo")).toBe(false);
    expect(refusal(() => applyMove(game, state, 1, { type: "woundTo", source: 0, group: 1, card: "scout-1" }))).toBe(
      "NOT_ACTING",
    );
  });
});

describe("progress for pages outside the table (issue 34)", () => {
  it("the Day, the Skulls and the Frescoes", () => {
    const state = newGame(2, "progress");
    expect(progress(publicView(state))).toEqual({ counts: { day: 1, skulls: 0, frescoes: 0 }, names: {} });
    state.day = 3;
    state.skulls = 2;
    state.frescoes = 1;
    expect(progress(publicView(state))).toEqual({ counts: { day: 3, skulls: 2, frescoes: 1 }, names: {} });
    expect(game.progress).toBe(progress);
  });
});
