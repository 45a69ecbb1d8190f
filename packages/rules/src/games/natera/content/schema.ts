import { z } from "zod";

/**
 * The shape of Natera's content. Content files write effects in a short notation (see
 * `notation.ts`) that is parsed and then validated here at load, so a typo in a card fails the
 * first import, not a game.
 */
export const RESOURCES = ["endurance", "agility", "intelligence", "food", "materials", "energy"] as const;
export type Resource = (typeof RESOURCES)[number];
export const ZONES = ["agricultural", "urban", "military", "coastal"] as const;
export type Zone = (typeof ZONES)[number];
export const PAY_KINDS = ["endurance", "agility", "intelligence"] as const;
export type PayKind = (typeof PAY_KINDS)[number];
/** The nine card types of the digest's ruling; basic/advanced/prerequisite/specialist are derived. */
export const CARD_TYPES = [
  "basic",
  "advanced",
  "science",
  "improvement",
  "interactive",
  "discovery",
  "prerequisite",
  "specialist",
  "nuclear",
] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** Types printed on a card (the others follow from its deck, prerequisite or kind). */
export const PRINTED_TYPES = ["science", "improvement", "interactive", "discovery", "nuclear"] as const;

const amount = z.number().int().min(1).max(20);
export const resourcesSchema = z.partialRecord(z.enum(RESOURCES), amount);
export type Resources = z.infer<typeof resourcesSchema>;

const copyScope = z.enum(["tier1", "forest", "any"]);

export type Effect =
  | { k: "gain"; r: Resources }
  | { k: "growth" }
  | { k: "draw" }
  | { k: "discard" }
  | { k: "choice" }
  | { k: "authority"; d: 1 | -1 }
  | { k: "or"; options: Effect[][] }
  | { k: "trade"; cost: Resources; gain: Effect[] }
  | { k: "hire"; off: number; max?: number; fixed?: number }
  | { k: "play"; off: Partial<Record<PayKind, number>> }
  | { k: "returnSpecialist" }
  | { k: "colonyBonuses"; n: number }
  | { k: "copy"; scope: z.infer<typeof copyScope>; n: number }
  | { k: "others"; r: Resources }
  | { k: "riverSwap"; n: number }
  | { k: "search" }
  | { k: "moveColony" };

export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion("k", [
    z.object({ k: z.literal("gain"), r: resourcesSchema }),
    z.object({ k: z.literal("growth") }),
    z.object({ k: z.literal("draw") }),
    z.object({ k: z.literal("discard") }),
    z.object({ k: z.literal("choice") }),
    z.object({ k: z.literal("authority"), d: z.union([z.literal(1), z.literal(-1)]) }),
    z.object({ k: z.literal("or"), options: z.array(z.array(effectSchema).min(1)).min(2) }),
    z.object({ k: z.literal("trade"), cost: resourcesSchema, gain: z.array(effectSchema).min(1) }),
    z.object({
      k: z.literal("hire"),
      off: z.number().int().min(0),
      max: z.number().int().optional(),
      fixed: z.number().int().optional(),
    }),
    z.object({ k: z.literal("play"), off: z.partialRecord(z.enum(PAY_KINDS), z.number().int().min(1)) }),
    z.object({ k: z.literal("returnSpecialist") }),
    z.object({ k: z.literal("colonyBonuses"), n: z.number().int().min(1) }),
    z.object({ k: z.literal("copy"), scope: copyScope, n: z.number().int().min(1).max(2) }),
    z.object({ k: z.literal("others"), r: resourcesSchema }),
    z.object({ k: z.literal("riverSwap"), n: z.number().int().min(1) }),
    z.object({ k: z.literal("search") }),
    z.object({ k: z.literal("moveColony") }),
  ]),
) as z.ZodType<Effect>;
const effects = z.array(effectSchema);

const name = z.object({ en: z.string().min(1), fr: z.string().min(1) });

export const locationSchema = z.object({
  id: z.string().regex(/^nl-(for|agr|urb|mil|coa)-[0-3][a-f]$/),
  zone: z.enum(["forest", ...ZONES]),
  tier: z.number().int().min(0).max(3),
  /** An exchange: paid when the pawn arrives (or the location is copied), must be payable. */
  cost: resourcesSchema.optional(),
  /** Cards to discard from hand as a cost (Forest, some Urban tiles). */
  discard: z.number().int().min(0).max(2).default(0),
  reward: effects.min(1),
  /** Forest locations have no colony bonus. */
  bonus: effects,
});
export type Location = z.infer<typeof locationSchema>;

export const prerequisiteSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("presence"), zone: z.enum(["forest", ...ZONES]) }),
  z.object({ kind: z.literal("track"), zone: z.enum(ZONES), level: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal("types"), type: z.enum(CARD_TYPES), n: z.number().int().min(1).max(8) }),
]);
export type Prerequisite = z.infer<typeof prerequisiteSchema>;

