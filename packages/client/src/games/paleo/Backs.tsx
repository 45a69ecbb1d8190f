import { useI18n, type MessageKey, type Translate } from "../../i18n/index.js";
import type { BackKind, BackView, Hint } from "./data.js";

/** A card back as a small tile: its kind by colour and symbol, its hint as a letter, Secrets by number. */
const SYMBOL: Record<BackKind, string> = {
  forest: "♣",
  river: "≈",
  mountain: "▲",
  hearth: "♨",
  red: "⚠",
  dream: "☁",
  character: "☺",
  idea: "⚒",
  mission: "☾",
  secret: "?",
};

export function backLabel(back: Pick<BackView, "back" | "hint" | "number">, t: Translate): string {
  const kind =
    back.back === "secret" && back.number ? t("pl.back.secretN", { n: back.number }) : t(`pl.back.${back.back}` as MessageKey);
  return back.hint ? t("pl.back.withHint", { back: kind, hint: t(`pl.hint.${back.hint}` as MessageKey) }) : kind;
}

const hintMark = (hint: Hint, t: Translate) => t(`pl.hintMark.${hint}` as MessageKey);

export function BackTile({
  back,
  className = "",
  large = false,
}: {
  back: Pick<BackView, "back" | "hint" | "number">;
  className?: string;
  large?: boolean;
}) {
  const { t } = useI18n();
  const label = backLabel(back, t);
  return (
    <span
      className={`pl-back pl-back-${back.back}${large ? " pl-back-large" : ""} ${className}`}
      title={label}
      aria-label={label}
      role="img"
    >
      <span aria-hidden="true">{back.back === "secret" && back.number ? back.number : SYMBOL[back.back]}</span>
      {back.hint && (
        <span className="pl-hint" aria-hidden="true">
          {hintMark(back.hint, t)}
        </span>
      )}
    </span>
  );
}

/** The backs of a whole pile, top first (or the latest first), with the count. */
export function BackRow({
  backs,
  top = 0,
  picked = null,
  label,
}: {
  backs: BackView[];
  top?: number;
  picked?: number | null;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <div className="pl-backs" role="group" aria-label={label}>
      {backs.length === 0 && <span className="hint">{t("pl.empty")}</span>}
      {backs.map((back, i) => (
        <BackTile key={back.id} back={back} className={`${i < top ? "pl-top" : ""}${picked === i ? " pl-picked" : ""}`} />
      ))}
    </div>
  );
}

/** What the symbols mean: the backs, and the hints some of them show. */
export function BackLegend() {
  const { t } = useI18n();
  const kinds: BackKind[] = ["forest", "river", "mountain", "hearth", "red", "dream"];
  const hints: Hint[] = ["mammoth", "fish", "wolf", "fire", "footprints", "moon"];
  return (
    <p className="pl-legend hint">
      {kinds.map((kind) => (
        <span key={kind}>
          <BackTile back={{ back: kind }} /> {t(`pl.back.${kind}` as MessageKey)}
        </span>
      ))}
      {hints.map((hint) => (
        <span key={hint}>
          <span className="pl-hint-legend" aria-hidden="true">
            {hintMark(hint, t)}
          </span>{" "}
          {t(`pl.hint.${hint}` as MessageKey)}
        </span>
      ))}
    </p>
  );
}
