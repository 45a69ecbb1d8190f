import { describe, expect, it } from "vitest";
import { createGame, nextUint32, pickOne, playInPlace, seedRng, viewFor } from "../../src/engine/index.js";
import { precognition as game, type PrecognitionState } from "../../src/games/precognition/index.js";
import { prescientOf } from "../../src/games/precognition/catalog.js";
import { slotsOf } from "../../src/games/precognition/machines.js";
import type { PrecognitionOptionsInput } from "./types.js";

const ID_PATTERN = /pc-[a-z]+-s\d-\d\d|river-s\d-[a-z-]+|island-[a-z-]+|objective-s\d-\d\d|room-[a-z-]+/g;

const hiddenFrom = (state: PrecognitionState, viewer: number | null) => new Set(game.hiddenFrom(state, viewer));

function checkInvariants(state: PrecognitionState): void {
  const seen = new Map<string, number>();
  for (const boat of state.boats) {
    for (const id of [
      ...boat.deck,
      ...boat.hand,
      ...boat.decisionZone,
      ...boat.discard,
      ...(boat.keepSlot ? [boat.keepSlot] : []),
      ...(boat.giveSlot ? [boat.giveSlot] : []),
    ]) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    for (const [name, value] of Object.entries({
      food: boat.food,
      healthy: boat.healthy,
      contaminated: boat.contaminated,
      doctors: boat.doctors,
      protectors: boat.protectors,
    })) {
      if (!Number.isInteger(value) || value < 0) throw new Error(`${name} out of range: ${value}`);
    }
    if (boat.plague < 0 || boat.plague > 12) throw new Error(`plague out of range: ${boat.plague}`);
    if (boat.rooms.length === 2) {
      boat.batteries.forEach((n, m) => {
        if (n < 0 || n > slotsOf(state, boat, m)) throw new Error(`machine ${m} holds ${n} batteries`);
      });
    }
  }
  // Card conservation: every card of every Prescient in play is in exactly one place.
  const expected = state.boats.flatMap((boat) => (boat.prescient ? prescientOf(boat.prescient).cards.map((c) => c.id) : []));
  if (state.phase !== "prescients") {
    if (seen.size !== expected.length || expected.some((id) => seen.get(id) !== 1))
      throw new Error("cards were lost or duplicated");
  }
}

function checkViews(state: PrecognitionState): void {
  for (const viewer of [...state.boats.keys(), null]) {
    const hidden = hiddenFrom(state, viewer);
    const text = JSON.stringify(viewFor(game, state, viewer));
    for (const id of text.match(ID_PATTERN) ?? []) if (hidden.has(id)) throw new Error(`seat ${viewer} sees hidden ${id}`);
  }
}

const MODES: { seats: number; options: PrecognitionOptionsInput }[] = [];
for (const setup of ["standard", "advanced"] as const) {
  for (const prescients of ["random", "seat-order"] as const) {
    for (const seats of [2, 3, 4]) MODES.push({ seats, options: { mode: "competitive", setup, prescients } });
    MODES.push({ seats: 4, options: { mode: "team", setup, prescients } });
    for (const difficulty of ["normal", "hard", "apocalypse"] as const) {
      for (const seats of [2, 3, 4]) MODES.push({ seats, options: { mode: "cooperative", setup, prescients, difficulty } });
    }
  }
}

describe("Précognition played by random bots", () => {
  const GAMES = 2_000;
  it(`plays ${GAMES} seeded games of every mode to the end with the invariants holding`, () => {
    const endings = new Map<string, number>();
    for (let g = 0; g < GAMES; g++) {
      const { seats, options } = MODES[g % MODES.length]!;
      const seed = `property-${g}`;
      const state = createGame(game, { seats, options, seed }) as PrecognitionState;
      const rng = seedRng(`bots-${seed}`);
      // Views are scanned after every move in one game of ten (and at every reveal in all).
      const scanEveryMove = g % 10 === 0;
      let moves = 0;
      while (game.outcome(state) === null) {
        const seat = pickOne(rng, game.waitingOn(state));
        const legal = game.legalMoves(state, seat);
        expect(legal.length).toBeGreaterThan(0);
        const move = legal[nextUint32(rng) % legal.length]!;
        const phase = state.phase;
        playInPlace(game, state, seat, move);
        checkInvariants(state);
        if (scanEveryMove || phase !== state.phase) checkViews(state);
        if (++moves > 5_000) throw new Error(`game ${seed} does not end`);
      }
      const reason = state.endReason ?? "none";
      endings.set(reason, (endings.get(reason) ?? 0) + 1);
      if (reason === "END_OF_RIVER") expect(state.turn).toBe(12);
      else {
        expect(reason).toBe("OBJECTIVE_FAILED");
        expect([4, 8, 12]).toContain(state.turn);
      }
      expect(state.riverRevealed).toBe(state.turn);
    }
    expect(endings.get("END_OF_RIVER")).toBeGreaterThan(0);
  }, 300_000);
});
