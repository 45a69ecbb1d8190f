import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "colyseus.js";
import { matchMaker } from "@colyseus/core";
import {
  createRoom,
  newRoom,
  playToTheEnd,
  Player,
  seatEveryone,
  seededRandom,
  startTestServer,
  type TestServer,
} from "./helpers.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe("rooms, lobby and a full game over real WebSockets", () => {
  it("create → invite → join → lobby → start → a full Sealed Numbers game", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    expect(Buffer.from(created.roomId, "base64url").length * 8).toBeGreaterThanOrEqual(96);
    expect(created.inviteUrl).toBe(`${t.server.url}/r/${created.roomId}`);

    const [alice, bob] = await seatEveryone(t.port, created, ["Alice", "Bob"]);
    expect(alice!.state.hostSeat).toBe(0);
    expect(alice!.state.seats.map((s: { name: string }) => s.name)).toEqual(["Alice", "Bob"]);

    bob!.send("start");
    expect((await bob!.nextRefusal()).code).toBe("NOT_HOST");
    alice!.send("start");
    await alice!.until(() => alice!.state.status === "playing", "the start");

    // Each client holds its own hand and nothing of the other's.
    await bob!.until(() => (bob!.mine().hand as unknown[] | undefined)?.length === 3, "bob's hand");
    expect(alice!.state.seats[1].secret).toBeUndefined();
    expect(bob!.state.seats[0].secret).toBeUndefined();

    const bobsCard = (bob!.mine().hand as string[])[0];
    alice!.send("move", { type: "seal", card: bobsCard });
    expect(await alice!.nextRefusal()).toMatchObject({ code: "CARD_NOT_IN_HAND", message: expect.any(String) });
    alice!.send("move", { type: "seal", card: 42 });
    expect((await alice!.nextRefusal()).code).toBe("MALFORMED_MOVE");
    alice!.send("steal", { everything: true });
    expect((await alice!.nextRefusal()).code).toBe("UNKNOWN_MESSAGE");
    expect(alice!.state.moveCount).toBe(0);

    await playToTheEnd([alice!, bob!], [], seededRandom(1));
    await bob!.until(() => bob!.state.status === "finished", "game over");
    const outcome = JSON.parse(bob!.state.outcome) as { winners: number[]; scores: number[] };
    expect(outcome.scores).toHaveLength(2);
    expect(t.store.listMoves(created.roomId)).toHaveLength(alice!.state.moveCount);
    expect(t.store.getRoom(created.roomId)?.status).toBe("finished");

    bob!.send("move", { type: "seal", card: "sn-card-01" });
    expect((await bob!.nextRefusal()).code).toBe("GAME_OVER");

    const replay = await (await fetch(`${t.server.url}/api/rooms/${created.roomId}/replay`)).json();
    expect(replay.moves).toHaveLength(alice!.state.moveCount);

    // One-click rematch with the same seats: the seat tokens work in the new room.
    alice!.send("rematch");
    await bob!.until(() => bob!.state.rematchRoomId !== "", "the rematch room");
    const again = await Player.join(t.port, bob!.state.rematchRoomId, { seatToken: bob!.token! });
    expect(again.seat === null).toBe(true);
    await again.until(() => again.state.seats?.[1]?.connected === true, "bob seated again");
    expect(again.state.seats.map((s: { name: string }) => s.name)).toEqual(["Alice", "Bob"]);
    for (const p of [alice!, bob!, again]) await p.leave();
  });

  it("plays a full 4-seat Précognition game driven by 4 clients", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 4, options: { mode: "competitive" } });
    const players = await seatEveryone(t.port, created, ["A", "B", "C", "D"]);
    players[0]!.send("start");
    await players[0]!.until(() => players[0]!.state.status === "playing", "the start");
    await playToTheEnd(players, [], seededRandom(2));
    const outcome = JSON.parse(players[3]!.state.outcome) as { scores: number[] };
    expect(outcome.scores).toHaveLength(4);
    expect(players[0]!.view().turn as number).toBe(12);
    for (const p of players) await p.leave();
  }, 60_000);

  it("fills empty seats with bots, which play through the same path to the end", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 3, options: { mode: "cooperative" } });
    const [host] = await seatEveryone(t.port, created, ["Host"]);
    host!.send("fillBots");
    await host!.until(() => host!.state.seats.every((s: { taken: boolean }) => s.taken), "bots seated");
    expect(host!.state.seats.map((s: { bot: boolean }) => s.bot)).toEqual([false, true, true]);
    host!.send("start");
    await host!.until(() => host!.state.status === "playing", "the start");
    await playToTheEnd([host!], [], seededRandom(3));
    expect(t.store.listMoves(created.roomId).some((m) => m.seat === 1)).toBe(true);
    await host!.leave();
  }, 60_000);

  it("lets a spectator watch without any private data", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const players = await seatEveryone(t.port, created, ["A", "B"]);
    players[0]!.send("start");
    const watcher = await Player.join(t.port, created.roomId, { name: "Watcher" });
    await watcher.until(() => watcher.state.status === "playing" && watcher.view().round === 1, "the game");
    expect(watcher.state.seats.map((s: { secret?: unknown }) => s.secret)).toEqual([undefined, undefined]);
    watcher.send("move", { type: "seal", card: "sn-card-01" });
    expect((await watcher.nextRefusal()).code).toBe("NOT_SEATED");
    for (const p of [...players, watcher]) await p.leave();
  });

  it("never lists private rooms", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const listed = await matchMaker.query({ private: false });
    expect(listed.map((r) => r.roomId)).not.toContain(created.roomId);
    const http = await fetch(`${t.server.url}/matchmake/table`);
    const body = await http.text();
    expect(body).not.toContain(created.roomId);
    // A client cannot stumble into it by name either.
    await expect(new Client(`ws://127.0.0.1:${t.port}`).join("table")).rejects.toThrow();
  });

  it("refuses client-side room creation and bad creation requests", async () => {
    await expect(
      new Client(`ws://127.0.0.1:${t.port}`).create("table", { gameId: "sealed-numbers", seats: 2 }),
    ).rejects.toThrow();
    expect((await createRoom(t.server.url, { gameId: "chess", seats: 2 })).status).toBe(400);
    expect((await createRoom(t.server.url, { gameId: "sealed-numbers", seats: 7 })).status).toBe(400);
    expect((await createRoom(t.server.url, { gameId: "precognition", seats: 3, options: { mode: "team" } })).status).toBe(400);
  });

  it("answers the health check", async () => {
    const response = await fetch(`${t.server.url}/healthz`);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("seats and reconnection", () => {
  it("keeps seat and hand after an abrupt socket close, and with the seat token in a second tab beside the first", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const [alice, bob] = await seatEveryone(t.port, created, ["Alice", "Bob"]);
    alice!.send("start");
    await bob!.until(() => (bob!.mine().hand as unknown[] | undefined)?.length === 3, "bob's hand");
    const hand = bob!.mine().hand;
    const sessionId = bob!.room.sessionId;

    // Abrupt close: no close frame, as when a phone loses its network.
    await bob!.dropAndReconnect(() => alice!.until(() => alice!.state.seats?.[1]?.connected === false, "the drop to show"));
    expect(bob!.room.sessionId).toBe(sessionId);
    await alice!.until(() => alice!.state.seats?.[1]?.connected === true, "bob back");
    await bob!.until(() => JSON.stringify(bob!.mine().hand) === JSON.stringify(hand), "bob's hand after the reconnection");

    // A new tab with the seat token holds the seat beside the first (one person's devices, or
    // friends sharing a seat): both see its hand, and either may send the seat's moves.
    const tab = await Player.join(t.port, created.roomId, { seatToken: bob!.token! });
    await tab.until(() => tab.state.seats?.[1]?.secret !== undefined, "the seat in the new tab");
    tab.seat = 1;
    expect(tab.mine().hand).toEqual(hand);
    const legal = tab.legalMoves();
    tab.send("move", legal[0]);
    await tab.until(() => tab.answers() === 1, "the new tab's move answered");
    // Sealed Numbers lets a seat change its sealed card before the reveal: the first tab does.
    bob!.send("move", legal[1]);
    await bob!.until(() => bob!.answers() === 1, "the first tab's move answered");
    expect(tab.refusals.concat(bob!.refusals)).toEqual([]);
    expect(t.store.listMoves(created.roomId).map((m) => [m.seat, m.move])).toEqual([
      [1, legal[0]],
      [1, legal[1]],
    ]);
    await tab.until(() => JSON.stringify(tab.mine()) === JSON.stringify(bob!.mine()), "both tabs show the same seat");
    // One tab closing leaves the seat connected through the other.
    await tab.leave();
    await alice!.until(() => alice!.state.seats?.[1]?.connected === true, "the seat still connected");
    for (const p of [alice!, bob!]) await p.leave();
  });

  it("a wrong or absent seat token cannot act for a seat", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const players = await seatEveryone(t.port, created, ["A", "B"]);
    players[0]!.send("start");
    await expect(Player.join(t.port, created.roomId, { seatToken: "x".repeat(22) })).rejects.toThrow();
    const stranger = await Player.join(t.port, created.roomId, {});
    await stranger.until(() => stranger.state.status === "playing", "the game");
    stranger.send("move", { type: "seal", card: "sn-card-01" });
    expect((await stranger.nextRefusal()).code).toBe("NOT_SEATED");
    stranger.send("takeSeat", {});
    expect((await stranger.nextRefusal()).code).toBe("NOT_IN_LOBBY");
    expect(t.store.listMoves(created.roomId)).toHaveLength(0);
    for (const p of [...players, stranger]) await p.leave();
  });

  it("lets the host hand a dropped player's seat to a bot and back", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 3 });
    const [host, bob, carol] = await seatEveryone(t.port, created, ["Host", "Bob", "Carol"]);
    host!.send("start");
    await host!.until(() => host!.state.status === "playing", "the start");
    host!.send("setBot", { seat: 1, bot: true });
    expect((await host!.nextRefusal()).code).toBe("PLAYER_CONNECTED");
    const bobToken = bob!.token!;
    await bob!.leave();
    await host!.until(() => host!.state.seats?.[1]?.connected === false, "bob gone");
    host!.send("setBot", { seat: 1, bot: true });
    await host!.until(() => t.store.listMoves(created.roomId).some((m) => m.seat === 1), "the bot to play for bob");
    expect(host!.state.seats?.[1]?.bot).toBe(true);
    const returning = await Player.join(t.port, created.roomId, { seatToken: bobToken });
    await returning.until(
      () => returning.state.seats?.[1]?.bot === false && returning.state.seats?.[1]?.connected,
      "bob to take his seat back",
    );
    for (const p of [host!, carol!, returning]) await p.leave();
  });

  it("lets only the host kick in the lobby and transfer the host role", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 3 });
    const [host, bob, carol] = await seatEveryone(t.port, created, ["Host", "Bob", "Carol"]);
    bob!.send("kick", { seat: 2 });
    expect((await bob!.nextRefusal()).code).toBe("NOT_HOST");
    host!.send("kick", { seat: 2 });
    await host!.until(() => host!.state.seats?.[2]?.taken === false, "carol kicked");
    expect(carol!.received.some((m) => m.type === "kicked")).toBe(true);
    host!.send("transferHost", { seat: 1 });
    await host!.until(() => host!.state.hostSeat === 1, "bob host");
    host!.send("fillBots");
    expect((await host!.nextRefusal()).code).toBe("NOT_HOST");
    bob!.send("fillBots");
    await bob!.until(() => bob!.state.seats?.[2]?.bot === true, "a bot in seat 3");
    for (const p of [host!, bob!, carol!]) await p.leave();
  });
});

