import { require_, type Seat } from "../../engine/index.js";
import { carryIfUnanimous } from "./group.js";
import { beginTurn, endTurn, nextPresent, presentSeats } from "./phases.js";
import { ShipwreckError, type ShipwreckState } from "./types.js";

/**
 * Joining and leaving mid-game. A newcomer takes a vacant seat and plays when turn order
 * reaches it; a leaver's held fates go back to the bag and their row is cleared. **Rulings**: when
 * the active player leaves, the turn ends (no prediction) and passes on. With fewer than two
 * players the game waits for someone to join: a turn not yet placed resumes as it was; a turn
 * whose group left ends without a prediction.
 */
export function joinGame(state: ShipwreckState, seat: Seat): void {
  require_(!state.present[seat], ShipwreckError.ALREADY_PRESENT, "you are already in the game");
  state.present[seat] = true;
  state.rows[seat] = state.rows[seat]!.map(() => false);
  state.log.push({ kind: "join", seat });
  if (state.phase !== "waiting" || presentSeats(state).length < 2) return;
  if (state.pausedTurn && state.present[state.active]) {
    state.phase = "place";
  } else {
    state.active = nextPresent(state, state.active);
    beginTurn(state);
  }
  state.pausedTurn = false;
}

export function leaveGame(state: ShipwreckState, seat: Seat): void {
  const discarded = state.held[seat]!.splice(0);
  state.bag.push(...discarded);
  state.present[seat] = false;
  state.rows[seat] = state.rows[seat]!.map(() => false);
  state.log.push({ kind: "leave", seat, discarded: discarded.length });
  if (state.phase === "waiting") return;
  if (state.proposal) state.proposal.agreed = state.proposal.agreed.filter((s) => s !== seat);
  if (seat !== state.active && presentSeats(state).length < 2 && state.phase === "place") {
    // Nobody is left to predict: the active player's turn waits, tokens in hand, for a newcomer.
    state.phase = "waiting";
    state.pausedTurn = true;
    return;
  }
  if (seat === state.active || presentSeats(state).length < 2) {
    state.proposal = null;
    return endTurn(state);
  }
  carryIfUnanimous(state);
}
