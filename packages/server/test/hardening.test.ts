import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Packr } from "@colyseus/msgpackr";
import { hashToken } from "../src/rooms/secrets.js";
import { exitOf, startServerProcess } from "./processes.js";
import { freePort, hasView, newRoom, Player, rawFrame, seatEveryone, startTestServer, type TestServer } from "./helpers.js";

/** What an attacker and a group of friends found on the landed main (issue 12), one test each. */
let t: TestServer;
const children: ChildProcess[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await t.close();
});

const matchmake = (base: string, roomId: string, body: string) =>
  fetch(`${base}/matchmake/joinById/${roomId}`, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("hardening (issue 12)", () => {
  it("1. reserved and unknown message types reach no handler the room did not register, and no message stops the process", async () => {
    const port = await freePort();
    const child = await startServerProcess(port, { DATABASE_PATH: ":memory:" });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    const created = await newRoom(base, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const spectator = await Player.join(port, created.roomId, {});
    await spectator.until(() => hasView(spectator.state.view) || spectator.state.status === "lobby", "the state");
    const types: (string | number)[] = [
      "__no_message_handler",
      "*",
      "__proto__",
      "constructor",
      "toString",
      "hasOwnProperty",
      0,
      7,
    ];
    for (const type of types) {
      spectator.send(type as string, "x".repeat(200));
      const refusal = await spectator.nextRefusal();
      expect(refusal.code, `type ${String(type)}`).toBe("UNKNOWN_MESSAGE");
    }
    expect(child.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`)).ok).toBe(true);
    // The same client is still served.
    spectator.send("chat", { text: "still here" });
    await spectator.until(() => spectator.received.some((m) => m.type === "chat"), "the chat line");
    await spectator.leave();
    child.kill("SIGTERM");
    await exitOf(child);
  }, 60_000);

  it("1. close reasons are bounded to what a WebSocket close frame may carry", async () => {
    const { boundCloseReason } = await import("../src/transport.js");
    expect(Buffer.byteLength(boundCloseReason("x".repeat(500)))).toBeLessThanOrEqual(123);
    expect(Buffer.byteLength(boundCloseReason("é".repeat(100)))).toBeLessThanOrEqual(123);
    expect(boundCloseReason("é".repeat(100)).isWellFormed()).toBe(true);
    expect(boundCloseReason("short")).toBe("short");
  });

  it("3. handing over the host role is stored: the old host token is no longer the host's", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const [host, guest] = await seatEveryone(t.port, created, ["Host", "Guest"]);
    host!.send("transferHost", { seat: 1 });
    await guest!.until(() => guest!.state.hostSeat === 1, "the new host");
    expect(t.store.getRoom(created.roomId)!.hostTokenHash).not.toBe(hashToken(created.hostToken));
    for (const p of [host!, guest!]) await p.leave();
  });

  it("4. a flood of seat reservations cannot lock a room: a seated player always gets back in, guests' pending joins are bounded", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const [ana, ben] = await seatEveryone(t.port, created, ["Ana", "Ben"]);
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => matchmake(t.server.url, created.roomId, "{}").then((r) => r.json())),
    );
    const reserved = answers.filter((a: { sessionId?: string }) => a.sessionId).length;
    expect(reserved).toBeLessThanOrEqual(16);
    expect(reserved).toBeGreaterThan(0);
    // Ben refreshes: his seat token gets him in at once.
    const token = ben!.token!;
    await ben!.leave();
    const back = await Player.join(t.port, created.roomId, { seatToken: token });
    back.seat = 1;
    await back.until(() => back.state.seats?.[1]?.connected === true, "Ben back");
    for (const p of [ana!, back]) await p.leave();
  });

  it("5. a matchmaking request body is bounded like the API's (16 KB)", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const response = await matchmake(t.server.url, created.roomId, JSON.stringify({ name: "x".repeat(64 * 1024) }));
    expect(response.status).toBe(413);
    const bad = await matchmake(t.server.url, created.roomId, "{not json");
    expect(bad.status).toBe(400);
    const method = await fetch(`${t.server.url}/matchmake/create/table`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(method.status).toBe(404);
  });

  it("7. names and chat are made well-formed (lone surrogates) and names lose control, zero-width and bidi characters", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const [ana, ben] = await seatEveryone(t.port, created, ["Ana", "Ben"]);
    // A lone surrogate through the join options (JSON) and through msgpackr's bundled strings.
    const again = await Player.join(t.port, created.roomId, { seatToken: ben!.token!, name: "B\ud800en\u202e\u200b\u0007" });
    again.seat = 1;
    await again.until(() => again.state.seats?.[1]?.connected === true, "Ben's new tab");
    const bundled = new Packr({ bundleStrings: true, useRecords: false });
    rawFrame(again, "chat", bundled.pack({ text: "hi \udc00 there", channel: "room" }));
    await ana!.until(() => ana!.received.some((m) => m.type === "chat"), "the chat line");
    const line = ana!.received.find((m) => m.type === "chat")!.message as { text: string };
    expect(line.text.isWellFormed()).toBe(true);
    const stored = t.store.listSeats(created.roomId).find((s) => s.seat === 1)!;
    expect(stored.name).toBe("B\ufffden");
    // A later joiner decodes the whole state in step.
    const late = await Player.join(t.port, created.roomId, {});
    await late.until(() => late.state.seats?.[1]?.name === "B\ufffden", "the name");
    ana!.send("setName", { name: "A\u2066na\u2069" });
    await late.until(() => late.state.seats?.[0]?.name === "Ana", "the renamed host");
    for (const p of [ana!, again, late]) await p.leave();
  });

  it("8. seat edge cases: a bot for a vacant seat, a kick of no seat, and the join name in the lobby", async () => {
    const created = await newRoom(t.server.url, { gameId: "shipwreck-arcana", seats: 4, options: {} });
    const [ana] = await seatEveryone(t.port, created, ["Ana", "Ben"]);
    const zoe = await Player.join(t.port, created.roomId, { name: "Zoé" });
    await zoe.takeSeat(2);
    await ana!.until(() => ana!.state.seats[2]?.name === "Zoé", "Zoé's name on her seat");
    zoe.send("ready", { ready: true });
    ana!.send("kick", { seat: 7 });
    expect((await ana!.nextRefusal()).code).toBe("NO_SUCH_SEAT");
    ana!.send("start");
    await ana!.until(() => ana!.state.status === "playing", "the start");
    ana!.send("setBot", { seat: 3, bot: true });
    expect((await ana!.nextRefusal()).code).toBe("NO_PLAYER");
    expect(t.store.listSeats(created.roomId).find((s) => s.seat === 3)?.bot ?? false).toBe(false);
    ana!.send("transferHost", { seat: 6 });
    expect((await ana!.nextRefusal()).code).toBe("NO_SUCH_SEAT");
    await zoe.leave();
    await ana!.leave();
  });
});
