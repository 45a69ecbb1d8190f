import type { Client } from "@colyseus/core";
import type { AnyGame } from "@tablee/rules";
import type { Logger } from "../logger.js";
import type { Metrics } from "../metrics.js";
import type { Store, StoredRoom } from "../store/store.js";
import type { Refusal } from "./messages.js";
import type { RateLimiter } from "./rateLimit.js";
import type { GameSchema, TableState } from "./schema.js";

export interface RoomSettings {
  /** Delay before a bot plays, so a table with bots feels human; 0 in tests. */
  botDelayMs: number;
  /** Seconds a dropped seated client may take to reconnect with its session. */
  reconnectSeconds: number;
  /** Minutes an unfinished room stays open with nobody connected before it expires. */
  idleMinutes: number;
  /** Minutes a new room waits for someone to join before it expires. */
  unjoinedMinutes: number;
  /** Days a campaign under way (a game that declares `campaign`) waits for its group before it expires. */
  campaignIdleDays: number;
  /** Joins under way at once for people without a seat token of the room. */
  pendingJoins: number;
  /** Connections a room holds, watchers included; seat-token holders always get in. */
  maxClients: number;
  /** Without a decision timer, seconds an absent player's decision waits before a bot makes it (0: never). */
  awaySeconds: number;
  /** Sustained messages per second a client may send, and the burst allowed. */
  messagesPerSecond: number;
  messageBurst: number;
}

export interface RoomServices {
  store: Store;
  logger: Logger;
  metrics: Metrics;
  settings: RoomSettings;
  /** Proves a room creation comes from a server of ours, not from a client's `create()`. */
  internalKey: string;
  /** This process's stable name (it restores the rooms it hosts). */
  nodeId: string;
}

export interface ClientData {
  seat: number | null;
  /** The name given at join, for the seat this client takes later. */
  name?: string;
  /** Proved the host token at join. */
  hostByToken: boolean;
  limiter: RateLimiter;
}

export type TableClient = Client<ClientData>;

/**
 * What the parts of a room (seats, moves, bots, chat, lobby) share: the room's identity, its
 * synchronised state and the rules state. `GameRoom` implements it and wires the parts.
 */
export interface Table {
  readonly roomId: string;
  readonly services: RoomServices;
  readonly game: AnyGame;
  readonly record: StoredRoom;
  readonly state: TableState;
  readonly schema: GameSchema;
  /** The rules state while a game is on (null in the lobby, or when the room stopped taking moves). */
  gameState: unknown;
  readonly clients: Iterable<TableClient>;
  /** Projects the change into the views, pushes the patch and reschedules bots and timers. */
  afterChange(): void;
  broadcastPatch(): boolean;
  /** Closes the room (the store keeps it; a restart brings back what is unfinished). */
  close(code?: number): void;
}

export const refusal = (code: string, message: string): Refusal => ({ code, message });

/**
 * Node timers, not the room's clock: Colyseus ticks its clock inside `broadcastPatch()`, and a
 * bot move made from a clock callback would re-enter that tick.
 */
export function later(ms: number, run: () => void): { cancel(): void } {
  // Node fires a timeout longer than 2^31 − 1 ms (24.8 days) at once: a campaign's wait goes in steps.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (left: number) => {
    timer = setTimeout(() => (left > MAX_TIMEOUT_MS ? arm(left - MAX_TIMEOUT_MS) : run()), Math.min(left, MAX_TIMEOUT_MS));
  };
  arm(Math.max(0, ms));
  return { cancel: () => clearTimeout(timer) };
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;
