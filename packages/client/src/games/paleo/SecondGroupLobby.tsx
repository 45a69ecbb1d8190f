import { useEffect } from "react";
import { useI18n } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";
import { useSecondSeat } from "./secondSeat.js";

/**
 * In the lobby: a person seated here may lead a second group from this browser (Paleo's solo
 * play is one person with two groups). The second group is ready when the first is.
 */
export function SecondGroupLobby({ table }: { table: TableSnapshot }) {
  const { t } = useI18n();
  const me = table.mySeat;
  const { second, snapshot } = useSecondSeat(table.roomId, me !== null);
  const mySeat = me !== null ? table.seats[me] : undefined;
  const other = snapshot.seat !== null ? table.seats[snapshot.seat] : undefined;
  useEffect(() => {
    if (mySeat && other && other.taken && other.ready !== mySeat.ready) second.send("ready", { ready: mySeat.ready });
    if (mySeat && other && other.taken && mySeat.name && other.name !== mySeat.name)
      second.send("setName", { name: mySeat.name });
  }, [mySeat, other, second]);
  if (me === null || !mySeat) return null;
  const free = table.seats.some((s) => !s.taken);
  if (!free && snapshot.seat === null) return null;
  return (
    <section className="pl-second" aria-labelledby="pl-second-title">
      <h3 id="pl-second-title">{t("pl.second.title")}</h3>
      <p className="hint">{t("pl.second.hint")}</p>
      {snapshot.seat !== null ? (
        <p>
          {t("pl.second.held", { n: snapshot.seat + 1 })}{" "}
          <button type="button" onClick={() => void second.giveUp()} data-testid="second-group-leave">
            {t("pl.second.leave")}
          </button>
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void second.take(mySeat.name)}
          disabled={snapshot.connection === "connecting"}
          data-testid="second-group"
        >
          {t("pl.second.take")}
        </button>
      )}
    </section>
  );
}
