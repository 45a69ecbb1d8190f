import { z } from "zod";

/**
 * The shape of Précognition's content. Everything here is data we designed ourselves; the
 * rulebook gives only the structure. `validateContent` checks it at load.
 */
export const RESOURCES = ["food", "human", "battery", "ymune"] as const;
export type Resource = (typeof RESOURCES)[number];

/** `≈` on a cost or a gain: it takes its value from the other card of the Action zone. */
export const MIRROR = "≈" as const;
export type Mirror = typeof MIRROR;

const text = z.object({ en: z.string().min(1).max(60), fr: z.string().min(1).max(60) }).strict();
export type Text = z.infer<typeof text>;

const count = (max: number) => z.number().int().min(0).max(max);

export const resourceBundleSchema = z
  .object({ food: count(6), human: count(6), battery: count(6), ymune: count(6) })
  .partial()
  .strict();
export type ResourceBundle = z.infer<typeof resourceBundleSchema>;

export const expeditionCardSchema = z
  .object({
    /** e.g. "pc-defitia-s1-01": distinctive, so leak audits can find it in raw bytes. */
    id: z.string().regex(/^pc-(defitia|terias|kartus|pria)-s[123]-\d\d$/),
    name: text,
    season: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    type: z.enum(RESOURCES),
    gain: z.union([z.number().int().min(1).max(4), z.literal(MIRROR)]),
    cost: z.union([z.number().int().min(0).max(4), z.literal(MIRROR)]),
    /** Paid by an activated card when both Action-zone cards share a type. */
    bonus: resourceBundleSchema,
    /** Raises the Plague gauge in Maintenance, activated or not; never on season 1 cards. */
    plague: count(3),
  })
  .strict()
  .refine((card) => card.season !== 1 || card.plague === 0, "season 1 cards carry no Plague value");
export type ExpeditionCard = z.infer<typeof expeditionCardSchema>;

export const PRESCIENT_IDS = ["defitia", "terias", "kartus", "pria"] as const;
export type PrescientId = (typeof PRESCIENT_IDS)[number];

export const prescientSchema = z
  .object({
    id: z.enum(PRESCIENT_IDS),
    name: z.string(),
    /** One sentence on the deck's leaning, shown when players choose. */
    leaning: text.extend({ en: z.string().max(200), fr: z.string().max(200) }),
    cards: z.array(expeditionCardSchema).length(24),
  })
  .strict()
  .refine(
    (p) =>
      p.cards.filter((c) => c.season === 1).length === 10 &&
      p.cards.filter((c) => c.season === 2).length === 8 &&
      p.cards.filter((c) => c.season === 3).length === 6,
    "a deck has 10 season-1, 8 season-2 and 6 season-3 cards",
  );
export type Prescient = z.infer<typeof prescientSchema>;

/** What a powered machine gives once per turn when its condition holds. */
export const machineEffectSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("gain"),
      /** `ymune` lets the player choose Doctor or Protector; `doctor`/`protector` do not. */
      resources: z
        .object({ food: count(4), human: count(4), battery: count(2), ymune: count(2), doctor: count(2), protector: count(2) })
        .partial()
        .strict(),
    })
    .strict(),
  z.object({ kind: z.literal("heal"), count: z.number().int().min(1).max(3) }).strict(),
]);
export type MachineEffect = z.infer<typeof machineEffectSchema>;

