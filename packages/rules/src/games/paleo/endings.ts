import type { Outcome } from "../../engine/index.js";
import { FRESCOES_TO_WIN, SKULLS_TO_LOSE, type PaleoState } from "./types.js";

/**
 * The end of the game: the 5th Fresco wins, the 5th Skull loses, both in the same action win.
 * A 5th Skull mid-action lets only that action finish; a Skull removed later in it does not
 * save the tribe (`doomed` stays).
 */
export function addSkulls(state: PaleoState, n: number): void {
  for (let k = 0; k < n && state.skulls < SKULLS_TO_LOSE; k++) {
    state.skulls++;
    state.log.push({ kind: "skull", total: state.skulls });
    if (state.skulls === SKULLS_TO_LOSE) state.doomed = true;
  }
}

export function removeSkulls(state: PaleoState, n: number): void {
  const removed = Math.min(n, state.skulls);
  if (removed === 0) return;
  state.skulls -= removed;
  state.log.push({ kind: "removeSkull", total: state.skulls });
}

export function addFrescoes(state: PaleoState, n: number): void {
  const added = Math.min(n, FRESCOES_TO_WIN - state.frescoes);
  if (added === 0) return;
  state.frescoes += added;
  state.log.push({ kind: "fresco", total: state.frescoes });
}

/** Called when an action (a Day action, the feeding, a Night card) is over: true when the game ended. */
export function finishAction(state: PaleoState): boolean {
  if (state.phase === "over") return true;
  if (state.frescoes >= FRESCOES_TO_WIN) return endGame(state, true);
  if (state.doomed) return endGame(state, false);
  return false;
}

function endGame(state: PaleoState, won: boolean): true {
  state.phase = "over";
  state.won = won;
  state.pending = null;
  state.round = null;
  // A Secret turned up by the action that ended the game is never played: it stays face up, in
  // the open discard, so no card leaves the game.
  if (state.secretToPlay) state.openDiscard.push(state.secretToPlay.card);
  state.secretToPlay = null;
  state.log.push({ kind: "end", won });
  return true;
}

export function outcome(state: PaleoState): Outcome | null {
  if (state.phase !== "over") return null;
  const won = state.won === true;
  return {
    winners: won ? Array.from({ length: state.seats }, (_, seat) => seat) : [],
    scores: Array.from({ length: state.seats }, () => state.frescoes),
    reason: won ? "FIVE_FRESCOES" : "FIVE_SKULLS",
    summary: won
      ? `The tribe painted the fifth Fresco on Day ${state.day} and wins together.`
      : `The fifth Skull fell on Day ${state.day}: the tribe loses together.`,
  };
}
