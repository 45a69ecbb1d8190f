import { require_, type Seat } from "../../engine/index.js";
import { carryIfUnanimous } from "./group.js";
import { beginTurn, endTurn, following, groupOf, presentSeats, seatInOrder } from "./phases.js";
import { ShipwreckError, type ShipwreckState } from "./types.js";

/**
 * Joining and leaving mid-game. A table has five places (fewer at tables made before that
 * ruling); a newcomer takes a free one and chooses whom they follow in turn order. **Ruling**:
 * nobody enters a group decision under way: a newcomer who joins while the group decides comes
 * in when the turn ends (between turns); at any other time, at once. A leaver's held fates go
 * back to the bag and their row is cleared. **Rulings**: when the active player leaves, the
 * turn ends (no prediction) and passes to whoever followed them. With fewer than two players the
 * game waits for someone to join: a turn not yet placed resumes as it was; a turn whose group
 * left ends without a prediction.
 */
export function joinGame(state: ShipwreckState, seat: Seat, after: Seat | undefined): void {
  require_(
    !state.present[seat] && !state.arriving.some((arrival) => arrival.seat === seat),
    ShipwreckError.ALREADY_PRESENT,
    "you are already in the game",
  );
  require_(
    after === undefined || (after < state.seats && state.present[after] && state.order.includes(after)),
    ShipwreckError.BAD_PLACE,
    "choose a player in the game to follow in turn order",
  );
  const deferred = state.phase === "predict";
  state.log.push({ kind: "join", seat, after: after ?? null, deferred });
  if (deferred) {
    state.arriving.push({ seat, after: after ?? null });
    return;
  }
  seatInOrder(state, seat, after ?? null);
  if (state.phase !== "waiting" || presentSeats(state).length < 2) return;
  if (state.pausedTurn && state.present[state.active]) {
    state.phase = "place";
  } else {
    state.active = following(state, state.active);
    beginTurn(state);
  }
  state.pausedTurn = false;
}

export function leaveGame(state: ShipwreckState, seat: Seat): void {
  const arrival = state.arriving.findIndex((a) => a.seat === seat);
  if (arrival >= 0) {
    // A newcomer who had not come in yet: nothing held, no place taken.
    state.arriving.splice(arrival, 1);
    state.log.push({ kind: "leave", seat, discarded: 0 });
    return;
  }
  const discarded = state.held[seat]!.splice(0);
  state.bag.push(...discarded);
  state.present[seat] = false;
  state.rows[seat] = state.rows[seat]!.map(() => false);
  state.flipRequests = state.flipRequests.filter((request) => request.by !== seat);
  state.log.push({ kind: "leave", seat, discarded: discarded.length });
  // The active player stays in the order until the turn passes to whoever followed them.
  if (seat !== state.active || state.phase === "waiting") leaveOrder(state, seat);
  if (state.phase === "waiting") return;
  if (state.proposal) state.proposal.agreed = state.proposal.agreed.filter((s) => s !== seat);
  if (seat !== state.active && presentSeats(state).length < 2 && state.phase === "place") {
    // Nobody is left to predict: the active player's turn waits, tokens in hand, for a newcomer.
    state.phase = "waiting";
    state.pausedTurn = true;
    return;
  }
  if (seat === state.active || groupOf(state).length === 0) {
    state.proposal = null;
    return endTurn(state);
  }
  carryIfUnanimous(state);
}

/** Takes `seat` out of the turn order; a newcomer who asked to follow them follows their predecessor. */
function leaveOrder(state: ShipwreckState, seat: Seat): void {
  const at = state.order.indexOf(seat);
  if (at < 0) return;
  const before = state.order.length > 1 ? state.order[(at - 1 + state.order.length) % state.order.length]! : null;
  for (const arrival of state.arriving) if (arrival.after === seat) arrival.after = before;
  state.order.splice(at, 1);
}
