import { z } from "zod";
import type { ArcanaId } from "../types.js";

const value = z.number().int().min(1).max(7);

/**
 * A placement ability, tested on the token played (`played`) and the token kept (`kept`, absent
 * when the bag ran dry and only one was drawn), and on the visible fates.
 */
export const conditionSchema = z.discriminatedUnion("kind", [
  /** The played token is lower than the kept one. */
  z.object({ kind: z.literal("lower") }).strict(),
  /** The played token is higher than the kept one. */
  z.object({ kind: z.literal("higher") }).strict(),
  /** Both tokens have the same value. */
  z.object({ kind: z.literal("pair") }).strict(),
  z.object({ kind: z.literal("sumAtMost"), n: z.number().int().min(2).max(14) }).strict(),
  z.object({ kind: z.literal("sumAtLeast"), n: z.number().int().min(2).max(14) }).strict(),
  z.object({ kind: z.literal("sumIn"), values: z.array(z.number().int().min(2).max(14)).min(1) }).strict(),
  z.object({ kind: z.literal("differenceAtLeast"), n: z.number().int().min(1).max(6) }).strict(),
  /** The two values follow each other (differ by exactly 1). */
  z.object({ kind: z.literal("consecutive") }).strict(),
  /** Both tokens are odd or both are even. */
  z.object({ kind: z.literal("sameParity") }).strict(),
  /** The played token has one of these values. */
  z.object({ kind: z.literal("valueIn"), values: z.array(value).min(1).max(6) }).strict(),
  /** The played token equals a visible fate. */
  z.object({ kind: z.literal("matchesVisible") }).strict(),
  /** There are visible fates and the played token equals none of them. */
  z.object({ kind: z.literal("unlikeVisible") }).strict(),
  /** The played token is higher than every fate already in front of this card. */
  z.object({ kind: z.literal("higherThanHere") }).strict(),
]);
export type Condition = z.infer<typeof conditionSchema>;

/**
 * A withered power. `user`: who may use it — the active player (before placing) or the group
 * (during the prediction step, by unanimous agreement). Questions are answered by the server.
 */
export const powerSchema = z.discriminatedUnion("kind", [
  /** The group may predict once more this turn after a wrong prediction. */
  z.object({ kind: z.literal("twice") }).strict(),
  /** Is the held token odd? */
  z.object({ kind: z.literal("askOdd") }).strict(),
  /** Is the held token higher than n? */
  z.object({ kind: z.literal("askAbove"), n: z.number().int().min(1).max(6) }).strict(),
  /** Is the held token between min and max (inclusive)? */
  z.object({ kind: z.literal("askBetween"), min: value, max: value }).strict(),
  /** Does the held token equal a visible fate? */
  z.object({ kind: z.literal("askVisible") }).strict(),
  /** Is the held token higher than the one played this turn? */
  z.object({ kind: z.literal("askAbovePlayed") }).strict(),
  /** Judgment goes down by 1. */
  z.object({ kind: z.literal("absolve") }).strict(),
  /** A visible fate goes back to the bag. Target: the token. */
  z.object({ kind: z.literal("sweep") }).strict(),
  /** Withering adds no Judgment this turn. */
  z.object({ kind: z.literal("shelter") }).strict(),
  /** The active player returns one held token to the bag and draws another. Target: the token. */
  z.object({ kind: z.literal("redraw") }).strict(),
  /** This turn's token may be played in front of any card, ignoring its ability. */
  z.object({ kind: z.literal("anywhere") }).strict(),
  /** A visible fate moves to another Arcana of the row. Target: the token and the slot. */
  z.object({ kind: z.literal("shift") }).strict(),
  /** One Arcana of the row does not wither this turn. Target: the slot. */
  z.object({ kind: z.literal("stay") }).strict(),
  /** The server tells the group how many of the active player's two tokens are odd. */
  z.object({ kind: z.literal("confess") }).strict(),
]);
export type Power = z.infer<typeof powerSchema>;
export type PowerKind = Power["kind"];
/** Powers that only make sense for one side; sweep and absolve suit both. */
const ACTIVE_ONLY: readonly PowerKind[] = ["redraw", "anywhere", "shift", "stay", "confess"];
const GROUP_ONLY: readonly PowerKind[] = ["twice", "askOdd", "askAbove", "askBetween", "askVisible", "askAbovePlayed", "shelter"];

/** A name in English and in French (our own words, except the FAQ's "Twice"). */
const localName = z
  .object({
    en: z.string().min(1).max(40),
    fr: z.string().min(1).max(40),
  })
  .strict();
export type LocalName = z.infer<typeof localName>;

/** The FAQ names the power of a second prediction "Twice"; the French edition, "Deux fois". */
export const TWICE: LocalName = { en: "Twice", fr: "Deux fois" };

export const arcanaSchema = z
  .object({
    id: z.string().regex(/^arcana-[a-z-]{1,40}$/) as z.ZodType<ArcanaId>,
    /** The card's name (cards keep their English names in both languages, as printed). */
    name: z.string().min(1).max(40),
    condition: conditionSchema,
    /** The name of its ability, as a player calls it at the table. */
    abilityName: localName,
    /** The name of its withered power. */
    powerName: localName,
    /** Hours of fates in front of it at which it withers. */
    duration: z.number().int().min(2).max(7),
    user: z.enum(["active", "group"]),
    power: powerSchema,
  })
  .strict()
  .refine((card) => !(card.user === "active" ? GROUP_ONLY : ACTIVE_ONLY).includes(card.power.kind), {
    message: "this power cannot be used by that user",
  });
export type Arcana = z.infer<typeof arcanaSchema>;

export function validateArcana(cards: unknown[]): Arcana[] {
  const parsed = z.array(arcanaSchema).length(20).parse(cards);
  const ids = new Set(parsed.map((card) => card.id));
  if (ids.size !== parsed.length) throw new Error("Arcana ids must be unique");
  for (const name of ["Midnight", "The Deep"]) {
    if (!parsed.some((card) => card.name === name)) throw new Error(`the Arcana must include ${name}`);
  }
  for (const language of ["en", "fr"] as const) {
    if (new Set(parsed.map((card) => card.abilityName[language])).size !== parsed.length)
      throw new Error(`ability names must be unique (${language})`);
  }
  for (const card of parsed) {
    const twice = card.powerName.en === TWICE.en && card.powerName.fr === TWICE.fr;
    if ((card.power.kind === "twice") !== twice)
      throw new Error(`${card.id}: "Twice" names the power of a second prediction, and only it`);
  }
  return parsed;
}
