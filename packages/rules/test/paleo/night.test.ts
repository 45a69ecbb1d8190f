import { describe, expect, it } from "vitest";
import { applyMove } from "../../src/engine/index.js";
import { cardOf } from "../../src/games/paleo/catalog.js";
import { couldPerform, requestsMet } from "../../src/games/paleo/conditions.js";
import { startNight } from "../../src/games/paleo/course.js";
import type { PaleoState } from "../../src/games/paleo/types.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, takeOut, useStep, withAction } from "./fixtures.js";

const AUROCHS = "great-aurochs-1";
const BEYOND = "beyond-the-mountains-1";

/** Every seat accepts the proposal on the table. */
function allAccept(state: PaleoState): void {
  const version = state.pending!.version;
  for (const seat of state.groups.keys())
    if (state.pending && !state.pending.accepted.includes(seat)) play(state, seat, { type: "accept", version });
}

/** A Night with these Characters, Food in the depot, and nothing in the decks. */
function night(members: [string, number][][], food: number): PaleoState {
  const state = useStep(
    newGame(members.length, "night"),
    members.map(() => null),
    { depot: { food } },
  );
  members.forEach((list, seat) => {
    setMembers(state, seat, list);
    giveTools(state, seat, {});
    state.hiddenDiscard.push(...state.groups[seat]!.deck.splice(0));
  });
  startNight(state);
  return state;
}

