import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, joinViewParts, legalMovesFromWire, replay, seedRng, viewFor } from "@tablee/rules";
import { newRoom, playByBot, seatEveryone, startTestServer, type Player, type TestServer } from "./helpers.js";

/**
 * The largest views we send arrive whole, and legal moves sent compacted come back exact: This
 * War of Mine's seats may make every edit of the shared draft (up to 84 KB of JSON as a list),
 * sent once in the public view's draft options; a patch larger than the encoder's buffer once
 * reached per-seat clients cut off (`rooms/schema.ts`). After every move of a 3-seat campaign,
 * each seated client's legal moves (put back together as the client does) and public view are
 * the rules' own.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const game = games["this-war-of-mine"]!;

/** A synchronised view's fields, parsed; a part that is not JSON (cut off) is kept as a marker. */
const decoded = (fields: { toJSON(): Record<string, unknown> } | undefined) =>
  joinViewParts(fields?.toJSON() ?? {}, (key, json) => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      return `unreadable ${key} (${json.length} chars)`;
    }
  }) as Record<string, unknown>;

describe("large views", () => {
  it("reach every seated client of whole This War of Mine campaigns intact, move after move", async () => {
    let largest = 0;
    let checks = 0;
    let campaigns = 0;
    // The room's seed is random, and a campaign may be lost in its first days: play campaigns
    // until enough moves were checked, so the count does not hang on one seed.
    while (checks <= 300 && campaigns < 4) {
      campaigns++;
      const created = await newRoom(t.server.url, { gameId: game.id, seats: 3, options: {} });
      const players = await seatEveryone(t.port, created, ["A", "B", "C"]);
      players[0]!.send("start");
      for (const p of players) await p.until(() => p.state.status === "playing", "the start");
      const stored = t.store.getRoom(created.roomId)!;
      const stateNow = () =>
        replay(game, { seats: stored.seats, options: stored.options, seed: stored.seed }, t.store.listMoves(created.roomId));
      const check = (p: Player) => {
        const state = stateNow();
        const expected = viewFor(game, state, p.seat);
        const shown = decoded(p.state.view);
        const legal = legalMovesFromWire(game, shown, decoded(p.mySlot()?.secret).legalMoves);
        largest = Math.max(largest, JSON.stringify(expected.legalMoves).length);
        expect(legal, `seat ${p.seat}, move ${p.state.moveCount}`).toEqual(expected.legalMoves);
        const { log: _shownLog, ...shownButLog } = shown;
        const { log: _log, ...wanted } = expected.public as Record<string, unknown>;
        expect(shownButLog).toEqual(wanted);
        checks++;
      };
      await playByBot(
        players,
        [],
        (seat, step) => game.bots.survival!(stateNow(), seat, seedRng(`large-${campaigns}-${step}`)),
        () => players.forEach(check),
      );
      for (const p of players) await p.leave();
    }
    expect(checks).toBeGreaterThan(300);
    // The campaigns did reach the draft's long lists (tens of kB as a list), or the test proves little.
    expect(largest).toBeGreaterThan(40_000);
  }, 600_000);
});
