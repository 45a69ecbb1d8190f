import type { Bot } from "../../../engine/index.js";
import type { PaleoMove, PaleoState } from "../types.js";
import { greedy } from "./greedy.js";
import { random } from "./random.js";

/** "random": any legal move, leaning to moves that move the game on; "greedy": the team bot, from the public view only. */
export const bots: Record<string, Bot<PaleoState, PaleoMove>> = { random, greedy };
