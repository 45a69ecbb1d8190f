import type { Seat } from "../../engine/index.js";
import type { TwomState } from "./types.js";

/**
 * The Leader role (the digest's "Online play" rulings): a seat chosen at random at set-up; the
 * role passes to the next connected seat at the start of each phase; solo, always the same seat.
 * A Leader who is away (the room plays `leave` for a seat freed, or away for 60 s) hands the role
 * to the next connected seat at once, until the phase ends. All seats away: the role stays and the
 * table waits, untimed.
 */
export function nextPresent(state: TwomState, from: Seat): Seat {
  for (let k = 1; k <= state.seats; k++) {
    const seat = (from + k) % state.seats;
    if (!state.away[seat]) return seat;
  }
  return from;
}

/** At the start of each phase: the next connected seat after the current Leader. */
export function passAtPhase(state: TwomState): void {
  const next = nextPresent(state, state.leader);
  if (next !== state.leader) {
    state.leader = next;
    state.log.push({ kind: "leader", seat: next, why: "phase" });
  }
}

export function seatAway(state: TwomState, seat: Seat): void {
  state.away[seat] = true;
  if (state.leader === seat) {
    const next = nextPresent(state, seat);
    if (next !== seat) {
      state.leader = next;
      state.log.push({ kind: "leader", seat: next, why: "away" });
    }
  }
}

/** A seat back: if the Leader is away (everyone was), it takes the role. */
export function seatBack(state: TwomState, seat: Seat): void {
  state.away[seat] = false;
  if (state.away[state.leader]) {
    state.leader = seat;
    state.log.push({ kind: "leader", seat, why: "back" });
  }
}
