import { useI18n } from "../i18n/index.js";

const CHOICES = [0, 30, 60, 120, 300];

/** The decision timer choice, in seconds (0 = no timer), for the home form and the lobby. */
export function TimerSelect({ seconds, onChange }: { seconds: number; onChange: (seconds: number) => void }) {
  const { t } = useI18n();
  return (
    <label className="timer-select">
      <span className="timer-select-text">{t("lobby.timer")}</span>
      <select value={seconds} onChange={(e) => onChange(Number(e.target.value))}>
        {CHOICES.map((s) => (
          <option key={s} value={s}>
            {s === 0 ? t("lobby.timerOff") : t("lobby.seconds", { n: s })}
          </option>
        ))}
      </select>
    </label>
  );
}
