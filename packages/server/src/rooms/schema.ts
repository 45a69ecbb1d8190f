import { ArraySchema, Schema, type, view } from "@colyseus/schema";
import { createGame, type AnyGame } from "@tablee/rules";
import { PAGE_SIZES, rollingParts, syncRollingList } from "./rollingPages.js";
import { fitSchemaString } from "./schemaString.js";

/**
 * @colyseus/schema 3.0.x grows its encode buffer when a patch overflows it, but a per-client
 * (StateView) patch keeps writing into the old buffer and arrives truncated. Encoding therefore
 * uses buffers larger than any state we send (a full Précognition snapshot with an advanced
 * set-up's 36 legal choices is under 40 KB; the leak audit's advanced games would fail on a
 * truncated view). Every room shares the same two: encoding is synchronous, and with a
 * StateView on every client each patch or snapshot sent is a copy (`Buffer.concat`), never a
 * slice of these buffers — so 512 KiB twice per process instead of twice per room (the pages
 * one room touched were resident for as long as the room lived). 512, not 128: a This War of
 * Mine seat's legal moves (every edit of the shared draft) reach 84 KB of JSON, its patches
 * overflowed 128 KiB (up to 192 KB seen) and seated clients decoded cut-off legal moves
 * (`large-views.test.ts`).
 */
const ENCODE_BUFFER_SIZE = 512 * 1024;
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
  /** A person holds this seat's token (a bot may be keeping it warm): the seat is theirs to come back to. */
  @type("boolean") player = false;
  /** The name of someone asking the host for this seat (a player back on a new device), "" when nobody asks. */
  @type("string") claim = "";
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
  /** The seat that may take back its last move now, −1 when nobody may. */
  @type("int8") takeBackSeat = -1;
  /** Id of the rematch room once the host has asked for one. */
  @type("string") rematchRoomId = "";
  /** The host paused the game: every move is refused until they resume it. */
  @type("boolean") paused = false;
  /** The game's public view, one JSON string per top-level key. */
  declare view: ViewFields;
  declare seats: ArraySchema<SeatSlot>;
}

/** A schema instance whose fields are JSON strings named after a view's keys. */
export type ViewFields = Schema & Record<string, string | undefined>;

export interface GameSchema {
  createTable(): TableState;
  createSeat(seat: number): SeatSlot;
  /** How the public view is cut into fields: see `viewPartsOf`. */
  publicParts: readonly ViewPart[];
  privateParts: readonly ViewPart[];
}

/**
 * One string field of a synchronised view: a top-level key (`phase`); one seat's entry of a
 * per-seat array (`boats.2`), without its detached keys; or one detached key of that entry
 * (`boats.2.rooms`).
 */
export interface ViewPart {
  field: string;
  key: string;
  index?: number;
  /** For a `key.i.sub` part: the detached key. */
  sub?: string;
  /** For a `key.i` part whose entry has detached keys: those keys, left to their own parts. */
  detached?: readonly string[];
  /** For a rolling list's page slot (`log~3`, see rollingPages.ts): the slot, and the entries a page holds. */
  slot?: number;
  pageSize?: number;
}

/** @colyseus/schema 3 packs a field's index and its operation in one byte: 64 fields at most. */
const MAX_SCHEMA_FIELDS = 64;

/** A view of the game just set up, at one table size. */
export interface ViewProbe {
  view: Record<string, unknown>;
  seats: number;
}

/**
 * Cuts a view into fields so that a move sends what it changed and little else. A per-seat
 * array gets one field per seat; in each entry, every key that holds an object, an array or
 * nothing yet (a boat's machine rooms, its discard pile, its action once the Action phase
 * starts) gets its own field too, unless that would pass the schema's field limit.
 *
 * An array is per seat when it holds objects and has as many of them as seats both in `probe`
 * and in `other`, a view at another table size: a log that happens to hold two entries at a
 * two-seat table, or a row of four cards at a four-seat table, must stay one field (its
 * entries past the seat count would never be sent). A game with one table size has no
 * `other`, and its arrays stay whole.
 */
