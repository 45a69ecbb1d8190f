import { ArraySchema, Schema, type, view } from "@colyseus/schema";
import { createGame, type AnyGame } from "@tablee/rules";

/**
 * @colyseus/schema 3.0.x grows its encode buffer when a patch overflows it, but a per-client
 * (StateView) patch keeps writing into the old buffer and arrives truncated. Encoding therefore
 * uses buffers larger than any state we send (a full Précognition snapshot with an advanced
 * set-up's 36 legal choices is under 40 KB; the leak audit's advanced games would fail on a
 * truncated view). Every room shares the same two: encoding is synchronous, and with a
 * StateView on every client each patch or snapshot sent is a copy (`Buffer.concat`), never a
 * slice of these buffers — so 128 KiB twice per process instead of twice per room (the pages
 * one room touched were resident for as long as the room lived).
 */
const ENCODE_BUFFER_SIZE = 128 * 1024;
const sharedPatchBuffer = Buffer.alloc(ENCODE_BUFFER_SIZE);
const sharedSnapshotBuffer = Buffer.alloc(ENCODE_BUFFER_SIZE);

/** Points a room's encoder and serializer at the process-wide buffers. Call right after setting the room's state. */
export function shareEncodeBuffers(room: unknown): void {
  const serializer = (room as { _serializer?: { encoder?: { sharedBuffer: Buffer }; fullEncodeBuffer?: Buffer } })._serializer;
  if (!serializer?.encoder || !serializer.fullEncodeBuffer) throw new Error("the room has no schema serializer yet");
  // Byte 0 is the protocol code the serializer wrote into its own buffer (ROOM_STATE).
  sharedSnapshotBuffer[0] = serializer.fullEncodeBuffer[0]!;
  serializer.encoder.sharedBuffer = sharedPatchBuffer;
  serializer.fullEncodeBuffer = sharedSnapshotBuffer;
}

/**
 * The room's synchronised state holds projected views only, never the rules state. Each view
 * is split by its top-level keys into JSON strings, one plain string field per key, so a patch
 * carries only the parts that changed. The fields are made per game (`schemaFor`) from the
 * keys of its views: plain fields rather than a MapSchema, whose per-client patches we saw
 * decoded out of step under load (keys that were fragments of other values).
 */
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
  /** This seat's private view and legal moves; `@view()`: only the client holding the seat gets it. */
  declare secret: ViewFields;
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
  @type(["uint8"]) waitingOn = new ArraySchema<number>();
  @type("uint32") moveCount = 0;
  /** JSON of the engine's Outcome once the game has ended, "" before. */
  @type("string") outcome = "";
  /** Id of the rematch room once the host has asked for one. */
  @type("string") rematchRoomId = "";
  /** The game's public view, one JSON string per top-level key. */
  declare view: ViewFields;
  declare seats: ArraySchema<SeatSlot>;
}

/** A schema instance whose fields are JSON strings named after a view's keys. */
export type ViewFields = Schema & Record<string, string | undefined>;

export interface GameSchema {
  createTable(): TableState;
  createSeat(seat: number): SeatSlot;
  /** Field names of the public view: a top-level key, or `key.i` for one seat's entry of a per-seat array. */
  publicKeys: readonly string[];
  privateKeys: readonly string[];
}

function stringFields(keys: readonly string[]): new () => ViewFields {
  const Fields = class extends Schema {};
  for (const key of keys) {
    if (key in Schema.prototype || key.startsWith("$")) throw new Error(`view key ${key} cannot be a schema field`);
    type("string")(Fields.prototype, key);
  }
  return Fields as unknown as new () => ViewFields;
}

const schemas = new Map<string, GameSchema>();

/**
 * The schema classes of one game at one table size, made once from the keys of its views.
 * A public array with one entry per seat (Précognition's boats) gets one field per seat, so a
 * move that changes one boat sends that boat only.
 */
export function schemaFor(game: AnyGame, seats: number): GameSchema {
  const cacheKey = `${game.id}:${seats}`;
  const cached = schemas.get(cacheKey);
  if (cached) return cached;
  const probe = createGame(game, { seats, options: {}, seed: "schema" });
  const publicView = game.publicView(probe) as Record<string, unknown>;
  const publicKeys = Object.keys(publicView).flatMap((key) => {
    const value = publicView[key];
    return Array.isArray(value) && value.length === seats && seats > 1
      ? Array.from({ length: seats }, (_, i) => `${key}.${i}`)
      : [key];
  });
  const privateKeys = [...Object.keys(game.privateView(probe, 0) as object), "legalMoves"];
  const Public = stringFields(publicKeys);
  const Private = stringFields(privateKeys);
  class Seat extends SeatSlot {}
  type(Private)(Seat.prototype, "secret");
  view()(Seat.prototype, "secret");
  class Table extends TableState {}
  type(Public)(Table.prototype, "view");
  type([Seat])(Table.prototype, "seats");
  const schema: GameSchema = {
    publicKeys,
    privateKeys,
    createTable: () => {
      const table = new Table();
      table.view = new Public();
      table.seats = new ArraySchema<SeatSlot>();
      return table;
    },
    createSeat: (seat) => {
      const slot = new Seat().assign({ seat });
      slot.secret = new Private();
      return slot;
    },
  };
  schemas.set(cacheKey, schema);
  return schema;
}

/** Writes `value`'s keys (and per-seat entries, `key.i`) as JSON strings into `target`, touching only what changed. */
export function syncFields(target: ViewFields, keys: readonly string[], value: object): void {
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    const dot = key.indexOf(".");
    const part = dot < 0 ? record[key] : (record[key.slice(0, dot)] as unknown[] | undefined)?.[Number(key.slice(dot + 1))];
    const json = schemaJson(part ?? null);
    if (target[key] !== json) target[key] = json;
  }
}

/**
 * JSON for a schema string field. @colyseus/schema 3.0.76 (the last 3.0) writes the length of
 * a string of exactly 255 UTF-8 bytes as `255 % 255` = 0, so the decoder reads an empty string
 * and then decodes the string's bytes as operations: every client's state goes out of step
 * (`field not defined at { index: 59 }` is the `{` that opens the JSON). One trailing space,
 * which JSON.parse ignores, keeps every value off that length.
 */
export function schemaJson(value: unknown): string {
  const json = JSON.stringify(value);
  return Buffer.byteLength(json, "utf8") === 255 ? `${json} ` : json;
}
