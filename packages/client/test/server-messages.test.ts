import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { TableSession } from "../src/net/session.js";
import { SecondSeat } from "../src/games/paleo/secondSeat.js";

/**
 * Every message type the server sends, read from its source: `send("type"` and
 * `broadcast("type"`, and the seat notices (kicked, replaced, seatLeft) sent by their type.
 */
function serverMessageTypes(): string[] {
  const dir = fileURLToPath(new URL("../../server/src", import.meta.url));
  const types = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"))) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    for (const m of source.matchAll(/(?:\.send|broadcast)\(\s*"(\w+)"/g)) types.add(m[1]!);
    const notices = /type Notice = \{ type: ([^;]+);/.exec(source)?.[1];
    for (const m of notices?.matchAll(/"(\w+)"/g) ?? []) types.add(m[1]!);
  }
  return [...types].sort();
}

/** A room that records the handlers a session registers (colyseus.js warns "not registered" for any other type). */
function recordingRoom() {
  const handlers = new Map<string, (message: unknown) => void>();
  const room = {
    state: undefined,
    onStateChange: () => undefined,
    onMessage: (type: string, handler: (message: unknown) => void) => handlers.set(type, handler),
    onLeave: () => undefined,
    send: () => undefined,
    leave: async () => undefined,
  };
  return { handlers, client: { joinById: async () => room } };
}

beforeAll(() => {
  // The sessions build their server address from the page's.
  Object.assign(globalThis, { window: { location: { protocol: "http:", host: "127.0.0.1:1" } } });
});

describe("the web client registers every message the server sends", () => {
  const sent = serverMessageTypes();

  it("finds the server's messages, the host's closing notice among them", () => {
    expect(sent).toEqual(expect.arrayContaining(["roomClosed", "seated", "refused", "kicked", "previously"]));
  });

  it("the table's own session, which tells the player the host closed the table", async () => {
    const session = new TableSession("room-under-test-0001");
    const { handlers, client } = recordingRoom();
    Object.assign(session, { client });
    await session.connect("Ana");
    expect(sent.filter((type) => !handlers.has(type))).toEqual([]);
    handlers.get("roomClosed")!({ message: "the host closed this table for good" });
    expect(session.snapshot.ended).toBe("closed");
  });

  it("Paleo's second group, whose seat ends with the table", async () => {
    const second = new SecondSeat("room-under-test-0002");
    const { handlers, client } = recordingRoom();
    Object.assign(second, { client });
    await second.take("Ana");
    expect(sent.filter((type) => !handlers.has(type))).toEqual([]);
    handlers.get("roomClosed")!({ message: "the host closed this table for good" });
    expect(second.snapshot.ended).toBe(true);
  });
});
