import type { Bot, Seat } from "../../../engine/index.js";
import { nightOptions } from "../actions.js";
import { potentialHelpers } from "../options.js";
import { rackIdea } from "../tools.js";
import { actionOf, cardOf, isDanger } from "../catalog.js";
import { participants } from "../conditions.js";
import type { ActionList } from "../content/index.js";
import { legalMoves } from "../moves.js";
import { defaultPlan, emptyPlan, pendingAction, planProblem } from "../plan.js";
import type { PaleoMove, PaleoState, Pending } from "../types.js";
import { publicView, type PaleoPublicView } from "../views.js";
import { heartsOf } from "../wounds.js";
import { storeMove } from "./stores.js";
import { actionValue, backValue, FRESCO, needsOf, SKULL, toolValue, woundHarm } from "./values.js";

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
  const view = publicView(state);
  const has = (type: PaleoMove["type"]) => moves.find((m) => m.type === type);
  const root = healNow(state, seat, moves);
  if (root && !state.pending) return root;
  if (state.phase === "night") return nightMove(state, seat, moves);
  if (state.step === "choose") return chooseMove(state, view, seat, moves);
  if (state.pending) return pendingMove(state, view, seat, moves, state.pending);
  return useMove(state, view, seat, moves) ?? has("endTurn") ?? has("ignore") ?? moves[0]!;
};

/** A Healing root when a Character is one wound from death or carries two. */
function healNow(state: PaleoState, seat: Seat, moves: PaleoMove[]): PaleoMove | undefined {
  const fragile = state.groups[seat]!.members.some((m) => m.wounds >= 2 || m.wounds >= heartsOf(m.card));
  return fragile ? moves.find((m) => m.type === "useRoot") : undefined;
}

/** Step 1: the best back among the top three; sleep early on a deck of nearly all red backs. */
function chooseMove(state: PaleoState, view: PaleoPublicView, seat: Seat, moves: PaleoMove[]): PaleoMove {
  const deck = view.groups[seat]!.deck;
  const red = deck.filter((c) => c.back === "red").length;
  const sleep = moves.find((m) => m.type === "sleep");
  if (sleep && deck.length >= 1 && red >= deck.length) return sleep;
  const picks = moves.flatMap((m) =>
    m.type === "pick" ? [{ move: m, value: backValue(state, deck[m.index]!.back) - m.index * 0.01 }] : [],
  );
  return best(picks)?.move ?? moves[0]!;
}

/** Would this action's plan hold with these helpers (dice aside)? */
function works(
  state: PaleoState,
  seat: Seat,
  card: string,
  list: ActionList,
  action: number,
  helpers: readonly Seat[] = [],
): boolean {
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
    dice: actionOf(card, list, action).conditions.dice > 0 ? [] : null,
    partial: false,
    plan: emptyPlan(),
    version: 0,
    accepted: [],
  };
  trial.plan = defaultPlan(state, trial);
  return planProblem(state, trial) === null;
}

/**
 * What starting an action is worth: its value when the group can carry it out alone; less when
 * it needs groups that have not turned it down this turn; nothing when even they would not do.
 */
function startValue(
  state: PaleoState,
  view: PaleoPublicView,
  seat: Seat,
  card: string,
  list: ActionList,
  index: number,
): number | null {
  const action = actionOf(card, list, index);
  const value = actionValue(state, view, seat, [seat], action);
  if (works(state, seat, card, list, index)) return value;
  const helpers = potentialHelpers(state, seat).filter((s) => !state.groups[seat]!.refusedBy.includes(s));
  if (helpers.length === 0 || !works(state, seat, card, list, index, helpers)) return null;
  return value * 0.6 - 0.5;
}

/** Step 3 with nothing being resolved: the most valuable option of the card, help on a card, or an extra action. */
function useMove(state: PaleoState, view: PaleoPublicView, seat: Seat, moves: PaleoMove[]): PaleoMove | undefined {
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
function pendingMove(state: PaleoState, view: PaleoPublicView, seat: Seat, moves: PaleoMove[], pending: Pending): PaleoMove {
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
 * Would adding `seat` make the action work, and is it worth its card? When the action works
 * without it, help is worth giving only to take a wound that would kill: a death is a Skull.
 */
function wouldHelp(state: PaleoState, view: PaleoPublicView, seat: Seat, pending: Pending): boolean {
  const trial: Pending = { ...pending, helpers: [...pending.helpers, { seat, free: false }], accepted: [] };
  trial.plan = defaultPlan(state, trial);
  if (planProblem(state, trial) !== null) return false;
  const killing = planProblem(state, pending) === null ? killingWounds(state, pending) : [];
  const sturdy = Math.max(0, ...state.groups[seat]!.members.map((m) => heartsOf(m.card) - m.wounds));
  const gain =
    killing.length > 0
      ? sturdy >= Math.max(...killing)
        ? SKULL + 3 - Math.max(...killing) * 1.2
        : -1
      : actionValue(state, view, pending.acting, participants(state, trial), pendingAction(pending));
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
  const crafts = moves.filter((m): m is Extract<PaleoMove, { type: "craft" }> => m.type === "craft");
  if (crafts.length > 0) {
    const scored = crafts
      .map((move) => {
        const tool = typeof move.idea === "string" ? move.idea : cardOf(state.rack.notches[move.idea]!.idea).idea!.tool!;
        return { move: move as PaleoMove, value: toolValue(needs, tool), ok: craftFits(state, pending, move) };
      })
      .filter((o) => o.ok);
    const top = best(scored);
    if (top) return top.move;
  }
  return storeMove(state, pending, moves);
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
    .map((o) => {
      const action = actionOf(o.card, "night", o.action);
      const value = action.hostile ? -10 - action.rewards.length : actionValue(state, publicView(state), seat, [seat], action);
      return { card: o.card, action: o.action, value };
    });
  const choice = scored.reduce<(typeof scored)[number] | undefined>(
    (top, o) => (!top || o.value > top.value ? o : top),
    undefined,
  );
  const pending = state.pending;
  if (choice && (!pending || pending.card !== choice.card || pending.action !== choice.action)) {
    const resolve = moves.find((m) => m.type === "resolve" && m.card === choice.card && m.action === choice.action);
    if (resolve) return resolve;
  }
  return moves.find((m) => m.type === "accept") ?? moves.find((m) => m.type === "resolve") ?? moves[0]!;
}
