import { require_, type Seat } from "../../engine/index.js";
import { cardOf, toolDef } from "./catalog.js";
import { participants } from "./conditions.js";
import { TOOLS, type Action, type Resource, type TokenKind } from "./content/index.js";
import { cancelCapacity, craftsAllowed, isParticipantMember, pendingAction, spentTools } from "./plan.js";
import { gainsOf, storeCards } from "./held.js";
import { isBoostTool, rackIdea, rackKeys, toolCount } from "./tools.js";
import { PaleoError, type PaleoMove, type PaleoState, type Pending, type RackKey } from "./types.js";

/**
 * Editing the plan, one field per move, so no step asks for a product of every choice: the
 * moves and the list of legal ones come from the same checks here.
 */
export const PLAN_EDITS = [
  "payWith",
  "toolFrom",
  "woundTo",
  "cancelTool",
  "uncancelTool",
  "cancelOn",
  "gainTo",
  "healTo",
  "craft",
  "craftTo",
  "uncraft",
  "destroyWhich",
  "boost",
  "unboost",
  "store",
  "unstore",
] as const;
export type PlanEdit = Extract<PaleoMove, { type: (typeof PLAN_EDITS)[number] }>;
export const isPlanEdit = (move: PaleoMove): move is PlanEdit => (PLAN_EDITS as readonly string[]).includes(move.type);

/** Who may edit the whole plan: the acting group by day; any group at Night. */
export const mayEdit = (pending: Pending, seat: Seat): boolean => pending.source.kind === "night" || pending.acting === seat;

/**
 * A helper chooses which of its own Characters takes a wound the plan aims at its group (issue
 * 34): it moves such a wound to another of its Characters, nothing else. A move no stored game
 * holds (it was refused before), so old logs replay as they were.
 */
export function helperWoundMoves(state: PaleoState, pending: Pending, seat: Seat): PlanEdit[] {
  if (pending.source.kind === "night" || !pending.helpers.some((h) => h.seat === seat)) return [];
  const members = state.groups[seat]!.members;
  return pending.plan.wounds.flatMap((wound, source) =>
    wound.target?.group === seat
      ? members
          .filter((m) => m.card !== wound.target!.card)
          .map((m) => ({ type: "woundTo" as const, source, group: seat, card: m.card }))
      : [],
  );
}

export const helperMayEdit = (state: PaleoState, pending: Pending, seat: Seat, move: PlanEdit): boolean =>
  move.type === "woundTo" &&
  helperWoundMoves(state, pending, seat).some(
    (m) => m.type === "woundTo" && m.source === move.source && m.card === move.card && m.group === move.group,
  );

/** Tokens of `tool` a participant holds beyond what the plan already spends. */
function spareTools(state: PaleoState, pending: Pending, seat: Seat, tool: (typeof TOOLS)[number]): number {
  return toolCount(state.groups[seat]!.tools, tool) - toolCount(spentTools(pending.plan).get(seat) ?? {}, tool);
}

function plannedFrom(pending: Pending, key: RackKey): number {
  return pending.plan.crafts.filter((c) => c.idea === key).length;
}

/** Gained tokens of `kind` not yet put on a card by the plan. */
function unstored(state: PaleoState, pending: Pending, action: Action, kind: TokenKind): number {
  const plan = pending.plan;
  const crafted = plan.crafts.flatMap((c) => {
    const idea = rackIdea(state, c.idea);
    return idea ? [{ tool: idea.tool }] : [];
  });
  const gained = gainsOf(state, action, plan, crafted)[kind] ?? 0;
  return gained - plan.stores.filter((s) => s.token === kind).length;
}

/** Cards that could take one more gained token, with its kind. */
function storeOptions(state: PaleoState, pending: Pending, action: Action): { token: TokenKind; card: string }[] {
  return storeCards(state, participants(state, pending)).flatMap((card) =>
    cardOf(card)
      .holds.filter((token) => unstored(state, pending, action, token) > 0)
      .map((token) => ({ token, card })),
  );
}

/** Cancels spread over the sources in order, as far as the tools reach. */
function spreadCancels(pending: Pending): void {
  let left = cancelCapacity(pending.plan);
  for (const wound of pending.plan.wounds) {
    wound.cancel = Math.min(wound.n, left);
    left -= wound.cancel;
  }
}

