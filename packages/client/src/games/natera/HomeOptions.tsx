import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/index.js";

/** What the home page sends to create a Natera table (natera's optionsSchema: draft, nuclear, achievements). */
export interface NateraChoice {
  seats: number;
  options: { draft: boolean; nuclear: boolean; achievements: AchievementTiles };
}

/** Random tiles, or one of the four numbered sets (A.1 … E.1 to A.4 … E.4). */
const SETS = ["set1", "set2", "set3", "set4"] as const;
type AchievementTiles = "random" | (typeof SETS)[number];

/**
 * Natera's choices on the home page: 2 to 4 tribes, the draft variant (off by default; the
 * rulebook recommends it once the game is known), the Nuclear Discovery mini-expansion (on by
 * default) and the achievement tiles (random, or one of the four numbered sets). No rules are loaded for it.
 */
export function NateraHomeOptions({ onChange }: { onChange: (choice: NateraChoice) => void }) {
  const { t } = useI18n();
  const [seats, setSeats] = useState(3);
  const [draft, setDraft] = useState(false);
  const [nuclear, setNuclear] = useState(true);
  const [achievements, setAchievements] = useState<AchievementTiles>("random");
  useEffect(
    () => onChange({ seats, options: { draft, nuclear, achievements } }),
    [seats, draft, nuclear, achievements, onChange],
  );
  return (
    <>
      <label>
        {t("na.home.tribes")}
        <select value={seats} onChange={(e) => setSeats(Number(e.target.value))} data-testid="seats">
          {[2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={draft} onChange={(e) => setDraft(e.target.checked)} data-testid="natera-draft" />
        {t("na.home.draft")}
      </label>
      <label className="check">
        <input type="checkbox" checked={nuclear} onChange={(e) => setNuclear(e.target.checked)} data-testid="natera-nuclear" />
        {t("na.home.nuclear")}
      </label>
      <label>
        {t("na.home.achievements")}
        <select
          value={achievements}
          onChange={(e) => setAchievements(e.target.value as AchievementTiles)}
          data-testid="natera-achievements"
        >
          <option value="random">{t("na.home.achievementsRandom")}</option>
          {SETS.map((set, i) => (
            <option key={set} value={set}>
              {t("na.home.achievementsSet", { n: i + 1 })}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">{t("na.home.hint")}</p>
    </>
  );
}
