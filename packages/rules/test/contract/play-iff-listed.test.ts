import { describe, expect, it } from "vitest";
import {
  applyMove,
  createGame,
  isRuleError,
  isSeatHolderMove,
  pickOne,
  playInPlace,
  randomInt,
  seedRng,
  type AnyGame,
  type RngState,
  type Seat,
} from "../../src/engine/index.js";
import { games } from "../../src/registry.js";
import { drawEachKind, drawFromSchema, keyOf, mutate, vocabularyOf, type Vocabulary } from "./wellFormedMoves.js";

/**
 * The contract every game keeps (issue 35): from states reached by random and bot play, a
 * well-formed move — drawn from the game's move schema, a listed move with a field changed, a
 * move listed elsewhere — is accepted by `play` if and only if `legalMoves` lists it for that
 * seat (a seat with nothing to decide lists nothing). Moves only the room plays (`join`,
 * `leave`, who holds a seat) are left out: no client may send them.
 *
 * Sampled: GAMES tables per set-up, a check every CHECK_EVERY moves, CANDIDATES of each kind per
 * seat. More: `CONTRACT_GAMES=20 npx vitest run packages/rules/test/contract`.
 */
const GAMES = Number(process.env.CONTRACT_GAMES ?? 2);
const CHECK_EVERY = 6;
const CANDIDATES = 8;

interface Table {
  seats: number;
  options: Record<string, unknown>;
  /** Seats the room hands to bots at the start (`seatHolders`), the others being people's. */
  botSeats?: Seat[];
  maxMoves: number;
  /** Tables of this set-up (a short game needs more of them to reach its corners). */
  games?: number;
  /** A check every this many moves (CHECK_EVERY). */
  every?: number;
}

const tables: Record<string, Table[]> = {
  precognition: [
    { seats: 4, options: {}, maxMoves: 400 },
    { seats: 3, options: { mode: "cooperative", setup: "advanced", prescients: "seat-order" }, maxMoves: 400 },
    { seats: 4, options: { mode: "team" }, maxMoves: 400 },
  ],
  "shipwreck-arcana": [
    { seats: 3, options: {}, maxMoves: 300, games: 3, every: 2 },
    { seats: 5, options: { players: 3, difficulty: "hard" }, maxMoves: 300, games: 3, every: 2 },
  ],
  "sealed-numbers": [{ seats: 3, options: {}, maxMoves: 200, games: 3, every: 1 }],
  paleo: [
    { seats: 3, options: { level: "I" }, botSeats: [1, 2], maxMoves: 500, games: 2, every: 3 },
    { seats: 2, options: { level: "III" }, maxMoves: 500, every: 3 },
  ],
  natera: [
    { seats: 3, options: {}, maxMoves: 500, every: 3 },
    { seats: 4, options: { draft: true, nuclear: false }, maxMoves: 500 },
  ],
  "this-war-of-mine": [
    { seats: 3, options: {}, botSeats: [2], maxMoves: 400, every: 12 },
    { seats: 1, options: {}, maxMoves: 400, every: 12 },
  ],
};

const typeOf = (move: unknown): unknown => (typeof move === "object" && move !== null ? (move as { type?: unknown }).type : move);

/** The room's own moves, which `legalMoves` never lists and no client may send. */
function isRoomMove(game: AnyGame, move: unknown): boolean {
  if (isSeatHolderMove(game, move)) return true;
  const changes = game.seatChanges;
  return changes !== undefined && [typeOf(changes.join), typeOf(changes.leave)].includes(typeOf(move));
}

/** What the server offers `seat`: its legal moves while it has something to decide, else nothing. */
function offered(game: AnyGame, state: unknown, seat: Seat): unknown[] {
  return game.outcome(state) === null && game.activeSeats(state).includes(seat) ? game.legalMoves(state, seat) : [];
}

function sample<T>(rng: RngState, items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, () => pickOne(rng, items));
}

let stats = { tried: 0, listedTried: 0, refused: 0 };

interface Disagreement {
  seat: Seat;
  move: unknown;
  listed: boolean;
  accepted: boolean;
  why: string;
}

