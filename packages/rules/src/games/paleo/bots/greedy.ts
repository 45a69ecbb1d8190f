import type { Bot, Seat } from "../../../engine/index.js";
import { askable, nightOptions } from "../actions.js";
import { potentialHelpers } from "../options.js";
import { rackIdea } from "../tools.js";
import { actionOf, cardOf, content, isDanger } from "../catalog.js";
import { participants } from "../conditions.js";
import type { Action, ActionList, SkillSet } from "../content/index.js";
import { legalMoves } from "../moves.js";
import { defaultPlan, emptyPlan, pendingAction, planProblem } from "../plan.js";
import type { CardId, PaleoMove, PaleoState, Pending } from "../types.js";
import { tableView, type PaleoTableView } from "../views.js";
import { heartsOf } from "../wounds.js";
import { storeMove } from "./stores.js";
import { actionValue, backValue, FRESCO, KEEP, keepValue, needsOf, rewardValue, SKULL, toolValue, woundHarm } from "./values.js";
import { nightReserve, reserveShort, type Depot } from "./reserve.js";
import { gainsOf } from "../held.js";

/**
 * The first team bot: greedy, one decision at a time, from what the table can see (the public
 * view: backs, revealed cards, the Rack, the depot, Characters and tools). It never reads a face
 * down card: legality and plan checks in the rules depend on backs and counts only.
 */
type Option = { move: PaleoMove; value: number };
const best = (options: Option[]): Option | undefined =>
  options.reduce<Option | undefined>((top, o) => (!top || o.value > top.value ? o : top), undefined);

export const greedy: Bot<PaleoState, PaleoMove> = (state, seat) => {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`paleo: seat ${seat} has no legal move`);
  if (moves.length === 1) return moves[0]!;
  const view = tableView(state);
  const has = (type: PaleoMove["type"]) => moves.find((m) => m.type === type);
  if (state.newIdea) return ideaOutMove(state, moves);
  const root = healNow(state, seat, moves);
  if (root && !state.pending) return root;
  if (state.phase === "night") return nightMove(state, seat, moves);
  if (state.step === "choose") return chooseMove(state, view, seat, moves);
  if (state.pending) return pendingMove(state, view, seat, moves, state.pending);
  return useMove(state, view, seat, moves) ?? has("endTurn") ?? has("ignore") ?? moves[0]!;
};

/** The full Rack's choice: the Idea with the fewest tokens left to craft leaves (a surprise has none: it has acted). */
function ideaOutMove(state: PaleoState, moves: PaleoMove[]): PaleoMove {
  const tokens = (m: PaleoMove) => (m.type === "ideaOut" ? (state.rack.notches[m.notch]?.tokens ?? 0) : Infinity);
  return moves.reduce((fewest, m) => (tokens(m) < tokens(fewest) ? m : fewest));
}

/** A Healing root when a Character is one wound from death or carries two. */
function healNow(state: PaleoState, seat: Seat, moves: PaleoMove[]): PaleoMove | undefined {
  const fragile = state.groups[seat]!.members.some((m) => m.wounds >= 2 || m.wounds >= heartsOf(m.card));
  return fragile ? moves.find((m) => m.type === "useRoot") : undefined;
}

/** Step 1: the best back among the top three; sleep early on a deck of nearly all red backs. */
function chooseMove(state: PaleoState, view: PaleoTableView, seat: Seat, moves: PaleoMove[]): PaleoMove {
  const deck = view.groups[seat]!.deck;
  const red = deck.filter((c) => c.back === "red").length;
  const sleep = moves.find((m) => m.type === "sleep");
  if (sleep && deck.length >= 1 && red >= deck.length) return sleep;
  const picks = moves.flatMap((m) =>
    m.type === "pick" ? [{ move: m, value: backValue(state, deck[m.index]!.back) - m.index * 0.01 }] : [],
  );
  return best(picks)?.move ?? moves[0]!;
}

