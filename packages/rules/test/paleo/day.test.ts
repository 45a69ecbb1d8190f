import { describe, expect, it } from "vitest";
import { applyMove, createGame } from "../../src/engine/index.js";
import { cardOf, faceIdsOf, moduleOf } from "../../src/games/paleo/catalog.js";
import { startDay } from "../../src/games/paleo/course.js";
import { STARTING_FOOD } from "../../src/games/paleo/setup.js";
import { deal } from "../../src/games/paleo/night.js";
import { LEVELS } from "../../src/games/paleo/types.js";
import { publicView } from "../../src/games/paleo/views.js";
import { refusal } from "../refusal.js";
import { allCards, cardsOfGame, content, face, game, legal, newGame, play, setDeck, types, useStep } from "./fixtures.js";

describe("set-up (level I)", () => {
  it("deals the 32 base cards with A's 8 and B's 9 (49), two Characters per group with their tools, 5 Food, Missions, Secrets 1 and 2, the Tent on the Rack", () => {
    const state = newGame(3);
    expect(state.groups.map((g) => g.deck.length)).toEqual([17, 16, 16]);
    expect(state.groups.every((g) => g.members.length === 2)).toBe(true);
    for (const [seat, group] of state.groups.entries())
      for (const m of group.members) {
        const tool = content.characters.find((c) => m.card.startsWith(c.key))!.character!.tool;
        if (tool) expect(group.tools[tool], `seat ${seat} ${m.card}`).toBeGreaterThanOrEqual(1);
      }
    expect(state.depot).toEqual({ food: 5, wood: 0, stone: 0 });
    expect(state.missions).toEqual([...faceIdsOf(moduleOf("A").mission), ...faceIdsOf(moduleOf("B").mission)]);
    expect(state.secretStack.map((s) => s.number)).toEqual([1, 2]);
    expect(state.rack.basics).toEqual({ torch: 5, handaxe: 5, spear: 5 });
    expect(state.rack.notches).toEqual([{ idea: "hide-tent-1", tokens: 3 }, null, null, null]);
    expect(state.skulls).toBe(0);
    expect(state.frescoes).toBe(0);
    expect(allCards(state).sort()).toEqual(cardsOfGame(state).sort());
    expect(state.phase).toBe("day");
    expect(state.step).toBe("choose");
  });

  it("Ruling: 2–4 groups (a person may hold several seats, several people one seat: the seat plays)", () => {
    for (const seats of [2, 3, 4]) expect(newGame(seats).groups).toHaveLength(seats);
    expect(refusal(() => createGame(game, { seats: 1, options: {}, seed: "x" }))).toBe("BAD_SEAT_COUNT");
    expect(refusal(() => createGame(game, { seats: 5, options: {}, seed: "x" }))).toBe("BAD_SEAT_COUNT");
  });

  it("Ruling: levels and custom sets of 2 or more modules; dice are rolled only when a card shows them (none at level I)", () => {
    expect(newGame(2, "a", { level: "I" }).modules).toEqual(["A", "B"]);
    const custom = newGame(2, "a", { modules: ["B", "A"] });
    expect(custom.modules).toEqual(["A", "B"]);
    expect(custom.level).toBeNull();
    expect(refusal(() => newGame(2, "a", { modules: ["A"] }))).toBe("BAD_OPTIONS");
    expect(refusal(() => newGame(2, "a", { modules: ["A", "Z" as "C"] }))).toBe("BAD_OPTIONS");
    // Every level the content defines is offered; one whose modules are not built yet is refused.
    for (const level of LEVELS) {
      const built = content.levels.some((l) => l.id === level);
      if (built) expect(newGame(2, "a", { level }).level).toBe(level);
      else expect(refusal(() => newGame(2, "a", { level }))).toBe("BAD_OPTIONS");
    }
    const levelOne = [
      ...content.base,
      ...moduleOf("A").deck,
      ...moduleOf("B").deck,
      moduleOf("A").mission,
      moduleOf("B").mission,
    ];
    for (const card of levelOne)
      for (const list of ["actions", "extraActions", "helpCardActions", "night"] as const)
        for (const action of card[list]) expect(action.conditions.dice, card.key).toBe(0);
  });

  it("Ruling: the seeded RNG shuffles; round-robin deal from a start that rotates with every deal; a group dealt no card sleeps at once", () => {
    expect(newGame(2).groups.map((g) => g.deck.length)).toEqual([25, 24]);
    expect(newGame(3).groups.map((g) => g.deck.length)).toEqual([17, 16, 16]);
    expect(newGame(4).groups.map((g) => g.deck.length)).toEqual([13, 12, 12, 12]);
    // Same seed, same deal; another seed, another one.
    expect(newGame(3, "same").groups[0]!.deck.map((c) => c.card)).toEqual(newGame(3, "same").groups[0]!.deck.map((c) => c.card));
    expect(newGame(3, "one").groups[0]!.deck.map((c) => c.card)).not.toEqual(
      newGame(3, "two").groups[0]!.deck.map((c) => c.card),
    );
    // The second deal starts with seat 1: two cards go to seats 1 and 2, and seat 0, dealt none, sleeps at once.
    const state = newGame(3);
    expect(state.deals).toBe(1);
    for (const group of state.groups) state.hiddenDiscard.push(...group.deck.splice(0));
    deal(state, [face("salmon-run"), face("deadwood")]);
    expect(state.groups.map((g) => g.deck.map((c) => c.card))).toEqual([[], ["salmon-run-1"], ["deadwood-1"]]);
    startDay(state);
    expect(state.groups.map((g) => g.asleep)).toEqual([true, false, false]);
    expect(state.round?.expected).toEqual([1, 2]);
  });
});

