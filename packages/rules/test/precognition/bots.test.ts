import { describe, expect, it } from "vitest";
import { createGame, pickOne, playInPlace, seedRng, shuffleInPlace, type RngState } from "../../src/engine/index.js";
import { precognition as game, type PrecognitionMove, type PrecognitionState } from "../../src/games/precognition/index.js";
import { content } from "../../src/games/precognition/catalog.js";
import type { PrecognitionOptionsInput } from "./types.js";

const greedy = game.bots.greedy as (state: PrecognitionState, seat: number, rng: RngState) => PrecognitionMove;

/**
 * Everything `viewer` may not know, scrambled: the other seats' hands and decks (dealt anew from
 * the same cards), the viewer's own deck below the cards it put back, the River still face down,
 * the Objective stacks and the rooms the other seats drew in an advanced set-up.
 */
function scrambleHidden(state: PrecognitionState, viewer: number, rng: RngState): PrecognitionState {
  const copy = structuredClone(state);
  copy.boats.forEach((boat, seat) => {
    if (seat === viewer) {
      const known = boat.deck.slice(0, boat.knownTop.length);
      boat.deck = [...known, ...shuffleInPlace(rng, boat.deck.slice(known.length))];
      return;
    }
    const cards = shuffleInPlace(rng, [...boat.hand, ...boat.deck]);
    boat.hand = cards.slice(0, boat.hand.length);
    boat.deck = cards.slice(boat.hand.length);
  });
  copy.river = [...copy.river.slice(0, copy.riverRevealed), ...shuffleInPlace(rng, copy.river.slice(copy.riverRevealed))];
  for (const season of copy.objectives) season.stack = shuffleInPlace(rng, season.stack);
  const offered = new Set(copy.advancedOffers.flatMap((o) => o.rooms));
  const unused = shuffleInPlace(
    rng,
    content.rooms.map((r) => r.id).filter((id) => !offered.has(id)),
  );
  copy.advancedOffers.forEach((offer, seat) => {
    if (seat !== viewer) offer.rooms = offer.rooms.map((room, i) => unused[(seat * 3 + i) % unused.length] ?? room);
  });
  return copy;
}

const SETUPS: { seats: number; options: PrecognitionOptionsInput }[] = [
  { seats: 2, options: { mode: "competitive", setup: "advanced" } },
  { seats: 3, options: { mode: "competitive", setup: "standard" } },
  { seats: 4, options: { mode: "competitive", setup: "advanced" } },
  { seats: 4, options: { mode: "team", setup: "advanced" } },
  { seats: 3, options: { mode: "cooperative", setup: "advanced", difficulty: "apocalypse" } },
  { seats: 4, options: { mode: "cooperative", setup: "standard", difficulty: "normal" } },
];

describe("Précognition greedy bot", () => {
  it("plays every mode and set-up to the end with legal moves, deciding from what its seat may know", () => {
    for (let g = 0; g < 24; g++) {
      const { seats, options } = SETUPS[g % SETUPS.length]!;
      const state = createGame(game, { seats, options, seed: `greedy-${g}` }) as PrecognitionState;
      const rng = seedRng(`greedy-bots-${g}`);
      const scramble = seedRng(`greedy-scramble-${g}`);
      let moves = 0;
      while (game.outcome(state) === null) {
        const seat = pickOne(rng, game.waitingOn(state));
        const botRng = [...rng] as RngState;
        const move = greedy(state, seat, botRng);
        expect(game.legalMoves(state, seat)).toContainEqual(move);
        // The same move with every hidden thing changed: the bot reads its own seat and public data only.
        expect(greedy(scrambleHidden(state, seat, scramble), seat, [...rng] as RngState)).toEqual(move);
        rng.splice(0, 4, ...botRng);
        playInPlace(game, state, seat, move);
        if (++moves > 5_000) throw new Error("the game does not end");
      }
    }
  }, 120_000);

  it("keeps two of the three rooms it drew and passes two of its four cards in the advanced set-up", () => {
    for (let g = 0; g < 20; g++) {
      const state = createGame(game, {
        seats: 2 + (g % 3),
        options: { setup: "advanced" },
        seed: `setup-${g}`,
      }) as PrecognitionState;
      state.boats.forEach((boat, seat) => {
        const move = greedy(state, seat, seedRng("unused"));
        if (move.type !== "setupChoice") throw new Error(`expected a set-up choice, got ${move.type}`);
        const offer = state.advancedOffers[seat]!.rooms;
        expect(new Set(move.rooms).size).toBe(2);
        for (const room of move.rooms) expect(offer).toContain(room);
        expect(new Set([...move.pass, ...move.putBack])).toEqual(new Set(boat.hand));
      });
    }
  });
});
