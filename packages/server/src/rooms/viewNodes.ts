import { Schema, type } from "@colyseus/schema";
import { fitSchemaString } from "./schemaString.js";

/**
 * A view's objects and short lists travel as nested schemas, one string field per key or entry, so a move that changes
 * one number of a boat sends that number and not the boat (a Précognition boat's scalars and its
 * action were half of the game's bytes, resent whole for a count changed). Which objects nest is
 * read from a sample of views (`Shape`); a value that does not fit its schema still arrives
 * whole through the node's mark field, so the shapes decide the bytes, never what a client sees.
 *
 * The mark field `~` of a node says what the node holds (joined back by `joinViewParts`):
 * - `""`: an object, every key of which has its field (a leaf field `""` is a key not there);
 * - `"+{…}"`: an object with these keys besides its fields (a key the sample never showed);
 * - `"[…"`: a list, its entries in the fields `_0`, `_1`… up to the first missing, then these;
 * - `"=…"`: this JSON, of another kind (a `null` action before the Action phase);
 * - `"-"`: no value at all.
 */
export const MARK = "~";

/**
 * What the sample showed at one place of a view: an object's keys and what each held, or a
 * list's longest length and what its entries held; null for a leaf.
 */
export type Shape = ({ keys: Map<string, Shape | null> } | { longest: number; entry: Shape | null }) & {
  /** The longest JSON the sample showed here. */
  bytes: number;
};

export interface NodeField {
  field: string;
  /** The nested node of an object key or list entry; none for one sent as one JSON string. */
  child?: NodeSpec;
}

export interface NodeSpec {
  Class: new () => Schema;
  fields: readonly NodeField[];
  /** An object's keys; none for a list, whose entries are the fields `_0`, `_1`… */
  keys?: ReadonlySet<string>;
}

/** @colyseus/schema 3 packs a field's index and its operation in one byte: 64 fields at most. */
export const MAX_SCHEMA_FIELDS = 64;

/** Objects below this depth travel whole: deeper nesting saves bytes no more than it costs schemas. */
const MAX_DEPTH = 4;

/** A list longer than this in the sample travels whole (entries past a node's fields go in its mark). */
const MAX_LIST_FIELDS = 24;

/** Keys that can be schema fields and are names, not data (`"0"`, `"≈"` are a map's entries). */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Widens `shape` with what `value` holds (a value of another kind leaves it as it was). */
export function widenShape(shape: Shape | null, value: unknown): Shape | null {
  if (Array.isArray(value)) {
    if (shape && !("longest" in shape)) return shape;
    const list = shape ?? { longest: 0, entry: null, bytes: 0 };
    list.longest = Math.max(list.longest, value.length);
    list.bytes = Math.max(list.bytes, JSON.stringify(value).length);
    for (const held of value) list.entry = widenShape(list.entry, held);
    return list;
  }
  if (!isPlainObject(value) || (shape && !("keys" in shape))) return shape;
  const object = shape ?? { keys: new Map<string, Shape | null>(), bytes: 0 };
  object.bytes = Math.max(object.bytes, JSON.stringify(value).length);
  for (const [key, held] of Object.entries(value)) object.keys.set(key, widenShape(object.keys.get(key) ?? null, held));
  return object;
}

const entryField = (index: number) => `_${index}`;

/**
 * Values whose JSON stayed under this in the sample travel whole: each node is a schema instance
 * with its change tree in every room, and splitting a small value saves a few bytes a change.
 * `npm run bench:parts` (heap of a table's synced view; JSON per client per move), 0 → 128 bytes:
 * Précognition 113.7 → 71.8 KB and 94 → 165 B, Paleo 209.1 → 58.9 KB and 354 → 441 B, This War
 * of Mine 190.9 → 77.1 KB and 419 → 498 B (all five games: docs/PERFORMANCE.md, step 4).
 */
export const MIN_NODE_BYTES = 128;

/** The schema of a value of this shape; none when it should travel whole. */
export function nodeSpecOf(shape: Shape | null, minBytes = MIN_NODE_BYTES, depth = 1): NodeSpec | undefined {
  if (!shape || depth > MAX_DEPTH || shape.bytes < minBytes) return undefined;
  let fields: NodeField[];
  if ("longest" in shape) {
    if (shape.longest === 0 || shape.longest > MAX_LIST_FIELDS) return undefined;
    const child = nodeSpecOf(shape.entry, minBytes, depth + 1);
    fields = Array.from({ length: shape.longest }, (_, index) => ({ field: entryField(index), child }));
  } else {
    const keys = [...shape.keys.keys()];
    if (keys.length === 0 || keys.length >= MAX_SCHEMA_FIELDS) return undefined;
    if (!keys.every((key) => NAME.test(key) && !(key in Schema.prototype))) return undefined;
    fields = [...shape.keys].map(([field, held]) => ({ field, child: nodeSpecOf(held, minBytes, depth + 1) }));
  }
  const Node = class extends Schema {};
  type("string")(Node.prototype, MARK);
  for (const { field, child } of fields) type(child ? child.Class : "string")(Node.prototype, field);
  return { Class: Node, fields, keys: "keys" in shape ? new Set(fields.map((f) => f.field)) : undefined };
}

type Fields = Record<string, unknown>;

/** A node holding no value yet, with its nested nodes made (they are never replaced, so a client's view keeps them). */
export function createNode(spec: NodeSpec): Schema {
  const node = new spec.Class() as unknown as Fields;
  node[MARK] = "-";
  for (const { field, child } of spec.fields) node[field] = child ? createNode(child) : "";
  return node as unknown as Schema;
}

/**
 * The JSON of what each node was last given: a node whose value did not change is left at one
 * `JSON.stringify`, instead of a walk over every field below it (most of a move's views are the
 * same as before the move; the walk was most of the server's time spent syncing views).
 */
const lastGiven = new WeakMap<Fields, string>();

/** Writes `value` into `node`, touching only the fields that changed. */
export function syncNode(node: Fields, spec: NodeSpec, value: unknown): void {
  const given = JSON.stringify(value) ?? "";
  if (lastGiven.get(node) === given) return;
  lastGiven.set(node, given);
  if (spec.keys ? !isPlainObject(value) : !Array.isArray(value)) {
    setField(node, MARK, value === undefined ? "-" : `=${JSON.stringify(value)}`);
    return;
  }
  if (Array.isArray(value)) {
    setField(node, MARK, `[${JSON.stringify(value.slice(spec.fields.length))}`);
    spec.fields.forEach(({ field, child }, index) => {
      const held = index < value.length ? (value[index] ?? null) : undefined;
      if (child) syncNode((node[field] ??= {}) as Fields, child, held);
      else setField(node, field, held === undefined ? "" : JSON.stringify(held));
    });
    return;
  }
  const object = value as Fields;
  let extras: Fields | undefined;
  for (const key in object) if (!spec.keys!.has(key) && object[key] !== undefined) (extras ??= {})[key] = object[key];
  setField(node, MARK, extras ? `+${JSON.stringify(extras)}` : "");
  for (const { field, child } of spec.fields) {
    const held = object[field];
    if (child) syncNode((node[field] ??= {}) as Fields, child, held);
    else setField(node, field, held === undefined ? "" : JSON.stringify(held));
  }
}

/** Sets a string field when it changed (a plain object stands in for a schema in benchmarks and tests). */
export function setField(node: Fields, field: string, json: string): void {
  const fitted = fitSchemaString(json);
  if (node[field] !== fitted) node[field] = fitted;
}
