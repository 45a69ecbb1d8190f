import { eventCard } from "./content/index.js";
import type { TwomState } from "./types.js";

/**
 * Removes the top Event card for a script: never the Ceasefire; a Chapter card on top is skipped
 * and the first Event below removed.
 */
export function removeTopEvent(state: TwomState): void {
  const index = state.events.findIndex((id) => eventCard(id).kind !== "chapter");
  if (index < 0 || eventCard(state.events[index]!).ceasefire) return;
  state.events.splice(index, 1);
  if (index < state.eventsKnown) state.eventsKnown -= 1;
}
