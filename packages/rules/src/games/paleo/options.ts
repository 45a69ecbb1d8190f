import type { Seat } from "../../engine/index.js";
import { cardOf, hasHelpOption, isDanger } from "./catalog.js";
import { couldPerform, performWhy } from "./conditions.js";
import type { Action, ActionList } from "./content/index.js";
import { toolCount } from "./tools.js";
import type { CardId, PaleoState } from "./types.js";
import type { Why } from "./why.js";

/**
 * Which options a group has in step 3, by the digest: perform an action of its revealed card
 * (or of the Secret it plays), help a group or a card, ignore it; Danger cards are never
 * ignored and must pick a hostile action they can carry out in full when they pick a hostile one
 * (as far as it goes when none can be); extra actions of cards in play.
 */

/** The card `seat` has to use now: the Secret it must play first, else its unused revealed card. */
export function cardToUse(state: PaleoState, seat: Seat): { card: CardId; source: "revealed" | "secret" } | null {
  if (state.phase !== "day" || state.step !== "use" || state.newIdea) return null;
  if (state.secretToPlay) return state.secretToPlay.group === seat ? { card: state.secretToPlay.card, source: "secret" } : null;
  const group = state.groups[seat]!;
  return group.revealed !== null && !group.used ? { card: group.revealed, source: "revealed" } : null;
}

/** The revealed card `seat` has to place now (it says where it goes), or null. */
export function cardToPlace(state: PaleoState, seat: Seat): CardId | null {
  const use = cardToUse(state, seat);
  return use && use.source === "revealed" && !state.pending && cardOf(use.card).placement ? use.card : null;
}

/** A group may pledge help to `acting`: awake, an unused revealed card with a Help option, not already in it. */
export function canHelp(state: PaleoState, helper: Seat, acting: Seat): boolean {
  if (helper === acting || state.phase !== "day" || state.step !== "use") return false;
  const group = state.groups[helper]!;
  if (group.asleep || group.revealed === null || group.used || !hasHelpOption(cardOf(group.revealed))) return false;
  if (state.secretToPlay?.group === helper) return false;
  return !state.pending?.helpers.some((h) => h.seat === helper);
}

export const potentialHelpers = (state: PaleoState, acting: Seat): Seat[] =>
  state.groups.flatMap((_, seat) => (canHelp(state, seat, acting) ? [seat] : []));

/** Helpers of the action that fetched the Secret, still here to help with it. */
const carriedHelpers = (state: PaleoState, acting: Seat): Seat[] =>
  state.secretToPlay?.group === acting ? state.secretToPlay.carried.filter((s) => s !== acting) : [];

/**
 * Actions of a card one may start, given who could still join: any feasible non-hostile action,
 * and the hostile ones (for a Danger card: those the group can carry out in full alone, or every
 * hostile one when none can — then as far as it goes).
 */
export function startableActions(
  state: PaleoState,
  acting: Seat,
  actions: readonly Action[],
  danger: boolean,
  others: readonly Seat[],
  excluded: readonly number[] = [],
  night = false,
  card: CardId | null = null,
): { action: number; partial: boolean }[] {
  const indices = actions.map((_, i) => i).filter((i) => !excluded.includes(i));
  const feasible = (i: number, who: readonly Seat[]) => couldPerform(state, acting, actions[i]!, who, night, card);
  if (!danger) return indices.filter((i) => feasible(i, others)).map((action) => ({ action, partial: false }));
  const hostile = indices.filter((i) => actions[i]!.hostile);
  const fullAlone = hostile.filter((i) => feasible(i, night ? others : []));
  const kind = indices.filter((i) => !actions[i]!.hostile && feasible(i, others)).map((action) => ({ action, partial: false }));
  if (fullAlone.length > 0) return [...kind, ...fullAlone.map((action) => ({ action, partial: false }))];
  return [...kind, ...(hostile.length > 0 ? hostile : indices).map((action) => ({ action, partial: true }))];
}

/** The actions `seat` may start on its card to use. */
export function actOptions(state: PaleoState, seat: Seat): { action: number; partial: boolean }[] {
  const use = cardToUse(state, seat);
  if (!use || state.pending) return [];
  const card = cardOf(use.card);
  if (card.placement) return [];
  const others = [...new Set([...potentialHelpers(state, seat), ...carriedHelpers(state, seat)])];
  const failed = use.source === "revealed" ? state.groups[seat]!.failed : state.secretToPlay!.failed;
  return startableActions(state, seat, card.actions, isDanger(card), others, failed);
}

/**
 * Why each action of the card `seat` has to use cannot be started now (null: it can), in the
 * card's order; empty when the group has no card to use. Read by the table, which shows the reason
 * beside each action (issue 34); the same checks as `actOptions`.
 */
