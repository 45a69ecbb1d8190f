import { z } from "zod";
import type { RngState, Seat, SimultaneousRound } from "../../engine/index.js";
import {
  BASIC_IDEAS,
  MODULES,
  RESOURCES,
  TOKEN_KINDS,
  TOOLS,
  type ActionList,
  type BasicIdea,
  type ModuleId,
  type Resource,
  type SkillSet,
  type TokenKind,
  type ToolType,
} from "./content/index.js";

/** Skulls that lose the game, Frescoes that win it (the Night board holds five of each). */
export const SKULLS_TO_LOSE = 5;
export const FRESCOES_TO_WIN = 5;
/** Cards a group picks among, by their backs. */
export const PICK_AMONG = 3;
/** A bound for stall detection in tests and reports: Days and turns per Day never reached by a sound game. */
export const MAX_DAYS = 40;
export const MAX_TURNS_PER_DAY = 200;

export const LEVELS = ["I", "II", "III", "IV", "V", "VI", "VII"] as const;
export type LevelId = (typeof LEVELS)[number];

export const optionsSchema = z
  .object({
    /** The level: its modules, Secrets and set-up (a level whose modules are not built yet is refused at set-up). */
    level: z.enum(LEVELS).default("I"),
    /** A custom set of two or more built modules instead of a level (not balance-tested). */
    modules: z.array(z.enum(MODULES)).min(2).max(4).optional(),
  })
  .strict();
export type PaleoOptions = z.infer<typeof optionsSchema>;

/** A face id: the card's key and copy (`salmon-run-1`). Never sent while the card is face down. */
export type CardId = string;
/** A card's key: its kind, whichever copy (`salmon-run`). */
export type CardKey = string;
/** A face-down card: an opaque id (renewed at every shuffle, deal and move into a face-down zone) and its face. */
export interface FaceDown {
  id: string;
  card: CardId;
}
export interface Member {
  card: CardId;
  wounds: number;
}
export interface MemberRef {
  group: Seat;
  card: CardId;
}
export type ToolCounts = Partial<Record<ToolType, number>>;
/** Tokens held on a card in play. */
export type TokenCounts = Partial<Record<TokenKind, number>>;

export interface Group {
  /** Its Characters, face up, with their wounds. */
  members: Member[];
  tools: ToolCounts;
  /** Its own deck, top first; nobody sees a front. */
  deck: FaceDown[];
  asleep: boolean;
  /** This turn's revealed card, face up (null: none this turn). */
  revealed: CardId | null;
  /** The revealed card has been used (or the group had none). */
  used: boolean;
  /** Actions of the revealed card that failed after a roll this turn. */
  failed: number[];
  /** Cards placed with the group, face up. */
  attached: CardId[];
  /** Done with extra actions for this turn. */
  done: boolean;
  /** Groups that declined this group's call for help this turn: not asked again until the next turn. */
  refusedBy: Seat[];
  /** Dreams gained at Night, laid on top of the deck after the deal. */
  incoming: FaceDown[];
}

/** A notch of the Rack: an Idea face up, and the tool tokens left in its recess. */
export interface Notch {
  idea: CardId;
  tokens: number;
}
/** What to craft: a basic of the Rack's base, or the Idea in notch n. */
export type RackKey = BasicIdea | number;

/** Where the action being resolved comes from. */
export type Source =
  /** The acting group's revealed card. */
  | { kind: "revealed" }
  /** The Secret the acting group plays at once. */
  | { kind: "secret" }
  /** A card in play, helped with the acting group's Help option. */
  | { kind: "helpCard"; card: CardId }
  /** An extra action of a card in play. */
  | { kind: "extra"; card: CardId }
  /** A Mission or a night card, at Night (the whole tribe takes part). */
  | { kind: "night"; card: CardId };

export interface Helper {
  seat: Seat;
  /** Carried over from the action that fetched a Secret: its Help is already spent. */
  free: boolean;
}

export interface WoundSource {
  n: number;
  /** A red back discarded as a cost, or the card's own (hostile) wounds. */
  from: "red" | "card";
  /** Null only when no participant has a Character: then they become 1 Skull. */
  target: MemberRef | null;
  /** Wounds of this source cancelled by the plan's cancel tools. */
  cancel: number;
}

