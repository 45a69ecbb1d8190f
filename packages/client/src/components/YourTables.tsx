import { useEffect, useState } from "react";
import { useI18n, type MessageKey } from "../i18n/index.js";
import { fetchTableStatuses, MAX_STATUS_ROOMS, type OpenTableStatus, type TableStatus } from "../net/api.js";
import { storage } from "../net/storage.js";
import { ProgressLine } from "./ProgressLine.js";
import { TableTitle } from "./TableTitle.js";

/** At most this many tables are listed. */
const MAX_SHOWN = 20;

const isOpen = (table: TableStatus): table is OpenTableStatus => "paused" in table;

/**
 * The tables this browser holds a seat at (their seat tokens are kept), to come back to: each
 * game with its level or mode, where a long one stands (day, chapter, survivors…), whether it
 * waits in the lobby, is under way, paused or over. One request asks about them all; a table its
 * host closed, that expired or that the server no longer knows is forgotten by the browser.
 */
export function YourTables({ navigate }: { navigate: (path: string) => void }) {
  const { t } = useI18n();
  const [tables, setTables] = useState<OpenTableStatus[]>([]);
  useEffect(() => {
    let live = true;
    const rooms = storage.roomsWithSeats().slice(0, MAX_STATUS_ROOMS);
    if (rooms.length === 0) return;
    fetchTableStatuses(rooms)
      .then((statuses) => {
        for (const table of statuses) if (!isOpen(table)) storage.forgetRoom(table.roomId);
        if (live) setTables(statuses.filter(isOpen).slice(0, MAX_SHOWN));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (tables.length === 0) return null;
  const forget = (roomId: string) => {
    storage.forgetRoom(roomId);
    setTables((all) => all.filter((table) => table.roomId !== roomId));
  };
  return (
    <section className="your-tables" aria-labelledby="your-tables-title" data-testid="your-tables">
      <h2 id="your-tables-title">{t("tables.title")}</h2>
      <ul>
        {tables.map((table) => (
          <li key={table.roomId} className="your-table" data-testid={`your-table-${table.roomId}`}>
            <TableTitle gameId={table.gameId} options={table.options} />
            {table.progress && <ProgressLine progress={table.progress} />}
            <span>{table.paused ? t("pause.paused") : t(`join.status.${table.status}` as MessageKey)}</span>
            <a
              href={`/r/${table.roomId}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/r/${table.roomId}`);
              }}
            >
              {table.status === "finished" ? t("tables.see") : t("tables.back")}
            </a>
            {table.status === "finished" && (
              <button type="button" onClick={() => forget(table.roomId)}>
                {t("tables.forget")}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
