import { EngineErrorCode, RuleError, type GameDefinition } from "../../engine/index.js";
import { bots } from "./bots.js";
import { activeSeats, legalMoves, play, waitingOn } from "./moves.js";
import { outcome } from "./scoring.js";
import { hiddenFrom } from "./secrets.js";
import { setup } from "./setup.js";
import { moveSchema, optionsSchema, type PrecognitionMove, type PrecognitionOptions, type PrecognitionState } from "./types.js";
import { privateView, publicView, type PrecognitionPrivateView, type PrecognitionPublicView } from "./views.js";
import { precognitionInfo } from "./info.js";
import { LOG_IN_VIEW } from "./log.js";

/**
 * Précognition. Where things are:
 * - setup.ts: boats, decks, rooms, River, Objectives; Prescient choice; advanced set-up.
 * - decision.ts: the Dual Select System (secret Keep/Give, atomic reveal).
 * - action.ts: activation, `≈`, type bonus, collecting and placing, cooperative Objectives.
 * - machines.ts: powered machines and their conditions.
 * - phases.ts: turn skeleton, Maintenance steps, River and Islands, season checks.
 * - maintenance.ts: Protector and loss choices, River opt-outs.
 * - log.ts: the public log's entries, pushed where things happen (names only what lies face up).
 * - views.ts, scoring.ts, bots.ts; content/ holds our cards, rooms, tiles and Objectives.
 */
export const precognition: GameDefinition<
  PrecognitionState,
  PrecognitionMove,
  PrecognitionOptions,
  PrecognitionPublicView,
  PrecognitionPrivateView
> = {
  id: precognitionInfo.id,
  name: precognitionInfo.name,
  minSeats: precognitionInfo.minSeats,
  maxSeats: precognitionInfo.maxSeats,
  optionsSchema,
  moveSchema,
  setup: (seats, options, seed) => {
    if (options.mode === "team" && seats !== 4)
      throw new RuleError(EngineErrorCode.BAD_SEAT_COUNT, "team mode is played by exactly 4");
    return setup(seats, options, seed);
  },
  seatCount: (state) => state.seats,
  activeSeats,
  waitingOn,
  legalMoves,
  play,
  publicView,
  privateView,
  outcome,
  hiddenFrom,
  // The log is its last entries: sent in pages, each entry once (server rollingPages.ts).
  rollingViews: { log: LOG_IN_VIEW },
  publicLog: (state) => state.log,
  // A player may take back their last moves while nothing hidden came to light (engine/takeBack.ts):
  // in practice the Action phase's own moves; decisions are changed by choosing again, and the
  // other phases reveal or roll on.
  takeBack: { candidate: (state) => state.phase === "action" },
  bots,
  // Team mode: adjacent seats play together, 0+1 against 2+3.
  teams: (seats, options) => (options.mode === "team" ? Array.from({ length: seats }, (_, seat) => Math.floor(seat / 2)) : null),
};

export type { PrecognitionMove, PrecognitionOptions, PrecognitionState } from "./types.js";
export type { PrecognitionPrivateView, PrecognitionPublicView, BoatView } from "./views.js";
export type { LogEntry, BoatChange } from "./log.js";
