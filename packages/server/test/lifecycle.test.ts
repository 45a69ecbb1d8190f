import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newRoom, playToTheEnd, Player, seatEveryone, seededRandom, startTestServer, type TestServer } from "./helpers.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ROOM_IDLE_MINUTES: "0.02" });
});
afterAll(async () => {
  await t.close();
});

const metric = async (name: string) => {
  const text = await (await fetch(`${t.server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(name))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
};

describe("room lifecycle", () => {
  it("lets a bot decide for a seat whose decision timer runs out, and shows the deadline", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2, timerSeconds: 1 });
    const [a, b] = await seatEveryone(t.port, created, ["A", "B"]);
    a!.send("start");
    await a!.until(() => a!.state.seats?.[1]?.deadline > 0, "a deadline for seat 2");
    expect(a!.state.timerSeconds).toBe(1);
    a!.send("move", a!.legalMoves()[0]);
    // Nobody moves for seat 2: the timer makes its decision, and the reveal follows.
    await a!.until(() => ((a!.view().history as unknown[]) ?? []).length === 1, "the reveal after the timeout", 5000);
    expect(t.store.listMoves(created.roomId).map((m) => m.seat)).toContain(1);
    for (const p of [a!, b!]) await p.leave();
  });

  it("at a Natera turn clock's expiry, passes for the tribe (the game's ruling) instead of the bot's main action", async () => {
    const created = await newRoom(t.server.url, { gameId: "natera", seats: 2, timerSeconds: 1 });
    const [a, b] = await seatEveryone(t.port, created, ["A", "B"]);
    a!.send("start");
    // Nobody moves: the clock makes the set-up choices at random, one a second, then passes at each turn.
    const types = () => t.store.listMoves(created.roomId).map((m) => (m.move as { type: string }).type);
    await a!.until(() => types().includes("pass"), "a pass made by the clock", 30_000);
    expect(types().filter((type) => ["deploy", "play", "hire", "ability", "colony"].includes(type))).toEqual([]);
    for (const p of [a!, b!]) await p.leave();
  }, 40_000);

  it("expires an unfinished room nobody is connected to, keeping its log", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const [a, b] = await seatEveryone(t.port, created, ["A", "B"]);
    a!.send("start");
    await a!.until(() => a!.legalMoves().length > 0, "the start");
    a!.send("move", a!.legalMoves()[0]);
    await a!.until(() => a!.state.moveCount === 1, "one move");
    for (const p of [a!, b!]) await p.leave();
    await a!.until(() => t.store.getRoom(created.roomId)?.status === "expired", "the expiry", 10_000);
    expect(t.store.listMoves(created.roomId)).toHaveLength(1);
    await expect(Player.join(t.port, created.roomId, {})).rejects.toThrow();
  });

  it("counts rooms, clients, moves, refusals and store writes in /metrics", async () => {
    const movesBefore = await metric("tablee_moves_total");
    const finishedBefore = await metric("tablee_games_finished_total");
    const refusalsBefore = await metric("tablee_refusals_total");
    const writesBefore = await metric("tablee_store_write_seconds_count");
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const players = await seatEveryone(t.port, created, ["A", "B"]);
    expect(await metric("tablee_clients_connected")).toBeGreaterThanOrEqual(2);
    expect(await metric("tablee_rooms_open")).toBeGreaterThanOrEqual(1);
    players[0]!.send("start");
    players[1]!.send("nonsense");
    await players[1]!.nextRefusal();
    await players[0]!.until(() => players[0]!.state.status === "playing", "the start");
    await playToTheEnd(players, [], seededRandom(5));
    expect(await metric("tablee_moves_total")).toBe(movesBefore + (players[0]!.state.moveCount as number));
    expect(await metric("tablee_games_finished_total")).toBe(finishedBefore + 1);
    expect(await metric("tablee_refusals_total")).toBeGreaterThan(refusalsBefore);
    expect(await metric("tablee_store_write_seconds_count")).toBeGreaterThan(writesBefore + 6);
    // The memory gauge is this process's own, read at scrape time.
    expect(await metric('tablee_process_memory_bytes{kind="heap_used"}')).toBeGreaterThan(1e6);
    expect(await metric('tablee_process_memory_bytes{kind="rss"}')).toBeGreaterThan(
      await metric('tablee_process_memory_bytes{kind="heap_used"}'),
    );
    for (const p of players) await p.leave();
  });
});
