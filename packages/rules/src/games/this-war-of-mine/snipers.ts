import { changeState } from "./characters.js";
import { eventCard } from "./content/index.js";
import { DIE_FACES, rollCombatDie } from "./gear.js";
import { scavengers } from "./expedition.js";
import type { TwomState } from "./types.js";

/**
 * The Snipers kind of Event (the digest's "Morning 4": roll the red die for each scavenger in turn;
 * stop at the first character hit, or after all rolled unhurt; then remove the card). Our ruling on
 * when: the card stays face up from its Morning until the next scavenging, and fires as the
 * scavengers set out (after the Location is chosen), in the group's order. Only hit faces count
 * (the other faces are blanks against a character), and nobody re-rolls a die rolled against them
 * (the digest's ruling). The card then leaves the face-up Events.
 */
export function snipersFire(state: TwomState): void {
  const card = state.faceUpEvents.find((id) => eventCard(id).snipers === true);
  if (card === undefined) return;
  for (const c of scavengers(state)) {
    const face = rollCombatDie(state.rng, "red");
    state.log.push({ kind: "roll", what: "sniper", character: c.id, face });
    const hits = DIE_FACES.red[face]!.hits;
    if (hits > 0) {
      changeState(state, c, "wounds", hits, "sniper");
      break;
    }
  }
  state.faceUpEvents = state.faceUpEvents.filter((id) => id !== card);
  state.eventDiscard.push(card);
}
