import { z } from "zod";
import { ITEM_KINDS, STATES, type ItemKind, type StateKind } from "../items.js";

/**
 * The Book of Scripts as data (the digest's "Content to design: Script paragraph"). A paragraph
 * has an id (a number, as in the book, so cards can print it), an optional label name, its text in
 * French and English, inline mechanics (effects, run in order when the paragraph is read), and an
 * ending: 1–3 choices, or a jump. The digest sketches the format in YAML with one key per kind
 * (`{ has: … }`); here every condition and effect is a tagged object (`{ kind: "has", … }`), the
 * same content as a discriminated union. `content/DESIGN.md` documents the format for writers.
 */

/** A paragraph's number, as printed on cards' script hooks and in jumps. */
export const paragraphIdSchema = z.number().int().min(1).max(9999);
export type ParagraphId = number;

/** Where a script can end: back to the game where it was opened; back, and the exploration ends; the campaign ends. */
export const ENDS = ["return", "end_scavenging", "end_campaign"] as const;
export type ScriptEnd = (typeof ENDS)[number];

/** A label name: lower-case words joined by dashes or dots (`no-guard`, `depot.ivo-asleep`). */
export const labelNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/, "a label name is lower-case words joined by - or .");
/** A jump to a label is written with an at sign: `"@no-guard"`. */
export const labelJumpSchema = z.string().regex(/^@[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/);
export type LabelJump = `@${string}`;

/** Where a jump goes: a paragraph by number, a paragraph by label (`"@name"`), or an end. */
export type Jump = ParagraphId | LabelJump | ScriptEnd;
export const jumpSchema: z.ZodType<Jump> = z.union([paragraphIdSchema, z.enum(ENDS), labelJumpSchema]) as z.ZodType<Jump>;

/** Flags are named counters of the campaign (unset = 0); names are declared in the content's flag list. */
export const flagNameSchema = z.string().regex(/^[a-z][a-z0-9_]*$/, "a flag name is snake_case");
/** Ids of content defined elsewhere (characters, Locations, traits, abilities, decks, cards, shelter zones). */
export const slugSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, "an id is kebab-case");

export const localTextSchema = z.strictObject({ fr: z.string(), en: z.string() });
export type LocalText = z.infer<typeof localTextSchema>;

/**
 * Which characters an effect or a condition concerns. Characters gone (dead or left) are never
 * concerned.
 * - `all`: everyone in the group;
 * - `present`: those in the scene — the scavengers while scavenging, else those at the shelter;
 * - `scavengers`, `guards`: by tonight's task;
 * - `chosen`: the character chosen with the last choice (a choice with an `actor`); nobody if none;
 * - `affected`: inside an Empathy roll's `then`, those the roll affected;
 * - `{ character }`: that character, if in the group.
 */
export const WHO = ["all", "present", "scavengers", "guards", "chosen", "affected"] as const;
export type Who = (typeof WHO)[number] | { character: string };
export const whoSchema: z.ZodType<Who> = z.union([z.enum(WHO), z.strictObject({ character: slugSchema })]);

/** Where items are counted, taken or put: `carried` (the default) is the Finds pile while scavenging, else the Inventory. */
export const PLACES = ["carried", "inventory", "finds"] as const;
export type Place = (typeof PLACES)[number];

/** The three kinds of enemy tokens and the three rows of the combat table (icons lost in OCR; our names). */
export const ENEMY_KINDS = ["civilian", "thug", "soldier"] as const;
export type EnemyKind = (typeof ENEMY_KINDS)[number];
export const ENEMY_WEAPONS = ["unarmed", "melee", "firearm"] as const;
export type EnemyWeapon = (typeof ENEMY_WEAPONS)[number];

/** Decks a script may add a card to (red-corner cards, story cards). */
export const DECKS = ["events", "residents", "visitors", "raids", "fate", "narrative", "locations", "exploration"] as const;
export type Deck = (typeof DECKS)[number];

