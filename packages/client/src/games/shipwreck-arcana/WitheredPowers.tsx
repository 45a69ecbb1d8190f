import { useState } from "react";
import { useI18n, type Translate } from "../../i18n/index.js";
import {
  arcanaById,
  cardAt,
  cardName,
  describeUser,
  powerName,
  powerOf,
  tokenValue,
  type ArcanaId,
  type Mine,
  type Move,
  type PowerTarget,
  type PublicView,
  type TokenId,
} from "./data.js";
import { FateToken } from "./FateToken.js";
import { offerFor, positionOfToken } from "./proposals.js";

/** One way to use a power now, and what pressing it sends (a use, a proposal or an agreement). */
interface Use {
  target: PowerTarget;
  move: Move;
  onTable: boolean;
}

/** Every way `card`'s power can be used by this seat now, from the server's legal moves only. */
function usesOf(card: ArcanaId, view: PublicView, legal: Move[]): Use[] {
  const uses: Use[] = [];
  for (const m of legal) {
    if (m.type === "power" && m.card === card) uses.push({ target: m.target ?? {}, move: m, onTable: false });
    if (m.type === "propose" && m.proposal.kind === "power" && m.proposal.card === card) {
      const { move, onTable } = offerFor(m.proposal, view, legal);
      if (move) uses.push({ target: m.proposal.target ?? {}, move, onTable });
    }
  }
  // An open proposal of this power that this seat has not agreed to yet is also a way in.
  const open = view.proposal;
  if (open?.proposal.kind === "power" && open.proposal.card === card) {
    const agree = legal.find((m) => m.type === "agree" && m.id === open.id);
    if (agree && !uses.some((u) => u.onTable)) uses.push({ target: open.proposal.target ?? {}, move: agree, onTable: true });
  }
  return uses;
}

/** Why this seat cannot use a power now (display only: the buttons follow the legal moves). */
function whyNot(card: ArcanaId, view: PublicView, me: number | null, t: Translate): string | null {
  if (me === null || !view.present[me] || view.phase === "over" || view.phase === "waiting") return null;
  const user = arcanaById(card).user;
  if (view.powerUsed) return t("sw.power.usedThisTurn");
  if (user === "active") {
    if (me !== view.active) return t("sw.power.activeOnly");
    if (view.phase !== "place") return t("sw.power.beforePlacing");
  } else {
    if (me === view.active) return t("sw.power.groupOnly");
    if (view.phase !== "predict") return t("sw.power.afterPlacing");
  }
  return t("sw.power.nothingToDo");
}

