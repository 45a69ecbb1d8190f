import { useEffect, useState } from "react";
import { gameInfo } from "@tablee/rules";
import { useI18n, type MessageKey, type Translate } from "../i18n/index.js";
import { fetchRoomSummary, isGone, type GoneRoom, type RoomSummary as Summary } from "../net/api.js";
import { optionLabels } from "./gameOptions.js";
import { ProgressLine } from "./ProgressLine.js";

/**
 * What an invite link opens on: the game and its options, a long game's progress (day, chapter,
 * survivors…), the host, who sits where, what is free; or, for a table that ended early, why.
 */
export function RoomSummary({
  roomId,
  onLoad,
  onGone,
}: {
  roomId: string;
  onLoad?: (summary: Summary | null) => void;
  onGone?: (gone: GoneRoom) => void;
}) {
  const { t } = useI18n();
  const [summary, setSummary] = useState<Summary | GoneRoom | null | undefined>(undefined);
  useEffect(() => {
    fetchRoomSummary(roomId)
      .then((s) => {
        setSummary(s);
        if (isGone(s)) onGone?.(s);
        else onLoad?.(s);
      })
      .catch(() => {
        setSummary(null);
        onLoad?.(null);
      });
  }, [roomId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (summary === undefined) return null;
  if (summary === null) return <p role="alert">{t("join.failed")}</p>;
  if (isGone(summary))
    return (
      <div className="room-summary" data-testid="room-summary">
        <p className="room-game">
          <strong>{gameInfo(summary.gameId)?.name ?? summary.gameId}</strong>
        </p>
        {summary.progress && <ProgressLine progress={summary.progress} />}
        <p role="alert" data-testid="room-gone">
          {t(summary.gone === "closed" ? "gone.closed" : "gone.expired")}
        </p>
      </div>
    );
  const host = summary.hostSeat !== null ? summary.seats[summary.hostSeat] : undefined;
  const free = summary.seats.filter((s) => !s.taken).length;
  return (
    <div className="room-summary" data-testid="room-summary">
      <p className="room-game">
        <strong>{gameInfo(summary.gameId)?.name ?? summary.gameId}</strong>
        {optionsOf(summary, t).map((label) => (
          <span key={label} className="tag">
            {label}
          </span>
        ))}
      </p>
      {summary.progress && <ProgressLine progress={summary.progress} />}
      <p>{t(`join.status.${summary.status}` as MessageKey)}</p>
      {summary.paused && <p>{t("pause.paused")}</p>}
      {host && <p>{t("join.host", { name: host.name })}</p>}
      <ul className="summary-seats">
        {summary.seats.map((s) => (
          <li key={s.seat}>
            {t("seat.n", { n: s.seat + 1 })} — {s.taken ? `${s.name}${s.bot ? ` (${t("seat.bot")})` : ""}` : t("lobby.free")}
          </li>
        ))}
      </ul>
      <p className="hint">{free > 0 ? t("join.freeSeats", { n: free }) : t("join.noFreeSeat")}</p>
    </div>
  );
}

/** The options a player recognises, in words: seats, then the game's level, mode, difficulty… */
const optionsOf = (summary: Summary, t: Translate): string[] => [
  t("join.players", { n: summary.seats.length }),
  ...optionLabels(summary.gameId, summary.options, t),
];
