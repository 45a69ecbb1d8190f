import { describe, expect, it } from "vitest";
import { createGame, playInPlace, viewFor } from "../../src/engine/index.js";
import { content } from "../../src/games/precognition/catalog.js";
import { publicView } from "../../src/games/precognition/views.js";
import { toComeOf } from "../../src/games/precognition/toCome.js";
import type { PrescientId } from "../../src/games/precognition/content/schema.js";
import { afterMaintenance } from "../../src/games/precognition/phases.js";
import type { PrecognitionState } from "../../src/games/precognition/index.js";
import { boat0, findCard, game, inAction, newGame } from "./fixtures.js";

/** The rulings of issue 14 (Précognition): each of these failed on the code before it. */
const play = (state: PrecognitionState, seat: number, move: unknown) => playInPlace(game, state, seat, move);
const legal = (state: PrecognitionState, seat: number) => viewFor(game, state, seat).legalMoves as { type: string }[];

describe("standard machines (ruling: the six printed ones, condition and effect exactly)", () => {
  // Written from the digest, not from our content: Human card + another → 1 Human; Ymune card +
  // another → 1 Ymune; Food card + another → 2 Food; Battery card + another → 1 Protector; Food
  // card + another → 1 Food; a card with a Plague value + one without → 2 Humans.
  const printed = [
    { condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { human: 1 } } },
    { condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { ymune: 1 } } },
    { condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 2 } } },
    { condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { protector: 1 } } },
    { condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 1 } } },
    { condition: { kind: "pairPlagueAndClean" }, effect: { kind: "gain", resources: { human: 2 } } },
  ];
  const indexOf = (machine: { condition: unknown; effect: unknown }) =>
    printed.findIndex((p) => JSON.stringify(p) === JSON.stringify({ condition: machine.condition, effect: machine.effect }));

  it("every standard face is three different printed machines, and every printed machine is on some face", () => {
    const used = new Set<number>();
    for (const room of content.rooms) {
      const kinds = room.standard.map(indexOf);
      expect(kinds, `${room.id}: ${JSON.stringify(room.standard)}`).not.toContain(-1);
      expect(new Set(kinds).size, room.id).toBe(3);
      for (const machine of room.standard) expect(machine.slots).toBeGreaterThanOrEqual(1);
      kinds.forEach((k) => used.add(k));
    }
    expect(used.size).toBe(6);
  });
});

describe("cooperative Objectives (ruling: at any moment of the Action phase, until every player is done)", () => {
  const coopInAction = () => {
    const state = inAction(
      findCard((c) => c.cost === 0),
      findCard((c) => c.cost === 0 && c.season === 1, [findCard((c) => c.cost === 0).id]),
      {
        mode: "cooperative",
      },
    );
    state.turn = 1;
    state.boats.forEach((boat) => (boat.healthy = 6));
    return state;
  };

  it("a player reveals an Objective before activating their cards", () => {
    const state = coopInAction();
    expect(boat0(state).action?.step).toBe("activate");
    expect(legal(state, 0).map((m) => m.type)).toContain("revealObjective");
    play(state, 0, { type: "revealObjective" });
    expect(state.objectives[0]?.revealed).toHaveLength(1);
    expect(boat0(state).action?.step).toBe("activate");
  });

  it("a player done with their cards can still attenuate a tile a partner reveals later, and says when they are done", () => {
    const state = coopInAction();
    const [done, revealer] = state.boats;
    // Seat 0 is done with its cards and holds 3 Food it gained this turn.
    done!.action!.step = "coop";
    done!.action!.spendable.food = 3;
    done!.food = 10;
    // A tile that 2 Food attenuates is on top of the season's stack.
    state.objectives[0]!.stack = ["objective-s1-01", ...state.objectives[0]!.stack.filter((id) => id !== "objective-s1-01")];
    revealer!.action!.step = "activate";
    expect(legal(state, 0).map((m) => m.type)).not.toContain("attenuate");
    play(state, 1, { type: "revealObjective" });
    expect(legal(state, 0)).toContainEqual({ type: "attenuate", objective: "objective-s1-01" });
    play(state, 0, { type: "attenuate", objective: "objective-s1-01" });
    expect(state.objectives[0]?.revealed[0]?.attenuated).toBe(true);
    // The phase ends only when every player is done: seat 0 says so.
    expect(state.phase).toBe("action");
  });

  it("endActions is not for a player still busy with their cards", () => {
    const state = coopInAction();
    expect(legal(state, 0).map((m) => m.type)).not.toContain("endActions");
    expect(() => play(state, 0, { type: "endActions" })).toThrow();
  });
});

