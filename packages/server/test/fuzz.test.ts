import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchMaker } from "@colyseus/core";
import { RuleError, sealedNumbers } from "@tablee/rules";
import { newRoom, Player, seatEveryone, seededRandom, startTestServer, type TestServer, hasView } from "./helpers.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

type Message = [type: string | number, payload: unknown];

function junk(rng: () => number, depth = 0): unknown {
  const pick = Math.floor(rng() * (depth > 3 ? 6 : 9));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return Math.floor(rng() * 1e9) * (rng() < 0.5 ? -1 : 1);
    case 2:
      return rng() < 0.5;
    case 3:
      return "x".repeat(Math.floor(rng() * 40));
    case 4:
      return rng() * 1e-3;
    case 5:
      return ["pc-defitia-s1-01", "river-s1-x", "room-store", "", "💥", "__proto__"][Math.floor(rng() * 6)];
    case 6:
      return Array.from({ length: Math.floor(rng() * 5) }, () => junk(rng, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(rng() * 5); i++)
        out[["type", "keep", "give", "cards", "seat", "move", "as", "x"][Math.floor(rng() * 8)]!] = junk(rng, depth + 1);
      return out;
    }
  }
}

const deep = (n: number): unknown => (n === 0 ? "bottom" : { type: "choose", keep: deep(n - 1) });

