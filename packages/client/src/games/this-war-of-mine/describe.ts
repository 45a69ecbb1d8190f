import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import {
  characterName,
  explorationCard,
  fixtureCard,
  local,
  locationCard,
  presentItems,
  shelterCard,
  type ChoiceOption,
  type DayAction,
  type ItemCounts,
  type ItemKind,
  type PublicView,
  type StateKind,
} from "./data.js";

/** Names and sentences for This War of Mine's ids: items, spaces, states, actions, costs. */
export const itemName = (item: string, t: Translate): string => t(`tw.item.${item}` as MessageKey);
export const spaceName = (space: string, t: Translate): string => t(`tw.space.${space}` as MessageKey);
export const stateName = (state: StateKind, t: Translate): string => t(`tw.state.${state}` as MessageKey);
export const phaseName = (phase: string, t: Translate): string => t(`tw.phase.${phase}` as MessageKey);

/** "2 Wood, 1 Components" — or "free". */
export function itemsText(items: ItemCounts | undefined, t: Translate): string {
  const list = presentItems(items);
  return list.length === 0 ? t("tw.free") : list.map(([k, n]) => `${n} ${itemName(k, t)}`).join(", ");
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`.replace("-", "−"));

/** A script choice's or card option's costs in words. */
export function costText(costs: ChoiceOption["cost"] | undefined, t: Translate): string {
  if (!costs || costs.length === 0) return t("tw.free");
  return costs
    .map((c) => {
      switch (c.kind) {
        case "lose":
          return t("tw.cost.lose", { n: c.n, item: itemName(c.item, t) });
        case "state":
          return t("tw.cost.state", {
            state: stateName(c.state, t),
            by: signed(c.by),
            who: typeof c.who === "string" ? t(`tw.who.${c.who}` as MessageKey) : characterName(c.who.character),
          });
        case "noise":
          return t("tw.cost.noise", { by: signed(c.by) });
        case "returnExploration":
          return t("tw.cost.return", { n: c.n });
      }
      return "";
    })
    .join(", ");
}

/** What a fixture on a space is called (its card's name), or the space's own name. */
export function fixtureName(view: PublicView, space: string, language: Language): string {
  const id = view.shelter.fixtures[space];
  return id ? local(fixtureCard(id).name, language) : space;
}

/** A Day action in words, with what it costs where that matters. */
export function actionText(view: PublicView, action: DayAction | null, t: Translate, language: Language): string {
  if (!action) return t("tw.edit.noAction");
  switch (action.kind) {
    case "rummage":
      return t("tw.action.rummage", { space: spaceName(action.space, t), wood: action.wood });
    case "garden":
      return t("tw.action.garden");
    case "search":
      return t("tw.action.search", { space: spaceName(action.space, t) });
    case "clear": {
      const card = view.shelter.cards[action.space];
      // A card cleared since (the log tells of it later) is no longer on the board to name.
      if (!card) return t("tw.action.clearGone", { space: spaceName(action.space, t) });
      return t("tw.action.clear", { card: local(shelterCard(card.id)?.name, language), space: spaceName(action.space, t) });
    }
    case "build": {
      const f = fixtureCard(action.fixture);
      return t("tw.action.build", {
        fixture: local(f.name, language),
        space: spaceName(action.space, t),
        cost: itemsText(f.cost, t),
      });
    }
    case "newIdea":
      return t("tw.action.newIdea", { ideas: action.ideas.map((i) => local(fixtureCard(i).name, language)).join(", ") });
    case "use": {
      const f = view.shelter.fixtures[action.space];
      const card = f ? fixtureCard(f) : null;
      const a = card?.actions.find((x) => x.id === action.action);
      const label = a ? local(a.label, language) : action.action;
      const fixture = card ? local(card.name, language) : "";
      const cost = a?.cost
        ? ` — ${itemsText(Object.fromEntries(Object.entries(a.cost).map(([k, n]) => [k, (n ?? 0) * action.times])), t)}`
        : "";
      return action.hole
        ? t("tw.action.useHole", { action: label, fixture, hole: spaceName(action.hole, t) }) + cost
        : t("tw.action.use", { action: label, fixture, times: action.times }) + cost;
    }
    case "move":
      return t("tw.action.move", { fixture: fixtureName(view, action.space, language), space: spaceName(action.to, t) });
    case "dismantle":
      return t("tw.action.dismantle", { fixture: fixtureName(view, action.space, language) });
    case "nap":
      return t("tw.action.nap", { fixture: fixtureName(view, action.space, language) });
    case "nurse":
      return t("tw.action.nurse", { patient: characterName(action.patient), state: stateName(action.state, t) });
  }
}

/**
 * Where an action sits in a character's action menu, and what it says there: a build under its
 * fixture and cost (the option names the space), a rummage under its space (the option says how
 * the die splits), a fixture's actions under the fixture; the rest under their kind.
 */
export function actionMenuEntry(
  view: PublicView,
  action: DayAction,
  t: Translate,
  language: Language,
): { group: string; label: string } {
  switch (action.kind) {
    case "build": {
      const f = fixtureCard(action.fixture);
      return {
        group: t("tw.menu.build", { fixture: local(f.name, language), cost: itemsText(f.cost, t) }),
        label: spaceName(action.space, t),
      };
    }
    case "rummage":
      return {
        group: t("tw.menu.rummage", { space: spaceName(action.space, t) }),
        label: t("tw.menu.wood", { wood: action.wood }),
      };
    case "clear":
      return { group: t("tw.action.group.clear"), label: actionText(view, action, t, language) };
    case "use":
      return {
        group: t("tw.menu.use", { fixture: fixtureName(view, action.space, language) }),
        label: actionText(view, action, t, language),
      };
    default:
      return { group: t("tw.action.group.other"), label: actionText(view, action, t, language) };
  }
}

/** The rules' reason a draft cannot be confirmed, in the page's language (the rules speak English). */
export function problemText(problem: string, t: Translate, language: Language): string {
  const noTask = /^(\S+) has no task$/.exec(problem);
  if (noTask) return t("tw.problem.noTask", { name: characterName(noTask[1]!) });
  if (problem === "choose a Location") return t("tw.problem.location");
  if (problem === "no choice picked") return t("tw.problem.choice");
  if (problem === "choose what to do") return t("tw.problem.act");
  if (problem === "choose an option") return t("tw.problem.option");
  if (problem === "no card kept") return t("tw.problem.keep");
  // A trade refused says why, with the number that is missing.
  if (problem === "take something, or decline") return t("tw.problem.tradeTake");
  if (problem === "what you give must be worth what you take") return t("tw.problem.tradeBalance");
  const commission = /^the commission is worth (\d+)$/.exec(problem);
  if (commission) return t("tw.problem.tradeCommission", { n: Number(commission[1]) });
  const tooMuch = /^cannot (?:give|take|commission) that much (\S+)$/.exec(problem);
  if (tooMuch) return t("tw.problem.tradeTooMuch", { item: itemName(tooMuch[1]!, t) });
  const short = /^not enough (\S+) for the whole plan$/.exec(problem);
  if (short) return t("tw.problem.short", { item: itemName(short[1]!, t) });
  const crowded = /^one character at a time on (\S+)$/.exec(problem);
  if (crowded) return t("tw.problem.oneAtATime", { space: spaceName(crowded[1]!, t) });
  const once = /^(\S+) is built once$/.exec(problem);
  if (once) return t("tw.problem.builtOnce", { fixture: local(fixtureCard(once[1]!).name, language) });
  return t("tw.problem.generic");
}

/** An exploration card's name, a Location's, a card option's label. */
export const explorationName = (id: string, language: Language): string => local(explorationCard(id).name, language);
export const locationName = (id: string, language: Language): string => local(locationCard(id).name, language);
export const itemList = (items: ItemKind[], t: Translate): string => items.map((i) => itemName(i, t)).join(", ");
