import { describe, expect, it } from "vitest";
import { playInPlace, viewFor } from "../../src/engine/index.js";
import { cardOf, content, machineOf, resolvedCosts } from "../../src/games/precognition/catalog.js";
import { MIRROR, type ExpeditionCard } from "../../src/games/precognition/content/schema.js";
import { conditionHolds, isPowered } from "../../src/games/precognition/machines.js";
import { afterMaintenance } from "../../src/games/precognition/phases.js";
import { outcome } from "../../src/games/precognition/scoring.js";
import { newActionProgress, type PrecognitionState } from "../../src/games/precognition/types.js";
import { allCards, boat0, game, inAction, newGame, othersDone } from "./fixtures.js";

const play = (state: PrecognitionState, seat: number, move: unknown) => playInPlace(game, state, seat, move);
const numeric = (c: ExpeditionCard) => c.cost !== MIRROR && c.gain !== MIRROR;

/**
 * An advanced-face set-up where machine `giver` makes a Battery and machine `target` also fires
 * on the same pair (no standard machine makes a Battery: the six printed ones do not).
 */
const FACE = "advanced";
function findBatteryChain() {
  for (const room of content.rooms) {
    for (let giver = 0; giver < 3; giver++) {
      const machine = room[FACE][giver]!;
      if (machine.effect.kind !== "gain" || !machine.effect.resources.battery) continue;
      for (const other of content.rooms) {
        if (other.id === room.id) continue;
        for (const keep of allCards().filter(numeric)) {
          for (const give of allCards().filter((c) => numeric(c) && c.id !== keep.id && c.type !== keep.type)) {
            const ctx = {
              pair: [keep, give] as [ExpeditionCard, ExpeditionCard],
              pairCosts: resolvedCosts(keep, give),
              given: null,
              givenCost: 0,
              gainedFromCards: { food: 0, human: 0, battery: 0, ymune: 0 },
            };
            if (!conditionHolds(machine.condition, ctx)) continue;
            for (let target = 3; target < 6; target++) {
              if (conditionHolds(machineOf([room.id, other.id], target, FACE).condition, ctx))
                return { rooms: [room.id, other.id], giver, target, keep, give };
            }
          }
        }
      }
    }
  }
  throw new Error("the content has no machine chain for this test");
}

/** Plays the Action phase of seat 0 to its end, taking everything and putting Batteries on `machine`. */
function collectAll(state: PrecognitionState, machine: number): void {
  while (boat0(state).action?.step === "collect") {
    const pool = boat0(state).action!.pool;
    if (pool.ymune > 0) play(state, 0, { type: "placeYmune", as: "doctor" });
    else if (pool.battery > 0)
      play(
        state,
        0,
        boat0(state).batteries[machine]! < machineOf(boat0(state).rooms, machine, FACE).slots
          ? { type: "placeBattery", machine }
          : { type: "decline", resource: "battery" },
      );
    else play(state, 0, { type: "collect" });
  }
}

