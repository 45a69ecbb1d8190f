import { require_, type Seat } from "../../engine/index.js";
import { afterMaintenance, applyMaintenance, applyRiver, endTurn } from "./phases.js";
import { riverTileOf } from "./catalog.js";
import type { Boat, PrecognitionState } from "./types.js";

export interface MaintenanceChoice {
  protectors: number;
  healthyLost: number;
}

/** Protectors that still lower the Plague: each takes 2 off (the last one may take only 1). */
const usefulProtectors = (boat: Boat): number => Math.min(boat.protectors, Math.ceil(boat.plague / 2));

/**
 * Every legal (protectors discarded, healthy Humans lost) pair. The Plague then takes as many
 * Humans as its level, healthy or contaminated as the player chooses.
 */
export function maintenanceChoices(boat: Boat): MaintenanceChoice[] {
  const choices: MaintenanceChoice[] = [];
  const humans = boat.healthy + boat.contaminated;
  for (let protectors = 0; protectors <= usefulProtectors(boat); protectors++) {
    let plague = boat.plague;
    for (let i = 0; i < protectors; i++) plague = Math.max(0, plague - 2);
    const loss = Math.min(plague, humans);
    const minHealthy = Math.max(0, loss - boat.contaminated);
    const maxHealthy = Math.min(loss, boat.healthy);
    for (let healthyLost = minHealthy; healthyLost <= maxHealthy; healthyLost++) choices.push({ protectors, healthyLost });
  }
  return choices;
}

export function playMaintain(state: PrecognitionState, seat: Seat, protectors: number, healthyLost: number): void {
  const boat = state.boats[seat] as Boat;
  const legal = maintenanceChoices(boat).some((c) => c.protectors === protectors && c.healthyLost === healthyLost);
  require_(legal, "BAD_MAINTENANCE", "that number of Protectors or of healthy Humans lost is not possible");
  applyMaintenance(state, seat, protectors, healthyLost);
  state.pendingSeats = state.pendingSeats.filter((s) => s !== seat);
  if (state.pendingSeats.length === 0) afterMaintenance(state);
}

export function playRiver(state: PrecognitionState, seat: Seat, ignore: boolean): void {
  const boat = state.boats[seat] as Boat;
  const tile = riverTileOf(state.river[state.riverRevealed - 1] as string);
  if (ignore) {
    require_(boat.protectors > 0, "NO_PROTECTOR", "you need a Protector to ignore a River tile");
    boat.protectors -= 1;
    state.riverIgnored.push(seat);
    state.log.push({ kind: "riverIgnored", seat });
  } else {
    applyRiver(state, seat, tile.effect);
  }
  state.pendingSeats = state.pendingSeats.filter((s) => s !== seat);
  if (state.pendingSeats.length === 0) endTurn(state);
}
