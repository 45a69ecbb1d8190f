import { useI18n } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";

/** The reference game's table: enough to play it in a browser. */
export function SealedNumbersTable({ table, send }: { table: TableSnapshot; send: (move: unknown) => void }) {
  const { t } = useI18n();
  const view = table.view as { round?: number; target?: number | null; scores?: number[] };
  const legal = (table.mine?.legalMoves as { type: string; card: string }[] | undefined) ?? [];
  return (
    <section className="table sealed-numbers">
      <p>{t("sn.round", { round: view.round ?? 0, target: view.target ?? "—" })}</p>
      <p>{(view.scores ?? []).map((s, seat) => `${table.seats[seat]?.name ?? seat + 1}: ${s}`).join(" · ")}</p>
      <div className="options">
        {legal.map((move) => (
          <button key={move.card} type="button" onClick={() => send(move)} data-move={JSON.stringify(move)}>
            {move.card.slice("sn-card-".length)}
          </button>
        ))}
      </div>
    </section>
  );
}