describe("the Night", () => {
  it("feeding: 1 Food per Character as far as it goes; each unfed one is a Skull and stays, starving (6 Characters, 4 Food → 2 Skulls)", () => {
    const state = night(
      [
        [
          ["lookout-1", 0],
          ["giant-1", 0],
          ["elder-1", 0],
        ],
        [
          ["fisher-1", 0],
          ["scout-1", 0],
          ["runner-1", 0],
        ],
      ],
      4,
    );
    expect(state.depot.food).toBe(0);
    expect(state.skulls).toBe(2);
    expect(state.groups.map((g) => g.members.length)).toEqual([3, 3]);
    expect(state.log.find((e) => e.kind === "feed")).toEqual({ kind: "feed", fed: 4, starving: 2 });
  });

  it("Ruling: feeding is one action for the win/loss check", () => {
    const state = night(
      [
        [
          ["lookout-1", 0],
          ["giant-1", 0],
        ],
        [["fisher-1", 0]],
      ],
      0,
    );
    expect(state.phase).toBe("night");
    const doomed = useStep(newGame(2, "starve"), [null, null], { depot: { food: 0 } });
    doomed.skulls = 3;
    startNight(doomed);
    expect(doomed.phase).toBe("over");
    expect(doomed.won).toBe(false);
    expect(doomed.skulls).toBe(5);
  });

  it("Ruling: Missions in any order, all before night cards; any seat proposes, it executes when every seat has accepted, a new proposal replaces the pending one", () => {
    const state = night([[["lookout-1", 0]], [["giant-1", 0]]], 5);
    giveTools(state, 1, { hide: 1 });
    // Group 0 proposes the Aurochs' offering (1 Food and a Hide, paid by group 1's Hide), and accepts its own plan.
    expect(legal(state, 0)).toContainEqual({ type: "resolve", card: AUROCHS, action: 0 });
    play(state, 0, { type: "resolve", card: AUROCHS, action: 0 });
    expect(state.pending!.plan.tools).toEqual([{ tool: "hide", from: 1 }]);
    expect(state.pending!.accepted).toEqual([0]);
    // Group 1 would rather resolve the other Mission first: its proposal replaces the first.
    play(state, 1, { type: "resolve", card: BEYOND, action: 1 });
    expect(state.pending!.card).toBe(BEYOND);
    expect(state.pending!.accepted).toEqual([1]);
    allAccept(state);
    expect(state.skulls).toBe(1);
    expect(state.night!.todo.map((t) => t.card)).toEqual([AUROCHS]);
    play(state, 1, { type: "resolve", card: AUROCHS, action: 0 });
    // Any seat edits the proposal at Night (who pays the Hide); each edit asks for acceptance again.
    giveTools(state, 0, { hide: 1 });
    play(state, 0, { type: "toolFrom", cost: 0, group: 0 });
    expect(state.pending!.accepted).toEqual([]);
    expect(refusal(() => applyMove(game, state, 0, { type: "payWith", unit: 0, resource: "wood" }))).toBe("BAD_TARGET");
    allAccept(state);
    expect(state.groups[0]!.tools).toEqual({});
    expect(state.groups[1]!.tools).toEqual({ hide: 1 });
    // Both Missions resolved, no night card in play: a new Day.
    expect(state.phase).toBe("day");
    expect(state.day).toBe(2);
  });

  it("a Mission is never ignored: its hostile action when nothing else can be paid", () => {
    const state = night([[["lookout-1", 0]], [["giant-1", 0]]], 1);
    expect(legal(state, 0).filter((m) => m.type === "resolve")).toEqual([
      { type: "resolve", card: AUROCHS, action: 1 },
      { type: "resolve", card: BEYOND, action: 1 },
    ]);
  });

  it("Ruling: decks are empty at Night, so a 'discard N cards' cost is impossible then", () => {
    const state = night([[["lookout-1", 0]], [["giant-1", 0]]], 5);
    const withDiscard = cardOf(face("deadwood")).actions[1]!;
    expect(withDiscard.costs.discard).toBe(1);
    expect(couldPerform(state, 0, withDiscard, [1], true)).toBe(false);
  });

  it("Ruling: a Dream gained at Night goes on top of that group's deck after the deal", () => {
    withAction(
      AUROCHS,
      "night",
      0,
      (a) => a.rewards.push({ kind: "dream", count: 1 }),
      () => {
        const state = night([[["lookout-1", 0]], [["giant-1", 0]]], 5);
        giveTools(state, 0, { hide: 1 });
        const dream = state.camp.dreams[0]!.card;
        play(state, 1, { type: "resolve", card: AUROCHS, action: 0 });
        play(state, 1, { type: "gainTo", gain: 0, group: 0 });
        allAccept(state);
        expect(state.groups[0]!.incoming.map((c) => c.card)).toEqual([dream]);
        play(state, 0, { type: "resolve", card: BEYOND, action: 1 });
        allAccept(state);
        expect(state.phase).toBe("day");
        expect(state.groups[0]!.deck[0]!.card).toBe(dream);
        expect(state.groups[0]!.incoming).toEqual([]);
      },
    );
  });

  it("night cards (☾) of the groups come after the Missions; placed cards that leave at Night go to the open discard before the shuffle", () => {
    const blind = cardOf(face("hunting-blind"));
    blind.night.push(
      {
        conditions: { skills: {}, dice: 0, requests: [], needsHelp: false },
        costs: { discard: 0, resources: [["food"]], tools: [], destroyCard: false, fromCard: [] },
        rewards: [],
        hostile: false,
      },
      {
        conditions: { skills: {}, dice: 0, requests: [], needsHelp: false },
        costs: { discard: 0, resources: [], tools: [], destroyCard: false, fromCard: [] },
        rewards: [{ kind: "skull", count: 1 }],
        hostile: true,
      },
    );
    try {
      const state = useStep(newGame(2, "cards"), [null, null], { depot: { food: 9 } });
      takeOut(state, face("hunting-blind"));
      state.groups[1]!.attached.push(face("hunting-blind"));
      for (const group of state.groups) state.hiddenDiscard.push(...group.deck.splice(0));
      startNight(state);
      expect(legal(state, 0).some((m) => m.type === "resolve" && m.card === face("hunting-blind"))).toBe(false);
      for (const card of [AUROCHS, BEYOND]) {
        play(state, 0, { type: "resolve", card, action: 1 });
        allAccept(state);
      }
      expect(state.night!.step).toBe("cards");
      expect(legal(state, 0)).toContainEqual({ type: "resolve", card: face("hunting-blind"), action: 0 });
      play(state, 0, { type: "resolve", card: face("hunting-blind"), action: 0 });
      allAccept(state);
      expect(state.phase).toBe("day");
      expect(state.groups[1]!.attached).toEqual([]);
      const dealt = state.groups.flatMap((g) => g.deck.map((c) => c.card));
      expect(dealt).toContain(face("hunting-blind"));
    } finally {
      blind.night.splice(0);
    }
  });

  it("the new Day: both discards shuffled face down and dealt round-robin from the next seat, every card under a new id", () => {
    const state = night([[["lookout-1", 0]], [["giant-1", 0]], [["elder-1", 0]]], 9);
    state.openDiscard.push(...state.hiddenDiscard.splice(0, 10).map((c) => c.card));
    const before = new Set(state.hiddenDiscard.map((c) => c.id));
    const cards = state.openDiscard.length + state.hiddenDiscard.length;
    for (const card of [AUROCHS, BEYOND]) {
      play(state, 0, { type: "resolve", card, action: 1 });
      allAccept(state);
    }
    expect(state.deals).toBe(2);
    const counts = state.groups.map((g) => g.deck.length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cards);
    // Seat 1 starts this deal: it gets the extra card when the count does not divide.
    expect(counts[1]).toBeGreaterThanOrEqual(counts[0]!);
    expect(state.openDiscard).toEqual([]);
    expect(state.hiddenDiscard).toEqual([]);
    expect(state.groups.flatMap((g) => g.deck).some((c) => before.has(c.id))).toBe(false);
  });

  it("a way for a small tribe only (fewCharacters): the winter fire's 3 Wood is open to 6 Characters, not to 8, who need the great fire's 5", () => {
    const state = useStep(newGame(4, "small-camp", { level: "II" }), [null, null, null, null], {
      depot: { food: 0, wood: 5, stone: 0 },
    });
    for (const seat of [0, 1, 2, 3]) giveTools(state, seat, {});
    const fire = cardOf(state.missions.find((m) => cardOf(m).key === "winter-fire")!).night;
    const small = fire.find((a) => a.costs.tools.length === 0 && a.conditions.requests.some((r) => r.kind === "fewCharacters"))!;
    const great = fire.find((a) => !a.hostile && a.costs.tools.length === 0 && a.conditions.requests.length === 0)!;
    expect(small.costs.resources).toHaveLength(3);
    expect(great.costs.resources).toHaveLength(5);
    expect(state.groups.reduce((sum, g) => sum + g.members.length, 0)).toBe(8);
    expect(couldPerform(state, 0, small, [1, 2, 3], true)).toBe(false);
    expect(couldPerform(state, 0, great, [1, 2, 3], true)).toBe(true);
    for (const seat of [2, 3]) setMembers(state, seat, [[state.groups[seat]!.members[0]!.card, 0]]);
    expect(couldPerform(state, 0, small, [1, 2, 3], true)).toBe(true);
  });

  it("ways by the number of groups (groups, fewGroups): the gathering's small camp of 2 groups gives two resources more at Night, and only 3 groups or more may host it by day", () => {
    const ways = (seats: number) => {
      const state = useStep(newGame(seats, `gathering-${seats}`, { level: "VII" }), Array(seats).fill(null), {
        depot: { food: 6, wood: 6, stone: 6 },
      });
      const mission = cardOf(state.missions.find((m) => cardOf(m).key === "gathering-of-the-tribes")!);
      const others = Array.from({ length: seats - 1 }, (_, k) => k + 1);
      const open = mission.night.filter((a) => !a.hostile && couldPerform(state, 0, a, others, true));
      return { open: open.map((a) => a.costs.resources.length), state, others, hostAction: mission.helpCardActions[0]! };
    };
    // 2 groups: only the small camp's six units (the ten-Character dance is out of reach).
    expect(ways(2).open).toEqual([6]);
    expect(ways(3).open).toEqual([4]);
    expect(ways(4).open).toEqual([4]);
    // Hosting asks 7 Characters too (its requests; its skills are the cards'): 3 groups of 2 fall short until one
    // more joins; 2 groups never may, even with 7.
    const grow = (w: ReturnType<typeof ways>, n: number) => {
      const joining = w.state.camp.characters.slice(0, n).map((c): [string, number] => [c.card, 0]);
      setMembers(w.state, 0, [...w.state.groups[0]!.members.map((m): [string, number] => [m.card, 0]), ...joining]);
      expect(w.state.groups.reduce((sum, g) => sum + g.members.length, 0)).toBe(7);
      return requestsMet(w.state, w.hostAction, [0, ...w.others]);
    };
    const three = ways(3);
    expect(requestsMet(three.state, three.hostAction, [0, ...three.others])).toBe(false);
    expect(grow(three, 1)).toBe(true);
    expect(grow(ways(2), 3)).toBe(false);
  });
});

