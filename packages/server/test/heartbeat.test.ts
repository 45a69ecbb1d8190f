import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventEmitter } from "node:events";
import { startHeartbeat } from "../src/heartbeat.js";

class FakeClient extends EventEmitter {
  pings = 0;
  terminated = false;
  constructor(private readonly answers: boolean) {
    super();
  }
  ping(): void {
    this.pings++;
    if (this.answers) this.emit("pong");
  }
  terminate(): void {
    this.terminated = true;
  }
}

class FakeServer extends EventEmitter {
  connect(client: FakeClient): void {
    this.emit("connection", client);
  }
}

describe("heartbeat", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("pings every client once per interval, a slice of them at a time", () => {
    const server = new FakeServer();
    const stop = startHeartbeat(server, { intervalMs: 3000, slices: 30 });
    const clients = Array.from({ length: 90 }, () => new FakeClient(true));
    for (const client of clients) server.connect(client);
    vi.advanceTimersByTime(100);
    // One slice: 3 of the 90 clients.
    expect(clients.filter((c) => c.pings === 1)).toHaveLength(3);
    vi.advanceTimersByTime(2900);
    expect(clients.every((c) => c.pings === 1)).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(clients.every((c) => c.pings === 2 && !c.terminated)).toBe(true);
    stop();
  });

  it("cuts off a client that missed two pongs in a row, and only that one", () => {
    const server = new FakeServer();
    const stop = startHeartbeat(server, { intervalMs: 3000, slices: 30, maxMissed: 2 });
    const silent = new FakeClient(false);
    const alive = new FakeClient(true);
    const gone = new FakeClient(false);
    for (const client of [silent, alive, gone]) server.connect(client);
    gone.emit("close");
    vi.advanceTimersByTime(6000);
    expect(silent.terminated).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(silent.terminated).toBe(true);
    expect(silent.pings).toBe(2);
    expect(alive.terminated).toBe(false);
    // A client that closed is no longer pinged.
    expect(gone.pings).toBe(0);
    stop();
  });
});
