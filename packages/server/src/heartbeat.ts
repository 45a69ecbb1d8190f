/**
 * The WebSocket heartbeat: every client is pinged once per interval, and one that has missed
 * `maxMissed` pongs in a row is cut off (its seat then waits for it to reconnect).
 *
 * Colyseus's transport does the same in one loop over every client every 3 s. With 8,000
 * clients that loop held the event loop for 40–180 ms each time (server CPU profile at 2,000
 * rooms, docs/PERFORMANCE.md), enough to show in the reveal latency p99. Here each client
 * belongs to one of `slices` groups and a group is pinged every `intervalMs / slices`.
 */
export interface HeartbeatClient {
  ping(): void;
  terminate(): void;
  on(event: "pong" | "close", listener: () => void): unknown;
}

export interface HeartbeatServer<C extends HeartbeatClient> {
  on(event: "connection", listener: (client: C) => void): unknown;
}

export interface HeartbeatOptions {
  intervalMs?: number;
  maxMissed?: number;
  slices?: number;
}

/** Starts the heartbeat for the clients that connect from now on; returns the function that stops it. */
export function startHeartbeat<C extends HeartbeatClient>(
  server: HeartbeatServer<C>,
  { intervalMs = 3000, maxMissed = 2, slices = 30 }: HeartbeatOptions = {},
): () => void {
  const groups = Array.from({ length: slices }, () => new Map<C, number>());
  let joined = 0;
  server.on("connection", (client) => {
    const group = groups[joined++ % slices]!;
    group.set(client, 0);
    client.on("pong", () => group.has(client) && group.set(client, 0));
    client.on("close", () => group.delete(client));
  });
  let next = 0;
  const timer = setInterval(() => {
    const group = groups[next]!;
    next = (next + 1) % slices;
    for (const [client, missed] of group) {
      if (missed >= maxMissed) {
        group.delete(client);
        client.terminate();
        continue;
      }
      group.set(client, missed + 1);
      client.ping();
    }
  }, intervalMs / slices);
  timer.unref();
  return () => clearInterval(timer);
}
