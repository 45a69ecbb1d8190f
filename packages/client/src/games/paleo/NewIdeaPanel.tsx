import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { CardFace } from "./CardFace.js";
import { cardName, groupName, movesOfType, type Move, type PublicView } from "./data.js";
import { MoveButton } from "./MoveButton.js";

/**
 * An Idea drawn onto the full Rack, face up for everyone: the group that drew it, having seen it,
 * sends one of the Rack's Ideas to the Graveyard to make room (never the new one); the others see
 * who chooses. The action that drew it ends with that choice.
 */
export function NewIdeaPanel({
  view,
  seats,
  legal,
  send,
}: {
  view: PublicView;
  seats: SeatInfo[];
  legal: Move[];
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const newIdea = view.newIdea;
  if (!newIdea) return null;
  const outs = movesOfType(legal, "ideaOut");
  const idea = cardName(newIdea.idea, language);
  return (
    <div className="pl-new-idea" data-testid="pl-new-idea">
      <h4>{t("pl.newIdea.title")}</h4>
      <p className={outs.length > 0 ? undefined : "note"}>
        {outs.length > 0
          ? t("pl.newIdea.choose", { idea })
          : t("pl.newIdea.watch", { group: groupName(seats, newIdea.group, t), idea })}
      </p>
      <CardFace face={newIdea.idea} />
      {outs.length > 0 && (
        <div className="actions">
          {outs.map((move) => {
            const out = view.rack.notches[move.notch];
            return (
              <MoveButton key={move.notch} move={move} send={send} testId={`pl-ideaOut-${move.notch}`}>
                {t("pl.newIdea.out", { idea: out ? cardName(out.idea, language) : "—" })}
              </MoveButton>
            );
          })}
        </div>
      )}
    </div>
  );
}
