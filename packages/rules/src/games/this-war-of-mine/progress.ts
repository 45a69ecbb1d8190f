import type { Progress } from "../../engine/index.js";
import { CHARACTERS } from "./content/index.js";
import type { TwomState } from "./types.js";
import type { TwomPublicView } from "./views.js";

/**
 * Where a campaign stands, for pages outside the table (an invite link, the home page's list):
 * the day, the chapter and who is still in the shelter, by name. Made from the public view only.
 */
export function progress(view: TwomPublicView): Progress {
  const nameOf = (id: string) => CHARACTERS.find((card) => card.id === id)?.name ?? id;
  return {
    counts: { day: view.day, chapter: view.chapter },
    names: { survivors: view.characters.map((c) => nameOf(c.id)) },
  };
}

/** The whole log (the view carries its last entries only); every entry is open to every seat. */
export const publicLog = (state: TwomState): readonly unknown[] => state.log;
