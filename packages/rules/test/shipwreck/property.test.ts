import { describe, expect, it } from "vitest";
import { createGame, pickOne, playInPlace, randomInt, seedRng, viewFor } from "../../src/engine/index.js";
import { ARCANA } from "../../src/games/shipwreck-arcana/content/index.js";
import { shipwreckArcana as game } from "../../src/games/shipwreck-arcana/index.js";
import { DIFFICULTIES, type ShipwreckMove, type ShipwreckState } from "../../src/games/shipwreck-arcana/types.js";

const GAMES = 2000;

/** A newcomer's join: by seat number now and then, usually right after a player chosen at random. */
function joinMove(state: ShipwreckState, rng: ReturnType<typeof seedRng>): ShipwreckMove {
  return state.order.length > 0 && randomInt(rng, 4) > 0 ? { type: "join", after: pickOne(rng, state.order) } : { type: "join" };
}

function checkInvariants(state: ShipwreckState): void {
  const all = [...state.bag, ...state.held.flat(), ...state.fates.flat()];
  expect(all).toHaveLength(21);
  expect(new Set(all).size).toBe(21);
  expect(state.score).toBeGreaterThanOrEqual(0);
  expect(state.score).toBeLessThanOrEqual(7);
  expect(state.judgment).toBeGreaterThanOrEqual(0);
  expect(state.judgment).toBeLessThanOrEqual(7);
  const cards = [...state.row.filter((c) => c !== null), ...state.pile, ...state.withered];
  expect(new Set(cards).size).toBe(20);
  for (const [seat, hand] of state.held.entries()) {
    expect(hand.length).toBeLessThanOrEqual(seat === state.active ? 2 : 1);
    if (!state.present[seat]) expect(hand).toEqual([]);
  }
  // The turn order holds every player in the game once; newcomers waiting are not in it yet.
  expect(state.order.toSorted()).toEqual(state.present.flatMap((p, s) => (p ? [s] : [])));
  for (const { seat, after } of state.arriving) {
    expect(state.present[seat]).toBe(false);
    if (after !== null) expect(state.order).toContain(after);
  }
  if (state.arriving.length > 0) expect(["predict", "over"]).toContain(state.phase);
  if (state.phase === "place" || state.phase === "predict") expect(state.order).toContain(state.active);
  // Requests to turn a row are the active player's, during the group's decision, one per value.
  if (state.phase !== "predict") expect(state.flipRequests).toEqual([]);
  expect(new Set(state.flipRequests.map((r) => r.value)).size).toBe(state.flipRequests.length);
}

/** No seat's (or a spectator's) view holds a fate another seat holds, or any fate in the bag. */
function checkSecrecy(state: ShipwreckState): void {
  for (const seat of [null, ...state.present.keys()]) {
    const json = JSON.stringify(viewFor(game, state, seat));
    for (const token of game.hiddenFrom(state, seat)) {
      if (json.includes(`"${token}"`)) throw new Error(`seat ${seat} sees ${token}`);
    }
  }
}

describe("The Shipwreck Arcana — seeded bot games", () => {
  it(`plays ${GAMES} games (2–5 players, every difficulty, players leaving and joining) to the end with the invariants`, () => {
    const placedOn = new Set<string>();
    const powersUsed = new Set<string>();
    const endings = { won: 0, lost: 0 };
    let seatChanges = 0;
    const moveKinds = new Map<string, number>();
    for (let i = 0; i < GAMES; i++) {
      const players = 2 + (i % 4);
      const difficulty = DIFFICULTIES[Math.floor(i / 4) % 4]!;
      // Most tables have five places and some start with fewer players; a few were made for exactly their players.
      const setup =
        Math.floor(i / 16) % 4 < 3 ? { seats: 5, options: { difficulty, players } } : { seats: players, options: { difficulty } };
      const state = createGame(game, { ...setup, seed: `property-${i}` });
      const rng = seedRng(`property-bots-${i}`);
      // Half the games with deducing bots, half mixed with random ones, so every power gets used.
      const botOf = (seat: number) => (i % 2 === 0 || seat % 2 === 0 ? "deducing" : "random");
      for (let moves = 0; game.outcome(state) === null; moves++) {
        expect(moves).toBeLessThan(5000);
        // Now and then someone leaves or a vacant seat is taken.
        if (randomInt(rng, 60) === 0) {
          const vacant = game.seatChanges!.vacantSeats(state);
          const present = state.present.flatMap((p, s) => (p ? [s] : []));
          if (vacant.length > 0 && randomInt(rng, 2) === 0) playInPlace(game, state, pickOne(rng, vacant), joinMove(state, rng));
          else if (present.length > 0) playInPlace(game, state, pickOne(rng, present), { type: "leave" });
          seatChanges++;
        } else {
          const waiting = game.waitingOn(state);
          if (waiting.length === 0) {
            expect(state.phase).toBe("waiting");
            playInPlace(game, state, pickOne(rng, game.seatChanges!.vacantSeats(state)), joinMove(state, rng));
          } else {
            const seat = pickOne(rng, waiting);
            const move = game.bots[botOf(seat)]!(state, seat, rng);
            expect(viewFor(game, state, seat).legalMoves).toContainEqual(move);
            playInPlace(game, state, seat, move);
            moveKinds.set(move.type, (moveKinds.get(move.type) ?? 0) + 1);
          }
        }
        checkInvariants(state);
        if (moves % 7 === 0) checkSecrecy(state);
      }
      for (const entry of state.log) {
        if (entry.kind === "place" && !entry.viaHours) placedOn.add(entry.card);
        if (entry.kind === "power") powersUsed.add(entry.card);
      }
      endings[state.won ? "won" : "lost"]++;
    }
    expect(endings.won).toBeGreaterThan(0);
    expect(endings.lost).toBeGreaterThan(0);
    expect(seatChanges).toBeGreaterThan(GAMES / 4);
    // The bots use the moves of issue 14: allies reveal kept Fates, ask for row tokens, owners turn them.
    for (const kind of ["reveal", "askFlip", "flip"]) expect(moveKinds.get(kind), kind).toBeGreaterThan(GAMES / 20);
    // Every Arcana was played to by its ability, and every withered power was used.
    expect([...placedOn].sort()).toEqual(ARCANA.map((c) => c.id).sort());
    expect([...powersUsed].sort()).toEqual(ARCANA.map((c) => c.id).sort());
  }, 240_000);
});
