import type { Bot } from "../../../engine/index.js";
import type { TwomMove, TwomState } from "../types.js";
import { random } from "./random.js";
import { survival } from "./survival.js";

/**
 * "random": any legal move, leaning to confirming the draft. "survival": the careful group
 * (`survival.ts`); "greedy" is the same bot under the name the platform seats (a seat left to a bot).
 */
export const bots: Record<string, Bot<TwomState, TwomMove>> = { random, survival, greedy: survival };