export function viewPartsOf(probe: ViewProbe, other?: ViewProbe, rolling: Record<string, number> = {}): ViewPart[] {
  const seatSized = ({ view, seats }: ViewProbe, key: string) => {
    const value = view[key];
    return Array.isArray(value) && value.length === seats && value.every((entry) => typeof entry === "object" && entry !== null);
  };
  const perSeat = (key: string) => other !== undefined && probe.seats > 1 && seatSized(probe, key) && seatSized(other, key);
  const cut = (pageSize: number) => {
    const whole = Object.keys(probe.view).flatMap((key): ViewPart[] =>
      rolling[key] !== undefined
        ? rollingParts(key, rolling[key], pageSize)
        : perSeat(key)
          ? Array.from({ length: probe.seats }, (_, index) => ({ field: `${key}.${index}`, key, index }))
          : [{ field: key, key }],
    );
    const split = whole.flatMap((part): ViewPart[] => {
      if (part.index === undefined) return [part];
      const entry = (probe.view[part.key] as unknown[])[part.index];
      if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return [part];
      const detached = Object.keys(entry).filter((sub) => typeof (entry as Record<string, unknown>)[sub] === "object");
      if (detached.length === 0) return [part];
      return [
        { ...part, detached },
        ...detached.map((sub) => ({ field: `${part.field}.${sub}`, key: part.key, index: part.index, sub })),
      ];
    });
    return split.length <= MAX_SCHEMA_FIELDS ? split : whole;
  };
  // Small pages send least; larger ones (fewer slots) when the small would pass the field limit.
  for (const pageSize of PAGE_SIZES) {
    const parts = cut(pageSize);
    if (parts.length <= MAX_SCHEMA_FIELDS) return parts;
  }
  return cut(PAGE_SIZES[PAGE_SIZES.length - 1]!);
}

function stringFields(parts: readonly ViewPart[]): new () => ViewFields {
  if (parts.length > MAX_SCHEMA_FIELDS)
    throw new Error(`a view of ${parts.length} fields passes the schema's ${MAX_SCHEMA_FIELDS}`);
  const Fields = class extends Schema {};
  for (const { field } of parts) {
    if (field in Schema.prototype || field.startsWith("$")) throw new Error(`view key ${field} cannot be a schema field`);
    type("string")(Fields.prototype, field);
  }
  return Fields as unknown as new () => ViewFields;
}

const schemas = new Map<string, GameSchema>();

/** The schema classes of one game at one table size, made once from the keys of its views. */
export function schemaFor(game: AnyGame, seats: number): GameSchema {
  const cacheKey = `${game.id}:${seats}`;
  const cached = schemas.get(cacheKey);
  if (cached) return cached;
  const setUp = (size: number) => createGame(game, { seats: size, options: {}, seed: "schema" });
  const probeOf = (size: number, state = setUp(size)): ViewProbe => ({
    view: game.publicView(state) as Record<string, unknown>,
    seats: size,
  });
  const probe = setUp(seats);
  const otherSize = seats < game.maxSeats ? seats + 1 : seats - 1;
  const publicParts = viewPartsOf(
    probeOf(seats, probe),
    otherSize >= game.minSeats && otherSize !== seats ? probeOf(otherSize) : undefined,
    game.rollingViews,
  );
  // A private view is small and seat-sized arrays in it are not per seat (a hand of four cards): one field per key.
  const privateParts = [...Object.keys(game.privateView(probe, 0) as object), "legalMoves"].map((key) => ({ field: key, key }));
  const Public = stringFields(publicParts);
  const Private = stringFields(privateParts);
  class Seat extends SeatSlot {}
  type(Private)(Seat.prototype, "secret");
  view()(Seat.prototype, "secret");
  class Table extends TableState {}
  type(Public)(Table.prototype, "view");
  type([Seat])(Table.prototype, "seats");
  const schema: GameSchema = {
    publicParts,
    privateParts,
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

/** Writes each part of `value` as a JSON string into `target`, touching only the fields that changed. */
export function syncFields(target: ViewFields, parts: readonly ViewPart[], value: object): void {
  const record = value as Record<string, unknown>;
  for (const part of parts) {
    if (part.slot !== undefined) {
      // Every slot of a rolling list is written at once, by its first.
      if (part.slot === 0) syncRollingList(target, part, record[part.key], parts.filter((p) => p.key === part.key).length);
      continue;
    }
    const json = schemaJson(partOf(record, part) ?? null);
    if (target[part.field] !== json) target[part.field] = json;
  }
}

function partOf(record: Record<string, unknown>, part: ViewPart): unknown {
  const value = record[part.key];
  if (part.index === undefined) return value;
  const entry = (value as unknown[] | undefined)?.[part.index] as Record<string, unknown> | null | undefined;
  if (typeof entry !== "object" || entry === null) return part.sub === undefined ? entry : null;
  if (part.sub !== undefined) return entry[part.sub];
  if (!part.detached) return entry;
  const rest: Record<string, unknown> = {};
  for (const key in entry) if (!part.detached.includes(key)) rest[key] = entry[key];
  return rest;
}

/** JSON for a schema string field (see schemaString.ts). */
export function schemaJson(value: unknown): string {
  return fitSchemaString(JSON.stringify(value));
}