/** Every way the action's dice can fall (the dice are public), each equally likely. */
function diceOutcomes(count: number): SkillSet[][] {
  let outcomes: SkillSet[][] = [[]];
  for (const die of content.dice.slice(0, count))
    outcomes = outcomes.flatMap((faces) => die.faces.map((face) => [...faces, { ...face }]));
  return outcomes;
}

/** How often a plan holds over the dice (1 or 0 without dice). */
function chanceOf(state: PaleoState, pending: Pending): number {
  const count = pendingAction(pending).conditions.dice;
  if (count === 0 || pending.dice !== null) return planProblem(state, pending) === null ? 1 : 0;
  const outcomes = diceOutcomes(count);
  const held = outcomes.filter((faces) => planProblem(state, { ...pending, dice: faces }) === null).length;
  return held / outcomes.length;
}

/** How often this action's plan would hold with these helpers, over the dice. */
function chance(
  state: PaleoState,
  seat: Seat,
  card: string,
  list: ActionList,
  action: number,
  helpers: readonly Seat[] = [],
): number {
  const source =
    list === "actions"
      ? { kind: state.secretToPlay?.group === seat ? ("secret" as const) : ("revealed" as const) }
      : list === "helpCardActions"
        ? { kind: "helpCard" as const, card }
        : list === "night"
          ? { kind: "night" as const, card }
          : { kind: "extra" as const, card };
  const trial: Pending = {
    source,
    card,
    list,
    action,
    acting: seat,
    helpers: helpers.map((h) => ({ seat: h, free: false })),
    asked: [],
    declined: [],
    dice: null,
    partial: false,
    plan: emptyPlan(),
    version: 0,
    accepted: [],
  };
  trial.plan = defaultPlan(state, trial);
  return chanceOf(state, trial);
}

/** Would this action's plan hold with these helpers, on some fall of the dice? */
const works = (
  state: PaleoState,
  seat: Seat,
  card: string,
  list: ActionList,
  action: number,
  helpers: readonly Seat[] = [],
): boolean => chance(state, seat, card, list, action, helpers) > 0;

/**
 * What the acting group is left with when an action of its card does not happen: for a Danger,
 * the best way out it has alone (a hostile action at worst); otherwise nothing (the card is used
 * another way, or ignored).
 */
function fallbackValue(
  state: PaleoState,
  view: PaleoTableView,
  seat: Seat,
  card: string,
  list: ActionList,
  except: number,
): number {
  if (list !== "actions" || !isDanger(cardOf(card))) return 0;
  const values = cardOf(card).actions.flatMap((a, i) => {
    if (i === except) return [];
    if (a.hostile) return [actionValue(state, view, seat, [seat], a)];
    const p = chance(state, seat, card, list, i);
    return p > 0 ? [p * actionValue(state, view, seat, [seat], a)] : [];
  });
  return values.length > 0 ? Math.max(...values) : -SKULL;
}

/** Below this chance of success, a group asks for help before it rolls. */
const ASK_BELOW = 0.75;

/**
 * What starting an action is worth: its value, weighed by its chance over the dice, when the
 * group can carry it out alone; less when it needs groups that have not turned it down this turn;
 * nothing when even they would not do. A failed roll leaves the card to use otherwise (for a
 * Danger, its way out).
 */
function startValue(
  state: PaleoState,
  view: PaleoTableView,
  seat: Seat,
  card: string,
  list: ActionList,
  index: number,
): number | null {
  const action = actionOf(card, list, index);
  const value = actionValue(state, view, seat, [seat], action);
  const alone = chance(state, seat, card, list, index);
  const fallback = action.conditions.dice > 0 ? fallbackValue(state, view, seat, card, list, index) : 0;
  const expected = (p: number) => p * value + (1 - p) * Math.min(0, fallback);
  if (alone >= ASK_BELOW) return expected(alone);
  const helpers = potentialHelpers(state, seat).filter((s) => !state.groups[seat]!.refusedBy.includes(s));
  const helped = helpers.length > 0 ? chance(state, seat, card, list, index, helpers) : 0;
  if (helped <= alone) return alone > 0 ? expected(alone) : null;
  return Math.max(alone > 0 ? expected(alone) : -Infinity, expected(helped) * 0.6 - 0.5);
}

