/**
 * Bytes on the wire per day of play for a client of This War of Mine: the real server (its
 * production build, an in-memory store, bots without delay) hosts 3-seat campaigns played to
 * their end by the survival bot, each seat a colyseus.js client, plus one spectator. Every
 * WebSocket message each client receives is counted (payload bytes, as `bench:load` counts them;
 * the join's snapshot included), and attributed to the game day the table was on when it arrived.
 * Each move is seen by every client before the next one is sent, so a day's bytes are that day's.
 *
 * Run: `npm run bench:wire:twom -- [campaigns]` (builds first; 3 campaigns by default). Prints a
 * Markdown table per kind of client, and the size of a campaign's state at its end (what a
 * campaign's room keeps in memory while it waits for its group).
 */
import { Client, type Room } from "colyseus.js";
import { createGame, playInPlace, seedRng, thisWarOfMine as game, type RecordedMove } from "@tablee/rules";
import { startServer } from "../../packages/server/dist/app.js";
import { loadConfig } from "../../packages/server/dist/config.js";
import { createLogger } from "../../packages/server/dist/logger.js";
import { SqliteStore } from "../../packages/server/dist/store/sqlite.js";

const campaigns = Number(process.argv[2] ?? "3");
const SEATS = 3;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoom = Room<any>;

interface Listener {
  room: AnyRoom;
  seat: number | null;
  /** Bytes received per game day (index: day). */
  perDay: number[];
  day: number;
  token: string | null;
}

const config = loadConfig({
  PORT: "0",
  HOST: "127.0.0.1",
  DATABASE_PATH: ":memory:",
  LOG_LEVEL: "silent",
  BOT_DELAY_MS: "0",
  RATE_LIMIT_PER_SECOND: "100000",
  RATE_LIMIT_BURST: "100000",
  ROOMS_PER_HOUR_PER_ADDRESS: "100000",
  JOINS_PER_MINUTE_PER_ADDRESS: "100000",
  TABLEE_TEST_GAMES: "1",
});
const store = new SqliteStore(config.databasePath);
const server = await startServer(config, { store, logger: createLogger("silent") });

function listen(room: AnyRoom, listener: Listener): void {
  const ws = (room.connection.transport as unknown as { ws: { on(event: string, cb: (data: ArrayBuffer) => void): void } }).ws;
  ws.on("message", (data) => {
    listener.perDay[listener.day] = (listener.perDay[listener.day] ?? 0) + data.byteLength;
  });
  for (const type of ["chatHistory", "chat", "accepted", "refused", "previously"]) room.onMessage(type, () => undefined);
  room.onMessage("seated", (message: { seat: number; token: string }) => {
    listener.seat = message.seat;
    listener.token = message.token;
  });
}

async function join(roomId: string, options: Record<string, unknown>): Promise<Listener> {
  const client = new Client(`ws://127.0.0.1:${server.port}`);
  const listener: Listener = { room: null as unknown as AnyRoom, seat: null, perDay: [], day: 0, token: null };
  // Bytes before the room object exists (the snapshot) are counted from the first message on.
  const room: AnyRoom = await client.joinById(roomId, options);
  listener.room = room;
  listen(room, listener);
  return listener;
}

