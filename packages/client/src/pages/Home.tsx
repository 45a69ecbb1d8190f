import { useState } from "react";
import { useI18n } from "../i18n/index.js";
import { createRoom } from "../net/api.js";
import { storage } from "../net/storage.js";
import { TimerSelect } from "../components/TimerSelect.js";

/** Create a private table: game, mode, set-up, difficulty, seats, timer — then share the link. */
export function Home({ navigate }: { navigate: (path: string) => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(storage.name());
  const [mode, setMode] = useState("competitive");
  const [setup, setSetup] = useState("standard");
  const [difficulty, setDifficulty] = useState("normal");
  const [prescients, setPrescients] = useState("random");
  const [seats, setSeats] = useState(4);
  const [timer, setTimer] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seatCount = mode === "team" ? 4 : seats;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      storage.setName(name.trim());
      const options: Record<string, unknown> = { mode, setup, prescients };
      if (mode === "cooperative") options.difficulty = difficulty;
      const created = await createRoom({ gameId: "precognition", seats: seatCount, options, timerSeconds: timer || null });
      storage.setHostToken(created.roomId, created.hostToken);
      navigate(`/r/${created.roomId}?seat=1`);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="home" aria-labelledby="home-title">
      <h2 id="home-title">{t("home.title")}</h2>
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
          <select value="precognition" disabled>
            <option value="precognition">Précognition</option>
          </select>
        </label>
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
        <TimerSelect seconds={timer} onChange={setTimer} />
        <button type="submit" className="primary" disabled={busy || !name.trim()} data-testid="create">
          {t("home.create")}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </section>
  );
}
