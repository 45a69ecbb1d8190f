import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { games, replay, seedRng, type Progress } from "@tablee/rules";
import { later } from "../src/rooms/table.js";
import type { Previously } from "../src/rooms/visits.js";
import { SqliteStore } from "../src/store/sqlite.js";
import type { Store } from "../src/store/store.js";
import { exitOf, startServerProcess } from "./processes.js";
import { freePort, leakedIds, newRoom, Player, seatEveryone, startTestServer, type TestServer } from "./helpers.js";

/**
 * A campaign across evenings (issue 18), with This War of Mine as the first campaign: its
 * progress in the lobby's summary, a returning player's "previously", the host's pause and
 * close, and how long an abandoned campaign's room lives.
 */
const GAME_ID = "this-war-of-mine";
const game = games[GAME_ID]!;

/**
 * One server at a time, started and stopped by each test: two servers in one process would share
 * Colyseus's matchmaker (the last one defined would host every room).
 */
let t: TestServer;
const fresh = {
  beforeEach: async () => {
    t = await startTestServer();
  },
  afterEach: async () => {
    await t.close();
  },
};

const stateOf = (store: Store, roomId: string, moves?: number) => {
  const stored = store.getRoom(roomId)!;
  const all = store.listMoves(roomId);
  return replay(
    game,
    { seats: stored.seats, options: stored.options, seed: stored.seed },
    moves === undefined ? all : all.slice(0, moves),
  ) as { day: number; chapter: number; log: unknown[] };
};

/**
 * The survival bot plays the seats waited on (from the state replayed from the store) through the
 * players present; a seat nobody here holds (a bot keeps it warm) is left to the room's bot.
 */
async function drive(players: Player[], store: Store, roomId: string, until: () => boolean, tag: string): Promise<void> {
  for (let step = 0; step < 3000 && !until(); step++) {
    const reference = players[0]!;
    if (reference.state.status === "finished") throw new Error("the campaign ended before the test was done");
    const count = reference.state.moveCount as number;
    const waiting = reference.waitingOn();
    const player = players.find((p) => p.seat === waiting[0]);
    if (!player) {
      await reference.until(() => (reference.state.moveCount as number) > count, "a bot's move");
      continue;
    }
    const refused = player.refusals.length;
    player.send("move", game.bots.survival!(stateOf(store, roomId), player.seat!, seedRng(`${tag}-${step}`)));
    await player.until(() => player.refusals.length > refused || (player.state.moveCount as number) > count, "the move");
    if (player.refusals.length > refused) throw new Error(`refused: ${JSON.stringify(player.refusals.at(-1))}`);
    const target = player.state.moveCount as number;
    for (const p of players) await p.until(() => (p.state.moveCount as number) >= target, "everyone to see the move");
  }
  if (!until()) throw new Error("the campaign never got there");
}

const dayOf = (p: Player) => p.view().day as number;

async function newCampaign(port: number, base: string, names = ["A", "B", "C"]) {
  const created = await newRoom(base, { gameId: GAME_ID, seats: names.length, options: {} });
  const players = await seatEveryone(port, created, names);
  players[0]!.send("start");
  for (const p of players) await p.until(() => p.state.status === "playing" && p.view().day !== undefined, "the start");
  return { created, players };
}

const summary = async (base: string, roomId: string) => {
  const response = await fetch(`${base}/api/rooms/${roomId}`);
  return { status: response.status, json: (await response.json()) as { code?: string; progress?: Progress; paused?: boolean } };
};

describe("a campaign in the lobby's summary", () => {
  beforeEach(fresh.beforeEach);
  afterEach(fresh.afterEach);
  it("shows the day, the chapter and the survivors, and follows the campaign", async () => {
    const { created, players } = await newCampaign(t.port, t.server.url);
    const view = players[0]!.view() as { day: number; chapter: number; characters: { id: string }[] };
    const first = await summary(t.server.url, created.roomId);
    expect(first.status).toBe(200);
    expect(first.json.progress).toEqual(game.progress!(view));
    expect(first.json.progress!.counts).toEqual({ day: 1, chapter: view.chapter });
    expect(first.json.progress!.names.survivors).toHaveLength(view.characters.length);

    await drive(players, t.store, created.roomId, () => dayOf(players[0]!) === 2, "lobby");
    const second = await summary(t.server.url, created.roomId);
    expect(second.json.progress!.counts.day).toBe(2);
    expect(second.json.progress).toEqual(game.progress!(players[0]!.view()));
    for (const p of players) await p.leave();
  }, 120_000);

  it("shows none for a game without a progress", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    expect((await summary(t.server.url, created.roomId)).json.progress).toBeNull();
  });
});

