/**
 * The Paleo balance report for levels the options schema does not list yet (types.ts `LEVELS`
 * is ["I"] while modules C–J are being designed): the same report and seeds, with the level
 * option opened to every level the content defines. Once `LEVELS` lists a level,
 * `npm run balance:paleo` prints the same figures for it. Run:
 * `npx tsx --tsconfig bench/tsconfig.json bench/paleo-balance-open-levels.ts [gamesPerCell] [randomGamesPerCell] [levels]`.
 */
import { paleo } from "@tablee/rules";
import { content } from "../packages/rules/src/games/paleo/content/index.js";

const strict = paleo.optionsSchema;
const levels = content.levels.map((l) => l.id as string);
(paleo as { optionsSchema: unknown }).optionsSchema = {
  safeParse(input: { level?: string; modules?: unknown }) {
    if (input && typeof input.level === "string" && input.level !== "I" && levels.includes(input.level) && !input.modules)
      return { success: true, data: { level: input.level } };
    return strict.safeParse(input);
  },
};
await import("./paleo-balance.js");
