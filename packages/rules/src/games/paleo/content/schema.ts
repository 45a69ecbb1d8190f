import { z } from "zod";

/**
 * The anatomy of every Paleo card (the digest's "Content to design"): one schema for the deck
 * cards, Characters, Dreams, Ideas, Secrets and Missions. Everything here is our own design, as
 * data; the rulebook gives only the structure. `content/index.ts` validates it all at load.
 */
export const SKILLS = ["strength", "perception", "dexterity"] as const;
export type Skill = (typeof SKILLS)[number];
export const RESOURCES = ["food", "wood", "stone"] as const;
export type Resource = (typeof RESOURCES)[number];
export const TOOLS = [
  "torch",
  "handaxe",
  "spear",
  "tent",
  "hide",
  "clothing",
  "root",
  "talisman",
  "raft",
  "sling",
  "basket",
  "rope",
  "net",
] as const;
export type ToolType = (typeof TOOLS)[number];
/** What a card in play may hold ("tokens on cards"): resources and tool tokens. */
export const TOKEN_KINDS = [...RESOURCES, ...TOOLS] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
/** The three basic ideas printed on the Rack's base: craftable in every level. */
export const BASIC_IDEAS = ["torch", "handaxe", "spear"] as const;
export type BasicIdea = (typeof BASIC_IDEAS)[number];

export const MODULES = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] as const;
export type ModuleId = (typeof MODULES)[number];
export const SETS = ["base", "characters", "dreams", "ideas", "secrets", ...MODULES] as const;
export type CardSet = (typeof SETS)[number];

export const BACKS = ["forest", "river", "mountain", "hearth", "red", "dream", "character", "idea", "mission", "secret"] as const;
export type BackKind = (typeof BACKS)[number];
/** Extra symbols on some backs: a hint only, the card keeps its back's kind for every effect. */
export const HINTS = ["mammoth", "fish", "wolf", "fire", "footprints", "moon"] as const;
export type Hint = (typeof HINTS)[number];
export const TYPE_SYMBOLS = ["animal", "plant", "place", "person", "craft", "weather", "tribe", "spirit"] as const;
export type TypeSymbol = (typeof TYPE_SYMBOLS)[number];
export const FRAMES = ["action", "danger", "character", "mission", "idea", "secret"] as const;
export type Frame = (typeof FRAMES)[number];

const text = (max: number) => z.object({ en: z.string().min(1).max(max), fr: z.string().min(1).max(max) }).strict();
export const nameSchema = text(40);
export type LocalText = z.infer<typeof nameSchema>;
const count = (min: number, max: number) => z.number().int().min(min).max(max);

export const skillSetSchema = z
  .object({ strength: count(0, 9), perception: count(0, 9), dexterity: count(0, 9) })
  .partial()
  .strict();
export type SkillSet = z.infer<typeof skillSetSchema>;

/** What must be true of the group (merged with its helpers) or of the table. */
export const requestSchema = z.discriminatedUnion("kind", [
  /** At least `atLeast` cards of this type symbol in the Graveyard. */
  z.object({ kind: z.literal("graveyard"), typeSymbol: z.enum(TYPE_SYMBOLS), atLeast: count(1, 20) }).strict(),
  /** The participants hold at least `atLeast` tokens of this tool (kept, not spent). */
  z.object({ kind: z.literal("tool"), tool: z.enum(TOOLS), atLeast: count(1, 5) }).strict(),
  /** The participants have at least `atLeast` Characters. */
  z.object({ kind: z.literal("characters"), atLeast: count(1, 12) }).strict(),
  /** The participants have at most `atMost` Characters: a way only a small tribe may take. */
  z.object({ kind: z.literal("fewCharacters"), atMost: count(1, 12) }).strict(),
  /** At least `atLeast` groups take part (at Night: the tribe has that many groups). */
  z.object({ kind: z.literal("groups"), atLeast: count(1, 4) }).strict(),
  /** At most `atMost` groups take part (at Night: a tribe of that many groups or fewer). */
  z.object({ kind: z.literal("fewGroups"), atMost: count(1, 4) }).strict(),
  /** A card of this key (any copy) is a Character of, or attached to, a participant. */
  z.object({ kind: z.literal("card"), key: z.string() }).strict(),
]);
export type Request = z.infer<typeof requestSchema>;

export const conditionsSchema = z
  .object({
    skills: skillSetSchema.default({}),
    /** Dice rolled before the check; each face adds skill requirements (level II on). */
    dice: count(0, 2).default(0),
    requests: z.array(requestSchema).default([]),
    /** The action needs at least one helping group. */
    needsHelp: z.boolean().default(false),
  })
  .strict();
export type Conditions = z.infer<typeof conditionsSchema>;

