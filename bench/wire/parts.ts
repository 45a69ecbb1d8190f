/**
 * What a move sends, part by part: plays seeded random-bot games of each game in process,
 * syncs the views into the server's string fields after every move as the room does
 * (`schemaFor` + `syncFields` from the server's build), and counts the JSON of every field a
 * move changed: a public field once per client, a private one for its seat. Deterministic (no
 * network, no clock), so it tells a view change's effect on the bytes before a load run does;
 * the bytes actually on the wire (framing, the `accepted` answer) are the load benchmark's
 * "bytes/client/move". Run: `npm run bench:parts -- [games] [games per game] [top parts]`.
 *
 * It also times what a room does in the rules and the view fields for a move, played again on a
 * fresh table without the counting: play the move, project the public view and every seat's part,
 * sync the fields (no socket, no store, no encoding). A timing, so it varies with the machine.
 * And the heap a room's synchronised view holds: the first game's view halfway through, synced
 * into 300 tables with their seats (schema instances and strings; no clients, no rules state).
 */
import v8 from "node:v8";
import vm from "node:vm";
import { createGame, findGame, playBotMatch, playInPlace, wirePartsOf, type AnyGame } from "@tablee/rules";
import { schemaFor, syncFields, type ViewFields, type ViewPart } from "../../packages/server/dist/rooms/schema.js";
import { DEFAULT_LOAD_GAMES, LOAD_GAMES } from "../load/games.js";

const [gamesArg, countArg, topArg] = process.argv.slice(2);
const gameIds = gamesArg ? gamesArg.split(",") : DEFAULT_LOAD_GAMES;
const count = Number(countArg ?? 5);
const top = Number(topArg ?? 6);

interface Tally {
  moves: number;
  /** Time spent playing and projecting the moves (`timeOne`). */
  ms: number;
  bytes: Map<string, number>;
  changes: Map<string, number>;
}

/** `boats.2.action.step` → `boats.N.action.step`: one line per kind of part, whichever seat. */
const kindOf = (field: string) => field.replace(/\.\d+(?=\.|$)/, ".N").replace(/~\d+$/, "~N");

/** A synchronised view's string fields by path (`boats.2.action.step`), its nested nodes walked. */
function flatten(node: Record<string, unknown>, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [field, held] of Object.entries(node)) {
    if (typeof held === "string") out.set(`${prefix}${field}`, held);
    else if (typeof held === "object" && held !== null) flatten(held as Record<string, unknown>, `${prefix}${field}.`, out);
  }
  return out;
}

function playOne(game: AnyGame, seats: number, options: unknown, seed: string, tally: Tally): void {
  const setup = { seats, options: game.optionsSchema.parse(options), seed };
  const { moves } = playBotMatch(
    game,
    setup,
    Array.from({ length: seats }, () => "random"),
    { maxMoves: 20_000 },
  );
  const state = createGame(game, setup);
  const schema = schemaFor(game, seats);
  const publicFields: Record<string, unknown> = {};
  const privateFields = Array.from({ length: seats }, (): Record<string, unknown> => ({}));
  let counting = false;
  const sync = (target: Record<string, unknown>, parts: readonly ViewPart[], value: object, label: string, copies: number) => {
    const before = flatten(target);
    syncFields(target as unknown as ViewFields, parts, value);
    if (!counting) return;
    for (const [field, json] of flatten(target)) {
      if (before.get(field) === json) continue;
      const kind = `${label} ${kindOf(field)}`;
      tally.bytes.set(kind, (tally.bytes.get(kind) ?? 0) + Buffer.byteLength(json) * copies);
      tally.changes.set(kind, (tally.changes.get(kind) ?? 0) + 1);
    }
  };
  const syncAll = () => {
    sync(publicFields, schema.publicParts, game.publicView(state) as object, "public", seats);
    privateFields.forEach((fields, seat) => {
      const { private: own, legalMoves } = wirePartsOf(game, state, seat);
      sync(fields, schema.privateParts, { ...(own as object), legalMoves }, "private", 1);
    });
  };
  syncAll();
  counting = true;
  for (const { seat, move } of moves) {
    playInPlace(game, state, seat, move);
    syncAll();
  }
  tally.moves += moves.length;
  tally.ms += timeOne(game, seats, setup, moves);
}

