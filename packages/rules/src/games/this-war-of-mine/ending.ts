import type { TwomState } from "./types.js";

/**
 * The campaign ends (won or lost, and why): no more drafts, the phase "over". Reached from the
 * flow (nobody left), a script's last page, the Ceasefire without a finale script, and conceding.
 */
export function endCampaign(state: TwomState, won: boolean, reason: string): void {
  state.result = { won, reason };
  state.phase = "over";
  state.draft = null;
  state.log.push({ kind: "end", won, reason });
}
