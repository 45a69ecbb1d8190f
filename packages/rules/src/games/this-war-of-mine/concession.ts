import { require_, type Seat } from "../../engine/index.js";
import { endCampaign } from "./ending.js";
import { TwomError, type TwomMove, type TwomState } from "./types.js";

/**
 * Conceding (the rulebook's objectives, 200: once the group has lost the last of its starting
 * characters and so can no longer meet the final objective, the players may concede, or play on
 * for the story; the digest's ruling: conceding needs the agreement of every connected player,
 * otherwise play goes on). Our rulings for the table online:
 * - Who must agree: every seat held by a person (not freed, not a bot's). The rules know no
 *   connections, only who holds each seat (the room's `leave`/`join` and `holder` moves); a person
 *   whose window is closed still holds their seat and must agree, since conceding ends the campaign
 *   for good. Bots play on for the story and never propose, but they do not stand in the way: a seat
 *   a bot holds is not asked.
 * - Any such seat proposes (its own agreement), the others agree one by one; anyone of them refuses,
 *   or the proposer withdraws, and the proposal is gone (a new one may follow). Play goes on
 *   meanwhile: the Leader still decides, the proposal waits beside the game.
 * - When the last person needed agrees, the group concedes: the campaign ends, lost (`CONCEDED`). A
 *   seat freed or handed to a bot leaves the proposal; if every person left has agreed, that
 *   concedes too; if nobody who agreed is left, the proposal lapses.
 */
export type ConcedeMove = Extract<TwomMove, { type: "concede" }>;

/** Whether the group may concede now: the campaign is on and none of the starting characters is left. */
export const mayConcede = (state: TwomState): boolean =>
  state.phase !== "over" && state.characters.length > 0 && !state.characters.some((c) => c.starting);

/** The seats whose agreement a concession needs: those held by a person. */
export const personSeats = (state: TwomState): Seat[] =>
  Array.from({ length: state.seats }, (_, seat) => seat).filter((seat) => !state.away[seat] && !state.bots[seat]);

/** The seats still to agree to the proposal under way (none when there is none). */
export const toAgree = (state: TwomState): Seat[] =>
  state.concession ? personSeats(state).filter((seat) => !state.concession!.agreed.includes(seat)) : [];

/** A seat's concession moves: propose or agree while it has not; refuse or withdraw while a proposal stands. */
export function concessionMoves(state: TwomState, seat: Seat): ConcedeMove[] {
  if (!mayConcede(state) || !personSeats(state).includes(seat)) return [];
  const moves: ConcedeMove[] = [];
  if (!state.concession?.agreed.includes(seat)) moves.push({ type: "concede", agree: true });
  if (state.concession) moves.push({ type: "concede", agree: false });
  return moves;
}

export function playConcede(state: TwomState, seat: Seat, move: ConcedeMove): void {
  require_(mayConcede(state), TwomError.NOT_NOW, "The group may concede only once none of its starting characters is left");
  require_(personSeats(state).includes(seat), TwomError.NOT_NOW, "Only a seat a person holds has a say in conceding");
  const agreed = state.concession?.agreed ?? [];
  if (!move.agree) {
    require_(state.concession !== null, TwomError.NOT_NOW, "Nobody has proposed to concede");
    state.log.push({ kind: "concession", what: agreed.includes(seat) ? "withdrew" : "refused", seat });
    state.concession = null;
    return;
  }
  require_(!agreed.includes(seat), TwomError.ALREADY, "That seat has agreed already");
  state.log.push({ kind: "concession", what: state.concession ? "agreed" : "proposed", seat });
  state.concession = { agreed: [...agreed, seat] };
  settleConcession(state);
}

/**
 * After an agreement or a change of who holds a seat: agreements of seats no longer a person's are
 * dropped; the proposal lapses when no agreement is left, and the group concedes when every person
 * has agreed.
 */
export function settleConcession(state: TwomState): void {
  if (!state.concession || state.phase === "over") return;
  const persons = personSeats(state);
  const agreed = state.concession.agreed.filter((seat) => persons.includes(seat));
  if (agreed.length === 0) {
    state.concession = null;
    state.log.push({ kind: "concession", what: "lapsed", seat: null });
    return;
  }
  state.concession = { agreed };
  if (persons.every((seat) => agreed.includes(seat))) {
    state.concession = null;
    state.log.push({ kind: "concession", what: "conceded", seat: null });
    // Whatever was under way stops with the campaign: no script, fight or trade is left open.
    state.script = null;
    state.combat = null;
    state.trade = null;
    endCampaign(state, false, "CONCEDED");
  }
}
