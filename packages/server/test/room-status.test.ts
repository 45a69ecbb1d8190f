import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newRoom, Player, startTestServer, type TestServer } from "./helpers.js";

let t: TestServer;
beforeAll(async () => {
  // A room nobody ever joins expires after about a second.
  t = await startTestServer({ UNJOINED_ROOM_MINUTES: "0.02" });
});
afterAll(async () => {
  await t.close();
});

const askStatus = async (body: unknown) => {
  const response = await fetch(`${t.server.url}/api/rooms/status`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe("POST /api/rooms/status: where each of a browser's tables stands, in one request", () => {
  it("answers open, closed, expired and unknown tables, each once", async () => {
    const open = await newRoom(t.server.url, { gameId: "precognition", seats: 2, options: { mode: "cooperative" } });
    // Joined at once: the open room stays open past the test (only a room nobody joined expires this fast).
    const guest = await Player.join(t.port, open.roomId, { name: "Guest" });
    const closed = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const expired = await newRoom(t.server.url, { gameId: "sealed-numbers", seats: 2 });
    const host = await Player.join(t.port, closed.roomId, { name: "Host", hostToken: closed.hostToken });
    host.send("closeRoom");
    await host.until(() => host.received.some((m) => m.type === "roomClosed"), "the closing notice");
    await host.until(() => t.store.getRoom(expired.roomId)?.status === "expired", "the unjoined room's expiry", 10_000);

    const unknown = "nosuchroom0000000000";
    const { status, json } = await askStatus({ roomIds: [open.roomId, closed.roomId, expired.roomId, unknown, open.roomId] });
    expect(status).toBe(200);
    expect(json.rooms).toEqual([
      {
        roomId: open.roomId,
        status: "lobby",
        gameId: "precognition",
        options: expect.objectContaining({ mode: "cooperative" }),
        progress: null,
        paused: false,
      },
      { roomId: closed.roomId, status: "closed", gameId: "sealed-numbers", progress: null },
      { roomId: expired.roomId, status: "expired", gameId: "sealed-numbers", progress: null },
      { roomId: unknown, status: "unknown" },
    ]);
    expect(await askStatus({ roomIds: [] })).toEqual({ status: 200, json: { rooms: [] } });
    await guest.leave();
  });

  it("refuses a list too long, ids that are not room ids, and bodies of the wrong shape, with a clear error", async () => {
    const tooMany = await askStatus({ roomIds: Array.from({ length: 51 }, (_, i) => `room${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toEqual({ code: "BAD_REQUEST", message: "roomIds: at most 50 room ids per request" });

    const numbers = await askStatus({ roomIds: [1, 2] });
    expect(numbers.status).toBe(400);
    expect(numbers.json.message).toMatch(/^roomIds\.0: .*string/);

    const path = await askStatus({ roomIds: ["../../etc"] });
    expect(path.status).toBe(400);
    expect(path.json.message).toBe("roomIds.0: a room id is 1–64 letters, digits, - or _");

    for (const body of [{ roomIds: "abc" }, { ids: [] }, ["abc"], { roomIds: [], more: 1 }]) {
      const refused = await askStatus(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.code).toBe("BAD_REQUEST");
    }
  });
});
