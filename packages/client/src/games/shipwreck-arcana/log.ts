import type { Language, Translate } from "../../i18n/index.js";
import { answerWord, arcanaById, cardName, describeQuestion, sameJson, type LogEntry } from "./data.js";

/**
 * A place in the log, for "since your last move": the view carries only the log's latest lines,
 * so a place is known by the lines just before it (a turn's lines name the turn and the seat,
 * so a run of them is found once).
 */
const MARK_LINES = 8;
export const logMark = (log: LogEntry[]): string => JSON.stringify(log.slice(-MARK_LINES));

/** The index in `log` of the first line after `mark`; 0 when the marked lines have left the view. */
export function sinceMark(log: LogEntry[], mark: string): number {
  let before: LogEntry[];
  try {
    before = JSON.parse(mark) as LogEntry[];
  } catch {
    return log.length;
  }
  if (!Array.isArray(before) || before.length === 0) return 0;
  const endsAt = (end: number, lines: LogEntry[]) => lines.every((line, i) => sameJson(log[end - lines.length + i], line));
  for (let end = log.length; end >= before.length; end--) if (endsAt(end, before)) return end;
  // The oldest of the marked lines may have been cut from the view: the rest still open it.
  for (let k = Math.min(before.length - 1, log.length); k > 0; k--) if (endsAt(k, before.slice(-k))) return k;
  return 0;
}

/** A log entry in words. `name(seat)` gives the player's name; entries hold no hidden data. */
export function describeEntry(entry: LogEntry, name: (seat: number) => string, t: Translate, language: Language): string {
  switch (entry.kind) {
    case "turn":
      return t("sw.log.turn", { turn: entry.turn, name: name(entry.seat) });
    case "draw":
      return t("sw.log.draw", { name: name(entry.seat), n: entry.count });
    case "place":
      return t(entry.viaHours ? "sw.log.placeHours" : "sw.log.place", {
        name: name(entry.seat),
        value: entry.value,
        card: cardName(entry.card, language),
      });
    case "power": {
      const who = entry.seat === null ? t("sw.theGroup") : name(entry.seat);
      const kind = arcanaById(entry.card).power.kind;
      const effect = kind.startsWith("ask") ? "ask" : kind;
      return t("sw.log.power", {
        who,
        card: cardName(entry.card, language),
        effect: t(`sw.effect.${effect}` as Parameters<Translate>[0], { value: entry.value ?? "?", slot: entry.slot ?? "?" }),
      });
    }
    case "answer":
      return t("sw.log.answer", {
        card: cardName(entry.card, language),
        question: describeQuestion(entry.question, language),
        answer: answerWord(entry.yes, language),
      });
    case "confess":
      return t("sw.log.confess", { card: cardName(entry.card, language), n: entry.odd });
    case "predict":
      return t(entry.correct ? "sw.log.predictRight" : "sw.log.predictWrong", { value: entry.value });
    case "pass":
      return t("sw.log.pass");
    case "reveal":
      return t("sw.log.reveal", { name: name(entry.seat), value: entry.value });
    case "wither":
      return entry.judgment > 0
        ? t("sw.log.wither", { card: cardName(entry.card, language), n: entry.judgment })
        : t("sw.log.witherSpared", { card: cardName(entry.card, language) });
    case "score":
      return t("sw.log.score", { score: entry.score, judgment: entry.judgment });
    case "join":
      return t("sw.log.join", { name: name(entry.seat) });
    case "leave":
      return entry.discarded > 0
        ? t("sw.log.leaveDiscard", { name: name(entry.seat), n: entry.discarded })
        : t("sw.log.leave", { name: name(entry.seat) });
    case "end":
      return entry.won ? t("sw.log.won") : t("sw.log.lost");
  }
}
