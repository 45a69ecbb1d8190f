import { z } from "zod";
import type { Seat } from "../../engine/index.js";
import type { CombatRoll, CombatState, FightDraft, HitsDraft, RollsDraft } from "./combatTypes.js";
import type { MedicalItem } from "./content/fate.js";
import { WEAPONS, type Weapon } from "./gear.js";
import { ITEM_KINDS, STATES, type ItemCounts, type ItemKind, type StateKind } from "./items.js";
import type { EffectsLeft } from "./scripts/effects.js";
import type { Jump, PlacedResident } from "./scripts/schema.js";
import { CONTENT_VERSION } from "./version.js";
import type { ScriptCharacter, ScriptPosition, ScriptWorld } from "./scripts/world.js";

/**
 * This War of Mine's game state: the script world (flags, Inventory and Finds pile in units, the
 * box's supply, the characters, Cold, Noise, blank tokens, the seeded RNG, day and chapter) and
 * everything around it: the board, the decks, the phase, the Leader and the shared draft.
 * Plain JSON; every random outcome comes from `rng`.
 */

export const PHASES = ["morning", "day", "dusk", "night", "scavenging", "raid", "dawn", "over"] as const;
export type Phase = (typeof PHASES)[number];
/**
 * What a phase's runner tells the flow: "over" when the phase is done (flow.ts then enters the next
 * one, in `PHASES` order); nothing while it goes on (a draft opened, a script or a fight started).
 */
export type PhaseRun = "over" | void;

export const FOOD_ITEMS = ["canned_food", "raw_food", "vegetables"] as const;
export type FoodItem = (typeof FOOD_ITEMS)[number];
/** Hunger each food lowers (a vegetable lowers nothing but counts as eating). */
export const FOOD_VALUE: Record<FoodItem, number> = { canned_food: 2, raw_food: 1, vegetables: 0 };
export const MEDICAL_ITEMS = ["medicine", "herbal_medicine", "bandages"] as const satisfies readonly MedicalItem[];
export const ALCOHOL = ["moonshine", "pure_alcohol"] as const;
export type Alcohol = (typeof ALCOHOL)[number];
/** Fatigue each drink gives (both lower Misery by 1). */
export const ALCOHOL_FATIGUE: Record<Alcohol, number> = { moonshine: 2, pure_alcohol: 1 };

export const NIGHT_TASKS = ["bed", "floor", "guard", "scavenge"] as const;
export type NightTask = (typeof NIGHT_TASKS)[number];
export const MAX_SCAVENGERS = 3;
export const DAY_STEPS = 3;

export interface TwomCharacter extends ScriptCharacter {
  /** The colour of the character's base and marker. */
  colour: string;
  /** One of the three the campaign started with (the final objective). */
  starting: boolean;
  /** The double state token drawn blind at level 3 (its level-4 side: the epilogue), by state. */
  tokens: Partial<Record<StateKind, string>>;
  /** The space the figure stands on. */
  space: string;
  /** The Day-actions step the character joined in (cannot act in it), else null. */
  joinedStep: number | null;
}

/** One character's action in a step of the Day actions (null: no action, parked on the Inventory). */
export type DayAction =
  /** Rummage: the black die gives 1–4; up to `wood` of them as wood, the rest as components. */
  | { kind: "rummage"; space: string; wood: number }
  /** The wild garden's printed action (while uncovered). */
  | { kind: "garden"; space: string }
  /** Search (the basement's printed action, once its Locked door is cleared): a Finds card's Furniture line. */
  | { kind: "search"; space: string }
  /** Clear a Shelter card: its loot to the Inventory; red cards need their tool (or a second character on Rubble). */
  | { kind: "clear"; space: string }
  /** Build a card of the Fixtures deck on an empty space, paying its cost. */
  | { kind: "build"; fixture: string; space: string }
  /** New idea: move up to 2 chosen Ideas into the Fixtures deck. */
  | { kind: "newIdea"; space: string; ideas: string[] }
  /** A built fixture's action; `times` for "for each combination"; `hole` for a Barricade. */
  | { kind: "use"; space: string; action: string; times: number; hole?: string }
  /** Move a built fixture to a free space. */
  | { kind: "move"; space: string; to: string }
  /** Dismantle a built fixture: its card back to the Fixtures deck, its full cost to the Inventory. */
  | { kind: "dismantle"; space: string }
  /** Nap on a Bed (allowed when asleep): Fatigue −1. */
  | { kind: "nap"; space: string }
  /** Vera's ability: a patient's Wounds or Illness −1, once a day. */
  | { kind: "nurse"; patient: string; state: "wounds" | "illness" };

