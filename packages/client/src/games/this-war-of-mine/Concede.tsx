import { useEffect, useState } from "react";
import { MoveButton } from "../../components/MoveButton.js";
import { useI18n } from "../../i18n/index.js";
import type { Move, PublicView } from "./data.js";

type ConcedeMove = Extract<Move, { type: "concede" }>;

/**
 * Conceding, once none of those who first sheltered here is left (the final objective is out of
 * reach): any player may propose it, after a confirmation; every player then agrees or refuses, and
 * the panel shows who has agreed and who is still to answer. Bots are not asked. With no proposal
 * the panel sits aside, quietly; a proposal under way is shown to everyone, above the game.
 */
export function ConcedePanel({
  view,
  legal,
  name,
  me,
  send,
}: {
  view: PublicView;
  legal: Move[];
  name: (seat: number) => string;
  me: number | null;
  send: (move: Move) => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const pending = view.concession;
  // A proposal made, refused or withdrawn: the question starts again from its button.
  const proposed = pending !== null;
  useEffect(() => setAsking(false), [proposed]);
  if (!view.mayConcede || view.phase === "over") return null;
  const concede = (agree: boolean) => legal.find((m): m is ConcedeMove => m.type === "concede" && m.agree === agree);
  const agree = concede(true);
  const refuse = concede(false);
  const names = (seats: number[]) => seats.map(name).join(", ");

  if (!pending)
    return (
      <section className="panel tw-concede" data-testid="tw-concede" aria-labelledby="tw-concede-title">
        <h3 id="tw-concede-title">{t("tw.concede.title")}</h3>
        <p className="hint">{t("tw.concede.why")}</p>
        {agree &&
          (asking ? (
            <div className="tw-ask" role="group" aria-label={t("tw.concede.title")}>
              <p>{t("tw.concede.ask")}</p>
              <MoveButton move={agree} send={send} primary testId="tw-concede-propose">
                {t("tw.concede.proposeYes")}
              </MoveButton>
              <button type="button" onClick={() => setAsking(false)} data-testid="tw-concede-back">
                {t("tw.concede.playOn")}
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setAsking(true)} data-testid="tw-concede-open">
              {t("tw.concede.propose")}
            </button>
          ))}
      </section>
    );

  const [proposer] = pending.agreed;
  const mine = me !== null && pending.agreed.includes(me);
  return (
    <section className="panel tw-concede tw-concede-open" data-testid="tw-concede" role="status" aria-live="polite">
      <h3>
        {proposer === me
          ? t("tw.concede.proposedYou")
          : t("tw.concede.proposed", { name: proposer === undefined ? "—" : name(proposer) })}
      </h3>
      <p>{t("tw.concede.meaning")}</p>
      <ul className="tw-concede-who">
        <li data-testid="tw-concede-agreed">{t("tw.concede.agreed", { names: names(pending.agreed) })}</li>
        {pending.waiting.length > 0 && (
          <li data-testid="tw-concede-waiting">{t("tw.concede.waiting", { names: names(pending.waiting) })}</li>
        )}
      </ul>
      {(agree || refuse) && (
        <div className="tw-concede-moves">
          {agree && (
            <MoveButton move={agree} send={send} primary testId="tw-concede-agree">
              {t("tw.concede.agree")}
            </MoveButton>
          )}
          {refuse && (
            <MoveButton move={refuse} send={send} testId="tw-concede-refuse">
              {mine ? t("tw.concede.withdraw") : t("tw.concede.refuse")}
            </MoveButton>
          )}
        </div>
      )}
    </section>
  );
}
