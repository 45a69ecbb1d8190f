import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import Database from "better-sqlite3";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TableeServer } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { SqliteStore } from "../src/store/sqlite.js";
import { createRoom, newRoom, Player, rawFrame } from "./helpers.js";

/**
 * A server with a friends' server's limits, small enough to reach in a test: room creation and
 * joins per address, rooms nobody joins, the test-only game, and what reaches the log.
 */
let server: TableeServer;
let store: SqliteStore;
let dbFile: string;
const logLines: string[] = [];

beforeAll(async () => {
  dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablee-limits-")), "tablee.sqlite");
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_PATH: dbFile,
    BOT_DELAY_MS: "0",
    ROOMS_PER_HOUR_PER_ADDRESS: "4",
    JOINS_PER_MINUTE_PER_ADDRESS: "30",
    UNJOINED_ROOM_MINUTES: "0.01",
  });
  store = new SqliteStore(config.databasePath);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  server = await startServer(config, { store, logger: pino({ level: "info" }, sink) });
});
afterAll(async () => {
  await server.close();
  store.close();
});

const body = { gameId: "precognition", seats: 2, options: { mode: "competitive" } };

describe("limits a self-hoster can tune (issue 12)", () => {
  it("6. the test-only game is not offered through the API", async () => {
    const { status, json } = await createRoom(server.url, { gameId: "sealed-numbers", seats: 2 });
    expect(status).toBe(400);
    expect(json.code).toBe("UNKNOWN_GAME");
  });

  it("6. a room nobody joins expires within the configured minutes", async () => {
    const created = await newRoom(server.url, body);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(store.getRoom(created.roomId)?.status).toBe("expired");
    await expect(Player.join(server.port, created.roomId, {})).rejects.toThrow();
  });

  it("9. a replay the store cannot read is a server error (5xx), not the client's (400)", async () => {
    const created = await newRoom(server.url, body);
    store.updateRoom(created.roomId, { status: "finished" });
    const raw = new Database(dbFile);
    raw.prepare(`INSERT INTO moves (room_id, seq, seat, move, at) VALUES (?, 1, 0, '{broken', 0)`).run(created.roomId);
    raw.close();
    const response = await fetch(`${server.url}/api/rooms/${created.roomId}/replay`);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe("INTERNAL");
  });

  it("10. a flood of malformed frames writes a bounded number of log lines", async () => {
    const created = await newRoom(server.url, body);
    // Twenty clients (each is closed at its first undecodable frame), 300 frames in all.
    const flooders: Player[] = [];
    for (let i = 0; i < 20; i++) flooders.push(await Player.join(server.port, created.roomId, {}));
    for (const p of flooders) await p.until(() => p.state.status === "lobby", "the state");
    const before = logLines.length;
    // Colyseus's own messages count too, wherever they go.
    const printed: string[] = [];
    /* eslint-disable no-console -- replaced for a moment to count what Colyseus prints */
    const methods = ["error", "warn", "log", "info"] as const;
    const originals = Object.fromEntries(methods.map((name) => [name, console[name]]));
    for (const name of methods) console[name] = (...args: unknown[]) => printed.push(args.join(" "));
    /* eslint-enable no-console */
    try {
      for (let i = 0; i < 300; i++) rawFrame(flooders[i % 20]!, "chat", Uint8Array.from([0xc1, 0xff, 0x00, i & 0xff]));
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      Object.assign(console, originals);
    }
    // Warnings and errors (rooms of the other tests expiring meanwhile log at info).
    const written = [...logLines.slice(before).filter((l) => /"level":(40|50|60)/.test(l)), ...printed];
    // The throttle's ten lines a minute per kind of line, and no stack trace.
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(10);
    expect(written.join("\n")).not.toMatch(/\n\s+at /);
    for (const p of flooders) await p.leave();
  });

  it("6 and 4. creating rooms and joining are limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await createRoom(server.url, body)).status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(4);
    expect(statuses).toContain(429);
    const joins: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${server.url}/matchmake/joinById/none`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      joins.push(response.status);
    }
    expect(joins).toContain(429);
  });
});
