import type { Seat } from "../../engine/index.js";
import { cardOf } from "./catalog.js";
import { RESOURCES, SKILLS, type Action, type Request, type Resource, type SkillSet, type ToolType } from "./content/index.js";
import { fromCardCovered } from "./held.js";
import { boostSkills, isBoostTool, toolCount, toolSkills } from "./tools.js";
import type { CardId, PaleoState, Pending, ToolCounts } from "./types.js";
import { skillsShort, type ResourceShort, type Why } from "./why.js";

/**
 * Conditions: skills summed over the Characters and tool tokens of the acting group merged with
 * its helpers (tools spent by the action excluded), dice faces added to the requirement, and
 * requests. Checked once, before any cost.
 */
export function addSkills(into: SkillSet, more: SkillSet, times = 1): SkillSet {
  for (const skill of SKILLS) if (more[skill]) into[skill] = (into[skill] ?? 0) + (more[skill] ?? 0) * times;
  return into;
}

export function requiredSkills(action: Action, dice: readonly SkillSet[] | null): SkillSet {
  const need = addSkills({}, action.conditions.skills);
  for (const face of dice ?? []) addSkills(need, face);
  return need;
}

/** The participants' skills; `spent` tokens (per seat) give nothing in this action. */
export function skillsOf(state: PaleoState, seats: readonly Seat[], spent: ReadonlyMap<Seat, ToolCounts> = new Map()): SkillSet {
  const total: SkillSet = {};
  for (const seat of seats) {
    const group = state.groups[seat]!;
    for (const member of group.members) addSkills(total, cardOf(member.card).character?.skills ?? {});
    const tools: ToolCounts = { ...group.tools };
    for (const [type, n] of Object.entries(spent.get(seat) ?? {}) as [ToolType, number][])
      tools[type] = toolCount(tools, type) - n;
    addSkills(total, toolSkills(tools));
  }
  return total;
}

export const meets = (have: SkillSet, need: SkillSet): boolean =>
  SKILLS.every((skill) => (have[skill] ?? 0) >= (need[skill] ?? 0));

export function requestMet(state: PaleoState, request: Request, seats: readonly Seat[]): boolean {
  const groups = seats.map((seat) => state.groups[seat]!);
  switch (request.kind) {
    case "graveyard":
      return state.graveyard.filter((card) => cardOf(card).typeSymbol === request.typeSymbol).length >= request.atLeast;
    case "tool":
      return groups.reduce((sum, group) => sum + toolCount(group.tools, request.tool), 0) >= request.atLeast;
    case "characters":
      return groups.reduce((sum, group) => sum + group.members.length, 0) >= request.atLeast;
    case "fewCharacters":
      return groups.reduce((sum, group) => sum + group.members.length, 0) <= request.atMost;
    case "groups":
      return seats.length >= request.atLeast;
    case "fewGroups":
      return seats.length <= request.atMost;
    case "card":
      return groups.some((group) =>
        [...group.members.map((m) => m.card), ...group.attached].some((card) => cardOf(card).key === request.key),
      );
  }
}

export const requestsMet = (state: PaleoState, action: Action, seats: readonly Seat[]): boolean =>
  action.conditions.requests.every((request) => requestMet(state, request, seats));

/** Whether the depot can pay these units, each with its own choice of types (Hall's condition over the three types). */
export function coverable(depot: Record<Resource, number>, units: readonly (readonly Resource[])[]): boolean {
  for (let mask = 1; mask < 1 << RESOURCES.length; mask++) {
    const subset = RESOURCES.filter((_, i) => mask & (1 << i));
    const needing = units.filter((unit) => unit.every((r) => subset.includes(r))).length;
    const available = subset.reduce((sum, r) => sum + depot[r], 0);
    if (needing > available) return false;
  }
  return true;
}

/** The first tool the costs name that the participants hold too few of, all together. */
function toolShort(state: PaleoState, seats: readonly Seat[], tools: readonly ToolType[]): Why | null {
  const need = new Map<ToolType, number>();
  for (const tool of tools) need.set(tool, (need.get(tool) ?? 0) + 1);
  for (const [tool, n] of need) {
    const have = seats.reduce((sum, seat) => sum + toolCount(state.groups[seat]!.tools, tool), 0);
    if (have < n) return { kind: "tools", tool, have, need: n };
  }
  return null;
}

/** What the depot lacks for these units: each type some units can only be paid with, beyond what it holds. */
export function depotShort(depot: Record<Resource, number>, units: readonly (readonly Resource[])[]): ResourceShort[] {
  return RESOURCES.flatMap((resource) => {
    const need = units.filter((unit) => unit.length === 1 && unit[0] === resource).length;
    return need > depot[resource] ? [{ resource, have: depot[resource], need }] : [];
  });
}

/** Every single-use skill tool the participants hold, one entry per token: what they could discard for an action. */
export function boostsHeld(state: PaleoState, seats: readonly Seat[]): { tool: ToolType; from: Seat }[] {
  return seats.flatMap((from) =>
    (Object.entries(state.groups[from]!.tools) as [ToolType, number][]).flatMap(([tool, n]) =>
      isBoostTool(tool) ? Array.from({ length: n }, () => ({ tool, from })) : [],
    ),
  );
}

