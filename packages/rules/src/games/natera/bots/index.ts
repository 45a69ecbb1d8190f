import { greedy } from "./greedy.js";
import { random } from "./random.js";

/** "greedy" is the one the platform seats. */
export const bots = { random, greedy };