/** A bound on a number: `atLeast` and/or `atMost`, both inclusive. */
interface Bounds {
  atLeast?: number;
  atMost?: number;
}

/** Every kind of condition a choice's `if` or a `when` may test. */
export type Condition =
  /** Every sub-condition holds (true when empty). */
  | { kind: "all"; of: Condition[] }
  /** At least one sub-condition holds. */
  | { kind: "any"; of: Condition[] }
  /** The sub-condition does not hold. */
  | { kind: "not"; cond: Condition }
  /** The flag's counter is at least `atLeast` (default 1: the flag is set), at most `atMost` if given. */
  | ({ kind: "flag"; flag: string } & Bounds)
  /** At least `n` (default 1) of the item at the place (default `carried`). */
  | { kind: "has"; item: ItemKind; n?: number; in?: Place }
  /** Some character of `who` (every one with `every`) has the state within the bounds. */
  | ({ kind: "state"; who: Who; state: StateKind; every?: boolean } & Bounds)
  /** Some character of `who` has the trait. */
  | { kind: "trait"; who: Who; trait: string }
  /** Some character of `who` has the ability. */
  | { kind: "ability"; who: Who; ability: string }
  /** The number of characters of `who` is within the bounds. */
  | ({ kind: "characters"; who: Who } & Bounds)
  /** The named character is in the group (and among `who` if given). */
  | { kind: "character"; character: string; who?: Who }
  /** The numbered blank token is placed (on that space, if `on` is given). */
  | { kind: "token"; number: number; on?: string }
  /** The scavengers are at this Location. */
  | { kind: "location"; location: string }
  /** The chapter (1–3, 4 for the finale) is within the bounds. */
  | ({ kind: "chapter" } & Bounds)
  /** The campaign's day (1 on the first Morning) is within the bounds. */
  | ({ kind: "day" } & Bounds)
  /** The Noise marker is within the bounds. */
  | ({ kind: "noise" } & Bounds)
  /** The number of Cold tokens is within the bounds. */
  | ({ kind: "cold" } & Bounds)
  /** The script is read at the shelter or while scavenging. */
  | { kind: "scene"; scene: Scene }
  /** People met tonight wait in the Exploration area (Civilians, Vagrants, Survivors): any, or of this kind. */
  | { kind: "resident"; of?: PlacedResident };

/** The kinds of Residents cards placed in the Exploration area after their encounter (the digest's Scavenging 5). */
export const PLACED_RESIDENTS = ["civilians", "vagrants", "survivors"] as const;
export type PlacedResident = (typeof PLACED_RESIDENTS)[number];

export const SCENES = ["shelter", "scavenging"] as const;
export type Scene = (typeof SCENES)[number];

const count = (max: number) => z.number().int().min(0).max(max);
const bounds = (max: number) => ({ atLeast: count(max).optional(), atMost: count(max).optional() });

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("all"), of: z.array(conditionSchema) }),
    z.strictObject({ kind: z.literal("any"), of: z.array(conditionSchema).min(1) }),
    z.strictObject({ kind: z.literal("not"), cond: conditionSchema }),
    z.strictObject({ kind: z.literal("flag"), flag: flagNameSchema, ...bounds(99) }),
    z.strictObject({
      kind: z.literal("has"),
      item: z.enum(ITEM_KINDS),
      n: z.number().int().min(1).max(20).optional(),
      in: z.enum(PLACES).optional(),
    }),
    z.strictObject({
      kind: z.literal("state"),
      who: whoSchema,
      state: z.enum(STATES),
      every: z.boolean().optional(),
      ...bounds(4),
    }),
    z.strictObject({ kind: z.literal("trait"), who: whoSchema, trait: slugSchema }),
    z.strictObject({ kind: z.literal("ability"), who: whoSchema, ability: slugSchema }),
    z.strictObject({ kind: z.literal("characters"), who: whoSchema, ...bounds(4) }),
    z.strictObject({ kind: z.literal("character"), character: slugSchema, who: whoSchema.optional() }),
    z.strictObject({ kind: z.literal("token"), number: z.number().int().min(1).max(6), on: slugSchema.optional() }),
    z.strictObject({ kind: z.literal("location"), location: slugSchema }),
    z.strictObject({ kind: z.literal("chapter"), ...bounds(4) }),
    z.strictObject({ kind: z.literal("day"), ...bounds(99) }),
    z.strictObject({ kind: z.literal("noise"), ...bounds(8) }),
    z.strictObject({ kind: z.literal("cold"), ...bounds(99) }),
    z.strictObject({ kind: z.literal("scene"), scene: z.enum(SCENES) }),
    z.strictObject({ kind: z.literal("resident"), of: z.enum(PLACED_RESIDENTS).optional() }),
  ]),
) as z.ZodType<Condition>;

