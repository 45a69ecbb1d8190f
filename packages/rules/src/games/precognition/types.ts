import { z } from "zod";
import type { RngState, Seat, SimultaneousRound } from "../../engine/index.js";
import type { PrescientId } from "./content/schema.js";

export const TURNS = 12;
export const TURNS_PER_SEASON = 4;
export const PLAGUE_MAX = 12;
export const MACHINES_PER_ROOM = 3;
/** Healthy Humans a player moves to reveal one Objective, by season. */
export const OBJECTIVE_REVEAL_COST = [0, 1, 2, 3] as const;
/** Cooperative victory: total healthy Humans by number of players. */
export const COOP_TARGET: Readonly<Record<number, number>> = { 2: 30, 3: 45, 4: 60 };

export const optionsSchema = z
  .object({
    mode: z.enum(["competitive", "team", "cooperative"]).default("competitive"),
    setup: z.enum(["standard", "advanced"]).default("standard"),
    /** Cooperative games only (a ruling of the digest): absent, a cooperative game is "normal". */
    difficulty: z.enum(["normal", "hard", "apocalypse"]).optional(),
    /** How Prescients are chosen: each seat in turn, or dealt at random. */
    prescients: z.enum(["seat-order", "random"]).default("random"),
  })
  .strict()
  .refine((options) => options.mode === "cooperative" || options.difficulty === undefined, {
    message: "difficulty is a cooperative option: competitive and team games start with 8 Food",
    path: ["difficulty"],
  });
export type PrecognitionOptions = z.infer<typeof optionsSchema>;

/** The game's difficulty: a cooperative option; every other game plays "normal". */
export const difficultyOf = (options: PrecognitionOptions): "normal" | "hard" | "apocalypse" =>
  options.mode === "cooperative" ? (options.difficulty ?? "normal") : "normal";

const cardId = z.string().min(1).max(40);
export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pickPrescient"), prescient: z.enum(["defitia", "terias", "kartus", "pria"]) }).strict(),
  z
    .object({
      type: z.literal("setupChoice"),
      /** The two advanced rooms kept, of the three drawn. */
      rooms: z.tuple([z.string().max(40), z.string().max(40)]),
      /** Two of the four drawn cards, passed face up to the right. */
      pass: z.tuple([cardId, cardId]),
      /** The other two, put back on top of the deck: the first is the new top card. */
      putBack: z.tuple([cardId, cardId]),
    })
    .strict(),
  z.object({ type: z.literal("choose"), keep: cardId, give: cardId }).strict(),
  z.object({ type: z.literal("activate"), cards: z.enum(["both", "keep", "give"]) }).strict(),
  z.object({ type: z.literal("placeYmune"), as: z.enum(["doctor", "protector"]) }).strict(),
  z.object({ type: z.literal("placeBattery"), machine: z.number().int().min(0).max(5) }).strict(),
  z
    .object({
      type: z.literal("decline"),
      resource: z.enum(["food", "human", "battery", "ymune", "doctor", "protector", "heal"]),
    })
    .strict(),
  z.object({ type: z.literal("collect") }).strict(),
  z.object({ type: z.literal("revealObjective") }).strict(),
  z.object({ type: z.literal("attenuate"), objective: z.string().max(40) }).strict(),
  z.object({ type: z.literal("endActions") }).strict(),
  z
    .object({
      type: z.literal("maintain"),
      protectors: z.number().int().min(0).max(40),
      healthyLost: z.number().int().min(0).max(200),
    })
    .strict(),
  z.object({ type: z.literal("river"), ignore: z.boolean() }).strict(),
]);
export type PrecognitionMove = z.infer<typeof moveSchema>;
export type MoveType = PrecognitionMove["type"];

export type Phase = "prescients" | "advancedSetup" | "decision" | "action" | "maintenance" | "river" | "over";

/** Resources waiting to be taken or placed after an activation or a machine trigger. */
export interface Pool {
  food: number;
  human: number;
  battery: number;
  ymune: number;
  doctor: number;
  protector: number;
  heal: number;
}
export type PoolResource = keyof Pool;