/** The shared, live draft of the decision at hand: any seat edits it, the Leader confirms it. */
export type Draft =
  | { kind: "script"; choice: number | null; actor: string | null }
  | { kind: "day"; step: number; plan: Record<string, DayAction | null> }
  | { kind: "dusk"; water: Record<string, boolean>; food: Record<string, Partial<Record<FoodItem, number>>> }
  | { kind: "night"; tasks: Record<string, NightTask | null> }
  | { kind: "medicine"; placed: Record<string, Partial<Record<MedicalItem, number>>> }
  | { kind: "narrative"; offer: string[]; keep: number | null }
  | FightDraft
  | RollsDraft
  | HitsDraft
  /** Scavenging, 1–2: the Location (by space) and the equipment taken from the Inventory. */
  | { kind: "expedition"; space: number | null; equip: ItemCounts }
  /** Scavenging: what the scavengers do next. */
  | { kind: "explore"; act: ExploreAct | null }
  /** Scavenging: how the card just drawn (or an obstacle taken up again) is resolved. */
  | { kind: "card"; option: CardOption | null }
  /** Scavenging, Choose finds: what stays on the Finds pile, what is hidden at the Location, who overloads. */
  | { kind: "carry"; keep: ItemCounts; hide: ItemCounts; overload: string[] }
  /** A trade: what the group gives, takes, and discards as commission. */
  | { kind: "trade"; give: ItemCounts; take: ItemCounts; commission: ItemCounts }
  /** Night raid: each guard's weapon. */
  | { kind: "guards"; weapons: Record<string, Weapon | null> }
  /** Night raid: how the guards' hits are spent, what is stolen and who is wounded. */
  | { kind: "raidLoss"; cancelWounds: number; lose: ItemKind[]; wounds: (string | null)[] }
  /** Night raid, Crime wave: how many of the 2 set-aside cards go to the raid deck (the rest to the Residents). */
  | { kind: "crime"; raids: number | null };
export type DraftKind = Draft["kind"];

/** What scavengers may do between cards: draw the top Unknown card, a Location's special action, take up a parked obstacle, end. */
export type ExploreAct =
  | { kind: "draw" }
  | { kind: "special"; id: string }
  | { kind: "obstacle"; card: string }
  | { kind: "hiding" }
  | { kind: "end" }
  /** Olek's good ear: 1 Fatigue to look at the top Unknown card (shown to all) before it is resolved. */
  | { kind: "listen" }
  /** RAS 534: return 4 Unknown cards to replace the Location on this space (0–2) by a new draw, into the same space. */
  | { kind: "swap"; space: number };
/**
 * An option of an Exploration card (by index), parking an obstacle in the Exploration area, keeping a
 * Hiding place, or passing a card by when none of its options can be taken.
 */
export type CardOption = number | "park" | "keep" | "pass";

