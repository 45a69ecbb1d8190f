import { useI18n } from "../i18n/index.js";
import type { TableSnapshot } from "../net/session.js";

/** "Waiting for …" in a table's header: whom the table waits on ("you" for yourself), until the game is over. */
export function WaitingFor({ table, over }: { table: TableSnapshot; over: boolean }) {
  const { t } = useI18n();
  if (over || table.waitingOn.length === 0) return null;
  const names = table.waitingOn.map((seat) =>
    seat === table.mySeat ? t("prompt.you") : table.seats[seat]?.name || t("seat.n", { n: seat + 1 }),
  );
  return (
    <span className="waiting" aria-live="polite">
      {t("prompt.waitingFor", { names: names.join(", ") })}
    </span>
  );
}
