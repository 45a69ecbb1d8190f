import type { Seat } from "../../engine/index.js";
import { hoursAt } from "./abilities.js";
import {
  tokenValue,
  type Arrival,
  type ArcanaId,
  type Difficulty,
  type FlipRequest,
  type LogEntry,
  type OpenProposal,
  type Phase,
  type Placement,
  type ShipwreckState,
  type TokenId,
  type TurnEffects,
} from "./types.js";

/** Entries of the log sent with the view; the stored move log replays the whole game. */
export const LOG_IN_VIEW = 60;

export interface RowCard {
  card: ArcanaId;
  /** Visible fates in front of it. */
  fates: TokenId[];
  hours: number;
}

export interface ShipwreckPublicView {
  difficulty: Difficulty;
  phase: Phase;
  turn: number;
  active: Seat;
  present: boolean[];
  /** The players in the game, in turn order (a circle). */
  order: Seat[];
  /** Newcomers who come in when this turn ends, each with the player they asked to follow. */
  arriving: Arrival[];
  score: number;
  judgment: number;
  /** Slots 1–4 (index 0–3); null where the pile could not refill. */
  row: (RowCard | null)[];
  pileTop: ArcanaId | null;
  pileSize: number;
  withered: ArcanaId[];
  bagSize: number;
  /** How many fates each seat holds (the values are secret). */
  heldCounts: number[];
  /** This turn's placement (its value: the token itself may have been swept back into the bag since). */
  placed: (Omit<Placement, "token"> & { value: number }) | null;
  proposal: OpenProposal | null;
  powerUsed: boolean;
  effects: TurnEffects;
  wrongPredictions: number;
  /** Each seat's deduction row: flipped[value − 1]. */
  rows: boolean[][];
  /** Allies' requests that the active player turn these tokens of their row. */
  flipRequests: FlipRequest[];
  log: LogEntry[];
  won: boolean | null;
}

export interface ShipwreckPrivateView {
  /** The fates this seat holds. */
  held: TokenId[];
}

export function publicView(state: ShipwreckState): ShipwreckPublicView {
  return {
    difficulty: state.difficulty,
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    present: [...state.present],
    order: [...state.order],
    arriving: state.arriving.map((arrival) => ({ ...arrival })),
    score: state.score,
    judgment: state.judgment,
    row: state.row.map((card, i) => (card ? { card, fates: [...state.fates[i]!], hours: hoursAt(state, i + 1) } : null)),
    pileTop: state.pile[0] ?? null,
    pileSize: state.pile.length,
    withered: [...state.withered],
    bagSize: state.bag.length,
    heldCounts: state.held.map((hand) => hand.length),
    placed: placedView(state.placed),
    proposal: state.proposal ? { ...state.proposal, agreed: [...state.proposal.agreed] } : null,
    powerUsed: state.powerUsed,
    effects: { ...state.effects },
    wrongPredictions: state.wrongPredictions,
    rows: state.rows.map((row) => [...row]),
    flipRequests: state.flipRequests.map((request) => ({ ...request })),
    log: state.log.slice(-LOG_IN_VIEW),
    won: state.won,
  };
}

export function privateView(state: ShipwreckState, seat: Seat): ShipwreckPrivateView {
  return { held: [...(state.held[seat] ?? [])] };
}

function placedView(placed: Placement | null): ShipwreckPublicView["placed"] {
  if (!placed) return null;
  const { token, ...rest } = placed;
  return { ...structuredClone(rest), value: tokenValue(token) };
}
