/**
 * Pure helpers a client may reuse for display: card and tile data, `≈` resolution, constants.
 * Nothing here decides legality; the server's legal moves do.
 */
export {
  content,
  cardOf,
  roomOf,
  riverTileOf,
  objectiveOf,
  isIsland,
  machineOf,
  resolvedCosts,
  resolvedGain,
} from "./catalog.js";
export { toComeOf, type SeasonToCome, type SeenCards } from "./toCome.js";
export {
  MIRROR,
  RESOURCES,
  type ExpeditionCard,
  type MachineRoom,
  type Machine,
  type MachineCondition,
  type MachineEffect,
  type Objective,
  type Requirement,
  type RiverTile,
  type RiverEffect,
  type PrescientId,
} from "./content/schema.js";
export {
  COOP_TARGET,
  OBJECTIVE_REVEAL_COST,
  TURNS,
  TURNS_PER_SEASON,
  PLAGUE_MAX,
  seasonOfTurn,
  leftOf,
  rightOf,
  type PrecognitionMove,
  type Pool,
  type PoolResource,
} from "./types.js";
export type { BoatView, MachineView, PrecognitionPrivateView, PrecognitionPublicView } from "./views.js";
export type { LogEntry, BoatChange } from "./log.js";