export const abilitySchema = z.object({ cost: resourcesSchema, gain: effects.min(1) });
export type Ability = z.infer<typeof abilitySchema>;

/** Passive cards: a small closed list of hooks the engine knows. */
export const passiveSchema = z.discriminatedUnion("on", [
  z.object({ on: z.literal("deploy"), zone: z.enum(["forest", ...ZONES]), gain: resourcesSchema }),
  z.object({ on: z.literal("hire"), off: z.number().int().min(1).max(4) }),
]);
export type Passive = z.infer<typeof passiveSchema>;

export const cardSchema = z.object({
  id: z.string().regex(/^nc-[ban]\d\d$/),
  name,
  deck: z.enum(["basic", "advanced"]),
  types: z.array(z.enum(PRINTED_TYPES)),
  cost: z.object({ endurance: z.number().int().min(0), agility: z.number().int().min(0), intelligence: z.number().int().min(0) }),
  prerequisite: prerequisiteSchema.optional(),
  vp: z.number().int().min(0).max(8),
  background: z.enum(["immediate", "production", "activatable", "passive"]),
  effects,
  ability: abilitySchema.optional(),
  passive: passiveSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;

export const specialistSchema = z.object({
  id: z.string().regex(/^ns-\d\d$/),
  name,
  cost: z.number().int().min(0).max(40),
  reward: effects,
  ability: abilitySchema,
  /** A number, or a "special" value scored by a rule (each special value counts as its own). */
  vp: z.union([z.number().int().min(0).max(8), z.literal("perSpecialist")]),
});
export type Specialist = z.infer<typeof specialistSchema>;

/** Boxes are numbered row * 3 + column; row 0 is the bottom (production), row 4 the top (◆). */
export const scienceFaceSchema = z.object({
  id: z.string().regex(/^nsb-[1-5][ab]$/),
  name,
  production: z.array(effects.min(1)).length(3),
  middle: z.array(z.object({ cost: resourcesSchema.optional(), reward: effects.min(1) })).length(9),
  vp: z.array(z.number().int().min(1).max(8)).length(3),
  links: z.array(z.tuple([z.number().int().min(0).max(14), z.number().int().min(0).max(14)])),
});
export type ScienceFace = z.infer<typeof scienceFaceSchema>;

export const TRIBE_IDS = [
  "bears",
  "beavers",
  "chimpanzees",
  "foxes",
  "gorillas",
  "moles",
  "rabbits",
  "raccoons",
  "crows",
  "reptiles",
  "red-pandas",
  "turtles",
] as const;
export type TribeId = (typeof TRIBE_IDS)[number];

const miniTileSchema = z.object({ start: resourcesSchema, production: effects.min(1) });
export type MiniTile = z.infer<typeof miniTileSchema>;

export const tribeSchema = z.object({
  id: z.enum(TRIBE_IDS).transform((id) => id),
  card: z.string().regex(/^nt-[a-z-]+$/),
  name,
  complexity: z.number().int().min(1).max(5),
  expansion: z.boolean(),
  leaders: z.number().int().min(0).max(3),
  explorers: z.number().int().min(0).max(4),
  /** The mini-tile: starting resources, then its production side. */
  start: resourcesSchema,
  production: effects.min(1),
  /**
   * Mini-tiles that differ by table size (our online ruling, content/DESIGN.md "Pass 9"): the
   * number of tribes → the start and production used instead of the two above.
   */
  bySeats: z.partialRecord(z.enum(["2", "3", "4"]), miniTileSchema).optional(),
  /** The tribe card's own production (resolved last). */
  cardProduction: effects,
  /** The tribe card's set-up effect, resolved after the starting hand. */
  setup: effects,
});
export type Tribe = z.infer<typeof tribeSchema>;

export const ACHIEVEMENT_CONDITIONS = [
  "specialists5",
  "specialistsCostSpread",
  "specialistsNoTraining",
  "specialistsDistinctVp",
  "colonies4",
  "coloniesAgrUrbCoa",
  "coloniesAgrCoaMil",
  "coloniesHighTier",
  "prerequisites7",
  "presencePrerequisites5",
  "allTracks3",
  "trackPrerequisites4",
  "growth8",
  "fullColumn",
  "adjacentRows",
  "scienceCards5",
  "improvements4",
  "interactive3",
  "advanced6",
  "discoveries6",
] as const;
export type AchievementCondition = (typeof ACHIEVEMENT_CONDITIONS)[number];

export const achievementTileSchema = z.object({
  /** Tile label, letter and number (A.1 … E.2); labels were lost in the OCR and are ours. */
  id: z.string().regex(/^na-[a-e][12]$/),
  faces: z.tuple([z.enum(ACHIEVEMENT_CONDITIONS), z.enum(ACHIEVEMENT_CONDITIONS)]),
});
