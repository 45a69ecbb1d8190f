import type { GameDefinition } from "../../engine/index.js";
import { bots } from "./bots.js";
import { activeSeats, legalMoves, play, waitingOn } from "./moves.js";
import { outcome } from "./scoring.js";
import { setup } from "./setup.js";
import { moveSchema, optionsSchema, type ShipwreckMove, type ShipwreckOptions, type ShipwreckState } from "./types.js";
import { LOG_IN_VIEW, privateView, publicView, type ShipwreckPrivateView, type ShipwreckPublicView } from "./views.js";
import { shipwreckArcanaInfo } from "./info.js";

export * from "./types.js";
export type { ShipwreckPrivateView, ShipwreckPublicView, RowCard } from "./views.js";
export { ARCANA, arcanaById, type Arcana, type Condition, type Power } from "./content/index.js";

export const shipwreckArcana: GameDefinition<
  ShipwreckState,
  ShipwreckMove,
  ShipwreckOptions,
  ShipwreckPublicView,
  ShipwreckPrivateView
> = {
  id: shipwreckArcanaInfo.id,
  name: shipwreckArcanaInfo.name,
  minSeats: shipwreckArcanaInfo.minSeats,
  maxSeats: shipwreckArcanaInfo.maxSeats,
  optionsSchema,
  moveSchema,
  setup,
  seatCount: (state) => state.seats,
  activeSeats,
  waitingOn,
  legalMoves,
  play,
  publicView,
  privateView,
  outcome,
  bots,
  // Fates held by other seats, and every fate in the bag (their ids are never shown while there).
  hiddenFrom: (state, seat) => [...state.held.flatMap((hand, s) => (s === seat ? [] : hand)), ...state.bag],
  // The log is its last entries: sent in pages, each entry once (server rollingPages.ts).
  rollingViews: { log: LOG_IN_VIEW },
  // Every entry is public: the view shows the same entries to all.
  publicLog: (state) => state.log,
  // A player may take back their last moves while nothing hidden came to light (engine/takeBack.ts).
  takeBack: {},
  seatChanges: {
    // A newcomer waiting for the turn to end has taken their place already.
    vacantSeats: (state) =>
      state.phase === "over"
        ? []
        : state.present.flatMap((present, seat) => (present || state.arriving.some((a) => a.seat === seat) ? [] : [seat])),
    join: { type: "join" },
    joinAfter: (after) => ({ type: "join", after }),
    leave: { type: "leave" },
  },
};
