import type { Seat } from "../../engine/index.js";
import { actionOf, cardOf, toolDef } from "./catalog.js";
import {
  boostsHeld,
  broughtSkills,
  meets,
  participants,
  requestMet,
  requiredSkills,
  skillsWhy,
  type Spending,
} from "./conditions.js";
import { RESOURCES, type Action, type Resource, type SkillSet, type TokenKind, type ToolType } from "./content/index.js";
import { fromCardCovered, gainsOf, isResource, storeCards } from "./held.js";
import { isBoostTool, rackIdea, toolCount } from "./tools.js";
import type { MemberRef, PaleoState, Pending, Plan, ToolCounts, WoundSource } from "./types.js";
import { heartsOf, memberOf } from "./wounds.js";
import { skillsShort, whyText, type ResourceShort, type Why } from "./why.js";

/**
 * The plan of the action being resolved: who pays each cost, who takes each wound and which
 * tools cancel them, who gets each gain. A default plan is made whenever the participants
 * change; the acting group (any group at Night) edits it a field at a time.
 */
export const pendingAction = (pending: Pending): Action => actionOf(pending.card, pending.list, pending.action);

/** The resource to pay a unit with by default: the option the depot holds most of. */
function richest(options: readonly Resource[], depot: Record<Resource, number>): Resource {
  return options.reduce((best, r) => (depot[r] > depot[best] ? r : best), options[0]!);
}

/** The participant Character with the most free hearts once `taken` wounds are counted (acting group first on ties). */
function sturdiest(state: PaleoState, seats: readonly Seat[], taken: Map<string, number>): MemberRef | null {
  let best: { ref: MemberRef; free: number } | null = null;
  for (const group of seats)
    for (const member of state.groups[group]!.members) {
      const free = heartsOf(member.card) - member.wounds - (taken.get(member.card) ?? 0);
      if (!best || free > best.free) best = { ref: { group, card: member.card }, free };
    }
  return best?.ref ?? null;
}

function mostWounded(state: PaleoState, seats: readonly Seat[], healed: Map<string, number>): MemberRef | null {
  let best: { ref: MemberRef; wounds: number } | null = null;
  for (const group of seats)
    for (const member of state.groups[group]!.members) {
      const wounds = member.wounds - (healed.get(member.card) ?? 0);
      if (wounds > 0 && (!best || wounds > best.wounds)) best = { ref: { group, card: member.card }, wounds };
    }
  return best?.ref ?? null;
}

/** Wound sources known before the action: one per red back among the cards the acting group discards, then the card's own. */
export function woundSources(state: PaleoState, pending: Pending, action: Action): Omit<WoundSource, "target" | "cancel">[] {
  const sources: Omit<WoundSource, "target" | "cancel">[] = [];
  if (pending.source.kind !== "night")
    for (const card of state.groups[pending.acting]!.deck.slice(0, action.costs.discard))
      if (cardOf(card.card).back.kind === "red") sources.push({ n: 1, from: "red" });
  for (const reward of action.rewards) if (reward.kind === "wounds") sources.push({ n: reward.n, from: "card" });
  return sources;
}

export const emptyPlan = (): Plan => ({
  units: [],
  tools: [],
  cancelTools: [],
  boosts: [],
  stores: [],
  wounds: [],
  gains: [],
  heals: [],
  crafts: [],
  destroy: null,
});

/** The tools the plan spends and the boosts among them (`skillsWhy`'s spending). */
const planSpending = (plan: Plan): Spending => ({ spent: spentTools(plan), boosts: plan.boosts });

/** The skills the participants bring with the plan's spending: kept tools, minus those spent, plus the boosts. */
export const plannedSkills = (state: PaleoState, pending: Pending): SkillSet =>
  broughtSkills(state, participants(state, pending), planSpending(pending.plan));

/**
 * Adds the single-use skill tools the requirement needs (printed, plus the dice once rolled), the
 * acting group's first, one at a time while a skill is short and a token could close it. The
 * acting group may take them back (`unboost`), e.g. to let a failed roll fail.
 */
export function autoBoost(state: PaleoState, pending: Pending): void {
  const need = requiredSkills(pendingAction(pending), pending.dice);
  const seats = participants(state, pending);
  const order = [pending.acting, ...seats.filter((s) => s !== pending.acting)];
  for (;;) {
    const have = plannedSkills(state, pending);
    if (meets(have, need)) return;
    const spent = spentTools(pending.plan);
    const next = boostsHeld(state, order).find(
      ({ tool, from }) =>
        toolCount(state.groups[from]!.tools, tool) > toolCount(spent.get(from) ?? {}, tool) &&
        Object.entries(toolDef(tool).skills).some(
          ([skill, v]) => (v ?? 0) > 0 && (have[skill as keyof SkillSet] ?? 0) < (need[skill as keyof SkillSet] ?? 0),
        ),
    );
    if (!next) return;
    pending.plan.boosts.push(next);
  }
}