/** One unit of a resource cost: any one of these types (`wood/stone` is ["wood", "stone"]). */
export const resourceUnitSchema = z.array(z.enum(RESOURCES)).min(1).max(3);
export type ResourceUnit = z.infer<typeof resourceUnitSchema>;

export const costsSchema = z
  .object({
    /** Cards from the top of the acting group's own deck to the hidden discard; a wound per red back. */
    discard: count(0, 5).default(0),
    resources: z.array(resourceUnitSchema).max(6).default([]),
    /** Tool tokens of the participants back to the Rack or the supply. */
    tools: z.array(z.enum(TOOLS)).max(3).default([]),
    /** After the action the card goes to the Graveyard instead of the open discard. */
    destroyCard: z.boolean().default(false),
    /** Tokens taken from those held on this card ("from this card"), one entry per token. */
    fromCard: z.array(z.enum(TOKEN_KINDS)).max(4).default([]),
  })
  .strict();
export type Costs = z.infer<typeof costsSchema>;

export const rewardSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("resources"),
      food: count(0, 6).optional(),
      wood: count(0, 6).optional(),
      stone: count(0, 6).optional(),
    })
    .strict(),
  z.object({ kind: z.literal("tool"), tool: z.enum(TOOLS), count: count(1, 3).default(1) }).strict(),
  z.object({ kind: z.literal("character"), count: count(1, 2).default(1) }).strict(),
  /** Put one of the participants' Characters in the Graveyard and take a Skull (handled like a death). */
  z.object({ kind: z.literal("destroyCharacter") }).strict(),
  /** A Dream drawn unseen, face down on top of a deck. */
  z.object({ kind: z.literal("dream"), count: count(1, 2).default(1) }).strict(),
  z.object({ kind: z.literal("idea") }).strict(),
  z.object({ kind: z.literal("secret"), n: count(1, 40) }).strict(),
  z.object({ kind: z.literal("fresco"), count: count(1, 2).default(1) }).strict(),
  z.object({ kind: z.literal("skull"), count: count(1, 3).default(1) }).strict(),
  z.object({ kind: z.literal("removeSkull"), count: count(1, 2).default(1) }).strict(),
  z.object({ kind: z.literal("heal"), n: count(1, 6) }).strict(),
  /** The acting group's revealed Danger card goes to the open discard with no effect. */
  z.object({ kind: z.literal("ignoreDanger") }).strict(),
  z.object({ kind: z.literal("craft"), n: count(1, 3) }).strict(),
  /** Hostile: `n` wounds from this card, all on one Character. */
  z.object({ kind: z.literal("wounds"), n: count(1, 6) }).strict(),
]);
export type Reward = z.infer<typeof rewardSchema>;
export type RewardKind = Reward["kind"];

export const actionSchema = z
  .object({
    /** Optional words for the action (cards with several actions). */
    name: nameSchema.optional(),
    conditions: conditionsSchema.default({ skills: {}, dice: 0, requests: [], needsHelp: false }),
    costs: costsSchema.default({ discard: 0, resources: [], tools: [], destroyCard: false, fromCard: [] }),
    rewards: z.array(rewardSchema).max(6).default([]),
    /** A hostile action: no reward, harm instead. Danger cards have at least one. */
    hostile: z.boolean().default(false),
  })
  .strict();
export type Action = z.infer<typeof actionSchema>;
export type ActionList = "actions" | "helpCardActions" | "extraActions" | "night";

export const characterSchema = z
  .object({
    skills: skillSetSchema,
    hearts: count(1, 4),
    /** A unique tool: its token joins the group with the Character and stays if it dies. */
    tool: z.enum(TOOLS).optional(),
  })
  .strict();

export const ideaSchema = z
  .object({
    /** The tool crafted from this idea, and how many tokens come with the card to its Rack recess. */
    tool: z.enum(TOOLS).optional(),
    tokens: count(0, 5).default(0),
    craftCost: z.array(resourceUnitSchema).max(4).default([]),
    craftSkills: skillSetSchema.default({}),
    /** A surprise: what happens as the card comes to the Rack. */
    onArrival: z.array(rewardSchema).max(3).default([]),
  })
  .strict();

export const backSchema = z
  .object({
    kind: z.enum(BACKS),
    /** Secret cards show their number on the back. */
    number: count(1, 40).optional(),
    hint: z.enum(HINTS).optional(),
  })
  .strict();
export type Back = z.infer<typeof backSchema>;