const costValue = z.number().int().min(0).max(8);
export const machineConditionSchema = z.discriminatedUnion("kind", [
  // On the two Action-zone cards (standard faces and advanced row 3), activated or not.
  z.object({ kind: z.literal("pairTypeAndOther"), type: z.enum(RESOURCES) }).strict(),
  z.object({ kind: z.literal("pairTypes"), types: z.tuple([z.enum(RESOURCES), z.enum(RESOURCES)]) }).strict(),
  z.object({ kind: z.literal("pairPlagueAndClean") }).strict(),
  z.object({ kind: z.literal("pairCostSumAtMost"), value: costValue }).strict(),
  z.object({ kind: z.literal("pairCostSumAtLeast"), value: costValue }).strict(),
  z.object({ kind: z.literal("pairSameCost") }).strict(),
  z.object({ kind: z.literal("pairDifferentCosts") }).strict(),
  // Advanced row 1: resources of one type gained from cards this turn.
  z.object({ kind: z.literal("gainedFromCards"), type: z.enum(RESOURCES), atLeast: z.number().int().min(1).max(6) }).strict(),
  // Advanced row 2: the card this player gave to the left neighbour this turn.
  z.object({ kind: z.literal("givenType"), type: z.enum(RESOURCES) }).strict(),
  z.object({ kind: z.literal("givenCost"), compare: z.enum(["eq", "le", "ge"]), value: z.number().int().min(0).max(4) }).strict(),
  z.object({ kind: z.literal("givenHasPlague") }).strict(),
]);
export type MachineCondition = z.infer<typeof machineConditionSchema>;

export const machineSchema = z
  .object({ slots: z.number().int().min(1).max(3), condition: machineConditionSchema, effect: machineEffectSchema })
  .strict();
export type Machine = z.infer<typeof machineSchema>;

const PAIR_KINDS = new Set([
  "pairTypeAndOther",
  "pairTypes",
  "pairPlagueAndClean",
  "pairCostSumAtMost",
  "pairCostSumAtLeast",
  "pairSameCost",
  "pairDifferentCosts",
]);
const STANDARD_KINDS = new Set(["pairTypeAndOther", "pairPlagueAndClean"]);
const GIVEN_KINDS = new Set(["givenType", "givenCost", "givenHasPlague"]);

export const machineRoomSchema = z
  .object({
    id: z.string().regex(/^room-[a-z-]+$/),
    /** The themed name of the advanced face. */
    name: text,
    standard: z.tuple([machineSchema, machineSchema, machineSchema]),
    /** Rows 1, 2, 3: gained-from-cards, given card, Action-zone pair. */
    advanced: z.tuple([machineSchema, machineSchema, machineSchema]),
  })
  .strict()
  .refine(
    (room) => room.standard.every((m) => STANDARD_KINDS.has(m.condition.kind)),
    "standard faces use the standard pair conditions",
  )
  .refine(
    (room) =>
      room.advanced[0].condition.kind === "gainedFromCards" &&
      GIVEN_KINDS.has(room.advanced[1].condition.kind) &&
      PAIR_KINDS.has(room.advanced[2].condition.kind),
    "advanced rows are gained-from-cards, given card, pair",
  );
export type MachineRoom = z.infer<typeof machineRoomSchema>;

/**
 * A River tile's event, applied to every boat unless its owner discards a Protector.
 * Season 1 tiles only give; seasons 2 and 3 only take.
 */
export const riverEffectSchema = z
  .object({
    food: z.number().int().min(-4).max(4),
    /** Contaminated Humans joining the boat (season 1). */
    humans: count(3),
    /** Contaminated Humans moved to the Cabins (season 1). */
    heal: count(3),
    doctor: count(1),
    protector: count(1),
    /** Healthy Humans lost (seasons 2–3). */
    healthyLost: count(3),
    /** Healthy Humans moved to the Contaminated deck (seasons 2–3). */
    contaminate: count(3),
    /** Plague gauge raised (seasons 2–3). */
    plague: count(3),
    /** Doctors lost (seasons 2–3). */
    doctorLost: count(1),
  })
  .partial()
  .strict();
export type RiverEffect = z.infer<typeof riverEffectSchema>;

