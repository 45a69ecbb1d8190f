import { InviteLink } from "../../components/Lobby.js";
import { useI18n, type Translate } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import {
  cardAt,
  cardName,
  nameOf,
  tokenValue,
  VALUES,
  type Mine,
  type Move,
  type Proposal,
  type PublicView,
  type TokenId,
} from "./data.js";
import { FateToken } from "./FateToken.js";
import { describeProposal, offerFor } from "./proposals.js";

interface TurnProps {
  view: PublicView;
  mine: Mine | null;
  me: number | null;
  seats: SeatInfo[];
  waitingOn: number[];
  roomId: string;
  selected: TokenId | null;
  onSelect: (token: TokenId | null) => void;
  send: (move: Move) => void;
}

const names = (seats: SeatInfo[], list: number[], t: Translate) => list.map((s) => nameOf(seats, s, t)).join(", ");

/** What the table is doing now, and this seat's part in it: place a token, predict, or wait. */
export function TurnPanel(props: TurnProps) {
  const { t } = useI18n();
  const { view, me, seats, mine } = props;
  const seated = me !== null && mine !== null && view.present[me] === true;
  const activeName = nameOf(seats, view.active, t);
  return (
    <section className={`prompt sw-turn${seated ? " my-area" : ""}`} aria-labelledby="sw-turn-title">
      {view.phase === "over" && (
        <>
          <h3 id="sw-turn-title">{view.won ? t("sw.over.wonTitle") : t("sw.over.lostTitle")}</h3>
          <p>{view.won ? t("sw.over.won") : t("sw.over.lost", { score: view.score })}</p>
        </>
      )}
      {view.phase === "waiting" && (
        <>
          <h3 id="sw-turn-title">{t("sw.phase.waiting")}</h3>
          <p>{t("sw.waiting.hint")}</p>
          <InviteLink roomId={props.roomId} />
          {seated && <HeldTokens {...props} interactive={false} />}
        </>
      )}
      {view.phase === "place" && (
        <>
          <h3 id="sw-turn-title">
            {view.active === me ? t("sw.place.yourTurn") : t("sw.place.theirTurn", { name: activeName })}
          </h3>
          {view.active === me ? (
            <>
              <p className="hint">{t("sw.place.hint")}</p>
              {view.effects.anywhere && <p className="note">{t("sw.place.anywhere")}</p>}
              {mine?.legalMoves.some((m) => m.type === "power") && <p className="note">{t("sw.place.powersFirst")}</p>}
            </>
          ) : (
            <p className="hint">{t("sw.place.watchHint", { name: activeName })}</p>
          )}
          {seated && <HeldTokens {...props} interactive={view.active === me} />}
        </>
      )}
      {view.phase === "predict" && (
        <>
          <h3 id="sw-turn-title">
            {view.active === me ? t("sw.predict.yourTitle") : t("sw.predict.title", { name: activeName })}
          </h3>
          <Placed view={view} seats={seats} />
          <Prediction {...props} />
          {seated && view.active === me && <HeldTokens {...props} interactive={false} />}
        </>
      )}
      {(view.phase === "place" || view.phase === "predict") && <Effects view={view} />}
    </section>
  );
}