export function defaultPlan(state: PaleoState, pending: Pending): Plan {
  const action = pendingAction(pending);
  const seats = participants(state, pending);
  const order = [pending.acting, ...seats.filter((s) => s !== pending.acting)];
  const depot = { ...state.depot };
  const units = action.costs.resources.map((options) => {
    const pay = richest(options, depot);
    depot[pay]--;
    return { options: [...options], pay, craft: null };
  });
  const held = new Map(order.map((seat) => [seat, { ...state.groups[seat]!.tools }]));
  const tools = action.costs.tools.map((tool) => {
    const from = order.find((seat) => toolCount(held.get(seat)!, tool) > 0) ?? pending.acting;
    const counts = held.get(from)!;
    counts[tool] = toolCount(counts, tool) - 1;
    return { tool, from };
  });
  const taken = new Map<string, number>();
  const wounds = woundSources(state, pending, action).map((source) => {
    const target = sturdiest(state, order, taken);
    if (target) taken.set(target.card, (taken.get(target.card) ?? 0) + source.n);
    return { ...source, target, cancel: 0 };
  });
  const gains: Plan["gains"] = [];
  const heals: Plan["heals"] = [];
  const healed = new Map<string, number>();
  for (const reward of action.rewards) {
    if (reward.kind === "tool")
      for (let k = 0; k < reward.count; k++) gains.push({ kind: "tool", tool: reward.tool, to: pending.acting });
    if (reward.kind === "character" || reward.kind === "dream")
      for (let k = 0; k < reward.count; k++) gains.push({ kind: reward.kind, to: pending.acting });
    if (reward.kind === "heal")
      for (let k = 0; k < reward.n; k++) {
        const target = mostWounded(state, order, healed);
        if (target) healed.set(target.card, (healed.get(target.card) ?? 0) + 1);
        heals.push(target);
      }
  }
  const destroyer = action.rewards.some((r) => r.kind === "destroyCharacter");
  const firstMember = order.flatMap((group) => state.groups[group]!.members.map((m) => ({ group, card: m.card })))[0] ?? null;
  const plan: Plan = {
    ...emptyPlan(),
    units,
    tools,
    wounds,
    gains,
    heals,
    destroy: destroyer ? firstMember : null,
  };
  autoBoost(state, { ...pending, plan });
  return plan;
}

/** Tokens the plan spends, per seat (costs, cancels and boosts): they are discarded by the action. */
export function spentTools(plan: Plan): Map<Seat, ToolCounts> {
  const spent = new Map<Seat, ToolCounts>();
  for (const { tool, from } of [...plan.tools, ...plan.cancelTools, ...plan.boosts]) {
    const counts = spent.get(from) ?? {};
    counts[tool] = toolCount(counts, tool) + 1;
    spent.set(from, counts);
  }
  return spent;
}

/** Stores: on a card that may take the token, no more of a kind than the action brings (and, for resources, than the depot keeps after crafting). */
function storesProblem(state: PaleoState, pending: Pending, action: Action, depotAfter: Record<Resource, number>): Why | null {
  const plan = pending.plan;
  if (plan.stores.length === 0) return null;
  const cards = storeCards(state, participants(state, pending));
  const crafted = plan.crafts.flatMap((c) => {
    const idea = rackIdea(state, c.idea);
    return idea ? [{ tool: idea.tool }] : [];
  });
  const gains = gainsOf(state, action, plan, crafted);
  const stored = new Map<TokenKind, number>();
  for (const { token, card } of plan.stores) {
    if (!cards.includes(card) || !cardOf(card).holds.includes(token))
      return { kind: "plan", detail: `that card does not hold ${token}` };
    stored.set(token, (stored.get(token) ?? 0) + 1);
  }
  for (const [token, n] of stored) {
    if (n > (gains[token] ?? 0)) return { kind: "plan", detail: `the action does not bring that many ${token}` };
    if (isResource(token) && n > depotAfter[token])
      return { kind: "plan", detail: `the depot keeps too little ${token} after crafting` };
  }
  return null;
}

export const cancelCapacity = (plan: Plan): number => plan.cancelTools.reduce((sum, { tool }) => sum + toolDef(tool).amount, 0);
export const craftsAllowed = (action: Action): number =>
  action.rewards.reduce((sum, reward) => sum + (reward.kind === "craft" ? reward.n : 0), 0);
export const isParticipantMember = (state: PaleoState, pending: Pending, ref: MemberRef | null): boolean =>
  ref !== null && participants(state, pending).includes(ref.group) && memberOf(state, ref) !== undefined;

/** Why the plan cannot be executed now, in English (refusals), or null. */
export function planProblem(state: PaleoState, pending: Pending): string | null {
  const why = planWhy(state, pending);
  return why && whyText(why);
}

