import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { CampaignControls } from "../components/CampaignControls.js";
import { Chat } from "../components/Chat.js";
import { ConnectionBanner } from "../components/ConnectionBanner.js";
import { EndScreen } from "../components/EndScreen.js";
import { HowToPlay } from "../components/HowToPlay.js";
import { Lobby } from "../components/Lobby.js";
import { Previously, TABLES_PLACING_PREVIOUSLY } from "../components/Previously.js";
import { RoomSummary } from "../components/RoomSummary.js";
import { SeatsAway } from "../components/SeatsAway.js";
import { adoptSharedSeat, ShareSeat } from "../components/ShareSeat.js";
import { NotifyButton } from "../components/NotifyButton.js";
import { chime, useAttention } from "../components/attention.js";
import { gameInfo, joinPlaces } from "@tablee/rules";
import { refusalText, useI18n, type MessageKey } from "../i18n/index.js";
import { TableSession, type TableSnapshot } from "../net/session.js";
import { storage } from "../net/storage.js";
import type { GoneRoom, RoomSummary as RoomSummaryData } from "../net/api.js";

/** `/r/<roomId>`: join (name, seat or watch), then the lobby, the table and the end screen. */
export function RoomPage({ roomId }: { roomId: string }) {
  const { t } = useI18n();
  const session = useMemo(() => new TableSession(roomId), [roomId]);
  const table = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [joined, setJoined] = useState(false);
  const [name, setName] = useState(storage.name());
  const [error, setError] = useState<string | null>(null);
  const [howTo, setHowTo] = useState(false);
  const [sound, setSound] = useState(storage.soundOn());
  const [summary, setSummary] = useState<RoomSummaryData | null>(null);
  const [gone, setGone] = useState<GoneRoom | null>(null);
  const wantsSeat = new URLSearchParams(window.location.search).has("seat");

  const join = async (takeSeat: boolean) => {
    setError(null);
    storage.setName(name.trim());
    try {
      await session.connect(name.trim() || undefined);
      setJoined(true);
      if (takeSeat && session.snapshot.mySeat === null) session.send("takeSeat", {});
    } catch {
      setError(t("join.failed"));
    }
  };

  // Someone who already has a seat here (a refresh, a new tab) goes straight back to it.
  useEffect(() => {
    adoptSharedSeat(roomId);
    if (storage.seatToken(roomId) || (wantsSeat && storage.name())) void join(wantsSeat);
    return () => void session.leave();
  }, [session]); // eslint-disable-line react-hooks/exhaustive-deps

  // Name changes made on this page reach the table once seated.
  useEffect(() => {
    const seat = table.mySeat;
    if (seat !== null && table.status === "lobby" && name.trim() && table.seats[seat]?.name !== name.trim())
      session.send("setName", { name: name.trim() });
  }, [table.mySeat]); // eslint-disable-line react-hooks/exhaustive-deps

  const waitingOnMe = table.mySeat !== null && table.status === "playing" && table.waitingOn.includes(table.mySeat);
  useAttention(waitingOnMe, t("attention.yourTurn"), sound);
  const yourTurn = useYourTurnToast(waitingOnMe, sound);

  // The outcome comes first: at the end of a game the page goes back to the top, where it is.
  useEffect(() => {
    if (table.status === "finished") window.scrollTo({ top: 0 });
  }, [table.status]);

  if (!joined) {
    // No seat to take (all taken, or a game under way that nobody joins): watch first, and a
    // player back on a new device asks for their seat from there.
    const free = summary?.seats.some((s) => !s.taken) ?? true;
    const sitsLater = summary?.status === "playing" && gameInfo(summary.gameId)?.joinsMidGame === true;
    const watchFirst = summary !== null && !(free && (summary.status === "lobby" || sitsLater));
    return (
      <section className="join" aria-labelledby="join-title">
        <h1 id="join-title" className="page-title">
          {gone ? t(gone.gone === "closed" ? "gone.closedTitle" : "gone.expiredTitle") : t("join.title")}
        </h1>
        <RoomSummary roomId={roomId} onLoad={setSummary} onGone={setGone} />
        {gone ? (
          <p>
            <a href="/">{t("gone.home")}</a>
          </p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void join(true);
            }}
            className="form"
          >
            <label>
              {t("home.name")}
              <input
                value={name}
                maxLength={32}
                onChange={(e) => setName(e.target.value)}
                data-testid="join-name"
                autoComplete="nickname"
              />
            </label>
            <div className="actions">
              {!watchFirst && (
                <button type="submit" className="primary" disabled={!name.trim()} data-testid="join-seat">
                  {t("join.seat")}
                </button>
              )}
              <button
                type="button"
                className={watchFirst ? "primary" : ""}
                onClick={() => void join(false)}
                data-testid="join-watch"
              >
                {t("join.watch")}
              </button>
            </div>
            {watchFirst && <p className="hint">{t("join.reclaimHint")}</p>}
            {error && <p role="alert">{error}</p>}
          </form>
        )}
      </section>
    );
  }

  const send = (type: string, payload?: unknown) => session.send(type, payload ?? {});
  const myDeadline = table.mySeat !== null ? (table.seats[table.mySeat]?.deadline ?? 0) : 0;
  return (
    <div className="room">
      <ConnectionBanner connection={table.connection} reconnected={table.reconnected} />
      {yourTurn && (
        <div className="moment-toast your-turn" role="status" data-testid="your-turn">
          {t("attention.yourTurn")}
        </div>
      )}
      {table.ended && (
        <div className="banner banner-error" role="alert" data-testid="ended">
          {t(`ended.${table.ended}` as MessageKey)}
          {table.ended === "closed" && (
            <>
              {" "}
              <a href="/">{t("gone.home")}</a>
            </>
          )}
        </div>
      )}
      {table.lastRefusal && Date.now() - table.lastRefusal.at < 5000 && (
        <div className="toast" role="alert" key={table.lastRefusal.at}>
          {refusalText(t, table.lastRefusal.code)}
        </div>
      )}
      <div className="room-bar">
        {/* The page's level-one heading: the game this table plays (a screen reader's first landmark). */}
        <h1 className="room-title">{gameInfo(table.gameId)?.name ?? table.gameId}</h1>
        <span data-testid="my-seat">
          {table.mySeat === null ? t("room.watching") : t("room.seated", { n: table.mySeat + 1 })}
        </span>
        {myDeadline > 0 && <Countdown deadline={myDeadline} />}
        {table.status === "playing" && table.mySeat !== null && table.takeBackSeat === table.mySeat && (
          <button type="button" onClick={() => send("takeBack")} data-testid="take-back">
            {t("room.takeBack")}
          </button>
        )}
        <button type="button" onClick={() => setHowTo(true)} data-testid="how-to-play">
          {t("how.title")}
        </button>
        <NotifyButton />
        <label className="sound">
          <input
            type="checkbox"
            checked={sound}
            onChange={(e) => {
              setSound(e.target.checked);
              storage.setSoundOn(e.target.checked);
            }}
          />
          {t("room.sound")}
        </label>
      </div>
      {table.status === "finished" && (
        <EndScreen
          table={table}
          send={send}
          renderView={(view) => (
            <GameView table={{ ...table, view, mine: null, mySeat: null, replay: true }} send={() => undefined} />
          )}
        />
      )}
      {table.status !== "finished" && <CampaignControls table={table} send={send} />}
      {!TABLES_PLACING_PREVIOUSLY.has(table.gameId) && <Previously table={table} />}
      <SeatsAway table={table} send={send} />
      {table.status === "playing" && <SeatChanges table={table} send={send} />}
      {table.status === "lobby" && <Lobby table={table} send={send} />}
      {table.status === "lobby" && table.gameId === "paleo" && (
        <Suspense fallback={null}>
          <PaleoSecondGroup table={table} />
        </Suspense>
      )}
      {table.status !== "lobby" && <GameView table={table} send={(move) => session.move(move)} />}
      {/* After the lobby's invite link and the table: the seat's own link is rarely needed, and hands the seat over. */}
      <ShareSeat table={table} />
      <Chat
        lines={table.chat}
        canTeam={table.mySeat !== null && (table.seats[table.mySeat]?.team ?? -1) >= 0}
        send={(text, channel) => send("chat", { text, channel })}
      />
      {howTo && <HowToPlay gameId={table.gameId} onClose={() => setHowTo(false)} />}
    </div>
  );
}

