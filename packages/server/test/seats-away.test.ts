import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, replay } from "@tablee/rules";
import { hasView, leakedIds, newRoom, Player, seatEveryone, startTestServer, type TestServer } from "./helpers.js";

/** A player away mid-game (issue 13): the table keeps moving, and the seat can be given back on a new device. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ AWAY_DECISION_SECONDS: "1" });
});
afterAll(async () => {
  await t.close();
});

async function gameWithBenAway() {
  const created = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "competitive" } });
  const [ana, ben] = await seatEveryone(t.port, created, ["Ana", "Ben"]);
  ana!.send("start");
  await ana!.until(() => ana!.state.status === "playing" && ana!.legalMoves().length > 0, "the start");
  const token = ben!.token!;
  ben!.drop();
  await ana!.until(() => ana!.state.seats[1]?.connected === false, "Ben away");
  return { created, ana: ana!, token };
}

describe("a player away", () => {
  it("without a decision timer, a bot makes an absent player's decision after AWAY_DECISION_SECONDS", async () => {
    const { ana } = await gameWithBenAway();
    expect(ana.state.seats[1]?.deadline).toBeGreaterThan(0);
    // Ben's first decision is made for him: the table waits on Ana alone, or has moved on.
    await ana.until(() => !ana.waitingOn().includes(1) || (ana.state.moveCount as number) > 0, "a decision for Ben", 5000);
    expect(ana.state.seats[0]?.deadline).toBe(0);
    await ana.leave();
  });

  it("a player on a new device asks for the seat; the host gives it; the old token stops working", async () => {
    const { created, ana, token } = await gameWithBenAway();
    ana.send("setBot", { seat: 1, bot: true });
    await ana.until(() => ana.state.seats[1]?.bot === true, "the bot");
    const phone = await Player.join(t.port, created.roomId, { name: "Ben" }, true);
    await phone.until(() => hasView(phone.state.view), "the view");
    // Only a seat whose player is away can be asked for.
    phone.send("claimSeat", { seat: 0 });
    expect((await phone.nextRefusal()).code).toBe("SEAT_NOT_AWAY");
    phone.send("claimSeat", { seat: 1 });
    await ana.until(() => ana.state.seats[1]?.claim === "Ben", "the request");
    // Nobody but the host answers while the host is here.
    const other = await Player.join(t.port, created.roomId, { name: "Zed" });
    other.send("answerClaim", { seat: 1, accept: true });
    expect((await other.nextRefusal()).code).toBe("NOT_HOST");
    // Before it is given, the asker has seen nothing of the seat's hand.
    const before = phone.proxy!.takeNew();
    const stored = t.store.getRoom(created.roomId)!;
    const game = games.precognition!;
    const now = replay(game, { seats: 2, options: stored.options, seed: stored.seed }, t.store.listMoves(created.roomId));
    expect(before.length).toBeGreaterThan(0);
    expect(leakedIds(before, game.hiddenFrom(now, null))).toEqual([]);
    ana.send("answerClaim", { seat: 1, accept: true });
    await phone.until(() => phone.seat === 1 && phone.state.seats[1]?.secret !== undefined, "the seat");
    expect(phone.state.seats[1]?.bot).toBe(false);
    expect(phone.state.seats[1]?.claim).toBe("");
    expect(phone.received.some((m) => m.type === "claimAnswered")).toBe(true);
    await expect(Player.join(t.port, created.roomId, { seatToken: token })).rejects.toThrow();
    for (const p of [ana, phone, other]) await p.leave();
  });

  it("the host can refuse, and a request dies with its asker", async () => {
    const { created, ana } = await gameWithBenAway();
    const stranger = await Player.join(t.port, created.roomId, { name: "Mallory" });
    stranger.send("claimSeat", { seat: 1 });
    await ana.until(() => ana.state.seats[1]?.claim === "Mallory", "the request");
    ana.send("answerClaim", { seat: 1, accept: false });
    await stranger.until(() => stranger.received.some((m) => m.type === "claimAnswered"), "the answer");
    expect(stranger.received.find((m) => m.type === "claimAnswered")?.message).toEqual({ seat: 1, accepted: false });
    expect(ana.state.seats[1]?.claim).toBe("");
    expect(stranger.seat).toBeNull();
    stranger.send("claimSeat", { seat: 1 });
    await ana.until(() => ana.state.seats[1]?.claim === "Mallory", "the second request");
    await stranger.leave();
    await ana.until(() => ana.state.seats[1]?.claim === "", "the request gone with its asker");
    await ana.leave();
  });
});
