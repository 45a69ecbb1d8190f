import { useI18n } from "../../i18n/index.js";
import { BackRow } from "./Backs.js";
import { cardName, type PublicView } from "./data.js";

/** The Wilderness: the hidden discard (backs only) and the open discard (faces), and the Graveyard beside it. */
export function Wilderness({ view }: { view: PublicView }) {
  const { t } = useI18n();
  return (
    <section className="pl-zone pl-wilderness" aria-labelledby="pl-wilderness">
      <h3 id="pl-wilderness">{t("pl.wilderness")}</h3>
      <h4>{t("pl.hiddenDiscard", { n: view.hiddenDiscard.length })}</h4>
      <BackRow backs={view.hiddenDiscard} label={t("pl.hiddenDiscard", { n: view.hiddenDiscard.length })} />
      <h4>{t("pl.openDiscard", { n: view.openDiscard.length })}</h4>
      <CardNames faces={view.openDiscard} />
      <h4>{t("pl.graveyard", { n: view.graveyard.length })}</h4>
      <CardNames faces={view.graveyard} />
    </section>
  );
}

function CardNames({ faces }: { faces: string[] }) {
  const { t, language } = useI18n();
  if (faces.length === 0) return <p className="hint">{t("pl.empty")}</p>;
  return (
    <ul className="pl-names">
      {[...faces].reverse().map((face) => (
        <li key={face}>{cardName(face, language)}</li>
      ))}
    </ul>
  );
}