describe("difficulty (ruling: a cooperative option only)", () => {
  it("is refused in competitive and team games, and sets the Food of cooperative ones", () => {
    expect(() => createGame(game, { seats: 2, options: { mode: "competitive", difficulty: "hard" }, seed: "d" })).toThrow(
      /difficulty/,
    );
    expect(() => createGame(game, { seats: 4, options: { mode: "team", difficulty: "normal" }, seed: "d" })).toThrow(
      /difficulty/,
    );
    expect(newGame(2, { mode: "competitive" }).boats[0]!.food).toBe(8);
    expect(newGame(2, { mode: "cooperative", difficulty: "hard" }).boats[0]!.food).toBe(4);
    expect(newGame(2, { mode: "cooperative" }).boats[0]!.food).toBe(8);
  });
});

describe("the River (ruling: any tile may be ignored with a Protector, a gift as well as a loss)", () => {
  it("a player holding a Protector may turn down a season-1 gift", () => {
    const state = newGame(2, { mode: "competitive" });
    const gift = content.river.find((t) => t.season === 1 && (t.effect.food ?? 0) > 0)!;
    state.river[0] = gift.id;
    state.riverRevealed = 0;
    state.phase = "maintenance";
    const [holder, other] = state.boats;
    holder!.protectors = 1;
    other!.protectors = 0;
    const foodBefore = [holder!.food, other!.food];
    afterMaintenance(state);
    expect(state.phase).toBe("river");
    expect(state.pendingSeats).toEqual([0]);
    expect(legal(state, 0)).toContainEqual({ type: "river", ignore: true });
    play(state, 0, { type: "river", ignore: true });
    expect(holder!.food).toBe(foodBefore[0]);
    expect(holder!.protectors).toBe(0);
    expect(other!.food).toBe(foodBefore[1]! + (gift.effect.food ?? 0));
  });
});

describe("what is coming (the 'cards per season' tile, counts only)", () => {
  it("shows each Prescient's cards not yet seen face up, per season, from the public view alone, and nothing of a hand", () => {
    const state = newGame(3, { mode: "competitive" });
    const view = publicView(state);
    const toComeIn = (boats: typeof view.boats) => boats.map((b) => toComeOf(boats, b.prescient as PrescientId));
    for (const [seat, boat] of state.boats.entries()) {
      const toCome = toComeIn(view.boats)[seat]!;
      expect(toCome.map((s) => s.season)).toEqual([1, 2, 3]);
      const seen = state.boats.flatMap((b) => [...b.decisionZone, ...b.discard, b.keepSlot, b.giveSlot]);
      const mine = content.prescients.find((p) => p.id === boat.prescient)!.cards;
      for (const season of [1, 2, 3] as const) {
        const expected = mine.filter((c) => c.season === season && !seen.includes(c.id));
        const row = toCome[season - 1]!;
        expect(row.cards).toBe(expected.length);
        expect(Object.values(row.types).reduce((a, b) => a + b, 0)).toBe(expected.length);
        expect(Object.values(row.costs).reduce((a, b) => a + b, 0)).toBe(expected.length);
      }
    }
    // Counts only: the same public table with a hand card swapped for a deck card of the same
    // season shows exactly the same counts.
    const swapped = structuredClone(state);
    const boat = swapped.boats[0]!;
    const handCard = boat.hand[0]!;
    const deckIndex = boat.deck.findIndex((id) => id.includes("-s1-"));
    if (handCard && deckIndex >= 0) [boat.hand[0], boat.deck[deckIndex]] = [boat.deck[deckIndex]!, handCard];
    expect(JSON.stringify(publicView(swapped))).toBe(JSON.stringify(view));
    expect(toComeIn(publicView(swapped).boats)).toEqual(toComeIn(view.boats));
  });
});
