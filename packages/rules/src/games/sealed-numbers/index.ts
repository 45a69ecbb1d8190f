import type { GameDefinition } from "../../engine/index.js";
import { bots } from "./bots.js";
import { activeSeats, legalMoves, play, waitingOn } from "./moves.js";
import { outcome } from "./scoring.js";
import { setup } from "./setup.js";
import {
  moveSchema,
  optionsSchema,
  type SealedNumbersMove,
  type SealedNumbersOptions,
  type SealedNumbersState,
} from "./types.js";
import { privateView, publicView, type SealedNumbersPrivateView, type SealedNumbersPublicView } from "./views.js";
import { sealedNumbersInfo } from "./info.js";

export { cardValue, type CardId, type SealedNumbersMove, type SealedNumbersOptions, type SealedNumbersState } from "./types.js";
export type { SealedNumbersPrivateView, SealedNumbersPublicView } from "./views.js";

export const sealedNumbers: GameDefinition<
  SealedNumbersState,
  SealedNumbersMove,
  SealedNumbersOptions,
  SealedNumbersPublicView,
  SealedNumbersPrivateView
> = {
  id: sealedNumbersInfo.id,
  name: sealedNumbersInfo.name,
  minSeats: sealedNumbersInfo.minSeats,
  maxSeats: sealedNumbersInfo.maxSeats,
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
  // Other seats' hands (their sealed card is one of them until the reveal).
  hiddenFrom: (state, seat) => state.hands.flatMap((hand, s) => (s === seat ? [] : hand)),
};
