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

  it("Natera: a deploy and its pawn are taken back exactly; a deploy that drew cannot be; a restart after a take-back restores the game", async () => {
    const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablee-takeback-natera-")), "tablee.sqlite");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startServerProcess(port, { DATABASE_PATH: db, AWAY_DECISION_SECONDS: "0" });
    children.push(child);
    const created = await newRoom(base, { gameId: "natera", seats: 2, options: { nuclear: false, achievements: "set1" } });
    const players = (await seatEveryone(port, created, ["Ana", "Ben"])) as [Player, Player];
    players[0].send("start");
    await players[0].until(() => players[0].state.status === "playing", "the start");

    /** Sends a move and waits until both players have seen it. */
    const play = async (p: Player, move: NateraLegal) => {
      const count = p.state.moveCount as number;
      p.send("move", move);
      for (const q of players) await q.until(() => q.state.moveCount === count + 1, `${JSON.stringify(move)} seen`);
    };
    const legal = (p: Player) => p.legalMoves() as NateraLegal[];

    // The secret set-up round: a tribe, a side, 3 discards, ready. The last "ready" reveals everything.
    for (const p of players) {
      for (const type of ["pickTribe", "pickSide", "toggleDiscard", "toggleDiscard", "toggleDiscard"]) {
        const discards = ((p.mine().choice as { discards: string[] } | undefined)?.discards ?? []) as string[];
        await play(
          p,
          legal(p).find((m) => m.type === type && !discards.includes(m.card ?? ""))!,
        );
      }
      await play(p, { type: "ready" });
    }
    expect(players[1].state.takeBackSeat).toBe(-1);
    players[1].send("takeBack", {});
    expect((await players[1].nextRefusal()).code).toBe("NO_TAKE_BACK");
    // Tribe set-up questions (a free colony, a Forest copy…): first options.
    const phase = () => players[0].view().phase as string;
    const prompt = () => players[0].view().prompt as { seat: number } | null;
    await players[0].until(() => phase() !== "choose", "the reveal");
    while (phase() !== "action" || prompt() !== null) {
      const seat = prompt()!.seat;
      await play(players[seat]!, legal(players[seat]!)[0]!);
    }

    // The first player deploys on Urban TIER 1 (draw 2): the deploy and the pawn are reversible, the draw is not.
    const first = players[players[0].view().active as number]!;
    const second = players[1 - (players[0].view().active as number)]!;
    await play(first, { type: "deploy", location: "nl-urb-1b" });
    expect(first.state.takeBackSeat).toBe(first.seat);
    if (legal(first).some((m) => m.option === "explorer")) await play(first, { type: "choose", option: "explorer" });
    await play(first, { type: "choose", option: "basic" });
    expect(first.state.takeBackSeat).toBe(-1);
    first.send("takeBack", {});
    expect((await first.nextRefusal()).code).toBe("NO_TAKE_BACK");
    while (first.view().prompt) await play(first, { type: "choose", option: "basic" });
    if (legal(first).some((m) => m.type === "endTurn")) await play(first, { type: "endTurn" });
    await second.until(() => legal(second).some((m) => m.type === "deploy"), "the second player's turn");

    // The second player deploys on Agricultural TIER 1 (2 Endurance), then takes back both moves: exactly as before.
    const before = {
      moves: second.state.moveCount as number,
      views: players.map((p) => JSON.stringify(p.view())),
      mine: players.map((p) => JSON.stringify(p.mine())),
    };
    await play(second, { type: "deploy", location: "nl-agr-1a" });
    if (legal(second).some((m) => m.option === "leader")) await play(second, { type: "choose", option: "leader" });
    const taken = (second.state.moveCount as number) - before.moves;
    expect(second.state.takeBackSeat).toBe(second.seat);
    expect(JSON.stringify(second.view())).not.toBe(before.views[second.seat!]);
    for (let i = 0; i < taken; i++) {
      const count = second.state.moveCount as number;
      second.send("takeBack", {});
      for (const q of players) await q.until(() => q.state.moveCount === count - 1, "the take-back");
    }
    for (const [i, p] of players.entries()) {
      await p.until(() => JSON.stringify(p.view()) === before.views[i], "the view as before");
      expect(JSON.stringify(p.mine())).toBe(before.mine[i]);
    }
    expect(second.state.takeBackSeat).toBe(-1);
    // The log says so (issue 34): each move taken back, where it fell in the public log.
    const logAt = players[0].state.logLength as number;
    const marks = Array.from({ length: taken }, () => ({ seat: second.seat, at: logAt }));
    for (const p of players) expect(JSON.parse(p.state.takenBack as string)).toEqual(marks);

    // A restart right after the take-back: the store replays the game without the moves taken back.
    const tokens = players.map((p) => p.token!);
    for (const p of players) await p.leave();
    child.kill("SIGTERM");
    await exitOf(child);
    const store = new SqliteStore(db);
    expect(store.listMoves(created.roomId)).toHaveLength(before.moves);
    store.close();
    child = await startServerProcess(port, { DATABASE_PATH: db, AWAY_DECISION_SECONDS: "0" });
    children.push(child);
    const back = await Player.join(port, created.roomId, { seatToken: tokens[second.seat!]! });
    back.seat = second.seat;
    await back.until(() => back.state.moveCount === before.moves && back.mySlot()?.secret !== undefined, "the restored game");
    await back.until(() => JSON.stringify(back.view()) === before.views[second.seat!], "the same view");
    expect(JSON.stringify(back.mine())).toBe(before.mine[second.seat!]);
    expect(legal(back).some((m) => m.type === "deploy" && m.location === "nl-agr-1a")).toBe(true);
    expect(JSON.parse(back.state.takenBack as string), "the take-backs' places after the restart").toEqual(marks);
    await back.leave();
    child.kill("SIGTERM");
    await exitOf(child);
  }, 120_000);
});

type NateraLegal = { type: string; card?: string; option?: string; location?: string };
