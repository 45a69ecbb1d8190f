import { useEffect, useState } from "react";
import { gameInfo } from "@tablee/rules";
import { useI18n, type MessageKey, type Translate } from "../i18n/index.js";
import { fetchRoomSummary, type RoomSummary as Summary } from "../net/api.js";

/** What an invite link opens on: the game and its options, the host, who sits where, what is free. */
export function RoomSummary({ roomId, onLoad }: { roomId: string; onLoad?: (summary: Summary | null) => void }) {
  const { t } = useI18n();
  const [summary, setSummary] = useState<Summary | null | undefined>(undefined);
  useEffect(() => {
    fetchRoomSummary(roomId)
      .then((s) => {
        setSummary(s);
        onLoad?.(s);
      })
      .catch(() => {
        setSummary(null);
        onLoad?.(null);
      });
  }, [roomId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (summary === undefined) return null;
  if (summary === null) return <p role="alert">{t("join.failed")}</p>;
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
      <p>{t(`join.status.${summary.status}` as MessageKey)}</p>
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

/** The options a player recognises, in words: mode, set-up, difficulty. */
function optionsOf(summary: Summary, t: Translate): string[] {
  const options = (summary.options ?? {}) as Record<string, unknown>;
  const labels = [t("join.players", { n: summary.seats.length })];
  for (const [option, prefix] of [
    ["mode", "mode"],
    ["setup", "setup"],
    ["difficulty", "difficulty"],
  ] as const) {
    const value = options[option];
    if (typeof value !== "string") continue;
    const key = `${prefix}.${value}` as MessageKey;
    const label = t(key);
    if (label !== key) labels.push(label);
  }
  return labels;
}
