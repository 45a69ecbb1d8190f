import { greedy } from "./greedy.js";
import { lookahead } from "./lookahead.js";
import { random } from "./random.js";

/**
 * "random": any legal move; "greedy": one ply on the game as the seat imagines it — the bot the
 * room seats (the contract's "greedy"), the fair opponent; "lookahead": the greedy bot's best few
 * moves played forward to the seat's next turn, stronger and about ten times slower.
 */
export const bots = { random, greedy, lookahead };