/** The night's scavenging, while it lasts. */
export interface Expedition {
  stage: "setup" | "explore" | "card" | "choose" | "done";
  /** The Location's space (0: 14 cards, 1: 12, 2: 10, Very Far). */
  space: number | null;
  /** The Unknown: Exploration cards drawn face down, top first (never shown). */
  unknown: string[];
  /** The Exploration area: obstacles parked, a Hiding place kept. */
  area: string[];
  /** The card being resolved. */
  current: string | null;
  /** The card just resolved says "or end the exploration". */
  mayEnd: boolean;
  ended: boolean;
  /** Scavengers who stopped after a companion died (Empathy), waiting on the Finds pile. */
  waiting: string[];
  /** Once-per-scavenging abilities used (by character). */
  usedOnce: string[];
  /** Residents cards to draw (encounters), resolved one at a time. */
  encounters: number;
  /** Residents cards met (back into their deck at Choose finds). */
  met: string[];
  /** The top Unknown card heard through Olek's good ear (shown to all until it is drawn or returned). */
  heard?: string | null;
  /** Civilians, Vagrants and Survivors met tonight, placed in the Exploration area (back into their deck at Choose finds). */
  residents?: { card: string; kind: PlacedResident }[];
  /** People the scavengers carry home: their weight comes first in the Backpacks; `flag` is set when they arrive. */
  people?: { person: string; weight: number; flag: string }[];
  /** Something was done since the Unknown was built (a card drawn, a special action): the swap "at the start" is past. */
  begun?: boolean;
  /** The Location swap (RAS 534) was made this scavenging: once per scavenging, our ruling. */
  swapped?: boolean;
  /**
   * What is left of cards a noise roll stopped when it met someone (issue 35): each is resolved
   * after the Residents cards, in the order they stopped; dropped if the exploration ended meanwhile.
   */
  afterEncounter?: CardLeft[];
}

/** The rest of an Exploration card's option (or a special action), or of a Finds card and the story hook it wakes. */
export type CardLeft =
  { kind: "exploration"; parts: EffectsLeft[] } | { kind: "finds"; parts: EffectsLeft[]; hook?: "blue" | "green" | "purple" };

/** The Night raid, while it lasts. */
export interface RaidState {
  /** Raid cards drawn this night still to resolve, the first being resolved. */
  cards: string[];
  weapons: Record<string, Weapon | null>;
  rolls: CombatRoll[];
  rerolls: Record<string, number>;
  /** The card being resolved: its Damage and Wounds after the guards' hits and Barricades. */
  damage: number;
  wounds: number;
  hits: number;
  cancelled: boolean;
  stage: "arm" | "rolls" | "loss" | "crime" | "done";
  noGuard: boolean;
}

/** A trade under way (a Location's special action, a Resident, a script's trade). */
export interface TradeState {
  wares: ItemKind[];
  commission: number;
}

export interface ObjectiveInPlay {
  card: string;
  /** The status marker's box; `boxes.length` is the green V (achieved). */
  marker: number;
}

export interface ShelterState {
  /** Shelter cards still on the board, by space. */
  cards: Record<string, string>;
  /** Spaces where Rubble remains after clearing. */
  remains: string[];
  /** Built fixtures, by space. */
  fixtures: Record<string, string>;
  /** Spaces whose fixture carries a Waiting token. */
  waiting: string[];
  /** Holes with a Barricade. */
  barricades: string[];
  /** Fixtures ever built (a build bonus applies only the first time). */
  everBuilt: string[];
  /** Zones closed by a script for the rest of the campaign. */
  closedZones: string[];
}

