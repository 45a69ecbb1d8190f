import { useI18n } from "../../i18n/index.js";
import { faceOf, SCIENCE_ROWS } from "./data.js";
import { describeEffects, describeResources } from "./describe.js";
import { GrowthIcon } from "./icons.js";

/**
 * A Science board face: 3 columns × 5 rows, the top row's ◆, the middle rows' costs and rewards,
 * the bottom row's production, the printed links (a covered box reaches the boxes linked to it),
 * and the tribe's Growth tokens. `options` (box numbers) turns those boxes into buttons.
 */
export function ScienceBoard({
  face,
  covered,
  colour,
  options = [],
  onPick,
  small = false,
}: {
  face: string;
  covered: number[];
  colour: string;
  options?: number[];
  onPick?: (box: number) => void;
  small?: boolean;
}) {
  const { t, language } = useI18n();
  const f = faceOf(face);
  if (!f) return null;
  const centre = (box: number) => ({ x: (box % 3) + 0.5, y: 4 - Math.floor(box / 3) + 0.5 });
  const text = (box: number): string => {
    const row = Math.floor(box / 3);
    if (row === 4) return `${f.vp[box - 12]}◆`;
    if (row === 0) return t("na.science.produces", { what: describeEffects(f.production[box]!, t) });
    const middle = f.middle[box - 3]!;
    const reward = describeEffects(middle.reward, t);
    return middle.cost ? t("na.science.costs", { cost: describeResources(middle.cost, t), reward }) : reward;
  };
  return (
    <div
      className={`na-science${small ? " na-science-small" : ""}`}
      aria-label={t("na.scienceOf", { name: f.name[language] })}
      role="group"
    >
      <div className="na-science-title">
        {t("na.science")} · {f.name[language]} ({face.endsWith("a") ? "A" : "B"})
      </div>
      <div className="na-science-grid">
        <svg className="na-science-links" viewBox="0 0 3 5" preserveAspectRatio="none" aria-hidden="true">
          {f.links.map(([a, b]) => {
            const p = centre(a);
            const q = centre(b);
            const on = covered.includes(a) && covered.includes(b);
            return (
              <line
                key={`${a}-${b}`}
                x1={p.x}
                y1={p.y}
                x2={q.x}
                y2={q.y}
                className={on ? "na-link-on" : "na-link"}
                style={on ? { stroke: colour } : undefined}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
        {SCIENCE_ROWS.flatMap((row) =>
          [0, 1, 2].map((col) => {
            const box = row * 3 + col;
            const isCovered = covered.includes(box);
            const open = options.includes(box);
            const label = text(box);
            const content = (
              <>
                {isCovered && (
                  <span className="na-growth" style={{ borderColor: colour }}>
                    <GrowthIcon colour={colour} />
                  </span>
                )}
                <span className="na-box-text">{label}</span>
              </>
            );
            const className = `na-box na-row-${row}${isCovered ? " na-box-covered" : ""}${open ? " na-box-open" : ""}`;
            return open && onPick ? (
              <button
                key={box}
                type="button"
                className={className}
                onClick={() => onPick(box)}
                data-testid={`na-box-${box}`}
                aria-label={t("na.science.place", { what: label })}
              >
                {content}
              </button>
            ) : (
              <div key={box} className={className} title={label}>
                {content}
              </div>
            );
          }),
        )}
      </div>
    </div>
  );
}
