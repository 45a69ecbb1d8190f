import type { Translate, Language } from "../../i18n/index.js";
import { cardOf, tileName, type PublicView } from "./data.js";

export interface LogLine {
  id: number;
  text: string;
}

/** The game log in words, derived from consecutive public views (no hidden data is in them). */
export function describeChange(
  prev: PublicView | null,
  next: PublicView,
  names: string[],
  t: Translate,
  language: Language,
): string[] {
  const lines: string[] = [];
  if (!prev) return lines;
  const name = (seat: number) => names[seat] || t("seat.n", { n: seat + 1 });
  if (next.turn !== prev.turn && next.turn > 0) lines.push(t("log.turn", { turn: next.turn, season: next.season }));
  next.boats.forEach((boat, seat) => {
    const before = prev.boats[seat];
    if (!before) return;
    if (boat.prescient && !before.prescient) lines.push(t("log.prescient", { name: name(seat), prescient: boat.prescient }));
    if (boat.keepSlot && !before.keepSlot && boat.giveSlot) {
      lines.push(
        t("log.revealed", {
          name: name(seat),
          keep: cardOf(boat.keepSlot).name[language],
          given: cardOf(boat.giveSlot).name[language],
        }),
      );
    }
    const activated = boat.action?.activated ?? [];
    if (activated.length > 0 && (before.action?.activated.length ?? 0) === 0) {
      lines.push(t(activated.length === 2 ? "log.activatedBoth" : "log.activatedOne", { name: name(seat) }));
    }
    const triggered = boat.action?.triggered.length ?? 0;
    if (triggered > (before.action?.triggered.length ?? 0)) lines.push(t("log.machines", { name: name(seat), n: triggered }));
    if (boat.plague > before.plague) lines.push(t("log.plague", { name: name(seat), n: boat.plague }));
    const lost = before.healthy + before.contaminated - (boat.healthy + boat.contaminated);
    if (lost > 0 && next.phase !== "action") lines.push(t("log.lost", { name: name(seat), n: lost }));
  });
  if (next.river.revealed.length > prev.river.revealed.length) {
    const id = next.river.revealed[next.river.revealed.length - 1] as string;
    lines.push(t("log.river", { name: tileName(id, language) }));
  }
  for (const seat of next.river.ignoredBy)
    if (!prev.river.ignoredBy.includes(seat)) lines.push(t("log.ignored", { name: name(seat) }));
  next.objectives.forEach((season, i) => {
    const before = prev.objectives[i];
    if (before && season.revealed.length > before.revealed.length)
      lines.push(t("log.objectives", { n: season.revealed.length - before.revealed.length, season: season.season }));
    if (before && season.revealed.filter((o) => o.attenuated).length > before.revealed.filter((o) => o.attenuated).length)
      lines.push(t("log.attenuated"));
  });
  if (next.phase === "over" && prev.phase !== "over") lines.push(t("log.over"));
  return lines;
}
