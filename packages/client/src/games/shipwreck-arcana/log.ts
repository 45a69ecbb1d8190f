import type { Language, Translate } from "../../i18n/index.js";
import { answerWord, arcanaById, cardName, describeQuestion, type LogEntry } from "./data.js";

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
