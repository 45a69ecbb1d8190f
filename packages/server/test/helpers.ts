import net from "node:net";
import { Client, type Room } from "colyseus.js";
import { findGame, joinViewParts, legalMovesFromWire } from "@tablee/rules";
import { startServer, type TableeServer } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { SqliteStore } from "../src/store/sqlite.js";
import type { Store } from "../src/store/store.js";

export interface TestServer {
  server: TableeServer;
  store: Store;
  port: number;
  close(): Promise<void>;
}

/** A real server on a random loopback port with an in-memory store and instant bots. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_PATH: ":memory:",
    LOG_LEVEL: "silent",
    BOT_DELAY_MS: "0",
    RECONNECT_SECONDS: "5",
    RATE_LIMIT_PER_SECOND: "100000",
    RATE_LIMIT_BURST: "100000",
    ROOMS_PER_HOUR_PER_ADDRESS: "100000",
    JOINS_PER_MINUTE_PER_ADDRESS: "100000",
    TABLEE_TEST_GAMES: "1",
    ...env,
  });
  const store = new SqliteStore(config.databasePath);
  const server = await startServer(config, { store, logger: createLogger("silent") });
  return {
    server,
    store,
    port: server.port,
    close: async () => {
      await server.close();
      store.close();
    },
  };
}

export interface CreatedRoom {
  roomId: string;
  inviteUrl: string;
  hostToken: string;
}

export async function createRoom(baseUrl: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export async function newRoom(baseUrl: string, body: unknown): Promise<CreatedRoom> {
  const { status, json } = await createRoom(baseUrl, body);
  if (status !== 201) throw new Error(`room creation failed: ${JSON.stringify(json)}`);
  return json as unknown as CreatedRoom;
}

/**
 * A TCP proxy in front of the server that records every byte the server sends to one client:
 * the leak audits read it raw (HTTP matchmaking answers and WebSocket frames alike).
 */