export function actionsWhy(state: PaleoState, seat: Seat): (Why | null)[] {
  if (state.phase !== "day" || state.step !== "use") return [];
  const group = state.groups[seat]!;
  const secret = state.secretToPlay?.group === seat ? state.secretToPlay : null;
  const face = secret ? secret.card : group.revealed !== null && !group.used ? group.revealed : null;
  if (face === null) return [];
  const card = cardOf(face);
  const busy = state.pending?.acting ?? state.newIdea?.group ?? null;
  const blocked: Why | null = card.placement
    ? { kind: "mustPlace" }
    : busy !== null
      ? { kind: "busy", group: busy }
      : state.secretToPlay && !secret
        ? { kind: "secretFirst", group: state.secretToPlay.group }
        : null;
  if (blocked) return card.actions.map(() => blocked);
  const open = new Set(actOptions(state, seat).map((o) => o.action));
  const failed = secret ? secret.failed : group.failed;
  const others = [...new Set([...potentialHelpers(state, seat), ...carriedHelpers(state, seat)])];
  return card.actions.map((action, i): Why | null => {
    if (open.has(i)) return null;
    if (failed.includes(i)) return { kind: "failed" };
    // A Danger's hostile actions are weighed alone: with one it can carry out in full, the others are out.
    if (isDanger(card) && action.hostile) {
      const because = performWhy(state, seat, action, [], false, face);
      return because ? { kind: "dangerInFull", because } : { kind: "plan", detail: "not open now" };
    }
    return performWhy(state, seat, action, others, false, face) ?? { kind: "plan", detail: "not open now" };
  });
}

/** Cards in play: Missions and board slots (any group), and cards attached to groups. */
function cardsInPlay(state: PaleoState): { card: CardId; owner: Seat | null }[] {
  return [
    ...state.missions.map((card) => ({ card, owner: null })),
    ...state.board.map((card) => ({ card, owner: null })),
    ...state.groups.flatMap((g, owner) => g.attached.map((card) => ({ card, owner }))),
  ];
}

/** Help-a-card actions `seat` may start with its revealed card's Help option. */
export function helpCardOptions(state: PaleoState, seat: Seat): { card: CardId; action: number }[] {
  const use = cardToUse(state, seat);
  if (!use || use.source !== "revealed" || state.pending || !hasHelpOption(cardOf(use.card))) return [];
  const others = potentialHelpers(state, seat);
  return optionsOn(state, seat, "helpCardActions", others).filter(
    ({ owner }) => owner === null || owner === seat || others.includes(owner),
  );
}

/** Extra actions of cards in play `seat` may use now: its own attached cards and cards in board slots. */
export function extraOptions(state: PaleoState, seat: Seat): { card: CardId; action: number }[] {
  if (
    state.phase !== "day" ||
    state.step !== "use" ||
    state.pending ||
    state.secretToPlay ||
    state.newIdea ||
    state.groups[seat]!.asleep
  )
    return [];
  return optionsOn(state, seat, "extraActions", potentialHelpers(state, seat)).filter(
    ({ owner }) => owner === null || owner === seat,
  );
}

function optionsOn(
  state: PaleoState,
  seat: Seat,
  list: ActionList,
  others: Seat[],
): { card: CardId; action: number; owner: Seat | null }[] {
  return cardsInPlay(state).flatMap(({ card, owner }) =>
    cardOf(card)[list].flatMap((action, i) =>
      couldPerform(state, seat, action, others, false, card) ? [{ card, action: i, owner }] : [],
    ),
  );
}

/**
 * Groups whose Danger card to use (revealed, or a Danger Secret) `seat` may set aside with a
 * Talisman: its own, or, while an action on that card is being resolved, the group it helps.
 */
export function talismanTargets(state: PaleoState, seat: Seat): Seat[] {
  if (toolCount(state.groups[seat]!.tools, "talisman") < 1) return [];
  const pending = state.pending;
  const target = pending ? pending.acting : seat;
  const use = cardToUse(state, target);
  if (!use || !isDanger(cardOf(use.card))) return [];
  if (
    pending &&
    (pending.source.kind !== use.source || (target !== seat && !pending.helpers.some((h) => h.seat === seat && !h.free)))
  )
    return [];
  return [target];
}

/** Groups that could end this turn's extra actions: they used their card and have an extra action open. */
export const wantsEndTurn = (state: PaleoState, seat: Seat): boolean => {
  const group = state.groups[seat]!;
  return !group.asleep && group.used && !group.done && extraOptions(state, seat).length > 0;
};
