import type { ZodType } from "zod";
import type { RngState } from "./rng.js";

export type Seat = number;

/** The end of a game, as every seat and spectator sees it. */
export interface Outcome {
  /** Seats that won; several for shared victories and teams; empty when everyone lost. */
  winners: Seat[];
  /** A score per seat, in the game's own unit (healthy Humans, points…). */
  scores: number[];
  /** Stable code of what decided the result, e.g. "MOST_POINTS", "TIE_SHARED". */
  reason: string;
  /** Words for people: what decided the result. */
  summary: string;
}

/**
 * Where a long game stands, as pages outside the table show it (an invite link, the home page's
 * list of tables): small, and public by construction (a game makes it from its public view).
 */
export interface Progress {
  /** Numbers by what they count, e.g. `{ day: 4, chapter: 2 }`; pages word each key (`progress.<key>`). */
  counts: Record<string, number>;
  /** Proper names by what they list, e.g. `{ survivors: ["Vera", "Tomas"] }` (the same in every language). */
  names: Record<string, string[]>;
}

/**
 * A bot decides for one seat. It must use only what that seat may see (its own private
 * data and the public data), even though it is handed the whole state for speed.
 */
export type Bot<State, Move> = (state: State, seat: Seat, rng: RngState) => Move;

/**
 * Everything the platform needs from a game. State is plain JSON: cloneable, storable,
 * and rebuilt exactly by replaying the same moves on the same seed.
 */
