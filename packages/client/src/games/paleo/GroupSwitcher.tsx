import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { groupName } from "./data.js";

/** For one person leading two groups from this browser: which group the controls are for. */
export function GroupSwitcher({
  held,
  controlled,
  seats,
  needsYou,
  onSwitch,
}: {
  held: number[];
  controlled: number | null;
  seats: SeatInfo[];
  /** Held seats with something to decide now. */
  needsYou: number[];
  onSwitch: (seat: number) => void;
}) {
  const { t } = useI18n();
  if (held.length < 2) return null;
  return (
    <nav className="pl-switcher" aria-label={t("pl.switcher")}>
      <span>{t("pl.switcher")}</span>
      {held.map((seat) => (
        <button
          key={seat}
          type="button"
          aria-pressed={seat === controlled}
          onClick={() => onSwitch(seat)}
          data-testid={`switch-group-${seat}`}
        >
          {groupName(seats, seat, t)}
          {needsYou.includes(seat) && <span className="tag tag-wait pl-needs-you">{t("pl.needsYou")}</span>}
        </button>
      ))}
    </nav>
  );
}
