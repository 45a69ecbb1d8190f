import { randomInt, require_, type Seat } from "../../engine/index.js";
import { cardOf, content, isIgnorable, keyOf, toolDef } from "./catalog.js";
import type { ActionList, SkillSet } from "./content/index.js";
import { advance } from "./day.js";
import { finishAction } from "./endings.js";
import { executePlan, replaceIdea, spendCard } from "./execute.js";
import { nightCardDone } from "./course.js";
import {
  actOptions,
  canHelp,
  cardToPlace,
  cardToUse,
  extraOptions,
  helpCardOptions,
  potentialHelpers,
  startableActions,
  talismanTargets,
  wantsEndTurn,
} from "./options.js";
import { autoBoost, defaultPlan, emptyPlan, pendingAction, planProblem } from "./plan.js";
import { performWhy } from "./conditions.js";
import { discardTool, toolCount } from "./tools.js";
import { healOne } from "./wounds.js";
import { FRESCOES_TO_WIN, PaleoError, type CardId, type Helper, type PaleoState, type Pending, type Source } from "./types.js";
import type { Why } from "./why.js";

/**
 * Step 3 and the joint resolution (the digest's ruling for online play): a group starts an
 * action; groups with an unused card showing Help may pledge; the acting group edits its plan
 * (planning.ts); each helper accepts that plan; the acting group executes it. Helpers may
 * withdraw until then (their card stays unused); a dice roll locks everyone in. At Night any seat
 * proposes the resolution of a pending card and it executes when every seat has accepted.
 */
function open(
  state: PaleoState,
  acting: Seat,
  source: Source,
  card: CardId,
  list: ActionList,
  action: number,
  partial: boolean,
  helpers: Helper[],
): void {
  const pending: Pending = {
    source,
    card,
    list,
    action,
    acting,
    helpers,
    asked: [],
    declined: [],
    dice: null,
    partial,
    plan: emptyPlan(),
    version: 0,
    accepted: [],
  };
  pending.plan = defaultPlan(state, pending);
  state.pending = pending;
}

const requireFree = (state: PaleoState) => require_(!state.pending, PaleoError.ACTION_BUSY, "another action is being resolved");

/** Perform action n of one's card to use (revealed, or the Secret played at once). */
export function startAction(state: PaleoState, seat: Seat, action: number): void {
  requireFree(state);
  const use = cardToUse(state, seat);
  require_(use, state.secretToPlay ? PaleoError.SECRET_FIRST : PaleoError.CARD_USED, "no card to use");
  require_(!cardOf(use.card).placement, PaleoError.MUST_PLACE, "this card is placed: that is its whole use");
  const option = actOptions(state, seat).find((o) => o.action === action);
  require_(option, PaleoError.NO_SUCH_ACTION, `action ${action} cannot be carried out now`);
  const carried = use.source === "secret" ? state.secretToPlay!.carried.filter((s) => s !== seat) : [];
  open(
    state,
    seat,
    { kind: use.source },
    use.card,
    "actions",
    action,
    option.partial,
    carried.map((s) => ({ seat: s, free: true })),
  );
}

export function ignoreCard(state: PaleoState, seat: Seat): void {
  requireFree(state);
  const use = cardToUse(state, seat);
  require_(use, PaleoError.CARD_USED, "no card to use");
  require_(!cardOf(use.card).placement, PaleoError.MUST_PLACE, "this card is placed: that is its whole use");
  require_(isIgnorable(cardOf(use.card)), PaleoError.NOT_IGNORABLE, "this card cannot be ignored");
  state.log.push({ kind: "ignore", seat, card: keyOf(use.card), by: "option" });
  if (use.source === "secret") {
    state.openDiscard.push(use.card);
    state.secretToPlay = null;
  } else spendCard(state, seat);
  advance(state);
}

export function placeCard(state: PaleoState, seat: Seat): void {
  requireFree(state);
  const card = cardToPlace(state, seat);
  require_(card, PaleoError.NOT_POSSIBLE, "no card to place");
  const group = state.groups[seat]!;
  (cardOf(card).placement === "group" ? group.attached : state.board).push(card);
  group.revealed = null;
  group.used = true;
  state.log.push({ kind: "place", seat, card: keyOf(card) });
  advance(state);
}

export function startHelpCard(state: PaleoState, seat: Seat, card: CardId, action: number): void {
  requireFree(state);
  require_(!state.secretToPlay, PaleoError.SECRET_FIRST, "the Secret is played first");
  require_(
    helpCardOptions(state, seat).some((o) => o.card === card && o.action === action),
    PaleoError.NO_SUCH_ACTION,
    "that card cannot be helped so now",
  );
  open(state, seat, { kind: "helpCard", card }, card, "helpCardActions", action, false, []);
}

