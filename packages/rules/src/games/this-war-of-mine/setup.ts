import { randomInt, seedRng, shuffleInPlace, type RngState } from "../../engine/index.js";
import { characterFromCard, COLOURS } from "./characters.js";
import {
  CHAPTERS_CARDS,
  CHARACTERS,
  EXPLORATION_CARDS,
  FATE_CARDS,
  FINDS_CARDS,
  FINALE_EVENTS,
  FIXTURES,
  GUARD_SPACE,
  LOCATIONS,
  NARRATIVE_CARDS,
  OBJECTIVES,
  RAID_CARDS,
  REGULAR_EVENTS,
  RESIDENT_CARDS,
  SHELTER_CARDS,
  VISITOR_CARDS,
} from "./content/index.js";
import { advance } from "./flow.js";
import { BOX_RESOURCES, BOX_TOKENS, type ItemCounts } from "./items.js";
import { gainItems } from "./markers.js";
import { startNewDay } from "./phases/morning.js";
import type { TwomOptions, TwomState } from "./types.js";
import { refuseOtherVersion } from "./version.js";

export { CONTENT_VERSION } from "./version.js";
export const STARTING_INVENTORY: ItemCounts = { lockpick: 1, shovel: 1, components: 4, wood: 4, water: 2, raw_food: 3 };
export const STARTING_HUNGER = 2;
/** Regular Events in the chapters: 3 in Chapter I, 4 in Chapter II. */
export const EVENTS_IN_CHAPTER = [3, 4] as const;

const ids = <T extends { id: string }>(cards: readonly T[]): string[] => cards.map((c) => c.id);
const draw = (rng: RngState, pool: string[]): string => pool.splice(randomInt(rng, pool.length), 1)[0]!;

/**
 * The set-up, as the digest lists it: a random Leader; 3 characters (the first red and the first
 * two black drawn) at Hunger 2, each with a colour, on the Guard space; decks shuffled; the 14
 * Shelter cards on their spaces; green-corner fixtures in the Fixtures deck, the rest in Ideas; 3
 * Locations on the 14, 12 and 10 spaces; Cold empty; the Event deck built bottom-up (3 shuffled
 * finale Events, Chapter III, 4 random Events, Chapter II, 3 random Events, Chapter I; unused
 * Events leave the campaign unseen); the Objective pile (the final objective at the bottom, then
 * one drawn at random from the Chapter II pool, then from the Chapter I pool), face down; the
 * Exploration, Finds, Residents and Night raid decks shuffled, red-corner Raid and Residents cards
 * set aside face down; the starting Inventory. Then the first Morning.
 */
export function setup(seats: number, options: TwomOptions, seed: string): TwomState {
  refuseOtherVersion(options.contentVersion);
  const rng = seedRng(seed);
  const leader = randomInt(rng, seats);
  const reds = shuffleInPlace(rng, ids(CHARACTERS.filter((c) => c.border === "red")));
  const blacks = shuffleInPlace(rng, ids(CHARACTERS.filter((c) => c.border === "black")));
  const starting = [reds.shift()!, blacks.shift()!, blacks.shift()!];
  const characters = starting.map((id, i) => {
    const c = characterFromCard(
      CHARACTERS.find((card) => card.id === id)!,
      COLOURS[i]!,
      true,
      GUARD_SPACE,
    );
    c.states.hunger = STARTING_HUNGER;
    return c;
  });
  const regular = ids(REGULAR_EVENTS);
  const chapterOne = Array.from({ length: EVENTS_IN_CHAPTER[0] }, () => draw(rng, regular));
  const chapterTwo = Array.from({ length: EVENTS_IN_CHAPTER[1] }, () => draw(rng, regular));
  const finale = shuffleInPlace(rng, ids(FINALE_EVENTS));
  const [one, two, three] = CHAPTERS_CARDS.map((c) => c.id) as [string, string, string];
  const pool = (chapter: 1 | 2) => ids(OBJECTIVES.filter((o) => o.chapter === chapter));
  const locations = shuffleInPlace(rng, ids(LOCATIONS));
  const state: TwomState = {
    rng,
    day: 0,
    chapter: 1,
    scene: "shelter",
    flags: {},
    inventory: {},
    finds: {},
    supply: { ...BOX_TOKENS, ...BOX_RESOURCES },
    characters,
    noise: 1,
    unknownLeft: 0,
    location: null,
    cold: 0,
    tokens: {},
    seats,
    contentVersion: options.contentVersion,
    phase: "morning",
    step: 0,
    leader,
    away: Array.from({ length: seats }, () => false),
    bots: Array.from({ length: seats }, () => false),
    draft: null,
    draftVersion: 0,
    suspendedDraft: null,
    script: null,
    epilogues: [],
    scriptsDue: [],
    hooksRead: [],
    fives: { wood: 0, components: 0 },
    shelter: {
      cards: Object.fromEntries(SHELTER_CARDS.map((c) => [c.space, c.id])),
      remains: [],
      fixtures: {},
      waiting: [],
      barricades: [],
      everBuilt: [],
      closedZones: [],
    },
    fixturesDeck: ids(FIXTURES.filter((f) => f.basic)),
    ideas: ids(FIXTURES.filter((f) => !f.basic)),
    events: [one, ...chapterOne, two, ...chapterTwo, three, ...finale],
    eventsKnown: 0,
    faceUpEvents: [],
    eventDiscard: [],
    objectives: [draw(rng, pool(1)), draw(rng, pool(2)), ...ids(OBJECTIVES.filter((o) => o.chapter === "final"))],
    objective: null,
    locations: { deck: locations.slice(3), spaces: locations.slice(0, 3), removed: [] },
    charactersDeck: shuffleInPlace(rng, [...reds, ...blacks]),
    raids: {
      deck: shuffleInPlace(rng, ids(RAID_CARDS.filter((r) => !r.red))),
      draws: 1,
      setAside: shuffleInPlace(rng, ids(RAID_CARDS.filter((r) => r.red))),
      discard: [],
    },
    residents: {
      deck: shuffleInPlace(rng, ids(RESIDENT_CARDS.filter((r) => !r.red && !r.added))),
      setAside: shuffleInPlace(rng, ids(RESIDENT_CARDS.filter((r) => r.red))),
    },
    fate: { deck: shuffleInPlace(rng, ids(FATE_CARDS)), discard: [] },
    narrative: { deck: shuffleInPlace(rng, ids(NARRATIVE_CARDS)), kept: [], discard: [] },
    placed: {},
    lostToday: [],
    actionCap: null,
    actedToday: {},
    usedToday: [],
    pendingCards: [],
    exploration: { deck: shuffleInPlace(rng, ids(EXPLORATION_CARDS)), discard: [] },
    findsDeck: { deck: shuffleInPlace(rng, ids(FINDS_CARDS)), discard: [] },
    visitors: { deck: shuffleInPlace(rng, ids(VISITOR_CARDS)), discard: [] },
    stash: {},
    expedition: null,
    raid: null,
    combat: null,
    trade: null,
    combatResult: null,
    tradeResult: null,
    crimeWave: false,
    log: [],
    concession: null,
    result: null,
  };
  gainItems(state, STARTING_INVENTORY);
  state.log.push({ kind: "setup", leader, characters: [...starting], locations: locations.slice(0, 3) });
  // Day 1's Morning, as every later one begins (flow.ts enterPhase), the Leader kept.
  startNewDay(state);
  state.log.push({ kind: "phase", phase: "morning", day: state.day, leader });
  advance(state);
  return state;
}