/** One branch of a black-die roll: the faces `range` (inclusive) run `then`. */
export interface RollBranch {
  range: [number, number];
  then: Effect[];
}

/** What happens after a combat, by how it ended; each a jump, so a fight always ends its paragraph. */
export interface CombatOutcomes {
  /** Every enemy dead, or they fled at the break point. */
  won: Jump;
  /** The group fled (after the enemies' sneak attack). */
  fled: Jump;
  /** Every character in the fight dead or unable to go on. */
  lost: Jump;
}

/**
 * Every kind of inline mechanic. Effects run in order when their paragraph is read (or when a
 * choice is taken). An effect that jumps (`goto`, a roll branch that jumps, a combat, a trade)
 * ends its paragraph: nothing after it runs, and the paragraph's own choices or jump are skipped.
 *
 * Effects the paragraph engine resolves on the state slice: flags, items, states, Noise, rolls,
 * Empathy rolls, `when`, jumps, Cold, joining/leaving/dying, blank tokens. Effects that need the
 * whole game (`removeTopEvent`, `addCard`, `returnExploration`, `drawFinds`, `endExploration`,
 * `swapLocation`, `gainNarrative`, `capActions`, `closeZone`, `carryHome`) are recorded in order for the game to
 * apply when the script stops. `combat` and `trade` suspend the script until the game reports how
 * they ended.
 */
