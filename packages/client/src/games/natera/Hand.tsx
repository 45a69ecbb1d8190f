import { useI18n } from "../../i18n/index.js";
import { CardFace } from "./CardFace.js";
import { nameOf, type PrivateView } from "./data.js";

/**
 * The player's hand (theirs alone). A card the server lists as playable now is marked, and
 * choosing it opens the play action at its confirmation step. A Crow sees the card it peeked at;
 * the Red Pandas, the cards their search turned, until the end of their next turn.
 */
export function Hand({
  mine,
  playable,
  onPlay,
}: {
  mine: PrivateView;
  playable: string[];
  onPlay: ((card: string) => void) | null;
}) {
  const { t, language } = useI18n();
  return (
    <section className="na-hand" aria-labelledby="na-hand-title" data-testid="na-hand">
      <h3 id="na-hand-title">{t("na.yourHand", { n: mine.hand.length })}</h3>
      {mine.hand.length === 0 && <p className="hint">{t("na.handEmpty")}</p>}
      <div className="na-hand-cards">
        {mine.hand.map((id, i) => (
          <CardFace key={`${id}-${i}`} id={id} className={playable.includes(id) ? "na-playable" : ""}>
            {onPlay && playable.includes(id) && (
              <button type="button" className="na-card-button" onClick={() => onPlay(id)} data-testid={`na-play-${id}`}>
                {t("na.playThis")}
              </button>
            )}
          </CardFace>
        ))}
      </div>
      {mine.peek && (
        <p className="hint" data-testid="na-peek">
          {t("na.peekSeen", { deck: t(mine.peek.deck === "basic" ? "na.deck.basic" : "na.deck.advanced") })}{" "}
          <strong>{nameOf(mine.peek.card, language)}</strong>
        </p>
      )}
      {mine.searched.length > 0 && (
        <p className="hint" data-testid="na-searched">
          {t("na.searchedSeen")} <strong>{mine.searched.map((id) => nameOf(id, language)).join(", ")}</strong>
        </p>
      )}
    </section>
  );
}
