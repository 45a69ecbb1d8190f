import type { RngState } from "../../../engine/index.js";
import { MAX_STATE, STATES, type Chapter, type ItemCounts, type ItemKind, type StateKind } from "../items.js";
import { CONTENT_VERSION, ruleFixed } from "../version.js";
import type { AwaitedEffect, HostEffect, ParagraphId, PlacedResident, Place, Scene, ScriptEnd, Who } from "./schema.js";

/**
 * The part of the game state a script reads and changes. The campaign's state will hold these
 * fields (or hand the engine an object that has them); the engine mutates it in place, as a
 * game's `play` does, and keeps it plain JSON.
 */
export interface ScriptCharacter {
  id: string;
  states: Record<StateKind, number>;
  empathy: number;
  traits: string[];
  abilities: string[];
  /** Tonight's task, or `shelter` by day. */
  task: "shelter" | "guard" | "scavenging";
  /**
   * Tonight's guard or scavenging is under way (from the Night's tasks to the end of the raid or of
   * the scavenging): a Fatigue 4 reached meanwhile waits until the task is finished (the rulebook's
   * 150 and 220), so the character is not asleep yet.
   */
  taskUnderWay?: boolean;
}

export interface ScriptWorld {
  rng: RngState;
  /** The campaign's content version (its rule fixes: `ruleFixed`); a bare world has none and plays by all. */
  contentVersion?: number;
  day: number;
  chapter: Chapter;
  scene: Scene;
  /** Campaign flags: named counters, absent = 0. */
  flags: Record<string, number>;
  inventory: ItemCounts;
  /** The Finds pile (scavenging). */
  finds: ItemCounts;
  /** What the box still holds of each kind (the supply cap). */
  supply: ItemCounts;
  /** The group, at most 4; the dead and those who left are removed (and reported as events). */
  characters: ScriptCharacter[];
  noise: number;
  /** Cards left on the Unknown (what `returnExploration` can take). */
  unknownLeft: number;
  /** The Location being scavenged, or null. */
  location: string | null;
  cold: number;
  /** Numbered blank tokens placed, by number: the space they are on. */
  tokens: Record<string, string>;
  /** Items hidden on Location cards (RAS 534), by Location (the campaign keeps them; a bare world may not). */
  stash?: Record<string, ItemCounts>;
  /** Tonight's scavenging, as far as scripts read it: the people waiting in the Exploration area. */
  expedition?: { residents?: { card: string; kind: PlacedResident }[] } | null;
}

/** Units of an item hidden on Location cards. */
export const hiddenCount = (world: ScriptWorld, item: ItemKind): number =>
  Object.values(world.stash ?? {}).reduce((sum, items) => sum + (items[item] ?? 0), 0);

/**
 * "Hidden items must be taken first when the box runs out of that kind" (the digest's Choose
 * finds, RAS 534): before taking `want` of an item from the box, the units the box lacks are taken
 * off the Location cards that hide them (Locations in alphabetical order, our ruling), back into
 * the box, so the taking can go on. Returns how many came off the cards.
 */
export function releaseHidden(world: ScriptWorld, item: ItemKind, want: number): number {
  let short = want - (world.supply[item] ?? 0);
  let released = 0;
  for (const location of Object.keys(world.stash ?? {}).sort()) {
    if (short <= 0) break;
    const items = world.stash![location]!;
    const k = Math.min(short, items[item] ?? 0);
    if (k <= 0) continue;
    items[item] = items[item]! - k;
    if (items[item] === 0) delete items[item];
    if (Object.keys(items).length === 0) delete world.stash![location];
    world.supply[item] = (world.supply[item] ?? 0) + k;
    short -= k;
    released += k;
  }
  return released;
}

export const MAX_CHARACTERS = 4;
export const MIN_NOISE = 1;
export const MAX_NOISE = 8;

/** What the game must know happened while a script ran, in order (besides the host effects). */
export type ScriptEvent =
  | HostEffect
  | { kind: "encounter"; drawResident: boolean }
  | { kind: "stateFour"; character: string; state: StateKind; from?: number }
  | { kind: "joined"; character: string }
  | { kind: "joinRefused"; character: string }
  | { kind: "left"; character: string }
  | { kind: "died"; character: string };