/** Step 3 with nothing being resolved: the most valuable option of the card, help on a card, or an extra action. */
function useMove(state: PaleoState, view: PaleoTableView, seat: Seat, moves: PaleoMove[]): PaleoMove | undefined {
  const group = state.groups[seat]!;
  const own = state.secretToPlay?.group === seat ? state.secretToPlay.card : group.revealed;
  const options: Option[] = [];
  const danger = own !== null && isDanger(cardOf(own));
  for (const move of moves) {
    if (move.type === "act" && own) {
      const action = actionOf(own, "actions", move.action);
      const value = startValue(state, view, seat, own, "actions", move.action);
      // A Danger's hostile way out is always there (as far as it goes).
      if (value !== null) options.push({ move, value });
      else if (danger && action.hostile) options.push({ move, value: actionValue(state, view, seat, [seat], action) - 2 });
    } else if (move.type === "helpCard") {
      const value = startValue(state, view, seat, move.card, "helpCardActions", move.action);
      if (value !== null) options.push({ move, value: value - 0.5 });
    } else if (move.type === "extra") {
      const value = works(state, seat, move.card, "extraActions", move.action)
        ? actionValue(state, view, seat, [seat], actionOf(move.card, "extraActions", move.action))
        : 0;
      if (value > 0.3) options.push({ move, value: value - 0.2 });
    } else if (move.type === "place") options.push({ move, value: 2 });
    else if (move.type === "ignore") options.push({ move, value: 0 });
    else if (move.type === "talisman") options.push({ move, value: -4 });
  }
  return best(options)?.move;
}

/** Acting: improve the plan, execute; ask for help when short; roll, fail or cancel. As a helper: help when it makes the action work. */
function pendingMove(state: PaleoState, view: PaleoTableView, seat: Seat, moves: PaleoMove[], pending: Pending): PaleoMove {
  const find = (type: PaleoMove["type"]) => moves.find((m) => m.type === type);
  if (pending.acting !== seat) {
    if (pending.asked.includes(seat))
      return wouldHelp(state, view, seat, pending) ? (find("help") ?? find("decline")!) : find("decline")!;
    return find("accept") ?? find("withdraw") ?? moves[0]!;
  }
  const problem = planProblem(state, pending);
  if (problem === null) {
    const improvement = improvePlan(state, seat, moves, pending);
    if (improvement) return improvement;
    // A wound that would kill: another group's Character may take it (helpers share the wounds).
    if (killingWounds(state, pending).length > 0) {
      const ask = find("askHelp");
      if (ask) return ask;
    }
    return find("execute") ?? moves[0]!;
  }
  // Before a roll: ask for help while the dice would likely beat the participants and help could change that.
  const ask = find("askHelp");
  if (ask && find("roll") && chanceOf(state, pending) < ASK_BELOW) {
    const all = [...participants(state, pending), ...askable(state, pending)];
    const trial: Pending = { ...pending, helpers: all.slice(1).map((s) => ({ seat: s, free: false })), accepted: [] };
    trial.plan = defaultPlan(state, trial);
    if (chanceOf(state, trial) > chanceOf(state, pending)) return ask;
  }
  return (
    find("roll") ?? find("fail") ?? find("askHelp") ?? moves.find((m) => m.type === "uncraft") ?? find("cancel") ?? moves[0]!
  );
}

/** Wounds of the plan (after its cancels) that kill the Character they go on. */
function killingWounds(state: PaleoState, pending: Pending): number[] {
  return pending.plan.wounds.flatMap((wound) => {
    const left = wound.n - wound.cancel;
    const member = wound.target && state.groups[wound.target.group]!.members.find((m) => m.card === wound.target!.card);
    return left > 0 && member && heartsOf(member.card) - member.wounds < left ? [left] : [];
  });
}

