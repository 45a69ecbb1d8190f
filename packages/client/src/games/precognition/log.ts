import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import { cardName, prescientName, tileName, type PublicView } from "./data.js";

/**
 * A log parameter kept as data, put in words only when shown: a player by seat, a card, a River
 * tile or a Prescient by id, or a plain number. A line written before a language switch is read
 * in the new language.
 */
export type LogParam = number | { seat: number } | { card: string } | { tile: string } | { prescient: string };

/** One line of the game log: a message key and its parameters. `id` grows by one per line. */
export interface LogEntry {
  id: number;
  key: MessageKey;
  params?: Record<string, LogParam>;
}

export type LogLine = Omit<LogEntry, "id">;

/** The game log as data, derived from consecutive public views (no hidden data is in them). */
export function describeChange(prev: PublicView | null, next: PublicView): LogLine[] {
  const lines: LogLine[] = [];
  if (!prev) return lines;
  const line = (key: MessageKey, params?: Record<string, LogParam>) => lines.push(params ? { key, params } : { key });
  if (next.turn !== prev.turn && next.turn > 0) line("log.turn", { turn: next.turn, season: next.season });
  next.boats.forEach((boat, seat) => {
    const before = prev.boats[seat];
    if (!before) return;
    const name = { seat };
    if (boat.prescient && !before.prescient) line("log.prescient", { name, prescient: { prescient: boat.prescient } });
    if (boat.keepSlot && !before.keepSlot && boat.giveSlot)
      line("log.revealed", { name, keep: { card: boat.keepSlot }, given: { card: boat.giveSlot } });
    const activated = boat.action?.activated ?? [];
    if (activated.length > 0 && (before.action?.activated.length ?? 0) === 0)
      line(activated.length === 2 ? "log.activatedBoth" : "log.activatedOne", { name });
    const triggered = boat.action?.triggered.length ?? 0;
    if (triggered > (before.action?.triggered.length ?? 0)) line("log.machines", { name, n: triggered });
    if (boat.plague > before.plague) line("log.plague", { name, n: boat.plague });
    const lost = before.healthy + before.contaminated - (boat.healthy + boat.contaminated);
    if (lost > 0 && next.phase !== "action") line("log.lost", { name, n: lost });
  });
  if (next.river.revealed.length > prev.river.revealed.length) {
    const id = next.river.revealed[next.river.revealed.length - 1] as string;
    line("log.river", { name: { tile: id } });
  }
  for (const seat of next.river.ignoredBy) if (!prev.river.ignoredBy.includes(seat)) line("log.ignored", { name: { seat } });
  next.objectives.forEach((season, i) => {
    const before = prev.objectives[i];
    if (before && season.revealed.length > before.revealed.length)
      line("log.objectives", { n: season.revealed.length - before.revealed.length, season: season.season });
    if (before && season.revealed.filter((o) => o.attenuated).length > before.revealed.filter((o) => o.attenuated).length)
      line("log.attenuated");
  });
  if (next.phase === "over" && prev.phase !== "over") line("log.over");
  return lines;
}

/** A log line in the reader's language; players are named as they are now ("Seat n" for a seat without a name). */
export function logText(entry: LogLine, names: string[], t: Translate, language: Language): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(entry.params ?? {})) {
    if (typeof value === "number") params[key] = value;
    else if ("seat" in value) params[key] = names[value.seat] || t("seat.n", { n: value.seat + 1 });
    else if ("card" in value) params[key] = cardName(value.card, language);
    else if ("tile" in value) params[key] = tileName(value.tile, language);
    else params[key] = prescientName(value.prescient);
  }
  return t(entry.key, params);
}
