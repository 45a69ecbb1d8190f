import { ArraySchema, Encoder, Schema, type, view } from "@colyseus/schema";
import { createGame, playInPlace, seedRng, type AnyGame, type StateOf } from "@tablee/rules";
import { PAGE_SIZES, rollingParts, syncRollingList } from "./rollingPages.js";
import type { ViewFields, ViewPart } from "./viewParts.js";
import { fitSchemaString } from "./schemaString.js";
import {
  MARK,
  MAX_SCHEMA_FIELDS,
  MIN_NODE_BYTES,
  createNode,
  nodeSpecOf,
  setField,
  syncNode,
  widenShape,
  type Shape,
} from "./viewNodes.js";

export type { ViewFields, ViewPart } from "./viewParts.js";

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

/**
 * Every other encoder the library makes starts with `Encoder.BUFFER_SIZE` bytes: the handshake
 * that describes a table's schema to a joining client (`Reflection.encode`, one per join) outgrew
 * the default 8 KiB for Paleo's 64 view fields, and the library warned "buffer overflow … BUFFER_SIZE"
 * in the log of a normal game (issue 34) before growing it. 64 KiB covers the largest schema we
 * make; it is allocated per join and per room creation (then the room's own is dropped for the
 * shared ones above), and collected at once.
 */
Encoder.BUFFER_SIZE = 64 * 1024;

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
  /** Entries in the game's whole public log (`publicLog`): the view holds the last ones, `history` sends the others. */
  @type("uint32") logLength = 0;
  /** JSON of the engine's Outcome once the game has ended, "" before. */
  @type("string") outcome = "";
  /** The seat that may take back its last move now, −1 when nobody may. */
  @type("int8") takeBackSeat = -1;
  /** JSON `[{ seat, at }]`: the moves taken back, each where it falls in the public log (`at`, an index), for the log to say so. */
  @type("string") takenBack = "[]";
  /** Id of the rematch room once the host has asked for one. */
  @type("string") rematchRoomId = "";
  /** The host paused the game: every move is refused until they resume it. */
  @type("boolean") paused = false;
  /** The game's public view, one JSON string per top-level key. */
  declare view: ViewFields;
  declare seats: ArraySchema<SeatSlot>;
}

export interface GameSchema {
  createTable(): TableState;
  createSeat(seat: number): SeatSlot;
  /** How the public view is cut into fields: see `viewPartsOf`. */
  publicParts: readonly ViewPart[];
  privateParts: readonly ViewPart[];
}

/** A view of the game just set up, at one table size. */
export interface ViewProbe {
  view: Record<string, unknown>;
  seats: number;
}

/**
 * Cuts a view into fields so that a move sends what it changed and little else. A per-seat
 * array gets one field per seat; an object whose keys are names becomes a node with a field per
 * key, down to a few levels, its keys read from `samples` (views met in a sample game; a key the
 * sample never showed still arrives, in the node's mark).
 *
 * An array is per seat when it holds objects and has as many of them as seats both in `probe`
 * and in `other`, a view at another table size: a log that happens to hold two entries at a
 * two-seat table, or a row of four cards at a four-seat table, must stay one field (its
 * entries past the seat count would never be sent). A game with one table size has no
 * `other`, and its arrays stay whole.
 */
export function viewPartsOf(
  probe: ViewProbe,
  other?: ViewProbe,
  rolling: Record<string, number> = {},
  samples: readonly Record<string, unknown>[] = [probe.view],
  minNodeBytes = MIN_NODE_BYTES,
): ViewPart[] {
  const seatSized = ({ view, seats }: ViewProbe, key: string) => {
    const value = view[key];
    return Array.isArray(value) && value.length === seats && value.every((entry) => typeof entry === "object" && entry !== null);
  };
  const perSeat = (key: string) => other !== undefined && probe.seats > 1 && seatSized(probe, key) && seatSized(other, key);
  const shapeOf = (key: string) => samples.reduce<Shape | null>((shape, view) => widenShape(shape, view[key]), null);
  const entryShapeOf = (key: string) =>
    samples.reduce<Shape | null>((shape, view) => {
      const list = view[key];
      return Array.isArray(list) ? list.reduce<Shape | null>(widenShape, shape) : shape;
    }, null);
  const root = samples.reduce<Shape | null>(widenShape, widenShape(null, probe.view));
  const keys = root && "keys" in root ? [...root.keys.keys()] : Object.keys(probe.view);
  for (const key of keys) if (key.includes(".") || key.includes("~")) throw new Error(`view key ${key} cannot be a field name`);
  const cut = (pageSize: number, seatEntries: boolean) =>
    keys.flatMap((key): ViewPart[] => {
      if (rolling[key] !== undefined) return rollingParts(key, rolling[key], pageSize);
      if (seatEntries && perSeat(key)) {
        const node = nodeSpecOf(entryShapeOf(key), minNodeBytes);
        return Array.from({ length: probe.seats }, (_, index) => ({ field: `${key}.${index}`, key, index, node }));
      }
      return [{ field: key, key, node: nodeSpecOf(shapeOf(key), minNodeBytes) }];
    });
  // The mark takes one field. Small pages send least; larger ones (fewer slots) when the small would pass the limit.
  const fits = (parts: ViewPart[]) => parts.length + 1 <= MAX_SCHEMA_FIELDS;
  for (const seatEntries of [true, false])
    for (const pageSize of PAGE_SIZES) {
      const parts = cut(pageSize, seatEntries);
      if (fits(parts)) return parts;
    }
  return cut(PAGE_SIZES[PAGE_SIZES.length - 1]!, false);
}