export type LogEntry =
  | { kind: "setup"; leader: Seat; characters: string[]; locations: string[] }
  | { kind: "phase"; phase: Phase; day: number; leader: Seat }
  | { kind: "leader"; seat: Seat; why: "phase" | "away" | "back" | "bot" | "person" }
  | { kind: "event"; card: string; cold: number; firstOnlyCold?: boolean }
  | { kind: "chapter"; chapter: number; objective: string | null; settled: string | null; achieved: boolean | null }
  | { kind: "objective"; card: string; marker: number; achieved: boolean }
  | { kind: "script"; entry: number; read: number[]; end: string | null }
  | { kind: "seam"; phase: Phase; note: string }
  | { kind: "step"; step: number; actions: { character: string; action: DayAction }[] }
  | { kind: "roll"; what: string; character: string | null; face: number }
  | { kind: "gain"; character: string | null; items: ItemCounts }
  | { kind: "state"; character: string; state: StateKind; from: number; to: number; why: string }
  | { kind: "dusk"; drank: string[]; ate: Record<string, Partial<Record<FoodItem, number>>> }
  | { kind: "night"; tasks: Record<string, NightTask> }
  | { kind: "fate"; card: string }
  | { kind: "narrative"; kept: string | null; played?: string }
  | { kind: "deathHasStruck"; face: number; affected: string[] }
  /** `cause`: lost in the level-4 epilogue of that state. */
  | { kind: "lost"; character: string; how: "died" | "left"; cause?: StateKind }
  /** A character's state reached 4: the epilogue on its token is read. */
  | { kind: "epilogue"; character: string; state: StateKind }
  /** A Fatigue 4 reached during a night task, resolved once the task is over: the character falls asleep. */
  | { kind: "asleep"; character: string; after: "guard" | "scavenging" }
  | { kind: "joined"; character: string }
  | { kind: "anytime"; what: "eat" | "drink" | "break" | "objective"; character: string | null; item: string }
  | { kind: "end"; won: boolean; reason: string }
  /** Conceding: a seat proposes, agrees, refuses or withdraws; the proposal lapses (nobody who agreed is left), or the group concedes. */
  | { kind: "concession"; what: "proposed" | "agreed" | "refused" | "withdrew" | "lapsed" | "conceded"; seat: Seat | null }
  | { kind: "combat"; what: "start" | "flee" | "fate" | "hits" | "end"; detail: string }
  | { kind: "scavenging"; what: string; detail: string }
  | { kind: "raid"; what: string; detail: string }
  | { kind: "trade"; gave: ItemCounts; took: ItemCounts; commission: ItemCounts }
  /** A Visitors card drawn at Dusk: its story read (`came`), or removed unread (their character is not in the Characters deck). */
  | { kind: "visitor"; card: string; came: boolean };

export interface TwomState extends ScriptWorld {
  characters: TwomCharacter[];
  seats: number;
  /** The content version the campaign started with (frozen: a resume reads the same content). */
  contentVersion: number;
  phase: Phase;
  /** Day actions: the step (1–3); other phases: 0. */
  step: number;
  leader: Seat;
  /** Seats freed or away: the Leader role skips them. */
  away: boolean[];
  /** Seats a bot holds (the room says so): the Leader role goes to a person while one is seated. */
  bots: boolean[];
  draft: Draft | null;
  /** Bumped at every edit: a confirmation names the version it saw. */
  draftVersion: number;
  /** A draft set aside while a script opened over it (an epilogue during Dusk…), given back when it ends. */
  suspendedDraft: Draft | null;
  /** The script being read, or null; while it is open nothing else is decided. */
  script: ScriptPosition | null;
  /** Epilogues due (a level-4 state), opened one at a time. */
  epilogues: { character: string; token: string }[];
  /**
   * Dusk's meal, kept while the epilogue of a level 4 reached at the water step is read first:
   * each character's food, and those whose level 4 came before the meal (`phases/dusk.ts`).
   */
  meal?: { food: Record<string, Partial<Record<FoodItem, number>>>; away: string[] } | null;
  /** Scripts a card sent the group to (a character's story hook), read in order once nothing else is open. */
  scriptsDue: { to: Jump; actor: string | null }[];
  /** The story hooks read so far (`character:colour`): an unread one is read first. */
  hooksRead: string[];
  /** ×5 markers in the Inventory, by resource (their units are counted in `inventory`). */
  fives: { wood: number; components: number };
  shelter: ShelterState;
  /** The Fixtures deck and the Ideas deck (both open). */
  fixturesDeck: string[];
  ideas: string[];
  /** The Event deck, top first (never looked at); `eventsKnown` top cards are known (a Radio). */
  events: string[];
  eventsKnown: number;
  faceUpEvents: string[];
  eventDiscard: string[];
  /** The Objective pile, top first, face down; the revealed one. */
  objectives: string[];
  objective: ObjectiveInPlay | null;
  /** Location cards: the deck, the three spaces (14, 12, 10: Very Far) and the removed ones. */
  locations: { deck: string[]; spaces: (string | null)[]; removed: string[] };
  charactersDeck: string[];
  /** The Night raid deck (its cards come with the raid slice; Events go on top), draws next raid, set-aside red corners. */
  raids: { deck: string[]; draws: number; setAside: string[]; discard: string[] };
  residents: { deck: string[]; setAside: string[] };
  /** The Visitors deck (top first, face down) and the cards read. */
  visitors: { deck: string[]; discard: string[] };
  fate: { deck: string[]; discard: string[] };
  narrative: { deck: string[]; kept: string[]; discard: string[] };
  /**
   * Medicine, herbal medicine and bandages placed on characters' cards, by character: they act only
   * when a Fate card names them; lost (back to the box) if the character dies or leaves.
   */
  placed: Record<string, Partial<Record<MedicalItem, number>>>;
  /** Characters lost since this day's Morning (Death has struck). */
  lostToday: string[];
  /** A script's cap on actions per character per day, until the end of that day (null: none). */
  actionCap: { perCharacter: number; untilDay: number } | null;
  /** Actions each character has taken today (for a cap), and once-a-day abilities used. */
  actedToday: Record<string, number>;
  usedToday: string[];
  /** Cards added by scripts to decks the game does not draw from (Events, Locations, Exploration): kept aside. */
  pendingCards: { deck: string; card: string }[];
  /** The Exploration deck (top first, face down) and its face-up Discard. */
  exploration: { deck: string[]; discard: string[] };
  /** The Finds deck (Trouvailles) and its discard. */
  findsDeck: { deck: string[]; discard: string[] };
  /** Items hidden on a Location card (RAS 534), by Location. */
  stash: Record<string, ItemCounts>;
  /** Tonight's scavenging, the raid, a fight, a trade: null when none is under way. */
  expedition: Expedition | null;
  raid: RaidState | null;
  combat: CombatState | null;
  trade: TradeState | null;
  /** How the last fight or trade ended, until the waiting script hears it. */
  combatResult: "won" | "fled" | "lost" | null;
  tradeResult: "done" | "declined" | null;
  /** A Crime kind Event was drawn: every night after the raid, 2 set-aside red-corner cards come in. */
  crimeWave: boolean;
  log: LogEntry[];
  /** A proposal to concede under way: the seats that agreed, the proposer first (`concession.ts`). */
  concession: { agreed: Seat[] } | null;
  /** The Ceasefire's outcome, checked when it is drawn and applied when its epilogue's last page ends the campaign. */
  finale?: { won: boolean; reason: string };
  result: { won: boolean; reason: string } | null;
}

