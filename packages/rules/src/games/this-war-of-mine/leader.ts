import type { Seat } from "../../engine/index.js";
import type { TwomState } from "./types.js";

/**
 * The Leader role (the digest's "Online play" rulings): a seat chosen at random at set-up; the
 * role passes to the next connected seat at the start of each phase; solo, always the same seat.
 * A Leader who is away (the room plays `leave` for a seat freed, or away for 60 s) hands the role
 * to the next connected seat at once, until the phase ends. All seats away: the role stays and the
 * table waits, untimed.
 *
 * Our table's ruling on top (issue 34): bots fill seats, they do not lead people. While a person is
 * seated the role only ever goes to a person, so no bot confirms a group decision ahead of them; a
 * bot leads only a table of bots.
 */
const present = (state: TwomState, seat: Seat): boolean => !state.away[seat];
const person = (state: TwomState, seat: Seat): boolean => present(state, seat) && !state.bots[seat];

/** The next seat after `from` that may lead: a person if one is seated, else any present seat; `from` if none. */
export function nextLeader(state: TwomState, from: Seat): Seat {
  const after = Array.from({ length: state.seats }, (_, k) => (from + 1 + k) % state.seats);
  return after.find((seat) => person(state, seat)) ?? after.find((seat) => present(state, seat)) ?? from;
}

function handTo(state: TwomState, seat: Seat, why: "phase" | "away" | "back" | "bot" | "person"): void {
  if (seat === state.leader) return;
  state.leader = seat;
  state.log.push({ kind: "leader", seat, why });
}

/** At the start of each phase: the next seat that may lead after the current Leader. */
export function passAtPhase(state: TwomState): void {
  handTo(state, nextLeader(state, state.leader), "phase");
}

export function seatAway(state: TwomState, seat: Seat): void {
  state.away[seat] = true;
  state.bots[seat] = false;
  if (state.leader === seat) handTo(state, nextLeader(state, seat), "away");
}

/** A seat back, a person's: it takes the role from an away Leader (everyone was) or from a bot. */
export function seatBack(state: TwomState, seat: Seat): void {
  state.away[seat] = false;
  state.bots[seat] = false;
  if (!present(state, state.leader)) handTo(state, seat, "back");
  else if (state.bots[state.leader]) handTo(state, seat, "person");
}

/** A bot takes a seat, or a person takes it back from a bot. */
export function seatHeld(state: TwomState, seat: Seat, bot: boolean): void {
  state.bots[seat] = bot;
  if (bot && state.leader === seat) handTo(state, nextLeader(state, seat), "bot");
  if (!bot && present(state, seat) && state.bots[state.leader]) handTo(state, seat, "person");
}