export class RecordingProxy {
  private chunks: Buffer[] = [];
  private readAt = 0;
  private readonly sockets = new Set<net.Socket>();
  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(targetPort: number): Promise<RecordingProxy> {
    const holder: { proxy?: RecordingProxy } = {};
    const server = net.createServer((client) => {
      const upstream = net.connect(targetPort, "127.0.0.1");
      holder.proxy?.sockets.add(client).add(upstream);
      client.pipe(upstream);
      upstream.on("data", (chunk: Buffer) => {
        holder.proxy?.chunks.push(chunk);
        client.write(chunk);
      });
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on("error", close).on("close", close);
      upstream.on("error", close).on("close", close);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    holder.proxy = new RecordingProxy(server, (server.address() as net.AddressInfo).port);
    return holder.proxy;
  }

  /** Everything received since the last call, as latin1 text (ids are ASCII). */
  takeNew(): string {
    const fresh = Buffer.concat(this.chunks.slice(this.readAt)).toString("latin1");
    this.readAt = this.chunks.length;
    return fresh;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Letters, digits, `-` and `_`: the characters of ids and flags. */
const continuesId = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 45 || c === 95;

/**
 * Ids from `hidden` that occur in `text` as whole identifiers: neither the character before nor the
 * one after may continue an identifier (a Residents card `mira` is not in a flag `robbed_mira`).
 * `quoted`: only as a whole JSON string (`"school"`), for games whose ids are words of their own
 * prose (This War of Mine's Location `school` in "the music school"); their views carry ids as whole
 * strings.
 */
export function leakedIds(text: string, hidden: Iterable<string>, quoted = false): string[] {
  const found: string[] = [];
  for (const bare of hidden) {
    const id = quoted ? `"${bare}"` : bare;
    let at = text.indexOf(id);
    while (at >= 0) {
      const next = text.charCodeAt(at + id.length);
      if (quoted || (!continuesId(next) && !continuesId(text.charCodeAt(at - 1)))) {
        found.push(bare);
        break;
      }
      at = text.indexOf(id, at + 1);
    }
  }
  return found;
}

export interface Refusal {
  code: string;
  message: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoom = Room<any>;

/** One person at the table, through a real colyseus.js client. */
export class Player {
  refusals: Refusal[] = [];
  received: { type: string | number; message: unknown }[] = [];
  seat: number | null = null;
  token: string | null = null;

  private constructor(
    public room: AnyRoom,
    readonly client: Client,
    readonly proxy: RecordingProxy | null,
  ) {
    this.listen(room);
  }

  private listen(room: AnyRoom): void {
    room.onMessage("refused", (refusal: Refusal) => this.refusals.push(refusal));
    room.onMessage("*", (type, message) => this.received.push({ type, message }));
    room.onMessage("seated", (message: { seat: number; token: string }) => {
      this.seat = message.seat;
      this.token = message.token;
    });
  }

  /** Cuts the socket without a close frame (a phone losing its network), then reconnects. */
  async dropAndReconnect(beforeReconnect?: () => Promise<void>): Promise<void> {
    const token = this.room.reconnectionToken;
    (this.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
    await beforeReconnect?.();
    this.room = await this.client.reconnect(token);
    this.listen(this.room);
    await this.until(() => hasView(this.state?.view) && this.state?.seats?.length > 0, "the state after the reconnection");
  }

  /** Cuts the socket without a close frame and stays away (a closed laptop). */
  drop(): void {
    (this.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
  }

  static async join(
    port: number,
    roomId: string,
    options: { name?: string; seatToken?: string; hostToken?: string } = {},
    record = false,
  ): Promise<Player> {
    const proxy = record ? await RecordingProxy.start(port) : null;
    const client = new Client(`ws://127.0.0.1:${proxy?.port ?? port}`);
    const room: AnyRoom = await client.joinById(roomId, options);
    const player = new Player(room, client, proxy);
    return player;
  }

  get state() {
    return this.room.state;
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  async takeSeat(seat?: number): Promise<number> {
    this.send("takeSeat", seat === undefined ? {} : { seat });
    await this.until(() => this.seat !== null && this.mySlot()?.connected === true, "a seat");
    return this.seat as number;
  }

  mySlot() {
    // Right after a (re)connection the state may not be decoded yet.
    return this.seat === null ? undefined : this.state?.seats?.[this.seat];
  }

  /** The public view, parsed. */
  view(): Record<string, unknown> {
    return readParts(this.state?.view);
  }

  /** This seat's private view and legal moves, parsed. */
  mine(): Record<string, unknown> {
    return readParts(this.mySlot()?.secret);
  }

  /** How many moves of this player the server has answered, accepted or refused. */
  answers(): number {
    return this.refusals.length + this.received.filter((m) => m.type === "accepted").length;
  }

  /** This seat's legal moves, put back together from the public view where the game sends them compacted. */
  legalMoves(): unknown[] {
    const game = findGame(this.state?.gameId ?? "");
    const sent = this.mine().legalMoves;
    return game ? legalMovesFromWire(game, this.view(), sent) : ((sent as unknown[] | undefined) ?? []);
  }

  waitingOn(): number[] {
    return [...(this.state?.waitingOn ?? [])] as number[];
  }

  /** Resolves once `predicate` holds, checking after every state change and message. */
  until(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      if (predicate()) return resolve();
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const poll = setInterval(() => {
        if (predicate()) {
          clearTimeout(timer);
          clearInterval(poll);
          resolve();
        }
      }, 2);
    });
  }

  /** The game's whole public log, asked page by page with `history` as the web client does (empty for a game without one). */
  async wholeLog(): Promise<unknown[]> {
    let entries: unknown[] = [];
    for (let before = (this.state?.logLength as number | undefined) ?? 0; before > 0;) {
      const seen = this.received.length;
      this.send("history", { before });
      await this.until(() => this.received.slice(seen).some((m) => m.type === "history"), "the history");
      const answer = this.received.slice(seen).find((m) => m.type === "history")!.message as { from: number; entries: unknown[] };
      if (answer.entries.length !== before - answer.from)
        throw new Error(`history from ${answer.from} before ${before}: ${answer.entries.length} entries`);
      entries = [...answer.entries, ...entries];
      before = answer.from;
    }
    return entries;
  }

  async nextRefusal(timeoutMs = 5000): Promise<Refusal> {
    const count = this.refusals.length;
    await this.until(() => this.refusals.length > count, "a refusal", timeoutMs);
    return this.refusals[count] as Refusal;
  }

  async leave(): Promise<void> {
    // A connection the server already closed never answers a leave: do not wait for it forever.
    await Promise.race([this.room.leave(true).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 200))]);
    await this.proxy?.close();
  }
}

/**
 * Sends a room message whose payload bytes the test chose (say, msgpack made with options the
 * real client never uses), on the player's own socket, as a hostile client could.
 */
export function rawFrame(player: Player, type: string, payload: Uint8Array): void {
  const ROOM_DATA = 13;
  const name = Buffer.from(type, "utf8");
  const ws = (player.room.connection.transport as unknown as { ws: { send(data: Uint8Array): void } }).ws;
  ws.send(Buffer.concat([Buffer.from([ROOM_DATA, 0xa0 | name.length]), name, payload]));
}

/** Parses the JSON string fields of a synchronised view (absent fields are not there yet). */
export function readParts(fields: { toJSON(): Record<string, unknown> } | undefined): Record<string, unknown> {
  return joinViewParts(fields?.toJSON() ?? {}, (key, json) => {
    try {
      return JSON.parse(json) as unknown;
    } catch (error) {
      throw new Error(`undecodable view part ${key}: ${JSON.stringify(json).slice(0, 200)} (${json.length} chars)`, {
        cause: error,
      });
    }
  });
}

/** Whether a synchronised view has arrived (its fields are set). */
export const hasView = (fields: { toJSON(): Record<string, unknown> } | undefined): boolean =>
  Object.keys(fields?.toJSON() ?? {}).length > 0;

/** Host + guests seated and ready; returns the players in seat order. */
export async function seatEveryone(port: number, created: CreatedRoom, names: string[], record = false): Promise<Player[]> {
  const players: Player[] = [];
  for (const [i, name] of names.entries()) {
    const player = await Player.join(port, created.roomId, i === 0 ? { name, hostToken: created.hostToken } : { name }, record);
    await player.takeSeat(i);
    player.send("setName", { name });
    player.send("ready", { ready: true });
    players.push(player);
  }
  const host = players[0] as Player;
  await host.until(() => players.every((p) => host.state.seats[p.seat as number]?.ready === true), "everyone ready");
  return players;
}

/**
 * Plays until the game ends: at each step one waited-on seat sends a random legal move, and
 * the step ends when every watcher has seen it. `afterStep` runs at each such checkpoint.
 */
export async function playToTheEnd(
  players: Player[],
  watchers: Player[],
  rng: () => number,
  afterStep?: () => void | Promise<void>,
  maxSteps = 5000,
  stopAtMaxSteps = false,
): Promise<void> {
  // Players and watchers may change between steps (a new tab, a late spectator).
  const everyone = () => [...players, ...watchers];
  for (let step = 0; step < maxSteps; step++) {
    const reference = players[0] as Player;
    if (reference.state.status === "finished") return;
    const waiting = reference.waitingOn();
    const candidates = players.filter((p) => p.seat !== null && waiting.includes(p.seat) && p.legalMoves().length > 0);
    if (candidates.length === 0) {
      await reference.until(
        () => reference.state.status === "finished" || reference.waitingOn().join() !== waiting.join(),
        "progress",
      );
      continue;
    }
    const player = candidates[Math.floor(rng() * candidates.length)] as Player;
    const legal = player.legalMoves() as { type?: unknown }[];
    const count = reference.state.moveCount as number;
    const refused = player.refusals.length;
    const answers = player.answers();
    player.send("move", pickLikePlayer(legal, rng));
    // The answer to this move, not only a patch: a bot's move may reach us first, and its
    // patch then comes before our refusal, which would otherwise count against the next move.
    await player.until(() => player.answers() > answers, "the move's answer");
    if (player.refusals.length > refused) {
      // A bot may have changed the table between our view and our move (its patch arrived
      // before the refusal); only a refusal of a move legal in the current state is a failure.
      if ((player.state.moveCount as number) !== count) continue;
      throw new Error(
        `legal move refused: ${JSON.stringify(player.refusals.at(-1))} (seat ${player.seat}, moves ${count}, waiting ${waiting.join()}, phase ${String(player.view().phase)}, step ${step})`,
      );
    }
    const target = player.state.moveCount as number;
    for (const p of everyone()) await p.until(() => (p.state.moveCount as number) >= target, "everyone to see the move");
    await afterStep?.();
  }
  if (!stopAtMaxSteps) throw new Error("the game did not end");
}

/**
 * A random legal move, picked as a person at the table would: agreeing with a group proposal
 * (Shipwreck's "agree", Paleo's "accept") more often than making a new one, and flipping a
 * memory-aid row only now and then. Uniform picks hardly ever reach a unanimous decision: a
 * five-seat Shipwreck game stalled, and a 3-group Paleo Night could take thousands of moves of
 * counter-proposals (a CI run's leak audit passed its 5,000 steps on one).
 */
export function pickLikePlayer<M extends { type?: unknown }>(legal: M[], rng: () => number): M {
  const agree = legal.find((m) => m.type === "agree" || m.type === "accept");
  if (agree && rng() < 0.7) return agree;
  const decisions = legal.filter((m) => m.type !== "flip");
  const pool = decisions.length > 0 && rng() < 0.95 ? decisions : legal;
  return pool[Math.floor(rng() * pool.length)] as M;
}

export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Plays a game to its end (or `maxSteps` moves) where each waited-on seat's move is `decide(seat)`
 * (a bot of the rules, fed the state replayed from the store): for games whose random legal moves
 * would take too long to end (This War of Mine's drafts offer hundreds of edits and one confirmation).
 */
export async function playByBot(
  players: Player[],
  watchers: Player[],
  decide: (seat: number, step: number) => unknown,
  afterStep?: () => void | Promise<void>,
  maxSteps = 20_000,
  stopAtMaxSteps = false,
  stopWhen?: () => boolean,
): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    const reference = players[0] as Player;
    if (reference.state.status === "finished" || stopWhen?.()) return;
    const seat = reference.waitingOn()[0];
    const player = players.find((p) => p.seat === seat);
    if (seat === undefined || !player) throw new Error(`nobody to play seat ${seat}`);
    const count = reference.state.moveCount as number;
    const refused = player.refusals.length;
    player.send("move", decide(seat, step));
    await player.until(() => player.refusals.length > refused || (player.state.moveCount as number) > count, "the move");
    if (player.refusals.length > refused) throw new Error(`a bot move was refused: ${JSON.stringify(player.refusals.at(-1))}`);
    const target = player.state.moveCount as number;
    for (const p of [...players, ...watchers])
      await p.until(() => (p.state.moveCount as number) >= target, "everyone to see the move");
    await afterStep?.();
  }
  if (!stopAtMaxSteps) throw new Error("the game did not end");
}

/** A person alone at a table of bots: seated, bots fill the rest, the game starts. */
export async function aloneWithBots(
  t: TestServer,
  gameId: string,
  seats: number,
  options: unknown,
): Promise<{ roomId: string; person: Player }> {
  const created = await newRoom(t.server.url, { gameId, seats, options });
  const person = await Player.join(t.port, created.roomId, { name: "Léa", hostToken: created.hostToken });
  await person.takeSeat(0);
  person.send("ready", { ready: true });
  person.send("fillBots");
  await person.until(() => [...person.state.seats].every((s: { taken: boolean }) => s.taken), "bots in every other seat");
  person.send("start");
  await person.until(() => person.state.status === "playing", "the start");
  return { roomId: created.roomId, person };
}

/** Waits until the table has not moved for a while: bots play at once, so a still table waits on a person. */
export async function settled(person: Player): Promise<void> {
  for (;;) {
    const count = person.state.moveCount as number;
    await new Promise((resolve) => setTimeout(resolve, 250));
    if ((person.state.moveCount as number) === count) return;
  }
}