/**
 * The campaign's options. `contentVersion`: the content and rules a campaign was begun with. A new
 * room's options are stored as parsed (the server stores what `optionsSchema` returns), so the
 * default — the version this build plays — is frozen into the stored campaign at creation; a
 * stored campaign of another version is refused at set-up (`setup.ts`), never replayed into a
 * different game.
 */
export const optionsSchema = z.object({ contentVersion: z.number().int().min(1).max(999).default(CONTENT_VERSION) }).strict();
export type TwomOptions = z.infer<typeof optionsSchema>;

const id = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .max(40);
const count = (max: number) => z.number().int().min(0).max(max);

export const dayActionSchema: z.ZodType<DayAction> = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("rummage"), space: id, wood: count(5) }),
  z.strictObject({ kind: z.literal("garden"), space: id }),
  z.strictObject({ kind: z.literal("search"), space: id }),
  z.strictObject({ kind: z.literal("clear"), space: id }),
  z.strictObject({ kind: z.literal("build"), fixture: id, space: id }),
  z.strictObject({ kind: z.literal("newIdea"), space: id, ideas: z.array(id).min(1).max(2) }),
  z.strictObject({
    kind: z.literal("use"),
    space: id,
    action: id,
    times: z.number().int().min(1).max(10),
    hole: id.optional(),
  }),
  z.strictObject({ kind: z.literal("move"), space: id, to: id }),
  z.strictObject({ kind: z.literal("dismantle"), space: id }),
  z.strictObject({ kind: z.literal("nap"), space: id }),
  z.strictObject({ kind: z.literal("nurse"), patient: id, state: z.enum(["wounds", "illness"]) }),
]) as z.ZodType<DayAction>;