export type Effect =
  /** Sets the flag's counter to `value` (default 1). */
  | { kind: "setFlag"; flag: string; value?: number }
  /** Adds `by` (may be negative; never below 0) to the flag's counter. */
  | { kind: "addFlag"; flag: string; by: number }
  /** Sets the flag's counter back to 0. */
  | { kind: "clearFlag"; flag: string }
  /** Takes up to `n` of the item from the box's supply (no more than the box still holds) to the place. */
  | { kind: "gain"; item: ItemKind; n: number; to?: Place }
  /** Loses up to `n` of the item from the place: back to the box, or out of the campaign with `remove`. */
  | { kind: "lose"; item: ItemKind; n: number; from?: Place; remove?: boolean }
  /** Raises (or lowers) a state of each character of `who` by `by`, kept within 0–4. */
  | { kind: "state"; who: Who; state: StateKind; by: number }
  /** Raises (or lowers) the Noise marker, kept within 1–8. */
  | { kind: "noise"; by: number }
  /** A noise roll: the black die ≤ Noise is an encounter (Noise back to 1, a Residents card unless `skipResidents`) and runs `encounter`; else `quiet`. */
  | { kind: "noiseRoll"; encounter: Effect[]; quiet?: Effect[]; skipResidents?: boolean }
  /** Rolls the black die (1–10, from the seeded RNG) and runs the branch whose range holds the face; the branches cover 1–10 once. */
  | { kind: "roll"; branches: RollBranch[] }
  /** One black-die roll; each character of `who` whose Empathy is strictly above it is affected, and `then` runs with `who: affected`. */
  | { kind: "empathyRoll"; who: Who; then: Effect[] }
  /** Runs `then` if the condition holds, else `else`. */
  | { kind: "when"; if: Condition; then: Effect[]; else?: Effect[] }
  /** Jumps now. */
  | { kind: "goto"; to: Jump }
  /** Adds (or removes) Cold tokens, never below 0. */
  | { kind: "cold"; by: number }
  /** A character joins the group (with these states), unless the group already has 4. */
  | { kind: "join"; character: string; states?: Partial<Record<StateKind, number>> }
  /** Each character of `who` leaves the group for good. */
  | { kind: "leave"; who: Who }
  /** Each character of `who` dies. */
  | { kind: "die"; who: Who }
  /** Places the numbered blank token on a space (a board space, a card, a Location). */
  | { kind: "placeToken"; number: number; on: string }
  /** Takes the numbered blank token back. */
  | { kind: "removeToken"; number: number }
  /** A fight against enemy tokens drawn blind; the script waits for the game's combat, then jumps by its outcome. */
  | {
      kind: "combat";
      /** Enemy tokens of each kind, their row's weapon; `twice`: an assault rifle (always fires twice). */
      enemies: { kind: EnemyKind; weapon: EnemyWeapon; n: number; twice?: boolean }[];
      /** The enemies flee after this many wounds in total. */
      breakPoint?: number;
      /** Whether the group may flee (at the shelter only if the script allows it). */
      canFlee?: boolean;
      outcomes: CombatOutcomes;
    }
  /** A trade (FAQ 901): the script waits for the game's trade, then jumps to `done` (something changed hands) or `declined`. */
  | { kind: "trade"; wares: ItemKind[]; commission: number; done: Jump; declined: Jump }
  /** Removes the top Event card (never the Ceasefire; a Chapter on top is skipped). */
  | { kind: "removeTopEvent" }
  /** Shuffles a card into a deck (a red-corner card, a story card). */
  | { kind: "addCard"; deck: Deck; card: string }
  /** Returns `n` Exploration cards from the Unknown, unseen (time spent). */
  | { kind: "returnExploration"; n: number }
  /** Draws a Finds card and resolves its named line. */
  | { kind: "drawFinds"; line: string }
  /** The exploration ends (the script goes on; Choose finds follows when it stops). */
  | { kind: "endExploration" }
  /** Replaces the current Location by a new draw. */
  | { kind: "swapLocation" }
  /** The group gains a Narrative action card. */
  | { kind: "gainNarrative" }
  /** During the Day actions, each character may take at most `perCharacter` actions, for `days` days (default: until the campaign ends). */
  | { kind: "capActions"; perCharacter: number; days?: number }
  /** A zone of the shelter (and its Rummage spaces) is closed until the campaign ends. */
  | { kind: "closeZone"; zone: string }
  /**
   * Someone the scavengers carry home (scavenging only): they weigh `weight` in the Backpacks at
   * Choose finds, before any item; brought home, `flag` is set (left behind when even they do not fit).
   */
  | { kind: "carryHome"; person: string; weight: number; flag: string };

export type EffectKind = Effect["kind"];
/** Effects the game applies, in order, when the script stops. */
export const HOST_EFFECT_KINDS = [
  "removeTopEvent",
  "addCard",
  "returnExploration",
  "drawFinds",
  "endExploration",
  "swapLocation",
  "gainNarrative",
  "capActions",
  "closeZone",
  "carryHome",
] as const satisfies readonly EffectKind[];
export type HostEffect = Extract<Effect, { kind: (typeof HOST_EFFECT_KINDS)[number] }>;
/** Effects that suspend the script until the game reports their outcome. */
export type AwaitedEffect = Extract<Effect, { kind: "combat" | "trade" }>;

const n = (min: number, max: number) => z.number().int().min(min).max(max);
const statesSchema = z.partialRecord(z.enum(STATES), n(0, 3));

