import { z } from "zod";
import type { RngState, Seat } from "../../engine/index.js";

/**
 * The Shipwreck Arcana — cooperative deduction. Each turn the active player holds two Fate
 * tokens, plays one in front of a card whose ability allows it, and the others try to predict
 * the one still held. Seven correct predictions win; Judgment 7 loses.
 */
export const WIN_SCORE = 7;
export const LOSING_JUDGMENT = 7;
/** Arcana face up in the row right of The Hours. */
export const ROW_SIZE = 4;
/** Slot 0 is The Hours; slots 1–4 are the Arcana of the row. */
export const HOURS_SLOT = 0;
export const VALUES = [1, 2, 3, 4, 5, 6, 7] as const;
export const COPIES_PER_VALUE = 3;

export const DIFFICULTIES = ["easy", "normal", "hard", "doomed"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const STARTING_JUDGMENT: Record<Difficulty, number> = { easy: 0, normal: 2, hard: 4, doomed: 6 };

/**
 * Fate token ids are distinctive so leak audits can look for them in raw bytes: `fate-4b` is
 * the second token of value 4. A held token's id appears only in its holder's view.
 */
export type TokenId = `fate-${number}${"a" | "b" | "c"}`;
export const tokenValue = (token: TokenId): number => Number(token.slice(5, 6));
/** Hours a token consumes on the card it is played to. */
export const tokenHours = (token: TokenId | number): number => {
  const value = typeof token === "number" ? token : tokenValue(token);
  return value === 7 ? 3 : value >= 4 ? 2 : 1;
};
export const ALL_TOKENS: readonly TokenId[] = VALUES.flatMap((value) =>
  (["a", "b", "c"] as const).map((copy) => `fate-${value}${copy}` as TokenId),
);

export type ArcanaId = `arcana-${string}`;

/** A Shipwreck table has five places in turn order; how many start is an option. */
export const PLACES = 5;

export const optionsSchema = z
  .object({
    difficulty: z.enum(DIFFICULTIES).default("normal"),
    /**
     * How many players start: the table's first places; the others are free places a newcomer
     * may take later. Absent: every place starts (a table of five places for three players
     * is made with `seats: 5, players: 3`).
     */
    players: z.number().int().min(2).max(PLACES).optional(),
  })
  .strict();
export type ShipwreckOptions = z.infer<typeof optionsSchema>;

const tokenIdSchema = z.string().regex(/^fate-[1-7][abc]$/) as z.ZodType<TokenId>;
const arcanaIdSchema = z.string().regex(/^arcana-[a-z-]{1,40}$/) as z.ZodType<ArcanaId>;
const slotSchema = z.number().int().min(0).max(ROW_SIZE);
const valueSchema = z.number().int().min(1).max(7);
const seatSchema = z
  .number()
  .int()
  .min(0)
  .max(PLACES - 1);

/** What a withered power acts on, when it needs a target (see `powers.ts`). */
export const powerTargetSchema = z
  .object({
    /** A held token (redraw) or a visible fate (sweep, shift). */
    token: tokenIdSchema.optional(),
    /** A row slot 1–4 (stay, shift's destination). */
    slot: slotSchema.optional(),
  })
  .strict();
export type PowerTarget = z.infer<typeof powerTargetSchema>;

export const proposalSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("predict"), value: valueSchema }).strict(),
  z.object({ kind: z.literal("pass") }).strict(),
  z.object({ kind: z.literal("power"), card: arcanaIdSchema, target: powerTargetSchema.default({}) }).strict(),
]);
export type Proposal = z.infer<typeof proposalSchema>;

export const moveSchema = z.discriminatedUnion("type", [
  /** Active player: play a held token in front of a slot (0 = The Hours). */
  z.object({ type: z.literal("place"), token: tokenIdSchema, slot: slotSchema }).strict(),
  /** Active player, before placing: use a withered power meant for the active player. */
  z.object({ type: z.literal("power"), card: arcanaIdSchema, target: powerTargetSchema.default({}) }).strict(),
  /** Group member: put a prediction, a pass or a group power to the group (replaces any proposal). */
  z.object({ type: z.literal("propose"), proposal: proposalSchema }).strict(),
  /** Group member: agree to proposal number `id` (the id guards against agreeing to a proposal that changed). */
  z.object({ type: z.literal("agree"), id: z.number().int().min(1) }).strict(),
  /**
   * Group member holding a Fate kept from an earlier turn, while the group decides: discard it
   * face up to show its value (FAQ); the group goes on deciding. The active player never reveals.
   */
  z.object({ type: z.literal("reveal") }).strict(),
  /** Group member, while the group decides: ask the active player to turn `value` of their deduction row (shown to all). */
  z.object({ type: z.literal("askFlip"), value: valueSchema }).strict(),
  /** The row's owner (`seat` is the mover's own): turn a token of their deduction row that an ally asked for. */
  z.object({ type: z.literal("flip"), seat: seatSchema, value: valueSchema }).strict(),
  /**
   * A vacant seat comes into the game, its turn right after `after`'s (a player in the game;
   * absent: by seat number). During the group's decision the newcomer comes in when the turn
   * ends. Offered by the room, not listed in legalMoves; so is `leave`.
   */
  z.object({ type: z.literal("join"), after: seatSchema.optional() }).strict(),
  z.object({ type: z.literal("leave") }).strict(),
]);
export type ShipwreckMove = z.infer<typeof moveSchema>;

export type Phase =
  /** The active player places a token (after drawing to two). */
  | "place"
  /** The group may predict the held token; allies may reveal a kept token; the active player waits. */
  | "predict"
  /** Fewer than two players are in the game: play resumes when someone joins. */
  | "waiting"
  | "over";