export function startExtra(state: PaleoState, seat: Seat, card: CardId, action: number): void {
  requireFree(state);
  require_(
    extraOptions(state, seat).some((o) => o.card === card && o.action === action),
    PaleoError.NO_SUCH_ACTION,
    "no such extra action now",
  );
  open(state, seat, { kind: "extra", card }, card, "extraActions", action, false, []);
}

/**
 * Night: propose the resolution of a pending Mission or night card. It replaces another proposal
 * and the proposer accepts its own; proposing again what is proposed is refused, so nobody wipes
 * the others' acceptances without a change (issue 34: with a bot, proposals used to replace each
 * other for hundreds of rounds).
 */
export function proposeNight(state: PaleoState, seat: Seat, card: CardId, action: number): void {
  require_(state.phase === "night" && state.night, PaleoError.WRONG_STEP, "Night cards are resolved at Night");
  const option = nightOptions(state, seat).find((o) => o.card === card && o.action === action);
  require_(option, PaleoError.NO_SUCH_ACTION, "that card or action is not to be resolved now");
  require_(!isPending(state, card, action), PaleoError.NOT_POSSIBLE, "that is what is proposed already");
  open(state, seat, { kind: "night", card }, card, "night", action, option.partial, []);
  state.pending!.accepted = [seat];
}

/** Whether the Night's pending proposal resolves `card` with action `action`. */
export const isPending = (state: PaleoState, card: CardId, action: number): boolean =>
  state.pending?.source.kind === "night" && state.pending.card === card && state.pending.action === action;

/** The night cards and actions a proposal may name: the whole tribe takes part, decks are empty. */
export function nightOptions(state: PaleoState, seat: Seat): { card: CardId; action: number; partial: boolean }[] {
  if (state.phase !== "night" || !state.night) return [];
  const others = state.groups.flatMap((_, s) => (s === seat ? [] : [s]));
  return state.night.todo.flatMap(({ card }) =>
    startableActions(state, seat, cardOf(card).night, true, others, [], true, card).map((o) => ({ card, ...o })),
  );
}

/**
 * Why each action of each card still to resolve this Night cannot be proposed (null: it can), by
 * card. The whole tribe takes part in every proposal, so the reasons are the same for every seat.
 */
export function nightWhy(state: PaleoState): Record<CardId, (Why | null)[]> {
  const why: Record<CardId, (Why | null)[]> = {};
  if (state.phase !== "night" || !state.night) return why;
  const seats = state.groups.map((_, seat) => seat);
  const open = nightOptions(state, 0);
  for (const { card } of state.night.todo)
    why[card] = cardOf(card).night.map((action, i): Why | null => {
      if (open.some((o) => o.card === card && o.action === i)) return null;
      const because = performWhy(state, 0, action, seats.slice(1), true, card) ?? { kind: "plan", detail: "not open now" };
      return action.hostile ? { kind: "dangerInFull", because } : because;
    });
  return why;
}

/** Discard a Talisman: the Danger card goes to the open discard with no effect. */
export function useTalisman(state: PaleoState, seat: Seat, target: Seat): void {
  require_(talismanTargets(state, seat).includes(target), PaleoError.NOT_POSSIBLE, "no Danger card to set aside for that group");
  discardTool(state, seat, "talisman");
  const use = cardToUse(state, target)!;
  state.log.push({ kind: "ignore", seat: target, card: keyOf(use.card), by: "talisman" });
  if (use.source === "secret") {
    state.openDiscard.push(use.card);
    state.secretToPlay = null;
  } else spendCard(state, target);
  if (seat !== target) spendCard(state, seat);
  state.pending = null;
  advance(state);
}

// The action being resolved.

const requirePending = (state: PaleoState): Pending => {
  require_(state.pending, PaleoError.WRONG_STEP, "no action is being resolved");
  return state.pending;
};
const requireActing = (state: PaleoState, seat: Seat): Pending => {
  const pending = requirePending(state);
  require_(pending.source.kind !== "night" && pending.acting === seat, PaleoError.NOT_ACTING, "only the acting group does this");
  return pending;
};
const requireUnlocked = (pending: Pending) =>
  require_(pending.dice === null, PaleoError.LOCKED, "the dice are rolled: participants are locked");

