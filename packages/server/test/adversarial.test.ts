import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Packr } from "@colyseus/msgpackr";
import { afterAll, describe, expect, it } from "vitest";
import { games, replay } from "@tablee/rules";
import { exitOf, startServerProcess } from "./processes.js";
import {
  createRoom,
  freePort,
  hasView,
  leakedIds,
  newRoom,
  playToTheEnd,
  Player,
  rawFrame,
  seatEveryone,
  seededRandom,
} from "./helpers.js";

/**
 * The adversarial suite (issue 12): a real server process, attacked over WebSockets and HTTP
 * while a second table plays a whole game beside it. Afterwards the process is alive, the
 * other game finished, no refused message changed the attacked table's state or stored rows,
 * and no client received a secret of a seat it does not hold.
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/** Every client → server type of docs/PROTOCOL.md, the names Colyseus keeps for itself, and some that exist nowhere. */
const PROTOCOL_TYPES = [
  "move",
  "takeSeat",
  "leaveSeat",
  "setName",
  "ready",
  "kick",
  "transferHost",
  "fillBots",
  "setBot",
  "setTimer",
  "start",
  "rematch",
  "chat",
  "claimSeat",
  "answerClaim",
  "takeBack",
  "pause",
  "closeRoom",
];
const RESERVED_TYPES = [
  "__no_message_handler",
  "*",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
];
const UNKNOWN_TYPES = ["steal", "", "x".repeat(31), "move ", "MOVE", "\u202emove"];

/** Payloads no type accepts from a seated non-host player mid-game, or from a spectator. */
function malformedPayloads(): unknown[] {
  const deep = (n: number): unknown => (n === 0 ? "bottom" : { type: "choose", keep: deep(n - 1) });
  return [
    undefined,
    null,
    0,
    -1,
    1e308,
    Number.NaN,
    true,
    "x",
    "\ud800",
    "x".repeat(5000),
    [],
    [1, "two", null],
    {},
    { seat: 99 },
    { seat: -1 },
    { seat: 1.5 },
    { seat: "1" },
    JSON.parse('{"__proto__": {"polluted": true}, "seat": 0}') as unknown,
    { constructor: { prototype: { polluted: true } } },
    { ready: "yes" },
    { name: "\u202e\u200b\u0007" },
    { name: "x".repeat(300) },
    { name: 42 },
    { text: "" },
    { text: "\u202e\u2066" },
    { text: "x".repeat(3000) },
    { text: "hi", channel: "team" },
    { text: "hi", channel: "shout" },
    { seconds: -5 },
    { seconds: 1e9 },
    { type: "choose" },
    { type: "choose", keep: "\udc00", give: "\ud800" },
    { type: "river", ignore: "maybe" },
    deep(60),
    { bot: true, seat: 0, extra: 1 },
  ];
}

