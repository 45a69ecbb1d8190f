import { gameInfo } from "@tablee/rules";
import { useI18n } from "../i18n/index.js";
import type { TableSnapshot } from "../net/session.js";
import { CopyLink } from "./CopyLink.js";
import { TableTitle } from "./TableTitle.js";
import { TimerSelect } from "./TimerSelect.js";

export function InviteLink({ roomId }: { roomId: string }) {
  const { t } = useI18n();
  return <CopyLink url={`${window.location.origin}/r/${roomId}`} label={t("lobby.invite")} testId="invite-link" />;
}

/** Seats, teams, ready flags and the host's controls. */
export function Lobby({ table, send }: { table: TableSnapshot; send: (type: string, payload?: unknown) => void }) {
  const { t } = useI18n();
  const me = table.mySeat;
  const game = gameInfo(table.gameId);
  // Games people can join later start once enough seats are taken and ready; empty seats stay open.
  const joinLater = game?.joinsMidGame ?? false;
  const taken = table.seats.filter((s) => s.taken);
  const minSeats = game?.minSeats ?? 2;
  const allSet = joinLater
    ? taken.length >= minSeats && taken.every((s) => s.bot || s.ready)
    : table.seats.every((s) => s.taken && (s.bot || s.ready));
  const hasTeams = table.seats.some((s) => s.team >= 0);
  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <h2 id="lobby-title">{t("lobby.title")}</h2>
      <p className="room-game">
        <TableTitle gameId={table.gameId} options={table.options} />
      </p>
      <InviteLink roomId={table.roomId} />
      <ul className="seats">
        {table.seats.map((s) => (
          <li key={s.seat} className={`seat${s.seat === me ? " seat-me" : ""}`} data-testid={`seat-${s.seat}`}>
            <span className="seat-number">{s.seat + 1}</span>
            {hasTeams && <span className={`team team-${s.team}`}>{t("lobby.team", { n: s.team + 1 })}</span>}
            <span className="seat-name">{s.taken ? s.name : t("lobby.free")}</span>
            {s.bot && <span className="tag">{t("seat.bot")}</span>}
            {s.taken && !s.bot && (
              <span className={`tag ${s.connected ? "tag-ok" : "tag-off"}`}>
                {s.connected ? t("seat.connected") : t("seat.disconnected")}
              </span>
            )}
            {s.taken && !s.bot && (
              <span className={`tag ${s.ready ? "tag-ok" : "tag-wait"}`}>{s.ready ? t("lobby.ready") : t("lobby.notReady")}</span>
            )}
            {table.hostSeat === s.seat && <span className="tag tag-host">{t("lobby.host")}</span>}
            {!s.taken && me === null && (
              <button type="button" onClick={() => send("takeSeat", { seat: s.seat })} data-testid={`take-${s.seat}`}>
                {t("lobby.sitHere")}
              </button>
            )}
            {table.isHost && s.seat !== me && s.taken && (
              <button type="button" onClick={() => send("kick", { seat: s.seat })}>
                {t("lobby.kick")}
              </button>
            )}
            {table.isHost && !s.taken && (
              <button type="button" onClick={() => send("setBot", { seat: s.seat, bot: true })}>
                {t("lobby.addBot")}
              </button>
            )}
            {table.isHost && s.seat !== me && s.taken && !s.bot && (
              <button type="button" onClick={() => send("transferHost", { seat: s.seat })}>
                {t("lobby.makeHost")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {hasTeams && <p className="hint">{t("lobby.teamsHint")}</p>}
      {joinLater && <p className="hint">{t("lobby.joinLater")}</p>}
      {joinLater && table.isHost && taken.length < minSeats && <p className="hint">{t("lobby.needPlayers", { n: minSeats })}</p>}
      <div className="actions">
        {me !== null && (
          <>
            <button
              type="button"
              aria-pressed={table.seats[me]?.ready}
              onClick={() => send("ready", { ready: !table.seats[me]?.ready })}
              data-testid="ready"
            >
              {table.seats[me]?.ready ? t("lobby.notReadyAction") : t("lobby.readyAction")}
            </button>
            <button type="button" onClick={() => send("leaveSeat")}>
              {t("lobby.leaveSeat")}
            </button>
          </>
        )}
        {table.isHost && (
          <>
            <button type="button" onClick={() => send("fillBots")} data-testid="fill-bots">
              {t("lobby.fillBots")}
            </button>
            <TimerSelect seconds={table.timerSeconds} onChange={(seconds) => send("setTimer", { seconds: seconds || null })} />
            <button type="button" className="primary" disabled={!allSet} onClick={() => send("start")} data-testid="start">
              {t("lobby.start")}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