describe("machines", () => {
  const chain = findBatteryChain();
  const setUp = (giverBatteries: number) => {
    const state = inAction(chain.keep, chain.give, { setup: FACE });
    const boat = boat0(state);
    boat.rooms = [...chain.rooms];
    boat.batteries = [0, 0, 0, 0, 0, 0];
    boat.batteries[chain.giver] = giverBatteries;
    boat.healthy = 10;
    boat.batteries[chain.target] = machineOf(chain.rooms, chain.target, FACE).slots - 1;
    state.boats.forEach((b, s) => {
      if (s !== 0)
        b.rooms = content.rooms
          .filter((r) => !chain.rooms.includes(r.id))
          .slice(0, 2)
          .map((r) => r.id);
    });
    return state;
  };
  const giverSlots = () => machineOf(chain.rooms, chain.giver, FACE).slots;

  it("a powered machine whose condition holds triggers once; an unpowered one does not", () => {
    const powered = setUp(giverSlots());
    play(powered, 0, { type: "activate", cards: "keep" });
    play(powered, 0, { type: "collect" });
    expect(boat0(powered).action?.triggered).toEqual([chain.giver]);
    expect(boat0(powered).action?.poolSource).toBe("machines");

    const unpowered = setUp(giverSlots() - 1);
    play(unpowered, 0, { type: "activate", cards: "keep" });
    play(unpowered, 0, { type: "collect" });
    expect(boat0(unpowered).action?.triggered ?? []).toEqual([]);
  });

  it("a Battery from a machine powers another machine only from the next turn", () => {
    const state = setUp(giverSlots());
    othersDone(state);
    play(state, 0, { type: "activate", cards: "keep" });
    play(state, 0, { type: "collect" });
    collectAll(state, chain.target);
    // The target machine is now full, its condition holds, yet it did not run this turn.
    expect(isPowered(state, boat0(state), chain.target)).toBe(true);
    const triggered = state.boats[0]!.action?.triggered ?? [];
    expect(triggered).not.toContain(chain.target);

    // Next turn, with the same pair, it runs.
    const next = setUp(giverSlots());
    next.boats[0]!.batteries[chain.target] = machineOf(chain.rooms, chain.target, FACE).slots;
    play(next, 0, { type: "activate", cards: "keep" });
    play(next, 0, { type: "collect" });
    expect(boat0(next).action?.triggered).toEqual([chain.giver, chain.target]);
    collectAll(next, chain.target);
    expect(boat0(next).action?.step).not.toBe("collect");
  });
});

const over = (
  seats: number,
  mode: "team" | "cooperative" | "competitive",
  healthy: number[],
  contaminated = healthy.map(() => 0),
) => {
  const state = newGame(seats, { mode });
  state.phase = "over";
  state.turn = 12;
  state.endReason = "END_OF_RIVER";
  state.boats.forEach((boat, seat) => {
    boat.healthy = healthy[seat]!;
    boat.contaminated = contaminated[seat]!;
  });
  return state;
};

describe("end of game", () => {
  it("team mode adds the teammates' healthy Humans, then contaminated ones, then shares", () => {
    expect(outcome(over(4, "team", [3, 4, 5, 1]))?.winners).toEqual([0, 1]);
    expect(outcome(over(4, "team", [3, 4, 5, 2], [0, 1, 0, 0]))).toMatchObject({
      winners: [0, 1],
      reason: "TIE_BREAK_CONTAMINATED",
    });
    expect(outcome(over(4, "team", [3, 4, 5, 2]))).toMatchObject({ winners: [0, 1, 2, 3], reason: "TIE_SHARED" });
  });

  it("competitive mode breaks ties on contaminated Humans", () => {
    expect(outcome(over(3, "competitive", [6, 6, 2], [1, 3, 9]))).toMatchObject({
      winners: [1],
      reason: "TIE_BREAK_CONTAMINATED",
    });
  });

  it("cooperative mode needs 30/45/60 healthy Humans together", () => {
    expect(outcome(over(2, "cooperative", [15, 15]))).toMatchObject({ winners: [0, 1], reason: "COOP_TARGET_REACHED" });
    expect(outcome(over(2, "cooperative", [15, 14]))).toMatchObject({ winners: [], reason: "COOP_TARGET_MISSED" });
    expect(outcome(over(3, "cooperative", [15, 15, 15]))?.winners).toEqual([0, 1, 2]);
    expect(outcome(over(4, "cooperative", [15, 15, 15, 14]))?.winners).toEqual([]);
  });

  it("loses a cooperative game at once when a season's Objective is not met, and goes on when all are", () => {
    const setUpSeasonEnd = (rich: boolean) => {
      const state = newGame(2, { mode: "cooperative" });
      state.phase = "maintenance";
      state.turn = 4;
      state.riverRevealed = 3;
      state.pendingSeats = [];
      state.boats.forEach((boat) => {
        boat.keepSlot = boat.hand[0]!;
        boat.giveSlot = boat.decisionZone[0]!;
        boat.action = { ...newActionProgress(), step: "done" };
        Object.assign(
          boat,
          rich
            ? { food: 60, healthy: 20, contaminated: 0, doctors: 10, protectors: 10, batteries: [3, 3, 3, 3, 3, 3] }
            : { food: 0, healthy: 0, contaminated: 0, doctors: 0, protectors: 0 },
        );
      });
      state.objectives[0]!.stack = state.objectives[0]!.stack.slice(0, 2);
      return state;
    };
    const poor = setUpSeasonEnd(false);
    afterMaintenance(poor);
    expect(poor.phase).toBe("over");
    expect(outcome(poor)).toMatchObject({ winners: [], reason: "OBJECTIVE_FAILED" });
    expect(poor.objectives[0]!.revealed).toHaveLength(2);

    const rich = setUpSeasonEnd(true);
    afterMaintenance(rich);
    expect(rich.phase).toBe("decision");
    expect(rich.turn).toBe(5);
  });

  it("apocalypse adds one Objective per season", () => {
    for (const seats of [2, 3, 4]) {
      const normal = newGame(seats, { mode: "cooperative", difficulty: "normal" });
      const apocalypse = newGame(seats, { mode: "cooperative", difficulty: "apocalypse" });
      expect(normal.objectives.map((s) => s.stack.length)).toEqual([seats, seats, seats]);
      expect(apocalypse.objectives.map((s) => s.stack.length)).toEqual([seats + 1, seats + 1, seats + 1]);
      expect(apocalypse.boats[0]!.food).toBe(4);
      expect(normal.boats[0]!.food).toBe(8);
    }
  });
});

