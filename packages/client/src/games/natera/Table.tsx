import { GameLog } from "../../components/GameLog.js";
import { wholeLog, withTakeBacks } from "../../components/wholeLog.js";
import { logMark, sinceMark } from "../../components/logMark.js";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";
import { storage } from "../../net/storage.js";
import { Achievements } from "./Achievements.js";
import { targetsOf, type Flow } from "./ActionFlow.js";
import { Board, type BoardPick } from "./Board.js";
import type { Resolving } from "./context.js";
import { locationOf, movesOfType, playerName, SEASONS, type Move, type PrivateView, type PublicView } from "./data.js";
import { FinalScores } from "./FinalScores.js";
import { Hand } from "./Hand.js";
import { describeEntry } from "./log.js";
import { ResourceBar } from "./ResourceBar.js";
import { River } from "./River.js";
import { useSavedTurn } from "./savedTurn.js";
import { Tribes } from "./Tribes.js";
import { TurnPanel } from "./TurnPanel.js";
import "./natera.css";

/**
 * The Natera table: the season, the phase and the first player; this tribe's resources (in sight
 * while the page scrolls); its turn (set-up round, draft, the server's questions, or the action
 * flow, kept across a refresh) and hand; the board; every tribe's board;
 * the specialist river, the achievements and the log; the final scoring once the game is over.
 * Every control is a move from the server's list of legal moves; nothing here decides legality.
 */
export function NateraTable({ table, send }: { table: TableSnapshot; send: (move: Move) => void }) {
  const { t } = useI18n();
  const live = !table.replay;
  const me = live ? table.mySeat : null;
  const { flow, setFlow, resolving, setResolving } = useSavedTurn(table.roomId, me, table.moveCount);
  const view = table.view as unknown as PublicView;
  if (!view?.tribes) return <p>{t("table.loading")}</p>;
  const mine = me !== null ? (table.mine as PrivateView | null) : null;
  const legal = mine?.legalMoves ?? [];
  const over = view.phase === "over";
  const myTribe = me !== null ? view.tribes[me] : undefined;

  // A step chosen earlier that the legal moves no longer allow is forgotten.
  const targets = flow.action ? targetsOf(legal, flow.action) : [];
  const current: Flow =
    flow.action && targets.length > 0
      ? { action: flow.action, target: flow.target && targets.includes(flow.target) ? flow.target : null }
      : { action: null, target: null };

  const play = (move: Move, next?: Resolving) => {
    // Where the log stood when this player last moved: what follows is news to them.
    storage.setLastMoveMark(table.roomId, logMark(view.log ?? []));
    if (next) setResolving(next);
    else if (move.type !== "choose") setResolving(null);
    setFlow({ action: null, target: null });
    send(move);
  };

  // The board takes part in a step: where to deploy or colonise, or a location the server asks about.
  const promptLocations = mine?.prompt
    ? movesOfType(legal, "choose")
        .map((m) => m.option)
        .filter((o) => locationOf(o))
    : [];
  const pick: BoardPick | null =
    promptLocations.length > 0
      ? { ids: promptLocations, chosen: null, onPick: (id) => play({ type: "choose", option: id }) }
      : current.action === "deploy" || current.action === "colony"
        ? { ids: targets, chosen: current.target, onPick: (id) => setFlow({ action: current.action, target: id }) }
        : null;
  const myTurn = view.phase === "action" && view.active === me && !mine?.prompt && !view.mainDone;
  const playable = myTurn ? movesOfType(legal, "play").map((m) => m.card) : [];

  return (
    <div className="table natera" data-testid="natera-table">
      <header className="table-head na-head">
        <span data-testid="na-season">{t("na.season", { n: Math.max(1, view.season), of: SEASONS })}</span>
        <span className="phase" data-testid="na-phase">
          {t(`na.phase.${view.phase}` as MessageKey)}
        </span>
        <span>{t("na.firstIs", { name: playerName(table.seats, view.first, t) })}</span>
        {!over && table.waitingOn.length > 0 && (
          <span className="waiting" aria-live="polite">
            {t("prompt.waitingFor", {
              names: table.waitingOn
                .map((s) => (s === me ? `${playerName(table.seats, s, t)} (${t("prompt.you")})` : playerName(table.seats, s, t)))
                .join(", "),
            })}
          </span>
        )}
      </header>
      {over && <FinalScores view={view} seats={table.seats} winners={table.outcome?.winners ?? []} />}
      <div className="table-main">
        <div className="table-play">
          <ResourceBar res={myTribe?.tribe ? myTribe.res : null} seat={me} />
          {me !== null && mine && !over && (
            <div className="my-area">
              <TurnPanel
                view={view}
                me={me}
                mine={mine}
                seats={table.seats}
                waitingOn={table.waitingOn}
                flow={current}
                setFlow={setFlow}
                resolving={resolving}
                send={play}
              />
            </div>
          )}
          {mine && view.phase !== "choose" && !over && (
            <Hand mine={mine} playable={playable} onPlay={myTurn ? (card) => setFlow({ action: "play", target: card }) : null} />
          )}
          <Board view={view} seats={table.seats} pick={pick} />
          <Tribes view={view} seats={table.seats} me={me} />
        </div>
        <aside className="table-side">
          <River view={view} />
          <Achievements view={view} seats={table.seats} />
          <NateraLog view={view} table={table} />
        </aside>
      </div>
    </div>
  );
}

/** Entries that open a part of the game: set apart in the log. */
const HEADERS = new Set(["season", "rest"]);

/** Lines told in a toast as they happen: a new round or phase, a reveal, a life or a score changing. */
const MOMENTS = new Set(["season", "rest", "revealed", "achievement", "setupRevealed"]);

function NateraLog({ view, table }: { view: PublicView; table: TableSnapshot }) {
  const { t, language } = useI18n();
  const log = wholeLog(table, view.log);
  // Lines keep their place in the whole log as earlier ones arrive.
  const start = table.log?.first ?? 0;
  const mark = !table.replay && table.mySeat !== null ? storage.lastMoveMark(table.roomId) : null;
  const who = (seat: number) => playerName(table.seats, seat, t);
  const shown = withTakeBacks(
    log.map((entry, i) => ({
      key: start + i,
      moment: MOMENTS.has(entry.what),
      text: describeEntry(entry, who, view.spots, t, language, view.tribes.length),
      className: `na-log-${entry.what}${HEADERS.has(entry.what) ? " log-header" : ""}`,
    })),
    mark === null ? null : sinceMark(log, mark),
    table,
    who,
    t,
  );
  return <GameLog className="na-log" items={shown.items} since={shown.since} />;
}
