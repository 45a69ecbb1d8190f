import type { GameDefinition } from "../../engine/index.js";
import { bots } from "./bots/index.js";
import { clockOut } from "./clockOut.js";
import { nateraInfo } from "./info.js";
import { activeSeats, legalMoves, play, waitingOn } from "./moves.js";
import { outcome } from "./scoring.js";
import { setup } from "./setup.js";
import { moveSchema, optionsSchema, type NateraMove, type NateraOptions, type NateraState } from "./types.js";
import {
  hiddenFrom,
  LOG_IN_VIEW,
  privateView,
  publicLog,
  publicView,
  type NateraPrivateView,
  type NateraPublicView,
} from "./views.js";

/**
 * Natera: New Beginning — competitive, 2–4 tribes, four seasons of Action then Rest. Rules:
 * `../shared/rules/natera.md` (the digest and its rulings). Where things are:
 * - setup.ts: the board, tiles, achievements, decks, the deal; flow.ts, the only driver: it runs the
 *   effect queue (`resume`) and moves the game on when it runs dry — the secret set-up round's
 *   reveal, tribe set-up effects, turns, passing, the Rest phase, the draft, the end.
 * - moves.ts: who acts and the legal moves; a turn is the action and where, then one question at
 *   a time (`choose`). actions.ts: the five actions. effects.ts: each job of the effect queue and its questions;
 *   queue.ts: what puts jobs on the queue.
 * - board.ts (access, tracks and thresholds, discs), science.ts, achievements.ts, scoring.ts,
 *   decks.ts, tribe.ts (resources, payment, card types); views.ts: views and `hiddenFrom`.
 * - content/: the rulebook's locations, tribes and achievements, and our designed cards,
 *   specialists, Science boards and bonuses (content/DESIGN.md); bots/: random, greedy (the one
 *   the room seats) and lookahead, both judging on the game as their seat imagines it.
 */
export const natera: GameDefinition<NateraState, NateraMove, NateraOptions, NateraPublicView, NateraPrivateView> = {
  id: nateraInfo.id,
  name: nateraInfo.name,
  minSeats: nateraInfo.minSeats,
  maxSeats: nateraInfo.maxSeats,
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
  hiddenFrom,
  // The log is its last entries: sent in pages, each entry once (server rollingPages.ts).
  rollingViews: { log: LOG_IN_VIEW },
  publicLog: (state) => publicLog(state),
  bots,
  onClockOut: clockOut,
  // Take-backs wherever one tribe acts at a time: its turns, and its answers to the questions of
  // the tribes' set-up and of the Rest phase. The simultaneous steps (the secret set-up round,
  // draft picks) need none: a choice there changes by choosing again until the last seat commits.
  // The engine refuses any move that drew, shuffled or showed something; a Crow's peek is declared.
  takeBack: {
    candidate: (state) => state.phase === "action" || state.phase === "tribeSetup" || state.phase === "production",
    reveals: (_state, _seat, move) => move.type === "choose" && move.option.startsWith("peek:"),
  },
};

export type { NateraMove, NateraOptions, NateraState } from "./types.js";
export type { NateraPublicView, NateraPrivateView, TribeView, LocationView } from "./views.js";