export interface GameDefinition<State, Move, Options, PublicView, PrivateView> {
  id: string;
  /** Display name, in the game's own language. */
  name: string;
  minSeats: number;
  maxSeats: number;
  optionsSchema: ZodType<Options>;
  moveSchema: ZodType<Move>;
  /** Makes the starting state; `options` has already been parsed by `optionsSchema`. */
  setup(seats: number, options: Options, seed: string): State;
  seatCount(state: State): number;
  /** Seats that may act now; several at once in simultaneous phases. Empty when the game is over. */
  activeSeats(state: State): Seat[];
  /**
   * Seats the table is waiting on: active seats whose decision is still needed (a seat that
   * has committed a simultaneous choice may still act — to change its mind — but is not waited on).
   */
  waitingOn(state: State): Seat[];
  /** Every legal move of `seat` now — complete, because bots, fuzzing and the UI rely on it. */
  legalMoves(state: State, seat: Seat): Move[];
  /**
   * Plays `move` for `seat` by mutating `state`. It must throw a RuleError *before* changing
   * anything when the move is illegal. Callers that need purity use the engine's `applyMove`.
   */
  play(state: State, seat: Seat, move: Move): void;
  /** What anyone at the table, spectators included, may see. */
  publicView(state: State): PublicView;
  /** What only `seat` may see (its hand, its pending secret choices…). */
  privateView(state: State, seat: Seat): PrivateView;
  outcome(state: State): Outcome | null;
  /**
   * Identifiers (card, tile… ids) that `seat` may not see now (null: a spectator). Used by the
   * leak audits: none of them may appear in anything sent to that seat.
   */
  hiddenFrom(state: State, seat: Seat | null): Iterable<string>;
  /** Bots by name; "greedy" (when present) is the one the platform seats. */
  bots: Record<string, Bot<State, Move>>;
  /**
   * The move the server makes for a seat whose turn clock ran out, when the game's rules say
   * what that is (Natera: the tribe passes). Absent: the seated bot decides, as it does for a
   * player who is away.
   */
  onClockOut?: Bot<State, Move>;
  /**
   * Games people may join and leave mid-game. Vacant seats (out of the game now) may be taken
   * by a newcomer, who plays `join`; a player who leaves plays `leave`. The room plays these
   * moves; they are not listed by `legalMoves`. A room may start with seats untaken: they leave
   * at once.
   */
  seatChanges?: {
    vacantSeats(state: State): Seat[];
    join: Move;
    /** Games where a newcomer chooses their place in turn order: the join that follows `after`. */
    joinAfter?(after: Seat): Move;
    leave: Move;
  };
  /**
   * Cooperative games whose group decisions wait for the people at the table: the room plays
   * `bot` when a seat passes to a bot (at the start, or when the host hands it over) and `person`
   * when a person takes it back, so the rules know who is who and let no bot decide for the group
   * ahead of a seated person (This War of Mine: the Leader is a person; Paleo: bots use their
   * cards after the people, and accept a Night plan as good as their own). A seat that `join`s is
   * a person's. The room plays these moves; they are not listed by `legalMoves`.
   */
  seatHolders?: { bot: Move; person: Move };
  /**
   * A small public summary of where the game stands (a campaign's day, chapter and survivors),
   * made from the public view only so that it can hold nothing hidden. Pure.
   */
  progress?(view: PublicView): Progress;
  /**
   * The game's whole log, every entry public (every seat and spectator may read it; the leak
   * audits check it), oldest first, never cut: an index into it marks a place for good (an entry
   * may lose a name it showed, as Natera's do when a specialist goes back into its deck). The
   * public view carries its last entries under `log` (see `rollingViews`); the room tells every
   * client the whole log's length and sends earlier entries on request (`history`), so a table
   * shows the whole game (issue 34).
   */
  publicLog?(state: State): readonly unknown[];
  /**
   * Games played over several sittings. Their rooms wait for the group far longer than a
   * game's (the server's `CAMPAIGN_IDLE_DAYS`), and a returning player is told what happened
   * since their last visit, cut from `publicLog`.
   */
  campaign?: true;
  /**
   * Public view keys that are the last entries of a list that only grows (a log shown as
   * `state.log.slice(-60)`), with the most entries the view ever holds. They travel in pages
   * numbered from the list's start, so an entry sent once is not sent again (see
   * `joinViewParts`); a client may see up to a page more than the view holds.
   */
  rollingViews?: Record<string, number>;
  /** Team of each seat for games that have teams in these options; null when everyone plays alone. */
  teams?(seats: number, options: Options): number[] | null;
  /**
   * Games whose legal moves are mostly the same for every seat and already public (This War of
   * Mine: any seat makes the same edits to the shared draft, listed in its public view) send each
   * seat only its own part, and `join` puts the list back together from the public view. Pure;
   * callers use the engine's `wirePartsOf` and `legalMovesFromWire`. `join(publicView(state),
   * own(state, seat))` must equal `legalMoves(state, seat)`.
   */
  compactMoves?: {
    own(state: State, seat: Seat): Move[];
    join(view: PublicView, own: Move[]): Move[];
  };
  /**
   * Games that let a player take back their last moves declare it here. The engine already
   * refuses to take back a move that used the RNG (a draw, a shuffle, a roll) or showed anyone
   * something hidden from them (see `takeBack.ts`); `reveals` adds what only the game knows (a
   * peek at a card, say), judged on the state before the move.
   */
  takeBack?: {
    reveals?(state: State, seat: Seat, move: Move): boolean;
    /**
     * The moves worth the engine's check (judged on the state before the move): a game that
     * knows most of its moves can never be taken back (a commit that completes a round, a roll)
     * spares the check for those. Absent: every move is checked.
     */
    candidate?(state: State, seat: Seat, move: Move): boolean;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any>;

export type StateOf<G> = G extends GameDefinition<infer S, any, any, any, any> ? S : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type MoveOf<G> = G extends GameDefinition<any, infer M, any, any, any> ? M : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type OptionsOf<G> = G extends GameDefinition<any, any, infer O, any, any> ? O : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One seat's whole picture of the table: the public part, its private part and its options. */
export interface SeatView<PublicView, PrivateView, Move> {
  seat: Seat | null;
  public: PublicView;
  /** Null for spectators. */
  private: PrivateView | null;
  /** The moves the server will accept from this seat right now (empty for spectators). */
  legalMoves: Move[];
}

/** A recorded move, as stored and replayed. */
export interface RecordedMove<Move = unknown> {
  seat: Seat;
  move: Move;
}

export interface GameSetup<Options = unknown> {
  seats: number;
  options: Options;
  seed: string;
}
