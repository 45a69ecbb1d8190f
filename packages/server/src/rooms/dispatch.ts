import { Protocol, type Room } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { LogThrottle } from "../logThrottle.js";
import { wellFormedDeep } from "../text.js";
import type { LobbyHandlers } from "./lobby.js";
import { lobbyMessages, MAX_MESSAGE_JSON, RoomErrorCode, type LobbyMessageType, type Refusal } from "./messages.js";
import type { Moves } from "./moves.js";
import { refusal, type Table, type TableClient } from "./table.js";

/** The message types a client may send; any other name is refused before Colyseus looks it up. */
const MESSAGE_TYPES: ReadonlySet<string> = new Set(["move", ...Object.keys(lobbyMessages)]);

/**
 * The type name of a room message frame: undefined for frames that carry none (join, leave),
 * null for a data frame whose type cannot be read. Colyseus keys its own handlers ("*",
 * "__no_message_handler") in the same table as ours, so the name is checked here, before
 * Colyseus dispatches it.
 */
export function messageTypeOf(buffer: Uint8Array): string | number | null | undefined {
  const code = buffer[0];
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return undefined;
  const it = { offset: 1 };
  const bytes = buffer as Buffer;
  const type: unknown = decode.stringCheck(bytes, it) ? decode.string(bytes, it) : decode.number(bytes, it);
  return typeof type === "string" || (typeof type === "number" && Number.isFinite(type)) ? type : null;
}

export const isMessageType = (type: string | number | null): boolean => typeof type === "string" && MESSAGE_TYPES.has(type);

/**
 * Registers the room's message types and puts every message through the same gate: rate
 * limit, size limit, well-formed strings, parsing, then its handler; any refusal goes back to
 * the sender alone.
 */
export function registerMessages(room: Room, table: Table, handlers: LobbyHandlers, moves: Moves): void {
  room.onMessage("move", (client: TableClient, move: unknown) =>
    guard(table, client, move, (clean) => moves.fromPlayer(client, clean)),
  );
  for (const type of Object.keys(lobbyMessages) as LobbyMessageType[]) {
    room.onMessage(type, (client: TableClient, payload: unknown) =>
      guard(table, client, payload, (clean) => {
        const parsed = lobbyMessages[type].safeParse(clean ?? {});
        if (!parsed.success) return refusal(RoomErrorCode.BAD_MESSAGE, `invalid ${type} message`);
        return handlers[type](client, parsed.data as never);
      }),
    );
  }
}

/** A frame whose type the room does not take: refused, through the same rate limit. */
export function refuseUnknownType(table: Table, client: TableClient, type: string | number | null): void {
  const shown = String(type).slice(0, 40).toWellFormed();
  guard(table, client, undefined, () => refusal(RoomErrorCode.UNKNOWN_MESSAGE, `unknown message type ${shown}`));
}

const failures = new LogThrottle();

/** Logs a failure a client's message caused, throttled: a flood of them must not fill the disk. */
export function logMessageFailure(table: Table, error: unknown, what: string): void {
  const { logger } = table.services;
  const kind = `${what}:${error instanceof Error ? error.message.slice(0, 60) : String(error).slice(0, 60)}`;
  if (!failures.allow(kind, (dropped) => logger.error({ dropped }, `${what} (and similar failures left out)`))) return;
  logger.error({ err: error, roomId: table.roomId }, what);
}

function guard(table: Table, client: TableClient, payload: unknown, handle: (clean: unknown) => Refusal | void): void {
  const { metrics } = table.services;
  metrics.messages.inc();
  let result: Refusal | void;
  if (!client.userData?.limiter.take()) {
    result = refusal(RoomErrorCode.RATE_LIMITED, "too many messages; slow down");
  } else if (jsonSize(payload) > MAX_MESSAGE_JSON) {
    result = refusal(RoomErrorCode.MESSAGE_TOO_LARGE, "message too large");
  } else {
    try {
      result = handle(wellFormedDeep(payload));
    } catch (error) {
      logMessageFailure(table, error, "message handler failed");
      if (process.env.TABLEE_DEBUG) console.error(error);
      result = refusal(RoomErrorCode.INTERNAL, "the server could not handle this message");
    }
  }
  if (result) {
    metrics.refusals.inc({ code: result.code });
    client.send("refused", result);
  }
}

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value ?? null)?.length ?? 0;
  } catch {
    return Infinity;
  }
}
