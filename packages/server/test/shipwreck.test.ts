import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, shipwreckArcana } from "@tablee/rules";
import {
  hasView,
  newRoom,
  pickLikePlayer,
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

const present = (p: Player) => p.view().present as boolean[];

describe("The Shipwreck Arcana at a real table", () => {
  it("starts with an empty seat vacant; a newcomer takes it mid-game; a leaver's seat becomes free and their token stops working", async () => {
    const created = await newRoom(t.server.url, { gameId: "shipwreck-arcana", seats: 4, options: { difficulty: "easy" } });
    const [ana, ben, cleo] = await seatEveryone(t.port, created, ["Ana", "Ben", "Cleo"]);
    ana!.send("start");
    // The first player is drawn from the seed: every seat's first view (and moves) must be in before play.
    for (const p of [ana!, ben!, cleo!]) await p.until(() => p.state.status === "playing" && hasView(p.state.view), "the start");
    await ana!.until(() => present(ana!).join() === "true,true,true,false", "seat 4 vacant");

    // A spectator arriving by the link takes the vacant seat and is dealt into turn order.
    const dan = await Player.join(t.port, created.roomId, { name: "Dan" });
    await dan.until(() => hasView(dan.state.view), "Dan's view");
    expect(await dan.takeSeat()).toBe(3);
    await ana!.until(() => present(ana!)[3] === true && ana!.state.seats[3]?.name === "Dan", "Dan at the table");
    expect(ana!.state.seats[3]?.taken).toBe(true);

    // Cleo leaves: the rules take her out and her seat is free again.
    const cleoToken = cleo!.token!;
    cleo!.send("leaveSeat", {});
    await ana!.until(() => present(ana!)[2] === false && ana!.state.seats[2]?.taken === false, "Cleo's seat freed");
    expect((ana!.view().log as { kind: string; seat?: number }[]).some((e) => e.kind === "leave" && e.seat === 2)).toBe(true);
    await expect(Player.join(t.port, created.roomId, { seatToken: cleoToken })).rejects.toThrow();
    await cleo!.leave();

    // Moves that only the room may play are refused on the move channel.
    ben!.send("move", { type: "leave" });
    expect((await ben!.nextRefusal()).code).toBe("BAD_MESSAGE");
    ben!.refusals.length = 0;

    // The game plays on to its end with the three who are there, and the store replays it.
    const rng = seededRandom(7);
    const players = [ana!, ben!, dan];
    for (let step = 0; ana!.state.status !== "finished"; step++) {
      expect(step).toBeLessThan(3000);
      const waiting = ana!.waitingOn();
      const player = players.find((p) => waiting.includes(p.seat!) && p.legalMoves().length > 0);
      if (!player) {
        await ana!.until(() => ana!.state.status === "finished" || ana!.waitingOn().join() !== waiting.join(), "progress");
        continue;
      }
      const count = ana!.state.moveCount as number;
      player.send("move", pickLikePlayer(player.legalMoves() as { type?: unknown }[], rng));
      await ana!.until(() => (ana!.state.moveCount as number) > count || player.refusals.length > 0, "the move");
      expect(player.refusals).toEqual([]);
    }
    const stored = t.store.getRoom(created.roomId)!;
    const state = replay(
      shipwreckArcana,
      { seats: 4, options: stored.options, seed: stored.seed },
      t.store.listMoves(created.roomId),
    );
    expect(state.won).not.toBeNull();
    expect(state.present).toEqual([true, true, false, true]);
    for (const p of [ana!, ben!, dan]) await p.leave();
  }, 60_000);

  it("refuses bad Shipwreck moves with a code and changes nothing", async () => {
    const created = await newRoom(t.server.url, { gameId: "shipwreck-arcana", seats: 3, options: {} });
    const seated = await seatEveryone(t.port, created, ["A", "B", "C"]);
    seated[0]!.send("start");
    await seated[0]!.until(() => seated[0]!.state.status === "playing" && hasView(seated[0]!.state.view), "the start");
    // The first player is drawn from the seed: "me" is whoever it is.
    const me = seated.find((p) => p.seat === (seated[0]!.view().active as number));
    const [other, third] = seated.filter((p) => p !== me);
    await me!.until(() => me!.legalMoves().length > 0, "my first decision");
    const spectator = await Player.join(t.port, created.roomId, {});
    await spectator.until(() => hasView(spectator.state.view), "the spectator's view");
    const myTokens = me!.mine().held as string[];
    const before = {
      view: JSON.stringify(me!.view()),
      mine: JSON.stringify(me!.mine()),
      moves: t.store.listMoves(created.roomId).length,
    };
    const legal = new Set(me!.legalMoves().map((m) => JSON.stringify(m)));
    const rng = seededRandom(99);
    const tokens = ["fate-1a", "fate-7c", "fate-4b", ...myTokens, "fate-9a", "fate-"];
    const junkMoves = (): unknown => {
      const pick = Math.floor(rng() * 10);
      const token = tokens[Math.floor(rng() * tokens.length)];
      const slot = Math.floor(rng() * 8) - 1;
      if (pick === 0) return { type: "place", token, slot };
      if (pick === 1) return { type: "power", card: "arcana-midnight", target: {} };
      if (pick === 2) return { type: "propose", proposal: { kind: "predict", value: Math.floor(rng() * 9) } };
      if (pick === 3) return { type: "agree", id: Math.floor(rng() * 4) };
      if (pick === 4) return { type: "reveal" };
      if (pick === 5) return { type: "flip", seat: (me!.seat! + 1) % 3, value: 3 };
      if (pick === 6) return { type: "join" };
      if (pick === 7) return { type: "propose", proposal: { kind: "power", card: "arcana-the-deep", target: { token } } };
      if (pick === 8) return { type: "place", token, slot: 1, extra: true };
      return { type: "flip", seat: 7, value: 0 };
    };
    let sentByMe = 0;
    let sentBySpectator = 0;
    for (let i = 0; i < 2000; i++) {
      const move = junkMoves();
      if (legal.has(JSON.stringify(move))) continue;
      if (i % 5 === 0) {
        spectator.send(i % 10 === 0 ? "move" : "takeSeat", i % 10 === 0 ? move : {});
        sentBySpectator++;
      } else {
        me!.send("move", move);
        sentByMe++;
      }
      if (i % 400 === 399) await new Promise((r) => setTimeout(r, 5));
    }
    await me!.until(() => me!.refusals.length >= sentByMe, "my refusals", 30_000);
    await spectator.until(() => spectator.refusals.length >= sentBySpectator, "the spectator's refusals", 30_000);
    const codes = new Set([...me!.refusals, ...spectator.refusals].map((r) => r.code));
    for (const code of [
      "MALFORMED_MOVE",
      "PLACEMENT_NOT_ALLOWED",
      "NOT_YOUR_TOKEN",
      "NOT_YOUR_TURN",
      "NOT_OWNER",
      "BAD_MESSAGE",
      "NOT_SEATED",
      "NO_FREE_SEAT",
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(JSON.stringify(me!.view())).toBe(before.view);
    expect(JSON.stringify(me!.mine())).toBe(before.mine);
    expect(t.store.listMoves(created.roomId)).toHaveLength(before.moves);
    // Other seats' tokens never reached me, and a legal move still goes through.
    for (const token of other!.mine().held as string[]) expect(JSON.stringify(me!.mine())).not.toContain(token);
    const count = me!.state.moveCount as number;
    me!.send(
      "move",
      me!.legalMoves().find((m) => (m as { type: string }).type === "place"),
    );
    await me!.until(() => (me!.state.moveCount as number) > count, "a legal move after the storm");
    for (const p of [me!, other!, third!, spectator]) await p.leave();
  }, 60_000);
});

describe("a Shipwreck table has five places (issue 14 item 10)", () => {
  it("whoever sits in the lobby starts, whatever the players option; a newcomer mid-game chooses whom to follow", async () => {
    const created = await newRoom(t.server.url, {
      gameId: "shipwreck-arcana",
      seats: 5,
      options: { difficulty: "easy", players: 3 },
    });
    const players = await seatEveryone(t.port, created, ["Ana", "Ben", "Cleo", "Dee"]);
    const ana = players[0]!;
    ana.send("start");
    await ana.until(() => ana.state.status === "playing" && hasView(ana.state.view), "the start");
    await ana.until(() => present(ana).join() === "true,true,true,true,false", "four in the game, the fifth place free");
    const eve = await Player.join(t.port, created.roomId, { name: "Eve" });
    await eve.until(() => hasView(eve.state.view), "Eve's view");
    eve.send("takeSeat", { seat: 4, after: 1 });
    await ana.until(() => ana.state.seats[4]?.name === "Eve", "Eve at the table");
    const view = () => ana.view() as { order: number[]; arriving: { seat: number; after: number | null }[] };
    await ana.until(
      () => view().order.indexOf(4) === view().order.indexOf(1) + 1 || view().arriving.some((a) => a.seat === 4 && a.after === 1),
      "Eve after Ben in turn order, now or when the turn ends",
    );
    // Seat changes are the room's: a join on the move channel is refused, whatever its fields.
    players[1]!.send("move", { type: "join", after: 0 });
    expect((await players[1]!.nextRefusal()).code).toBe("BAD_MESSAGE");
    for (const p of [...players, eve]) await p.leave();
  }, 60_000);
});
