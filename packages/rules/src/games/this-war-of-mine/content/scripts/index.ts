import type { ScriptContent } from "../../scripts/schema.js";
import { ceasefire } from "./ceasefire.js";
import { characterHooks } from "./characters.js";
import { conservatory } from "./conservatory.js";
import { epilogues } from "./epilogues.js";
import { locationStories } from "./locations.js";
import { residentMira } from "./resident-mira.js";
import { residents } from "./residents.js";
import { residentsDistrict } from "./residents-district.js";
import { tramDepot } from "./tram-depot.js";
import { visitors } from "./visitors.js";

/** Every script set of the campaign, one file per Location, Resident, Event… */
export const SCRIPT_SETS: readonly ScriptContent[] = [
  tramDepot,
  conservatory,
  residentMira,
  residents,
  epilogues,
  locationStories,
  residentsDistrict,
  visitors,
  characterHooks,
  ceasefire,
];

/** The whole Book of Scripts: every set's paragraphs, entries and flags together. */
export const bookOfScripts: ScriptContent = {
  paragraphs: SCRIPT_SETS.flatMap((s) => s.paragraphs),
  entries: SCRIPT_SETS.flatMap((s) => s.entries),
  flags: SCRIPT_SETS.flatMap((s) => s.flags),
};
