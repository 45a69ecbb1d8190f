import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { CardFace, SpecialistFace } from "./CardFace.js";
import { COLONY_COST, playerName, seatColour, tribeById, ZONES, type PublicView, type TribeView } from "./data.js";
import { zoneName } from "./describe.js";
import { ResourceList } from "./icons.js";
import { ScienceBoard } from "./ScienceBoard.js";

/**
 * Each tribe's board, open to all: its tribe and passive, resources, pawns, colonies, achievement
 * tokens and hand size, its tracks, the tableau of played cards, its specialists and its Science
 * board. The player's own tribe comes first.
 */
export function Tribes({ view, seats, me }: { view: PublicView; seats: SeatInfo[]; me: number | null }) {
  const { t } = useI18n();
  const order = view.tribes.map((_, seat) => seat).sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  return (
    <section className="na-tribes" aria-label={t("na.tribes")}>
      {order.map((seat) => (
        <TribeBoard key={seat} seat={seat} tribe={view.tribes[seat]!} view={view} seats={seats} mine={seat === me} />
      ))}
    </section>
  );
}

function TribeBoard({
  seat,
  tribe,
  view,
  seats,
  mine,
}: {
  seat: number;
  tribe: TribeView;
  view: PublicView;
  seats: SeatInfo[];
  mine: boolean;
}) {
  const { t, language } = useI18n();
  const def = tribeById(tribe.tribe);
  const active = view.phase === "action" && view.active === seat;
  const colour = seatColour(seat);
  const colonies = 8 - tribe.coloniesLeft;
  return (
    <article
      className={`na-tribe${mine ? " na-tribe-mine" : ""}${active ? " na-tribe-active" : ""}${tribe.passed ? " na-tribe-passed" : ""}`}
      style={{ borderTopColor: colour }}
      data-testid={`na-tribe-${seat}`}
    >
      <header className="na-tribe-head">
        <span className="na-dot" style={{ background: colour }} aria-hidden="true" />
        <h3>
          {playerName(seats, seat, t)}
          {mine && <span className="na-you"> ({t("prompt.you")})</span>}
        </h3>
        {def && <span className="na-tribe-name">{def.name[language]}</span>}
        {view.first === seat && <span className="tag na-first">{t("na.firstPlayer")}</span>}
        {active && <span className="tag tag-wait">{t("na.theirTurn")}</span>}
        {tribe.passed && view.phase === "action" && <span className="tag">{t("na.passed")}</span>}
      </header>
      {def && <p className="na-passive">{t(`na.tribe.${def.id}` as MessageKey)}</p>}
      <div className="na-tribe-stats">
        <ResourceList r={tribe.res} zeros />
      </div>
      <dl className="na-tribe-counts">
        <div>
          <dt>{t("na.pawnsLeft")}</dt>
          <dd>
            {t("na.leaders", { n: tribe.leaders })} · {t("na.explorers", { n: tribe.explorers })}
          </dd>
        </div>
        <div>
          <dt>{t("na.colonies")}</dt>
          <dd title={t("na.colonyCost", { n: COLONY_COST })}>
            {t("na.coloniesCount", { n: colonies, left: tribe.coloniesLeft })}
          </dd>
        </div>
        <div>
          <dt>{t("na.tokens")}</dt>
          <dd>{t("na.tokensLeft", { n: tribe.tokens })}</dd>
        </div>
        <div>
          <dt>{t("na.hand")}</dt>
          <dd data-testid={`na-hand-size-${seat}`}>{t("na.cards", { n: tribe.handSize })}</dd>
        </div>
        <div className="na-tribe-tracks">
          <dt>{t("na.authority")}</dt>
          <dd>
            {ZONES.map((z) => (
              <span key={z} className={`na-level na-level-${z}`}>
                {zoneName(z, t)} {tribe.tracks[z]}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      {tribe.specialists.length > 0 && (
        <div className="na-tribe-part">
          <h4>{t("na.specialists", { n: tribe.specialists.length })}</h4>
          <div className="na-row">
            {tribe.specialists.map((id) => (
              <SpecialistFace key={id} id={id} className="na-small" />
            ))}
          </div>
        </div>
      )}
      <div className="na-tribe-part">
        <h4>{t("na.tableau", { n: tribe.tableau.length })}</h4>
        {tribe.tableau.length === 0 ? (
          <p className="hint">{t("na.tableauEmpty")}</p>
        ) : (
          <div className="na-row">
            {tribe.tableau.map((id) => (
              <CardFace key={id} id={id} compact />
            ))}
          </div>
        )}
      </div>
      {tribe.face && <ScienceBoard face={tribe.face} covered={tribe.growth} colour={colour} small />}
    </article>
  );
}
