import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import {
  CARD_TYPES,
  content,
  locationOf,
  nameOf,
  type AchievementSpot,
  type CardType,
  type LogEntry,
  type Zone,
} from "./data.js";
import { achievementText, describeResources, locationTitle, typeName, zoneName } from "./describe.js";

/**
 * Natera's log in words. Entries name tribes by seat and cards, locations and spots by id;
 * `who(seat)` gives a tribe's name at the table; `spots` says which condition a tile's face shows;
 * `tableSize` (the number of tribes) says what the season-1 first player's bonus was.
 */
export function describeEntry(
  entry: LogEntry,
  who: (seat: number) => string,
  spots: readonly AchievementSpot[],
  t: Translate,
  language: Language,
  tableSize: number,
): string {
  const name = entry.seat === null ? "" : who(entry.seat);
  const ref = entry.ref ?? "";
  const place = () => {
    const l = locationOf(ref);
    return l ? locationTitle(l, t) : ref;
  };
  const deck = entry.deck ? t(`na.deck.${entry.deck}` as MessageKey) : "";
  switch (entry.what) {
    case "deploy-leader":
      return t("na.log.deployLeader", { name, place: place() });
    case "deploy-explorer":
      return t("na.log.deployExplorer", { name, place: place() });
    case "play":
      return t("na.log.play", { name, card: nameOf(ref, language) });
    // No ref: an older log, or the specialist has gone back into the deck (the view drops its name).
    case "hire":
      return ref ? t("na.log.hireNamed", { name, specialist: nameOf(ref, language) }) : t("na.log.hire", { name });
    case "ability":
      return ref ? t("na.log.abilityNamed", { name, source: nameOf(ref, language) }) : t("na.log.ability", { name });
    case "colony":
      return t("na.log.colony", { name, place: place() });
    case "colonyMoved":
      return t("na.log.colonyMoved", { name, place: place() });
    case "copy":
      return t("na.log.copy", { name, place: place() });
    case "achievement": {
      const condition = spots.find((s) => s.id === ref)?.condition;
      const text = ref.startsWith("track-")
        ? t("na.ach.track", { zone: zoneName(ref.slice(6) as Zone, t) })
        : condition
          ? achievementText(condition, t)
          : ref;
      return t("na.log.achievement", { name, what: text });
    }
    case "discTaken":
      return t("na.log.discTaken", { name, zone: zoneName(ref as Zone, t) });
    case "discReturned":
      return t("na.log.discReturned", { name, zone: zoneName(ref as Zone, t) });
    case "revealed":
      return t("na.log.revealed", { place: place() });
    case "draw":
      return t("na.log.draw", { name, deck });
    case "drawLost":
      return t("na.log.drawLost", { name });
    case "growth":
      return t("na.log.growth", { name });
    case "growthLost":
      return t("na.log.growthLost", { name });
    case "authorityLost":
      return t("na.log.authorityLost", { name });
    case "peek":
      return t("na.log.peek", { name, deck });
    case "returned":
      return t("na.log.returned", { name });
    case "searchFound":
    case "searchFailed":
      return t(entry.what === "searchFound" ? "na.log.searchFound" : "na.log.searchFailed", {
        name,
        type: (CARD_TYPES as readonly string[]).includes(ref) ? typeName(ref as CardType, t) : ref,
        n: entry.n ?? 0,
      });
    case "setupRevealed":
      return t("na.log.setupRevealed");
    case "firstPlayerBonus":
      return t("na.log.firstPlayerBonus", { name, what: describeResources(content.firstPlayerBonus[tableSize] ?? {}, t) });
    case "guardPass":
      return t("na.log.guardPass", { name });
    case "pass":
      return t("na.log.pass", { name });
    case "bonus":
      return t("na.log.bonus", { name });
    case "gain":
      return t("na.log.gain", { name, what: describeResources(entry.res ?? {}, t) });
    case "pay":
      return t("na.log.pay", { name, what: describeResources(entry.res ?? {}, t) });
    case "season":
      return t("na.log.season", { n: entry.n ?? 0 });
    case "rest":
      return t("na.log.rest", { n: entry.n ?? 0 });
    default:
      return t("na.log.other", { name });
  }
}