describe("set-up (modules' own steps)", () => {
  it("a module's set-up may give the tribe tool tokens from the supply, dealt one at a time round the groups in seat order, as far as the supply goes", () => {
    // Read from the content, so a tuned count does not break the rule being pinned.
    const step = moduleOf("J").setup.find((s) => s.kind === "shared");
    if (step?.kind !== "shared") throw new Error("module J's set-up gives the tribe tools");
    expect(step.count).toBeGreaterThan(2);
    const boxed = content.tools.find((t) => t.type === step.tool)!.tokens;
    for (const seats of [2, 3, 4]) {
      const state = newGame(seats, `each-group-${seats}`, { level: "VII" });
      // What the Characters brought (drawn before the modules' steps), then the step's tokens on top.
      const brought = state.groups.map((g) => g.members.filter((m) => cardOf(m.card).character?.tool === step.tool).length);
      let left = boxed - brought.reduce((a, b) => a + b, 0);
      const expected = [...brought];
      for (let k = 0; k < step.count && left > 0; k++, left--) expected[k % seats]!++;
      expect(
        state.groups.map((g) => g.tools[step.tool] ?? 0),
        `${seats} groups`,
      ).toEqual(expected);
      expect(state.toolSupply[step.tool] ?? 0, `${seats} groups`).toBe(left);
    }
  });

  it("a module's depot step may be per group: the depot gets its resources once for each group, a store that grows with the tribe", () => {
    // Read from the content (module I's Food, level VI), so a tuned amount does not break the rule being pinned.
    const step = moduleOf("I").setup.find((s) => s.kind === "depot" && s.perGroup);
    if (step?.kind !== "depot") throw new Error("module I's set-up gives Food per group");
    const perGroup = step.food ?? 0;
    expect(perGroup).toBeGreaterThan(0);
    const food = (seats: number) => newGame(seats, `per-group-${seats}`, { level: "VI" }).depot.food;
    expect(food(3) - food(2)).toBe(perGroup);
    expect(food(4) - food(2)).toBe(2 * perGroup);
    expect(food(2)).toBe(STARTING_FOOD + 2 * perGroup);
  });
});

