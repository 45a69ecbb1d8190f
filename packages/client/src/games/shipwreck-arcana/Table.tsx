import { useRef, useState } from "react";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";
import { storage } from "../../net/storage.js";
import { GameLog } from "../../components/GameLog.js";
import { wholeLog, withTakeBacks } from "../../components/wholeLog.js";
import { Board } from "./Board.js";
import { Crew } from "./Crew.js";
import { nameOf, type LogEntry, type Mine, type Move, type PublicView, type TokenId } from "./data.js";
import { logMark, sinceMark } from "../../components/logMark.js";
import { describeEntry } from "./log.js";
import { TurnPanel } from "./TurnPanel.js";
import { WitheredPowers } from "./WitheredPowers.js";
import { WaitingFor } from "../../components/WaitingFor.js";

/** The Shipwreck Arcana table: the turn and your part in it, the five cards, the withered powers, the crew and the log. */
export function ShipwreckTable({ table, send }: { table: TableSnapshot; send: (move: Move) => void }) {
  const { t } = useI18n();
  const view = table.view as unknown as PublicView;
  const mine = table.mine as Mine | null;
  const me = table.mySeat;
  const [picked, setPicked] = useState<TokenId | null>(null);
  const held = mine?.held ?? [];
  // A pick only lasts while the token is still in hand; a lone token is picked for you.
  const selected = picked && held.includes(picked) ? picked : held.length === 1 ? (held[0] ?? null) : null;

  if (!view?.row) return <p>{t("table.loading")}</p>;
  const legal = mine?.legalMoves ?? [];
  const placing = view.phase === "place" && me === view.active && legal.some((m) => m.type === "place");
  const play = (move: Move) => {
    if (move.type === "place") setPicked(null);
    // Where the log stood when this player last moved: what follows is news to them.
    if (!table.replay) storage.setLastMoveMark(table.roomId, logMark(view.log ?? []));
    send(move);
  };
  return (
    <div className="table shipwreck" data-testid="shipwreck-table">
      <header className="table-head">
        <span>{t("sw.turn", { n: Math.max(1, view.turn) })}</span>
        {view.phase !== "over" && view.phase !== "waiting" && (
          <span>{view.active === me ? t("sw.yourTurn") : t("sw.turnOf", { name: nameOf(table.seats, view.active, t) })}</span>
        )}
        <span className="phase">{t(`sw.phase.${view.phase}` as MessageKey)}</span>
        <span className="sw-head-tracks">
          <span className="sw-head-score">{t("sw.scoreOf", { n: view.score })}</span>
          <span className="sw-head-judgment">{t("sw.judgmentOf", { n: view.judgment })}</span>
        </span>
        <span className="sw-head-difficulty">{t(`difficulty.${view.difficulty}` as MessageKey)}</span>
        <WaitingFor table={table} over={view.phase === "over"} />
      </header>
      <div className="table-main">
        <div className="table-play">
          <TurnPanel
            view={view}
            mine={mine}
            me={me}
            seats={table.seats}
            waitingOn={table.waitingOn}
            roomId={table.roomId}
            selected={selected}
            onSelect={setPicked}
            send={play}
          />
          <Board view={view} placing={placing ? { selected, legal, send: play } : null} />
          <WitheredPowers view={view} mine={mine} me={me} send={play} />
          <Crew view={view} seats={table.seats} me={me} mine={mine} waitingOn={table.waitingOn} send={play} />
        </div>
        <aside className="table-side">
          <ShipwreckLog view={view} table={table} />
        </aside>
      </div>
    </div>
  );
}

/** The game log in words, newest at the bottom (kept in view as it grows). */
/** Lines told in a toast as they happen: a new round or phase, a reveal, a life or a score changing. */
const MOMENTS = new Set(["turn", "reveal", "wither", "score", "end"]);

function ShipwreckLog({ view, table }: { view: PublicView; table: TableSnapshot }) {
  const { t, language } = useI18n();
  // Every name each seat has had while this page was open, oldest first: a seat given up
  // mid-game and taken by a newcomer keeps its earlier entries under the earlier name.
  const history = useRef<string[][]>([]);
  table.seats.forEach((s, seat) => {
    const names = (history.current[seat] ??= []);
    if (s.name && names.at(-1) !== s.name) names.push(s.name);
  });
  // Walking the log backwards, each "join" of a seat steps back to that seat's previous name.
  const entryNames = wholeLog(table, view.log)
    .map((_, i, log) => log[log.length - 1 - i]!)
    .reduce<{ names: (string | null)[][]; back: number[] }>(
      (acc, entry) => {
        const nameAt = (seat: number) => {
          const names = history.current[seat] ?? [];
          return names[names.length - 1 - (acc.back[seat] ?? 0)] ?? null;
        };
        acc.names.unshift(table.seats.map((_, seat) => nameAt(seat)));
        if (entry.kind === "join") acc.back[entry.seat] = (acc.back[entry.seat] ?? 0) + 1;
        return acc;
      },
      { names: [], back: [] },
    ).names;
  const describe = (entry: LogEntry, i: number) => {
    const name = (seat: number) => entryNames[i]?.[seat] ?? t("sw.log.formerPlayer", { n: seat + 1 });
    // A seat nobody ever sat in leaves at the start: say it is free rather than that someone left.
    return entry.kind === "leave" && entryNames[i]?.[entry.seat] === null && !table.seats[entry.seat]?.name
      ? t("sw.log.vacant", { n: entry.seat + 1 })
      : describeEntry(entry, name, t, language);
  };
  const log = wholeLog(table, view.log);
  // Lines keep their place in the whole log as earlier ones arrive.
  const start = table.log?.first ?? 0;
  const mark = !table.replay && table.mySeat !== null ? storage.lastMoveMark(table.roomId) : null;
  const shown = withTakeBacks(
    log.map((entry, i) => ({
      key: start + i,
      moment: MOMENTS.has(entry.kind),
      text: describe(entry, i),
      className: `sw-log-${entry.kind}${entry.kind === "turn" ? " log-header" : ""}`,
    })),
    mark === null ? null : sinceMark(log, mark),
    table,
    (seat: number) => table.seats[seat]?.name || t("sw.log.formerPlayer", { n: seat + 1 }),
    t,
  );
  return <GameLog className="sw-log" items={shown.items} since={shown.since} />;
}
