import type { Seat } from "../../engine/index.js";
import type { PrecognitionState } from "./types.js";

/**
 * What `viewer` may not see now: deck order and contents (but for the cards the viewer put
 * back on top itself), other hands, unrevealed River tiles and Objectives, and the rooms other
 * seats drew in an advanced set-up. The leak audits check no such id reaches that viewer.
 */
export function hiddenFrom(state: PrecognitionState, viewer: Seat | null): string[] {
  const hidden: string[] = [];
  state.boats.forEach((boat, seat) => {
    const own = seat === viewer;
    for (const id of boat.deck) if (!(own && boat.knownTop.includes(id))) hidden.push(id);
    if (!own) hidden.push(...boat.hand);
  });
  hidden.push(...state.river.slice(state.riverRevealed));
  for (const season of state.objectives) hidden.push(...season.stack);
  state.advancedOffers.forEach((offer, seat) => {
    if (seat !== viewer) hidden.push(...offer.rooms);
  });
  return hidden;
}
