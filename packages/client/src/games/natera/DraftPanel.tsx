import { useI18n } from "../../i18n/index.js";
import { CardFace } from "./CardFace.js";
import { movesOfType, type Move, type PrivateView, type PublicView } from "./data.js";
import { MoveButton } from "../../components/MoveButton.js";

/** The draft: keep one card of the packet held, the rest passes left or right once every tribe has picked. */
export function DraftPanel({
  view,
  mine,
  legal,
  send,
}: {
  view: PublicView;
  mine: PrivateView;
  legal: readonly Move[];
  send: (move: Move) => void;
}) {
  const { t } = useI18n();
  const pickMove = (id: string) => movesOfType(legal, "draftPick").find((m) => m.card === id);
  return (
    <div className="na-step na-draft" data-testid="na-draft">
      <h3>{t("na.draft.title")}</h3>
      <p className="hint">{t(view.draftDirection === 1 ? "na.draft.left" : "na.draft.right")}</p>
      <div className="na-hand-cards">
        {mine.packet.map((id, i) => (
          <CardFace key={`${id}-${i}`} id={id} className={mine.pick === id ? "na-picked" : ""}>
            <MoveButton
              move={pickMove(id)}
              send={send}
              testId={`na-draft-${id}`}
              className="na-card-button"
              pressed={mine.pick === id}
            >
              {mine.pick === id ? t("na.draft.picked") : t("na.draft.pick")}
            </MoveButton>
          </CardFace>
        ))}
      </div>
      {mine.pick && <p className="tag tag-ok">{t("na.draft.waiting")}</p>}
    </div>
  );
}