describe("chat", () => {
  it("sends room chat to everyone and team chat to the team only", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 4, options: { mode: "team" } });
    const players = await seatEveryone(t.port, created, ["A", "B", "C", "D"]);
    const watcher = await Player.join(t.port, created.roomId, {});
    players[0]!.send("chat", { text: "hello table", channel: "room" });
    players[0]!.send("chat", { text: "psst partner", channel: "team" });
    await players[1]!.until(
      () => players[1]!.received.filter((m) => m.type === "chat").length === 2,
      "two lines for the teammate",
    );
    await players[2]!.until(() => players[2]!.received.some((m) => m.type === "chat"), "the room line");
    await new Promise((r) => setTimeout(r, 50));
    const texts = (p: Player) => p.received.filter((m) => m.type === "chat").map((m) => (m.message as { text: string }).text);
    expect(texts(players[2]!)).toEqual(["hello table"]);
    expect(texts(watcher)).toEqual(["hello table"]);
    watcher.send("chat", { text: "x", channel: "team" });
    expect((await watcher.nextRefusal()).code).toBe("NO_TEAM");
    players[1]!.send("chat", { text: "y".repeat(501) });
    expect((await players[1]!.nextRefusal()).code).toBe("BAD_MESSAGE");
    expect(players[0]!.state.seats.map((s: { team: number }) => s.team)).toEqual([0, 0, 1, 1]);
    for (const p of [...players, watcher]) await p.leave();
  });
});
