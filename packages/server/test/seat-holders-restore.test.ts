import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { findGame, isSeatHolderMove, replay } from "@tablee/rules";
import type { TwomState } from "../../rules/src/games/this-war-of-mine/types.js";
import { aloneWithBots, settled, startTestServer } from "./helpers.js";

/**
 * A room stored before the rules were told who holds each seat (issue 34) has no holder moves:
 * restored as it is, its bots would count as people, and a bot could lead the group. At its
 * restore the room tells the rules, once, which seats its bots hold.
 */
describe("a room stored before seat holders", () => {
  it("is told at its restore which seats its bots hold, once", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablee-holders-")), "tablee.sqlite");
    let t = await startTestServer({ DATABASE_PATH: file });
    const { roomId, person } = await aloneWithBots(t, "this-war-of-mine", 3, {});
    await settled(person);
    await person.leave();
    await t.close();

    // As an older server stored it: the same moves without the holder ones.
    const game = findGame("this-war-of-mine")!;
    const db = new Database(file);
    const rows = db.prepare("SELECT seq, seat, move, at FROM moves WHERE room_id = ? ORDER BY seq").all(roomId) as {
      seq: number;
      seat: number;
      move: string;
      at: number;
    }[];
    const older = rows.filter((row) => !isSeatHolderMove(game, JSON.parse(row.move)));
    expect(older.length, "the start told the rules who holds the seats").toBeLessThan(rows.length);
    db.transaction(() => {
      db.prepare("DELETE FROM moves WHERE room_id = ?").run(roomId);
      const insert = db.prepare("INSERT INTO moves (room_id, seq, seat, move, at) VALUES (?, ?, ?, ?, ?)");
      older.forEach((row, i) => insert.run(roomId, i + 1, row.seat, row.move, row.at));
    })();
    db.close();

    const restarts = async () => {
      t = await startTestServer({ DATABASE_PATH: file });
      const room = t.store.getRoom(roomId)!;
      const moves = t.store.listMoves(roomId);
      await t.close();
      return { state: replay(game, { seats: room.seats, options: room.options, seed: room.seed }, moves) as TwomState, moves };
    };
    const first = await restarts();
    const told = first.moves.slice(older.length);
    expect(told.map(({ seat, move }) => ({ seat, holder: isSeatHolderMove(game, move) }))).toEqual([
      { seat: 1, holder: true },
      { seat: 2, holder: true },
    ]);
    expect(first.state.bots).toEqual([false, true, true]);
    // Told once: a second restart adds nothing.
    expect((await restarts()).moves.length).toBe(first.moves.length);
  }, 60_000);
});