function rootClass(parts: readonly ViewPart[]): new () => ViewFields {
  if (parts.length + 1 > MAX_SCHEMA_FIELDS)
    throw new Error(`a view of ${parts.length} fields and its mark passes the schema's ${MAX_SCHEMA_FIELDS}`);
  const Fields = class extends Schema {};
  type("string")(Fields.prototype, MARK);
  for (const { field, node } of parts) {
    if (field in Schema.prototype || field.startsWith("$")) throw new Error(`view key ${field} cannot be a schema field`);
    type(node ? node.Class : "string")(Fields.prototype, field);
  }
  return Fields as unknown as new () => ViewFields;
}

/** A synchronised view with its nested nodes made, holding nothing yet. */
function createRoot(Root: new () => ViewFields, parts: readonly ViewPart[]): ViewFields {
  const root = new Root() as unknown as Record<string, unknown>;
  root[MARK] = "";
  for (const { field, node } of parts) root[field] = node ? createNode(node) : "";
  return root as unknown as ViewFields;
}

/** The first moves of a seeded random game: enough views to see the shapes a game's objects take. */
const SAMPLE_MOVES = 80;

/** Public and private (seat 0's) views over those moves, the set-up's included. */
function sampleViews(game: AnyGame, seats: number, state: StateOf<AnyGame>) {
  const rng = seedRng("schema-sample");
  const bot = game.bots.random ?? Object.values(game.bots)[0];
  const publics: Record<string, unknown>[] = [];
  const privates: Record<string, unknown>[] = [];
  const take = () => {
    publics.push(game.publicView(state) as Record<string, unknown>);
    privates.push(game.privateView(state, 0) as Record<string, unknown>);
  };
  take();
  for (let move = 0; move < SAMPLE_MOVES && bot && !game.outcome(state); move++) {
    const waiting = game.waitingOn(state);
    if (waiting.length === 0) break;
    const seat = waiting[move % waiting.length]!;
    try {
      playInPlace(game, state, seat, bot(state, seat, rng));
    } catch {
      break;
    }
    take();
  }
  return { publics, privates };
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
  const probe = probeOf(seats);
  const otherSize = seats < game.maxSeats ? seats + 1 : seats - 1;
  const sample = sampleViews(game, seats, setUp(seats));
  const publicParts = viewPartsOf(
    probe,
    otherSize >= game.minSeats && otherSize !== seats ? probeOf(otherSize) : undefined,
    game.rollingViews,
    sample.publics,
  );
  // A private view is small and seat-sized arrays in it are not per seat (a hand of four cards): one field per key.
  const privateKeys = new Set(sample.privates.flatMap((view) => Object.keys(view)));
  const privateParts: ViewPart[] = [...privateKeys, "legalMoves"].map((key) => ({ field: key, key }));
  const Public = rootClass(publicParts);
  const Private = rootClass(privateParts);
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
      table.view = createRoot(Public, publicParts);
      table.seats = new ArraySchema<SeatSlot>();
      return table;
    },
    createSeat: (seat) => {
      const slot = new Seat().assign({ seat });
      slot.secret = createRoot(Private, privateParts);
      return slot;
    },
  };
  schemas.set(cacheKey, schema);
  return schema;
}

/** The keys a view's parts hold, and how many entries each per-seat key has. */
interface PartKeys {
  keys: Set<string>;
  entries: Map<string, number>;
}
const partKeys = new WeakMap<readonly ViewPart[], PartKeys>();

function keysOf(parts: readonly ViewPart[]): PartKeys {
  let known = partKeys.get(parts);
  if (!known) {
    known = { keys: new Set(parts.map((part) => part.key)), entries: new Map() };
    for (const part of parts) if (part.index !== undefined) known.entries.set(part.key, (known.entries.get(part.key) ?? 0) + 1);
    partKeys.set(parts, known);
  }
  return known;
}

/**
 * Writes `value` into the view's fields, touching only those that changed. A key the parts do
 * not name, or a per-seat list that is not one entry per seat, travels in the mark.
 */
export function syncFields(target: ViewFields, parts: readonly ViewPart[], value: object): void {
  const record = value as Record<string, unknown>;
  const fields = target as unknown as Record<string, unknown>;
  const { keys, entries } = keysOf(parts);
  let extras: Record<string, unknown> | undefined;
  for (const key in record) {
    const held = record[key];
    if (held === undefined) continue;
    const count = entries.get(key);
    const misfit = count !== undefined && !(Array.isArray(held) && held.length === count);
    if (!keys.has(key) || misfit) (extras ??= {})[key] = held;
  }
  setField(fields, MARK, extras ? `+${JSON.stringify(extras)}` : "");
  for (const part of parts) {
    if (part.slot !== undefined) {
      // Every slot of a rolling list is written at once, by its first.
      if (part.slot === 0) syncRollingList(target, part, record[part.key], parts.filter((p) => p.key === part.key).length);
      continue;
    }
    const list = record[part.key];
    const held =
      part.index === undefined
        ? list
        : Array.isArray(list) && extras?.[part.key] === undefined
          ? (list as unknown[])[part.index]
          : undefined;
    if (part.node) syncNode((fields[part.field] ??= {}) as Record<string, unknown>, part.node, held);
    else setField(fields, part.field, held === undefined ? "" : JSON.stringify(held));
  }
}

/** JSON for a schema string field (see schemaString.ts). */
export function schemaJson(value: unknown): string {
  return fitSchemaString(JSON.stringify(value));
}