/** A proposal on the table, numbered so agreement always refers to one exact proposal. */
export interface OpenProposal {
  id: number;
  by: Seat;
  proposal: Proposal;
  agreed: Seat[];
}

/** Public record of what happened, in order; the client words it. */
export type LogEntry =
  | { kind: "turn"; turn: number; seat: Seat }
  | { kind: "draw"; seat: Seat; count: number }
  | { kind: "place"; seat: Seat; value: number; card: ArcanaId; viaHours: boolean }
  | { kind: "power"; seat: Seat | null; card: ArcanaId; value?: number; slot?: number }
  | { kind: "answer"; card: ArcanaId; question: string; yes: boolean }
  | { kind: "confess"; card: ArcanaId; odd: number }
  | { kind: "predict"; value: number; correct: boolean }
  | { kind: "pass" }
  | { kind: "reveal"; seat: Seat; value: number }
  | { kind: "wither"; card: ArcanaId; judgment: number }
  | { kind: "score"; score: number; judgment: number }
  /** `after`: the player the newcomer asked to follow (null: by seat number); `deferred`: comes in when the turn ends. */
  | { kind: "join"; seat: Seat; after: Seat | null; deferred: boolean }
  | { kind: "leave"; seat: Seat; discarded: number }
  | { kind: "end"; won: boolean };

export interface Placement {
  token: TokenId;
  /** 0 = The Hours. */
  slot: number;
  /** The Arcana whose ability allowed it (null for The Hours). */
  card: ArcanaId | null;
  /** Played under a power that ignores abilities. */
  anywhere: boolean;
  /** Values of the visible fates just before, everywhere and in front of that card. */
  visibleBefore: number[];
  hereBefore: number[];
}

/** This turn's effects of withered powers. */
export interface TurnEffects {
  /** The next placement may ignore the card's ability. */
  anywhere: boolean;
  /** Withering adds no Judgment this turn. */
  shelter: boolean;
  /** A row slot whose Arcana does not wither this turn. */
  stay: number | null;
  /** Extra predictions the group may still make after a wrong one. */
  extraPredictions: number;
}

/** A newcomer who joined during the group's decision: they come into turn order when the turn ends. */
export interface Arrival {
  seat: Seat;
  after: Seat | null;
}

/** An ally's request that the active player turn `value` of their deduction row. */
export interface FlipRequest {
  value: number;
  by: Seat;
}

export interface ShipwreckState {
  rng: RngState;
  seats: number;
  difficulty: Difficulty;
  phase: Phase;
  turn: number;
  active: Seat;
  /** Seats in the game; a vacant seat may be joined. */
  present: boolean[];
  /** The seats in the game in turn order (a circle); the active player may be a leaver until the turn passes. */
  order: Seat[];
  /** Newcomers waiting for the turn to end to come in. */
  arriving: Arrival[];
  /** Requests to the active player to turn tokens of their row; cleared when answered and when the turn ends. */
  flipRequests: FlipRequest[];
  /** Tokens in the bag (drawn at random; the order is meaningless). */
  bag: TokenId[];
  /** Tokens each seat holds, hidden from every other seat. */
  held: TokenId[][];
  /** The four Arcana of the row (slots 1–4 are row[0..3]); null when the pile ran out. */
  row: (ArcanaId | null)[];
  /** Visible fates in front of each row Arcana. */
  fates: TokenId[][];
  /** The face-up Arcana pile; the top is pile[0]. */
  pile: ArcanaId[];
  /** Withered Arcana whose powers are available, in the order they withered. */
  withered: ArcanaId[];
  score: number;
  judgment: number;
  /** This turn's placement, with what the table saw when it was made (for deduction). */
  placed: Placement | null;
  proposal: OpenProposal | null;
  nextProposalId: number;
  powerUsed: boolean;
  effects: TurnEffects;
  /** Wrong predictions this turn, added to Judgment unless one is correct. */
  wrongPredictions: number;
  correctThisTurn: boolean;
  /** Each seat's deduction row: flipped[value − 1]. */
  rows: boolean[][];
  log: LogEntry[];
  won: boolean | null;
  /** The game paused for lack of players before the active player placed: that turn resumes. */
  pausedTurn: boolean;
}

/** Refusal codes of this game (stable: clients translate them). */
export const ShipwreckError = {
  NOT_YOUR_TOKEN: "NOT_YOUR_TOKEN",
  PLACEMENT_NOT_ALLOWED: "PLACEMENT_NOT_ALLOWED",
  NOT_IN_GROUP: "NOT_IN_GROUP",
  NO_PROPOSAL: "NO_PROPOSAL",
  PROPOSAL_CHANGED: "PROPOSAL_CHANGED",
  ALREADY_AGREED: "ALREADY_AGREED",
  NOT_PRESENT: "NOT_PRESENT",
  ALREADY_PRESENT: "ALREADY_PRESENT",
  /** Reveal: you hold no Fate kept from an earlier turn. */
  NOTHING_TO_REVEAL: "NOTHING_TO_REVEAL",
  /** Flip: only a row's owner turns it. */
  NOT_OWNER: "NOT_OWNER",
  /** Flip: nobody asked for that token to be turned. */
  NOT_ASKED: "NOT_ASKED",
  /** AskFlip: that token is already asked for. */
  ALREADY_ASKED: "ALREADY_ASKED",
  /** Join: `after` is not a player in the game. */
  BAD_PLACE: "BAD_PLACE",
} as const;