/** The tool tokens an action spends, per seat (costs, cancels and boosts), and the boosts among them. */
export interface Spending {
  spent: ReadonlyMap<Seat, ToolCounts>;
  boosts: readonly { tool: ToolType; from: Seat }[];
}

/**
 * The spending that brings an action the most skills: each tool its costs name taken from the
 * first participant holding one (every token of a type gives the same skills, so who pays does
 * not change the sum), and every single-use skill tool left discarded for it.
 */
export function fullestSpending(state: PaleoState, action: Action, seats: readonly Seat[]): Spending {
  const left = new Map(seats.map((seat) => [seat, { ...state.groups[seat]!.tools } as ToolCounts]));
  const spent = new Map<Seat, ToolCounts>();
  const spend = (seat: Seat, tool: ToolType) => {
    const counts = spent.get(seat) ?? {};
    counts[tool] = toolCount(counts, tool) + 1;
    spent.set(seat, counts);
    const held = left.get(seat)!;
    held[tool] = toolCount(held, tool) - 1;
  };
  for (const tool of action.costs.tools) {
    const from = seats.find((seat) => toolCount(left.get(seat)!, tool) > 0);
    // Too few of that tool: the tools check refuses the action; its skills are counted without it.
    if (from !== undefined) spend(from, tool);
  }
  const boosts = seats.flatMap((from) =>
    (Object.entries(left.get(from)!) as [ToolType, number][]).flatMap(([tool, n]) =>
      isBoostTool(tool) ? Array.from({ length: n }, () => ({ tool, from })) : [],
    ),
  );
  for (const { tool, from } of boosts) spend(from, tool);
  return { spent, boosts };
}

/** The skills the participants bring with this spending: Characters, kept tools not spent, boosts. */
export const broughtSkills = (state: PaleoState, seats: readonly Seat[], spending: Spending): SkillSet =>
  addSkills(skillsOf(state, seats, spending.spent), boostSkills(spending.boosts));

/**
 * Why the participants' skills fall short of the action (the printed skills, plus the dice once
 * rolled) with this spending, or null. Their Characters count, and their tools less the tokens
 * the action spends: a tool discarded for the action gives nothing of its own (the rulebook: "Vous
 * ne pouvez pas utiliser l'effet de l'outil quand vous le défaussez ainsi"), but a single-use
 * skill tool discarded for its skills (a boost) gives them. The one skill check behind both
 * starting an action (`performWhy`, with `fullestSpending`) and carrying out its plan (`planWhy`,
 * with the plan's spending), so that an action that may start can be carried out (issue 35).
 */
export function skillsWhy(
  state: PaleoState,
  action: Action,
  seats: readonly Seat[],
  spending: Spending,
  dice: readonly SkillSet[] | null,
  withHelp: boolean,
): Why | null {
  const have = broughtSkills(state, seats, spending);
  const need = requiredSkills(action, dice);
  return meets(have, need) ? null : { kind: "skills", short: skillsShort(have, need), withHelp };
}

/**
 * Why `acting` could not carry out this action with these possible participants (dice aside), or
 * null when it could. Used to offer an action: its skills (`skillsWhy` with the most the
 * participants could bring), requests, the discard from the acting group's own deck, the depot,
 * the tools and the tokens held on `card` for its "from this card" costs. At Night decks are
 * empty, so a discard cost is impossible.
 */
export function performWhy(
  state: PaleoState,
  acting: Seat,
  action: Action,
  others: readonly Seat[],
  night = false,
  card: CardId | null = null,
): Why | null {
  const seats = [acting, ...others];
  const skills = skillsWhy(state, action, seats, fullestSpending(state, action, seats), null, others.length > 0);
  if (skills) return skills;
  if (!fromCardCovered(state, card, action)) return { kind: "fromCard" };
  const unmet = action.conditions.requests.find((request) => !requestMet(state, request, seats));
  if (unmet) return { kind: "request", request: unmet };
  if (action.conditions.needsHelp && others.length === 0) return { kind: "needsHelp" };
  const deck = night ? 0 : state.groups[acting]!.deck.length;
  if (action.costs.discard > deck)
    return night ? { kind: "nightDiscard" } : { kind: "discard", need: action.costs.discard, have: deck };
  if (!coverable(state.depot, action.costs.resources))
    return { kind: "depot", short: depotShort(state.depot, action.costs.resources), crafting: false };
  return toolShort(state, seats, action.costs.tools);
}

/** Could `acting` carry out this action with these possible participants (dice aside)? See `performWhy`. */
export const couldPerform = (
  state: PaleoState,
  acting: Seat,
  action: Action,
  others: readonly Seat[],
  night = false,
  card: CardId | null = null,
): boolean => performWhy(state, acting, action, others, night, card) === null;

export function participants(state: PaleoState, pending: Pending): Seat[] {
  if (pending.source.kind === "night") return Array.from({ length: state.seats }, (_, seat) => seat);
  return [pending.acting, ...pending.helpers.map((h) => h.seat)];
}
