import { cardOf } from "../catalog.js";
import { requestsMet } from "../conditions.js";
import { RESOURCES, type Action, type Resource, type ToolType } from "../content/index.js";
import { toolCount } from "../tools.js";
import type { PaleoState } from "../types.js";

/**
 * What the coming Night asks, for the team bot to keep by day: for each Mission in play and each
 * night card (☾) attached to a group — all face up on the table — the way the tribe could take
 * now that spends least (a Skull only when no other way is open), and the Food to feed every
 * Character first. It reads only what everyone sees: the Missions, the attached cards, the
 * depot, the tribe's Characters and tools.
 */
export interface NightReserve {
  /** Resource units to keep in the depot, each with its choice of types. */
  units: Resource[][];
  /** Tool tokens to keep in the tribe: the Night spends them or asks them held. */
  tools: Partial<Record<ToolType, number>>;
  /** Food eaten at the feeding, before any Mission. */
  mouths: number;
}

export type Depot = Record<Resource, number>;

const tribeTool = (state: PaleoState, tool: ToolType): number =>
  state.groups.reduce((sum, g) => sum + toolCount(g.tools, tool), 0);

const attachedNightCards = (state: PaleoState): string[] =>
  state.groups.flatMap((g) => g.attached.filter((card) => cardOf(card).night.length > 0));

/**
 * The Night's cards still to pay for, in the order they are resolved: Missions, then cards attached
 * to groups. By day, all of them. At Night, those after the first card still to resolve: that
 * card is the one being chosen for, and the cards already resolved are paid (counting them again
 * made a payable Mission look dearer than its Skull).
 */
function nightCards(state: PaleoState): string[] {
  if (state.phase === "night" && state.night) {
    const later = state.night.todo.slice(1).map((item) => item.card);
    return state.night.step === "missions" ? [...later, ...attachedNightCards(state)] : later;
  }
  return [...state.missions, ...attachedNightCards(state)];
}

/** Food the feeding will eat: every Character's by day; none at Night, when the feeding is done. */
const mouthsToFeed = (state: PaleoState): number =>
  state.phase === "night" ? 0 : state.groups.reduce((sum, g) => sum + g.members.length, 0);

export function nightReserve(state: PaleoState): NightReserve {
  const everyone = state.groups.map((_, seat) => seat);
  const mouths = mouthsToFeed(state);
  const depot: Depot = { ...state.depot, food: Math.max(0, state.depot.food - mouths) };
  const toolsLeft = new Map<ToolType, number>();
  const toolLeft = (tool: ToolType) => toolsLeft.get(tool) ?? tribeTool(state, tool);
  const reserve: NightReserve = { units: [], tools: {}, mouths };
  for (const card of nightCards(state)) {
    const ways = cardOf(card).night.filter(
      (a) => !a.hostile && requestsMet(state, a, everyone) && a.costs.fromCard.length === 0 && toolsHeld(a, toolLeft),
    );
    const cheapest = ways.reduce<{ action: Action; cost: number } | undefined>((top, action) => {
      const cost = wayCost(action, depot, reserve.units);
      return !top || cost < top.cost ? { action, cost } : top;
    }, undefined);
    if (!cheapest) continue;
    const action = cheapest.action;
    reserve.units.push(...action.costs.resources.map((u) => [...u]));
    for (const tool of action.costs.tools) {
      toolsLeft.set(tool, toolLeft(tool) - 1);
      reserve.tools[tool] = (reserve.tools[tool] ?? 0) + 1;
    }
    for (const request of action.conditions.requests)
      if (request.kind === "tool") reserve.tools[request.tool] = Math.max(reserve.tools[request.tool] ?? 0, request.atLeast);
  }
  return reserve;
}

/** Whether the tribe, after the Night's earlier cards, still holds the tools this way spends. */
function toolsHeld(action: Action, toolLeft: (tool: ToolType) => number): boolean {
  const need = new Map<ToolType, number>();
  for (const tool of action.costs.tools) need.set(tool, (need.get(tool) ?? 0) + 1);
  return [...need].every(([tool, n]) => toolLeft(tool) >= n);
}

/** A way's cost: its units the depot lacks (after the units already kept) weigh most, then every unit and tool. */
function wayCost(action: Action, depot: Depot, kept: readonly Resource[][]): number {
  const short = unitsShort(depot, [...kept, ...action.costs.resources]) - unitsShort(depot, kept);
  return short * 10 + action.costs.resources.length + action.costs.tools.length * 1.5;
}

/**
 * How many of these units the depot cannot pay: units with one choice first, then the others
 * from the type the depot has most of.
 */
export function unitsShort(depot: Depot, units: readonly (readonly Resource[])[]): number {
  const left = { ...depot };
  let short = 0;
  const sorted = [...units].sort((a, b) => a.length - b.length);
  for (const unit of sorted) {
    const pay = unit.reduce((top, r) => (left[r] > left[top] ? r : top));
    if (left[pay] > 0) left[pay]--;
    else short++;
  }
  return short;
}

/** Units of the reserve the depot cannot pay at Night (the feeding eats its Food first). */
export function reserveShort(reserve: NightReserve, depot: Depot): number {
  return unitsShort({ ...depot, food: Math.max(0, depot.food - reserve.mouths) }, reserve.units);
}

/** Resource types the reserve still lacks: the tribe wants them by day. */
export function reserveLacks(reserve: NightReserve, depot: Depot): Partial<Record<Resource, boolean>> {
  const lacks: Partial<Record<Resource, boolean>> = {};
  const base = reserveShort(reserve, depot);
  if (base === 0) return lacks;
  for (const r of RESOURCES) if (reserveShort(reserve, { ...depot, [r]: depot[r] + 1 }) < base) lacks[r] = true;
  return lacks;
}

/** Reserved tools spending these would take from the Night. */
export function toolsTaken(state: PaleoState, reserve: NightReserve, spent: readonly ToolType[]): number {
  const counts = new Map<ToolType, number>();
  for (const tool of spent) counts.set(tool, (counts.get(tool) ?? 0) + 1);
  let taken = 0;
  for (const [tool, n] of counts) {
    const spare = tribeTool(state, tool) - (reserve.tools[tool] ?? 0);
    taken += Math.max(0, Math.min(n, n - spare));
  }
  return taken;
}
