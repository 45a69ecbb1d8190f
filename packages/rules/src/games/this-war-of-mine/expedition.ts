import { isAsleep } from "./characters.js";
import { explorationCard } from "./content/index.js";
import { rollBlackDie } from "./scripts/index.js";
import type { CardLeft, Expedition, TwomCharacter, TwomState } from "./types.js";
import { ruleFixed } from "./version.js";

/**
 * The expedition's bookkeeping that scripts touch too (who is out scavenging, the Unknown cards
 * returned, encounters noted, a scavenger's death): on its own so that scripting.ts can apply what
 * the engine reports without importing scavenging.ts, which runs the scavenging through scripts.
 */
export const scavengers = (state: TwomState): TwomCharacter[] => state.characters.filter((c) => c.task === "scavenging");
/** Scavengers still exploring: awake, not waiting after a companion's death. */
export const exploring = (state: TwomState): TwomCharacter[] =>
  scavengers(state).filter((c) => !isAsleep(c) && !(state.expedition?.waiting ?? []).includes(c.id));

export const hidingKept = (exp: Expedition): string | undefined => exp.area.find((id) => explorationCard(id).kind === "hiding");

/** Returns `n` cards from the top of the Unknown onto the Exploration deck, unseen. */
export function returnExploration(state: TwomState, n: number): void {
  const exp = state.expedition;
  if (!exp) return;
  const back = exp.unknown.splice(0, Math.min(n, exp.unknown.length));
  if (back.length > 0) exp.heard = null;
  state.exploration.deck.unshift(...back);
  state.unknownLeft = exp.unknown.length;
}

/**
 * Whether a noise roll that meets someone stops the card being resolved, so its Residents card is
 * resolved first and the rest of the card after (the rulebook's Finds cards: "resolve the Residents
 * card first"; a noise roll "triggers an encounter at once"). Only while scavenging, and only for
 * campaigns begun under the fix (`RULE_FIXES.encounterFirst`): before it, the card was read to its
 * end and its encounters came after.
 */
export const encounterFirst = (state: TwomState): boolean =>
  state.scene === "scavenging" && state.expedition !== null && ruleFixed(state, "encounterFirst");

/** Keeps what is left of a card a noise roll stopped, for after the Residents cards. */
export function afterEncounter(state: TwomState, left: CardLeft): void {
  (state.expedition!.afterEncounter ??= []).push(left);
}

/** An encounter while scavenging: a Residents card to draw before going on (unless the rule skips the draw). */
export function noteEncounter(state: TwomState, drawResident: boolean): void {
  if (state.expedition && drawResident && state.scene === "scavenging") state.expedition.encounters += 1;
}

/** A scavenger died: an Empathy roll for the others; those affected stop and wait for Choose finds. */
export function scavengerDied(state: TwomState): void {
  const exp = state.expedition;
  if (!exp || exp.stage === "setup" || exp.stage === "done") return;
  const face = rollBlackDie(state);
  const affected = exploring(state).filter((c) => c.empathy > face);
  state.log.push({ kind: "roll", what: "empathy:scavenger-died", character: null, face });
  for (const c of affected) if (!exp.waiting.includes(c.id)) exp.waiting.push(c.id);
}
