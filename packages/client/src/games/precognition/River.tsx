import { useI18n } from "../../i18n/index.js";
import { isIsland, objectiveOf, riverTileOf, tileName, type PublicView } from "./data.js";
import { describeRequirement, describeRiver } from "./describe.js";

/** The River: face-up tiles, what lies ahead (River or Island, not which), the Progress pawn. */
export function River({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  const { revealed, ahead } = view.river;
  return (
    <section className="river" aria-label={t("river.title")}>
      <h3>{t("river.title")}</h3>
      <ol className="river-tiles">
        {revealed.map((id, i) => {
          const island = isIsland(id);
          const current = i === revealed.length - 1;
          return (
            <li
              key={id}
              className={`tile${island ? " tile-island" : ""}${current ? " tile-current" : ""}`}
              title={island ? t("river.islandRule") : describeRiver(t, riverTileOf(id).effect)}
            >
              <span className="tile-turn">{i + 1}</span>
              <span className="tile-name">{tileName(id, language)}</span>
              <span className="tile-effect">{island ? t("river.islandRule") : describeRiver(t, riverTileOf(id).effect)}</span>
              {current && <span className="pawn" role="img" aria-label={t("river.pawn")} />}
            </li>
          );
        })}
        {ahead.map((kind, i) => (
          <li key={`ahead-${i}`} className={`tile tile-hidden${kind === "island" ? " tile-island" : ""}`}>
            <span className="tile-turn">{revealed.length + i + 1}</span>
            <span className="tile-name">{kind === "island" ? t("river.island") : t("river.hidden")}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Objectives({ view }: { view: PublicView }) {
  const { t } = useI18n();
  if (view.objectives.length === 0) return null;
  return (
    <section className="objectives" aria-label={t("objectives.title")}>
      <h3>{t("objectives.title")}</h3>
      {view.objectives.map((season) => (
        <div key={season.season} className={`objective-season${season.season === view.season ? " current" : ""}`}>
          <strong>{t("objectives.season", { n: season.season })}</strong>{" "}
          {season.hidden > 0 && <span className="tag">{t("objectives.hidden", { n: season.hidden })}</span>}
          <ul>
            {season.revealed.map((slot) => {
              const o = objectiveOf(slot.id);
              const req = slot.attenuated ? o.attenuated : o.full;
              return (
                <li key={slot.id} className={slot.attenuated ? "attenuated" : ""}>
                  {t("objectives.line", {
                    scope: t(o.scope === "one" ? "objectives.one" : "objectives.each"),
                    requirement: describeRequirement(t, req),
                  })}
                  {slot.attenuated && <span className="tag">{t("objectives.attenuated")}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** How each season's cards are drawn: 10, 8 and 6 cards; the last turn draws nothing. */
export function SeasonCards({ view }: { view: PublicView }) {
  const { t } = useI18n();
  return <p className="season-cards">{t("seasons.distribution", { season: view.season, turn: view.turn })}</p>;
}
