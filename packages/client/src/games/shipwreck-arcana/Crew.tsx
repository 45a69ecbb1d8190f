import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { nameOf, VALUES, type Mine, type Move, type PublicView } from "./data.js";
import { FateBack } from "./FateToken.js";

/**
 * The players in the game, each with a deduction row: seven tokens 1–7 the others turn over to
 * keep track of what that player may still be holding. A memory aid, shared with everyone.
 */
export function Crew({
  view,
  seats,
  me,
  mine,
  waitingOn,
  send,
}: {
  view: PublicView;
  seats: SeatInfo[];
  me: number | null;
  mine: Mine | null;
  waitingOn: number[];
  send: (move: Move) => void;
}) {
  const { t } = useI18n();
  const legal = mine?.legalMoves ?? [];
  // In turn order, the circle the turn goes round.
  const present = view.order?.length ? view.order : view.present.flatMap((p, seat) => (p ? [seat] : []));
  const arriving = view.arriving ?? [];
  const vacant = view.present.flatMap((p, seat) => (p || arriving.some((a) => a.seat === seat) ? [] : [seat]));
  const requests = view.flipRequests ?? [];
  return (
    <section className="sw-crew" aria-labelledby="sw-crew-title">
      <h3 id="sw-crew-title">{t("sw.crew.title")}</h3>
      <p className="hint">{t("sw.crew.hint")}</p>
      <ul>
        {present.map((seat) => {
          const name = nameOf(seats, seat, t);
          const info = seats[seat];
          const held = view.heldCounts[seat] ?? 0;
          const row = view.rows[seat] ?? [];
          return (
            <li
              key={seat}
              className={`sw-player${seat === me ? " sw-player-me" : ""}${seat === view.active ? " sw-player-active" : ""}${waitingOn.includes(seat) && view.phase !== "over" ? " sw-player-waiting" : ""}`}
              data-testid={`crew-${seat}`}
            >
              <div className="sw-player-head">
                <strong>{seat === me ? t("sw.crew.you", { name }) : name}</strong>
                {seat === view.active && view.phase !== "over" && <span className="tag tag-host">{t("sw.crew.active")}</span>}
                {info?.bot && <span className="tag">{t("seat.bot")}</span>}
                {info && !info.bot && !info.connected && <span className="tag tag-off">{t("seat.disconnected")}</span>}
                {held > 0 && (
                  <span
                    className="sw-player-held"
                    role="img"
                    aria-label={t("sw.crew.holds", { n: held })}
                    title={t("sw.crew.holds", { n: held })}
                  >
                    {Array.from({ length: held }, (_, i) => (
                      <FateBack key={i} label={t("sw.crew.hiddenToken")} />
                    ))}
                  </span>
                )}
              </div>
              <div className="sw-row" role="group" aria-label={t("sw.crew.rowOf", { name })}>
                {VALUES.map((value) => {
                  const flipped = row[value - 1] === true;
                  // The owner turns over what an ally asked; an ally asks about the active player's row.
                  const move = legal.find(
                    (m) =>
                      (m.type === "flip" && m.seat === seat && m.value === value) ||
                      (m.type === "askFlip" && seat === view.active && m.value === value),
                  );
                  const asked = seat === view.active ? requests.find((r) => r.value === value) : undefined;
                  const label = asked
                    ? t("sw.crew.asked", { value, name: nameOf(seats, asked.by, t) })
                    : move?.type === "askFlip"
                      ? t("sw.crew.ask", { value })
                      : t(flipped ? "sw.crew.ruledOut" : "sw.crew.possible", { value });
                  return (
                    <button
                      key={value}
                      type="button"
                      className={`sw-row-token${flipped ? " flipped" : ""}${asked ? " asked" : ""}${move ? " actionable" : ""}`}
                      aria-pressed={flipped}
                      disabled={!move}
                      onClick={() => move && send(move)}
                      data-testid={`flip-${seat}-${value}`}
                      data-move={move ? JSON.stringify(move) : undefined}
                      aria-label={label}
                      title={label}
                    >
                      {value}
                    </button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
      {arriving.length > 0 && (
        <p className="hint" data-testid="arriving">
          {arriving
            .map((a) =>
              t("sw.crew.arriving", {
                name: nameOf(seats, a.seat, t),
                after: a.after === null ? "—" : nameOf(seats, a.after, t),
              }),
            )
            .join(" ")}
        </p>
      )}
      {requests.length > 0 && me === view.active && <p className="note">{t("sw.crew.answerRequests")}</p>}
      {vacant.length > 0 && view.phase !== "over" && (
        <p className="hint">{t("sw.crew.vacant", { n: vacant.length, seats: vacant.map((s) => s + 1).join(", ") })}</p>
      )}
    </section>
  );
}
