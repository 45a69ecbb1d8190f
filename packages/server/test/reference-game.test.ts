import type { Room } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, createRoom, nextMessage, readParts, startTestServer, waitFor, type TestServer } from "./helpers.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoom = Room<any>;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const privateOf = (room: AnyRoom, seat: number) => readParts(room.state.seats[seat]?.secret?.parts);

describe("a Sealed Numbers game over real WebSockets", () => {
  it("creates a private room, seats two players, plays to the end and refuses bad moves", async () => {
    const created = await createRoom(t.server, { gameId: "sealed-numbers", seats: 2, options: {} });
    expect(created.status).toBe(201);
    const roomId = String(created.json.roomId);
    expect(Buffer.from(roomId, "base64url").length * 8).toBeGreaterThanOrEqual(96);
    expect(created.json.inviteUrl).toBe(`${t.server.url}/r/${roomId}`);

    const alice: AnyRoom = await connect(t.wsUrl).joinById(roomId, { name: "Alice" });
    const bob: AnyRoom = await connect(t.wsUrl).joinById(roomId, { name: "Bob" });
    const rooms = [alice, bob];
    for (const room of rooms) room.onMessage("refused", () => {});
    await waitFor(alice, () => alice.state.status === "playing", "game start");
    await waitFor(bob, () => bob.state.status === "playing" && privateOf(bob, 1).hand !== undefined, "bob's hand");

    // Each client holds its own hand and nothing of the other's.
    expect(privateOf(alice, 0).hand).toHaveLength(3);
    expect(alice.state.seats[1].secret).toBeUndefined();
    expect(bob.state.seats[0].secret).toBeUndefined();
    expect(alice.state.seats.map((s: { name: string }) => s.name)).toEqual(["Alice", "Bob"]);

    // A card from the other hand, a malformed move, an unknown message type: refused with a code.
    const bobsCard = (privateOf(bob, 1).hand as string[])[0];
    let refusal = nextMessage<{ code: string; message: string }>(alice, "refused");
    alice.send("move", { type: "seal", card: bobsCard });
    expect(await refusal).toMatchObject({ code: "CARD_NOT_IN_HAND", message: expect.any(String) });
    refusal = nextMessage(alice, "refused");
    alice.send("move", { type: "seal", card: 42 });
    expect((await refusal).code).toBe("MALFORMED_MOVE");
    refusal = nextMessage(alice, "refused");
    alice.send("steal", { everything: true });
    expect((await refusal).code).toBe("UNKNOWN_MESSAGE");
    expect(alice.state.moveCount).toBe(0);

    for (let round = 1; round <= 3; round++) {
      for (const [seat, room] of rooms.entries()) {
        const legal = privateOf(room, seat).legalMoves as unknown[];
        expect(legal.length).toBe(4 - round);
        room.send("move", legal[0]);
      }
      await waitFor(alice, () => (readParts(alice.state.view).history as unknown[]).length === round, `reveal ${round}`);
    }
    await waitFor(bob, () => bob.state.status === "finished", "game over");
    const outcome = JSON.parse(bob.state.outcome) as { winners: number[]; scores: number[] };
    expect(outcome.scores).toHaveLength(2);
    expect(outcome.winners.length).toBeGreaterThan(0);
    expect(t.store.listMoves(roomId)).toHaveLength(6);
    expect(t.store.getRoom(roomId)?.status).toBe("finished");

    refusal = nextMessage(bob, "refused");
    bob.send("move", { type: "seal", card: "sn-card-1" });
    expect((await refusal).code).toBe("GAME_OVER");
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it("rejects a room for an unknown game or a wrong seat count", async () => {
    expect((await createRoom(t.server, { gameId: "chess", seats: 2 })).status).toBe(400);
    const wrongSeats = await createRoom(t.server, { gameId: "sealed-numbers", seats: 7 });
    expect(wrongSeats.status).toBe(400);
  });

  it("answers the health check", async () => {
    const response = await fetch(`${t.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