export const riverTileSchema = z
  .object({
    id: z.string().regex(/^river-s[123]-[a-z-]+$/),
    season: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    name: text,
    effect: riverEffectSchema,
  })
  .strict()
  .refine((tile) => {
    const e = tile.effect;
    const gives = (e.food ?? 0) > 0 || !!e.humans || !!e.heal || !!e.doctor || !!e.protector;
    const takes = (e.food ?? 0) < 0 || !!e.healthyLost || !!e.contaminate || !!e.plague || !!e.doctorLost;
    return tile.season === 1 ? gives && !takes : takes && !gives;
  }, "season 1 River tiles only give; seasons 2 and 3 only take");
export type RiverTile = z.infer<typeof riverTileSchema>;

export const islandSchema = z
  .object({ id: z.string().regex(/^island-[a-z-]+$/), season: z.union([z.literal(1), z.literal(2), z.literal(3)]), name: text })
  .strict();
export type Island = z.infer<typeof islandSchema>;

export const coopRiverTileSchema = z
  .object({
    id: z.string().regex(/^coop-s[123]-[a-z-]+$/),
    season: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    name: text,
  })
  .strict();
export type CoopRiverTile = z.infer<typeof coopRiverTileSchema>;

/** What players must possess at the end of a season, counted on boats. */
export const requirementSchema = z
  .object({
    food: count(20),
    healthy: count(20),
    contaminated: count(10),
    batteries: count(8),
    doctors: count(8),
    protectors: count(4),
    poweredMachines: count(4),
  })
  .partial()
  .strict()
  .refine((r) => Object.values(r).some((v) => (v ?? 0) > 0), "a requirement asks for something");
export type Requirement = z.infer<typeof requirementSchema>;

export const objectiveSchema = z
  .object({
    id: z.string().regex(/^objective-s[123]-\d\d$/),
    season: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** "one": a single player must possess it all; "each": every player must. */
    scope: z.enum(["one", "each"]),
    full: requirementSchema,
    attenuated: requirementSchema,
    /** Spent from what one player gained this turn to flip the tile to its attenuated face. */
    attenuationCost: z
      .object({ food: count(6), human: count(4) })
      .partial()
      .strict()
      .refine((c) => (c.food ?? 0) + (c.human ?? 0) > 0, "attenuation costs something"),
  })
  .strict()
  .refine(
    (o) => Object.entries(o.attenuated).every(([key, value]) => (value ?? 0) <= ((o.full as Record<string, number>)[key] ?? 0)),
    "the attenuated face asks for no more than the full face",
  );
export type Objective = z.infer<typeof objectiveSchema>;

export const contentSchema = z
  .object({
    prescients: z.array(prescientSchema).length(4),
    rooms: z.array(machineRoomSchema).length(12),
    river: z.array(riverTileSchema).length(12),
    islands: z.array(islandSchema).length(3),
    coopRiver: z.array(coopRiverTileSchema).length(3),
    objectives: z.array(objectiveSchema).length(24),
  })
  .strict()
  .refine((c) => [1, 2, 3].every((s) => c.river.filter((t) => t.season === s).length === 4), "4 River tiles per season")
  .refine((c) => [1, 2, 3].every((s) => c.objectives.filter((o) => o.season === s).length === 8), "8 Objectives per season")
  .refine(
    (c) => [1, 2, 3].every((s) => c.islands.some((t) => t.season === s) && c.coopRiver.some((t) => t.season === s)),
    "an Island and a cooperative tile per season",
  )
  .refine((c) => {
    const ids = [
      ...c.prescients.flatMap((p) => p.cards.map((card) => card.id)),
      ...c.rooms.map((r) => r.id),
      ...c.river.map((t) => t.id),
      ...c.islands.map((t) => t.id),
      ...c.coopRiver.map((t) => t.id),
      ...c.objectives.map((o) => o.id),
    ];
    return new Set(ids).size === ids.length;
  }, "every id is unique");
export type Content = z.infer<typeof contentSchema>;

export function validateContent(content: unknown): Content {
  return contentSchema.parse(content);
}
