import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.js";
import { exitOf, startServerProcess } from "./processes.js";
import { freePort, newRoom, Player, seatEveryone } from "./helpers.js";

/**
 * Take-backs (issue 16, built for every game): a person's last moves, while nothing hidden came
 * to light and nobody else has acted since. A real server process, so that a restart after a
 * take-back can be checked too.
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

type Legal = { type: string; keep?: string; give?: string; cards?: string };

/** Both players decide; returns once seat 0 is in the Action phase with its activation to choose. */
async function toTheActionPhase(ana: Player, ben: Player): Promise<void> {
  for (const p of [ana, ben]) {
    await p.until(() => p.legalMoves().length > 0, "a decision");
    p.send("move", p.legalMoves()[0]);
  }
  await ana.until(() => (ana.legalMoves() as Legal[]).some((m) => m.type === "activate"), "the Action phase");
}

describe("take-backs", () => {
  it("restores the exact state and views; refuses after a reveal or another seat's move; survives a restart", async () => {
    const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablee-takeback-")), "tablee.sqlite");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startServerProcess(port, { DATABASE_PATH: db, AWAY_DECISION_SECONDS: "0" });
    children.push(child);
    const created = await newRoom(base, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const seated = (await seatEveryone(port, created, ["Ana", "Ben"])) as [Player, Player];
    let ana = seated[0];
    const ben = seated[1];
    ana.send("start");
    await ana.until(() => ana.state.status === "playing", "the start");

    // The decision that completes the round reveals every choice: it cannot be taken back.
    await toTheActionPhase(ana, ben);
    expect(ben.state.takeBackSeat).not.toBe(1);
    ben.send("takeBack", {});
    expect((await ben.nextRefusal()).code).toBe("NO_TAKE_BACK");

    // Ana activates one card: nothing hidden shows, so she may take it back.
    const before = {
      view: JSON.stringify(ana.view()),
      mine: JSON.stringify(ana.mine()),
      theirs: JSON.stringify(ben.view()),
      moves: ana.state.moveCount,
    };
    ana.send("move", { type: "activate", cards: "keep" });
    await ana.until(() => ana.state.moveCount === before.moves + 1, "the activation");
    await ana.until(() => ana.state.takeBackSeat === 0, "the take-back offered");
    ana.send("takeBack", {});
    await ana.until(() => ana.state.moveCount === before.moves, "the take-back");
    await ben.until(() => ben.state.moveCount === before.moves, "Ben sees it");
    expect(JSON.stringify(ana.view())).toBe(before.view);
    expect(JSON.stringify(ana.mine())).toBe(before.mine);
    expect(JSON.stringify(ben.view())).toBe(before.theirs);
    expect(ana.state.takeBackSeat).toBe(-1);

    // Once someone else has acted, the move is no longer Ana's to take back.
    ana.send("move", { type: "activate", cards: "keep" });
    await ana.until(() => ana.state.takeBackSeat === 0, "the take-back offered again");
    const benMoves = ben.legalMoves() as Legal[];
    const benActs = benMoves.find((m) => m.type === "activate");
    if (benActs) {
      ben.send("move", benActs);
      await ana.until(() => ana.state.takeBackSeat !== 0, "Ben's move");
      ana.send("takeBack", {});
      expect((await ana.nextRefusal()).code).toBe("NO_TAKE_BACK");
    }
    const tokens = [ana.token!, ben.token!];
    const afterAll = { view: JSON.stringify(ana.view()), mine: JSON.stringify(ana.mine()), moves: ana.state.moveCount as number };

    // The store kept the taken-back move apart; a restart replays the game without it.
    for (const p of [ana, ben]) await p.leave();
    child.kill("SIGTERM");
    await exitOf(child);
    const store = new SqliteStore(db);
    expect(store.listMoves(created.roomId)).toHaveLength(afterAll.moves);
    store.close();
    child = await startServerProcess(port, { DATABASE_PATH: db, AWAY_DECISION_SECONDS: "0" });
    children.push(child);
    ana = await Player.join(port, created.roomId, { seatToken: tokens[0]! });
    ana.seat = 0;
    await ana.until(() => ana.state.moveCount === afterAll.moves && ana.mySlot()?.secret !== undefined, "the restored game");
    await ana.until(() => JSON.stringify(ana.view()) === afterAll.view, "the same view");
    expect(JSON.stringify(ana.mine())).toBe(afterAll.mine);
    await ana.leave();
    child.kill("SIGTERM");
    await exitOf(child);
  }, 90_000);
});