/** What the acting group proposes: who pays, who is wounded, who gets what. */
export interface Plan {
  /** One per resource unit to pay (the action's, then each craft's). */
  units: { options: Resource[]; pay: Resource; craft: number | null }[];
  /** Tool costs and the participant who pays each. */
  tools: { tool: ToolType; from: Seat }[];
  /** Tools discarded to cancel wounds (Hide 1, Clothing up to 3, pooled over the action). */
  cancelTools: { tool: ToolType; from: Seat }[];
  /** Single-use skill tools discarded for their skills in this action (even after the roll). */
  boosts: { tool: ToolType; from: Seat }[];
  /** Gained tokens put on a card in play instead (tokens on cards), one entry per token. */
  stores: { token: TokenKind; card: CardId }[];
  wounds: WoundSource[];
  /** Tools, Characters and Dreams gained, one by one, and the participant who gets each. */
  gains: { kind: "tool" | "character" | "dream"; tool?: ToolType; to: Seat }[];
  /** One target per healing point. */
  heals: (MemberRef | null)[];
  crafts: { idea: RackKey; to: Seat }[];
  /** The Character destroyed by a "destroy a Character" reward. */
  destroy: MemberRef | null;
}

/**
 * An Idea drawn onto a full Rack, face up for everyone beside it: the group that drew it names the
 * Idea that leaves for the Graveyard (never the new one), and the action ends when it does.
 */
export interface NewIdea {
  group: Seat;
  idea: CardId;
}

/** The action being resolved (one at a time). */
export interface Pending {
  source: Source;
  card: CardId;
  list: ActionList;
  action: number;
  acting: Seat;
  helpers: Helper[];
  /** Groups asked for help that have not answered yet. */
  asked: Seat[];
  declined: Seat[];
  /** Dice faces once rolled; participants are locked from then on. */
  dice: SkillSet[] | null;
  /** A hostile action none of which can be carried out in full: done as far as it goes. */
  partial: boolean;
  plan: Plan;
  /** Bumped at every change of the plan or of the participants; acceptances name it. */
  version: number;
  accepted: Seat[];
}

export interface NightState {
  step: "missions" | "cards";
  /** Cards still to resolve this Night: Missions (group null) or night cards of a group. */
  todo: { card: CardId; group: Seat | null }[];
}

export interface SecretToPlay {
  group: Seat;
  card: CardId;
  /** Helpers of the action that fetched it: they help with it too, free. */
  carried: Seat[];
  /** Its actions that failed after a roll: not tried again (like a revealed card's). */
  failed: number[];
}

/** A pick of step 1: the index among the top three, or sleeping early. */
export type PickChoice = { kind: "pick"; index: number } | { kind: "sleep" };

/** The public record, in order; cards are named by key (`salmon-run`), never by face id. */
export type LogEntry =
  | { kind: "day"; day: number }
  | { kind: "deal"; start: Seat; counts: number[] }
  | { kind: "reveal"; cards: (CardKey | null)[] }
  | { kind: "sleepEarly"; seat: Seat; cards: number }
  | { kind: "asleep"; seat: Seat }
  | { kind: "action"; seat: Seat; card: CardKey; list: ActionList; action: number; helpers: Seat[] }
  | { kind: "failed"; seat: Seat; card: CardKey; action: number }
  | { kind: "ignore"; seat: Seat; card: CardKey; by: "option" | "talisman" | "reward" }
  | { kind: "place"; seat: Seat; card: CardKey }
  | { kind: "discard"; seat: Seat; backs: string[] }
  | { kind: "wound"; group: Seat; card: CardKey; n: number; cancelled: number }
  | { kind: "death"; group: Seat; card: CardKey }
  | { kind: "replacement"; group: Seat; card: CardKey | null }
  | { kind: "skull"; total: number }
  | { kind: "removeSkull"; total: number }
  | { kind: "fresco"; total: number }
  | { kind: "gain"; seat: Seat | null; what: string; n: number }
  | { kind: "character"; seat: Seat; card: CardKey }
  | { kind: "dream"; seat: Seat }
  | { kind: "idea"; card: CardKey; replaced: CardKey | null }
  | { kind: "craft"; seat: Seat; tool: ToolType }
  | { kind: "secret"; seat: Seat; card: CardKey }
  | { kind: "root"; seat: Seat; healed: number }
  | { kind: "store"; card: CardKey; token: TokenKind; n: number }
  | { kind: "boost"; seat: Seat; tool: ToolType }
  | { kind: "night"; day: number }
  | { kind: "feed"; fed: number; starving: number }
  | { kind: "end"; won: boolean };

