import { useState } from "react";
import { useAttention } from "../../components/attention.js";
import { GameLog } from "../../components/GameLog.js";
import { wholeLog, withTakeBacks } from "../../components/wholeLog.js";
import { refusalText, useI18n } from "../../i18n/index.js";
import type { TableSnapshot } from "../../net/session.js";
import { storage } from "../../net/storage.js";
import { BackLegend } from "./Backs.js";
import { BaseCamp } from "./BaseCamp.js";
import { FRESCOES_TO_WIN, groupName, SKULLS_TO_LOSE, type Move, type PublicView } from "./data.js";
import { GroupSwitcher } from "./GroupSwitcher.js";
import { Groups } from "./Groups.js";
import { logMark, sinceMark } from "../../components/logMark.js";
import { describeEntry } from "./log.js";
import { NightBoard } from "./NightBoard.js";
import { Rack } from "./Rack.js";
import { useSecondSeat } from "./secondSeat.js";
import { TurnPanel } from "./TurnPanel.js";
import { Wilderness } from "./Wilderness.js";

export { SecondGroupLobby } from "./SecondGroupLobby.js";

/**
 * The Paleo table: the turn and the controls of the group this browser plays (a switcher when it
 * leads two), every group, the Night board, the Base camp, the Rack, the Wilderness and the log.
 * Every control is a move from the server's list of legal moves; nothing here decides legality.
 */
export function PaleoTable({ table, send }: { table: TableSnapshot; send: (move: Move) => void }) {
  const { t } = useI18n();
  const view = table.view as unknown as PublicView;
  const live = !table.replay;
  const me = table.mySeat;
  const { second, snapshot } = useSecondSeat(table.roomId, live && me !== null);
  const [chosen, setChosen] = useState<number | null>(null);
  const secondSeat = live && me !== null && snapshot.seat !== null && snapshot.seat !== me ? snapshot.seat : null;
  // The page calls for attention when the table waits on its own seat; the second group's turn does too.
  const secondWaited = secondSeat !== null && table.status === "playing" && table.waitingOn.includes(secondSeat);
  useAttention(secondWaited && !(me !== null && table.waitingOn.includes(me)), t("attention.yourTurn"), storage.soundOn());
  if (!view?.groups) return <p>{t("table.loading")}</p>;

  // A table closed by its host or lost to this browser (kicked, replaced) is watched, not played:
  // its last legal moves would still be listed (issue 34: Accept buttons on a closed table). A game
  // over keeps its groups marked, with no move.
  const open = live && !table.ended;
  const playing = open && table.status === "playing" && view.phase !== "over";
  const held = open ? [me, secondSeat].filter((s): s is number => s !== null) : [];
  const controlled = chosen !== null && held.includes(chosen) ? chosen : (held[0] ?? null);
  const legalOf = (seat: number | null): Move[] =>
    seat === null
      ? []
      : seat === me
        ? (((table.mine as { legalMoves?: Move[] } | null)?.legalMoves ?? []) as Move[])
        : seat === secondSeat
          ? snapshot.legalMoves
          : [];
  const legal = playing ? legalOf(controlled) : [];
  const play = (move: Move) => {
    // Where the log stood when this player last moved: what follows is news to them.
    if (live) storage.setLastMoveMark(table.roomId, logMark(view.log ?? []));
    if (controlled === secondSeat) second.move(move);
    else send(move);
  };
  const over = view.phase === "over";
  const needsYou = playing ? held.filter((s) => table.waitingOn.includes(s)) : [];
  const refusal = snapshot.refusal && Date.now() - snapshot.refusal.at < 5000 ? snapshot.refusal : null;
  return (
    <div className="table paleo" data-testid="paleo-table">
      <header className="table-head">
        <span>
          {view.phase === "night"
            ? t("pl.head.night", { day: view.day })
            : t("pl.head.day", { day: Math.max(1, view.day), turn: Math.max(1, view.turn) })}
        </span>
        <span className="phase">
          {t(`pl.phase.${over ? "over" : view.phase === "night" ? (view.night?.step ?? "missions") : view.step}`)}
        </span>
        <span className="pl-head-skulls">{t("pl.skullsOf", { n: view.skulls, of: SKULLS_TO_LOSE })}</span>
        <span className="pl-head-frescoes">{t("pl.frescoesOf", { n: view.frescoes, of: FRESCOES_TO_WIN })}</span>
        {view.level && <span>{t("pl.level", { level: view.level })}</span>}
        {playing && table.waitingOn.length > 0 && (
          <span className="waiting" aria-live="polite">
            {t("pl.waitingForGroups", {
              names: table.waitingOn
                .map((s) =>
                  held.includes(s) ? `${groupName(table.seats, s, t)} (${t("prompt.you")})` : groupName(table.seats, s, t),
                )
                .join(", "),
            })}
          </span>
        )}
      </header>
      <GroupSwitcher held={held} controlled={controlled} seats={table.seats} needsYou={needsYou} onSwitch={setChosen} />
      {live &&
        me !== null &&
        (snapshot.connection === "reconnecting" || (snapshot.connection === "failed" && second.hasToken)) && (
          <div className="banner banner-warn" role="status">
            {t(snapshot.connection === "failed" ? "pl.second.failed" : "pl.second.reconnecting")}
          </div>
        )}
      {refusal && (
        <div className="toast" role="alert" key={refusal.at}>
          {refusalText(t, refusal.code)}
        </div>
      )}
      <div className="table-main">
        <div className="table-play">
          <div className={controlled !== null ? "my-area" : "pl-watch"}>
            <TurnPanel view={view} seat={controlled} seats={table.seats} legal={legal} send={play} />
          </div>
          <Groups view={view} seats={table.seats} held={held} waitingOn={playing ? table.waitingOn : []} />
          <BackLegend />
        </div>
        <aside className="table-side">
          <NightBoard view={view} />
          <BaseCamp view={view} />
          <Rack view={view} />
          <Wilderness view={view} />
          <PaleoLog view={view} table={table} />
        </aside>
      </div>
    </div>
  );
}

/** Entries that open a part of the game: set apart in the log. */
const HEADERS = new Set(["day", "night"]);

/** Lines told in a toast as they happen: a new round or phase, a reveal, a life or a score changing. */
const MOMENTS = new Set(["day", "night", "reveal", "skull", "removeSkull", "fresco", "death", "end"]);

function PaleoLog({ view, table }: { view: PublicView; table: TableSnapshot }) {
  const { t, language } = useI18n();
  const log = wholeLog(table, view.log);
  // Lines keep their place in the whole log as earlier ones arrive.
  const start = table.log?.first ?? 0;
  const mark = !table.replay && table.mySeat !== null ? storage.lastMoveMark(table.roomId) : null;
  const group = (seat: number) => groupName(table.seats, seat, t);
  const shown = withTakeBacks(
    log.map((entry, i) => ({
      key: start + i,
      moment: MOMENTS.has(entry.kind),
      text: describeEntry(entry, group, t, language),
      className: `pl-log-${entry.kind}${HEADERS.has(entry.kind) ? " log-header" : ""}`,
    })),
    mark === null ? null : sinceMark(log, mark),
    table,
    group,
    t,
  );
  return <GameLog className="pl-log" items={shown.items} since={shown.since} />;
}