describe("bad input", () => {
  it("refuses 10,000 malformed, oversized, out-of-turn and wrong-seat messages, each with an answer, changing nothing", async () => {
    const created = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
    const [me, other] = await seatEveryone(t.port, created, ["Fuzzer", "Other"]);
    me!.send("start");
    await me!.until(() => me!.state.status === "playing" && me!.legalMoves().length > 0, "the first decision");
    const spectator = await Player.join(t.port, created.roomId, {});
    await spectator.until(() => hasView(spectator.state.view), "the spectator's view");

    const legal = new Set(me!.legalMoves().map((m) => JSON.stringify(m)));
    const othersHand = other!.mine().hand as string[];
    const myZone = (me!.view().boats as { decisionZone: string[] }[])[0]!.decisionZone;
    const before = {
      view: JSON.stringify(me!.view()),
      mine: JSON.stringify(me!.mine()),
      theirs: JSON.stringify(other!.mine()),
      moves: t.store.listMoves(created.roomId).length,
    };

    const rng = seededRandom(42);
    const outOfTurn: unknown[] = [
      { type: "activate", cards: "both" },
      { type: "collect" },
      { type: "placeYmune", as: "doctor" },
      { type: "placeBattery", machine: 3 },
      { type: "decline", resource: "food" },
      { type: "maintain", protectors: 0, healthyLost: 0 },
      { type: "river", ignore: true },
      { type: "revealObjective" },
      { type: "attenuate", objective: "objective-s1-01" },
      { type: "endActions" },
      { type: "pickPrescient", prescient: "pria" },
      { type: "setupChoice", rooms: ["room-a", "room-b"], pass: ["a", "b"], putBack: ["c", "d"] },
    ];
    const badLobby: Message[] = [
      ["takeSeat", {}],
      ["leaveSeat", {}],
      ["ready", { ready: true }],
      ["start", {}],
      ["kick", { seat: 1 }],
      ["fillBots", {}],
      ["setTimer", { seconds: 60 }],
      ["rematch", {}],
      ["transferHost", { seat: 5 }],
      ["setBot", { seat: 1, bot: true }],
      ["setName", { name: "" }],
      ["setName", { name: 7 }],
      ["chat", { text: "" }],
      ["chat", { text: "hi", channel: "team" }],
      ["chat", { text: "y".repeat(600) }],
      ["ready", "yes"],
    ];
    const messages: { from: Player; message: Message }[] = [];
    while (messages.length < 10_000) {
      const kind = Math.floor(rng() * 7);
      let message: Message;
      if (kind === 0) message = ["move", junk(rng)];
      else if (kind === 1)
        message = ["move", { type: "choose", keep: "z".repeat(4100 + Math.floor(rng() * 20_000)), give: myZone[0] }];
      else if (kind === 2) message = ["move", outOfTurn[Math.floor(rng() * outOfTurn.length)]];
      else if (kind === 3)
        message = [
          "move",
          { type: "choose", keep: othersHand[Math.floor(rng() * othersHand.length)], give: myZone[Math.floor(rng() * 2)] },
        ];
      else if (kind === 4) message = [rng() < 0.5 ? `x-${Math.floor(rng() * 1e6)}` : 200 + Math.floor(rng() * 50), junk(rng)];
      else if (kind === 5) message = badLobby[Math.floor(rng() * badLobby.length)]!;
      else
        message = [
          "move",
          rng() < 0.5 ? deep(20 + Math.floor(rng() * 40)) : { type: "choose", keep: myZone[0], give: myZone[0] },
        ];
      if (message[0] === "move" && legal.has(JSON.stringify(message[1]))) continue;
      const from = kind === 3 && rng() < 0.3 ? spectator : me!;
      messages.push({ from, message });
    }

    const sent = new Map<Player, number>([
      [me!, 0],
      [spectator, 0],
    ]);
    for (const [i, { from, message }] of messages.entries()) {
      from.room.send(message[0], message[1]);
      sent.set(from, (sent.get(from) ?? 0) + 1);
      // Let the socket drain now and then, as a real client would.
      if (i % 500 === 499) await new Promise((r) => setTimeout(r, 5));
    }
    for (const [player, count] of sent) {
      await player.until(() => player.refusals.length >= count, `${count} refusals`, 30_000);
      expect(player.refusals).toHaveLength(count);
      for (const refusal of player.refusals) {
        expect(typeof refusal.code).toBe("string");
        expect(refusal.message.length).toBeGreaterThan(0);
      }
    }
    const codes = new Set([...me!.refusals, ...spectator.refusals].map((r) => r.code));
    for (const code of [
      "MALFORMED_MOVE",
      "MESSAGE_TOO_LARGE",
      "WRONG_PHASE",
      "NOT_YOUR_CARD",
      "UNKNOWN_MESSAGE",
      "NOT_SEATED",
      "NOT_IN_LOBBY",
      "BAD_MESSAGE",
      "KEEP_EQUALS_GIVE",
    ]) {
      expect(codes, code).toContain(code);
    }

    // Nothing changed: views, private views, the store.
    expect(JSON.stringify(me!.view())).toBe(before.view);
    expect(JSON.stringify(me!.mine())).toBe(before.mine);
    expect(JSON.stringify(other!.mine())).toBe(before.theirs);
    expect(t.store.listMoves(created.roomId)).toHaveLength(before.moves);

    // The server is still up and still plays legal moves.
    expect((await fetch(`${t.server.url}/healthz`)).status).toBe(200);
    me!.send("move", me!.legalMoves()[0]);
    await me!.until(() => (me!.view().boats as { committed: boolean }[])[0]!.committed, "a legal move after the storm");
    for (const p of [me!, other!, spectator]) await p.leave();
  }, 120_000);

  it("rebuilds the state from the store when the rules refuse a move after changing part of it", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const [a, b] = await seatEveryone(t.port, created, ["A", "B"]);
    a!.send("start");
    await a!.until(() => a!.state.status === "playing" && a!.legalMoves().length > 0, "the first decision");
    const move = a!.legalMoves()[0];
    const room = matchMaker.getLocalRoomById(created.roomId) as unknown as { gameState: unknown };
    const before = {
      state: JSON.stringify(room.gameState),
      view: JSON.stringify(a!.view()),
      mine: JSON.stringify(a!.mine()),
      stored: t.store.listMoves(created.roomId),
    };
    // The room plays moves in place: a game whose rules throw half-way must not leave a half-played move behind.
    const play = sealedNumbers.play;
    sealedNumbers.play = (state, seat, m) => {
      play(state, seat, m);
      throw new RuleError("REFUSED_LATE", "refused after the state had changed");
    };
    try {
      a!.send("move", move);
      const refusal = await a!.nextRefusal();
      expect(refusal.code).toBe("REFUSED_LATE");
    } finally {
      sealedNumbers.play = play;
    }
    expect(t.store.listMoves(created.roomId)).toEqual(before.stored);
    expect(JSON.stringify(room.gameState)).toBe(before.state);
    expect(JSON.stringify(a!.view())).toBe(before.view);
    a!.send("move", move);
    await a!.until(() => JSON.stringify(a!.mine()) !== before.mine, "the move played for real");
    expect(t.store.listMoves(created.roomId)).toHaveLength(before.stored.length + 1);
    for (const p of [a!, b!]) await p.leave();
  });

  it("stops taking moves, rather than play on a state it cannot rebuild, when the store fails too", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const [a, b] = await seatEveryone(t.port, created, ["A", "B"]);
    a!.send("start");
    await a!.until(() => a!.state.status === "playing" && a!.legalMoves().length > 0, "the first decision");
    const stored = t.store.listMoves(created.roomId);
    let left = false;
    a!.room.onLeave(() => (left = true));
    const play = sealedNumbers.play;
    const listMoves = t.store.listMoves.bind(t.store);
    sealedNumbers.play = (state, seat, m) => {
      play(state, seat, m);
      throw new RuleError("REFUSED_LATE", "refused after the state had changed");
    };
    t.store.listMoves = () => {
      throw new Error("disk gone");
    };
    try {
      a!.send("move", a!.legalMoves()[0]);
      await a!.until(() => left, "the room to close");
    } finally {
      sealedNumbers.play = play;
      t.store.listMoves = listMoves;
    }
    expect(t.store.listMoves(created.roomId)).toEqual(stored);
    await b!.leave().catch(() => undefined);
  });

  it("closes a connection that sends a frame over 64 KiB and stays up for everyone else", async () => {
    const created = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const [a, b] = await seatEveryone(t.port, created, ["A", "B"]);
    let closed = false;
    b!.room.onLeave(() => (closed = true));
    b!.send("chat", { text: "z".repeat(100_000) });
    await b!.until(() => closed, "the oversized sender to be cut off");
    a!.send("chat", { text: "still here" });
    await a!.until(() => a!.received.some((m) => m.type === "chat"), "chat after the cut");
    expect((await fetch(`${t.server.url}/healthz`)).status).toBe(200);
    await a!.leave();
  });

  it("limits the rate of messages per client", async () => {
    const slow = await startTestServer({ RATE_LIMIT_PER_SECOND: "5", RATE_LIMIT_BURST: "5" });
    try {
      const created = await newRoom(slow.server.url, { gameId: "sealed-numbers", seats: 2 });
      const spectator = await Player.join(slow.port, created.roomId, {});
      for (let i = 0; i < 20; i++) spectator.send("ready", { ready: true });
      await spectator.until(() => spectator.refusals.length === 20, "20 refusals");
      const limited = spectator.refusals.filter((r) => r.code === "RATE_LIMITED").length;
      expect(limited).toBeGreaterThanOrEqual(14);
      expect(spectator.refusals.filter((r) => r.code === "NOT_SEATED").length).toBeGreaterThanOrEqual(5);
      await spectator.leave();
    } finally {
      await slow.close();
    }
  });
});