describe("advanced set-up", () => {
  it("keeps the drawn rooms, the choices and the cards put back hidden from everyone else", () => {
    const state = newGame(3, { setup: "advanced" });
    expect(state.phase).toBe("advancedSetup");
    const offers = state.advancedOffers.map((o) => [...o.rooms]);
    const hands = state.boats.map((b) => [...b.hand]);
    const choice0 = viewFor(game, state, 0).legalMoves[5] as { rooms: string[]; pass: string[]; putBack: string[] };
    play(state, 0, choice0);
    for (const viewer of [1, 2, null]) {
      const text = JSON.stringify(viewFor(game, state, viewer));
      for (const id of [...offers[0]!, ...hands[0]!]) expect(text).not.toContain(`"${id}"`);
    }
    expect((viewFor(game, state, 1).public as { boats: { committed: boolean }[] }).boats.map((b) => b.committed)).toEqual([
      true,
      false,
      false,
    ]);
    expect(viewFor(game, state, 0).private).toMatchObject({ setupChoice: { rooms: choice0.rooms } });

    play(state, 1, viewFor(game, state, 1).legalMoves[0]);
    play(state, 2, viewFor(game, state, 2).legalMoves[0]);
    // Revealed: the kept rooms and the passed cards; the cards put back stay with their owner.
    expect(state.phase).toBe("decision");
    expect(state.boats[0]!.rooms).toEqual(choice0.rooms);
    expect(state.boats[2]!.decisionZone).toEqual(choice0.pass);
    expect(state.boats[0]!.hand).toEqual(choice0.putBack);
    for (const viewer of [1, 2]) {
      const text = JSON.stringify(viewFor(game, state, viewer));
      for (const id of choice0.putBack) expect(text).not.toContain(`"${id}"`);
    }
    // The owner drew them back at the start of turn 1: they are in its hand, known to it alone.
    expect(viewFor(game, state, 0).private).toMatchObject({ hand: choice0.putBack });
    expect(cardOf(choice0.putBack[0]!).id).toBe(choice0.putBack[0]);
  });
});
