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
  on(event: "pong", listener: () => void): unknown;
}

export interface HeartbeatServer<C extends HeartbeatClient> {
  clients: Set<C>;
  on(event: "connection", listener: (client: C) => void): unknown;
}

export interface HeartbeatOptions {
  intervalMs?: number;
  maxMissed?: number;
  slices?: number;
}

export function startHeartbeat<C extends HeartbeatClient>(
  server: HeartbeatServer<C>,
  { intervalMs = 3000, maxMissed = 2, slices = 30 }: HeartbeatOptions = {},
): () => void {
  const missed = new WeakMap<C, number>();
  const sliceOf = new WeakMap<C, number>();
  let seen = 0;
  const sliceOfClient = (client: C): number => {
    let assigned = sliceOf.get(client);
    if (assigned === undefined) {
      assigned = seen++ % slices;
      sliceOf.set(client, assigned);
      client.on("pong", () => missed.set(client, 0));
    }
    return assigned;
  };
  server.on("connection", sliceOfClient);
  let slice = 0;
  const timer = setInterval(() => {
    for (const client of server.clients) {
      if (sliceOfClient(client) !== slice) continue;
      const count = missed.get(client) ?? 0;
      if (count >= maxMissed) {
        client.terminate();
        continue;
      }
      missed.set(client, count + 1);
      client.ping();
    }
    slice = (slice + 1) % slices;
  }, intervalMs / slices);
  timer.unref();
  return () => clearInterval(timer);
}
