import { useEffect, useState } from "react";
import { gameInfo } from "@tablee/rules";
import { useI18n, type MessageKey } from "../i18n/index.js";
import { fetchRoomSummary, isGone, type GoneRoom, type RoomSummary } from "../net/api.js";
import { storage } from "../net/storage.js";
import { ProgressLine } from "./ProgressLine.js";

/** At most this many tables are looked up: one request each. */
const MAX_TABLES = 20;

type Entry = { roomId: string; summary: RoomSummary | GoneRoom };

/**
 * The tables this browser holds a seat at (their seat tokens are kept), to come back to: each
 * game, where a long one stands (day, chapter, survivors…), whether it waits in the lobby, is
 * under way, paused, over — or was closed by its host or expired, which can then be forgotten.
 */
export function YourTables({ navigate }: { navigate: (path: string) => void }) {
  const { t } = useI18n();
  const [entries, setEntries] = useState<Entry[]>([]);
  useEffect(() => {
    let live = true;
    const rooms = storage.roomsWithSeats().slice(0, MAX_TABLES);
    void Promise.all(
      rooms.map((roomId) =>
        fetchRoomSummary(roomId)
          .then((summary) => ({ roomId, summary }))
          .catch(() => null),
      ),
    ).then((found) => {
      if (live) setEntries(found.filter((e): e is Entry => e !== null));
    });
    return () => {
      live = false;
    };
  }, []);
  if (entries.length === 0) return null;
  const forget = (roomId: string) => {
    storage.setSeatToken(roomId, null);
    setEntries((all) => all.filter((e) => e.roomId !== roomId));
  };
  return (
    <section className="your-tables" aria-labelledby="your-tables-title" data-testid="your-tables">
      <h2 id="your-tables-title">{t("tables.title")}</h2>
      <ul>
        {entries.map(({ roomId, summary }) => (
          <li key={roomId} className="your-table" data-testid={`your-table-${roomId}`}>
            <strong>{gameInfo(summary.gameId)?.name ?? summary.gameId}</strong>
            {summary.progress && <ProgressLine progress={summary.progress} />}
            {isGone(summary) ? (
              <>
                <span>{t(summary.gone === "closed" ? "gone.closed" : "gone.expired")}</span>
                <button type="button" onClick={() => forget(roomId)}>
                  {t("tables.forget")}
                </button>
              </>
            ) : (
              <>
                <span>{summary.paused ? t("pause.paused") : t(`join.status.${summary.status}` as MessageKey)}</span>
                <a
                  href={`/r/${roomId}`}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`/r/${roomId}`);
                  }}
                >
                  {summary.status === "finished" ? t("tables.see") : t("tables.back")}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
