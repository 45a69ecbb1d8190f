import { require_, type Seat } from "../../engine/index.js";
import { afterMaintenance, applyMaintenance, applyRiver, endTurn } from "./phases.js";
import { riverTileOf } from "./catalog.js";
import type { Boat, PrecognitionState } from "./types.js";

import { maintenanceChoices } from "./maintenanceChoices.js";

export { maintenanceChoices, type MaintenanceChoice } from "./maintenanceChoices.js";

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
