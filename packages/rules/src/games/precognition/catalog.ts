import { content } from "./content/index.js";
import {
  MIRROR,
  type ExpeditionCard,
  type Machine,
  type MachineRoom,
  type Objective,
  type Prescient,
  type PrescientId,
  type RiverTile,
} from "./content/schema.js";

/** Look-ups into the validated content, built once at load. */
const cards = new Map<string, ExpeditionCard>(content.prescients.flatMap((p) => p.cards.map((c) => [c.id, c] as const)));
const prescients = new Map<PrescientId, Prescient>(content.prescients.map((p) => [p.id, p]));
const rooms = new Map<string, MachineRoom>(content.rooms.map((r) => [r.id, r]));
const riverTiles = new Map<string, RiverTile>(content.river.map((t) => [t.id, t]));
const islandIds = new Set(content.islands.map((t) => t.id));
const objectives = new Map<string, Objective>(content.objectives.map((o) => [o.id, o]));

function lookUp<T>(map: Map<string, T>, id: string, what: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`unknown ${what} ${id}`);
  return found;
}

export const cardOf = (id: string): ExpeditionCard => lookUp(cards, id, "card");
export const isCardId = (id: string): boolean => cards.has(id);
export const prescientOf = (id: PrescientId): Prescient => lookUp(prescients as Map<string, Prescient>, id, "prescient");
export const roomOf = (id: string): MachineRoom => lookUp(rooms, id, "machine room");
export const riverTileOf = (id: string): RiverTile => lookUp(riverTiles, id, "river tile");
export const isIsland = (id: string): boolean => islandIds.has(id);
export const objectiveOf = (id: string): Objective => lookUp(objectives, id, "objective");

export function machineOf(roomIds: readonly string[], index: number, face: "standard" | "advanced"): Machine {
  const room = roomOf(roomIds[Math.floor(index / 3)] ?? "");
  return room[face][index % 3] as Machine;
}

/**
 * `≈` costs: a `≈` cost equals the other card's cost; when both are `≈`, both cost 0.
 * Resolved from the printed costs of the two Action-zone cards.
 */
export function resolvedCosts(a: ExpeditionCard, b: ExpeditionCard): [number, number] {
  if (a.cost === MIRROR && b.cost === MIRROR) return [0, 0];
  return [a.cost === MIRROR ? (b.cost as number) : a.cost, b.cost === MIRROR ? (a.cost as number) : b.cost];
}

/**
 * `≈` gains: the printed cost of the other card; if that is `≈` too, this card's own printed
 * cost (0 when both costs are `≈`).
 */
export function resolvedGain(card: ExpeditionCard, other: ExpeditionCard): number {
  if (card.gain !== MIRROR) return card.gain;
  if (other.cost !== MIRROR) return other.cost;
  return card.cost === MIRROR ? 0 : card.cost;
}

export { content };
