import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, games, playInPlace, seedRng } from "@tablee/rules";
import {
  leakedIds,
  newRoom,
  playByBot,
  playToTheEnd,
  Player,
  seatEveryone,
  seededRandom,
  startTestServer,
  type TestServer,
  hasView,
} from "./helpers.js";

/**
 * Leak audit: every byte each client receives through whole games is recorded by a proxy and
 * checked, after every move, against the identifiers the rules say that client may not see
 * now — the snapshots on join, on reconnect and in a new tab included.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const TABLES: Record<string, { seats: number; options: Record<string, unknown> }[]> = {
  "sealed-numbers": [{ seats: 3, options: {} }],
  precognition: [
    { seats: 3, options: { mode: "competitive", setup: "standard" } },
    { seats: 4, options: { mode: "competitive", setup: "advanced", prescients: "seat-order" } },
    { seats: 4, options: { mode: "team", setup: "advanced" } },
    { seats: 3, options: { mode: "cooperative", difficulty: "apocalypse", setup: "standard" } },
  ],
  "shipwreck-arcana": [
    { seats: 3, options: { difficulty: "easy" } },
    { seats: 5, options: { difficulty: "normal" } },
  ],
  paleo: [
    { seats: 3, options: { level: "I" } },
    { seats: 3, options: { level: "III" } },
    { seats: 3, options: { modules: ["C", "H", "I"] } },
  ],
  natera: [
    { seats: 3, options: {} },
    { seats: 4, options: { draft: true, nuclear: false } },
  ],
  // Whole campaigns played by the survival bot (random legal edits would hardly ever confirm a draft).
  "this-war-of-mine": [{ seats: 3, options: {} }],
};
/** Games whose moves the test's bot decides (from the state replayed from the store), and whose ids are words of their prose (only whole JSON strings count). */
const BOT_DRIVEN = new Set(["this-war-of-mine"]);

describe("leak audit", () => {
  it("covers every game of the registry", () => {
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(games).sort());
  });

  for (const [gameId, tables] of Object.entries(TABLES)) {
    for (const [i, table] of tables.entries()) {
      it(`${gameId} #${i + 1}: no client ever receives an identifier it may not see`, async () => {
        const game = games[gameId]!;
        const created = await newRoom(t.server.url, { gameId, seats: table.seats, options: table.options });
        const names = Array.from({ length: table.seats }, (_, s) => `P${s + 1}`);
        const players = await seatEveryone(t.port, created, names, true);
        const spectator = await Player.join(t.port, created.roomId, { name: "Watcher" }, true);
        const watchers: Player[] = [spectator];
        const stored = t.store.getRoom(created.roomId)!;
        let checks = 0;
        let idsSeen = 0;

        // The stored moves played on as they come: replaying the whole game at every step made
        // a long This War of Mine campaign quadratic (past the test's 300 s on a random seed).
        const setup = { seats: stored.seats, options: stored.options, seed: stored.seed };
        const live = { state: createGame(game, setup), played: 0 };
        const stateNow = () => {
          const moves = t.store.listMoves(created.roomId);
          if (moves.length < live.played) Object.assign(live, { state: createGame(game, setup), played: 0 });
          for (const { seat, move } of moves.slice(live.played)) playInPlace(game, live.state, seat, move);
          live.played = moves.length;
          return live.state;
        };
        const audit = () => {
          const state = stateNow();
          for (const p of [...players, ...watchers]) {
            const bytes = p.proxy!.takeNew();
            const leaked = leakedIds(bytes, game.hiddenFrom(state, p.seat), BOT_DRIVEN.has(gameId));
            expect(leaked, `seat ${p.seat} received ${leaked.join(", ")}`).toEqual([]);
            idsSeen += bytes.length;
            checks++;
          }
        };

        players[0]!.send("start");
        await players[0]!.until(() => players[0]!.state.status === "playing", "the start");
        for (const p of [...players, spectator])
          await p.until(() => p.state.status === "playing" && hasView(p.state.view), "the first view");
        audit();
        let steps = 0;
        const rng = seededRandom(100 + i);
        const bot = game.bots.survival!;
        const play = (afterStep: () => Promise<void>) =>
          BOT_DRIVEN.has(gameId)
            ? playByBot(players, watchers, (seat, step) => bot(stateNow(), seat, seedRng(`audit-${step}`)), afterStep)
            : playToTheEnd(players, watchers, rng, afterStep);
        await play(async () => {
          steps++;
          if (steps === 5) {
            // A late spectator: the snapshot on join.
            const late = await Player.join(t.port, created.roomId, { name: "Late" }, true);
            await late.until(() => hasView(late.state.view), "the late snapshot");
            watchers.push(late);
          }
          if (steps === 9) {
            // An abrupt drop and a reconnection: the snapshot on reconnect.
            await players[1]!.dropAndReconnect(() =>
              players[0]!.until(() => players[0]!.state.seats?.[1]?.connected === false, "the drop"),
            );
            await players[0]!.until(() => players[0]!.state.seats?.[1]?.connected === true, "the reconnection");
          }
          if (steps === 13) {
            // The same seat in a new tab: the snapshot for a seat token.
            const old = players[2]!;
            const tab = await Player.join(t.port, created.roomId, { seatToken: old.token! }, true);
            tab.seat = old.seat;
            tab.token = old.token;
            await tab.until(() => tab.state.seats?.[tab.seat!]?.secret !== undefined, "the seat in the new tab");
            players[2] = tab;
            await old.proxy!.close();
          }
          // The whole log, as a table asks for it (issue 34): scanned like the views.
          if (steps % 40 === 0) for (const p of [...players, ...watchers]) await p.wholeLog();
          audit();
        });
        for (const p of [...players, ...watchers]) await p.wholeLog();
        audit();
        expect(checks).toBeGreaterThan(5 * 8);
        expect(idsSeen).toBeGreaterThan(0);
        for (const p of [...players, ...watchers]) await p.leave();
      }, 300_000);
    }
  }
});