export const effectSchema: z.ZodType<Effect> = z.lazy(() => {
  const effects = z.array(effectSchema);
  return z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("setFlag"), flag: flagNameSchema, value: n(0, 99).optional() }),
    z.strictObject({ kind: z.literal("addFlag"), flag: flagNameSchema, by: n(-99, 99) }),
    z.strictObject({ kind: z.literal("clearFlag"), flag: flagNameSchema }),
    z.strictObject({ kind: z.literal("gain"), item: z.enum(ITEM_KINDS), n: n(1, 20), to: z.enum(PLACES).optional() }),
    z.strictObject({
      kind: z.literal("lose"),
      item: z.enum(ITEM_KINDS),
      n: n(1, 20),
      from: z.enum(PLACES).optional(),
      remove: z.boolean().optional(),
    }),
    z.strictObject({ kind: z.literal("state"), who: whoSchema, state: z.enum(STATES), by: n(-4, 4) }),
    z.strictObject({ kind: z.literal("noise"), by: n(-7, 7) }),
    z.strictObject({
      kind: z.literal("noiseRoll"),
      encounter: effects,
      quiet: effects.optional(),
      skipResidents: z.boolean().optional(),
    }),
    z.strictObject({
      kind: z.literal("roll"),
      branches: z.array(z.strictObject({ range: z.tuple([n(1, 10), n(1, 10)]), then: effects })).min(2),
    }),
    z.strictObject({ kind: z.literal("empathyRoll"), who: whoSchema, then: effects }),
    z.strictObject({ kind: z.literal("when"), if: conditionSchema, then: effects, else: effects.optional() }),
    z.strictObject({ kind: z.literal("goto"), to: jumpSchema }),
    z.strictObject({ kind: z.literal("cold"), by: n(-10, 10) }),
    z.strictObject({ kind: z.literal("join"), character: slugSchema, states: statesSchema.optional() }),
    z.strictObject({ kind: z.literal("leave"), who: whoSchema }),
    z.strictObject({ kind: z.literal("die"), who: whoSchema }),
    z.strictObject({ kind: z.literal("placeToken"), number: n(1, 6), on: slugSchema }),
    z.strictObject({ kind: z.literal("removeToken"), number: n(1, 6) }),
    z.strictObject({
      kind: z.literal("combat"),
      enemies: z
        .array(
          z.strictObject({
            kind: z.enum(ENEMY_KINDS),
            weapon: z.enum(ENEMY_WEAPONS),
            n: n(1, 5),
            twice: z.boolean().optional(),
          }),
        )
        .min(1),
      breakPoint: n(1, 15).optional(),
      canFlee: z.boolean().optional(),
      outcomes: z.strictObject({ won: jumpSchema, fled: jumpSchema, lost: jumpSchema }),
    }),
    z.strictObject({
      kind: z.literal("trade"),
      wares: z.array(z.enum(ITEM_KINDS)).min(1),
      commission: n(0, 20),
      done: jumpSchema,
      declined: jumpSchema,
    }),
    z.strictObject({ kind: z.literal("removeTopEvent") }),
    z.strictObject({ kind: z.literal("addCard"), deck: z.enum(DECKS), card: slugSchema }),
    z.strictObject({ kind: z.literal("returnExploration"), n: n(1, 8) }),
    z.strictObject({ kind: z.literal("drawFinds"), line: slugSchema }),
    z.strictObject({ kind: z.literal("endExploration") }),
    z.strictObject({ kind: z.literal("swapLocation") }),
    z.strictObject({ kind: z.literal("gainNarrative") }),
    z.strictObject({ kind: z.literal("capActions"), perCharacter: n(0, 2), days: n(1, 20).optional() }),
    z.strictObject({ kind: z.literal("closeZone"), zone: slugSchema }),
    z.strictObject({ kind: z.literal("carryHome"), person: slugSchema, weight: n(1, 6), flag: flagNameSchema }),
  ]);
}) as z.ZodType<Effect>;

/** What a choice may cost: paid in full before its effects, and only if payable (see `costPayable`). */
export type Cost = Extract<Effect, { kind: "lose" | "state" | "noise" | "returnExploration" }>;
export const costSchema: z.ZodType<Cost> = effectSchema.refine(
  (e) => e.kind === "lose" || e.kind === "state" || e.kind === "noise" || e.kind === "returnExploration",
  "a cost is lose, state, noise or returnExploration",
) as z.ZodType<Cost>;

