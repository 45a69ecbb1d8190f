import { describe, expect, it } from "vitest";
import { createGame, pickOne, playInPlace, seedRng, viewFor, type RngState } from "../../src/engine/index.js";
import {
  precognition,
  type LogEntry,
  type PrecognitionMove,
  type PrecognitionState,
} from "../../src/games/precognition/index.js";
import { resolvedCosts, resolvedGain } from "../../src/games/precognition/catalog.js";
import { emptyPool } from "../../src/games/precognition/types.js";
import { boat0, findCard, game, inAction, newGame, othersDone } from "./fixtures.js";
import type { PrecognitionOptionsInput } from "./types.js";

const play = (state: PrecognitionState, seat: number, move: PrecognitionMove) => playInPlace(game, state, seat, move);
const greedy = precognition.bots.greedy as (state: PrecognitionState, seat: number, rng: RngState) => PrecognitionMove;

/** Card, tile, room and Objective ids, as the property test finds them in a view. */
const ID_PATTERN = /pc-[a-z]+-s\d-\d\d|river-s\d-[a-z-]+|island-[a-z-]+|objective-s\d-\d\d|room-[a-z-]+/g;

describe("Précognition's log", () => {
  it("tells the set-up and the turn's header, says nothing of a choice before the reveal, then names every seat's cards", () => {
    const state = newGame(2, { prescients: "random" }, "log-script");
    const [a, b] = state.boats as [PrecognitionState["boats"][0], PrecognitionState["boats"][0]];
    expect(state.log).toEqual([
      { kind: "begin" },
      { kind: "prescient", seat: 0, prescient: a.prescient },
      { kind: "prescient", seat: 1, prescient: b.prescient },
      // With two seats the right neighbour is the other seat: each Decision zone holds what the other passed.
      { kind: "deal", seat: 0, rooms: null, passed: b.decisionZone, to: 1 },
      { kind: "deal", seat: 1, rooms: null, passed: a.decisionZone, to: 0 },
      { kind: "turn", turn: 1, season: 1, drawn: 2 },
    ]);

    const handA = [...a.hand];
    const zoneA = [...a.decisionZone];
    const logged = state.log.length;
    play(state, 0, { type: "choose", keep: handA[0]!, give: zoneA[0]! });
    play(state, 0, { type: "choose", keep: handA[1]!, give: zoneA[1]! });
    expect(state.log).toHaveLength(logged);

    const handB = [...b.hand];
    const zoneB = [...b.decisionZone];
    play(state, 1, { type: "choose", keep: zoneB[0]!, give: zoneB[1]! });
    expect(state.log.slice(logged)).toEqual([
      { kind: "reveal", seat: 0, keep: handA[1], give: zoneA[1], givenTo: 1, passed: [handA[0], zoneA[0]], passedTo: 1 },
      { kind: "reveal", seat: 1, keep: zoneB[0], give: zoneB[1], givenTo: 0, passed: handB, passedTo: 0 },
    ]);
  });

  it("tells an activation with its amounts, what was left and taken, then Maintenance, healing, the River and the next turn", () => {
    const keep = findCard((c) => c.type === "food" && typeof c.gain === "number" && c.cost === 1 && c.plague === 0);
    const give = findCard((c) => c.type === "human" && typeof c.gain === "number" && c.cost === 1 && c.plague === 0);
    const state = inAction(keep, give);
    othersDone(state);
    state.river[0] = "river-s1-rooftop-survivors";
    const logged = state.log.length;
    const [keepCost, giveCost] = resolvedCosts(keep, give);
    const food = resolvedGain(keep, give);
    const humans = resolvedGain(give, keep);

    play(state, 0, { type: "activate", cards: "both" });
    play(state, 0, { type: "decline", resource: "food" });
    play(state, 0, { type: "collect" });

    const contaminatedAfterAction = keepCost + giveCost + humans;
    expect(state.log.slice(logged)).toEqual([
      {
        kind: "activate",
        seat: 0,
        cards: [keep.id, give.id],
        contaminated: keepCost + giveCost,
        gains: { ...emptyPool(), food, human: humans },
      },
      { kind: "decline", seat: 0, resource: "food" },
      { kind: "collect", seat: 0, food: food - 1, humans, doctors: 0, protectors: 0, healed: 0 },
      { kind: "maintenance" },
      // One Doctor on each boat: seat 0 has contaminated Humans to heal, seat 1 none.
      { kind: "heal", seat: 0, n: 1 },
      { kind: "river", tile: "river-s1-rooftop-survivors" },
      { kind: "riverApplied", seat: 0, change: { contaminated: 2 } },
      { kind: "riverApplied", seat: 1, change: { contaminated: 2 } },
      { kind: "turn", turn: 2, season: 1, drawn: 2 },
    ]);
    expect(boat0(state).contaminated).toBe(contaminatedAfterAction - 1 + 2);
  });

  it("tells the Plague's rise, the Protectors discarded and the Humans it takes, and a River tile ignored", () => {
    const plagued = findCard((c) => c.plague >= 2);
    const state = inAction(
      plagued,
      findCard((c) => c.plague === 0 && c.cost === 0, [plagued.id]),
    );
    othersDone(state);
    state.river[0] = "river-s1-rooftop-survivors";
    Object.assign(boat0(state), { plague: 1, protectors: 2, healthy: 6, contaminated: 0 });
    play(state, 0, { type: "activate", cards: "give" });
    while (boat0(state).action?.step === "collect") {
      const moves = viewFor(game, state, 0).legalMoves as PrecognitionMove[];
      play(state, 0, moves.find((m) => m.type === "decline") ?? moves.find((m) => m.type === "collect")!);
    }
    const level = 1 + plagued.plague;
    const at = state.log.findIndex((entry) => entry.kind === "maintenance");
    expect(state.log.slice(at)).toEqual([{ kind: "maintenance" }, { kind: "plague", seat: 0, rise: plagued.plague, level }]);
    // Seat 0 holds Protectors: it chooses; one Protector, then the rest of the Plague takes healthy Humans.
    play(state, 0, { type: "maintain", protectors: 1, healthyLost: level - 2 });
    play(state, 0, { type: "river", ignore: true });
    expect(state.log.slice(at + 2)).toEqual([
      { kind: "plagueLoss", seat: 0, protectors: 1, healthy: level - 2, contaminated: 0, level: level - 2 },
      { kind: "river", tile: "river-s1-rooftop-survivors" },
      { kind: "riverApplied", seat: 1, change: { contaminated: 2 } },
      { kind: "riverIgnored", seat: 0 },
      { kind: "turn", turn: 2, season: 1, drawn: 2 },
    ]);
  });

  const SETUPS: { seats: number; options: PrecognitionOptionsInput }[] = [
    { seats: 2, options: { mode: "competitive", setup: "advanced", prescients: "seat-order" } },
    { seats: 3, options: { mode: "competitive", setup: "standard" } },
    { seats: 4, options: { mode: "team", setup: "advanced" } },
    { seats: 3, options: { mode: "cooperative", setup: "advanced", difficulty: "apocalypse" } },
    { seats: 4, options: { mode: "cooperative", setup: "standard", difficulty: "normal" } },
  ];

  it("over whole bot games: never names what some seat may not see, only grows, and ends with the scores and the result", () => {
    for (let g = 0; g < 10; g++) {
      const { seats, options } = SETUPS[g % SETUPS.length]!;
      const state = createGame(game, { seats, options, seed: `log-${g}` }) as PrecognitionState;
      const rng = seedRng(`log-bots-${g}`);
      let before: string[] = [];
      while (game.outcome(state) === null) {
        const seat = pickOne(rng, game.waitingOn(state));
        play(state, seat, greedy(state, seat, rng));
        const named = new Set(JSON.stringify(state.log).match(ID_PATTERN) ?? []);
        for (const viewer of [null, ...state.boats.keys()]) {
          const seen = game.hiddenFrom(state, viewer).filter((id) => named.has(id));
          expect(seen, `seat ${viewer} reads ${seen.join(", ")} in the log, turn ${state.turn}`).toEqual([]);
        }
        const now = state.log.map((entry) => JSON.stringify(entry));
        expect(now.slice(0, before.length)).toEqual(before);
        before = now;
      }
      expect(JSON.parse(JSON.stringify(state.log))).toEqual(state.log);
      expect(game.publicLog!(state)).toBe(state.log);
      expect((viewFor(game, state, null).public as { log: LogEntry[] }).log).toEqual(state.log.slice(-60));
      const turns = state.log.flatMap((entry) => (entry.kind === "turn" ? [entry.turn] : []));
      expect(turns).toEqual(Array.from({ length: state.turn }, (_, i) => i + 1));
      const outcome = game.outcome(state)!;
      const tail = state.log.slice(-(seats + 2));
      expect(tail).toEqual([
        { kind: "end" },
        ...state.boats.map((boat, seat) => ({ kind: "score", seat, healthy: boat.healthy, contaminated: boat.contaminated })),
        { kind: "result", reason: outcome.reason, winners: outcome.winners },
      ]);
      if (state.endReason === "OBJECTIVE_FAILED")
        expect(state.log.at(-(seats + 3))).toEqual({
          kind: "seasonCheck",
          season: state.turn / 4,
          failed: state.failedObjectives,
        });
    }
  }, 120_000);
});
