import type { Room } from "@colyseus/core";
import type { LobbyHandlers } from "./lobby.js";
import { lobbyMessages, MAX_MESSAGE_JSON, RoomErrorCode, type LobbyMessageType, type Refusal } from "./messages.js";
import type { Moves } from "./moves.js";
import { refusal, type Table, type TableClient } from "./table.js";

/**
 * Registers the room's message types and puts every message through the same gate: rate
 * limit, size limit, parsing, then its handler; any refusal goes back to the sender alone.
 */
export function registerMessages(room: Room, table: Table, handlers: LobbyHandlers, moves: Moves): void {
  room.onMessage("move", (client: TableClient, move: unknown) =>
    guard(table, client, move, () => moves.fromPlayer(client, move)),
  );
  for (const type of Object.keys(lobbyMessages) as LobbyMessageType[]) {
    room.onMessage(type, (client: TableClient, payload: unknown) =>
      guard(table, client, payload, () => {
        const parsed = lobbyMessages[type].safeParse(payload ?? {});
        if (!parsed.success) return refusal(RoomErrorCode.BAD_MESSAGE, `invalid ${type} message`);
        return handlers[type](client, parsed.data as never);
      }),
    );
  }
  room.onMessage("*", (client: TableClient, type: string | number, payload: unknown) =>
    guard(table, client, payload, () =>
      refusal(RoomErrorCode.UNKNOWN_MESSAGE, `unknown message type ${String(type).slice(0, 40)}`),
    ),
  );
}

function guard(table: Table, client: TableClient, payload: unknown, handle: () => Refusal | void): void {
  const { metrics, logger } = table.services;
  metrics.messages.inc();
  let result: Refusal | void;
  if (!client.userData?.limiter.take()) {
    result = refusal(RoomErrorCode.RATE_LIMITED, "too many messages; slow down");
  } else if (jsonSize(payload) > MAX_MESSAGE_JSON) {
    result = refusal(RoomErrorCode.MESSAGE_TOO_LARGE, "message too large");
  } else {
    try {
      result = handle();
    } catch (error) {
      logger.error({ err: error, roomId: table.roomId }, "message handler failed");
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
