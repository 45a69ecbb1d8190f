import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, replay, type AnyGame } from "@tablee/rules";
import {
  hasView,
  leakedIds,
  newRoom,
  playToTheEnd,
  Player,
  seatEveryone,
  seededRandom,
  startTestServer,
  type CreatedRoom,
  type TestServer,
} from "./helpers.js";

/**
 * Leak audit of seat changes: every byte each client receives (a proxy records it) is checked
 * against what the seat that client holds *now* may see. A client that stops holding a seat —
 * it left (or another window holding it left it), was kicked, or its seat went to a bot — must
 * receive nothing more of that seat's private part.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

function auditor(game: AnyGame, created: CreatedRoom, clients: () => Player[]) {
  const stored = t.store.getRoom(created.roomId)!;
  let checks = 0;
  const audit = () => {
    const state = replay(
      game,
      { seats: stored.seats, options: stored.options, seed: stored.seed },
      t.store.listMoves(created.roomId),
    );
    for (const p of clients()) {
      const bytes = p.proxy!.takeNew();
      const leaked = leakedIds(bytes, game.hiddenFrom(state, p.seat));
      expect(
        leaked,
        `${p.state?.seats ? "" : ""}client #${clients().indexOf(p)} holding seat ${p.seat} received ${leaked.join(", ")}`,
      ).toEqual([]);
      checks++;
    }
  };
  return { audit, checks: () => checks };
}

describe("leak audit with seat changes", () => {
  it("Shipwreck: a leaver who keeps the tab open, a newcomer in that seat, a kick in the lobby, a seat held in two windows and left from one", async () => {
    const game = games["shipwreck-arcana"]!;
    const created = await newRoom(t.server.url, { gameId: "shipwreck-arcana", seats: 4, options: { difficulty: "easy" } });
    const players = await seatEveryone(t.port, created, ["Ana", "Ben", "Cleo", "Dee"], true);
    // Clients that no longer hold a seat: audited to the end; `watching` are those still connected.
    const gone: Player[] = [];
    const watching: Player[] = [];
    // Windows holding a player's seat beside the one that plays it.
    const sharing: Player[] = [];
    const { audit, checks } = auditor(game, created, () => [...players, ...sharing, ...gone]);

    // Kicked in the lobby, with the seat open in two windows: neither holds anything any more.
    const kicked = players.pop()!;
    const kickedTab = await Player.join(t.port, created.roomId, { seatToken: kicked.token! }, true);
    await kickedTab.until(() => kickedTab.state.seats?.[3]?.secret !== undefined, "Dee's second window");
    players[0]!.send("kick", { seat: 3 });
    await players[0]!.until(() => players[0]!.state.seats[3]?.taken === false, "the kick");
    for (const window of [kicked, kickedTab])
      await window.until(() => window.received.some((m) => m.type === "kicked"), "each window told of the kick");
    kicked.seat = null;
    gone.push(kicked, kickedTab);

    players[0]!.send("start");
    // The first player is drawn from the seed: every seat's first view (and moves) must be in before play.
    for (const p of players) await p.until(() => p.state.status === "playing" && hasView(p.state.view), "the start");
    audit();
    let steps = 0;
    await playToTheEnd(players, watching, seededRandom(5), async () => {
      steps++;
      if (steps === 3) {
        // Cleo leaves and keeps her tab open: she is a watcher now.
        const cleo = players[2]!;
        audit();
        cleo.send("leaveSeat", {});
        await players[0]!.until(() => players[0]!.state.seats[2]?.taken === false, "Cleo's seat freed");
        await cleo.until(() => cleo.state.seats[2]?.taken === false, "Cleo sees her seat freed");
        cleo.proxy!.takeNew();
        cleo.seat = null;
        players.splice(2, 1);
        gone.push(cleo);
        watching.push(cleo);
        // A newcomer takes her seat and is dealt Fate tokens the leaver must not see.
        const eve = await Player.join(t.port, created.roomId, { name: "Eve" }, true);
        await eve.until(() => hasView(eve.state.view), "Eve's view");
        await eve.takeSeat(2);
        players.splice(2, 0, eve);
      }
      if (steps === 8) {
        // Ben opens the game on his phone too (or hands a friend his seat's link): both windows hold the seat.
        const old = players[1]!;
        audit();
        const phone = await Player.join(t.port, created.roomId, { seatToken: old.token! }, true);
        phone.seat = old.seat;
        phone.token = old.token;
        await phone.until(() => phone.state.seats?.[phone.seat!]?.secret !== undefined, "the seat on the phone");
        players[1] = phone;
        sharing.push(old);
      }
      if (steps === 10) {
        // He leaves the seat from the phone: the other window loses it too, and a newcomer takes it.
        const phone = players[1]!;
        const seat = phone.seat!;
        audit();
        phone.send("leaveSeat", {});
        await players[0]!.until(() => players[0]!.state.seats[seat]?.taken === false, "Ben's seat freed");
        for (const window of sharing) {
          // Told, and its connection closed: it holds the seat no more (the audit reads what it got before).
          await window.until(() => window.received.some((m) => m.type === "seatLeft"), "the other window told");
        }
        for (const window of [phone, ...sharing.splice(0)]) {
          window.seat = null;
          gone.push(window);
        }
        const fay = await Player.join(t.port, created.roomId, { name: "Fay" }, true);
        await fay.until(() => hasView(fay.state.view), "Fay's view");
        await fay.takeSeat(seat);
        players[1] = fay;
      }
      audit();
    });
    audit();
    expect(checks()).toBeGreaterThan(20);
    expect(steps, "the game lasted past every seat change").toBeGreaterThan(10);
    for (const p of [...players, ...sharing, ...gone]) await p.leave();
  }, 120_000);

  it("Précognition: a seat handed to a bot while its player is away, then reclaimed with the seat token", async () => {
    const game = games.precognition!;
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 3, options: { mode: "competitive" } });
    const players = await seatEveryone(t.port, created, ["Ana", "Ben", "Cleo"], true);
    const gone: Player[] = [];
    const { audit, checks } = auditor(game, created, () => [...players, ...gone]);
    players[0]!.send("start");
    await players[0]!.until(() => players[0]!.state.status === "playing" && hasView(players[0]!.state.view), "the start");
    audit();
    let steps = 0;
    await playToTheEnd(players, [], seededRandom(9), async () => {
      steps++;
      if (steps === 4) {
        // Cleo's laptop closes; the host hands her seat to a bot.
        const cleo = players[2]!;
        audit();
        cleo.drop();
        await players[0]!.until(() => players[0]!.state.seats[2]?.connected === false, "Cleo away");
        players[0]!.send("setBot", { seat: 2, bot: true });
        await players[0]!.until(() => players[0]!.state.seats[2]?.bot === true, "the bot in Cleo's seat");
        cleo.seat = null;
        players.splice(2, 1);
        gone.push(cleo);
      }
      if (steps === 12) {
        // Cleo is back on another device with her seat token and takes her seat back.
        const cleo = gone.at(-1)!;
        const back = await Player.join(t.port, created.roomId, { seatToken: cleo.token! }, true);
        back.seat = 2;
        back.token = cleo.token;
        await back.until(() => back.state.seats?.[2]?.secret !== undefined && back.state.seats[2]?.bot === false, "Cleo back");
        players.push(back);
      }
      audit();
    });
    audit();
    expect(checks()).toBeGreaterThan(20);
    for (const p of [...players, ...gone]) await p.leave();
  }, 120_000);
});
