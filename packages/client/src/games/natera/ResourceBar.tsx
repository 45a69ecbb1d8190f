import { useI18n } from "../../i18n/index.js";
import { RESOURCES, seatColour, type Resources } from "./data.js";
import { resourceName } from "./describe.js";
import { ResourceIcon } from "./icons.js";

/**
 * The player's own resources, in sight wherever they are on the table: a bar that stays at the top
 * of the screen while the page scrolls (the tribe's board, with the same numbers, is far below on
 * a phone). Each icon stands beside its name, so the bar is also the legend of the icons that the
 * cards, places and costs use. Without resources (a spectator, or before the tribes are known)
 * it is that legend alone, and does not follow the scroll.
 */
export function ResourceBar({ res, seat }: { res: Resources | null; seat: number | null }) {
  const { t } = useI18n();
  const title = res ? t("na.myResources") : t("na.iconLegend");
  return (
    <section
      className={`na-resource-bar${res ? " na-resource-bar-mine" : ""}`}
      aria-label={title}
      data-testid={res ? "na-my-resources" : "na-icon-legend"}
    >
      <span className="na-resource-bar-title">
        {seat !== null && res && <span className="na-dot" style={{ background: seatColour(seat) }} aria-hidden="true" />}
        {title}
      </span>
      <ul className="na-resource-bar-list">
        {RESOURCES.map((kind) => (
          <li key={kind} className="na-res" data-res={kind}>
            <ResourceIcon kind={kind} label={false} />
            <span className="na-res-name">{resourceName(kind, t)}</span>
            {res && <b>{res[kind] ?? 0}</b>}
          </li>
        ))}
      </ul>
    </section>
  );
}
