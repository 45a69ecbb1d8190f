import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, newRoom, playToTheEnd, Player, seatEveryone, seededRandom } from "./helpers.js";
import { killHard, startRedis, startServerProcess } from "./processes.js";

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe("two server processes sharing Redis", () => {
  it("finds a room of process A through B's matchmaking, plays across both, and survives B's death", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-cluster-"));
    const db = path.join(dir, "tablee.sqlite");
    const redisPort = await freePort();
    children.push(await startRedis(redisPort));
    const [portA, portB] = [await freePort(), await freePort()];
    const shared = { DATABASE_PATH: db, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    const a = await startServerProcess(portA, { ...shared, NODE_ID: "a", PUBLIC_ADDRESS: `127.0.0.1:${portA}` });
    children.push(a);
    const b = await startServerProcess(portB, { ...shared, NODE_ID: "b", PUBLIC_ADDRESS: `127.0.0.1:${portB}` });
    children.push(b);

    // A room created on A; its host joins through A, the two guests through B's matchmaking.
    const created = await newRoom(`http://127.0.0.1:${portA}`, { gameId: "sealed-numbers", seats: 3 });
    const host = await Player.join(portA, created.roomId, { name: "Host", hostToken: created.hostToken });
    await host.takeSeat(0);
    const guests = [
      await Player.join(portB, created.roomId, { name: "B1" }),
      await Player.join(portB, created.roomId, { name: "B2" }),
    ];
    await guests[0]!.takeSeat(1);
    await guests[1]!.takeSeat(2);
    // B's matchmaking answered with A's public address: the guests' sockets go to A.
    const socketUrl = (guests[0]!.room.connection.transport as unknown as { ws: { url: string } }).ws.url;
    expect(socketUrl).toContain(`127.0.0.1:${portA}/`);
    for (const p of [host, ...guests]) p.send("ready", { ready: true });
    await host.until(() => host.state.seats.every((s: { ready: boolean }) => s.ready), "everyone ready");
    host.send("start");
    await host.until(() => host.state.status === "playing", "the start");
    await playToTheEnd([host, ...guests], [], seededRandom(11));
    expect(guests[1]!.state.status).toBe("finished");

    // A second game on A, with everyone through A; B dies in the middle of it.
    const second = await newRoom(`http://127.0.0.1:${portA}`, { gameId: "precognition", seats: 2 });
    const players = await seatEveryone(portA, second, ["X", "Y"]);
    players[0]!.send("start");
    await players[0]!.until(() => players[0]!.state.status === "playing", "the second start");
    await playToTheEnd(players, [], seededRandom(12), undefined, 20, true);
    await killHard(b);
    await playToTheEnd(players, [], seededRandom(13));
    expect(players[1]!.state.status).toBe("finished");
    expect((await fetch(`http://127.0.0.1:${portA}/healthz`)).ok).toBe(true);
    for (const p of [host, ...guests, ...players]) await p.leave();
  }, 120_000);
});
