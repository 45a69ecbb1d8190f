import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import {
  cardByKey,
  RESOURCES,
  SKILLS,
  toolName,
  type Action,
  type BackView,
  type Request,
  type Resource,
  type Reward,
  type SkillSet,
  type TokenKind,
} from "./data.js";

/**
 * Actions in words: what an action needs (skills, dice, requests, help), what it costs (cards
 * from the top of one's deck, resources, tools, the card itself) and what it brings. Display
 * only: the server decides what is possible.
 */
export const resourceName = (resource: Resource, t: Translate): string => t(`pl.res.${resource}` as MessageKey);

export function skillsText(skills: SkillSet, t: Translate): string {
  return SKILLS.filter((skill) => (skills[skill] ?? 0) > 0)
    .map((skill) => t(`pl.skill.${skill}` as MessageKey, { n: skills[skill] ?? 0 }))
    .join(" · ");
}

/** One unit of a resource cost: "Food", "Wood or Stone". */
export const unitText = (options: readonly Resource[], t: Translate): string =>
  options.map((r) => resourceName(r, t)).reduce((a, b) => t("pl.either", { a, b }));

export function requestText(request: Request, t: Translate, language: Language): string {
  switch (request.kind) {
    case "graveyard":
      return t("pl.req.graveyard", { n: request.atLeast, symbol: t(`pl.symbol.${request.typeSymbol}` as MessageKey) });
    case "tool":
      return t("pl.req.tool", { n: request.atLeast, tool: toolName(request.tool, language) });
    case "characters":
      return t("pl.req.characters", { n: request.atLeast });
    case "fewCharacters":
      return t("pl.req.fewCharacters", { n: request.atMost });
    case "groups":
      return t("pl.req.groups", { n: request.atLeast });
    case "fewGroups":
      return t("pl.req.fewGroups", { n: request.atMost });
    case "card":
      return t("pl.req.card", { card: cardByKey(request.key)?.name[language] ?? request.key });
  }
}

export function conditionParts(action: Action, t: Translate, language: Language): string[] {
  const parts: string[] = [];
  const skills = skillsText(action.conditions.skills, t);
  if (skills) parts.push(skills);
  if (action.conditions.dice > 0) parts.push(t("pl.dice", { n: action.conditions.dice }));
  for (const request of action.conditions.requests) parts.push(requestText(request, t, language));
  if (action.conditions.needsHelp) parts.push(t("pl.needsHelp"));
  return parts;
}

/** Red backs among the cards a discard cost would take from the top of this deck: a wound each. */
export const redAmong = (deck: readonly BackView[], n: number): number => deck.slice(0, n).filter((b) => b.back === "red").length;

/** A token's name: a resource, or a tool token. */
export const tokenName = (kind: TokenKind, t: Translate, language: Language): string =>
  (RESOURCES as readonly string[]).includes(kind) ? resourceName(kind as Resource, t) : toolName(kind, language);

export function costParts(action: Action, t: Translate, language: Language, deck?: readonly BackView[]): string[] {
  const parts: string[] = [];
  const { discard, resources, tools, destroyCard, fromCard } = action.costs;
  if (discard > 0) {
    const red = deck ? redAmong(deck, discard) : 0;
    parts.push(t("pl.cost.discard", { n: discard }) + (red > 0 ? ` ${t("pl.cost.redWounds", { n: red })}` : ""));
  }
  if (resources.length > 0) parts.push(t("pl.cost.pay", { what: resources.map((unit) => unitText(unit, t)).join(", ") }));
  for (const tool of tools) parts.push(t("pl.cost.tool", { tool: toolName(tool, language) }));
  if (fromCard.length > 0) {
    const kinds = [...new Set(fromCard)];
    const what = kinds.map((kind) =>
      t("pl.tokenCount", { n: fromCard.filter((k) => k === kind).length, what: tokenName(kind, t, language) }),
    );
    parts.push(t("pl.cost.fromCard", { what: what.join(", ") }));
  }
  if (destroyCard) parts.push(t("pl.cost.destroy"));
  return parts;
}

export function rewardText(reward: Reward, t: Translate, language: Language): string {
  switch (reward.kind) {
    case "resources":
      return RESOURCES.filter((r) => (reward[r] ?? 0) > 0)
        .map((r) => t("pl.reward.resource", { n: reward[r] ?? 0, what: resourceName(r, t) }))
        .join(", ");
    case "tool":
      return t("pl.reward.tool", { n: reward.count, tool: toolName(reward.tool, language) });
    case "character":
      return t("pl.reward.character", { n: reward.count });
    case "destroyCharacter":
      return t("pl.reward.destroyCharacter");
    case "dream":
      return t("pl.reward.dream", { n: reward.count });
    case "idea":
      return t("pl.reward.idea");
    case "secret":
      return t("pl.reward.secret", { n: reward.n });
    case "fresco":
      return t("pl.reward.fresco", { n: reward.count });
    case "skull":
      return t("pl.reward.skull", { n: reward.count });
    case "removeSkull":
      return t("pl.reward.removeSkull", { n: reward.count });
    case "heal":
      return t("pl.reward.heal", { n: reward.n });
    case "ignoreDanger":
      return t("pl.reward.ignoreDanger");
    case "craft":
      return t("pl.reward.craft", { n: reward.n });
    case "wounds":
      return t("pl.reward.wounds", { n: reward.n });
  }
}

export const rewardParts = (action: Action, t: Translate, language: Language): string[] =>
  action.rewards.map((reward) => rewardText(reward, t, language));

/** "Dodge", or "Option 2" when the card names none. */
export const actionTitle = (action: Action, index: number, t: Translate, language: Language): string =>
  action.name?.[language] ?? t("pl.optionN", { n: index + 1 });
