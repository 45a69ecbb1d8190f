import { useI18n } from "../../i18n/index.js";
import { BackTile } from "./Backs.js";
import { resourceName } from "./describe.js";
import { RESOURCES, type PublicView } from "./data.js";

/** The Base camp: the Characters, Dreams and Ideas decks (face down, counts only) and the tribe's depot. */
export function BaseCamp({ view }: { view: PublicView }) {
  const { t } = useI18n();
  const decks = [
    { back: "character" as const, n: view.camp.characters, label: t("pl.camp.characters") },
    { back: "dream" as const, n: view.camp.dreams, label: t("pl.camp.dreams") },
    { back: "idea" as const, n: view.camp.ideas, label: t("pl.camp.ideas") },
  ];
  return (
    <section className="pl-zone pl-camp" aria-labelledby="pl-camp">
      <h3 id="pl-camp">{t("pl.camp")}</h3>
      <div className="pl-depot" data-testid="pl-depot">
        <h4>{t("pl.depot")}</h4>
        <ul>
          {RESOURCES.map((r) => (
            <li key={r} className={`pl-res pl-res-${r}`} data-n={view.depot[r]}>
              <strong>{view.depot[r]}</strong> {resourceName(r, t)}
            </li>
          ))}
        </ul>
        <p className="hint">
          {t("pl.supply", { what: RESOURCES.map((r) => `${view.supply[r]} ${resourceName(r, t)}`).join(", ") })}
        </p>
      </div>
      <ul className="pl-camp-decks">
        {decks.map((deck) => (
          <li key={deck.back}>
            <BackTile back={{ back: deck.back }} /> {deck.label}: <strong>{deck.n}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