/**
 * Would adding `seat` make the action work, and is it worth its card? With dice, help is worth
 * the chance it adds times what success brings over a failure (for a Danger, over its way out);
 * help that adds no chance is not given. When the action works without it, help is worth giving
 * only to take a wound that would kill: a death is a Skull.
 */
function wouldHelp(state: PaleoState, view: PaleoTableView, seat: Seat, pending: Pending): boolean {
  const trial: Pending = { ...pending, helpers: [...pending.helpers, { seat, free: false }], accepted: [] };
  trial.plan = defaultPlan(state, trial);
  const before = chanceOf(state, pending);
  const after = chanceOf(state, trial);
  if (after === 0) return false;
  const killing = before === 1 && planProblem(state, pending) === null ? killingWounds(state, pending) : [];
  const sturdy = Math.max(0, ...state.groups[seat]!.members.map((m) => heartsOf(m.card) - m.wounds));
  let gain: number;
  if (killing.length > 0) gain = sturdy >= Math.max(...killing) ? SKULL + 3 - Math.max(...killing) * 1.2 : -1;
  else {
    const value = actionValue(state, view, pending.acting, participants(state, trial), pendingAction(pending));
    if (pendingAction(pending).conditions.dice === 0) gain = value;
    else if (after <= before) return false;
    else {
      const fallback =
        pending.source.kind === "revealed"
          ? fallbackValue(state, view, pending.acting, pending.card, pending.list, pending.action)
          : 0;
      gain = (after - before) * (value - Math.min(0, fallback));
    }
  }
  const own = state.groups[seat]!.revealed;
  const ownValue = own
    ? Math.max(
        0,
        ...cardOf(own).actions.map((a, i) =>
          works(state, seat, own, "actions", i) ? actionValue(state, view, seat, [seat], a) : 0,
        ),
      )
    : 0;
  return gain >= ownValue || gain >= FRESCO / 2;
}

/** Crafts the tribe needs, cancels for wounds that would kill, wounds moved to a Character who survives them. */
function improvePlan(state: PaleoState, seat: Seat, moves: PaleoMove[], pending: Pending): PaleoMove | undefined {
  const plan = pending.plan;
  const needs = needsOf(state);
  const seats = participants(state, pending);
  for (const [i, wound] of plan.wounds.entries()) {
    const left = wound.n - wound.cancel;
    if (left <= 0 || !wound.target) continue;
    const member = state.groups[wound.target.group]!.members.find((m) => m.card === wound.target!.card);
    if (member && heartsOf(member.card) - member.wounds >= left) continue;
    const safer = moves.find(
      (m) =>
        m.type === "woundTo" &&
        m.source === i &&
        state.groups[m.group]!.members.some((x) => x.card === m.card && heartsOf(x.card) - x.wounds >= left),
    );
    if (safer) return safer;
    const cancel = moves.find((m) => m.type === "cancelTool");
    if (cancel && woundHarm(state, seats, left) > 3) return cancel;
  }
  // Each unit of a choice paid with the type the coming Night needs least.
  const reserve = nightReserve(state);
  const after = depotAfter(state, pending);
  const short = reserveShort(reserve, after);
  for (const move of moves)
    if (move.type === "payWith") {
      const was = plan.units[move.unit]!.pay;
      if (after[move.resource] < 1) continue;
      if (reserveShort(reserve, { ...after, [was]: after[was] + 1, [move.resource]: after[move.resource] - 1 }) >= short)
        continue;
      const trial: Pending = structuredClone(pending);
      trial.plan.units[move.unit]!.pay = move.resource;
      if (planProblem(state, trial) === null) return move;
    }
  const crafts = moves.filter((m): m is Extract<PaleoMove, { type: "craft" }> => m.type === "craft");
  if (crafts.length > 0) {
    const scored = crafts
      .map((move) => {
        const tool = typeof move.idea === "string" ? move.idea : cardOf(state.rack.notches[move.idea]!.idea).idea!.tool!;
        const left = { ...after };
        for (const options of rackIdea(state, move.idea)?.cost ?? []) {
          const pay = options.reduce((b, r) => (left[r] > left[b] ? r : b));
          left[pay]--;
        }
        const taken = Math.max(0, reserveShort(reserve, left) - short);
        return { move: move as PaleoMove, value: toolValue(needs, tool) - taken * KEEP, ok: craftFits(state, pending, move) };
      })
      .filter((o) => o.ok && o.value > 0);
    const top = best(scored);
    if (top) return top.move;
  }
  return storeMove(state, pending, moves);
}