// Each game's table is a chunk of its own, loaded when a room of that game opens (issue 13).
const PrecognitionTable = lazy(() => import("../games/precognition/Table.js").then((m) => ({ default: m.PrecognitionTable })));
const ShipwreckTable = lazy(() => import("../games/shipwreck-arcana/Table.js").then((m) => ({ default: m.ShipwreckTable })));
const SealedNumbersTable = lazy(() =>
  import("../games/sealed-numbers/Table.js").then((m) => ({ default: m.SealedNumbersTable })),
);
const PaleoTable = lazy(() => import("../games/paleo/Table.js").then((m) => ({ default: m.PaleoTable })));
const NateraTable = lazy(() => import("../games/natera/Table.js").then((m) => ({ default: m.NateraTable })));
const TwomTable = lazy(() => import("../games/this-war-of-mine/Table.js").then((m) => ({ default: m.TwomTable })));
// Paleo's lobby offers a second group to the same person (from the same chunk as its table).
const PaleoSecondGroup = lazy(() => import("../games/paleo/Table.js").then((m) => ({ default: m.SecondGroupLobby })));

function GameView({ table, send }: { table: TableSnapshot; send: (move: unknown) => void }) {
  const { t } = useI18n();
  const Table =
    table.gameId === "precognition"
      ? PrecognitionTable
      : table.gameId === "shipwreck-arcana"
        ? ShipwreckTable
        : table.gameId === "paleo"
          ? PaleoTable
          : table.gameId === "natera"
            ? NateraTable
            : table.gameId === "this-war-of-mine"
              ? TwomTable
              : table.gameId === "sealed-numbers"
                ? SealedNumbersTable
                : null;
  // A game registered before its table lands: the page around it still works (seats, chat,
  // the host's controls, "previously").
  if (Table === null) return <p className="hint">{t("table.notReady")}</p>;
  return (
    <Suspense fallback={<p>{t("table.loading")}</p>}>
      <Table table={table} send={send} />
    </Suspense>
  );
}

