import type { ReactNode } from "react";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import { actionTitle, conditionParts, costParts, rewardParts, skillsText, tokenName, unitText } from "./describe.js";
import {
  cardOf,
  hasHelpOption,
  isDanger,
  isIgnorable,
  toolName,
  type Action,
  type ActionList,
  type BackView,
  type Card,
  type TokenCounts,
  type TokenKind,
} from "./data.js";

/**
 * A card face up, as every player sees it: its name, kind and own rule, and each of its actions
 * with what it needs, what it costs and what it brings. `control` puts a button beside an action
 * (the options a group has now come from the server's legal moves).
 */
export function CardFace({
  face,
  lists = ["actions", "helpCardActions", "extraActions", "night"],
  control,
  deck,
  compact = false,
  note,
  held,
  className = "",
}: {
  face: string;
  lists?: ActionList[];
  control?: (list: ActionList, index: number) => ReactNode;
  /** The acting group's deck, to count the red backs a discard cost would take. */
  deck?: BackView[];
  compact?: boolean;
  note?: ReactNode;
  /** Tokens lying on this card in play. */
  held?: TokenCounts;
  className?: string;
}) {
  const { t, language } = useI18n();
  const card = cardOf(face);
  const danger = isDanger(card);
  return (
    <article
      className={`pl-card pl-frame-${danger ? "danger" : card.frame}${compact ? " pl-card-compact" : ""} ${className}`}
      aria-label={card.name[language]}
      data-card={card.key}
    >
      <header className="pl-card-head">
        <strong className="pl-card-name">{card.name[language]}</strong>
        <span className="pl-card-kind">{t(`pl.frame.${danger ? "danger" : card.frame}` as MessageKey)}</span>
      </header>
      {card.character && <CharacterStats card={card} />}
      {card.idea && <IdeaStats card={card} />}
      {card.rulesText && !compact && <p className="pl-card-text">{card.rulesText[language]}</p>}
      {card.holds.length > 0 && <HeldTokens kinds={card.holds} held={held ?? {}} />}
      {card.placement && <p className="pl-card-note">{t(card.placement === "group" ? "pl.placeGroup" : "pl.placeBoard")}</p>}
      {lists.map((list) => {
        const actions = card[list];
        if (actions.length === 0) return null;
        return (
          <section key={list} className={`pl-actions pl-list-${list}`}>
            {list !== "actions" && <h5>{t(`pl.list.${list}` as MessageKey)}</h5>}
            <ol>
              {actions.map((action, i) => (
                <ActionLine key={i} action={action} index={i} deck={deck} control={control?.(list, i)} />
              ))}
            </ol>
          </section>
        );
      })}
      {["action", "secret"].includes(card.frame) && !card.placement && !compact && (
        <p className="pl-card-flags">
          {hasHelpOption(card) ? t("pl.flag.help") : t("pl.flag.noHelp")}
          {" · "}
          {isIgnorable(card) ? t("pl.flag.ignorable") : t("pl.flag.notIgnorable")}
        </p>
      )}
      {note}
    </article>
  );
}

export function ActionLine({
  action,
  index,
  deck,
  control,
}: {
  action: Action;
  index: number;
  deck?: BackView[];
  control?: ReactNode;
}) {
  const { t, language } = useI18n();
  const needs = conditionParts(action, t, language);
  const costs = costParts(action, t, language, deck);
  const gains = rewardParts(action, t, language);
  return (
    <li className={`pl-action${action.hostile ? " pl-hostile" : ""}`}>
      <span className="pl-action-name">
        {actionTitle(action, index, t, language)}
        {action.hostile && <span className="pl-tag-hostile">{t("pl.hostile")}</span>}
      </span>
      <span className="pl-action-parts">
        {needs.length > 0 && <span className="pl-needs">{t("pl.needs", { what: needs.join(", ") })}</span>}
        {costs.length > 0 && <span className="pl-costs">{t("pl.costs", { what: costs.join(", ") })}</span>}
        <span className="pl-gains">
          {gains.length > 0 ? t(action.hostile ? "pl.suffers" : "pl.gives", { what: gains.join(", ") }) : t("pl.noEffect")}
        </span>
      </span>
      {control}
    </li>
  );
}

/** What a card may hold, and what lies on it now (everyone sees it). */
function HeldTokens({ kinds, held }: { kinds: TokenKind[]; held: TokenCounts }) {
  const { t, language } = useI18n();
  const name = (kind: TokenKind) => tokenName(kind, t, language);
  const lying = (Object.entries(held) as [TokenKind, number][]).filter(([, n]) => n > 0);
  return (
    <p className="pl-card-held" data-testid="pl-held">
      {t("pl.holdsKinds", { what: kinds.map(name).join(", ") })}
      {" · "}
      {lying.length > 0
        ? t("pl.holdsNow", { what: lying.map(([kind, n]) => t("pl.tokenCount", { n, what: name(kind) })).join(", ") })
        : t("pl.holdsNothing")}
    </p>
  );
}

function CharacterStats({ card }: { card: Card }) {
  const { t, language } = useI18n();
  const c = card.character!;
  return (
    <p className="pl-card-stats">
      {skillsText(c.skills, t) || t("pl.noSkill")} · {t("pl.hearts", { n: c.hearts })}
      {c.tool && <> · {t("pl.bringsTool", { tool: toolName(c.tool, language) })}</>}
    </p>
  );
}

function IdeaStats({ card }: { card: Card }) {
  const { t, language } = useI18n();
  const idea = card.idea!;
  if (!idea.tool) return null;
  return (
    <p className="pl-card-stats">
      {t("pl.ideaMakes", { tool: toolName(idea.tool, language) })}
      {idea.craftCost.length > 0 && <> · {t("pl.costs", { what: idea.craftCost.map((u) => unitText(u, t)).join(", ") })}</>}
      {skillsText(idea.craftSkills, t) && <> · {t("pl.needs", { what: skillsText(idea.craftSkills, t) })}</>}
    </p>
  );
}
