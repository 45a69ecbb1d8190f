import type { Seat } from "../../../engine/index.js";
import { cardOf, content } from "../catalog.js";
import type { Action, BackKind, Resource, Reward, ToolType } from "../content/index.js";
import { toolCount } from "../tools.js";
import type { PaleoState } from "../types.js";
import type { PaleoTableView } from "../views.js";
import { heartsOf } from "../wounds.js";
import { nightReserve, reserveLacks, reserveShort, toolsTaken, type Depot, type NightReserve } from "./reserve.js";

/**
 * What the team bot reckons things are worth, from the public view only: the depot, the groups'
 * Characters and tools, the Missions in play, the backs of the decks. A Skull or a Fresco dwarfs
 * everything else; Food counts for more when the next Night cannot be fed.
 */
export const FRESCO = 12;
export const SKULL = 9;

export interface Needs {
  /** Food short of the next Night's feeding and Missions. */
  foodShort: number;
  /** Tools the Missions ask for (their ☾ costs, their day paths' costs and requests) that the tribe lacks, with one spare. */
  toolsShort: Partial<Record<ToolType, number>>;
  /** Resources that craft a tool the tribe is short of. */
  craftWanted: Partial<Record<Resource, boolean>>;
  skulls: number;
  /** Mouths more the box's Food could feed each Night beside the Missions' Food, with a margin of 3. */
  roomToGrow: number;
}

const tribeTools = (state: PaleoState, tool: ToolType): number =>
  state.groups.reduce((sum, g) => sum + toolCount(g.tools, tool), 0);

/** How many of each tool the Missions in play ask for: one per ☾ or day action that spends or requests it. */
function missionTools(state: PaleoState): Map<ToolType, number> {
  const asked = new Map<ToolType, number>();
  for (const mission of state.missions) {
    const card = cardOf(mission);
    for (const action of [...card.night.filter((a) => !a.hostile), ...card.helpCardActions, ...card.extraActions]) {
      const tools = [
        ...action.costs.tools,
        ...action.conditions.requests.flatMap((r) => (r.kind === "tool" ? Array<ToolType>(r.atLeast).fill(r.tool) : [])),
      ];
      for (const tool of new Set(tools)) asked.set(tool, Math.max(asked.get(tool) ?? 0, tools.filter((t) => t === tool).length));
    }
  }
  return asked;
}

export function needsOf(state: PaleoState): Needs {
  const mouths = state.groups.reduce((sum, g) => sum + g.members.length, 0);
  const missionFood = state.missions.reduce(
    (sum, m) =>
      sum +
      Math.min(
        ...cardOf(m)
          .night.filter((a) => !a.hostile)
          .map((a) => a.costs.resources.filter((u) => u.includes("food")).length),
      ),
    0,
  );
  const allFood = state.depot.food + state.supply.food;
  const toolsShort: Partial<Record<ToolType, number>> = {};
  const craftWanted: Partial<Record<Resource, boolean>> = {};
  for (const [tool, asked] of missionTools(state)) {
    const short = Math.max(0, asked + 1 - tribeTools(state, tool));
    if (short === 0) continue;
    toolsShort[tool] = short;
    for (const unit of craftCostOf(state, tool) ?? []) for (const r of unit) craftWanted[r] = true;
  }
  return {
    foodShort: Math.max(0, mouths + missionFood + 1 - state.depot.food),
    roomToGrow: allFood - missionFood - mouths - 3,
    toolsShort,
    craftWanted,
    skulls: state.skulls,
  };
}

/** The craft cost of a tool whose idea is on the Rack (a basic or an Idea in a notch), if any. */
function craftCostOf(state: PaleoState, tool: ToolType): Resource[][] | null {
  const basic = content.rack.basics.find((b) => b.idea === tool);
  if (basic) return basic.craftCost;
  for (const notch of state.rack.notches) {
    const idea = notch ? cardOf(notch.idea).idea : undefined;
    if (idea?.tool === tool) return idea.craftCost;
  }
  return null;
}

const isShort = (needs: Needs, tool: ToolType): boolean => (needs.toolsShort[tool] ?? 0) > 0;
const anyToolShort = (needs: Needs): boolean => Object.keys(needs.toolsShort).length > 0;

export function resourceValue(needs: Needs, resource: Resource): number {
  if (resource === "food") return needs.foodShort > 0 ? 1.6 : 0.6;
  return needs.craftWanted[resource] ? 1 : 0.6;
}

/** Tools a Mission asks for are worth most while the tribe lacks them; wound cancels and skill tools next. */
export function toolValue(needs: Needs, tool: ToolType): number {
  if (isShort(needs, tool)) return tool === "tent" ? 5 : 3;
  switch (tool) {
    case "tent":
      return 1.5;
    case "clothing":
    case "talisman":
    case "root":
    case "sling":
      return 1.8;
    case "hide":
    case "spear":
      return 1.2;
    default:
      return 1;
  }
}