type Setup = { seats: number; options: unknown; seed: string };
type Played = { seat: number; move: unknown }[];

/** Milliseconds per move of play + views + field sync, the game's moves played again on a fresh table. */
function timeOne(game: AnyGame, seats: number, setup: Setup, moves: Played) {
  const state = createGame(game, setup);
  const schema = schemaFor(game, seats);
  const publicFields = {} as ViewFields;
  const privateFields = Array.from({ length: seats }, () => ({}) as ViewFields);
  const started = performance.now();
  for (const { seat, move } of moves) {
    playInPlace(game, state, seat, move);
    syncFields(publicFields, schema.publicParts, game.publicView(state) as object);
    privateFields.forEach((fields, s) => {
      const { private: own, legalMoves } = wirePartsOf(game, state, s);
      syncFields(fields, schema.privateParts, { ...(own as object), legalMoves });
    });
  }
  return performance.now() - started;
}

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** Heap bytes per table of the view synced into 300 tables (the first game halfway through). */
function heapPerTable(game: AnyGame, seats: number, setup: Setup, moves: Played) {
  const state = createGame(game, setup);
  for (const { seat, move } of moves.slice(0, Math.floor(moves.length / 2))) playInPlace(game, state, seat, move);
  const schema = schemaFor(game, seats);
  const json = JSON.stringify(game.publicView(state));
  const seatParts = Array.from({ length: seats }, (_, s) => {
    const { private: own, legalMoves } = wirePartsOf(game, state, s);
    return JSON.stringify({ ...(own as object), legalMoves });
  });
  const tables: unknown[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 300; i++) {
    const table = schema.createTable();
    syncFields(table.view, schema.publicParts, JSON.parse(json) as object);
    seatParts.forEach((part, s) => {
      const slot = schema.createSeat(s);
      syncFields(slot.secret, schema.privateParts, JSON.parse(part) as object);
      table.seats.push(slot);
    });
    tables.push(table);
  }
  gc();
  return (process.memoryUsage().heapUsed - before) / tables.length;
}

for (const gameId of gameIds) {
  const load = LOAD_GAMES[gameId];
  const game = findGame(gameId);
  if (!load || !game) throw new Error(`no game ${gameId} (${DEFAULT_LOAD_GAMES.join(", ")})`);
  const tally: Tally = { moves: 0, ms: 0, bytes: new Map(), changes: new Map() };
  for (let i = 0; i < count; i++) playOne(game, load.seats, load.options, `parts-${i}`, tally);
  const firstSetup = { seats: load.seats, options: game.optionsSchema.parse(load.options), seed: "parts-0" };
  const firstMoves = playBotMatch(
    game,
    firstSetup,
    Array.from({ length: load.seats }, () => "random"),
    { maxMoves: 20_000 },
  ).moves;
  const heapKb = heapPerTable(game, load.seats, firstSetup, firstMoves) / 1024;
  const perClientMove = (bytes: number) => bytes / tally.moves / load.seats;
  const total = [...tally.bytes.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n**${gameId}** (${load.seats} seats, ${count} random-bot games, ${tally.moves} moves): ${perClientMove(total).toFixed(0)} B of JSON per client per move; ${(tally.ms / tally.moves).toFixed(3)} ms per move to play it and project the views; ${heapKb.toFixed(1)} KB of heap per table for its view\n`,
  );
  console.log("| part | B per client per move | changed (times) | mean size B |\n|---|---:|---:|---:|");
  for (const [kind, bytes] of [...tally.bytes].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const changes = tally.changes.get(kind)!;
    const copies = kind.startsWith("public") ? load.seats : 1;
    console.log(`| ${kind} | ${perClientMove(bytes).toFixed(0)} | ${changes} | ${(bytes / changes / copies).toFixed(0)} |`);
  }
}