/**
 * Where a script is, as data in the game state: a campaign that stops mid-script resumes from
 * it. `choosing`: the group decides among the current paragraph's choices. `awaiting`: a combat
 * or a trade of the current paragraph runs in the game, which reports its outcome. `ended`: the
 * script is over (`end` says how); the game applies `events` and goes on.
 */
export interface ScriptPosition {
  /** The paragraph the script was opened at. */
  entry: ParagraphId;
  /** The paragraph being read. */
  at: ParagraphId;
  status: "choosing" | "awaiting" | "ended";
  /** The character chosen with the last choice (`who: chosen`). */
  actor: string | null;
  awaiting: AwaitedEffect | null;
  end: ScriptEnd | null;
  /** Paragraphs read, in order: the story so far, shown to everyone. */
  read: ParagraphId[];
  /** What the game must apply or know, in order; the game empties it when it has. */
  events: ScriptEvent[];
}

export const stateOf = (c: ScriptCharacter, state: StateKind): number => c.states[state] ?? 0;
/** Fatigue 4, resolved: a Fatigue 4 reached during a night task is resolved when the task ends. */
export const isAsleep = (c: ScriptCharacter): boolean => stateOf(c, "fatigue") >= MAX_STATE && c.taskUnderWay !== true;

/**
 * A level 4 not resolved yet, which nothing may lower to 3 first (the rulebook's 220): every state
 * but Fatigue at 4 (its epilogue is due or being read, and every epilogue ends with the character
 * gone), and a Fatigue 4 reached during a night task still under way. A campaign begun before the
 * fix (`ruleFixed`, "levelFourAtOnce") kept lowering them.
 */
export const levelFourPending = (world: { contentVersion?: number }, c: ScriptCharacter, state: StateKind): boolean =>
  ruleFixed({ contentVersion: world.contentVersion ?? CONTENT_VERSION }, "levelFourAtOnce") &&
  stateOf(c, state) >= MAX_STATE &&
  (state !== "fatigue" || c.taskUnderWay === true);

/** The place `carried` stands for now: the Finds pile while scavenging, else the Inventory. */
export const placeOf = (world: ScriptWorld, place: Place | undefined): "inventory" | "finds" =>
  place === "inventory" || place === "finds" ? place : world.scene === "scavenging" ? "finds" : "inventory";

export const countAt = (world: ScriptWorld, item: ItemKind, place: Place | undefined): number =>
  world[placeOf(world, place)][item] ?? 0;

export const flagValue = (world: ScriptWorld, flag: string): number => world.flags[flag] ?? 0;

/** Characters of `who`; `affected` is the set an Empathy roll is resolving (empty elsewhere). */
export function charactersOf(
  world: ScriptWorld,
  who: Who,
  actor: string | null,
  affected: readonly string[] = [],
): ScriptCharacter[] {
  const all = world.characters;
  if (typeof who === "object") return all.filter((c) => c.id === who.character);
  switch (who) {
    case "all":
      return all;
    case "present":
      return world.scene === "scavenging"
        ? all.filter((c) => c.task === "scavenging")
        : all.filter((c) => c.task !== "scavenging");
    case "scavengers":
      return all.filter((c) => c.task === "scavenging");
    case "guards":
      return all.filter((c) => c.task === "guard");
    case "chosen":
      return all.filter((c) => c.id === actor);
    case "affected":
      return all.filter((c) => affected.includes(c.id));
  }
}

/** A fresh character record (states at 0 unless given). */
export function newCharacter(
  id: string,
  states: Partial<Record<StateKind, number>> = {},
  task: ScriptCharacter["task"] = "shelter",
): ScriptCharacter {
  const all = Object.fromEntries(STATES.map((s) => [s, states[s] ?? 0])) as Record<StateKind, number>;
  return { id, states: all, empathy: 5, traits: [], abilities: [], task };
}
