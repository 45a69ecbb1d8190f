import { useI18n } from "../../i18n/index.js";
import { cardOf, MIRROR } from "./data.js";
import { Icon, type IconKind } from "./icons.js";

/** An Expedition card drawn from the content data: type colour, cost, gain, bonus, Plague. */
export function Card({
  id,
  small = false,
  selected,
  badge,
  onClick,
  disabled,
  testId,
}: {
  id: string;
  small?: boolean;
  selected?: boolean;
  badge?: string;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t, language } = useI18n();
  const card = cardOf(id);
  const bonus = Object.entries(card.bonus).filter(([, n]) => (n ?? 0) > 0);
  const label = t("card.label", {
    name: card.name[language],
    type: t(`resource.${card.type}`),
    gain: card.gain === MIRROR ? "≈" : card.gain,
    cost: card.cost === MIRROR ? "≈" : card.cost,
    plague: card.plague,
  });
  const body = (
    <>
      <span className="card-cost" title={t("card.cost")}>
        <Icon kind="healthy" size={12} />
        {card.cost === MIRROR ? "≈" : card.cost}
      </span>
      <span className="card-gain" title={t("card.gain")}>
        {card.gain === MIRROR ? "≈" : card.gain}
        <Icon kind={card.type as IconKind} size={14} />
      </span>
      {!small && <span className="card-name">{card.name[language]}</span>}
      {bonus.length > 0 && (
        <span className="card-bonus" title={t("card.bonus")}>
          +{" "}
          {bonus.map(([resource, n]) => (
            <span key={resource}>
              {n}
              <Icon kind={resource as IconKind} size={11} />
            </span>
          ))}
        </span>
      )}
      {card.plague > 0 && (
        <span className="card-plague" title={t("card.plague")}>
          <Icon kind="plague" size={11} />
          {card.plague}
        </span>
      )}
      <span className="card-season" aria-hidden>
        {"•".repeat(card.season)}
      </span>
      {badge && <span className="card-badge">{badge}</span>}
    </>
  );
  const className = `card card-${card.type}${small ? " card-small" : ""}${selected ? " card-selected" : ""}${badge ? " card-badged" : ""}`;
  if (onClick) {
    return (
      <button
        type="button"
        className={className}
        onClick={onClick}
        disabled={disabled}
        aria-pressed={selected}
        aria-label={label}
        data-card={id}
        data-testid={testId}
      >
        {body}
      </button>
    );
  }
  return (
    <div className={className} role="img" aria-label={label} data-card={id} data-testid={testId}>
      {body}
    </div>
  );
}

export function CardBack({ count, label }: { count: number; label: string }) {
  return (
    <div className="card card-back card-small" role="img" aria-label={label}>
      <span className="card-count">{count}</span>
    </div>
  );
}