function replan(state: PaleoState, pending: Pending): void {
  pending.plan = defaultPlan(state, pending);
  pending.version++;
  pending.accepted = [];
}

export function pledge(state: PaleoState, seat: Seat, acting: Seat): void {
  const pending = requirePending(state);
  require_(
    pending.source.kind !== "night" && pending.acting === acting,
    PaleoError.NOT_ACTING,
    `group ${acting} is not resolving an action`,
  );
  requireUnlocked(pending);
  require_(canHelp(state, seat, acting), PaleoError.CANNOT_HELP, "only a group with an unused card showing Help may help");
  pending.helpers.push({ seat, free: false });
  pending.asked = pending.asked.filter((s) => s !== seat);
  replan(state, pending);
}

export function withdraw(state: PaleoState, seat: Seat): void {
  const pending = requirePending(state);
  require_(
    pending.helpers.some((h) => h.seat === seat),
    PaleoError.NOT_HELPER,
    "you are not helping",
  );
  requireUnlocked(pending);
  pending.helpers = pending.helpers.filter((h) => h.seat !== seat);
  replan(state, pending);
}

export function askHelp(state: PaleoState, seat: Seat): void {
  const pending = requireActing(state, seat);
  requireUnlocked(pending);
  // One call at a time: a group that withdrew while others are still asked waits for their answers.
  require_(pending.asked.length === 0, PaleoError.NOT_POSSIBLE, "the groups asked have not all answered");
  const asked = askable(state, pending);
  require_(asked.length > 0, PaleoError.NOT_POSSIBLE, "nobody else can help now");
  pending.asked = asked;
}

/** Groups the acting group may still call: able to help, not asked yet, not having declined it this turn. */
export const askable = (state: PaleoState, pending: Pending): Seat[] =>
  potentialHelpers(state, pending.acting).filter(
    (s) => !pending.asked.includes(s) && !pending.declined.includes(s) && !state.groups[pending.acting]!.refusedBy.includes(s),
  );

export function decline(state: PaleoState, seat: Seat): void {
  const pending = requirePending(state);
  require_(pending.asked.includes(seat), PaleoError.NOT_POSSIBLE, "nobody asked you");
  pending.asked = pending.asked.filter((s) => s !== seat);
  pending.declined.push(seat);
  if (pending.source.kind !== "night") state.groups[pending.acting]!.refusedBy.push(seat);
}

/** Dice of the action, rolled once (seeded): each face adds skill requirements; participants lock. */
export function rollDice(state: PaleoState, seat: Seat): void {
  const pending = requireActing(state, seat);
  const dice = pendingAction(pending).conditions.dice;
  require_(dice > 0 && pending.dice === null, PaleoError.NOT_POSSIBLE, "no dice to roll");
  pending.dice = rollFaces(state, dice);
  autoBoost(state, pending);
  pending.asked = [];
  pending.version++;
  pending.accepted = [];
}

export function rollFaces(state: PaleoState, count: number): SkillSet[] {
  return content.dice.slice(0, count).map((die) => ({ ...die.faces[randomInt(state.rng, die.faces.length)]! }));
}

/** After a roll the action cannot be carried out: it fails, nothing paid, helpers' Help spent; the card must be used otherwise. */
export function failAction(state: PaleoState, seat: Seat): void {
  const pending = requireActing(state, seat);
  require_(pending.dice !== null && planProblem(state, pending) !== null, PaleoError.NOT_POSSIBLE, "the action has not failed");
  state.log.push({ kind: "failed", seat, card: keyOf(pending.card), action: pending.action });
  if (pending.source.kind === "revealed") state.groups[seat]!.failed.push(pending.action);
  if (pending.source.kind === "secret") state.secretToPlay!.failed.push(pending.action);
  if (pending.source.kind === "helpCard") spendCard(state, seat);
  for (const helper of pending.helpers) if (!helper.free) spendCard(state, helper.seat);
  state.pending = null;
  advance(state);
}

export function cancelAction(state: PaleoState, seat: Seat): void {
  const pending = requireActing(state, seat);
  requireUnlocked(pending);
  state.pending = null;
  advance(state);
}

export function accept(state: PaleoState, seat: Seat, version: number): void {
  const pending = requirePending(state);
  const night = pending.source.kind === "night";
  require_(night || pending.helpers.some((h) => h.seat === seat), PaleoError.NOT_HELPER, "only helpers accept the plan");
  require_(version === pending.version, PaleoError.STALE_PLAN, "the plan changed since");
  require_(!pending.accepted.includes(seat), PaleoError.NOT_POSSIBLE, "already accepted");
  require_(planProblem(state, pending) === null, PaleoError.PLAN_INVALID, planProblem(state, pending) ?? "");
  pending.accepted.push(seat);
  if (night && pending.accepted.length === state.seats) carryOut(state, pending);
}

