import { committedSeats, ownChoice, type Seat } from "../../engine/index.js";
import { isIsland } from "./catalog.js";
import { LOG_IN_VIEW, type LogEntry } from "./log.js";
import { faceOf, isPowered, slotsOf } from "./machines.js";
import { waitingOn } from "./moves.js";
import type {
  ActionProgress,
  Boat,
  Choice,
  ObjectiveSlot,
  PrecognitionOptions,
  PrecognitionState,
  SetupChoice,
} from "./types.js";
import { seasonOfTurn } from "./types.js";

export interface MachineView {
  slots: number;
  batteries: number;
  powered: boolean;
}

export interface BoatView {
  prescient: string | null;
  food: number;
  plague: number;
  healthy: number;
  contaminated: number;
  doctors: number;
  protectors: number;
  /** Rooms with their face; empty until an advanced set-up is revealed. */
  rooms: { id: string; face: "standard" | "advanced"; machines: MachineView[] }[];
  deckSize: number;
  handSize: number;
  /** Face-up cards. */
  decisionZone: string[];
  keepSlot: string | null;
  giveSlot: string | null;
  discard: string[];
  action: Pick<ActionProgress, "step" | "activated" | "pool" | "triggered"> | null;
  /** Whether this seat has committed its secret choice of the current round. */
  committed: boolean;
}

export interface PrecognitionPublicView {
  options: PrecognitionOptions;
  seats: number;
  phase: PrecognitionState["phase"];
  turn: number;
  season: 1 | 2 | 3;
  boats: BoatView[];
  /** Seats still to choose a Prescient, in order. */
  prescientOrder: Seat[];
  river: {
    /** Face-up tiles, in order; the Progress pawn stands on the last one. */
    revealed: string[];
    /** What is still ahead, without identities: a River tile or an Island. */
    ahead: ("river" | "island")[];
    ignoredBy: Seat[];
  };
  objectives: { season: number; hidden: number; revealed: ObjectiveSlot[] }[];
  waitingOn: Seat[];
  endReason: string | null;
  failedObjectives: string[];
  /** The log's last entries; the room sends the earlier ones on request. */
  log: LogEntry[];
}

export interface PrecognitionPrivateView {
  hand: string[];
  /** Your committed Keep/Give, until the reveal. */
  choice: Choice | null;
  /** Advanced set-up: the cards you put back, still on top of your deck, top first. */
  knownTop: string[];
  /** Advanced set-up, before the reveal: the rooms you drew and your committed choice. */
  setupOffer: { rooms: string[] } | null;
  setupChoice: SetupChoice | null;
}

function boatView(state: PrecognitionState, boat: Boat, seat: Seat, committed: Set<Seat>): BoatView {
  const face = faceOf(state);
  return {
    prescient: boat.prescient,
    food: boat.food,
    plague: boat.plague,
    healthy: boat.healthy,
    contaminated: boat.contaminated,
    doctors: boat.doctors,
    protectors: boat.protectors,
    rooms: boat.rooms.map((id, r) => ({
      id,
      face,
      machines: [0, 1, 2].map((i) => {
        const m = r * 3 + i;
        return { slots: slotsOf(state, boat, m), batteries: boat.batteries[m] ?? 0, powered: isPowered(state, boat, m) };
      }),
    })),
    deckSize: boat.deck.length,
    handSize: boat.hand.length,
    decisionZone: [...boat.decisionZone],
    keepSlot: boat.keepSlot,
    giveSlot: boat.giveSlot,
    discard: [...boat.discard],
    action: boat.action && {
      step: boat.action.step,
      activated: [...boat.action.activated],
      pool: { ...boat.action.pool },
      triggered: [...boat.action.triggered],
    },
    committed: committed.has(seat),
  };
}

export function publicView(state: PrecognitionState): PrecognitionPublicView {
  const round = state.phase === "advancedSetup" ? state.setupRound : state.decision;
  const committed = new Set(round ? committedSeats(round) : []);
  return {
    options: { ...state.options },
    seats: state.seats,
    phase: state.phase,
    turn: state.turn,
    season: seasonOfTurn(Math.max(1, state.turn)),
    boats: state.boats.map((boat, seat) => boatView(state, boat, seat, committed)),
    prescientOrder: [...state.prescientOrder],
    river: {
      revealed: state.river.slice(0, state.riverRevealed),
      ahead: state.river.slice(state.riverRevealed).map((id) => (isIsland(id) ? "island" : "river")),
      ignoredBy: [...state.riverIgnored],
    },
    objectives: state.objectives.map((season, i) => ({
      season: i + 1,
      hidden: season.stack.length,
      revealed: season.revealed.map((slot) => ({ ...slot })),
    })),
    waitingOn: waitingOn(state),
    endReason: state.endReason,
    failedObjectives: [...state.failedObjectives],
    log: state.log.slice(-LOG_IN_VIEW),
  };
}

export function privateView(state: PrecognitionState, seat: Seat): PrecognitionPrivateView {
  const boat = state.boats[seat] as Boat;
  const offer = state.phase === "advancedSetup" ? state.advancedOffers[seat] : undefined;
  return {
    hand: [...boat.hand],
    choice: copyOf(state.decision ? ownChoice(state.decision, seat) : null),
    knownTop: [...boat.knownTop],
    setupOffer: offer ? { rooms: [...offer.rooms] } : null,
    setupChoice: copyOf(state.setupRound ? ownChoice(state.setupRound, seat) : null),
  };
}

const copyOf = <T>(value: T | null): T | null => (value === null ? null : (JSON.parse(JSON.stringify(value)) as T));