/** Why the plan cannot be executed now, or null. Checks everything the execution relies on. */
export function planWhy(state: PaleoState, pending: Pending): Why | null {
  const action = pendingAction(pending);
  const plan = pending.plan;
  const seats = participants(state, pending);
  const partial = pending.partial;
  const odd = (detail: string): Why => ({ kind: "plan", detail });
  if (action.conditions.dice > 0 && pending.dice === null) return { kind: "rollFirst" };
  const spent = spentTools(plan);
  if (plan.boosts.some(({ tool }) => !isBoostTool(tool)))
    return odd("only single-use skill tools are discarded for their skills");
  // A tool planned from a group that does not hold it first: its skills would count short too.
  for (const [seat, counts] of spent)
    for (const [tool, n] of Object.entries(counts) as [ToolType, number][])
      if (toolCount(state.groups[seat]!.tools, tool) < n && !(partial && plan.cancelTools.every((c) => c.tool !== tool)))
        return { kind: "lacksTool", group: seat, tool };
  const skills = skillsWhy(state, action, seats, planSpending(plan), pending.dice, false);
  if (skills) return skills;
  const have = plannedSkills(state, pending);
  const unmet = action.conditions.requests.find((request) => !requestMet(state, request, seats));
  if (unmet) return { kind: "request", request: unmet };
  if (action.conditions.needsHelp && pending.helpers.length === 0) return { kind: "needsHelp" };
  const source = pending.source;
  if (source.kind === "helpCard") {
    const owner = state.groups.findIndex((g) => g.attached.includes(source.card));
    if (owner >= 0 && !seats.includes(owner)) return { kind: "holderTakesPart", group: owner };
  }
  const holder = source.kind === "revealed" || source.kind === "secret" ? null : source.card;
  if (!partial && !fromCardCovered(state, holder, action)) return { kind: "fromCard" };
  const discard = action.costs.discard;
  const deck = source.kind === "night" ? 0 : state.groups[pending.acting]!.deck.length;
  if (!partial && discard > deck)
    return source.kind === "night" ? { kind: "nightDiscard" } : { kind: "discard", need: discard, have: deck };
  // Resources: the action's units from the depot, then each craft's from what is left plus the resources gained before it.
  const depot = { ...state.depot };
  const shortOf = (units: Plan["units"], from: Record<Resource, number>): ResourceShort[] =>
    RESOURCES.flatMap((resource) => {
      const n = units.filter((u) => u.pay === resource).length;
      return n > from[resource] ? [{ resource, have: from[resource], need: n }] : [];
    });
  for (const unit of plan.units)
    if (unit.craft === null && !unit.options.includes(unit.pay)) return odd("a unit is paid with a type it does not take");
  if (!partial) {
    const units = plan.units.filter((u) => u.craft === null);
    const before = { ...depot };
    for (const unit of units) if (--depot[unit.pay] < 0) return { kind: "depot", short: shortOf(units, before), crafting: false };
  }
  // Rewards come in the order printed: resources gained before the craft may pay for it.
  for (const reward of action.rewards) {
    if (reward.kind === "resources")
      for (const r of ["food", "wood", "stone"] as const) depot[r] += Math.min(reward[r] ?? 0, state.supply[r]);
    if (reward.kind === "craft") {
      const units = plan.units.filter((u) => u.craft !== null);
      const before = { ...depot };
      for (const unit of units) {
        if (!unit.options.includes(unit.pay)) return odd("a unit is paid with a type it does not take");
        if (--depot[unit.pay] < 0) return { kind: "depot", short: shortOf(units, before), crafting: true };
      }
    }
  }
  for (const { from } of [...plan.tools, ...plan.cancelTools, ...plan.boosts])
    if (!seats.includes(from)) return odd("only participants spend tools");
  if (plan.cancelTools.some(({ tool }) => toolDef(tool).ability !== "cancel")) return odd("that tool cancels no wound");
  if (plan.wounds.reduce((sum, w) => sum + w.cancel, 0) > cancelCapacity(plan))
    return odd("more wounds cancelled than the tools allow");
  const anyMember = seats.some((seat) => state.groups[seat]!.members.length > 0);
  for (const wound of plan.wounds) {
    if (wound.cancel > wound.n) return odd("more cancelled than suffered");
    if (wound.target === null ? anyMember && wound.cancel < wound.n : !isParticipantMember(state, pending, wound.target))
      return odd("every wound goes on a participant's Character");
  }
  for (const gain of plan.gains) if (!seats.includes(gain.to)) return odd("gains go to participants");
  for (const heal of plan.heals)
    if (heal !== null && !isParticipantMember(state, pending, heal)) return odd("heals reach participants only");
  if (plan.crafts.length > craftsAllowed(action)) return odd("too many crafts");
  const taking = new Map<string, number>();
  for (const craft of plan.crafts) {
    const idea = rackIdea(state, craft.idea);
    const key = String(craft.idea);
    taking.set(key, (taking.get(key) ?? 0) + 1);
    if (!idea || idea.tokens < taking.get(key)!) return { kind: "noToken" };
    if (!meets(have, idea.skills)) return { kind: "craftSkills", short: skillsShort(have, idea.skills) };
    if (!seats.includes(craft.to)) return odd("crafted tools go to participants");
  }
  const storeProblem = storesProblem(state, pending, action, depot);
  if (storeProblem) return storeProblem;
  if (
    action.rewards.some((r) => r.kind === "destroyCharacter") &&
    anyMember &&
    !isParticipantMember(state, pending, plan.destroy)
  )
    return { kind: "nameDestroy" };
  return null;
}
