import { ArraySchema, Encoder, MapSchema, Schema, type, view } from "@colyseus/schema";

/**
 * @colyseus/schema 3.0.x grows its encode buffer when a patch overflows it, but a per-client
 * (StateView) patch keeps writing into the old buffer and arrives truncated. Every room's
 * encoder therefore starts with a buffer larger than any state we send (a full Précognition
 * snapshot with an advanced set-up's 36 legal choices is under 40 KB). Untouched pages of it
 * are never resident. The leak audit's advanced-set-up games would fail on a truncated view.
 */
Encoder.BUFFER_SIZE = 128 * 1024;

/**
 * The room's synchronised state holds projected views only, never the rules state. Each view
 * is split by its top-level keys into JSON strings, so a patch carries only the parts that
 * changed.
 */
export class PrivateParts extends Schema {
  @type({ map: "string" }) parts = new MapSchema<string>();
}

export class SeatSlot extends Schema {
  @type("uint8") seat = 0;
  @type("string") name = "";
  /** Held by a player (who has the seat token) or by a bot. */
  @type("boolean") taken = false;
  @type("boolean") connected = false;
  @type("boolean") bot = false;
  @type("boolean") ready = false;
  /** Team index in games with teams, −1 otherwise. */
  @type("int8") team = -1;
  /** When the decision timer runs out for this seat (ms since epoch), 0 when no timer runs. */
  @type("float64") deadline = 0;
  /** Visible only to the client holding this seat: its private view and its legal moves. */
  @view() @type(PrivateParts) secret = new PrivateParts();
}

export class TableState extends Schema {
  @type("string") gameId = "";
  /** lobby → playing → finished */
  @type("string") status = "lobby";
  /** JSON of the game options the room was created with. */
  @type("string") options = "{}";
  @type("int8") hostSeat = -1;
  /** Decision timer in seconds, 0 when off. */
  @type("uint16") timerSeconds = 0;
  @type({ map: "string" }) view = new MapSchema<string>();
  @type([SeatSlot]) seats = new ArraySchema<SeatSlot>();
  @type(["uint8"]) waitingOn = new ArraySchema<number>();
  @type("uint32") moveCount = 0;
  /** JSON of the engine's Outcome once the game has ended, "" before. */
  @type("string") outcome = "";
  /** Id of the rematch room once the host has asked for one. */
  @type("string") rematchRoomId = "";
}

/** Writes `value`'s top-level keys as JSON strings into `target`, touching only what changed. */
export function syncParts(target: MapSchema<string>, value: object): void {
  const entries = Object.entries(value);
  for (const [key, part] of entries) {
    const json = JSON.stringify(part ?? null);
    if (target.get(key) !== json) target.set(key, json);
  }
  if (target.size !== entries.length) {
    for (const key of [...target.keys()]) if (!Object.hasOwn(value, key)) target.delete(key);
  }
}