export function execute(state: PaleoState, seat: Seat): void {
  const pending = requireActing(state, seat);
  const problem = planProblem(state, pending);
  require_(problem === null, PaleoError.PLAN_INVALID, problem ?? "");
  require_(
    pending.helpers.every((h) => pending.accepted.includes(h.seat)),
    PaleoError.NOT_ACCEPTED,
    "every helper accepts the plan first",
  );
  carryOut(state, pending);
}

function carryOut(state: PaleoState, pending: Pending): void {
  executePlan(state, pending);
  // An Idea drawn onto a full Rack: the action ends with the choice of the Idea that leaves —
  // unless the tribe has already won, when nothing is left to choose for.
  if (state.newIdea && state.frescoes < FRESCOES_TO_WIN) return;
  afterAction(state, pending.source.kind === "night" ? pending.card : null);
}

/** An action is over: the end of the game, else the Night's next card or the Day's next step. */
function afterAction(state: PaleoState, nightCard: CardId | null): void {
  if (finishAction(state)) return;
  if (nightCard !== null) nightCardDone(state, nightCard);
  else advance(state);
}

/** The group that drew an Idea onto the full Rack names the notch whose Idea leaves; then its action is over. */
export function chooseIdeaOut(state: PaleoState, seat: Seat, notch: number): void {
  require_(state.newIdea?.group === seat, PaleoError.WRONG_STEP, "no new Idea of yours waits for the full Rack");
  require_(state.rack.notches[notch], PaleoError.BAD_TARGET, "name a notch holding an Idea");
  replaceIdea(state, notch);
  // Ideas are Day rewards (content check): the action was a Day action.
  afterAction(state, null);
}

/** The moves of the full Rack's choice: each notch (all hold an Idea), for the group that drew the new one. */
export const ideaOutMoves = (state: PaleoState, seat: Seat): { type: "ideaOut"; notch: number }[] =>
  state.newIdea?.group === seat ? state.rack.notches.flatMap((n, notch) => (n ? [{ type: "ideaOut" as const, notch }] : [])) : [];

// Outside any action.

/** A Healing root may be used whenever no action is being resolved (Day or Night), on one's own wounded Characters. */
export function rootAllowed(state: PaleoState, seat: Seat): boolean {
  const group = state.groups[seat]!;
  return (
    state.phase !== "over" &&
    !state.pending &&
    !state.secretToPlay &&
    !state.newIdea &&
    toolCount(group.tools, "root") > 0 &&
    group.members.some((m) => m.wounds > 0)
  );
}

/** Wounds a root heals: all of them up to its 3, spread as the group likes (one entry per wound). */
export function rootHeals(state: PaleoState, seat: Seat): string[][] {
  const members = state.groups[seat]!.members.filter((m) => m.wounds > 0);
  const total = Math.min(
    toolDef("root").amount,
    members.reduce((sum, m) => sum + m.wounds, 0),
  );
  const out: string[][] = [];
  const walk = (from: number, left: number, taken: string[]): void => {
    if (left === 0) return void out.push(taken);
    for (let i = from; i < members.length; i++) {
      const already = taken.filter((c) => c === members[i]!.card).length;
      if (already < members[i]!.wounds) walk(i, left - 1, [...taken, members[i]!.card]);
    }
  };
  walk(0, total, []);
  return out;
}

export function useRoot(state: PaleoState, seat: Seat, heals: string[]): void {
  require_(rootAllowed(state, seat), PaleoError.NOT_POSSIBLE, "no Healing root to use now");
  // One move per way of healing: the heals in the order `rootHeals` lists them (the Characters' order).
  require_(
    rootHeals(state, seat).some((option) => option.join() === heals.join()),
    PaleoError.BAD_TARGET,
    "a root heals up to 3 wounds of your own Characters, as many as they have, named in the group's order",
  );
  discardTool(state, seat, "root");
  for (const card of heals) healOne(state, { group: seat, card });
  state.log.push({ kind: "root", seat, healed: heals.length });
}

export function endTurn(state: PaleoState, seat: Seat): void {
  require_(wantsEndTurn(state, seat), PaleoError.NOT_POSSIBLE, "nothing to end");
  state.groups[seat]!.done = true;
  advance(state);
}
