import { useEffect, useMemo, useState } from "react";
import { createGame, loadGame, playInPlace, type AnyGame } from "@tablee/rules";
import { useI18n, type MessageKey } from "../i18n/index.js";
import { fetchReplay, type ReplayRecord } from "../net/api.js";
import type { TableSnapshot } from "../net/session.js";
import { storage } from "../net/storage.js";

const COMPETITIVE = { together: false, scoreLabel: "end.score" as MessageKey };
/** How each game's outcome reads: won or lost together or not, and what its score counts. */
const END_STYLES: Record<string, { together: boolean; scoreLabel: MessageKey }> = {
  // Shipwreck's line shows both of its tracks instead.
  "shipwreck-arcana": { together: true, scoreLabel: "end.scoreShipwreck" },
  paleo: { together: true, scoreLabel: "end.scorePaleo" },
  "this-war-of-mine": { together: true, scoreLabel: "end.scoreTwom" },
  natera: { together: false, scoreLabel: "end.scoreNatera" },
};

/** Results with the tie-break reason, the rematch button, and a replay to step through. */
export function EndScreen({
  table,
  send,
  renderView,
}: {
  table: TableSnapshot;
  send: (type: string) => void;
  renderView: (view: Record<string, unknown>) => React.ReactNode;
}) {
  const { t } = useI18n();
  const outcome = table.outcome;
  const [replay, setReplay] = useState<ReplayRecord | null>(null);
  if (!outcome) return null;
  // Seats given up mid-game (games people may leave) are not in the results.
  const ranked = table.seats
    .map((s, seat) => ({
      seat,
      name: s.name,
      taken: s.taken,
      score: outcome.scores[seat] ?? 0,
      winner: outcome.winners.includes(seat),
    }))
    .filter((r) => r.taken || r.winner)
    .sort((a, b) => b.score - a.score);
  const shipwreck = table.gameId === "shipwreck-arcana";
  const { together, scoreLabel } = END_STYLES[table.gameId] ?? COMPETITIVE;
  // In a cooperative game every seat holds the group's score: one line, each person named once.
  const players = [...new Set(ranked.map((r) => r.name))].join(", ");
  return (
    <section className="end" aria-labelledby="end-title" data-testid="end-screen">
      <h2 id="end-title">
        {outcome.winners.length === 0
          ? t("end.lost")
          : outcome.winners.includes(table.mySeat ?? -1)
            ? t(together ? "end.youWinTogether" : "end.youWin")
            : together
              ? t("end.groupWon")
              : t("end.title")}
      </h2>
      <p>{t(`reason.${outcome.reason}` as MessageKey)}</p>
      {together ? (
        <p className="shared-score" data-testid="end-shared-score">
          <strong>
            {shipwreck
              ? t("end.tracks", { score: Number(table.view.score ?? 0), judgment: Number(table.view.judgment ?? 0) })
              : t("end.sharedScore", { label: t(scoreLabel), score: outcome.scores[0] ?? 0 })}
          </strong>
          {" · "}
          {t("end.playedBy", { names: players })}
        </p>
      ) : (
        <table className="scores">
          <thead>
            <tr>
              <th>{t("end.player")}</th>
              <th>{t(scoreLabel)}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ranked.map((r) => (
              <tr key={r.seat} className={r.winner ? "winner" : ""}>
                <td>{r.name}</td>
                <td>{r.score}</td>
                <td>{r.winner ? t("end.winner") : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="actions">
        {table.isHost && !table.rematchRoomId && (
          <button type="button" className="primary" onClick={() => send("rematch")} data-testid="rematch">
            {t("end.rematch")}
          </button>
        )}
        {table.rematchRoomId && (
          <a
            className="button primary"
            href={`/r/${table.rematchRoomId}`}
            onClick={() => storage.carryOver(table.roomId, table.rematchRoomId)}
            data-testid="to-rematch"
          >
            {t("end.toRematch")}
          </a>
        )}
        <button type="button" onClick={() => void fetchReplay(table.roomId).then(setReplay)} data-testid="open-replay">
          {t("end.replay")}
        </button>
      </div>
      {replay && <ReplayViewer record={replay} renderView={renderView} />}
    </section>
  );
}

function ReplayViewer({
  record,
  renderView,
}: {
  record: ReplayRecord;
  renderView: (view: Record<string, unknown>) => React.ReactNode;
}) {
  const { t } = useI18n();
  const [step, setStep] = useState(record.moves.length);
  // The game's rules are in its table's chunk already; the promise resolves at once.
  const [game, setGame] = useState<AnyGame | null>(null);
  useEffect(() => {
    let live = true;
    void loadGame(record.gameId).then((loaded) => live && setGame(loaded ?? null));
    return () => {
      live = false;
    };
  }, [record.gameId]);
  // Every step replays the same seed and moves: the rules are deterministic.
  const view = useMemo(() => {
    if (!game) return null;
    const state = createGame(game, { seats: record.seats, options: record.options, seed: record.seed });
    for (const { seat, move } of record.moves.slice(0, step)) playInPlace(game, state, seat, move);
    return game.publicView(state) as Record<string, unknown>;
  }, [game, record, step]);
  useEffect(() => setStep(record.moves.length), [record]);
  if (!view) return null;
  return (
    <section className="replay" aria-label={t("end.replay")}>
      <div className="replay-controls">
        <button type="button" onClick={() => setStep(0)} aria-label={t("replay.first")}>
          |◀
        </button>
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))} aria-label={t("replay.previous")}>
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={record.moves.length}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-label={t("replay.step")}
        />
        <button type="button" onClick={() => setStep(Math.min(record.moves.length, step + 1))} aria-label={t("replay.next")}>
          ▶
        </button>
        <span>{t("replay.position", { step, total: record.moves.length })}</span>
      </div>
      {renderView(view)}
    </section>
  );
}