export const draftEditSchema = z.discriminatedUnion("kind", [
  /** Script: a choice (and who takes it). */
  z.strictObject({ kind: z.literal("choice"), choice: count(2), actor: id.nullable() }),
  /** Day actions: a character's action this step (null: none). */
  z.strictObject({ kind: z.literal("assign"), character: id, action: dayActionSchema.nullable() }),
  /** Dusk: whether a character drinks 1 water. */
  z.strictObject({ kind: z.literal("water"), character: id, drink: z.boolean() }),
  /** Dusk: how many of a food a character eats. */
  z.strictObject({ kind: z.literal("food"), character: id, item: z.enum(FOOD_ITEMS), n: count(9) }),
  /** Night: a character's task. */
  z.strictObject({ kind: z.literal("task"), character: id, task: z.enum(NIGHT_TASKS).nullable() }),
  /** Dawn: how many of a medical token to place on a character's card. */
  z.strictObject({ kind: z.literal("medicine"), character: id, item: z.enum(MEDICAL_ITEMS), n: count(3) }),
  /** Dawn: which of the two Narrative action cards to keep. */
  z.strictObject({ kind: z.literal("keep"), index: count(1) }),
  /** Combat: flee before this round, or fight. */
  z.strictObject({ kind: z.literal("flee"), flee: z.boolean() }),
  /** Combat or raid: a fighter's or a guard's weapon (null: unarmed). */
  z.strictObject({ kind: z.literal("weapon"), character: id, weapon: z.enum(WEAPONS).nullable() }),
  /** Combat: an assault rifle's burst (2 ammo, 2 rolls). */
  z.strictObject({ kind: z.literal("burst"), character: id, on: z.boolean() }),
  /** Dice: re-roll this die of ours (Prowess), or read its `§` on a Fate card. */
  z.strictObject({ kind: z.literal("reroll"), roll: count(30), on: z.boolean() }),
  z.strictObject({ kind: z.literal("fate"), roll: count(30), on: z.boolean() }),
  /** Combat: where one of our hits lands (an enemy by index; null: lost). */
  z.strictObject({ kind: z.literal("strike"), index: count(40), enemy: count(15).nullable() }),
  /** Combat: who takes one of the enemies' hits (null: lost). */
  z.strictObject({ kind: z.literal("wound"), index: count(40), character: id.nullable() }),
  /** Scavenging: the Location, by space. */
  z.strictObject({ kind: z.literal("location"), space: count(2) }),
  /** Scavenging: how many of an item the scavengers take from the Inventory. */
  z.strictObject({ kind: z.literal("equip"), item: z.enum(ITEM_KINDS), n: count(20) }),
  /** Scavenging: what to do next. */
  z.strictObject({
    kind: z.literal("act"),
    act: z.discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("draw") }),
      z.strictObject({ kind: z.literal("special"), id }),
      z.strictObject({ kind: z.literal("obstacle"), card: id }),
      z.strictObject({ kind: z.literal("hiding") }),
      z.strictObject({ kind: z.literal("end") }),
      z.strictObject({ kind: z.literal("listen") }),
      z.strictObject({ kind: z.literal("swap"), space: count(2) }),
    ]),
  }),
  /** Scavenging: an Exploration card's option, or park (an obstacle) / keep (a Hiding place). */
  z.strictObject({ kind: z.literal("option"), option: z.union([count(3), z.enum(["park", "keep", "pass"])]) }),
  /** Choose finds: how many of an item stay on the Finds pile (resources: taken from the supply). */
  z.strictObject({ kind: z.literal("carry"), item: z.enum(ITEM_KINDS), n: count(20) }),
  /** Choose finds: how many of an item are hidden at the Location. */
  z.strictObject({ kind: z.literal("stash"), item: z.enum(ITEM_KINDS), n: count(20) }),
  /** Choose finds: a scavenger carries 1 more for Fatigue +2. */
  z.strictObject({ kind: z.literal("overload"), character: id, on: z.boolean() }),
  /** Trade: how many of an item the group gives, takes, or discards as commission. */
  z.strictObject({
    kind: z.literal("barter"),
    side: z.enum(["give", "take", "commission"]),
    item: z.enum(ITEM_KINDS),
    n: count(20),
  }),
  /** Night raid: how many of the guards' hits cancel Wounds (the rest cancel Damage). */
  z.strictObject({ kind: z.literal("cancel"), wounds: count(20) }),
  /** Night raid: what the raiders take as one unit of Damage. */
  z.strictObject({ kind: z.literal("loot"), index: count(20), item: z.enum(ITEM_KINDS) }),
  /** Night raid: which guard takes one of the Wounds (null: nobody can). */
  z.strictObject({ kind: z.literal("guardWound"), index: count(20), character: id.nullable() }),
  /** Trade, Choose finds, the raid's losses, a fight's hits: back to the draft as it was offered. */
  z.strictObject({ kind: z.literal("reset") }),
  /** Crime wave: how many of the 2 set-aside cards go to the raid deck. */
  z.strictObject({ kind: z.literal("crime"), raids: count(2) }),
]);
export type DraftEdit = z.infer<typeof draftEditSchema>;

