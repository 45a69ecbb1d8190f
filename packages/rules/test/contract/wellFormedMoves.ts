import type { ZodType } from "zod";
import { pickOne, randomInt, type RngState } from "../../src/engine/index.js";

/**
 * Well-formed moves that nobody listed: values drawn from a game's move schema (walking its zod
 * definition), and listed moves with one field changed. The contract test offers them to `play`
 * beside the listed ones: a move `play` accepts must be one `legalMoves` lists.
 */

/** What the schema's values are drawn from: the strings and numbers of the state and of moves seen. */
export interface Vocabulary {
  strings: string[];
  numbers: number[];
}

/** Every string and number in a JSON value (ids, counts), without duplicates, at most `cap` of each. */
export function vocabularyOf(values: readonly unknown[], cap = 400): Vocabulary {
  const strings = new Set<string>();
  const numbers = new Set<number>([-1, 0, 1, 2, 3, 4, 5, 10, 99]);
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (strings.size < cap && value.length <= 60) strings.add(value);
    } else if (typeof value === "number") {
      if (numbers.size < cap) numbers.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (strings.size < cap && key.length <= 60) strings.add(key);
        visit(item);
      }
    }
  };
  for (const value of values) visit(value);
  return { strings: [...strings], numbers: [...numbers] };
}

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A random value of `schema`'s shape (refinements aside: the caller parses it). */
export function drawFromSchema(schema: ZodType, words: Vocabulary, rng: RngState, depth = 0): unknown {
  const def = defOf(schema);
  const chance = (percent: number) => randomInt(rng, 100) < percent;
  switch (def.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, ZodType>)) {
        const value = drawFromSchema(field, words, rng, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case "literal":
      return pickOne(rng, def.values as unknown[]);
    case "enum":
      return pickOne(rng, Object.values(def.entries as Record<string, unknown>));
    case "union":
      return drawFromSchema(pickOne(rng, def.options as ZodType[]), words, rng, depth);
    case "optional":
      return chance(30) ? undefined : drawFromSchema(def.innerType as ZodType, words, rng, depth);
    case "nullable":
      return chance(20) ? null : drawFromSchema(def.innerType as ZodType, words, rng, depth);
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return drawFromSchema(def.innerType as ZodType, words, rng, depth);
    case "pipe":
      return drawFromSchema(def.in as ZodType, words, rng, depth);
    case "lazy":
      return depth > 6 ? undefined : drawFromSchema((def.getter as () => ZodType)(), words, rng, depth + 1);
    case "array": {
      const length = depth > 4 ? 0 : randomInt(rng, 4);
      return Array.from({ length }, () => drawFromSchema(def.element as ZodType, words, rng, depth + 1));
    }
    case "tuple":
      return (def.items as ZodType[]).map((item) => drawFromSchema(item, words, rng, depth + 1));
    case "record": {
      const out: Record<string, unknown> = {};
      for (let i = randomInt(rng, 3); i > 0; i--) {
        const key = drawFromSchema(def.keyType as ZodType, words, rng, depth + 1);
        out[String(key)] = drawFromSchema(def.valueType as ZodType, words, rng, depth + 1);
      }
      return out;
    }
    case "string":
      return words.strings.length > 0 && !chance(5) ? pickOne(rng, words.strings) : "nothing-here";
    case "number":
    case "int":
      return pickOne(rng, words.numbers);
    case "boolean":
      return chance(50);
    case "null":
      return null;
    case "undefined":
      return undefined;
    default:
      throw new Error(`drawFromSchema: no drawing for a zod ${def.type}`);
  }
}

/** One draw of each kind of move (each option of a top-level union), so that every kind is offered at every check. */
export function drawEachKind(schema: ZodType, words: Vocabulary, rng: RngState): unknown[] {
  let def = defOf(schema);
  while (["pipe", "default", "readonly"].includes(def.type)) def = defOf(def.type === "pipe" ? def.in : def.innerType);
  const kinds = def.type === "union" ? (def.options as ZodType[]) : [schema];
  return kinds.map((kind) => drawFromSchema(kind, words, rng));
}

/** `move` with one of its values (at any depth) replaced by another of the same kind. */
export function mutate(move: unknown, words: Vocabulary, rng: RngState): unknown {
  const copy = structuredClone(move);
  const slots: { holder: Record<string | number, unknown>; key: string | number }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        slots.push({ holder: value as unknown as Record<number, unknown>, key: i });
        visit(item);
      });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        slots.push({ holder: value as Record<string, unknown>, key });
        visit(item);
      }
    }
  };
  visit(copy);
  if (slots.length === 0) return copy;
  const { holder, key } = pickOne(rng, slots);
  const old = holder[key];
  if (typeof old === "number") holder[key] = randomInt(rng, 2) === 0 ? pickOne(rng, words.numbers) : old + pickOne(rng, [-1, 1]);
  else if (typeof old === "string") holder[key] = pickOne(rng, words.strings.length > 0 ? words.strings : ["nothing-here"]);
  else if (typeof old === "boolean") holder[key] = !old;
  else if (Array.isArray(old)) {
    if (old.length > 0 && randomInt(rng, 2) === 0) old.splice(randomInt(rng, old.length), 1);
    else if (old.length > 0) old.push(structuredClone(pickOne(rng, old)));
  } else if (old === null || old === undefined) delete holder[key];
  return copy;
}

/** One text per move, whatever the order of its keys: what "listed" compares. */
export function keyOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "object" && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