/** Withered Arcana: each power once, by the active player before placing or by the group while predicting. */
export function WitheredPowers({
  view,
  mine,
  me,
  send,
}: {
  view: PublicView;
  mine: Mine | null;
  me: number | null;
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const legal = mine?.legalMoves ?? [];
  return (
    <section className="sw-withered" aria-labelledby="sw-withered-title">
      <h3 id="sw-withered-title">{t("sw.withered.title")}</h3>
      {view.withered.length === 0 ? (
        <p className="hint">{t("sw.withered.none")}</p>
      ) : (
        <ul>
          {view.withered.map((card) => {
            const data = arcanaById(card);
            return (
              <li key={card} className={`sw-power sw-power-${data.user}`}>
                <div className="sw-power-head">
                  <strong>{cardName(card, language)}</strong>
                  <span className={`tag ${data.user === "active" ? "tag-host" : "tag-ok"}`}>
                    {describeUser(data.user, language)}
                  </span>
                </div>
                <p>
                  <strong className="arcana-power-name">{powerName(card, language)}.</strong> {powerOf(card, language)}
                </p>
                <PowerControls
                  card={card}
                  view={view}
                  uses={usesOf(card, view, legal)}
                  reason={whyNot(card, view, me, t)}
                  send={send}
                />
              </li>
            );
          })}
        </ul>
      )}
      {view.powerUsed && view.phase !== "over" && <p className="note">{t("sw.power.usedThisTurn")}</p>}
    </section>
  );
}

function PowerControls({
  card,
  view,
  uses,
  reason,
  send,
}: {
  card: ArcanaId;
  view: PublicView;
  uses: Use[];
  reason: string | null;
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<TokenId | null>(null);
  const [slot, setSlot] = useState<number | null>(null);
  const byGroup = arcanaById(card).user === "group";
  if (uses.length === 0) return reason ? <small className="reason">{reason}</small> : null;
  const needsTarget = uses.some((u) => u.target.token !== undefined || u.target.slot !== undefined);
  const label = (onTable: boolean) => (onTable ? t("sw.power.agree") : byGroup ? t("sw.power.propose") : t("sw.power.use"));
  if (!needsTarget) {
    const use = uses[0]!;
    return (
      <button
        type="button"
        className="primary"
        onClick={() => send(use.move)}
        data-testid={`power-${card}`}
        data-move={JSON.stringify(use.move)}
      >
        {label(use.onTable)}
      </button>
    );
  }
  const tokens = [...new Set(uses.flatMap((u) => (u.target.token ? [u.target.token] : [])))];
  const slotUses = uses.filter((u) => u.target.slot !== undefined && (tokens.length === 0 || u.target.token === token));
  const chosen = uses.find((u) => u.target.token === (token ?? undefined) && u.target.slot === (slot ?? undefined));
  const pickerId = `picker-${card}`;
  return (
    <div className="sw-picker-wrap">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={pickerId}
        onClick={() => {
          setOpen(!open);
          setToken(null);
          setSlot(null);
        }}
        data-testid={`power-${card}`}
      >
        {open ? t("common.cancel") : `${label(uses.some((u) => u.onTable))}…`}
      </button>
      {open && (
        <div className="sw-picker" id={pickerId} role="group" aria-label={t("sw.power.pick")}>
          {tokens.length > 0 && (
            <>
              <span className="sw-picker-label">{t("sw.power.pickToken")}</span>
              <div className="sw-picker-options">
                {tokens.map((id) => {
                  const at = positionOfToken(view, id);
                  const where = at === null ? t("sw.power.inHand") : cardName(cardAt(view, at)!, language);
                  return (
                    <button
                      key={id}
                      type="button"
                      className="fate-button sw-picker-token"
                      aria-pressed={token === id}
                      onClick={() => {
                        setToken(id);
                        setSlot(null);
                      }}
                      data-testid={`power-token-${id}`}
                      aria-label={t("sw.power.tokenOption", { value: tokenValue(id), where })}
                    >
                      <FateToken value={tokenValue(id)} small />
                      <small>{where}</small>
                    </button>
                  );
                })}
              </div>
            </>
          )}
          {uses.some((u) => u.target.slot !== undefined) && (tokens.length === 0 || token !== null) && (
            <>
              <span className="sw-picker-label">{t("sw.power.pickSlot")}</span>
              <div className="sw-picker-options">
                {slotUses.map((u) => {
                  const name = cardName(cardAt(view, u.target.slot!)!, language);
                  return (
                    <button
                      key={u.target.slot}
                      type="button"
                      aria-pressed={slot === u.target.slot}
                      onClick={() => setSlot(u.target.slot!)}
                      data-testid={`power-slot-${u.target.slot}`}
                    >
                      {t("sw.power.slotOption", { n: u.target.slot!, card: name })}
                    </button>
                  );
                })}
              </div>
            </>
          )}
          <button
            type="button"
            className="primary"
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              send(chosen.move);
              setOpen(false);
            }}
            data-testid={`power-confirm-${card}`}
            data-move={chosen ? JSON.stringify(chosen.move) : undefined}
          >
            {chosen ? label(chosen.onTable) : t("sw.power.chooseFirst")}
          </button>
        </div>
      )}
    </div>
  );
}
