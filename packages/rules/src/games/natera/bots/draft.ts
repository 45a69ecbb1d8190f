import { pickOne, type RngState, type Seat } from "../../../engine/index.js";
import { content, type Card, type Resource } from "../content/index.js";
import { tribeOf } from "../tribe.js";
import type { NateraMove, NateraState } from "../types.js";
import { abilityMargin, worth, WEIGHTS } from "./value.js";

/** Rest phases a card drafted now could still produce in (it is played in the season after the pick). */
function restsAfterPick(state: NateraState): number {
  return Math.max(0, 3 - state.season);
}

/**
 * What a card in hand is worth to the greedy bot when it drafts, roughly, in points: its ◆, its
 * effects (a production card for each Rest phase it could still see, an activatable one as two
 * uses of its margin, a passive as a steady trickle), less the cheapest of its three costs; a
 * track prerequisite the tribe has not reached costs a little. It reads the card and the tribe's
 * own levels only: what a packet holds is all a seat sees while drafting.
 */
export function draftWorth(state: NateraState, seat: Seat, card: Card): number {
  const costs = (Object.entries(card.cost) as [Resource, number][]).map(([r, n]) => n * WEIGHTS[r]);
  let gain = card.vp;
  const effects = worth(card.effects);
  if (card.background === "production") gain += effects * Math.max(1, restsAfterPick(state)) * 0.8;
  else gain += effects;
  if (card.ability) gain += abilityMargin(card.ability) * 2;
  if (card.passive) gain += 1.5;
  if (card.prerequisite?.kind === "track" && tribeOf(state, seat).tracks[card.prerequisite.zone] < card.prerequisite.level)
    gain -= 0.5;
  return gain - Math.min(...costs);
}

/** The greedy draft pick: the card of the packet it values most (ties at random). */
export function draftPick(state: NateraState, seat: Seat, moves: NateraMove[], rng: RngState): NateraMove {
  let best: NateraMove[] = [];
  let top = -Infinity;
  for (const move of moves) {
    if (move.type !== "draftPick") continue;
    const v = draftWorth(state, seat, content.cards[move.card]!);
    if (v > top + 1e-9) {
      top = v;
      best = [move];
    } else if (v > top - 1e-9) best.push(move);
  }
  return best.length > 0 ? pickOne(rng, best) : pickOne(rng, moves);
}