export interface PaleoState {
  rng: RngState;
  seats: number;
  /** Seats a bot holds (the room says so): bots use their cards after the people (moves.ts `waitingOn`). */
  bots: boolean[];
  level: LevelId | null;
  modules: ModuleId[];
  phase: "day" | "night" | "over";
  /** Day steps: choose (step 1, simultaneous) and use (step 3); the reveal (step 2) happens between them. */
  step: "choose" | "use";
  day: number;
  turn: number;
  /** Deals so far: the next deal starts with seat `deals mod groups`. */
  deals: number;
  round: SimultaneousRound<PickChoice> | null;
  groups: Group[];
  camp: { characters: FaceDown[]; dreams: FaceDown[]; ideas: FaceDown[] };
  depot: Record<Resource, number>;
  supply: Record<Resource, number>;
  /** Tool tokens in the general supply (not on the Rack, not with a group). */
  toolSupply: ToolCounts;
  rack: { basics: Record<BasicIdea, number>; notches: (Notch | null)[] };
  hiddenDiscard: FaceDown[];
  openDiscard: CardId[];
  graveyard: CardId[];
  missions: CardId[];
  /** Cards placed in board slots. */
  board: CardId[];
  /** Tokens held on cards in play (face up), by face id; they leave with the card. */
  held: Record<CardId, TokenCounts>;
  secretStack: (FaceDown & { number: number })[];
  secretToPlay: SecretToPlay | null;
  /** An Idea waiting for the full Rack's choice: nothing else happens until it is made. */
  newIdea: NewIdea | null;
  skulls: number;
  frescoes: number;
  /** The 5th Skull came during the current action: it ends lost unless the 5th Fresco comes too. */
  doomed: boolean;
  pending: Pending | null;
  night: NightState | null;
  log: LogEntry[];
  won: boolean | null;
  /**
   * The stream opaque ids are drawn from: its own, seeded apart from `rng`, so ids seen on the
   * table say nothing about the shuffles.
   */
  idRng: RngState;
}

const seat = z.number().int().min(0).max(3);
const index = z.number().int().min(0).max(63);
const faceId = z.string().regex(/^[a-z]+(-[a-z]+)*-\d{1,2}$/);
const rackKey = z.union([z.enum(BASIC_IDEAS), z.number().int().min(0).max(7)]);