/** The depot once the plan is carried out: its units paid, its resources gained. */
function depotAfter(state: PaleoState, pending: Pending): Depot {
  const depot: Depot = { ...state.depot };
  for (const unit of pending.plan.units) depot[unit.pay]--;
  const gains = gainsOf(state, pendingAction(pending), pending.plan, []);
  for (const r of ["food", "wood", "stone"] as const) depot[r] += gains[r] ?? 0;
  return depot;
}

function craftFits(state: PaleoState, pending: Pending, move: Extract<PaleoMove, { type: "craft" }>): boolean {
  const trial: Pending = structuredClone(pending);
  const idea = move.idea;
  trial.plan.crafts.push({ idea, to: pending.acting });
  for (const options of rackIdea(state, idea)?.cost ?? [])
    trial.plan.units.push({
      options: [...options],
      pay: options.reduce((b, r) => (state.depot[r] > state.depot[b] ? r : b)),
      craft: trial.plan.crafts.length - 1,
    });
  return planProblem(state, trial) === null;
}

/** At Night every greedy seat makes the same choice: the first card still to resolve, its best action. */
function nightMove(state: PaleoState, seat: Seat, moves: PaleoMove[]): PaleoMove {
  const options = nightOptions(state, seat);
  const first = state.night?.todo[0]?.card;
  const scored = options
    .filter((o) => o.card === first && (o.partial || works(state, seat, o.card, "night", o.action)))
    .map((o) => ({ card: o.card, action: o.action, value: nightValue(state, o.card, o.action) }));
  const choice = scored.reduce<(typeof scored)[number] | undefined>(
    (top, o) => (!top || o.value > top.value ? o : top),
    undefined,
  );
  // A bot follows the people and accepts a plan as good as its own, so every Night ends (issue 34).
  const pending = state.pending;
  const accept = moves.find((m) => m.type === "accept");
  if (pending && accept) {
    const byPerson = !state.bots[pending.acting];
    const asGood = !choice || pending.card !== choice.card || nightValue(state, pending.card, pending.action) >= choice.value;
    if (byPerson || asGood) return accept;
  }
  if (choice && (!pending || pending.card !== choice.card || pending.action !== choice.action)) {
    const resolve = moves.find((m) => m.type === "resolve" && m.card === choice.card && m.action === choice.action);
    if (resolve) return resolve;
  }
  return accept ?? moves.find((m) => m.type === "resolve") ?? moves[0]!;
}

function nightValue(state: PaleoState, card: CardId, index: number): number {
  const action = actionOf(card, "night", index);
  return action.hostile ? -10 - action.rewards.length : nightWayValue(state, action);
}

/**
 * A Night way that pays instead of taking the Skull: its rewards, a little for what it spends, and
 * what it leaves the Night's later cards short of — at most one Skull, since a later card that
 * falls short takes its Skull and no more (by day, the reserve weighs every unit; at Night, paying
 * now and a later Skull is never worse than this Skull now).
 */
function nightWayValue(state: PaleoState, action: Action): number {
  const needs = needsOf(state);
  const rewards = action.rewards.reduce((sum, reward) => sum + rewardValue(state, needs, reward), 0);
  const spent = action.costs.resources.length + action.costs.tools.length;
  return rewards - spent * 0.2 + Math.max(-SKULL, keepValue(state, nightReserve(state), action));
}
