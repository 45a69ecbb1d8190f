import { useMemo } from "react";
import { GameLog } from "../../components/GameLog.js";
import { wholeLog, withTakeBacks } from "../../components/wholeLog.js";
import { Previously } from "../../components/Previously.js";
import { logMark, sinceMark } from "../../components/logMark.js";
import { useI18n } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";
import { storage } from "../../net/storage.js";
import { Anytime } from "./Anytime.js";
import { ConcedePanel } from "./Concede.js";
import {
  editsOf,
  eventCard,
  movesFromView,
  local,
  objectiveCard,
  playerName,
  type LogEntry,
  type Move,
  type PrivateView,
  type PublicView,
} from "./data.js";
import { phaseName } from "./describe.js";
import { DraftPanel } from "./DraftPanel.js";
import { Journal } from "./Journal.js";
import { describeEntry } from "./log.js";
import { CombatPanel, RaidPanel, ScavengingPanel } from "./Night.js";
import { ReadingView } from "./ReadingView.js";
import { Characters, Fixtures, ShelterMap, Stores } from "./Shelter.js";
import "./twom.css";

/**
 * The This War of Mine table: the day, the phase and the Leader; the "previously" banner; what
 * the group is deciding (a script to read together, a fight, the raid, tonight's scavenging, the
 * shared plan); the group and the house; the Inventory, what can be built and the log. Every seat
 * sees the same; every control is a move from the server's legal moves.
 */
