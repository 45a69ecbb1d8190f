import { useI18n } from "../../i18n/index.js";
import { useMemo } from "react";
import { prescientName, toComeOf, type PrescientId, type PublicView } from "./data.js";
import { Icon } from "./icons.js";

const TYPES = ["food", "human", "battery", "ymune"] as const;

/**
 * The "cards per season" tile, kept up to date: for each Prescient at the table, how many of
 * its cards of this season and the next ones nobody has seen face up yet, by type (costs and
 * Plague on hover and for screen readers). Counts only: the order stays secret.
 */
export function ToCome({ view }: { view: PublicView }) {
  const { t } = useI18n();
  // Worked out here from the boats' face-up cards (the server does not send it).
  const boats = useMemo(
    () =>
      view.boats.flatMap((boat) =>
        boat.prescient ? [{ prescient: boat.prescient, toCome: toComeOf(view.boats, boat.prescient as PrescientId) }] : [],
      ),
    [view.boats],
  );
  if (boats.length === 0) return null;
  const seasons = ([1, 2, 3] as const).filter((season) => season >= view.season);
  return (
    <section className="to-come" aria-labelledby="to-come-title" data-testid="to-come">
      <h3 id="to-come-title">{t("toCome.title")}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("toCome.prescient")}</th>
            {seasons.map((season) => (
              <th scope="col" key={season}>
                {t("toCome.season", { n: season })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {boats.map((boat) => (
            <tr key={boat.prescient}>
              <th scope="row">{prescientName(boat.prescient)}</th>
              {seasons.map((season) => {
                const row = boat.toCome.find((s) => s.season === season);
                if (!row) return <td key={season} />;
                const costs = Object.entries(row.costs)
                  .sort(([a], [b]) => a.localeCompare(b))
                  .map(([cost, n]) => t("toCome.cost", { cost, n }))
                  .join(", ");
                const plague = Object.entries(row.plague)
                  .map(([value, n]) => t("toCome.plague", { value, n }))
                  .join(", ");
                const detail = [t("toCome.cards", { n: row.cards }), costs, plague].filter(Boolean).join(" · ");
                return (
                  <td key={season} title={detail}>
                    <span className="to-come-count">{row.cards}</span>
                    <span className="to-come-types">
                      {TYPES.filter((type) => row.types[type] > 0).map((type) => (
                        <span key={type} className="to-come-type">
                          <Icon kind={type} label={t(`resource.${type}`)} size={14} />
                          {row.types[type]}
                        </span>
                      ))}
                    </span>
                    <span className="visually-hidden">{detail}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
