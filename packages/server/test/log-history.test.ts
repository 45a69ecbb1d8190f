import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findGame, replay } from "@tablee/rules";
import {
  hasView,
  newRoom,
  Player,
  playToTheEnd,
  seatEveryone,
  seededRandom,
  startTestServer,
  type TestServer,
} from "./helpers.js";

/**
 * Issue 34: a table shows the whole game's log, not the view's last entries. The room tells every
 * client the log's length, and answers `history` with the entries before an index, a page at a
 * time, the same for a seat and a spectator (the leak audit scans those answers too).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

describe("the whole game's log", () => {
  it("Natera: the log's length travels with the state, and `history` pages put the whole log together for a spectator", async () => {
    const created = await newRoom(t.server.url, { gameId: "natera", seats: 2, options: {} });
    const players = await seatEveryone(t.port, created, ["A", "B"]);
    players[0]!.send("start");
    const watcher = await Player.join(t.port, created.roomId, { name: "W" });
    await watcher.until(() => watcher.state.status === "playing" && hasView(watcher.state.view), "the game");
    // Far enough that the view holds only the log's last entries.
    await playToTheEnd(players, [watcher], seededRandom(7), undefined, 300, true);
    const room = t.store.getRoom(created.roomId)!;
    const game = findGame("natera")!;
    const log = game.publicLog!(
      replay(game, { seats: room.seats, options: room.options, seed: room.seed }, t.store.listMoves(created.roomId)),
    );
    const length = watcher.state.logLength as number;
    expect(length).toBe(log.length);
    const inView = (watcher.view().log as unknown[]).length;
    expect(length).toBeGreaterThan(inView);
    expect(await watcher.wholeLog()).toEqual(log);
    for (const p of [...players, watcher]) await p.leave();
  }, 120_000);

  it("bad requests are refused and change nothing; a game without a log says so", async () => {
    const lobby = await newRoom(t.server.url, { gameId: "paleo", seats: 2, options: {} });
    const early = await Player.join(t.port, lobby.roomId, { name: "E" });
    early.send("history", { before: 3 });
    expect((await early.nextRefusal()).code).toBe("NOT_STARTED");
    await early.leave();
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2, options: {} });
    const players = await seatEveryone(t.port, created, ["A", "B"]);
    const [a] = players as [Player, Player];
    a.send("start");
    await a.until(() => a.state.status === "playing", "the start");
    for (const bad of [{ before: -1 }, { before: "0" }, { before: 1.5 }, {}, { before: 1, more: true }]) {
      a.send("history", bad);
      expect((await a.nextRefusal()).code).toBe("BAD_MESSAGE");
    }
    a.send("history", { before: 0 });
    expect((await a.nextRefusal()).code).toBe("NO_LOG");
    for (const p of players) await p.leave();
  });
});
