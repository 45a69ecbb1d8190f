import { z } from "zod";
import type { RngState, Seat } from "../../engine/index.js";
import type { AchievementCondition, Effect, PayKind, Resource, TribeId, Zone } from "./content/index.js";

export const SEASONS = 4;
export const TRACK_MAX = 10;
export const COLONY_COST = 10;
export const COLONY_TOKENS = 8;
/** The engine guard against endless seasons (digest, "Content"): then the tribe passes. */
export const MAX_TURNS_PER_SEASON = 200;

export const optionsSchema = z.object({
  /** Draft the starting 8 cards and the Rest-phase draws (default off). */
  draft: z.boolean().default(false),
  /** Nuclear Discovery: nuclear cards and the Red Panda and Turtle tribes (default on). */
  nuclear: z.boolean().default(true),
  /**
   * One random tile per letter with a random face, or a numbered set: with two double-sided
   * tiles per letter, each letter has four numbered faces (A.1 … A.4), so four numbered sets
   * (set N = the faces numbered N of every letter; see `ACHIEVEMENT_SETS`).
   */
  achievements: z.enum(["random", "set1", "set2", "set3", "set4"]).default("random"),
});
export type NateraOptions = z.infer<typeof optionsSchema>;

/** The numbered sets: face N of a letter is face (N − 1) % 2 of its tile ⌊(N − 1) / 2⌋ (A.1, A.2 on tile 1; A.3, A.4 on tile 2). */
export const ACHIEVEMENT_SETS = { set1: [0, 0], set2: [0, 1], set3: [1, 0], set4: [1, 1] } as const;

const id = z.string().min(1).max(40);
/** Strict: a move with a field it does not have is malformed (never a legal move with the field dropped). */
export const moveSchema = z.discriminatedUnion("type", [
  // The set-up round (secret, simultaneous, changeable until the last seat is ready).
  z.object({ type: z.literal("pickTribe"), tribe: id }).strict(),
  z.object({ type: z.literal("pickSide"), side: id }).strict(),
  z.object({ type: z.literal("toggleDiscard"), card: id }).strict(),
  z.object({ type: z.literal("ready") }).strict(),
  // Draft picks (secret, simultaneous).
  z.object({ type: z.literal("draftPick"), card: id }).strict(),
  // The five actions (colony is the player board's ability).
  // Where first; the pawn (leader or explorer) and the way to pay are asked next when there is a choice.
  z.object({ type: z.literal("deploy"), location: id }).strict(),
  z.object({ type: z.literal("play"), card: id }).strict(),
  z.object({ type: z.literal("hire"), card: id }).strict(),
  z.object({ type: z.literal("ability"), source: id }).strict(),
  z.object({ type: z.literal("colony"), location: id }).strict(),
  // Discard 2 → 1 resource of choice (its steps are prompts).
  z.object({ type: z.literal("bonus") }).strict(),
  z.object({ type: z.literal("endTurn") }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  // Answers to the step the server asks (one option of the current prompt).
  z.object({ type: z.literal("choose"), option: id }).strict(),
]);
export type NateraMove = z.infer<typeof moveSchema>;

export type Resources6 = Record<Resource, number>;

export interface Pawn {
  seat: Seat;
  kind: "leader" | "explorer";
}

export interface LocationState {
  revealed: boolean;
  pawns: Pawn[];
  colony: Seat | null;
}

export interface SetupChoice {
  tribe: string | null;
  side: string | null;
  discards: string[];
  ready: boolean;
}

export interface TribeState {
  tribe: TribeId | null;
  /** The two tribe cards dealt (secret until the reveal; the unchosen one stays secret). */
  dealt: string[];
  /** The Science board dealt, then the face chosen. */
  board: string;
  face: string | null;
  res: Resources6;
  hand: string[];
  tableau: string[];
  specialists: string[];
  leaders: number;
  explorers: number;
  tracks: Record<Zone, number>;
  coloniesLeft: number;
  /** Covered boxes of the Science board (row * 3 + column). */
  growth: number[];
  tokens: number;
  passed: boolean;
  turns: number;
  choice: SetupChoice;
  /** Draft: the packet this seat holds, and its pick in this round. */
  packet: string[];
  pick: string | null;
  /** A Crow's peek, shown to it while the card stays on top of that deck. */
  peek: { deck: "basic" | "advanced"; card: string } | null;
  /**
   * The cards a Red Panda search turned and shuffled back, shown to this tribe alone (digest
   * ruling) while they stay in the advanced deck, until the end of its next turn.
   */
  searched: string[];
}

export interface AchievementSpot {
  /** A tile (na-a1 …) or a track's level-10 spot (track-<zone>). */
  id: string;
  condition: AchievementCondition | null;
  zone: Zone | null;
  holder: Seat | null;
}

/** A pending effect, owned by a seat; internal steps are the rules' own. */
export interface EffectJob {
  seat: Seat;
  e: Effect;
  /** Answers already given by a multi-step effect (colonies picked, copy targets, a peek). */
  picked?: string[];
}
export type Job =
  | EffectJob
  | { seat: Seat; step: "produce" | "freeColony" | "claim" }
  /** On its own colony the deployer orders the reward and the bonus. */
  | { seat: Seat; step: "order"; location: string; leader: boolean }
  /** The second step of a deploy: which pawn; of a play: which of the three costs. */
  | { seat: Seat; step: "pawn"; location: string }
  | { seat: Seat; step: "pay"; card: string; off: Partial<Record<PayKind, number>> };

export interface Prompt {
  seat: Seat;
  kind: string;
  options: string[];
  job: Job;
}

export type Phase = "draft" | "choose" | "tribeSetup" | "action" | "production" | "restDraft" | "over";

export interface LogEntry {
  seat: Seat | null;
  what: string;
  /** Only ids that stay public for good (locations, played cards, hired or river specialists, tribes). */
  ref?: string;
  deck?: "basic" | "advanced";
  n?: number;
  /** Resources gained or paid (public: every tribe's resources are). */
  res?: Partial<Record<Resource, number>>;
}

export interface NateraState {
  seats: number;
  options: NateraOptions;
  rng: RngState;
  phase: Phase;
  season: number;
  first: Seat;
  active: Seat;
  mainDone: boolean;
  decks: { basic: string[]; advanced: string[]; specialists: string[] };
  discards: { basic: string[]; advanced: string[]; specialists: string[] };
  river: string[];
  locations: Record<string, LocationState>;
  /** Unused tiles and tribe cards and Science boards, back in the box unseen. */
  box: { tiles: string[]; tribes: string[]; boards: string[] };
  discs: Record<Zone, Seat | null>;
  spots: AchievementSpot[];
  /** Late claims made at scoring: [seat, tile]. */
  lateClaims: [Seat, string][];
  tribes: TribeState[];
  queue: Job[];
  prompt: Prompt | null;
  /** Draft direction this round: +1 left, −1 right. */
  draftDirection: 1 | -1;
  log: LogEntry[];
}