/** Checks and applies one edit; throws a RuleError before changing anything when it does not fit. */
export function editPlan(state: PaleoState, pending: Pending, move: PlanEdit): void {
  const check = (ok: unknown, message: string, code: string = PaleoError.BAD_TARGET): void => require_(ok, code, message);
  const plan = pending.plan;
  const seats = participants(state, pending);
  const action = pendingAction(pending);
  switch (move.type) {
    case "payWith": {
      const unit = plan.units[move.unit];
      check(unit && unit.options.includes(move.resource) && unit.pay !== move.resource, "that unit takes no such change");
      unit!.pay = move.resource;
      break;
    }
    case "toolFrom": {
      const cost = plan.tools[move.cost];
      check(cost && cost.from !== move.group && seats.includes(move.group), "no such tool cost or participant");
      check(
        spareTools(state, pending, move.group, cost!.tool) > 0,
        `group ${move.group} has no spare ${cost!.tool}`,
        PaleoError.NO_TOOL,
      );
      cost!.from = move.group;
      break;
    }
    case "woundTo": {
      const wound = plan.wounds[move.source];
      const ref = { group: move.group, card: move.card };
      check(wound && isParticipantMember(state, pending, ref), "wounds go on a participant's Character");
      check(wound!.target?.card !== move.card, "already there");
      wound!.target = ref;
      break;
    }
    case "cancelTool": {
      check(
        seats.includes(move.group) && toolDef(move.tool).ability === "cancel",
        "that tool cancels no wound",
        PaleoError.NO_TOOL,
      );
      check(
        spareTools(state, pending, move.group, move.tool) > 0,
        `group ${move.group} has no spare ${move.tool}`,
        PaleoError.NO_TOOL,
      );
      check(
        plan.wounds.some((w) => w.cancel < w.n),
        "no wound left to cancel",
      );
      plan.cancelTools.push({ tool: move.tool, from: move.group });
      spreadCancels(pending);
      break;
    }
    case "uncancelTool":
      check(plan.cancelTools[move.index], "no such cancel");
      plan.cancelTools.splice(move.index, 1);
      spreadCancels(pending);
      break;
    case "cancelOn": {
      const wound = plan.wounds[move.source];
      const others = plan.wounds.reduce((sum, w, i) => sum + (i === move.source ? 0 : w.cancel), 0);
      check(wound && move.count <= wound.n && move.count !== wound.cancel, "no such count");
      check(others + move.count <= cancelCapacity(plan), "the tools do not cancel that many");
      wound!.cancel = move.count;
      break;
    }
    case "gainTo": {
      const gain = plan.gains[move.gain];
      check(gain && gain.to !== move.group && seats.includes(move.group), "gains go to participants");
      gain!.to = move.group;
      break;
    }
    case "healTo": {
      const ref = { group: move.group, card: move.card };
      check(move.unit < plan.heals.length && isParticipantMember(state, pending, ref), "heals reach participants only");
      check(plan.heals[move.unit]?.card !== move.card, "already there");
      plan.heals[move.unit] = ref;
      break;
    }
    case "craft": {
      const idea = rackIdea(state, move.idea);
      check(plan.crafts.length < craftsAllowed(action), "no craft left in this action", PaleoError.NOT_POSSIBLE);
      check(idea && idea.tokens > plannedFrom(pending, move.idea), "no token left there", PaleoError.NOT_POSSIBLE);
      const index = plan.crafts.length;
      plan.crafts.push({ idea: move.idea, to: pending.acting });
      for (const options of idea!.cost) {
        const pay = options.reduce((best: Resource, r) => (state.depot[r] > state.depot[best] ? r : best), options[0]!);
        plan.units.push({ options: [...options], pay, craft: index });
      }
      break;
    }
    case "craftTo": {
      const craft = plan.crafts[move.index];
      check(craft && craft.to !== move.group && seats.includes(move.group), "crafted tools go to participants");
      craft!.to = move.group;
      break;
    }
    case "uncraft":
      check(plan.crafts[move.index], "no such craft");
      plan.crafts.splice(move.index, 1);
      plan.units = plan.units
        .filter((u) => u.craft !== move.index)
        .map((u) => (u.craft !== null && u.craft > move.index ? { ...u, craft: u.craft - 1 } : u));
      break;
    case "destroyWhich": {
      const ref = { group: move.group, card: move.card };
      check(
        action.rewards.some((r) => r.kind === "destroyCharacter"),
        "nothing to destroy",
        PaleoError.NOT_POSSIBLE,
      );
      check(isParticipantMember(state, pending, ref) && plan.destroy?.card !== move.card, "name a participant's Character");
      plan.destroy = ref;
      break;
    }
    case "boost":
      check(
        seats.includes(move.group) && isBoostTool(move.tool),
        "only a single-use skill tool is discarded for its skills",
        PaleoError.NO_TOOL,
      );
      check(
        spareTools(state, pending, move.group, move.tool) > 0,
        `group ${move.group} has no spare ${move.tool}`,
        PaleoError.NO_TOOL,
      );
      plan.boosts.push({ tool: move.tool, from: move.group });
      break;
    case "unboost":
      check(plan.boosts[move.index], "no such boost");
      plan.boosts.splice(move.index, 1);
      break;
    case "store":
      check(
        storeOptions(state, pending, action).some((o) => o.token === move.token && o.card === move.card),
        "that card cannot take that token now",
        PaleoError.NOT_POSSIBLE,
      );
      plan.stores.push({ token: move.token, card: move.card });
      break;
    case "unstore":
      check(plan.stores[move.index], "no such store");
      plan.stores.splice(move.index, 1);
      break;
  }
  pending.version++;
  pending.accepted = [];
}

