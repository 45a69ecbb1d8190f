import { useI18n, type MessageKey } from "../../i18n/index.js";
import { CardFace } from "./CardFace.js";
import { content, miniTile, movesOfType, seatColour, tribeById, type Move, type PrivateView } from "./data.js";
import { describeEffects, describeResources } from "./describe.js";
import { ResourceList } from "./icons.js";
import { MoveButton } from "../../components/MoveButton.js";
import { ScienceBoard } from "./ScienceBoard.js";

/**
 * The secret set-up round: keep one of the two tribe cards dealt, choose a side of the Science
 * board, discard 3 of the 8 cards, then say ready. Choices stay this player's alone and may change
 * until every tribe is ready; then all are revealed at once. Mini-tiles are shown as they are at
 * this table's size, and at 2 tribes the season-1 first player's bonus is announced (our rulings,
 * content/DESIGN.md "Pass 9").
 */
export function SetupPanel({
  me,
  mine,
  legal,
  send,
  tableSize,
  firstName,
}: {
  me: number;
  mine: PrivateView;
  legal: readonly Move[];
  send: (move: Move) => void;
  tableSize: number;
  firstName: string;
}) {
  const { t, language } = useI18n();
  const choice = mine.choice;
  const tribeMove = (id: string) => movesOfType(legal, "pickTribe").find((m) => m.tribe === id);
  const sideMove = (id: string) => movesOfType(legal, "pickSide").find((m) => m.side === id);
  const discardMove = (id: string) => movesOfType(legal, "toggleDiscard").find((m) => m.card === id);
  const ready = legal.find((m) => m.type === "ready");
  const firstBonus = describeResources(content.firstPlayerBonus[tableSize] ?? {}, t);
  return (
    <div className="na-step na-setup" data-testid="na-setup">
      <h3>{t("na.setup.title")}</h3>
      <p className="hint">{t("na.setup.secret")}</p>
      {firstBonus && (
        <p className="hint" data-testid="na-first-bonus">
          {t("na.setup.firstBonus", { name: firstName, what: firstBonus, n: tableSize })}
        </p>
      )}
      <h4>{t("na.setup.tribe")}</h4>
      <div className="na-setup-tribes">
        {mine.dealt.map((id) => {
          const tribe = tribeById(id);
          if (!tribe) return null;
          const chosen = choice.tribe === id;
          const tile = miniTile(tribe, tableSize);
          return (
            <MoveButton
              key={id}
              move={tribeMove(id)}
              send={send}
              className={`na-tribe-card${chosen ? " na-chosen" : ""}`}
              pressed={chosen}
              testId={`na-tribe-pick-${tribe.id}`}
            >
              <span className="na-tribe-card-name">
                {chosen && "✓ "}
                {tribe.name[language]}
              </span>
              <small>{t("na.setup.complexity", { n: tribe.complexity })}</small>
              <span>{t(`na.tribe.${tribe.id}` as MessageKey)}</span>
              <span>
                {t("na.setup.start")} <ResourceList r={tile.start} />
              </span>
              <span>{t("na.setup.production", { what: describeEffects([...tile.production, ...tribe.cardProduction], t) })}</span>
              {tribe.bySeats && <small>{t("na.setup.bySeats", { n: tableSize })}</small>}
              <span>{t("na.setup.pawns", { leaders: tribe.leaders, explorers: tribe.explorers })}</span>
            </MoveButton>
          );
        })}
      </div>
      <h4>{t("na.setup.side")}</h4>
      <div className="na-setup-sides">
        {[`${mine.board}a`, `${mine.board}b`].map((side) => {
          const chosen = choice.side === side;
          return (
            <div key={side} className={`na-side${chosen ? " na-chosen" : ""}`}>
              <ScienceBoard face={side} covered={[]} colour={seatColour(me)} />
              <MoveButton move={sideMove(side)} send={send} testId={`na-side-${side}`} pressed={chosen}>
                {chosen ? t("na.setup.sideChosen") : t("na.setup.sidePick", { side: side.endsWith("a") ? "A" : "B" })}
              </MoveButton>
            </div>
          );
        })}
      </div>
      <h4>{t("na.setup.discard", { n: choice.discards.length })}</h4>
      <div className="na-hand-cards">
        {mine.hand.map((id, i) => {
          const discarded = choice.discards.includes(id);
          return (
            <CardFace key={`${id}-${i}`} id={id} className={discarded ? "na-discarded" : ""}>
              <MoveButton
                move={discardMove(id)}
                send={send}
                testId={`na-discard-${id}`}
                className="na-card-button"
                pressed={discarded}
              >
                {discarded ? t("na.setup.keep") : t("na.setup.discardThis")}
              </MoveButton>
            </CardFace>
          );
        })}
      </div>
      <div className="actions">
        <MoveButton move={ready} send={send} primary testId="na-ready">
          {t("na.setup.ready")}
        </MoveButton>
        {choice.ready && <span className="tag tag-ok">{t("na.setup.waiting")}</span>}
      </div>
    </div>
  );
}
