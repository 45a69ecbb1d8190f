/**
 * Load driver: plays N concurrent rooms of one game with headless colyseus.js bot clients over
 * real WebSockets, restarting each room when its game ends. All the clients of a room live in
 * this process, so one clock measures the latencies: for a Précognition reveal, last commit
 * sent → all four clients have decoded the reveal; for any move, sent → every client of the
 * room has decoded the state it made (`moveCount` reached the number the server accepted it
 * as). Prints one JSON line of results on stdout when done.
 *
 * Usage (run by bench/load/run.ts):
 *   tsx bench/load/driver.ts <target> <url> <rooms> <pace> <warmupS> <measureS> [gameId]
 */
import { monitorEventLoopDelay, performance, PerformanceObserver } from "node:perf_hooks";
import { Client, type Room } from "colyseus.js";
import { findGame, joinViewParts, legalMovesFromWire } from "@tablee/rules";
import { chooseMove, LOAD_GAMES } from "./games.js";

type Target = "tablee" | "bare";
type Pace = "stress" | "evening";

const [target, url, roomsArg, pace, warmupArg, measureArg, gameArg] = process.argv.slice(2) as [
  Target,
  string,
  string,
  Pace,
  string,
  string,
  string | undefined,
];
const game = LOAD_GAMES[gameArg ?? "precognition"]!;
if (!game) throw new Error(`no load set-up for ${gameArg}`);
const rules = findGame(game.gameId);
const ROOMS = Number(roomsArg);
const WARMUP_MS = Number(warmupArg) * 1000;
const MEASURE_MS = Number(measureArg) * 1000;
const wsUrl = url.replace(/^http/, "ws");

const think = () => (pace === "stress" ? Math.random() * 200 : 2000 + Math.random() * 18_000);

const results = {
  latencies: [] as number[],
  moveLatencies: [] as number[],
  acceptedMoves: 0,
  refused: 0,
  reveals: 0,
  bytes: 0,
  turnsObserved: 0,
  errors: 0,
  disconnects: 0,
  gamesFinished: 0,
  moves: 0,
};
let measuring = false;
let stopping = false;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoom = Room<any>;

function countBytes(room: AnyRoom): void {
  const ws = (
    room.connection.transport as unknown as { ws: { on(event: string, cb: (data: ArrayBuffer | Buffer) => void): void } }
  ).ws;
  ws.on("message", (data) => {
    if (measuring) results.bytes += data.byteLength;
  });
}

function watchLeave(room: AnyRoom): void {
  room.onLeave((code) => {
    // 1000 and 4000: a leave we asked for (the game ended and the room is restarted).
    if (!stopping && code !== 1000 && code !== 4000) results.disconnects++;
  });
  // A refusal is a race at a busy table (another seat's move changed what was legal between
  // the view this seat read and its move's arrival), counted apart from errors.
  room.onMessage("refused", (refusal: { code: string }) => {
    if (measuring) results.refused++;
    if (process.env.DEBUG_PARTS) console.error("refused", refusal.code);
  });
  room.onError(() => {
    results.errors++;
  });
  // Sent to every joiner and seat taker; the driver has no use for them (registered, so that
  // colyseus.js does not warn for each).
  for (const type of ["seated", "chatHistory", "chat"]) room.onMessage(type, () => undefined);
}

/** One reveal of one room: when the last commit left, and which clients have seen it. */
interface RevealTracker {
  lastCommitAt: number;
  seenBy: Set<number>;
  seenAt?: number[];
}

function observe(trackers: Map<number, RevealTracker>, round: number, seat: number): void {
  const tracker = trackers.get(round);
  if (!tracker) return;
  tracker.seenBy.add(seat);
  if (process.env.DEBUG_SLOW) (tracker.seenAt ??= [])[seat] = Math.round(performance.now() - tracker.lastCommitAt);
  if (tracker.seenBy.size === 4) {
    if (process.env.DEBUG_SLOW && performance.now() - tracker.lastCommitAt > 500)
      console.error("slow reveal", round, JSON.stringify(tracker.seenAt));
    if (measuring) {
      results.latencies.push(performance.now() - tracker.lastCommitAt);
      results.reveals++;
    }
    trackers.delete(round);
  }
}

// ---------------------------------------------------------------- Tablée (any game)

