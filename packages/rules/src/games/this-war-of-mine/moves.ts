import { require_, type Seat } from "../../engine/index.js";
import { anytimeMoves, playAnytime } from "./anytime.js";
import { concessionMoves, playConcede, settleConcession } from "./concession.js";
import { applyEdit, confirm, draftEdits, draftProblem } from "./draft.js";
import { advance } from "./flow.js";
import { seatAway, seatBack, seatHeld } from "./leader.js";
import { TwomError, type TwomMove, type TwomState } from "./types.js";

const everyone = (state: TwomState): Seat[] => Array.from({ length: state.seats }, (_, seat) => seat);

/** Every seat may act while the campaign runs: edit the draft (and the room plays `leave`/`join` for any seat). */
export const activeSeats = (state: TwomState): Seat[] => (state.phase === "over" ? [] : everyone(state));

/** The table waits on the Leader alone: any seat may edit, only the Leader confirms. */
export const waitingOn = (state: TwomState): Seat[] => (state.phase === "over" ? [] : [state.leader]);

export function legalMoves(state: TwomState, seat: Seat): TwomMove[] {
  if (state.phase === "over") return [];
  return [...draftEdits(state).map((edit) => ({ type: "edit" as const, edit })), ...ownMoves(state, seat)];
}

/** A seat's moves beyond the shared draft's edits (what it gets on the wire): the Leader's, and conceding. */
export const ownMoves = (state: TwomState, seat: Seat): TwomMove[] => [
  ...leaderMoves(state, seat),
  ...concessionMoves(state, seat),
];

/** The moves only the Leader has: confirming the draft, and the moves of any time. */
export function leaderMoves(state: TwomState, seat: Seat): TwomMove[] {
  if (state.phase === "over" || seat !== state.leader) return [];
  const moves: TwomMove[] = [];
  if (state.draft && draftProblem(state) === null) moves.push({ type: "confirm", version: state.draftVersion });
  moves.push(...anytimeMoves(state));
  return moves;
}

export function play(state: TwomState, seat: Seat, move: TwomMove): void {
  switch (move.type) {
    case "edit":
      return applyEdit(state, move.edit);
    case "leave":
      require_(!state.away[seat], TwomError.ALREADY, "That seat is already away");
      seatAway(state, seat);
      return settleConcession(state);
    case "join":
      require_(state.away[seat], TwomError.ALREADY, "That seat is here");
      seatBack(state, seat);
      return settleConcession(state);
    case "holder":
      require_(!state.away[seat] && state.bots[seat] !== move.bot, TwomError.ALREADY, "That seat is already held so");
      seatHeld(state, seat, move.bot);
      return settleConcession(state);
    case "concede":
      return playConcede(state, seat, move);
    default:
      require_(seat === state.leader, TwomError.NOT_LEADER, "Only the Leader decides for the group");
      if (move.type === "confirm") confirm(state, move.version);
      else playAnytime(state, move);
      // What the Leader decided is resolved: the day runs on to the next decision.
      return advance(state);
  }
}
