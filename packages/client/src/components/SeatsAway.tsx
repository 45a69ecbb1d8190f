import { useEffect, useState } from "react";
import { useI18n } from "../i18n/index.js";
import type { SeatInfo, TableSnapshot } from "../net/session.js";

type Send = (type: string, payload?: unknown) => void;

/**
 * When a player is away: the table says so, the host can let a bot play for them (and stop it),
 * and a player back on a device without their seat token asks for the seat and the host gives it.
 */
export function SeatsAway({ table, send }: { table: TableSnapshot; send: Send }) {
  const { t } = useI18n();
  const [asked, setAsked] = useState<number | null>(null);
  const now = useNow(table.seats.some((s) => s.deadline > 0 && !s.connected));
  useEffect(() => {
    if (table.claimAnswer) setAsked(null);
  }, [table.claimAnswer]);
  if (table.status === "finished" || table.ended) return null;
  const me = table.mySeat;
  const name = (s: SeatInfo) => s.name || t("seat.n", { n: s.seat + 1 });
  // As the server rules it: the host, or anyone seated while the host is away.
  const hostAway = !table.seats.some((s) => s.seat === table.hostSeat && s.connected);
  const answers = table.isHost || (me !== null && hostAway);
  const claims = table.seats.filter((s) => s.claim);
  const playing = table.status === "playing";
  const away = playing ? table.seats.filter((s) => s.player && !s.connected && !s.bot) : [];
  const keptByBot = playing ? table.seats.filter((s) => s.player && s.bot) : [];
  const claimable = me === null ? table.seats.filter((s) => s.player && !s.connected && (!s.claim || s.seat === asked)) : [];
  if (claims.length + away.length + keptByBot.length + claimable.length === 0 && !table.claimAnswer) return null;
  return (
    <section className="seats-away" aria-label={t("away.title")} data-testid="seats-away">
      {answers &&
        claims.map((s) => (
          <div key={`claim-${s.seat}`} className="away-row away-claim" role="alert">
            <span>{t("away.asks", { asker: s.claim === "?" ? t("away.someone") : s.claim, name: name(s), n: s.seat + 1 })}</span>
            <button
              type="button"
              className="primary"
              onClick={() => send("answerClaim", { seat: s.seat, accept: true })}
              data-testid={`give-seat-${s.seat}`}
            >
              {t("away.give")}
            </button>
            <button
              type="button"
              onClick={() => send("answerClaim", { seat: s.seat, accept: false })}
              data-testid={`refuse-seat-${s.seat}`}
            >
              {t("away.refuse")}
            </button>
          </div>
        ))}
      {away.map((s) => (
        <div key={`away-${s.seat}`} className="away-row" data-testid={`away-${s.seat}`}>
          <span>
            {t("away.isAway", { name: name(s) })}
            {s.deadline > 0 && <> {t("away.botDecidesIn", { n: Math.max(0, Math.ceil((s.deadline - now) / 1000)) })}</>}
          </span>
          {table.isHost && (
            <button type="button" onClick={() => send("setBot", { seat: s.seat, bot: true })} data-testid={`bot-for-${s.seat}`}>
              {t("away.letBot", { name: name(s) })}
            </button>
          )}
        </div>
      ))}
      {keptByBot.map((s) => (
        <div key={`bot-${s.seat}`} className="away-row" data-testid={`kept-${s.seat}`}>
          <span>{t("away.botPlays", { name: name(s) })}</span>
          {table.isHost && (
            <button type="button" onClick={() => send("setBot", { seat: s.seat, bot: false })} data-testid={`stop-bot-${s.seat}`}>
              {t("away.stopBot")}
            </button>
          )}
        </div>
      ))}
      {me === null && asked !== null && (
        <p className="hint" role="status">
          {t("away.waitingAnswer")}
        </p>
      )}
      {me === null && table.claimAnswer?.accepted === false && (
        <p className="hint" role="status">
          {t("away.refused")}
        </p>
      )}
      {me === null && asked === null && claimable.length > 0 && (
        <div className="away-row away-offer">
          <span>{t("away.yours")}</span>
          {claimable.map((s) => (
            <button
              type="button"
              key={s.seat}
              onClick={() => {
                setAsked(s.seat);
                send("claimSeat", { seat: s.seat });
              }}
              data-testid={`claim-${s.seat}`}
            >
              {t("away.imThem", { name: name(s) })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The time now, again every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