async function postJson(path: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/**
 * One move of one room: sent at `sentAt`, accepted as the room's move number `target`; it is
 * seen when every client of the room has decoded a state whose `moveCount` reached `target`.
 */
interface MoveTracker {
  sentAt: number;
  target: number;
}

async function tableeRoom(): Promise<void> {
  const { seats } = game;
  const created = await postJson("/api/rooms", { gameId: game.gameId, seats, options: game.options });
  const client = new Client(wsUrl);
  const rooms: AnyRoom[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const room: AnyRoom = await client.joinById(
      created.roomId!,
      seat === 0 ? { name: `H${seat}`, hostToken: created.hostToken } : { name: `P${seat}` },
    );
    watchLeave(room);
    rooms.push(room);
    room.send("takeSeat", { seat });
    room.send("ready", { ready: true });
  }
  const revealTrackers = new Map<number, RevealTracker>();
  /** The highest `moveCount` each client has decoded. */
  const seenMoveCount = rooms.map(() => 0);
  const moveTrackers = new Set<MoveTracker>();
  const settleMoves = () => {
    const everyoneAt = Math.min(...seenMoveCount);
    for (const tracker of moveTrackers) {
      if (tracker.target > everyoneAt) continue;
      if (measuring) results.moveLatencies.push(performance.now() - tracker.sentAt);
      moveTrackers.delete(tracker);
    }
  };
  const cache = new Map<string, { json: string; value: unknown }>();
  const parse = (key: string, json: string | undefined): unknown => {
    if (json === undefined) return undefined;
    const hit = cache.get(key);
    if (hit && hit.json === json) return hit.value;
    let value: unknown;
    try {
      value = JSON.parse(json) as unknown;
    } catch {
      if (process.env.DEBUG_PARTS) console.error("undecodable", key, JSON.stringify(json).slice(0, 80));
      results.errors++;
      return undefined;
    }
    cache.set(key, { json, value });
    return value;
  };
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const started = { value: false };

  rooms.forEach((room, seat) => {
    countBytes(room);
    // One decision at a time per seat: the next waits for the server's answer to this one.
    let pending: string | null = null;
    let sentAt = 0;
    let lastTurnSeen = 0;
    // After an answer (or a look at a view not complete yet), look again at the current state.
    const retry = () => {
      pending = null;
      setTimeout(() => onChange(room.state as Record<string, unknown>), 5);
    };
    room.onMessage("refused", retry);
    room.onMessage("accepted", (answer: { seq: number }) => {
      if (measuring) results.acceptedMoves++;
      moveTrackers.add({ sentAt, target: answer.seq });
      settleMoves();
      retry();
    });
    const legalJson = () => (room.state.seats as { secret?: Record<string, string> }[])[seat]?.secret?.legalMoves ?? "";
    const onChange = (state: Record<string, unknown>) => {
      if (stopping) return;
      const moveCount = state.moveCount as number;
      if (moveCount > seenMoveCount[seat]!) {
        seenMoveCount[seat] = moveCount;
        settleMoves();
      }
      const status = state.status as string;
      if (status === "lobby" && seat === 0 && !started.value) {
        const slots = state.seats as { ready: boolean; taken: boolean }[];
        if (slots.length === seats && slots.every((s) => s.taken && s.ready)) {
          started.value = true;
          room.send("start");
        }
        return;
      }
      if (status === "finished") {
        if (seat === 0) {
          results.gamesFinished++;
          finished();
        }
        return;
      }
      if (status !== "playing") return;
      if (game.gameId === "precognition") {
        const view = state.view as Record<string, string | undefined>;
        const phase = parse(`${seat}.phase`, view.phase) as string;
        const turn = parse(`${seat}.turn`, view.turn) as number;
        // The reveal of turn T is seen when this client is past the decision of turn T.
        if (phase !== "decision" && turn > lastTurnSeen) {
          lastTurnSeen = turn;
          if (measuring) results.turnsObserved++;
          observe(revealTrackers, turn, seat);
        }
      }
      const waiting = [...(state.waitingOn as number[])];
      if (!waiting.includes(seat) || pending !== null) return;
      pending = legalJson();
      setTimeout(() => {
        if (stopping) return;
        const slot = (room.state.seats as { secret?: Record<string, string> }[])[seat];
        const sent = parse(`${seat}.legal`, slot?.secret?.legalMoves);
        // A game that sends its legal moves compacted (This War of Mine) needs its public view to list them.
        const legal = (
          rules?.compactMoves
            ? legalMovesFromWire(
                rules,
                joinViewParts((room.state.view as { toJSON(): Record<string, unknown> }).toJSON(), (key, json) =>
                  parse(`${seat}.view.${key}`, json),
                ),
                sent,
              )
            : sent
        ) as { type: string }[] | undefined;
        if (!legal || legal.length === 0) return retry();
        pending = legalJson();
        const move = chooseMove(game, legal, Math.random)!;
        if (move.type === "choose" && game.gameId === "precognition") {
          const currentTurn = parse(`${seat}.turn`, (room.state.view as Record<string, string>).turn) as number;
          const tracker = revealTrackers.get(currentTurn) ?? { lastCommitAt: 0, seenBy: new Set<number>() };
          tracker.lastCommitAt = performance.now();
          revealTrackers.set(currentTurn, tracker);
        }
        if (measuring) results.moves++;
        sentAt = performance.now();
        room.send("move", move);
      }, think());
    };
    room.onStateChange(onChange);
    // Everything may have arrived before this handler existed: look once now.
    onChange(room.state as Record<string, unknown>);
  });
  await done;
  await Promise.all(rooms.map((room) => room.leave(true).catch(() => undefined)));
}

// ---------------------------------------------------------------- bare Colyseus room

async function bareRoom(): Promise<void> {
  const created = await postJson("/api/rooms", {});
  const client = new Client(wsUrl);
  const rooms: AnyRoom[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const room: AnyRoom = await client.joinById(created.roomId!, {});
    watchLeave(room);
    countBytes(room);
    rooms.push(room);
  }
  const trackers = new Map<number, RevealTracker>();
  rooms.forEach((room, seat) => {
    let actedRound = -1;
    let lastRoundSeen = 0;
    room.onStateChange((state: Record<string, unknown>) => {
      if (stopping) return;
      const round = state.round as number;
      if (round > lastRoundSeen) {
        lastRoundSeen = round;
        if (measuring) results.turnsObserved++;
        observe(trackers, round, seat);
      }
      const players = state.players as Map<string, { committed: boolean; hand?: { cards: string[] } }>;
      if (players.size < 4) return;
      const me = players.get(room.sessionId);
      if (!me?.hand || me.committed || actedRound === round) return;
      actedRound = round;
      setTimeout(() => {
        if (stopping) return;
        const cards = [...(me.hand?.cards ?? [])];
        const tracker = trackers.get(round + 1) ?? { lastCommitAt: 0, seenBy: new Set<number>() };
        tracker.lastCommitAt = performance.now();
        trackers.set(round + 1, tracker);
        if (measuring) results.moves++;
        room.send("commit", { card: cards[Math.floor(Math.random() * cards.length)] });
      }, think());
    });
  });
  // A bare room never ends: it plays until the run stops.
  await new Promise(() => undefined);
}

// ---------------------------------------------------------------- run

async function keepRoomGoing(index: number): Promise<void> {
  // Spread room start-ups over most of the warm-up, so joins do not land all at once.
  await new Promise((r) => setTimeout(r, (index * WARMUP_MS * 0.8) / ROOMS));
  while (!stopping) {
    try {
      await (target === "tablee" ? tableeRoom() : bareRoom());
    } catch (error) {
      if (process.env.DEBUG_PARTS) console.error("room failed:", error);
      if (!stopping) results.errors++;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
for (let i = 0; i < ROOMS; i++) void keepRoomGoing(i);

await new Promise((r) => setTimeout(r, WARMUP_MS));
// The driver's own GC pauses: a long one delays every client's decoding at once.
const gcPauses: number[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
});
gcObserver.observe({ entryTypes: ["gc"] });
measuring = true;
loopDelay.enable();
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
await new Promise((r) => setTimeout(r, MEASURE_MS));
measuring = false;
const cpu = process.cpuUsage(cpuStart);
const wall = performance.now() - wallStart;
loopDelay.disable();
stopping = true;

const sorted = results.latencies.sort((a, b) => a - b);
const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const round = (ms: number) => Math.round(ms * 10) / 10;
// A bare room's commit is its move: every commit is accepted.
const accepted = target === "bare" ? results.moves : results.acceptedMoves;
const clientsPerRoom = target === "bare" ? 4 : game.seats;
process.stdout.write(
  JSON.stringify({
    target,
    game: target === "bare" ? "bare" : game.gameId,
    seats: clientsPerRoom,
    pace,
    rooms: ROOMS,
    reveals: results.reveals,
    revealsPerSecond: results.reveals / (wall / 1000),
    movesPerSecond: results.moves / (wall / 1000),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    latencies: sorted.map(round),
    moveLatencies: results.moveLatencies.sort((a, b) => a - b).map(round),
    acceptedMoves: accepted,
    acceptedPerSecond: accepted / (wall / 1000),
    bytes: results.bytes,
    turnsObserved: results.turnsObserved,
    bytesPerClientPerTurn: results.turnsObserved ? results.bytes / results.turnsObserved : NaN,
    driverCpu: ((cpu.user + cpu.system) / 1000 / wall) * 100,
    driverLoopDelayP99: loopDelay.percentile(99) / 1e6,
    driverLoopDelayMax: loopDelay.max / 1e6,
    driverGcMaxMs: Math.max(0, ...gcPauses),
    errors: results.errors,
    refused: results.refused,
    disconnects: results.disconnects,
    gamesFinished: results.gamesFinished,
  }) + "\n",
);
process.exit(0);
