import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { playerName, seatColour, tribeName, type PublicView, type ScoreSheet } from "./data.js";

const CATEGORIES = ["achievements", "lateClaims", "colonies", "science", "specialists", "cards", "tracks"] as const;

/**
 * The final scoring, category by category in the rulebook's order (achievements, late claims,
 * colonies, Science, specialists, cards, tracks), the total and the winners (most ◆; ties by
 * the sum of levels, then Materials).
 */
export function FinalScores({ view, seats, winners }: { view: PublicView; seats: SeatInfo[]; winners: number[] }) {
  const { t, language } = useI18n();
  const sheets = view.scores;
  if (!sheets) return null;
  const order = sheets.map((_, seat) => seat).sort((a, b) => sheets[b]!.total - sheets[a]!.total);
  return (
    <section className="na-scores" aria-labelledby="na-scores-title" data-testid="na-final-scores">
      <h3 id="na-scores-title">{t("na.finalScoring")}</h3>
      <div className="na-scores-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("na.tribe")}</th>
              {CATEGORIES.map((c) => (
                <th key={c} scope="col">
                  {t(`na.score.${c}` as MessageKey)}
                </th>
              ))}
              <th scope="col">{t("na.score.total")}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((seat) => {
              const sheet: ScoreSheet = sheets[seat]!;
              return (
                <tr key={seat} className={winners.includes(seat) ? "na-winner" : ""} data-testid={`na-score-${seat}`}>
                  <th scope="row">
                    <span className="na-dot" style={{ background: seatColour(seat) }} aria-hidden="true" />
                    {playerName(seats, seat, t)}
                    <small> {tribeName(view.tribes[seat]?.tribe, language)}</small>
                    {winners.includes(seat) && <span className="tag tag-ok">{t("end.winner")}</span>}
                  </th>
                  {CATEGORIES.map((c) => (
                    <td key={c}>{sheet[c]}</td>
                  ))}
                  <td className="na-total">{sheet.total}◆</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
