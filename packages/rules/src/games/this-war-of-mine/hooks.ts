import { pickOne } from "../../engine/index.js";
import { bookOfScripts, characterCard, type StoryHook } from "./content/index.js";
import type { TwomCharacter, TwomState } from "./types.js";

/**
 * The Characters' story hooks (the digest's "Script hooks": numbers printed in coloured circles on
 * a card's bottom strip, dormant unless a card says to read one). Our cards that wake them: the
 * Weight of Reality Finds cards (a scavenger's hook) and a few Fate cards (a hook of anyone in the
 * group). Our ruling for "read the <colour> hook of a character": among those concerned whose card
 * prints a hook of that colour, one who has not read it yet is taken first, at random; when all
 * have, one of them reads it again (its story goes on: Vera's key, given or kept). Nobody with that
 * colour: nothing is read. The script is read as soon as nothing else is open (`scriptsDue`).
 */
export type HookColour = StoryHook["colour"];

export const hookKey = (character: string, colour: HookColour): string => `${character}:${colour}`;

export function readHook(state: TwomState, colour: HookColour, among: readonly TwomCharacter[]): void {
  const printed = among.filter((c) => characterCard(c.id)?.hooks.some((h) => h.colour === colour));
  if (printed.length === 0) return;
  const unread = printed.filter((c) => !state.hooksRead.includes(hookKey(c.id, colour)));
  const who = pickOne(state.rng, unread.length > 0 ? unread : printed);
  const entry = bookOfScripts.entries.find((e) => e.kind === "character" && e.card === who.id && e.hook === colour);
  if (!entry) return;
  if (!state.hooksRead.includes(hookKey(who.id, colour))) state.hooksRead.push(hookKey(who.id, colour));
  state.scriptsDue.push({ to: entry.to, actor: who.id });
}