describe("step 1 and the reveal", () => {
  it("Ruling: a pick (which of the top three, hence its back) is public once made and may change, or turn to sleeping early, until the last awake group commits; then all turn face up in one step", () => {
    const state = newGame(3, "picks");
    const tops = state.groups.map((g) => g.deck.slice(0, 3).map((c) => c.card));
    play(state, 0, { type: "pick", index: 2 });
    expect(publicView(state).groups[0]!.pick).toEqual({ kind: "pick", index: 2 });
    expect(publicView(state).committed).toEqual([0]);
    expect(game.waitingOn(state)).toEqual([1, 2]);
    play(state, 0, { type: "pick", index: 1 });
    expect(refusal(() => applyMove(game, state, 0, { type: "pick", index: 1 }))).toBe("NOT_POSSIBLE");
    play(state, 1, { type: "sleep" });
    play(state, 1, { type: "pick", index: 0 });
    expect(state.groups.every((g) => g.revealed === null)).toBe(true);
    play(state, 2, { type: "pick", index: 0 });
    // The last commitment revealed every pick at once; the other two cards stayed on top in order.
    expect(state.step).toBe("use");
    expect(state.groups.map((g) => g.revealed)).toEqual([tops[0]![1], tops[1]![0], tops[2]![0]]);
    expect(state.groups[0]!.deck.slice(0, 2).map((c) => c.card)).toEqual([tops[0]![0], tops[0]![2]]);
    expect(state.log.at(-1)).toMatchObject({ kind: "reveal" });
  });

  it("picks among the cards left when fewer than three remain; a pick outside the top three is refused", () => {
    const state = newGame(2, "few");
    setDeck(state, 0, [face("salmon-run"), face("deadwood")]);
    expect(legal(state, 0).filter((m) => m.type === "pick")).toEqual([
      { type: "pick", index: 0 },
      { type: "pick", index: 1 },
    ]);
    expect(refusal(() => applyMove(game, state, 0, { type: "pick", index: 2 }))).toBe("NO_SUCH_CARD");
    expect(refusal(() => applyMove(game, state, 0, { type: "pick", index: 3 }))).toBe("MALFORMED_MOVE");
  });

  it("sleeping early sends the whole deck face down to the hidden discard, with no wound for red backs, for the rest of the Day", () => {
    const state = newGame(2, "early");
    setDeck(state, 0, [face("wolf-pack"), face("thunderstorm"), face("salmon-run")]);
    const wounds = state.groups[0]!.members.map((m) => m.wounds);
    const hidden = state.hiddenDiscard.length;
    play(state, 0, { type: "sleep" });
    play(state, 1, { type: "pick", index: 0 });
    expect(state.groups[0]!.deck).toEqual([]);
    expect(state.groups[0]!.asleep).toBe(true);
    expect(state.hiddenDiscard.length).toBe(hidden + 3);
    expect(state.groups[0]!.members.map((m) => m.wounds)).toEqual(wounds);
    expect(types(state, 0)).not.toContain("pick");
  });
});

describe("step 3", () => {
  it("Ruling: no fixed order — any group with an unused card acts when ready, one action at a time; the turn ends when every awake group has used its card, then step 1", () => {
    const state = useStep(newGame(3, "order"), [face("deadwood"), face("reed-beds"), face("clam-bed")]);
    expect(game.waitingOn(state)).toEqual([0, 1, 2]);
    play(state, 2, { type: "act", action: 0 });
    expect(state.pending?.acting).toBe(2);
    expect(refusal(() => applyMove(game, state, 0, { type: "act", action: 0 }))).toBe("ACTION_BUSY");
    play(state, 2, { type: "execute" });
    play(state, 0, { type: "ignore" });
    expect(state.step).toBe("use");
    const turn = state.turn;
    play(state, 1, { type: "ignore" });
    expect(state.step).toBe("choose");
    expect(state.turn).toBe(turn + 1);
    expect(state.openDiscard).toEqual(expect.arrayContaining([face("deadwood"), face("reed-beds"), face("clam-bed")]));
  });

  it("Ruling: after each action a group with an empty deck and no card left to use falls asleep; a Dream put on its empty deck before that keeps it awake", () => {
    const state = useStep(newGame(2, "asleep"), [face("deadwood"), face("campfire-tales")]);
    setDeck(state, 0, []);
    setDeck(state, 1, [face("salmon-run")]);
    // Group 1 uses Campfire tales: it discards its last card and a Dream goes on its empty deck.
    play(state, 1, { type: "act", action: 0 });
    play(state, 1, { type: "execute" });
    expect(state.groups[1]!.deck).toHaveLength(1);
    expect(state.groups[1]!.asleep).toBe(false);
    // Group 0 has an empty deck but its revealed card to use: awake until it has used it.
    expect(state.groups[0]!.asleep).toBe(false);
    play(state, 0, { type: "ignore" });
    expect(state.groups[0]!.asleep).toBe(true);
    expect(state.step).toBe("choose");
    expect(state.round?.expected).toEqual([1]);
  });
});
