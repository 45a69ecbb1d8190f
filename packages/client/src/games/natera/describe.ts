import type { MessageKey, Translate } from "../../i18n/index.js";
import {
  RESOURCES,
  type AchievementCondition,
  type CardType,
  type Effect,
  type Location,
  type Prerequisite,
  type Resource,
  type Resources,
  type Zone,
} from "./data.js";

/**
 * Natera's content in words, in the player's language: resources, effects, prerequisites, card
 * types, achievements. Effects read like the cards ("2 Endurance, draw a card, +1 authority on a
 * track of your choice"); the same words serve the cards, the board, the prompts and the log.
 */

export const resourceName = (r: Resource, t: Translate): string => t(`na.res.${r}` as MessageKey);
export const zoneName = (zone: Zone | "forest", t: Translate): string => t(`na.zone.${zone}` as MessageKey);
export const typeName = (type: CardType, t: Translate): string => t(`na.type.${type}` as MessageKey);
export const achievementText = (condition: AchievementCondition, t: Translate): string => t(`na.ach.${condition}` as MessageKey);

/** "2 Endurance, 4 Food" (in the content's resource order). */
export function describeResources(r: Resources, t: Translate): string {
  return RESOURCES.filter((k) => r[k])
    .map((k) => t("na.amount", { n: r[k]!, what: resourceName(k, t) }))
    .join(", ");
}

const counted = (t: Translate, one: MessageKey, many: MessageKey, n: number) => (n === 1 ? t(one) : t(many, { n }));

/** One effect in words. */
export function describeEffect(e: Effect, t: Translate): string {
  switch (e.k) {
    case "gain":
      return describeResources(e.r, t);
    case "growth":
      return t("na.fx.growth");
    case "draw":
      return t("na.fx.draw");
    case "discard":
      return t("na.fx.discard");
    case "choice":
      return t("na.fx.choice");
    case "authority":
      return t(e.d > 0 ? "na.fx.authorityUp" : "na.fx.authorityDown");
    case "or":
      return e.options.map((option) => describeEffects(option, t)).join(` ${t("na.or")} `);
    case "trade":
      return t("na.fx.trade", { cost: describeResources(e.cost, t), gain: describeEffects(e.gain, t) });
    case "hire":
      if (e.max !== undefined) return t("na.fx.hireMax", { max: e.max });
      return e.off > 0 ? t("na.fx.hireOff", { n: e.off }) : t("na.fx.hire");
    case "play":
      return t("na.fx.playOff", {
        e: e.off.endurance ?? 0,
        a: e.off.agility ?? 0,
        i: e.off.intelligence ?? 0,
      });
    case "returnSpecialist":
      return t("na.fx.return");
    case "colonyBonuses":
      return counted(t, "na.fx.colonyBonus", "na.fx.colonyBonuses", e.n);
    case "copy":
      return e.scope === "tier1" && e.n > 1 ? t("na.fx.copyTier1x2") : t(`na.fx.copy.${e.scope}` as MessageKey);
    case "others":
      return t("na.fx.others", { what: describeResources(e.r, t) });
    case "riverSwap":
      return t("na.fx.swap", { n: e.n });
    case "search":
      return t("na.fx.search");
    case "moveColony":
      return t("na.fx.moveColony");
  }
}

/** A list of effects in words: repeated draws, discards, choices and Growth are counted ("draw 3 cards"). */
export function describeEffects(effects: readonly Effect[], t: Translate): string {
  const parts: string[] = [];
  for (let i = 0; i < effects.length;) {
    const e = effects[i]!;
    let n = 1;
    const next = effects[i + 1];
    if (e.k === "authority" && e.d > 0 && next?.k === "authority" && next.d < 0) {
      parts.push(t("na.fx.authorityUpDown"));
      i += 2;
      continue;
    }
    if (["draw", "discard", "choice", "growth"].includes(e.k)) while (effects[i + n]?.k === e.k) n++;
    if (n > 1) {
      const many = { draw: "na.fx.drawN", discard: "na.fx.discardN", choice: "na.fx.choiceN", growth: "na.fx.growthN" }[
        e.k as "draw" | "discard" | "choice" | "growth"
      ] as MessageKey;
      parts.push(t(many, { n }));
    } else parts.push(describeEffect(e, t));
    i += n;
  }
  return parts.filter(Boolean).join(", ");
}

/** What using a location asks first: its exchange and its discards ("" when nothing). */
export function locationCost(l: Location, t: Translate): string {
  const parts: string[] = [];
  if (l.cost) parts.push(describeResources(l.cost, t));
  if (l.discard > 0) parts.push(counted(t, "na.fx.discard", "na.fx.discardN", l.discard));
  return parts.join(", ");
}

export function describePrerequisite(p: Prerequisite, t: Translate): string {
  if (p.kind === "presence") return t("na.req.presence", { zone: zoneName(p.zone, t) });
  if (p.kind === "track") return t("na.req.track", { zone: zoneName(p.zone, t), n: p.level });
  return t("na.req.types", { n: p.n, type: typeName(p.type, t) });
}

/** "Endurance 5 · Agility 4 · Intelligence 3". */
export function describePayCosts(cost: { endurance: number; agility: number; intelligence: number }, t: Translate): string {
  return (["endurance", "agility", "intelligence"] as const)
    .map((k) => t("na.amount", { n: cost[k], what: resourceName(k, t) }))
    .join(` ${t("na.or")} `);
}

/** A location's name: "Urban · TIER 2". */
export const locationTitle = (l: Pick<Location, "zone" | "tier">, t: Translate): string =>
  l.zone === "forest"
    ? t("na.loc.forest", { zone: zoneName("forest", t) })
    : t("na.loc.tier", { zone: zoneName(l.zone, t), tier: l.tier });