export function TwomTable({ table, send }: { table: TableSnapshot; send: (move: Move) => void }) {
  const { t, language } = useI18n();
  const view = table.view as unknown as PublicView;
  const live = !table.replay;
  const me = live ? table.mySeat : null;
  const mine = me !== null ? (table.mine as PrivateView | null) : null;
  // The parts come back as the same objects while unchanged (the session's memo): the list is remade only when they change.
  const [phase, draft, draftOptions, own] = [view?.phase, view?.draft ?? null, view?.draftOptions ?? null, mine?.legalMoves];
  const legal = useMemo(
    () => (phase && own ? movesFromView({ phase, draft, draftOptions }, own) : []),
    [phase, draft, draftOptions, own],
  );
  if (!view?.characters) return <p>{t("table.loading")}</p>;
  const isLeader = me !== null && me === view.leader;
  const leaderName = playerName(table.seats, view.leader, t);
  const over = view.phase === "over";
  const play = (move: Move) => {
    storage.setLastMoveMark(table.roomId, logMark(view.log ?? []));
    send(move);
  };
  // Who may still act this step: those the legal edits let act.
  const canAct =
    view.draft?.kind === "day"
      ? new Set(editsOf(legal).flatMap((e) => (e.kind === "assign" && e.action !== null ? [e.character] : [])))
      : null;
  const draftPanel = (
    <DraftPanel view={view} legal={legal} isLeader={isLeader} leaderName={leaderName} seated={me !== null} send={play} />
  );
  const concede = (
    <ConcedePanel view={view} legal={legal} name={(seat) => playerName(table.seats, seat, t)} me={me} send={play} />
  );
  const lastEvent = [...view.log].reverse().find((e) => e.kind === "event");
  const event =
    lastEvent?.kind === "event" && (view.phase === "morning" || view.phase === "day") ? safeEvent(lastEvent.card) : null;

  return (
    <div
      className="table twom"
      data-testid="twom-table"
      data-phase={view.phase}
      data-draft={view.draft?.kind ?? ""}
      data-version={view.draftVersion}
    >
      <header className="table-head tw-head">
        <span data-testid="tw-day">{t("tw.day", { n: view.day })}</span>
        <span>{t("tw.chapter", { n: view.chapter })}</span>
        <span className="phase" data-testid="tw-phase">
          {phaseName(view.phase, t)}
          {view.phase === "day" && view.step > 0 ? ` · ${t("tw.step", { n: view.step })}` : ""}
        </span>
        <span data-testid="tw-leader">
          {t("tw.leader", { name: isLeader ? `${leaderName} (${t("prompt.you")})` : leaderName })}
        </span>
        <span className="tw-cold-head">
          ❄ {t("tw.cold")} {view.cold}
        </span>
      </header>
      {/* Back another evening: what happened since, in the log's own words, before anything else. */}
      <Previously
        table={table}
        describe={(entry) => describeEntry(entry as LogEntry, view, (seat) => playerName(table.seats, seat, t), t, language)}
      />
      {!over && (
        <p className="tw-role" aria-live="polite">
          {isLeader ? t("tw.leaderYou") : t("tw.leaderThem", { name: leaderName })}
        </p>
      )}
      {over && view.result && (
        <p className="tw-over" role="status" data-testid="tw-over">
          {view.result.won ? t("tw.over.won") : view.result.reason === "CONCEDED" ? t("tw.over.conceded") : t("tw.over.lost")}
        </p>
      )}
      {/* A proposal to concede is everyone's business: above the game while it stands. */}
      {live && view.concession && concede}
      <div className="table-main">
        <div className="table-play">
          {event && (
            <article className="tw-event tw-card-text" data-testid="tw-event">
              <h3>{t("tw.event.heading", { name: local(event.name, language) })}</h3>
              <p className="tw-flavour">{local(event.text, language)}</p>
            </article>
          )}
          {live && <Journal view={view} />}
          <ReadingView view={view} legal={legal} isLeader={isLeader} leaderName={leaderName} seated={me !== null} send={play} />
          <CombatPanel view={view} />
          <RaidPanel view={view} />
          {/* A fight's or the raid's decision sits under its dice; the others under what they are about. */}
          {live && FIGHTING.has(view.draft?.kind ?? "") && draftPanel}
          <ScavengingPanel view={view} />
          {live && !FIGHTING.has(view.draft?.kind ?? "") && draftPanel}
          <Characters view={view} canAct={canAct} />
          <ShelterMap view={view} />
        </div>
        <aside className="table-side">
          <Stores view={view} />
          {isLeader && live && <Anytime view={view} legal={legal} send={play} />}
          {live && !view.concession && concede}
          {view.objective && (
            <section className="panel tw-objective">
              <h3>{t("tw.objective")}</h3>
              <p>{local(objectiveCard(view.objective.card).name, language)}</p>
              <p className="hint">{local(objectiveCard(view.objective.card).text, language)}</p>
            </section>
          )}
          <Fixtures view={view} />
          <TwomLog view={view} table={table} />
        </aside>
      </div>
    </div>
  );
}

const FIGHTING = new Set(["fight", "rolls", "hits", "guards", "raidLoss", "crime"]);

function safeEvent(id: string) {
  try {
    return eventCard(id);
  } catch {
    return null;
  }
}

/** Lines told in a toast as they happen: a new round or phase, a reveal, a life or a score changing. */
const MOMENTS = new Set(["phase", "lost", "deathHasStruck", "joined", "chapter", "end", "concession"]);

function TwomLog({ view, table }: { view: PublicView; table: TableSnapshot }) {
  const { t, language } = useI18n();
  const log = wholeLog(table, view.log);
  // Lines keep their place in the whole log as earlier ones arrive.
  const start = table.log?.first ?? 0;
  const mark = !table.replay && table.mySeat !== null ? storage.lastMoveMark(table.roomId) : null;
  const who = (seat: number) => playerName(table.seats, seat, t);
  const shown = withTakeBacks(
    log.map((entry, i) => ({
      key: start + i,
      moment: MOMENTS.has(entry.kind),
      text: describeEntry(entry, view, who, t, language),
      className: `tw-log-${entry.kind}${entry.kind === "phase" ? " log-header" : ""}`,
    })),
    mark === null ? null : sinceMark(log, mark),
    table,
    who,
    t,
  );
  return <GameLog className="tw-log" items={shown.items} since={shown.since} />;
}
