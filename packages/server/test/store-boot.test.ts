import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "tablee-boot-"));

/** The store at boot (issue 12 item 9): a damaged file stops the start with one clear line. */
describe("the store at boot", () => {
  it("refuses a file that is not a database, naming the file and the way out", () => {
    const file = path.join(tmp(), "tablee.sqlite");
    fs.writeFileSync(file, "this is not a database, it only wears the name of one ".repeat(100));
    expect(() => new SqliteStore(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*backup`, "s"));
  });

  it("refuses a truncated database", () => {
    const file = path.join(tmp(), "tablee.sqlite");
    const store = new SqliteStore(file);
    for (let i = 0; i < 200; i++)
      store.createRoom({
        id: `room-${i}-${"x".repeat(40)}`,
        gameId: "precognition",
        options: {},
        seats: 2,
        seed: "s",
        status: "lobby",
        hostTokenHash: "h".repeat(64),
        hostSeat: null,
        timerSeconds: null,
        rematchOf: null,
        nodeId: "main",
      });
    store.close();
    const size = fs.statSync(file).size;
    fs.truncateSync(file, Math.floor(size / 2));
    expect(() => new SqliteStore(file)).toThrow(/backup/);
  });

  it("refuses an empty (0-byte) file instead of starting empty over it", () => {
    const file = path.join(tmp(), "tablee.sqlite");
    fs.writeFileSync(file, "");
    expect(() => new SqliteStore(file)).toThrow(/empty/);
  });

  it("starts on a new file, and on a healthy one", () => {
    const file = path.join(tmp(), "tablee.sqlite");
    new SqliteStore(file).close();
    new SqliteStore(file).close();
  });

  it("the server process exits with one line naming the file", async () => {
    const file = path.join(tmp(), "tablee.sqlite");
    fs.writeFileSync(file, "garbage".repeat(1000));
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
      cwd: root,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(root, "packages/server/test/tsconfig.child.json"),
        DATABASE_PATH: file,
        PORT: "0",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).not.toBe(0);
    const lines = output.split("\n").filter(Boolean);
    expect(lines.filter((l) => l.includes(file))).toHaveLength(1);
    expect(output).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe("restoring across a rules change", () => {
  it("an unfinished game whose stored moves the rules now refuse is closed for good, not retried at every start", async () => {
    const { startTestServer } = await import("./helpers.js");
    const file = path.join(tmp(), "tablee.sqlite");
    const store = new SqliteStore(file);
    store.createRoom({
      id: "room-from-older-rules-0001",
      gameId: "precognition",
      options: { mode: "competitive" },
      seats: 2,
      seed: "older",
      status: "playing",
      hostTokenHash: "h".repeat(64),
      hostSeat: null,
      timerSeconds: null,
      rematchOf: null,
      nodeId: "main",
    });
    store.appendMove("room-from-older-rules-0001", { seat: 0, move: { type: "a move these rules do not know" } }, 1);
    store.close();
    const server = await startTestServer({ DATABASE_PATH: file });
    try {
      expect(server.store.getRoom("room-from-older-rules-0001")?.status).toBe("expired");
    } finally {
      await server.close();
    }
  });
});

describe("a campaign's content version (This War of Mine)", () => {
  it("a new room stores the content version it was created with, and a stored campaign of a version not played is closed, not replayed", async () => {
    const { games } = await import("@tablee/rules");
    const { startTestServer, newRoom } = await import("./helpers.js");
    const playing = (games["this-war-of-mine"]!.optionsSchema.parse({}) as { contentVersion: number }).contentVersion;
    const file = path.join(tmp(), "tablee.sqlite");
    const store = new SqliteStore(file);
    const stored = (id: string, contentVersion: number) =>
      store.createRoom({
        id,
        gameId: "this-war-of-mine",
        options: { contentVersion },
        seats: 1,
        seed: "older",
        status: "playing",
        hostTokenHash: "h".repeat(64),
        hostSeat: null,
        timerSeconds: null,
        rematchOf: null,
        nodeId: "main",
      });
    // Version 2: older than any this build plays (it still plays 3, whose content is the same).
    stored("campaign-of-an-older-content-0001", 2);
    stored("campaign-of-this-content-00000001", playing);
    // Version 3 has the same content: its campaigns still replay, under their own rules (issue 35).
    stored("campaign-of-content-version-3-001", 3);
    store.close();
    const server = await startTestServer({ DATABASE_PATH: file });
    try {
      expect(server.store.getRoom("campaign-of-an-older-content-0001")?.status).toBe("expired");
      expect(server.store.getRoom("campaign-of-this-content-00000001")?.status).toBe("playing");
      expect(server.store.getRoom("campaign-of-content-version-3-001")?.status).toBe("playing");
      const created = await newRoom(server.server.url, { gameId: "this-war-of-mine", seats: 2, options: {} });
      expect(server.store.getRoom(created.roomId)?.options).toEqual({ contentVersion: playing });
    } finally {
      await server.close();
    }
  });
});