export const cardSchema = z
  .object({
    /** Lowercase words joined by hyphens; a card's face ids are `key-1`, `key-2`… one per copy. */
    key: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    copies: count(1, 6).default(1),
    set: z.enum(SETS),
    /** The sort symbol printed top right on the front (set-up only). */
    sort: z.string().min(1).max(2),
    name: nameSchema,
    /** The `*` cards: their own rule, in our words. */
    rulesText: text(300).optional(),
    typeSymbol: z.enum(TYPE_SYMBOLS).optional(),
    back: backSchema,
    frame: z.enum(FRAMES),
    /** The `!` flag: a Danger card whatever its frame. */
    danger: z.boolean().default(false),
    /** Default: on for Action cards, off for Danger cards and other frames. */
    helpOption: z.boolean().optional(),
    /** Default: like helpOption. */
    ignorable: z.boolean().optional(),
    actions: z.array(actionSchema).max(4).default([]),
    /** Where the card goes when revealed (mandatory; that is its whole use that turn). */
    placement: z.enum(["group", "board"]).optional(),
    /** Actions of the card in play, usable during step 3 as often as wished. */
    extraActions: z.array(actionSchema).max(3).default([]),
    /** Actions that a group performs by spending the Help option of its revealed card on this card. */
    helpCardActions: z.array(actionSchema).max(3).default([]),
    /** ☾: one of these must be carried out every Night (at least one hostile). */
    night: z.array(actionSchema).max(5).default([]),
    /**
     * Token kinds this card may hold while in play: whoever gains one of them may put it here
     * instead, where it serves only this card's own actions (their `fromCard` costs).
     */
    holds: z.array(z.enum(TOKEN_KINDS)).max(4).default([]),
    /** A placed card leaves play at the Night (to the open discard) or stays. */
    leavesPlay: z.enum(["night", "never"]).default("never"),
    character: characterSchema.optional(),
    idea: ideaSchema.optional(),
  })
  .strict();
export type CardInput = z.input<typeof cardSchema>;
export type Card = z.infer<typeof cardSchema>;

export const toolSchema = z
  .object({
    type: z.enum(TOOLS),
    name: nameSchema,
    skills: skillSetSchema.default({}),
    ability: z.enum(["none", "cancel", "heal", "ignoreDanger"]).default("none"),
    /** Wounds cancelled (cancel) or healed (heal) by discarding it. */
    amount: count(0, 3).default(0),
    /**
     * Discarded when used (the discard arrow). A single-use tool with skills gives them only to
     * the action it is discarded for (a "boost"), and may be spent after a failed roll.
     */
    singleUse: z.boolean().default(false),
    /** Physical tokens in the box. */
    tokens: count(0, 10),
  })
  .strict();
export type ToolDef = z.infer<typeof toolSchema>;

export const dieSchema = z.object({ faces: z.array(skillSetSchema).length(6) }).strict();
export type Die = z.infer<typeof dieSchema>;

export const rackSchema = z
  .object({
    notches: count(1, 8),
    basics: z
      .array(
        z
          .object({ idea: z.enum(BASIC_IDEAS), name: nameSchema, tokens: count(1, 5), craftCost: z.array(resourceUnitSchema) })
          .strict(),
      )
      .length(3),
  })
  .strict();
export type Rack = z.infer<typeof rackSchema>;

export const moduleSchema = z
  .object({
    id: z.enum(MODULES),
    name: nameSchema,
    /** The module's description (the Supplement's role), in our words. */
    about: text(400),
    mission: cardSchema,
    /** An Idea put on the Rack at set-up, with its tokens. */
    setupIdea: cardSchema.optional(),
    /** Shuffled with the base deck and dealt. */
    deck: z.array(cardSchema).min(1),
    /** Secret numbers its cards call. */
    secrets: z.array(count(1, 40)),
    /** Extra set-up, as data. */
    setup: z
      .array(
        z.discriminatedUnion("kind", [
          /** Resources from the supply into the depot. */
          z
            .object({
              kind: z.literal("depot"),
              food: count(0, 5).optional(),
              wood: count(0, 5).optional(),
              stone: count(0, 5).optional(),
              /** The amounts are per group: the depot gets them once for each group (a store that grows with the tribe). */
              perGroup: z.boolean().default(false),
            })
            .strict(),
          /**
           * Tool tokens for the whole tribe, `count` in all, dealt one at a time round the groups in
           * seat order as far as the supply goes: a store that does not grow with the tribe, so a
           * small tribe gets more per group.
           */
          z.object({ kind: z.literal("shared"), tool: z.enum(TOOLS), count: count(1, 6) }).strict(),
        ]),
      )
      .default([]),
  })
  .strict();
export type ModuleInput = z.input<typeof moduleSchema>;
export type Module = z.infer<typeof moduleSchema>;

export const levelSchema = z
  .object({
    id: z.enum(["I", "II", "III", "IV", "V", "VI", "VII"]),
    modules: z.array(z.enum(MODULES)).min(2),
    secrets: z.array(count(1, 40)),
  })
  .strict();
export type Level = z.infer<typeof levelSchema>;
