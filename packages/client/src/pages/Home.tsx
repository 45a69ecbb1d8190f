import { lazy, Suspense, useCallback, useState } from "react";
import { refusalText, useI18n } from "../i18n/index.js";
import { createRoom } from "../net/api.js";
import { storage } from "../net/storage.js";
import { TimerSelect } from "../components/TimerSelect.js";
import { YourTables } from "../components/YourTables.js";
import type { PaleoChoice } from "../games/paleo/HomeOptions.js";
import { NateraHomeOptions, type NateraChoice } from "../games/natera/HomeOptions.js";

// Paleo's levels and modules come with its rules: loaded only when Paleo is chosen.
const PaleoHomeOptions = lazy(() => import("../games/paleo/HomeOptions.js").then((m) => ({ default: m.PaleoHomeOptions })));

const SHIPWRECK_DIFFICULTIES = ["easy", "normal", "hard", "doomed"] as const;

/** Create a private table: game, mode, set-up, difficulty, seats, timer — then share the link. */
export function Home({ navigate }: { navigate: (path: string) => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(storage.name());
  const [gameId, setGameId] = useState("precognition");
  const [shipwreckSeats, setShipwreckSeats] = useState(3);
  const [shipwreckDifficulty, setShipwreckDifficulty] = useState("normal");
  const [mode, setMode] = useState("competitive");
  const [setup, setSetup] = useState("standard");
  const [difficulty, setDifficulty] = useState("normal");
  const [prescients, setPrescients] = useState("random");
  const [seats, setSeats] = useState(4);
  const [timer, setTimer] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paleo, setPaleo] = useState<PaleoChoice | null>(null);
  const choosePaleo = useCallback((choice: PaleoChoice) => setPaleo(choice), []);
  const [natera, setNatera] = useState<NateraChoice | null>(null);
  const chooseNatera = useCallback((choice: NateraChoice) => setNatera(choice), []);
  const shipwreck = gameId === "shipwreck-arcana";
  const isPaleo = gameId === "paleo";
  const isNatera = gameId === "natera";
  const isTwom = gameId === "this-war-of-mine";
  // A Shipwreck table always has five places; the number chosen says how many start.
  const seatCount = shipwreck
    ? 5
    : isPaleo
      ? (paleo?.seats ?? 3)
      : isNatera
        ? (natera?.seats ?? 3)
        : isTwom
          ? seats
          : mode === "team"
            ? 4
            : seats;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      storage.setName(name.trim());
      const options: Record<string, unknown> = shipwreck
        ? { difficulty: shipwreckDifficulty, players: shipwreckSeats }
        : isPaleo
          ? { ...paleo?.options }
          : isNatera
            ? { ...natera?.options }
            : isTwom
              ? {}
              : { mode, setup, prescients };
      if (!shipwreck && !isPaleo && !isNatera && !isTwom && mode === "cooperative") options.difficulty = difficulty;
      const created = await createRoom({ gameId, seats: seatCount, options, timerSeconds: timer || null });
      storage.setHostToken(created.roomId, created.hostToken);
      navigate(`/r/${created.roomId}?seat=1`);
    } catch (cause) {
      const code = (cause as { code?: string } | null)?.code;
      setError(code ? refusalText(t, code) : t("home.createFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* Coming back another evening: the tables this browser sits at come first. */}
      <YourTables navigate={navigate} />
      <section className="home" aria-labelledby="home-title">
        <h1 id="home-title" className="page-title">
          {t("home.title")}
        </h1>
        <p>{t("home.intro")}</p>
        <form onSubmit={(e) => void submit(e)} className="form">
          <label>
            {t("home.name")}
            <input
              value={name}
              maxLength={32}
              required
              onChange={(e) => setName(e.target.value)}
              data-testid="name"
              autoComplete="nickname"
            />
          </label>
          <label>
            {t("home.game")}
            <select value={gameId} onChange={(e) => setGameId(e.target.value)} data-testid="game-select">
              <option value="precognition">Précognition</option>
              <option value="shipwreck-arcana">The Shipwreck Arcana</option>
              <option value="paleo">Paleo</option>
              <option value="natera">Natera: New Beginning</option>
              <option value="this-war-of-mine">This War of Mine</option>
            </select>
          </label>
          <p className="hint">
            {shipwreck
              ? t("home.aboutShipwreck")
              : isPaleo
                ? t("home.aboutPaleo")
                : isNatera
                  ? t("home.aboutNatera")
                  : isTwom
                    ? t("home.aboutTwom")
                    : t("home.aboutPrecognition")}
          </p>
          {isPaleo ? (
            <Suspense fallback={<p className="hint">…</p>}>
              <PaleoHomeOptions onChange={choosePaleo} />
            </Suspense>
          ) : isNatera ? (
            <NateraHomeOptions onChange={chooseNatera} />
          ) : shipwreck ? (
            <>
              <label>
                {t("home.difficulty")}
                <select
                  value={shipwreckDifficulty}
                  onChange={(e) => setShipwreckDifficulty(e.target.value)}
                  data-testid="difficulty"
                >
                  {SHIPWRECK_DIFFICULTIES.map((level) => (
                    <option key={level} value={level}>
                      {t(`difficulty.${level}`)} — {t(`home.judgmentStart.${level}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t("home.playersAtStart")}
                <select value={shipwreckSeats} onChange={(e) => setShipwreckSeats(Number(e.target.value))} data-testid="seats">
                  {[2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <p className="hint">{t("home.shipwreckSeats")}</p>
            </>
          ) : isTwom ? (
            <label>
              {t("home.seats")}
              <select value={seats} onChange={(e) => setSeats(Number(e.target.value))} data-testid="seats">
                {[1, 2, 3, 4, 5, 6].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <PrecognitionOptions
              mode={mode}
              setMode={setMode}
              difficulty={difficulty}
              setDifficulty={setDifficulty}
              setup={setup}
              setSetup={setSetup}
              seatCount={seatCount}
              setSeats={setSeats}
              prescients={prescients}
              setPrescients={setPrescients}
            />
          )}
          <TimerSelect seconds={timer} onChange={setTimer} />
          <button
            type="submit"
            className="primary"
            disabled={
              busy || !name.trim() || (isPaleo && (!paleo || ("modules" in paleo.options && paleo.options.modules.length < 2)))
            }
            data-testid="create"
          >
            {t("home.create")}
          </button>
          {error && <p role="alert">{error}</p>}
        </form>
      </section>
    </>
  );
}

/** Précognition's own choices: mode, difficulty (cooperative), set-up, seats and Prescients. */
function PrecognitionOptions(props: {
  mode: string;
  setMode: (mode: string) => void;
  difficulty: string;
  setDifficulty: (difficulty: string) => void;
  setup: string;
  setSetup: (setup: string) => void;
  seatCount: number;
  setSeats: (seats: number) => void;
  prescients: string;
  setPrescients: (prescients: string) => void;
}) {
  const { t } = useI18n();
  const { mode, setMode, difficulty, setDifficulty, setup, setSetup, seatCount, setSeats, prescients, setPrescients } = props;
  return (
    <>
      <label>
        {t("home.mode")}
        <select value={mode} onChange={(e) => setMode(e.target.value)} data-testid="mode">
          <option value="competitive">{t("mode.competitive")}</option>
          <option value="team">{t("mode.team")}</option>
          <option value="cooperative">{t("mode.cooperative")}</option>
        </select>
      </label>
      {mode === "cooperative" && (
        <label>
          {t("home.difficulty")}
          <select value={difficulty} onChange={(e) => setDifficulty(e.target.value)} data-testid="difficulty">
            <option value="normal">{t("difficulty.normal")}</option>
            <option value="hard">{t("difficulty.hard")}</option>
            <option value="apocalypse">{t("difficulty.apocalypse")}</option>
          </select>
        </label>
      )}
      <label>
        {t("home.setup")}
        <select value={setup} onChange={(e) => setSetup(e.target.value)} data-testid="setup">
          <option value="standard">{t("setup.standard")}</option>
          <option value="advanced">{t("setup.advanced")}</option>
        </select>
      </label>
      <label>
        {t("home.seats")}
        <select
          value={seatCount}
          disabled={mode === "team"}
          onChange={(e) => setSeats(Number(e.target.value))}
          data-testid="seats"
        >
          {[2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("home.prescients")}
        <select value={prescients} onChange={(e) => setPrescients(e.target.value)}>
          <option value="random">{t("prescients.random")}</option>
          <option value="seat-order">{t("prescients.seatOrder")}</option>
        </select>
      </label>
    </>
  );
}
