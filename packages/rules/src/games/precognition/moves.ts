import { require_, waitingOn as waitingInRound, type Seat } from "../../engine/index.js";
import {
  attenuableObjectives,
  canRevealObjective,
  costOfBoth,
  playActivate,
  playAttenuate,
  playCollect,
  playDecline,
  playEndActions,
  playPlaceBattery,
  playPlaceYmune,
  playRevealObjective,
} from "./action.js";
import { legalChoices, legalSetupChoices, playChoose, playPickPrescient, playSetupChoice } from "./decision.js";
import { PRESCIENT_IDS } from "./content/schema.js";
import { freeSlotMachines } from "./machines.js";
import { maintenanceChoices, playMaintain, playRiver } from "./maintenance.js";
import type { Boat, PoolResource, PrecognitionMove, PrecognitionState } from "./types.js";

const POOL_RESOURCES: PoolResource[] = ["food", "human", "battery", "ymune", "doctor", "protector", "heal"];

/** Seats that may act now; in simultaneous phases a seat that has committed may still change its mind. */
export function activeSeats(state: PrecognitionState): Seat[] {
  switch (state.phase) {
    case "prescients":
      return state.prescientOrder.slice(0, 1);
    case "advancedSetup":
      return state.setupRound ? [...state.setupRound.expected] : [];
    case "decision":
      return state.decision ? [...state.decision.expected] : [];
    case "action":
      return state.boats.flatMap((boat, seat) => (boat.action && boat.action.step !== "done" ? [seat] : []));
    case "maintenance":
    case "river":
      return [...state.pendingSeats];
    case "over":
      return [];
  }
}

export function waitingOn(state: PrecognitionState): Seat[] {
  if (state.phase === "advancedSetup" && state.setupRound) return waitingInRound(state.setupRound);
  if (state.phase === "decision" && state.decision) return waitingInRound(state.decision);
  return activeSeats(state);
}

/** Every legal move of `seat`, complete: bots, fuzzing and the client's prompts rely on it. */
export function legalMoves(state: PrecognitionState, seat: Seat): PrecognitionMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  const boat = state.boats[seat] as Boat;
  switch (state.phase) {
    case "prescients":
      return PRESCIENT_IDS.filter((id) => state.boats.every((b) => b.prescient !== id)).map((prescient) => ({
        type: "pickPrescient",
        prescient,
      }));
    case "advancedSetup":
      return legalSetupChoices(state, seat).map((choice) => ({ type: "setupChoice", ...choice }));
    case "decision":
      return legalChoices(boat).map((choice) => ({ type: "choose", ...choice }));
    case "action":
      return legalActionMoves(state, boat);
    case "maintenance":
      return maintenanceChoices(boat).map((choice) => ({ type: "maintain", ...choice }));
    case "river":
      return [
        { type: "river", ignore: false },
        { type: "river", ignore: true },
      ];
    case "over":
      return [];
  }
}

function legalActionMoves(state: PrecognitionState, boat: Boat): PrecognitionMove[] {
  const action = boat.action;
  if (!action || action.step === "done") return [];
  return [...cardMoves(state, boat, action), ...objectiveMoves(state, boat)];
}

/** Cooperative mode: Objectives are revealed and attenuated at any moment of one's Action phase. */
function objectiveMoves(state: PrecognitionState, boat: Boat): PrecognitionMove[] {
  if (state.options.mode !== "cooperative") return [];
  const moves: PrecognitionMove[] = [];
  if (canRevealObjective(state, boat)) moves.push({ type: "revealObjective" });
  for (const objective of attenuableObjectives(state, boat)) moves.push({ type: "attenuate", objective });
  if (boat.action?.step === "coop") moves.push({ type: "endActions" });
  return moves;
}

function cardMoves(state: PrecognitionState, boat: Boat, action: NonNullable<Boat["action"]>): PrecognitionMove[] {
  switch (action.step) {
    case "activate": {
      const moves: PrecognitionMove[] = [];
      if (boat.healthy >= costOfBoth(boat)) moves.push({ type: "activate", cards: "both" });
      moves.push({ type: "activate", cards: "keep" }, { type: "activate", cards: "give" });
      return moves;
    }
    case "collect": {
      const pool = action.pool;
      const moves: PrecognitionMove[] = [];
      if (pool.ymune > 0) moves.push({ type: "placeYmune", as: "doctor" }, { type: "placeYmune", as: "protector" });
      if (pool.battery > 0) for (const machine of freeSlotMachines(state, boat)) moves.push({ type: "placeBattery", machine });
      for (const resource of POOL_RESOURCES) if (pool[resource] > 0) moves.push({ type: "decline", resource });
      if (pool.ymune === 0 && pool.battery === 0) moves.push({ type: "collect" });
      return moves;
    }
    case "coop":
    case "done":
      return [];
  }
}

export function play(state: PrecognitionState, seat: Seat, move: PrecognitionMove): void {
  switch (move.type) {
    case "pickPrescient":
      return playPickPrescient(state, seat, move.prescient);
    case "setupChoice":
      return playSetupChoice(state, seat, move);
    case "choose":
      require_(state.phase === "decision", "WRONG_PHASE", "this is not the Decision phase");
      return playChoose(state, seat, move);
    case "activate":
      return playActivate(state, seat, move.cards);
    case "placeYmune":
      return playPlaceYmune(state, seat, move.as);
    case "placeBattery":
      return playPlaceBattery(state, seat, move.machine);
    case "decline":
      return playDecline(state, seat, move.resource);
    case "collect":
      return playCollect(state, seat);
    case "revealObjective":
      return playRevealObjective(state, seat);
    case "attenuate":
      return playAttenuate(state, seat, move.objective);
    case "endActions":
      return playEndActions(state, seat);
    case "maintain":
      require_(state.phase === "maintenance", "WRONG_PHASE", "this is not the Maintenance phase");
      return playMaintain(state, seat, move.protectors, move.healthyLost);
    case "river":
      require_(state.phase === "river", "WRONG_PHASE", "there is no River tile to answer");
      return playRiver(state, seat, move.ignore);
  }
}
