import { useI18n } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";
import { storage } from "../../net/storage.js";
import { GameLog } from "../../components/GameLog.js";
import { wholeLog, withTakeBacks } from "../../components/wholeLog.js";
import { logMark, sinceMark } from "../../components/logMark.js";
import { Boat } from "./Boat.js";
import { Card } from "./Card.js";
import { COOP_TARGET, type Move, type PrivateView, type PublicView } from "./data.js";
import { describeEntry, entryClass } from "./log.js";
import { Prompt } from "./Prompts.js";
import { Objectives, River, SeasonCards } from "./River.js";
import { ToCome } from "./ToCome.js";
import { WaitingFor } from "../../components/WaitingFor.js";

/** The Précognition table: your boat and choices first, then everyone else, the River and the log. */
export function PrecognitionTable({ table, send: sendMove }: { table: TableSnapshot; send: (move: Move) => void }) {
  const { t } = useI18n();
  const view = table.view as unknown as PublicView;
  const mine = table.mine as (PrivateView & { legalMoves: Move[] }) | null;
  const live = !table.replay;
  // Where the log stood when this player last moved: what follows is news to them.
  const send = (move: Move) => {
    if (live) storage.setLastMoveMark(table.roomId, logMark(view.log ?? []));
    sendMove(move);
  };

  if (!view?.boats) return <p>{t("table.loading")}</p>;
  const me = table.mySeat;
  const order = me === null ? view.boats.map((_, s) => s) : [me, ...view.boats.map((_, s) => s).filter((s) => s !== me)];
  return (
    <div className="table precognition">
      <header className="table-head">
        <span>{t("table.turn", { turn: Math.max(1, view.turn), season: view.season })}</span>
        <span className="phase">{t(`phase.${view.phase}`)}</span>
        {view.options.mode === "cooperative" && (
          <span>
            {t("table.coopTarget", { n: COOP_TARGET[view.seats] ?? 0, have: view.boats.reduce((a, b) => a + b.healthy, 0) })}
          </span>
        )}
        <WaitingFor table={table} over={view.phase === "over"} />
      </header>
      <div className="table-main">
        <div className="table-play">
          {me !== null && mine && (
            <div className="my-area">
              <Prompt view={view} mine={mine} seat={me} seats={table.seats} send={send} />
              {mine.hand.length > 0 && view.phase !== "decision" && view.phase !== "advancedSetup" && (
                <div className="hand" role="group" aria-label={t("zone.yourHand")}>
                  {mine.hand.map((id) => (
                    <Card key={id} id={id} />
                  ))}
                </div>
              )}
              {mine.knownTop.length > 0 && <p className="note">{t("table.knownTop", { n: mine.knownTop.length })}</p>}
            </div>
          )}
          <div className="boats">
            {order.map((seat) => (
              <Boat
                key={seat}
                boat={view.boats[seat]!}
                seat={seat}
                info={table.seats[seat]}
                isMe={seat === me}
                waiting={view.waitingOn.includes(seat)}
                phase={view.phase}
                placing={seat === me && mine ? { legalMoves: mine.legalMoves, send } : undefined}
              />
            ))}
          </div>
        </div>
        <aside className="table-side">
          <River view={view} />
          <SeasonCards view={view} />
          <ToCome view={view} />
          <Objectives view={view} />
          <PrecognitionLog view={view} table={table} />
        </aside>
      </div>
    </div>
  );
}

/** Lines told in a toast as they happen: a new turn, the reveal, Maintenance, the Plague taking Humans, the end. */
const MOMENTS = new Set(["turn", "reveal", "maintenance", "plagueLoss", "seasonCheck", "end", "result"]);

function PrecognitionLog({ view, table }: { view: PublicView; table: TableSnapshot }) {
  const { t, language } = useI18n();
  const log = wholeLog(table, view.log);
  // Lines keep their place in the whole log as earlier ones arrive.
  const start = table.log?.first ?? 0;
  const mark = !table.replay && table.mySeat !== null ? storage.lastMoveMark(table.roomId) : null;
  const name = (seat: number) => table.seats[seat]?.name || t("seat.n", { n: seat + 1 });
  const reader = { t, language, view, name };
  const shown = withTakeBacks(
    log.map((entry, i) => ({
      key: start + i,
      moment: MOMENTS.has(entry.kind),
      text: describeEntry(entry, reader),
      className: entryClass(entry),
    })),
    mark === null ? null : sinceMark(log, mark),
    table,
    name,
    t,
  );
  return <GameLog className="pc-log" items={shown.items} since={shown.since} />;
}
