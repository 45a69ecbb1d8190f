import { useI18n } from "../../i18n/index.js";
import { tokenHours } from "./data.js";

/**
 * A Fate token face up: its value, and one pip per hour it burns on a card
 * (1–3 → 1 hour, 4–6 → 2, 7 → 3). Purely visual; wrap it in a button to act on it.
 */
export function FateToken({ value, small, muted }: { value: number; small?: boolean; muted?: boolean }) {
  const { t } = useI18n();
  const hours = tokenHours(value);
  return (
    <span
      className={`fate fate-h${hours}${small ? " fate-small" : ""}${muted ? " fate-muted" : ""}`}
      role="img"
      aria-label={t("sw.token", { value, hours })}
      title={t("sw.token", { value, hours })}
    >
      <span className="fate-value" aria-hidden>
        {value}
      </span>
      <span className="fate-pips" aria-hidden>
        {Array.from({ length: hours }, (_, i) => (
          <span key={i} className="fate-pip" />
        ))}
      </span>
    </span>
  );
}

/** A token seen from behind: someone holds it and only they know its value. */
export function FateBack({ label }: { label: string }) {
  return <span className="fate fate-back fate-small" role="img" aria-label={label} title={label} />;
}