const until = (check: () => boolean, what: string, timeoutMs = 20_000) =>
  new Promise<void>((resolve, reject) => {
    if (check()) return resolve();
    const started = Date.now();
    const poll = setInterval(() => {
      if (check()) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 1);
  });

/** The day the table shows (the public view's `day` part, a JSON string). */
const dayOf = (room: AnyRoom): number => Number(room.state?.view?.day ?? 0);

interface CampaignResult {
  seated: number[][];
  spectator: number[];
  days: number;
  moves: number;
  stateBytes: number;
}

async function playCampaign(index: number): Promise<CampaignResult> {
  const response = await fetch(`${server.url}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gameId: game.id, seats: SEATS, options: {} }),
  });
  const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
  const seated: Listener[] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    const listener = await join(roomId, seat === 0 ? { name: `P${seat + 1}`, hostToken } : { name: `P${seat + 1}` });
    listener.room.send("takeSeat", { seat });
    await until(() => listener.seat === seat, "a seat");
    listener.room.send("ready", { ready: true });
    seated.push(listener);
  }
  const spectator = await join(roomId, { name: "Watcher" });
  const everyone = [...seated, spectator];
  const host = seated[0]!;
  await until(() => host.room.state.seats.every((s: { ready: boolean }) => s.ready), "everyone ready");
  host.room.send("start");
  await until(() => host.room.state.status === "playing" && dayOf(host.room) > 0, "the start");
  for (const listener of everyone) listener.day = dayOf(listener.room);

  // The bench's own copy of the campaign, kept in step with the stored moves, for the bot.
  const record = store.getRoom(roomId)!;
  const state = createGame(game, { seats: record.seats, options: record.options, seed: record.seed });
  let applied = 0;
  const catchUp = () => {
    const moves = store.listMoves(roomId) as RecordedMove[];
    for (; applied < moves.length; applied++) playInPlace(game, state, moves[applied]!.seat, moves[applied]!.move as never);
  };
  for (let step = 0; host.room.state.status !== "finished"; step++) {
    catchUp();
    const seat = game.waitingOn(state)[0];
    const player = seated.find((l) => l.seat === seat);
    if (seat === undefined || !player) throw new Error(`nobody to play seat ${seat}`);
    const count = host.room.state.moveCount as number;
    player.room.send("move", game.bots.survival!(state, seat, seedRng(`wire-${index}-${step}`)));
    await until(() => (player.room.state.moveCount as number) > count, "the move");
    const target = player.room.state.moveCount as number;
    for (const listener of everyone) {
      await until(() => (listener.room.state.moveCount as number) >= target, "every client to see the move");
      // What arrives from now on belongs to the day the table shows.
      listener.day = dayOf(listener.room);
    }
  }
  catchUp();
  const result: CampaignResult = {
    seated: seated.map((l) => l.perDay),
    spectator: spectator.perDay,
    days: state.day,
    moves: applied,
    stateBytes: JSON.stringify(state).length,
  };
  for (const listener of everyone) await listener.room.leave(true);
  return result;
}

const results: CampaignResult[] = [];
try {
  for (let i = 0; i < campaigns; i++) results.push(await playCampaign(i));
} finally {
  await server.close();
  store.close();
}

/**
 * Day totals of every campaign for one kind of client: whole days only, from day 1 (the lobby's
 * bytes are day 0) to the day before the one the campaign ended on.
 */
const dayTotals = (pick: (r: CampaignResult) => number[][]) =>
  results.flatMap((r) => pick(r).flatMap((perDay) => Array.from({ length: r.days - 1 }, (_, i) => perDay[i + 1] ?? 0)));
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { mean, median: at(0.5), p90: at(0.9), max: sorted.at(-1)!, min: sorted[0]! };
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

console.log(
  `${results.length} campaigns of ${SEATS} seats to their end: ${results.map((r) => `${r.days} days / ${r.moves} moves`).join(", ")}\n`,
);
console.log("| client | whole days | mean per day | median | p90 | max | min | whole campaign (mean) |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const [name, pick] of [
  ["seated (its legal moves included)", (r: CampaignResult) => r.seated],
  ["spectator", (r: CampaignResult) => [r.spectator]],
] as const) {
  const days = dayTotals(pick);
  const s = stats(days);
  const campaignsTotal = results.flatMap((r) => pick(r).map((perDay) => perDay.reduce((a, b) => a + (b ?? 0), 0)));
  const whole = campaignsTotal.reduce((a, b) => a + b, 0) / campaignsTotal.length;
  console.log(
    `| ${name} | ${days.length} | **${kb(s.mean)}** | ${kb(s.median)} | ${kb(s.p90)} | ${kb(s.max)} | ${kb(s.min)} | ${kb(whole)} |`,
  );
}
const stateSizes = results.map((r) => r.stateBytes);
console.log(
  `\nA campaign's rules state at its end (JSON): ${stateSizes.map(kb).join(", ")}; the join's snapshot is counted on day 1.`,
);
