import { seedRng } from "../../src/engine/rng.js";
import { BOX_RESOURCES, BOX_TOKENS, type ItemCounts } from "../../src/games/this-war-of-mine/items.js";
import {
  newCharacter,
  openBook,
  type Entry,
  type Paragraph,
  type ScriptBook,
  type ScriptCharacter,
  type ScriptContent,
  type ScriptWorld,
} from "../../src/games/this-war-of-mine/scripts/index.js";

/** A full box: every kind's supply at its box count. */
export const fullSupply = (): ItemCounts => ({ ...BOX_TOKENS, ...BOX_RESOURCES });

export function character(id: string, more: Partial<ScriptCharacter> = {}): ScriptCharacter {
  return { ...newCharacter(id), ...more, states: { ...newCharacter(id).states, ...(more.states ?? {}) } };
}

/** A shelter by day: three characters, an empty inventory, a full box. */
export function makeWorld(more: Partial<ScriptWorld> = {}): ScriptWorld {
  return {
    rng: seedRng("twom-scripts"),
    day: 3,
    chapter: 1,
    scene: "shelter",
    flags: {},
    inventory: {},
    finds: {},
    supply: fullSupply(),
    characters: [character("anna"), character("boris"), character("cvetka")],
    noise: 1,
    unknownLeft: 10,
    location: null,
    cold: 0,
    tokens: {},
    ...more,
  };
}

/** A one-set book from paragraphs; the first paragraph is the entry unless entries are given. */
export function content(paragraphs: Paragraph[], more: Partial<ScriptContent> = {}): ScriptContent {
  const entries: Entry[] = more.entries ?? [{ kind: "system", card: "test", hook: "start", to: paragraphs[0]!.id }];
  return { paragraphs, entries, flags: more.flags ?? [] };
}

export const bookOf = (paragraphs: Paragraph[], more: Partial<ScriptContent> = {}): ScriptBook =>
  openBook(content(paragraphs, more));

/** Text in both languages, for hand-built paragraphs. */
export const t = (en: string): { en: string; fr: string } => ({ en, fr: `fr: ${en}` });

export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
