import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { cardName, groupName, type Move, type PublicView } from "./data.js";
import { NewIdeaPanel } from "./NewIdeaPanel.js";
import { NightPanel } from "./NightPanel.js";
import { PendingPlan } from "./PendingPlan.js";
import { PickPanel } from "./PickPanel.js";
import { UsePanel } from "./UsePanel.js";

/**
 * What the tribe is doing now and the part of the group this browser plays in it (`seat`, null
 * for a spectator): the picks of step 1, the revealed cards and their options in step 3, the
 * action being resolved (and its new Idea for a full Rack), the Night's steps; the end of the game.
 */
export function TurnPanel({
  view,
  seat,
  seats,
  legal,
  send,
}: {
  view: PublicView;
  seat: number | null;
  seats: SeatInfo[];
  legal: Move[];
  send: (move: Move) => void;
}) {
  const { t } = useI18n();
  const acting = view.pending && view.pending.source.kind !== "night" && view.pending.acting === seat;
  let title: string;
  if (view.phase === "over") title = view.won ? t("pl.over.won") : t("pl.over.lost");
  else if (view.phase === "night") title = t("pl.night.title", { day: view.day });
  else if (view.step === "choose") title = t(seat === null ? "pl.step.chooseWatch" : "pl.step.choose");
  else title = t(seat === null ? "pl.step.useWatch" : "pl.step.use");
  return (
    <section className="prompt pl-turn" aria-labelledby="pl-turn-title">
      <h3 id="pl-turn-title">
        {seat !== null && view.phase !== "over" && <span className="pl-for">{groupName(seats, seat, t)} · </span>}
        {title}
      </h3>
      {view.phase === "over" && (
        <p data-testid="pl-outcome">
          {view.won
            ? t("pl.over.wonText", { day: view.day, frescoes: view.frescoes })
            : t("pl.over.lostText", { day: view.day, skulls: view.skulls })}
        </p>
      )}
      {view.phase === "day" && view.step === "use" && <Revealed view={view} seats={seats} />}
      {view.phase === "day" && view.step === "choose" && seat !== null && (
        <PickPanel view={view} seat={seat} seats={seats} legal={legal} send={send} />
      )}
      {view.phase === "day" && view.step === "choose" && seat === null && <p className="hint">{t("pl.pickWatch")}</p>}
      {/* By day the action being resolved comes first: what the table waits for, and how to join it. */}
      {view.phase === "day" && <NewIdeaPanel view={view} seats={seats} legal={legal} send={send} />}
      {view.phase === "day" && <PendingPlan view={view} seat={seat} seats={seats} legal={legal} send={send} />}
      {view.phase === "day" && view.step === "use" && seat !== null && !acting && (
        <UsePanel view={view} seat={seat} seats={seats} legal={legal} send={send} />
      )}
      {view.phase === "night" && <NightPanel view={view} seat={seat} seats={seats} legal={legal} send={send} />}
      {view.phase === "night" && <PendingPlan view={view} seat={seat} seats={seats} legal={legal} send={send} />}
    </section>
  );
}

/** Step 2's result: every group's card of this turn, face up, and whether it is used yet. */
function Revealed({ view, seats }: { view: PublicView; seats: SeatInfo[] }) {
  const { t, language } = useI18n();
  const cards = view.groups.flatMap((group, seat) => {
    const secret = view.secretToPlay?.group === seat ? view.secretToPlay.card : null;
    const face = secret ?? group.revealed;
    if (group.asleep && face === null) return [];
    return [{ seat, face, used: group.used && !secret, secret: secret !== null }];
  });
  if (cards.length === 0) return null;
  return (
    <ul className="pl-revealed" aria-label={t("pl.revealedTitle")} data-testid="pl-revealed">
      {cards.map(({ seat, face, used, secret }) => (
        <li key={seat} className={used ? "pl-used" : ""}>
          <span className="pl-revealed-group">{groupName(seats, seat, t)}</span>{" "}
          <strong>{face ? cardName(face, language) : "—"}</strong>{" "}
          <span className="hint">{secret ? t("pl.status.secret") : used ? t("pl.status.used") : t("pl.status.toUse")}</span>
        </li>
      ))}
    </ul>
  );
}