export type ActionStep = "activate" | "collect" | "coop" | "done";

export interface ActionProgress {
  step: ActionStep;
  activated: ("keep" | "give")[];
  pool: Pool;
  /** Where the pool came from: card gains feed the row-1 machine conditions. */
  poolSource: "cards" | "machines";
  /** Resources taken from activated cards this turn, by type (row-1 machine conditions). */
  gainedFromCards: { food: number; human: number; battery: number; ymune: number };
  /** Food and Humans gained this turn and not yet spent on attenuations. */
  spendable: { food: number; human: number };
  /** Indexes (0–5) of machines that triggered this turn. */
  triggered: number[];
}

export interface Boat {
  prescient: PrescientId | null;
  food: number;
  plague: number;
  healthy: number;
  contaminated: number;
  doctors: number;
  protectors: number;
  /** Two machine room ids; machines 0–2 belong to the first room, 3–5 to the second. */
  rooms: string[];
  /** Batteries placed on each of the 6 machines. */
  batteries: number[];
  /** Index 0 is the top card. */
  deck: string[];
  hand: string[];
  decisionZone: string[];
  keepSlot: string | null;
  giveSlot: string | null;
  /** Action-zone cards discarded at the end of each turn (face up). */
  discard: string[];
  /** Advanced set-up: the cards this player put back on top, still in the deck (private). */
  knownTop: string[];
  action: ActionProgress | null;
}

export interface AdvancedOffer {
  rooms: string[];
}

export interface ObjectiveSlot {
  id: string;
  attenuated: boolean;
}

export interface SeasonObjectives {
  /** Face-down stack; index 0 is the top tile. */
  stack: string[];
  revealed: ObjectiveSlot[];
  /** Cleared once the season's check has been passed. */
  checked: boolean;
}

export interface Choice {
  keep: string;
  give: string;
}

export interface SetupChoice {
  rooms: [string, string];
  pass: [string, string];
  putBack: [string, string];
}

export interface PrecognitionState {
  rng: RngState;
  options: PrecognitionOptions;
  seats: number;
  phase: Phase;
  /** 1..12; 0 before the first turn. */
  turn: number;
  boats: Boat[];
  /** Seats still to pick a Prescient, in order (seat-order choice). */
  prescientOrder: Seat[];
  advancedOffers: AdvancedOffer[];
  setupRound: SimultaneousRound<SetupChoice> | null;
  decision: SimultaneousRound<Choice> | null;
  /** Seats whose Maintenance or River choice is still awaited. */
  pendingSeats: Seat[];
  /** The 12 River tiles in order (island every 4th); identities are hidden until revealed. */
  river: string[];
  /** How many River tiles are face up (the Progress pawn stands on the last). */
  riverRevealed: number;
  /** Seats that ignored the current River tile with a Protector. */
  riverIgnored: Seat[];
  /** Cooperative mode: one entry per season (index 0 = season 1). */
  objectives: SeasonObjectives[];
  /** Set when the game ends: "END_OF_RIVER" or, in cooperative mode, "OBJECTIVE_FAILED". */
  endReason: string | null;
  /** Cooperative: the Objective ids that were not met, when the game was lost on them. */
  failedObjectives: string[];
  /** Every public event, in order (log.ts). */
  log: LogEntry[];
}

export const seasonOfTurn = (turn: number): 1 | 2 | 3 => (turn <= 4 ? 1 : turn <= 8 ? 2 : 3);
export const leftOf = (seat: Seat, seats: number): Seat => (seat + 1) % seats;
export const rightOf = (seat: Seat, seats: number): Seat => (seat + seats - 1) % seats;
export const emptyPool = (): Pool => ({ food: 0, human: 0, battery: 0, ymune: 0, doctor: 0, protector: 0, heal: 0 });

/** A boat's progress at the start of an Action phase: nothing activated, nothing gained yet. */
export const newActionProgress = (): ActionProgress => ({
  step: "activate",
  activated: [],
  pool: emptyPool(),
  poolSource: "cards",
  gainedFromCards: { food: 0, human: 0, battery: 0, ymune: 0 },
  spendable: { food: 0, human: 0 },
  triggered: [],
});