/** Offers `play` the sampled candidates for every seat; returns where it and `legalMoves` disagree. */
function checkState(game: AnyGame, state: unknown, rng: RngState, seen: unknown[]): Disagreement[] {
  const found: Disagreement[] = [];
  const seats = game.seatCount(state);
  const lists = Array.from({ length: seats }, (_, seat) => offered(game, state, seat));
  const words: Vocabulary = vocabularyOf([state, ...lists.flat().slice(0, 200), ...seen.slice(-100)]);
  for (let seat = 0; seat < seats; seat++) {
    const listed = new Set<string>();
    for (const move of lists[seat]!) {
      const parsed = game.moveSchema.safeParse(move);
      if (!parsed.success) {
        found.push({ seat, move, listed: true, accepted: false, why: "a listed move fails the move schema" });
        continue;
      }
      listed.add(keyOf(parsed.data));
    }
    const candidates = [
      ...sample(rng, lists[seat]!, CANDIDATES),
      ...sample(rng, lists[seat]!, CANDIDATES).map((move) => mutate(move, words, rng)),
      ...sample(rng, lists.flat(), CANDIDATES),
      ...sample(rng, seen, CANDIDATES),
      ...Array.from({ length: CANDIDATES }, () => drawFromSchema(game.moveSchema, words, rng)),
      ...drawEachKind(game.moveSchema, words, rng),
    ];
    const tried = new Set<string>();
    for (const candidate of candidates) {
      const parsed = game.moveSchema.safeParse(candidate);
      if (!parsed.success || isRoomMove(game, parsed.data)) continue;
      const key = keyOf(parsed.data);
      if (tried.has(key)) continue;
      tried.add(key);
      stats.tried++;
      if (listed.has(key)) stats.listedTried++;
      let accepted = true;
      let why = "";
      try {
        applyMove(game, state, seat, parsed.data);
      } catch (error) {
        if (!isRuleError(error)) {
          found.push({ seat, move: parsed.data, listed: listed.has(key), accepted: false, why: `play threw ${String(error)}` });
          continue;
        }
        accepted = false;
        stats.refused++;
        why = `${error.code}: ${error.message}`;
      }
      if (accepted !== listed.has(key)) found.push({ seat, move: parsed.data, listed: listed.has(key), accepted, why });
    }
  }
  return found;
}

/** Plays one table with random and bot moves, checking the contract every CHECK_EVERY moves. */
function playAndCheck(game: AnyGame, table: Table, seed: string): { checks: number; disagreements: string[] } {
  const state = createGame(game, { seats: table.seats, options: table.options, seed });
  const rng = seedRng(`contract:${seed}`);
  for (const seat of table.botSeats ?? []) if (game.seatHolders) playInPlace(game, state, seat, game.seatHolders.bot);
  const seen: unknown[] = [];
  const disagreements: string[] = [];
  let checks = 0;
  for (let step = 0; step < table.maxMoves && game.outcome(state) === null; step++) {
    if (step % (table.every ?? CHECK_EVERY) === 0) {
      checks++;
      for (const d of checkState(game, state, rng, seen).slice(0, 3)) {
        disagreements.push(
          `${seed} move ${step}, seat ${d.seat}: ${JSON.stringify(d.move)} is ${d.listed ? "listed" : "not listed"} but ${
            d.accepted ? "accepted" : "refused"
          } ${d.why}`,
        );
      }
      if (disagreements.length >= 6) break;
    }
    const waiting = game.waitingOn(state);
    if (waiting.length === 0) throw new Error(`${seed}: nobody is waited on at move ${step}`);
    const seat = pickOne(rng, waiting);
    // A listed move at random, the random bot or the greedy one (which plays for the table's life, to reach late states).
    const roll = randomInt(rng, 4);
    const moves = roll === 0 ? (game.legalMoves(state, seat) as unknown[]) : [];
    const bot = (roll === 1 ? game.bots.random : undefined) ?? game.bots.greedy ?? game.bots.random;
    const move = moves.length > 0 ? pickOne(rng, moves) : bot!(state, seat, rng);
    playInPlace(game, state, seat, move);
    if (seen.length < 400) seen.push(move);
    else seen[randomInt(rng, seen.length)] = move;
  }
  return { checks, disagreements };
}

describe("play accepts a well-formed move if and only if legalMoves lists it", () => {
  for (const [id, setups] of Object.entries(tables)) {
    it(`${id}`, () => {
      const game = games[id]!;
      const disagreements: string[] = [];
      let checks = 0;
      stats = { tried: 0, listedTried: 0, refused: 0 };
      setups.forEach((table, t) => {
        for (let g = 0; g < GAMES * (table.games ?? 1); g++) {
          const result = playAndCheck(game, table, `${id}-${t}-${g}`);
          checks += result.checks;
          disagreements.push(...result.disagreements);
        }
      });
      if (process.env.CONTRACT_STATS) console.warn(id, { checks, ...stats });
      expect(checks).toBeGreaterThan(10);
      expect(disagreements).toEqual([]);
    }, 120_000);
  }

  it("covers every game of the registry", () => {
    expect(Object.keys(tables).sort()).toEqual(Object.keys(games).sort());
  });
});
