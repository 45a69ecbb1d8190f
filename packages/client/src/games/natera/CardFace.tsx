import type { ReactNode } from "react";
import { useI18n } from "../../i18n/index.js";
import { cardOf, specialistOf } from "./data.js";
import { describeEffects, describePrerequisite, describeResources, typeName } from "./describe.js";
import { ResourceIcon } from "./icons.js";

/**
 * An Exploration card as printed: deck colour (basic green, advanced orange), types, the three
 * costs, a prerequisite (⚠), ◆, and its reward on the background's colour (immediate, production,
 * activatable, passive). `compact` shows name, ◆ and reward only (a tableau).
 */
export function CardFace({
  id,
  compact = false,
  children,
  className = "",
}: {
  id: string;
  compact?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { t, language } = useI18n();
  const card = cardOf(id);
  if (!card) return null;
  const nuclear = card.types.includes("nuclear");
  return (
    <div
      className={`na-card na-card-${card.deck}${nuclear ? " na-card-nuclear" : ""}${compact ? " na-card-compact" : ""} ${className}`}
      data-card={id}
    >
      <div className="na-card-head">
        <span className="na-card-name">{card.name[language]}</span>
        {card.vp > 0 && (
          <span className="na-vp" title={t("na.vpLong")}>
            {card.vp}◆
          </span>
        )}
      </div>
      {!compact && (
        <>
          <div className="na-card-costs" role="group" aria-label={t("na.costs")}>
            {(["endurance", "agility", "intelligence"] as const).map((k) => (
              <span key={k} className="na-res">
                <ResourceIcon kind={k} />
                <b>{card.cost[k]}</b>
              </span>
            ))}
          </div>
          <div className="na-card-types">
            {[card.deck, ...card.types].map((type) => (
              <span key={type} className={`na-type na-type-${type}`}>
                {typeName(type, t)}
              </span>
            ))}
          </div>
          {card.prerequisite && <div className="na-card-req">⚠ {describePrerequisite(card.prerequisite, t)}</div>}
        </>
      )}
      <div className={`na-card-effect na-bg-${card.background}`}>
        {!compact && <span className="na-bg-label">{t(`na.bg.${card.background}`)}</span>}
        <span>{cardEffectText(id, t)}</span>
      </div>
      {children}
    </div>
  );
}

/** What a card does, in words, whatever its background. */
export function cardEffectText(id: string, t: ReturnType<typeof useI18n>["t"]): string {
  const card = cardOf(id);
  if (!card) return "";
  if (card.ability)
    return t("na.abilityText", { cost: describeResources(card.ability.cost, t), gain: describeEffects(card.ability.gain, t) });
  if (card.passive?.on === "deploy")
    return t("na.passiveDeploy", { zone: t(`na.zone.${card.passive.zone}`), gain: describeResources(card.passive.gain, t) });
  if (card.passive?.on === "hire") return t("na.passiveHire", { n: card.passive.off });
  return describeEffects(card.effects, t);
}

/** A Specialist: Food cost, hire reward, Energy ability, ◆ (a number or a special value). */
export function SpecialistFace({ id, children, className = "" }: { id: string; children?: ReactNode; className?: string }) {
  const { t, language } = useI18n();
  const s = specialistOf(id);
  if (!s) return null;
  const vp = typeof s.vp === "number" ? `${s.vp}◆` : t(`na.vp.${s.vp}`);
  return (
    <div className={`na-card na-specialist ${className}`} data-card={id}>
      <div className="na-card-head">
        <span className="na-card-name">{s.name[language]}</span>
        <span className="na-vp" title={t("na.vpLong")}>
          {vp}
        </span>
      </div>
      <div className="na-card-costs" role="group" aria-label={t("na.hireCost")}>
        <span className="na-res">
          <ResourceIcon kind="food" />
          <b>{s.cost}</b>
        </span>
      </div>
      {s.reward.length > 0 && (
        <div className="na-card-effect na-bg-immediate">
          <span className="na-bg-label">{t("na.onHire")}</span>
          <span>{describeEffects(s.reward, t)}</span>
        </div>
      )}
      <div className="na-card-effect na-bg-activatable">
        <span className="na-bg-label">{t("na.bg.activatable")}</span>
        <span>
          {t("na.abilityText", { cost: describeResources(s.ability.cost, t), gain: describeEffects(s.ability.gain, t) })}
        </span>
      </div>
      {children}
    </div>
  );
}