export const moveSchema = z.discriminatedUnion("type", [
  /** Any seat: edit the shared draft. */
  z.strictObject({ type: z.literal("edit"), edit: draftEditSchema }),
  /** The Leader: confirm the draft of this version (the group's decision, resolved at once). */
  z.strictObject({ type: z.literal("confirm"), version: z.number().int().min(0) }),
  /** The Leader, any time outside a script: a character eats a food token (as at Dusk). */
  z.strictObject({ type: z.literal("eat"), character: id, item: z.enum(FOOD_ITEMS) }),
  /** The Leader, any time outside a script: a character drinks alcohol. */
  z.strictObject({ type: z.literal("drink"), character: id, item: z.enum(ALCOHOL) }),
  /** The Leader: discard one option of the objective's current box from the Inventory. */
  z.strictObject({ type: z.literal("objective"), option: count(5) }),
  /** The Leader: break a ×5 marker into single units (the box may not hold enough: units lost). */
  z.strictObject({ type: z.literal("breakFive"), resource: z.enum(["wood", "components"]) }),
  /** The Leader: play a kept Narrative action card (with the character it concerns, if any). */
  z.strictObject({ type: z.literal("narrative"), card: id, actor: id.nullable() }),
  /** A seat is freed or away (played by the room): the Leader role skips it. */
  z.strictObject({ type: z.literal("leave") }),
  /** A seat is taken again or back (by a person). */
  z.strictObject({ type: z.literal("join") }),
  /** A bot holds the seat now, or a person again (played by the room). */
  z.strictObject({ type: z.literal("holder"), bot: z.boolean() }),
  /** A seat a person holds: propose or agree to concede (`agree`), or refuse or withdraw (once none of the starting characters is left). */
  z.strictObject({ type: z.literal("concede"), agree: z.boolean() }),
]);
export type TwomMove = z.infer<typeof moveSchema>;

/** Refusal codes (stable: clients translate them). */
export const TwomError = {
  NOT_LEADER: "NOT_LEADER",
  NO_DRAFT: "NO_DRAFT",
  WRONG_DRAFT: "WRONG_DRAFT",
  STALE_DRAFT: "STALE_DRAFT",
  DRAFT_INVALID: "DRAFT_INVALID",
  NO_SUCH_CHARACTER: "NO_SUCH_CHARACTER",
  BAD_EDIT: "BAD_EDIT",
  IN_SCRIPT: "IN_SCRIPT",
  NOT_NOW: "NOT_NOW",
  NOT_ENOUGH: "NOT_ENOUGH",
  ASLEEP: "ASLEEP",
  NO_OBJECTIVE: "NO_OBJECTIVE",
  NO_SUCH_CARD: "NO_SUCH_CARD",
  ALREADY: "ALREADY",
  IN_FIGHT: "IN_FIGHT",
} as const;

export const stateLevels = (): Record<StateKind, number> =>
  Object.fromEntries(STATES.map((s) => [s, 0])) as Record<StateKind, number>;