describe("pausing a campaign", () => {
  describe("on one server", () => {
    beforeEach(fresh.beforeEach);
    afterEach(fresh.afterEach);
    it("refuses every move while paused, shows it to everyone, and takes moves again once resumed", async () => {
      const { created, players } = await newCampaign(t.port, t.server.url);
      const watcher = await Player.join(t.port, created.roomId, { name: "W" });
      const [host, guest] = players as [Player, Player, Player];
      guest.send("pause", { paused: true });
      expect((await guest.nextRefusal()).code).toBe("NOT_HOST");

      host.send("pause", { paused: true });
      for (const p of [...players, watcher]) await p.until(() => p.state.paused === true, "the pause");
      expect(t.store.getRoom(created.roomId)!.paused).toBe(true);
      expect((await summary(t.server.url, created.roomId)).json.paused).toBe(true);
      const leader = players.find((p) => p.seat === p.waitingOn()[0])!;
      const moves = leader.state.moveCount as number;
      const move = game.bots.survival!(stateOf(t.store, created.roomId), leader.seat!, seedRng("paused"));
      leader.send("move", move);
      expect((await leader.nextRefusal()).code).toBe("PAUSED");
      leader.send("takeBack");
      expect((await leader.nextRefusal()).code).toBe("PAUSED");
      expect(t.store.listMoves(created.roomId)).toHaveLength(moves);

      host.send("pause", { paused: false });
      for (const p of [...players, watcher]) await p.until(() => p.state.paused === false, "the resume");
      leader.send("move", move);
      await leader.until(() => (leader.state.moveCount as number) === moves + 1, "the move after the resume");
      expect(t.store.getRoom(created.roomId)!.paused).toBe(false);
      for (const p of [...players, watcher]) await p.leave();
    }, 60_000);
  });

  it("stays paused across a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-pause-"));
    const env = { DATABASE_PATH: path.join(dir, "tablee.sqlite") };
    let server = await startTestServer(env);
    const { created, players } = await newCampaign(server.port, server.server.url);
    const tokens = players.map((p) => p.token!);
    players[0]!.send("pause", { paused: true });
    await players[0]!.until(() => players[0]!.state.paused === true, "the pause");
    for (const p of players) await p.leave();
    await server.close();
    server = await startTestServer(env);
    const back = await Player.join(server.port, created.roomId, { seatToken: tokens[0]! });
    await back.until(() => back.state.status === "playing", "the restored campaign");
    expect(back.state.paused).toBe(true);
    await back.leave();
    await server.close();
  }, 60_000);
});

describe("closing a campaign for good", () => {
  it("ends the room for everyone, and its link then says it was closed, across a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-close-"));
    const env = { DATABASE_PATH: path.join(dir, "tablee.sqlite") };
    let server = await startTestServer(env);
    const { created, players } = await newCampaign(server.port, server.server.url);
    const tokens = players.map((p) => p.token!);
    players[1]!.send("closeRoom");
    expect((await players[1]!.nextRefusal()).code).toBe("NOT_HOST");

    players[0]!.send("closeRoom");
    for (const p of players) await p.until(() => p.received.some((m) => m.type === "roomClosed"), "the closing notice");
    expect(server.store.getRoom(created.roomId)!.status).toBe("closed");
    const link = await summary(server.server.url, created.roomId);
    expect(link.status).toBe(410);
    expect(link.json.code).toBe("ROOM_CLOSED");
    await expect(Player.join(server.port, created.roomId, { seatToken: tokens[0]! })).rejects.toThrow();

    await server.close();
    server = await startTestServer(env);
    expect((await summary(server.server.url, created.roomId)).json.code).toBe("ROOM_CLOSED");
    await expect(Player.join(server.port, created.roomId, { seatToken: tokens[0]! })).rejects.toThrow();
    await server.close();
  }, 60_000);
});

