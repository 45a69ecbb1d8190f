import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/index.js";
import { content } from "./data.js";

type ModuleId = keyof typeof content.modules;

/** What the home page sends to create a Paleo table. */
export interface PaleoChoice {
  seats: number;
  options: { level: string } | { modules: string[] };
}

const CUSTOM = "custom";

/**
 * Paleo's choices on the home page (loaded with Paleo's rules, only when Paleo is chosen): the
 * number of groups (3 advised for a first game), a level or a custom set of two modules or more
 * (not balance-tested), and what each chosen module is about — the players read it before
 * the game.
 */
export function PaleoHomeOptions({ onChange }: { onChange: (choice: PaleoChoice) => void }) {
  const { t, language } = useI18n();
  const [seats, setSeats] = useState(3);
  const [level, setLevel] = useState<string>(content.levels[0]!.id);
  const [custom, setCustom] = useState<ModuleId[]>([]);
  const built = Object.keys(content.modules).sort() as ModuleId[];
  const modules = level === CUSTOM ? custom : content.levels.find((l) => l.id === level)!.modules;
  useEffect(() => {
    onChange({ seats, options: level === CUSTOM ? { modules: custom } : { level } });
  }, [seats, level, custom, onChange]);
  const moduleName = (id: ModuleId) => `${id} — ${content.modules[id]!.name[language]}`;
  return (
    <>
      <label>
        {t("pl.home.groups")}
        <select value={seats} onChange={(e) => setSeats(Number(e.target.value))} data-testid="seats">
          {[2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">{t("pl.home.groupsHint")}</p>
      <label>
        {t("pl.home.level")}
        <select value={level} onChange={(e) => setLevel(e.target.value)} data-testid="paleo-level">
          {content.levels.map((l) => (
            <option key={l.id} value={l.id}>
              {t("pl.level", { level: l.id })} — {l.modules.map((id) => content.modules[id]!.name[language]).join(" + ")}
            </option>
          ))}
          <option value={CUSTOM}>{t("pl.home.custom")}</option>
        </select>
      </label>
      {level === CUSTOM && (
        <fieldset className="pl-home-modules">
          <legend>{t("pl.home.customHint")}</legend>
          {built.map((id) => (
            <label key={id} className="check">
              <input
                type="checkbox"
                checked={custom.includes(id)}
                onChange={(e) => setCustom(e.target.checked ? [...custom, id].sort() : custom.filter((other) => other !== id))}
                data-testid={`paleo-module-${id}`}
              />
              {moduleName(id)}
            </label>
          ))}
        </fieldset>
      )}
      {modules.length > 0 && (
        <ul className="pl-home-about" aria-label={t("pl.home.about")}>
          {modules.map((id) => (
            <li key={id}>
              <strong>{moduleName(id)}</strong> {content.modules[id]!.about[language]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