export const moveSchema = z.discriminatedUnion("type", [
  // Step 1.
  /** Pick the card at this place among the top three of one's deck (0 = top). Changeable until the last group commits. */
  z
    .object({
      type: z.literal("pick"),
      index: z
        .number()
        .int()
        .min(0)
        .max(PICK_AMONG - 1),
    })
    .strict(),
  /** Sleep early: the whole deck to the hidden discard, no effect. */
  z.object({ type: z.literal("sleep") }).strict(),
  // Step 3: the options of one's revealed card (or Secret).
  /** Perform action n of one's revealed card (or of the Secret one plays). */
  z.object({ type: z.literal("act"), action: index }).strict(),
  z.object({ type: z.literal("ignore") }).strict(),
  /** A card that says where it goes: place it (its whole use this turn). */
  z.object({ type: z.literal("place") }).strict(),
  /** Spend one's card's Help option on a card in play, to perform its help-a-card action n. */
  z.object({ type: z.literal("helpCard"), card: faceId, action: index }).strict(),
  /** An extra action of a card in play (not an option of the turn). */
  z.object({ type: z.literal("extra"), card: faceId, action: index }).strict(),
  /** Discard a Talisman: `group`'s revealed Danger card (one's own, or the group one helps) goes away with no effect. */
  z.object({ type: z.literal("talisman"), group: seat }).strict(),
  /** Discard a Healing root to heal one's Characters: one entry per wound healed (up to 3). */
  z.object({ type: z.literal("useRoot"), heals: z.array(faceId).min(1).max(3) }).strict(),
  /** Done with extra actions this turn (only asked of groups that have some). */
  z.object({ type: z.literal("endTurn") }).strict(),
  // The action being resolved.
  /** Pledge help to the action `group` is resolving. */
  z.object({ type: z.literal("help"), group: seat }).strict(),
  z.object({ type: z.literal("withdraw") }).strict(),
  /** The acting group asks every group that could help to answer (help or decline). */
  z.object({ type: z.literal("askHelp") }).strict(),
  z.object({ type: z.literal("decline") }).strict(),
  z.object({ type: z.literal("roll") }).strict(),
  /** After a roll the conditions cannot be met: the action fails; the card must be used otherwise. */
  z.object({ type: z.literal("fail") }).strict(),
  z.object({ type: z.literal("cancel") }).strict(),
  z.object({ type: z.literal("execute") }).strict(),
  /** A helper (by day) or any group (at Night) accepts the plan of this version. */
  z.object({ type: z.literal("accept"), version: z.number().int().min(0) }).strict(),
  // Editing the plan.
  z.object({ type: z.literal("payWith"), unit: index, resource: z.enum(RESOURCES) }).strict(),
  z.object({ type: z.literal("toolFrom"), cost: index, group: seat }).strict(),
  z.object({ type: z.literal("woundTo"), source: index, group: seat, card: faceId }).strict(),
  z.object({ type: z.literal("cancelTool"), tool: z.enum(TOOLS), group: seat }).strict(),
  z.object({ type: z.literal("uncancelTool"), index }).strict(),
  z.object({ type: z.literal("cancelOn"), source: index, count: z.number().int().min(0).max(9) }).strict(),
  z.object({ type: z.literal("gainTo"), gain: index, group: seat }).strict(),
  z.object({ type: z.literal("healTo"), unit: index, group: seat, card: faceId }).strict(),
  z.object({ type: z.literal("craft"), idea: rackKey }).strict(),
  z.object({ type: z.literal("craftTo"), index, group: seat }).strict(),
  z.object({ type: z.literal("uncraft"), index }).strict(),
  z.object({ type: z.literal("destroyWhich"), group: seat, card: faceId }).strict(),
  /** Discard a single-use skill tool of a participant for its skills in this action. */
  z.object({ type: z.literal("boost"), tool: z.enum(TOOLS), group: seat }).strict(),
  z.object({ type: z.literal("unboost"), index }).strict(),
  /** Put one gained token on a card in play that holds its kind, instead of taking it as usual. */
  z.object({ type: z.literal("store"), token: z.enum(TOKEN_KINDS), card: faceId }).strict(),
  z.object({ type: z.literal("unstore"), index }).strict(),
  // The end of an action that drew an Idea onto a full Rack.
  /**
   * The group that drew it names the notch whose Idea goes to the Graveyard; the new Idea, seen
   * by then, takes that notch. (Until issue 35 a plan edit, named before the Idea was drawn.)
   */
  z.object({ type: z.literal("ideaOut"), notch: z.number().int().min(0).max(7) }).strict(),
  // Night.
  /**
   * Propose the resolution of a pending Mission or night card with its action n: it replaces any
   * other proposal, and the proposer accepts its own.
   */
  z.object({ type: z.literal("resolve"), card: faceId, action: index }).strict(),
  // The room.
  /** A bot holds the seat now, or a person again (played by the room, never listed). */
  z.object({ type: z.literal("holder"), bot: z.boolean() }).strict(),
]);
export type PaleoMove = z.infer<typeof moveSchema>;
export type MoveType = PaleoMove["type"];

/** Refusal codes of this game (stable: clients translate them). */
export const PaleoError = {
  WRONG_STEP: "WRONG_STEP",
  NO_SUCH_CARD: "NO_SUCH_CARD",
  NO_SUCH_ACTION: "NO_SUCH_ACTION",
  CARD_USED: "CARD_USED",
  NOT_IGNORABLE: "NOT_IGNORABLE",
  NO_HELP_OPTION: "NO_HELP_OPTION",
  MUST_PLACE: "MUST_PLACE",
  ACTION_BUSY: "ACTION_BUSY",
  NOT_ACTING: "NOT_ACTING",
  NOT_HELPER: "NOT_HELPER",
  CANNOT_HELP: "CANNOT_HELP",
  LOCKED: "LOCKED",
  NOT_POSSIBLE: "NOT_POSSIBLE",
  NOT_ALLOWED_FOR_DANGER: "NOT_ALLOWED_FOR_DANGER",
  PLAN_INVALID: "PLAN_INVALID",
  NOT_ACCEPTED: "NOT_ACCEPTED",
  STALE_PLAN: "STALE_PLAN",
  NO_TOOL: "NO_TOOL",
  BAD_TARGET: "BAD_TARGET",
  SECRET_FIRST: "SECRET_FIRST",
  ASLEEP: "ASLEEP",
} as const;

export { RESOURCES, TOOLS };
export type { Resource, ToolType, ModuleId };