describe("the end", () => {
  it("Ruling: a 5th Skull mid-action lets the action finish; then 5 Frescoes win, else the tribe loses — a Skull removed later in it does not save it", () => {
    withAction(
      face("deadwood"),
      "actions",
      0,
      (a) => a.rewards.push({ kind: "skull", count: 1 }, { kind: "removeSkull", count: 1 }),
      () => {
        const state = useStep(newGame(2, "doom"), [face("deadwood"), face("clam-bed")]);
        state.skulls = 4;
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "execute" });
        expect(state.skulls).toBe(4);
        expect(state.phase).toBe("over");
        expect(game.outcome(state)).toMatchObject({ winners: [], reason: "FIVE_SKULLS" });
        expect(refusal(() => applyMove(game, state, 1, { type: "ignore" }))).toBe("GAME_OVER");
      },
    );
    withAction(
      face("deadwood"),
      "actions",
      0,
      (a) => a.rewards.push({ kind: "skull", count: 1 }, { kind: "fresco", count: 1 }),
      () => {
        const state = useStep(newGame(2, "both"), [face("deadwood"), null]);
        state.skulls = 4;
        state.frescoes = 4;
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "execute" });
        expect(game.outcome(state)).toMatchObject({ winners: [0, 1], reason: "FIVE_FRESCOES" });
      },
    );
  });

  it("a Secret turned up by the action that brings the 5th Skull is never played: it lies face up in the open discard, no card lost", () => {
    withAction(
      face("old-hunting-camp"),
      "actions",
      0,
      (a) => a.rewards.unshift({ kind: "skull", count: 1 }),
      () => {
        // An old hunting camp (Perception 2), here with a Skull before its Secret 1.
        const state = useStep(newGame(2, "doomed-secret"), [face("old-hunting-camp"), null]);
        setMembers(state, 0, [["elder-1", 0]]);
        setDeck(state, 0, [face("salmon-run"), face("reed-beds")]);
        state.skulls = 4;
        play(state, 0, { type: "act", action: 0 });
        play(state, 0, { type: "execute" });
        expect(state.phase).toBe("over");
        expect(game.outcome(state)).toMatchObject({ winners: [], reason: "FIVE_SKULLS" });
        expect(state.secretToPlay).toBeNull();
        expect(state.secretStack.map((s) => s.number)).toEqual([2]);
        expect(state.openDiscard).toContain("bone-painting-1");
      },
    );
  });

  it("the 5th Fresco wins at once, whatever is left to do", () => {
    const state = useStep(newGame(2, "win"), [face("painted-wall"), face("clam-bed")], { depot: { food: 1, stone: 2 } });
    setMembers(state, 0, [
      ["lookout-1", 0],
      ["toolmaker-1", 0],
    ]);
    giveTools(state, 0, { torch: 1 });
    state.frescoes = 4;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.phase).toBe("over");
    expect(state.won).toBe(true);
    expect(game.waitingOn(state)).toEqual([]);
    expect(game.activeSeats(state)).toEqual([]);
  });
});