describe("how long an abandoned campaign lives", () => {
  it("waits longer than Node's longest timeout (24.8 days) when told to", () => {
    vi.useFakeTimers();
    try {
      let fired = false;
      later(60 * 86_400_000, () => (fired = true));
      vi.advanceTimersByTime(59 * 86_400_000);
      expect(fired).toBe(false);
      vi.advanceTimersByTime(86_400_000);
      expect(fired).toBe(true);
      let cancelled = false;
      const wait = later(30 * 86_400_000, () => (cancelled = true));
      vi.advanceTimersByTime(25 * 86_400_000);
      wait.cancel();
      vi.advanceTimersByTime(10 * 86_400_000);
      expect(cancelled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("outlives the idle expiry of a game: its room waits for the group", async () => {
    const server = await startTestServer({ ROOM_IDLE_MINUTES: "0.01" });
    const { created, players } = await newCampaign(server.port, server.server.url, ["A", "B"]);
    const tokens = players.map((p) => p.token!);
    const game = await newRoom(server.server.url, { gameId: "sealed-numbers", seats: 2 });
    const others = await seatEveryone(server.port, game, ["X", "Y"]);
    others[0]!.send("start");
    await others[0]!.until(() => others[0]!.state.status === "playing", "the other game's start");
    for (const p of [...players, ...others]) await p.leave();
    // The game left as long expires; the campaign left at the same time does not.
    await others[0]!.until(() => server.store.getRoom(game.roomId)?.status === "expired", "the game's expiry", 20_000);
    expect(server.store.getRoom(created.roomId)!.status).toBe("playing");
    const back = await Player.join(server.port, created.roomId, { seatToken: tokens[0]! });
    await back.until(() => back.state.status === "playing", "the campaign, still there");
    await back.leave();
    await server.close();
  }, 60_000);

  it("expires after CAMPAIGN_IDLE_DAYS with nobody connected, and its link says so", async () => {
    const server = await startTestServer({ CAMPAIGN_IDLE_DAYS: "0.00002" }); // 1.7 s
    const { created, players } = await newCampaign(server.port, server.server.url, ["A"]);
    for (const p of players) await p.leave();
    await players[0]!.until(() => server.store.getRoom(created.roomId)?.status === "expired", "the expiry", 20_000);
    const link = await summary(server.server.url, created.roomId);
    expect(link.status).toBe(410);
    expect(link.json.code).toBe("ROOM_EXPIRED");
    await server.close();
  }, 60_000);

  it("counts from the last activity across restarts: a campaign abandoned for longer expires at boot", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-expiry-"));
    const file = path.join(dir, "tablee.sqlite");
    let server = await startTestServer({ DATABASE_PATH: file });
    const { created, players } = await newCampaign(server.port, server.server.url, ["A"]);
    const token = players[0]!.token!;
    for (const p of players) await p.leave();
    await server.close();
    // Two days pass with nobody there.
    const db = new Database(file);
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    db.prepare(`UPDATE rooms SET updated_at = ?, created_at = ? WHERE id = ?`).run(twoDaysAgo, twoDaysAgo, created.roomId);
    db.prepare(`UPDATE moves SET at = ? WHERE room_id = ?`).run(twoDaysAgo, created.roomId);
    db.prepare(`UPDATE seats SET seen_at = ? WHERE room_id = ? AND seen_at IS NOT NULL`).run(twoDaysAgo, created.roomId);
    db.close();

    // A campaign waits three days: still there.
    server = await startTestServer({ DATABASE_PATH: file, CAMPAIGN_IDLE_DAYS: "3" });
    expect(server.store.getRoom(created.roomId)!.status).toBe("playing");
    await server.close();
    const reset = new Database(file);
    reset.prepare(`UPDATE rooms SET updated_at = ? WHERE id = ?`).run(twoDaysAgo, created.roomId);
    reset.prepare(`UPDATE seats SET seen_at = ? WHERE room_id = ? AND seen_at IS NOT NULL`).run(twoDaysAgo, created.roomId);
    reset.close();
    // One day only: expired as the server starts, never offered again.
    server = await startTestServer({ DATABASE_PATH: file, CAMPAIGN_IDLE_DAYS: "1" });
    const store = server.store;
    await players[0]!.until(() => store.getRoom(created.roomId)?.status === "expired", "the expiry at boot", 20_000);
    expect((await summary(server.server.url, created.roomId)).json.code).toBe("ROOM_EXPIRED");
    await expect(Player.join(server.port, created.roomId, { seatToken: token })).rejects.toThrow();
    await server.close();
  }, 60_000);
});

describe("previously, for a player back at the campaign", () => {
  const children: ReturnType<typeof startServerProcess> extends Promise<infer C> ? C[] : never = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  it("gets the days and the log since their last visit, across a killed server, and nothing hidden", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-previously-"));
    const db = path.join(dir, "tablee.sqlite");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startServerProcess(port, { DATABASE_PATH: db });
    children.push(child);
    const reader = new SqliteStore(db);
    const { created, players } = await newCampaign(port, base);
    const [host, , away] = players as [Player, Player, Player];
    const awayToken = away.token!;
    await drive(players, reader, created.roomId, () => (host.state.moveCount as number) >= 5, "before");

    // C closes the laptop; a bot keeps the seat warm; the others play on into the next day.
    const movesAtLeave = host.state.moveCount as number;
    await away.leave();
    await host.until(() => host.state.seats[2]?.connected === false, "C's departure");
    host.send("setBot", { seat: 2, bot: true });
    await host.until(() => host.state.seats[2]?.bot === true, "the bot in C's seat");
    const present = players.slice(0, 2);
    await drive(present, reader, created.roomId, () => dayOf(host) === 3, "without-c");
    const movesAtKill = host.state.moveCount as number;
    expect(reader.getRoom(created.roomId)!.status, "the campaign, still going at the kill").toBe("playing");

    // The server is killed, and started again: C comes back another evening.
    const killed = exitOf(child);
    const storedAtKill = reader.listMoves(created.roomId);
    child.kill("SIGKILL");
    await killed;
    child = await startServerProcess(port, { DATABASE_PATH: db });
    children.push(child);
    const back = await Player.join(port, created.roomId, { seatToken: awayToken }, true);
    await back.until(() => back.received.some((m) => m.type === "previously"), "the previously");
    const previously = back.received.find((m) => m.type === "previously")!.message as Previously;

    const atLeave = stateOf(reader, created.roomId, movesAtLeave);
    const now = stateOf(reader, created.roomId);
    // No move lost: every move seen before the kill is stored, as it was. The bot in C's seat may
    // have played one more before the kill, or as the room came back, before C took the seat again.
    expect(storedAtKill.length).toBeGreaterThanOrEqual(movesAtKill);
    expect(reader.listMoves(created.roomId).slice(0, storedAtKill.length)).toEqual(storedAtKill);
    expect(previously.from!.counts.day).toBe(atLeave.day);
    expect(previously.to!.counts.day).toBe(3);
    expect(previously.to).toEqual(game.progress!(game.publicView(now)));
    expect(previously.firstIndex + previously.skipped).toBe(atLeave.log.length);
    expect(previously.entries).toEqual(now.log.slice(previously.firstIndex));
    expect(previously.entries.some((e) => (e as { kind: string }).kind === "phase")).toBe(true);
    expect(leakedIds(back.proxy!.takeNew(), game.hiddenFrom(now, 2), true)).toEqual([]);

    // Seen now: the next visit starts from here.
    await back.leave();
    const again = await Player.join(port, created.roomId, { seatToken: awayToken });
    // The room sends `previously` before the chat history: once the history is here, it would be too.
    await again.until(() => again.received.some((m) => m.type === "chatHistory"), "the second return");
    expect(again.received.some((m) => m.type === "previously")).toBe(false);
    await again.leave();
    reader.close();
    for (const p of present) await p.leave();
    child.kill("SIGTERM");
  }, 300_000);
});