/**
 * A choice a paragraph offers. `if` makes it available or not (an unavailable choice is still
 * shown, greyed, as in the book). `actor` asks the group to choose one character of `from`
 * (awake: a sleeper takes no active part, our ruling), meeting `if` (tested with `who: chosen`
 * naming the candidate); effects with `who: chosen` then concern that character.
 */
export interface Choice {
  label: LocalText;
  if?: Condition;
  actor?: { from: Exclude<Who, "chosen" | "affected">; if?: Condition };
  cost?: Cost[];
  effects?: Effect[];
  goto: Jump;
}
export const choiceSchema: z.ZodType<Choice> = z.strictObject({
  label: localTextSchema,
  if: conditionSchema.optional(),
  actor: z
    .strictObject({
      from: whoSchema.refine((w) => w !== "chosen" && w !== "affected", "an actor is chosen among a group"),
      if: conditionSchema.optional(),
    })
    .optional(),
  cost: z.array(costSchema).optional(),
  effects: z.array(effectSchema).optional(),
  goto: jumpSchema,
}) as z.ZodType<Choice>;

/** A paragraph: read, its effects run, then its choices are offered or its jump followed. */
export interface Paragraph {
  id: ParagraphId;
  /** A label name other scripts and cards may jump to (`"@name"`), so a hook survives renumbering. */
  name?: string;
  text: LocalText;
  effects?: Effect[];
  /** 1–3 choices; or none, and then `goto` (or effects that always jump). */
  choices?: Choice[];
  goto?: Jump;
}
export const paragraphSchema: z.ZodType<Paragraph> = z
  .strictObject({
    id: paragraphIdSchema,
    name: labelNameSchema.optional(),
    text: localTextSchema,
    effects: z.array(effectSchema).optional(),
    choices: z.array(choiceSchema).min(1).max(3).optional(),
    goto: jumpSchema.optional(),
  })
  .refine(
    (p) => !(p.choices && p.goto !== undefined),
    "a paragraph ends with choices or with a jump, not both",
  ) as z.ZodType<Paragraph>;

/**
 * Where the game opens the book: every script starts at an entry. Kinds follow the cards that
 * carry hooks (Locations, Residents, Visitors, Events, Characters, Fate, Narrative actions, the
 * level-4 state tokens' epilogues) and the rules' own (`system`: the no-guard script, the Ceasefire…).
 */
export const ENTRY_KINDS = [
  "location",
  "resident",
  "visitor",
  "event",
  "character",
  "fate",
  "narrative",
  "epilogue",
  "system",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export interface Entry {
  kind: EntryKind;
  /** The card (or rule) that opens it. */
  card: string;
  /** What on the card opens it: a special action (`scout`), a hook, `arrival`… */
  hook: string;
  to: Jump;
}
export const entrySchema: z.ZodType<Entry> = z.strictObject({
  kind: z.enum(ENTRY_KINDS),
  card: slugSchema,
  hook: slugSchema,
  to: jumpSchema,
}) as z.ZodType<Entry>;

/** A flag with what it means, so writers of later scripts know what to read. */
export const flagDeclarationSchema = z.strictObject({ name: flagNameSchema, meaning: z.string().min(1) });
export type FlagDeclaration = z.infer<typeof flagDeclarationSchema>;

/** A set of scripts: its paragraphs, the entries that open them and the flags they use. */
export interface ScriptContent {
  paragraphs: Paragraph[];
  entries: Entry[];
  flags: FlagDeclaration[];
}
export const scriptContentSchema: z.ZodType<ScriptContent> = z.strictObject({
  paragraphs: z.array(paragraphSchema),
  entries: z.array(entrySchema),
  flags: z.array(flagDeclarationSchema),
}) as z.ZodType<ScriptContent>;
