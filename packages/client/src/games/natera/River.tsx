import { useI18n } from "../../i18n/index.js";
import { SpecialistFace } from "./CardFace.js";
import type { PublicView } from "./data.js";

/** The specialist river (five face up) and the decks and discard piles, by size. */
export function River({ view }: { view: PublicView }) {
  const { t } = useI18n();
  return (
    <section className="na-river" aria-labelledby="na-river-title">
      <h3 id="na-river-title">{t("na.river")}</h3>
      <div className="na-river-cards">
        {view.river.map((id) => (
          <SpecialistFace key={id} id={id} />
        ))}
        {view.river.length === 0 && <p className="hint">{t("na.riverEmpty")}</p>}
      </div>
      <p className="na-decks">
        {t("na.decks", {
          basic: view.deckSizes.basic,
          advanced: view.deckSizes.advanced,
          specialists: view.deckSizes.specialists,
        })}
        <br />
        {t("na.discardPiles", {
          basic: view.discards.basic.length,
          advanced: view.discards.advanced.length,
          specialists: view.discards.specialists.length,
        })}
      </p>
    </section>
  );
}