export function rewardValue(state: PaleoState, needs: Needs, reward: Reward): number {
  switch (reward.kind) {
    case "resources":
      return (["food", "wood", "stone"] as const).reduce((sum, r) => sum + (reward[r] ?? 0) * resourceValue(needs, r), 0);
    case "tool":
      return reward.count * toolValue(needs, reward.tool);
    case "character":
      // A mouth more than the box's Food can feed is a Skull every Night.
      return reward.count * (needs.roomToGrow <= 0 ? -3 : needs.foodShort > 2 ? 2 : 3.5);
    case "dream":
      return reward.count * 2.5;
    case "idea":
      return 1.5;
    case "secret":
      return state.secretStack.some((s) => s.number === reward.n) ? 3 : 0;
    case "fresco":
      return reward.count * FRESCO;
    case "skull":
      return -reward.count * SKULL;
    case "removeSkull":
      return Math.min(reward.count, needs.skulls) * (SKULL - 1);
    case "heal":
      return (
        Math.min(
          reward.n,
          state.groups.reduce((sum, g) => sum + g.members.reduce((s, m) => s + m.wounds, 0), 0),
        ) * 1.2
      );
    case "ignoreDanger":
      return 3;
    case "craft":
      return reward.n * (anyToolShort(needs) ? 4 : 1.2);
    case "wounds":
      return 0;
    case "destroyCharacter":
      return -SKULL - 3;
  }
}

/** The harm of `n` wounds on the sturdiest of these groups' Characters: a death is a Skull and a Character. */
export function woundHarm(state: PaleoState, seats: readonly Seat[], n: number): number {
  const free = Math.max(-1, ...seats.flatMap((s) => state.groups[s]!.members.map((m) => heartsOf(m.card) - m.wounds)));
  if (free < 0) return SKULL;
  return n <= free ? n * 1.2 : SKULL + 3;
}

/** Red backs among the top `n` cards of a group's deck, read from the public view. */
export const redOnTop = (view: PaleoTableView, seat: Seat, n: number): number =>
  view.groups[seat]!.deck.slice(0, n).filter((c) => c.back === "red").length;

/** What an action is worth to the tribe if `acting` carries it out (with `seats` taking part). */
export function actionValue(
  state: PaleoState,
  view: PaleoTableView,
  acting: Seat,
  seats: readonly Seat[],
  action: Action,
): number {
  const needs = needsOf(state);
  let value = action.rewards.reduce((sum, reward) => sum + rewardValue(state, needs, reward), 0);
  for (const reward of action.rewards) if (reward.kind === "wounds") value -= woundHarm(state, seats, reward.n);
  const discard = action.costs.discard;
  value -= discard * 0.5 + redOnTop(view, acting, discard) * 1.3;
  for (const unit of action.costs.resources) value -= Math.min(...unit.map((r) => resourceValue(needs, r)));
  for (const tool of action.costs.tools) value -= toolValue(needs, tool);
  return value + keepValue(state, nightReserve(state), action);
}

/** A unit or tool the coming Night needs, spent by day, is a Skull at Night unless found again: worth keeping. */
export const KEEP = 4;
/** A unit the coming Night needs and the depot lacks, gained by day. */
export const FILL = 1.5;

/** What an action does to the Night's reserve: its resource costs (each unit paid the way that keeps most), its resource gains, its tool costs. */
export function keepValue(state: PaleoState, reserve: NightReserve, action: Action): number {
  const before = reserveShort(reserve, state.depot);
  const depot: Depot = { ...state.depot };
  for (const unit of [...action.costs.resources].sort((a, b) => a.length - b.length)) {
    const payable = unit.filter((r) => depot[r] > 0);
    if (payable.length === 0) continue;
    const pay = payable.reduce((top, r) =>
      reserveShort(reserve, { ...depot, [r]: depot[r] - 1 }) < reserveShort(reserve, { ...depot, [top]: depot[top] - 1 })
        ? r
        : top,
    );
    depot[pay]--;
  }
  for (const reward of action.rewards)
    if (reward.kind === "resources")
      for (const r of ["food", "wood", "stone"] as const) depot[r] += Math.min(reward[r] ?? 0, state.supply[r]);
  const after = reserveShort(reserve, depot);
  const delta = after - before;
  return -(delta > 0 ? delta * KEEP : delta * FILL) - toolsTaken(state, reserve, action.costs.tools) * KEEP;
}

/** How much a group would like to pick a card by its back alone. */
export function backValue(state: PaleoState, back: BackKind): number {
  const needs = needsOf(state);
  switch (back) {
    case "dream":
      return 6;
    case "secret":
      return 5;
    case "hearth":
      return anyToolShort(needs) ? 5.5 : 4.5;
    case "forest":
    case "river": {
      const wood = back === "forest" && reserveLacks(nightReserve(state), state.depot).wood ? 1.5 : 0;
      return (needs.foodShort > 0 ? 5 : 3.5) + wood;
    }
    case "mountain": {
      const stone = reserveLacks(nightReserve(state), state.depot).stone ? 1.5 : 0;
      return (isShort(needs, "hide") ? 4.5 : 3.5) + stone;
    }
    case "red":
      return 0.5;
    default:
      return 3;
  }
}