/**
 * Games people may join and leave mid-game: a spectator can take a seat that is out of the game,
 * and a player can leave for good (after a confirmation).
 */
function SeatChanges({ table, send }: { table: TableSnapshot; send: (type: string, payload?: unknown) => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  if (!gameInfo(table.gameId)?.joinsMidGame) return null;
  const present = (table.view.present as boolean[] | undefined) ?? [];
  const over = table.view.phase === "over";
  if (table.mySeat === null) {
    const free = present.some((inGame, seat) => !inGame && table.seats[seat] !== undefined && !table.seats[seat].taken);
    if (!free || over || table.ended) return null;
    return <TakeFreeSeat table={table} send={send} />;
  }
  if (over) return null;
  return (
    <div className="seat-change">
      {confirming ? (
        <>
          <span role="alert">{t("room.leaveConfirm")}</span>
          <button
            type="button"
            className="danger"
            onClick={() => {
              setConfirming(false);
              send("leaveSeat", {});
            }}
            data-testid="leave-game-confirm"
          >
            {t("room.leaveYes")}
          </button>
          <button type="button" onClick={() => setConfirming(false)} autoFocus data-testid="leave-game-cancel">
            {t("room.leaveNo")}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} data-testid="leave-game">
          {t("room.leaveGame")}
        </button>
      )}
    </div>
  );
}

/** A free seat mid-game; where the game lets newcomers choose, the place in turn order too. */
function TakeFreeSeat({ table, send }: { table: TableSnapshot; send: (type: string, payload?: unknown) => void }) {
  const { t } = useI18n();
  const order = (table.view.order as number[] | undefined) ?? [];
  const places = gameInfo(table.gameId)?.choosesPlace && order.length > 1 ? joinPlaces(order) : [];
  const [after, setAfter] = useState<number | null>(null);
  const name = (seat: number) => table.seats[seat]?.name || t("seat.n", { n: seat + 1 });
  return (
    <div className="seat-change seat-change-offer" role="region" aria-label={t("room.freeSeat")}>
      <span>{t("room.freeSeat")}</span>
      {places.length > 0 && (
        <label>
          {t("sw.joinAfter")}{" "}
          <select value={after ?? places[0]!.after} onChange={(e) => setAfter(Number(e.target.value))} data-testid="join-after">
            {places.map((place) => (
              <option key={place.after} value={place.after}>
                {name(place.after)} — {t("sw.place", { after: name(place.after), before: name(place.before) })}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className="primary"
        onClick={() => send("takeSeat", places.length > 0 ? { after: after ?? places[0]!.after } : {})}
        data-testid="take-free-seat"
      >
        {t("room.takeFreeSeat")}
      </button>
    </div>
  );
}

function Countdown({ deadline }: { deadline: number }) {
  const { t } = useI18n();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span className="countdown" role="timer" aria-live="off">
      {t("room.timeLeft", { n: seconds })}
    </span>
  );
}

/**
 * "Your move!" for a few seconds when the table starts waiting on this player while they look at
 * it (useAttention tells a hidden tab), with a chime when sounds are on (issue 34).
 */
function useYourTurnToast(waitingOnMe: boolean, sound: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waitingOnMe || document.hidden) return;
    setShown(true);
    if (sound) chime();
    const timer = setTimeout(() => setShown(false), 3000);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [waitingOnMe]); // eslint-disable-line react-hooks/exhaustive-deps
  return shown;
}
