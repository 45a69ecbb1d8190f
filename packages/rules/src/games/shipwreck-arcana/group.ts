import { EngineErrorCode, require_, type Seat } from "../../engine/index.js";
import { arcanaById } from "./content/index.js";
import { finishPredictions, groupOf, passPrediction, resolvePrediction } from "./phases.js";
import { applyPower, targetsOf } from "./powers.js";
import { ShipwreckError, VALUES, type Proposal, type ShipwreckState } from "./types.js";

/**
 * Group decisions online: any non-active player proposes a prediction, a pass or a group power;
 * it is carried out when every non-active player has agreed; a new proposal resets agreement.
 */
export function proposalsOf(state: ShipwreckState): Proposal[] {
  const proposals: Proposal[] = VALUES.map((value) => ({ kind: "predict", value }));
  proposals.push({ kind: "pass" });
  if (!state.powerUsed) {
    for (const card of state.withered.map(arcanaById).filter((c) => c.user === "group")) {
      for (const target of targetsOf(state, card)) proposals.push({ kind: "power", card: card.id, target });
    }
  }
  return proposals;
}

export function requireGroupStep(state: ShipwreckState, seat: Seat): void {
  require_(state.phase === "predict", EngineErrorCode.NOT_YOUR_TURN, "the group predicts after the placement");
  require_(seat !== state.active, ShipwreckError.NOT_IN_GROUP, "the active player does not take part in the prediction");
}

/** A proposal every group member has agreed to is carried out. */
export function carryIfUnanimous(state: ShipwreckState): void {
  const open = state.proposal;
  if (!open || state.phase !== "predict" || !groupOf(state).every((seat) => open.agreed.includes(seat))) return;
  const { proposal } = open;
  state.proposal = null;
  if (proposal.kind === "predict") return resolvePrediction(state, proposal.value);
  // Passing after a wrong prediction (an extra one was left) still resolves the one made.
  if (proposal.kind === "pass") return state.wrongPredictions > 0 ? finishPredictions(state) : passPrediction(state);
  applyPower(state, null, arcanaById(proposal.card), proposal.target);
}
