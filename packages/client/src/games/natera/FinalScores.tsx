import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { playerName, seatColour, tribeName, type PublicView } from "./data.js";

const CATEGORIES = ["achievements", "lateClaims", "colonies", "science", "specialists", "cards", "tracks"] as const;

/**
 * The final scoring, category by category in the rulebook's order (achievements, late claims,
 * colonies, Science, specialists, cards, tracks), then the total; one column per tribe, best
 * first, the winners marked (most ◆; ties by the sum of levels, then Materials). Categories are
 * rows so that the tribes, not the seven categories, share a phone's width; there, four columns
 * leave room for the players' names only, and a key under the sheet gives their tribes.
 */
export function FinalScores({ view, seats, winners }: { view: PublicView; seats: SeatInfo[]; winners: number[] }) {
  const { t, language } = useI18n();
  const sheets = view.scores;
  if (!sheets) return null;
  const order = sheets.map((_, seat) => seat).sort((a, b) => sheets[b]!.total - sheets[a]!.total);
  const cell = (seat: number) => (winners.includes(seat) ? "na-winner" : undefined);
  return (
    <section className="na-scores" aria-labelledby="na-scores-title" data-testid="na-final-scores">
      <h3 id="na-scores-title">{t("na.finalScoring")}</h3>
      {/* tabIndex: on a phone the table scrolls sideways, and a keyboard reaches what scrolls only if it can take focus. */}
      <div className="na-scores-scroll" tabIndex={0} role="group" aria-labelledby="na-scores-title">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("na.score.category")}</th>
              {order.map((seat) => (
                <th key={seat} scope="col" className={cell(seat)} data-testid={`na-score-${seat}`}>
                  <span className="na-dot" style={{ background: seatColour(seat) }} aria-hidden="true" />
                  {playerName(seats, seat, t)}
                  <span className="na-scores-tribe">
                    <br />
                    <small>{tribeName(view.tribes[seat]?.tribe, language)}</small>
                    {winners.includes(seat) && (
                      <>
                        <br />
                        <span className="tag tag-ok">{t("end.winner")}</span>
                      </>
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CATEGORIES.map((c) => (
              <tr key={c}>
                <th scope="row">{t(`na.score.${c}` as MessageKey)}</th>
                {order.map((seat) => (
                  <td key={seat} className={cell(seat)} data-seat={seat}>
                    {sheets[seat]![c]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("na.score.total")}</th>
              {order.map((seat) => (
                <td key={seat} className={`na-total ${cell(seat) ?? ""}`} data-seat={seat} data-testid={`na-total-${seat}`}>
                  {sheets[seat]!.total}◆
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {/* On a phone the columns hold only the players' names; their tribes and the winner are listed under the sheet. */}
      <ul className="na-scores-key">
        {order.map((seat) => (
          <li key={seat}>
            <span className="na-dot" style={{ background: seatColour(seat) }} aria-hidden="true" />
            <strong>{playerName(seats, seat, t)}</strong> · {tribeName(view.tribes[seat]?.tribe, language)}
            {winners.includes(seat) && <span className="tag tag-ok">{t("end.winner")}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