/** Every edit the server accepts now from a group allowed to edit. */
export function planEditMoves(state: PaleoState, pending: Pending): PlanEdit[] {
  const plan = pending.plan;
  const seats = participants(state, pending);
  const action = pendingAction(pending);
  const moves: PlanEdit[] = [];
  const members = seats.flatMap((group) => state.groups[group]!.members.map((m) => ({ group, card: m.card })));
  plan.units.forEach((unit, i) => {
    for (const resource of unit.options) if (resource !== unit.pay) moves.push({ type: "payWith", unit: i, resource });
  });
  plan.tools.forEach((cost, i) => {
    for (const group of seats)
      if (group !== cost.from && spareTools(state, pending, group, cost.tool) > 0)
        moves.push({ type: "toolFrom", cost: i, group });
  });
  plan.wounds.forEach((wound, i) => {
    for (const m of members) if (wound.target?.card !== m.card) moves.push({ type: "woundTo", source: i, ...m });
  });
  if (plan.wounds.some((w) => w.cancel < w.n))
    for (const group of seats)
      for (const tool of TOOLS)
        if (toolDef(tool).ability === "cancel" && spareTools(state, pending, group, tool) > 0)
          moves.push({ type: "cancelTool", tool, group });
  plan.cancelTools.forEach((_, index) => moves.push({ type: "uncancelTool", index }));
  const capacity = cancelCapacity(plan);
  if (capacity > 0)
    plan.wounds.forEach((wound, i) => {
      const others = plan.wounds.reduce((sum, w, j) => sum + (j === i ? 0 : w.cancel), 0);
      for (let count = 0; count <= Math.min(wound.n, capacity - others); count++)
        if (count !== wound.cancel) moves.push({ type: "cancelOn", source: i, count });
    });
  plan.gains.forEach((gain, i) => {
    for (const group of seats) if (group !== gain.to) moves.push({ type: "gainTo", gain: i, group });
  });
  plan.heals.forEach((heal, i) => {
    for (const m of members) if (heal?.card !== m.card) moves.push({ type: "healTo", unit: i, ...m });
  });
  if (plan.crafts.length < craftsAllowed(action))
    for (const key of rackKeys(state))
      if ((rackIdea(state, key)?.tokens ?? 0) > plannedFrom(pending, key)) moves.push({ type: "craft", idea: key });
  plan.crafts.forEach((craft, index) => {
    moves.push({ type: "uncraft", index });
    for (const group of seats) if (group !== craft.to) moves.push({ type: "craftTo", index, group });
  });
  if (action.rewards.some((r) => r.kind === "destroyCharacter"))
    for (const m of members) if (plan.destroy?.card !== m.card) moves.push({ type: "destroyWhich", ...m });
  for (const group of seats)
    for (const tool of TOOLS)
      if (isBoostTool(tool) && spareTools(state, pending, group, tool) > 0) moves.push({ type: "boost", tool, group });
  plan.boosts.forEach((_, index) => moves.push({ type: "unboost", index }));
  for (const option of storeOptions(state, pending, action)) moves.push({ type: "store", ...option });
  plan.stores.forEach((_, index) => moves.push({ type: "unstore", index }));
  return moves;
}