describe("adversarial suite over real WebSockets", () => {
  it("survives every message type × malformed payloads, bad frames, lone surrogates and floods, changing nothing and leaking nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-adversarial-"));
    const db = path.join(dir, "tablee.sqlite");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startServerProcess(port, {
      DATABASE_PATH: db,
      ROOMS_PER_HOUR_PER_ADDRESS: "20",
      PENDING_JOINS_PER_ROOM: "8",
    });
    children.push(child);

    // The attacked table: a Précognition game under way; Bea (seated, not host) and Sly (watching) attack it.
    const target = await newRoom(base, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const [ana, bea] = await seatEveryone(port, target, ["Ana", "Bea"], true);
    ana!.send("start");
    await ana!.until(() => ana!.state.status === "playing" && ana!.legalMoves().length > 0, "the first decision");
    const sly = await Player.join(port, target.roomId, { name: "Sly" }, true);
    await sly.until(() => hasView(sly.state.view), "Sly's view");
    await bea!.until(() => bea!.legalMoves().length > 0, "Bea's first decision");

    // The table beside it, which must play to its end meanwhile.
    const beside = await newRoom(base, { gameId: "sealed-numbers", seats: 2, options: {} });
    const friends = await seatEveryone(port, beside, ["Cy", "Dee"], true);
    friends[0]!.send("start");
    await friends[0]!.until(() => friends[0]!.state.status === "playing", "the other game's start");

    const rows = () => {
      const read = new Database(db, { readonly: true });
      try {
        return JSON.stringify({
          room: read.prepare("SELECT * FROM rooms WHERE id = ?").get(target.roomId),
          seats: read.prepare("SELECT * FROM seats WHERE room_id = ? ORDER BY seat").all(target.roomId),
          moves: read.prepare("SELECT * FROM moves WHERE room_id = ? ORDER BY seq").all(target.roomId),
        });
      } finally {
        read.close();
      }
    };
    const before = {
      rows: rows(),
      view: JSON.stringify(ana!.view()),
      seats: JSON.stringify(ana!.state.seats.toJSON()),
      bea: JSON.stringify(bea!.mine()),
    };

    const attack = async () => {
      // 1. Every type × every malformed payload, from a seated player and from a spectator: each gets one refusal.
      let sent = 0;
      for (const attacker of [bea!, sly]) {
        const refusedBefore = attacker.refusals.length;
        let fromThis = 0;
        for (const type of [...PROTOCOL_TYPES, ...RESERVED_TYPES, ...UNKNOWN_TYPES]) {
          for (const payload of malformedPayloads()) {
            attacker.send(type, payload);
            fromThis++;
          }
        }
        for (const type of [0, 1, 13, 255, -1, 2 ** 40]) {
          attacker.send(type as unknown as string, { seat: 0 });
          fromThis++;
        }
        await attacker
          .until(() => attacker.refusals.length - refusedBefore >= fromThis, `${fromThis} refusals`, 30_000)
          .catch((error: unknown) => {
            const codes: Record<string, number> = {};
            for (const r of attacker.refusals.slice(refusedBefore)) codes[r.code] = (codes[r.code] ?? 0) + 1;
            throw new Error(
              `${String(error)}: got ${JSON.stringify(codes)}, connection open: ${String(attacker.room.connection.isOpen)}`,
            );
          });
        expect(attacker.refusals.length - refusedBefore).toBe(fromThis);
        expect(attacker.refusals.every((r) => typeof r.code === "string" && r.code !== "INTERNAL")).toBe(true);
        sent += fromThis;
      }
      expect(sent).toBeGreaterThan(1000);

      // 2. Lone surrogates through msgpackr's bundled strings, on every type.
      const bundled = new Packr({ bundleStrings: true, useRecords: false });
      const refusedBefore = sly.refusals.length;
      for (const type of PROTOCOL_TYPES.filter((t) => t !== "chat"))
        rawFrame(sly, type, bundled.pack({ name: "\ud800", seat: "\udc00", text: "\ud83d" }));
      await sly.until(() => sly.refusals.length - refusedBefore >= PROTOCOL_TYPES.length - 1, "the surrogate refusals");

      // 3. Malformed and oversized frames, each from a throwaway client (the server may close it).
      const rng = seededRandom(12);
      for (let i = 0; i < 40; i++) {
        const throwaway = await Player.join(port, target.roomId, {});
        await throwaway.until(() => hasView(throwaway.state.view), "the throwaway's view");
        const ws = (throwaway.room.connection.transport as unknown as { ws: { send(d: Uint8Array): void } }).ws;
        for (let j = 0; j < 5; j++) {
          const length = Math.floor(rng() * 64);
          const bytes = Uint8Array.from({ length }, () => Math.floor(rng() * 256));
          if (length > 0) bytes[0] = [13, 17, 10, 13, 17, 99][Math.floor(rng() * 6)]!;
          if (bytes[0] === 12) bytes[0] = 13; // a well-formed "leave" is not an attack
          ws.send(bytes);
        }
        if (i % 10 === 0) ws.send(new Uint8Array(70 * 1024).fill(13));
        await throwaway.leave();
      }

      // 4. A reservation flood: bounded, and a seated player who refreshes gets back in at once.
      const reservations = await Promise.all(
        Array.from({ length: 120 }, () =>
          fetch(`${base}/matchmake/joinById/${target.roomId}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
          }).then((r) => r.json() as Promise<{ sessionId?: string }>),
        ),
      );
      expect(reservations.filter((r) => r.sessionId).length).toBeLessThanOrEqual(8);
      const tab = await Player.join(port, target.roomId, { seatToken: bea!.token! }, true);
      tab.seat = bea!.seat;
      tab.token = bea!.token;
      await tab.until(() => tab.state.seats?.[tab.seat!]?.secret !== undefined, "Bea's refresh");
      await bea!.proxy!.close();

      // 5. A creation flood: refused past the per-address limit.
      const created = await Promise.all(
        Array.from({ length: 60 }, () => createRoom(base, { gameId: "precognition", seats: 2, options: {} })),
      );
      expect(created.filter((c) => c.status === 429).length).toBeGreaterThan(30);
      return tab;
    };

    const [tab] = await Promise.all([attack(), playToTheEnd(friends, [], seededRandom(3))]);

    // The process is alive and still serves.
    expect(child.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`)).ok).toBe(true);
    // The table beside finished normally.
    await friends[0]!.until(() => friends[0]!.state.status === "finished", "the other game's end");
    const read = new Database(db, { readonly: true });
    expect((read.prepare("SELECT status FROM rooms WHERE id = ?").get(beside.roomId) as { status: string }).status).toBe(
      "finished",
    );
    read.close();
    // Nothing the attackers sent changed the attacked table.
    expect(rows()).toBe(before.rows);
    expect(JSON.stringify(ana!.view())).toBe(before.view);
    expect(JSON.stringify(tab.mine())).toBe(before.bea);
    const seatsNow = ana!.state.seats.toJSON() as { connected: boolean }[];
    expect(JSON.stringify(seatsNow)).toBe(before.seats);
    // No client received another seat's secrets (every byte, from the first).
    const game = games.precognition!;
    const stored = { seats: 2, options: { mode: "competitive" }, seed: "" };
    const state = (() => {
      const r = new Database(db, { readonly: true });
      try {
        const room = r.prepare("SELECT seed, options FROM rooms WHERE id = ?").get(target.roomId) as {
          seed: string;
          options: string;
        };
        const moves = (
          r.prepare("SELECT seat, move FROM moves WHERE room_id = ? ORDER BY seq").all(target.roomId) as {
            seat: number;
            move: string;
          }[]
        ).map((m) => ({ seat: m.seat, move: JSON.parse(m.move) as unknown }));
        return replay(game, { ...stored, options: JSON.parse(room.options) as unknown, seed: room.seed }, moves);
      } finally {
        r.close();
      }
    })();
    for (const p of [ana!, bea!, sly, tab]) {
      const leaked = leakedIds(p.proxy!.takeNew(), game.hiddenFrom(state, p.seat));
      expect(leaked, `a client of seat ${p.seat} received ${leaked.join(", ")}`).toEqual([]);
    }
    for (const p of [ana!, sly, tab, ...friends]) await p.leave();
    child.kill("SIGTERM");
    await exitOf(child);
  }, 180_000);
});
