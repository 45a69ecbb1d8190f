import type { Bot } from "../../../engine/index.js";
import type { TwomMove, TwomState } from "../types.js";
import { random } from "./random.js";

/** "random": any legal move, leaning to confirming the draft. The survival-minded bot comes with a later slice. */
export const bots: Record<string, Bot<TwomState, TwomMove>> = { random };