/** What a boat's counts moved by (only the ones that moved). */
export type BoatChange = Partial<Record<(typeof CHANGE_FIELDS)[number], number>>;
export const CHANGE_FIELDS = ["food", "healthy", "contaminated", "doctors", "protectors", "plague"] as const;

/**
 * The public record of a game, in order. Every entry is sent to every seat and spectator, so a
 * card, tile, room or Objective is named only once it lies face up for everyone: a Keep/Give
 * choice appears at the reveal, a River tile when it is turned, an Objective when it is revealed.
 */
export type LogEntry =
  /** A header: the game begins (its mode and set-up are in the options). */
  | { kind: "begin" }
  | { kind: "prescient"; seat: Seat; prescient: PrescientId }
  /** Set-up: the cards passed face up to the right (`to`); in an advanced set-up, the two rooms kept. */
  | { kind: "deal"; seat: Seat; rooms: string[] | null; passed: string[]; to: Seat }
  /** A header: a turn begins, and everyone draws `drawn` cards (none on the last turn). */
  | { kind: "turn"; turn: number; season: 1 | 2 | 3; drawn: number }
  /** The reveal of one seat's choice: Keep, Give (to its left, `givenTo`) and the pair passed right (`passedTo`). */
  | { kind: "reveal"; seat: Seat; keep: string; give: string; givenTo: Seat; passed: string[]; passedTo: Seat }
  /** The cards activated (face up in the Action zone); `contaminated`: healthy Humans paid for both; `gains`: what they offer. */
  | { kind: "activate"; seat: Seat; cards: string[]; contaminated: number; gains: Pool }
  /** Powered machines (0–5) whose condition held, and what they offer together. */
  | { kind: "machines"; seat: Seat; machines: number[]; gains: Pool }
  | { kind: "ymune"; seat: Seat; as: "doctor" | "protector" }
  /** A Battery put on machine `machine`, which now holds `batteries`. */
  | { kind: "battery"; seat: Seat; machine: number; batteries: number }
  /** Batteries with no free slot on the boat: they are lost. */
  | { kind: "batteriesLost"; seat: Seat; n: number }
  | { kind: "decline"; seat: Seat; resource: keyof Pool }
  /** What a seat took of what waited (Humans arrive contaminated; `healed` go back to the Cabins). */
  | { kind: "collect"; seat: Seat; food: number; humans: number; doctors: number; protectors: number; healed: number }
  /** Cooperative: `contaminated` healthy Humans paid to reveal `objective`. */
  | { kind: "objective"; seat: Seat; objective: string; contaminated: number }
  | { kind: "attenuate"; seat: Seat; objective: string; food: number; humans: number }
  /** A header: the Maintenance phase. */
  | { kind: "maintenance" }
  | { kind: "plague"; seat: Seat; rise: number; level: number }
  /** Protectors discarded against the Plague, then the Humans it took; `level` is where it stays. */
  | { kind: "plagueLoss"; seat: Seat; protectors: number; healthy: number; contaminated: number; level: number }
  | { kind: "heal"; seat: Seat; n: number }
  | { kind: "river"; tile: string }
  | { kind: "riverApplied"; seat: Seat; change: BoatChange }
  | { kind: "riverIgnored"; seat: Seat }
  | { kind: "island"; tile: string }
  /** At an Island: Food eaten, and healthy Humans lost for want of it. */
  | { kind: "feed"; seat: Seat; eaten: number; starved: number }
  /** Cooperative end of season: the Objectives still face down are turned, then all are checked. */
  | { kind: "objectivesRevealed"; season: number; objectives: string[] }
  | { kind: "seasonCheck"; season: number; failed: string[] }
  /** A header: the game is over. */
  | { kind: "end" }
  | { kind: "score"; seat: Seat; healthy: number; contaminated: number }
  | { kind: "result"; reason: string; winners: Seat[] };

/** Every seat of the table, in order. */
export const allSeats = (state: PrecognitionState): Seat[] => Array.from({ length: state.seats }, (_, seat) => seat);
