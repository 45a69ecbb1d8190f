import { Client, type Room } from "colyseus.js";
import { startServer, type TableeServer } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { SqliteStore } from "../src/store/sqlite.js";
import type { Store } from "../src/store/store.js";

export interface TestServer {
  server: TableeServer;
  store: Store;
  wsUrl: string;
  close(): Promise<void>;
}

/** A real server on a random loopback port with an in-memory store. */
export async function startTestServer(databasePath = ":memory:"): Promise<TestServer> {
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    LOG_LEVEL: "silent",
    BOT_DELAY_MS: "0",
  });
  const store = new SqliteStore(databasePath);
  const server = await startServer(config, { store, logger: createLogger("silent") });
  return {
    server,
    store,
    wsUrl: `ws://127.0.0.1:${server.port}`,
    close: async () => {
      await server.close();
      store.close();
    },
  };
}

export async function createRoom(
  server: TableeServer,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export function connect(wsUrl: string): Client {
  return new Client(wsUrl);
}

/** Resolves once `predicate` holds, checking after every state change. */
export function waitFor(room: Room, predicate: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (predicate()) return resolve();
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const listener = () => {
      if (predicate()) {
        clearTimeout(timer);
        off();
        resolve();
      }
    };
    room.onStateChange(listener);
    const off = () => room.onStateChange.remove(listener);
  });
}

export function nextMessage<T>(room: Room, type: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
    const off = room.onMessage(type, (message: T) => {
      clearTimeout(timer);
      off();
      resolve(message);
    });
  });
}

/** Parses the JSON parts of a synchronised view map. */
export function readParts(
  parts: { forEach(cb: (value: string, key: string) => void): void } | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  parts?.forEach((value, key) => {
    out[key] = JSON.parse(value);
  });
  return out;
}