/** Withered powers at work this turn that change the rules of the turn. */
function Effects({ view }: { view: PublicView }) {
  const { t } = useI18n();
  const notes: string[] = [];
  if (view.effects.shelter) notes.push(t("sw.effects.shelter"));
  if (view.effects.extraPredictions > 0 && view.wrongPredictions === 0)
    notes.push(t("sw.effects.extra", { n: view.effects.extraPredictions }));
  if (notes.length === 0) return null;
  return (
    <ul className="sw-effects">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** This turn's played token, face up: the group's main clue. */
function Placed({ view, seats }: { view: PublicView; seats: SeatInfo[] }) {
  const { t, language } = useI18n();
  const placed = view.placed;
  if (!placed) return null;
  const name = nameOf(seats, view.active, t);
  const card = placed.card ? cardName(placed.card, language) : null;
  const through = placed.slot === 0;
  const target = through ? (view.row.find((c) => c !== null)?.card ?? null) : placed.card;
  return (
    <p className="sw-placed">
      <FateToken value={placed.value} small />
      <span>
        {through
          ? t("sw.placed.hours", { name, value: placed.value, card: target ? cardName(target, language) : "—" })
          : t("sw.placed.card", { name, value: placed.value, card: card ?? "—" })}
        {placed.anywhere && ` ${t("sw.placed.anywhere")}`}
      </span>
    </p>
  );
}

/** My tokens, face up for me only. As the active player placing, they are picked here. */
function HeldTokens({ view, mine, me, selected, onSelect, interactive }: TurnProps & { interactive: boolean }) {
  const { t, language } = useI18n();
  if (!mine || mine.held.length === 0) return null;
  const fits = (token: TokenId) =>
    mine.legalMoves
      .filter((m) => m.type === "place" && m.token === token)
      .map((m) => (m.type === "place" ? m.slot : 0))
      .map((slot) => (slot === 0 ? t("sw.hours") : cardName(cardAt(view, slot)!, language)));
  const keptNote = me !== view.active ? t("sw.held.kept") : view.phase === "predict" ? t("sw.held.predicted") : null;
  return (
    <div className="sw-held" role="group" aria-label={t("sw.held.title")}>
      <span className="sw-held-title">{t("sw.held.title")}</span>
      <ul>
        {mine.held.map((token) => {
          const where = fits(token);
          return (
            <li key={token}>
              {interactive ? (
                <button
                  type="button"
                  className="fate-button"
                  aria-pressed={selected === token}
                  onClick={() => onSelect(selected === token ? null : token)}
                  data-testid="held-token"
                  data-token={token}
                  aria-label={t("sw.held.pick", { value: tokenValue(token) })}
                >
                  <FateToken value={tokenValue(token)} />
                </button>
              ) : (
                <span data-testid="held-token" data-token={token}>
                  <FateToken value={tokenValue(token)} />
                </span>
              )}
              {interactive && (
                <small className="sw-fits">
                  {where.length > 0 ? t("sw.held.fits", { where: where.join(", ") }) : t("sw.held.fitsNowhere")}
                </small>
              )}
            </li>
          );
        })}
      </ul>
      {keptNote && <p className="hint">{keptNote}</p>}
    </div>
  );
}

/** The prediction step: the open proposal, who agreed, and each group member's choices. */
function Prediction({ view, mine, me, seats, waitingOn, send }: TurnProps) {
  const { t, language } = useI18n();
  const legal = mine?.legalMoves ?? [];
  const open = view.proposal;
  const inGroup = me !== null && me !== view.active && view.present[me] === true;
  const groupSize = view.present.filter((p, s) => p && s !== view.active).length;
  const reveal = legal.find((m) => m.type === "reveal");
  const agree = open ? legal.find((m) => m.type === "agree" && m.id === open.id) : undefined;
  const waiting = waitingOn.filter((s) => s !== view.active);
  const offer = (proposal: Proposal) => offerFor(proposal, view, legal);
  const act = (move: Move | null) => move && send(move);
  const pass = offer({ kind: "pass" });
  return (
    <div className="sw-prediction">
      <p className="hint">{inGroup && groupSize === 1 ? t("sw.predict.hintAlone") : t("sw.predict.hintGroup")}</p>
      {view.wrongPredictions > 0 && (
        <p className="note">{t("sw.predict.again", { wrong: view.wrongPredictions, left: view.effects.extraPredictions + 1 })}</p>
      )}
      <div className="sw-proposal">
        {open ? (
          <>
            <p>
              <strong>{t("sw.proposal.by", { name: nameOf(seats, open.by, t) })}</strong>{" "}
              {describeProposal(open.proposal, view, t, language)}
            </p>
            <p className="sw-agreement">
              <span>{t("sw.proposal.agreed", { names: names(seats, open.agreed, t) })}</span>
              {waiting.length > 0 && (
                <span className="waiting">{t("prompt.waitingFor", { names: names(seats, waiting, t) })}</span>
              )}
            </p>
            {inGroup && (
              <button
                type="button"
                className={agree ? "primary" : ""}
                disabled={!agree}
                onClick={() => act(agree ?? null)}
                data-testid="agree"
                data-move={agree ? JSON.stringify(agree) : undefined}
              >
                {agree ? t("sw.proposal.agree") : t("sw.proposal.agreedAlready")}
              </button>
            )}
          </>
        ) : (
          <p className="hint">{inGroup && groupSize === 1 ? t("sw.proposal.noneAlone") : t("sw.proposal.none")}</p>
        )}
      </div>
      {inGroup && (
        <>
          <p className="sw-choose">{groupSize > 1 ? t("sw.predict.propose") : t("sw.predict.name")}</p>
          <div className="sw-values" role="group" aria-label={groupSize > 1 ? t("sw.predict.propose") : t("sw.predict.name")}>
            {VALUES.map((value) => {
              const { move, onTable } = offer({ kind: "predict", value });
              return (
                <button
                  key={value}
                  type="button"
                  className="fate-button"
                  disabled={!move}
                  aria-pressed={onTable}
                  onClick={() => act(move)}
                  data-testid={`propose-predict-${value}`}
                  data-move={move ? JSON.stringify(move) : undefined}
                  aria-label={onTable ? t("sw.predict.agreeValue", { value }) : t("sw.predict.proposeValue", { value })}
                >
                  <FateToken value={value} />
                </button>
              );
            })}
          </div>
          <div className="actions">
            <button
              type="button"
              disabled={!pass.move}
              aria-pressed={pass.onTable}
              onClick={() => act(pass.move)}
              data-testid="propose-pass"
              data-move={pass.move ? JSON.stringify(pass.move) : undefined}
            >
              {view.wrongPredictions > 0 ? t("sw.proposal.stopAction") : t("sw.proposal.passAction")}
            </button>
          </div>
        </>
      )}
      {me === view.active && <p className="hint">{t("sw.predict.activeHint")}</p>}
      {reveal && (
        <div className="sw-reveal">
          <p className="hint">{t("sw.revealHint")}</p>
          <button type="button" onClick={() => send(reveal)} data-testid="reveal" data-move={JSON.stringify(reveal)}>
            {t("sw.reveal")}
          </button>
        </div>
      )}
    </div>
  );
}
