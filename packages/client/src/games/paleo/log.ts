import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import { actionTitle, tokenName } from "./describe.js";
import { cardByKey, toolName, type LogEntry } from "./data.js";

/**
 * Paleo's log in words. Entries name cards by key and groups by seat; `group(seat)` gives a
 * group's name at the table.
 */
export function describeEntry(entry: LogEntry, group: (seat: number) => string, t: Translate, language: Language): string {
  const card = (key: string) => cardByKey(key)?.name[language] ?? key;
  switch (entry.kind) {
    case "day":
      return t("pl.log.day", { day: entry.day });
    case "deal":
      return t("pl.log.deal", { group: group(entry.start), counts: entry.counts.join(" / ") });
    case "reveal": {
      const shown = entry.cards.flatMap((key, seat) =>
        key ? [t("pl.log.revealOne", { group: group(seat), card: card(key) })] : [],
      );
      return t("pl.log.reveal", { cards: shown.join(" · ") || "—" });
    }
    case "sleepEarly":
      return t("pl.log.sleepEarly", { group: group(entry.seat), n: entry.cards });
    case "asleep":
      return t("pl.log.asleep", { group: group(entry.seat) });
    case "action": {
      const found = cardByKey(entry.card)?.[entry.list]?.[entry.action];
      const action = found ? actionTitle(found, entry.action, t, language) : String(entry.action + 1);
      const base = {
        group: group(entry.seat),
        card: card(entry.card),
        action,
        helpers: entry.helpers.map(group).join(", "),
      };
      if (entry.list === "night") return t("pl.log.night", base);
      const key = entry.helpers.length > 0 ? "pl.log.actionHelped" : "pl.log.action";
      return t(key, base);
    }
    case "failed":
      return t("pl.log.failed", { group: group(entry.seat), card: card(entry.card) });
    case "ignore":
      return t(`pl.log.ignore.${entry.by}` as MessageKey, { group: group(entry.seat), card: card(entry.card) });
    case "place":
      return t("pl.log.place", { group: group(entry.seat), card: card(entry.card) });
    case "discard":
      return t("pl.log.discard", {
        group: group(entry.seat),
        n: entry.backs.length,
        red: entry.backs.filter((b) => b === "red").length,
      });
    case "wound":
      return entry.cancelled > 0
        ? t("pl.log.woundCancelled", { who: card(entry.card), group: group(entry.group), n: entry.n, cancelled: entry.cancelled })
        : t("pl.log.wound", { who: card(entry.card), group: group(entry.group), n: entry.n });
    case "death":
      return t("pl.log.death", { who: card(entry.card), group: group(entry.group) });
    case "replacement":
      return entry.card
        ? t("pl.log.replacement", { who: card(entry.card), group: group(entry.group) })
        : t("pl.log.noReplacement", { group: group(entry.group) });
    case "skull":
      return t("pl.log.skull", { n: entry.total });
    case "removeSkull":
      return t("pl.log.removeSkull", { n: entry.total });
    case "fresco":
      return t("pl.log.fresco", { n: entry.total });
    case "gain": {
      const what = ["food", "wood", "stone"].includes(entry.what)
        ? t(`pl.res.${entry.what}` as MessageKey)
        : toolName(entry.what, language);
      return entry.seat === null
        ? t("pl.log.gainDepot", { n: entry.n, what })
        : t("pl.log.gain", { group: group(entry.seat), n: entry.n, what });
    }
    case "character":
      return t("pl.log.character", { who: card(entry.card), group: group(entry.seat) });
    case "dream":
      return t("pl.log.dream", { group: group(entry.seat) });
    case "idea":
      return entry.replaced
        ? t("pl.log.ideaReplaced", { idea: card(entry.card), old: card(entry.replaced) })
        : t("pl.log.idea", { idea: card(entry.card) });
    case "craft":
      return t("pl.log.craft", { group: group(entry.seat), tool: toolName(entry.tool, language) });
    case "secret":
      return t("pl.log.secret", { group: group(entry.seat), card: card(entry.card) });
    case "root":
      return t("pl.log.root", { group: group(entry.seat), n: entry.healed });
    case "store":
      return t("pl.log.store", { what: tokenName(entry.token, t, language), card: card(entry.card) });
    case "boost":
      return t("pl.log.boost", { group: group(entry.seat), tool: toolName(entry.tool, language) });
    case "night":
      return t("pl.log.nightFalls", { day: entry.day });
    case "feed":
      return entry.starving > 0
        ? t("pl.log.feedStarving", { fed: entry.fed, starving: entry.starving })
        : t("pl.log.feed", { fed: entry.fed });
    case "end":
      return entry.won ? t("pl.log.won") : t("pl.log.lost");
  }
}
