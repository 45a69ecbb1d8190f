import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import { characterName, eventCard, local, locationCard, narrativeCard, visitorCard, type LogEntry } from "./data.js";
import { actionText, itemName, itemsText, phaseName, stateName } from "./describe.js";
import type { PublicView } from "./data.js";

const SCAVENGING = new Set([
  "location",
  "draw",
  "special",
  "hide",
  "end",
  "encounter",
  "finds",
  "choose",
  "carried",
  "ability",
  "listen",
  "swap",
  "person-home",
  "person-left",
  "encounter-ignored",
  "rest-dropped",
]);
const RAID: Record<string, string> = {
  card: "card",
  "no-guard": "noGuard",
  cancelled: "cancelled",
  lost: "lost",
  ignored: "ignored",
  crime: "crime",
};

/** Rolls the log names, by the first part of `what`, and their sentence. */
const ROLLS: Record<string, string> = {
  rummage: "rummage",
  thirst: "thirst",
  knock: "knock",
  "locked-door": "lockedDoor",
  sniper: "sniper",
  stash: "stash",
  empathy: "empathy",
};

/** One line of the campaign's log in words (entries name characters, cards and places by id). */
export function describeEntry(
  entry: LogEntry,
  view: PublicView,
  who: (seat: number) => string,
  t: Translate,
  language: Language,
): string {
  switch (entry.kind) {
    case "setup":
      return t("tw.log.setup", { names: entry.characters.map(characterName).join(", ") });
    case "phase":
      return t("tw.log.phase", { day: entry.day, phase: phaseName(entry.phase, t) });
    case "leader":
      return t("tw.log.leader", { name: who(entry.seat) });
    case "event": {
      let name = entry.card;
      try {
        name = local(eventCard(entry.card).name, language);
      } catch {
        // an Event of a later content slice: its id stands
      }
      return entry.cold > 0 ? t("tw.log.event", { card: name, cold: entry.cold }) : t("tw.log.eventNoCold", { card: name });
    }
    case "chapter":
      return t("tw.log.chapter", { n: entry.chapter });
    case "objective":
      return t("tw.log.objective", { n: entry.marker });
    case "script":
      return t("tw.log.script", { entry: entry.entry });
    case "step":
      // A step confirmed with nobody acting says so (it read "Step 1: .").
      if (entry.actions.length === 0) return t("tw.log.stepEmpty", { n: entry.step });
      return t("tw.log.step", {
        n: entry.step,
        actions: entry.actions
          .map((a) => `${characterName(a.character)} — ${actionText(view, a.action, t, language)}`)
          .join(language === "fr" ? " ; " : "; "),
      });
    case "roll": {
      // What the die was rolled for, where the rules say (a recap line "Black die: 1." told nothing).
      const why = ROLLS[entry.what.split(":")[0]!];
      const name = entry.character ? characterName(entry.character) : "";
      if (why) return t(`tw.log.rollWhy.${why}` as MessageKey, { name, face: entry.face });
      return entry.character
        ? t("tw.log.rollFor", { name, what: entry.what, face: entry.face })
        : t("tw.log.roll", { what: entry.what, face: entry.face });
    }
    case "gain":
      return entry.character
        ? t("tw.log.gainFor", { name: characterName(entry.character), items: itemsText(entry.items, t) })
        : t("tw.log.gain", { items: itemsText(entry.items, t) });
    case "state":
      return t("tw.log.state", {
        name: characterName(entry.character),
        state: stateName(entry.state, t),
        from: entry.from,
        to: entry.to,
      });
    case "dusk": {
      const ate = Object.entries(entry.ate).flatMap(([id, food]) =>
        Object.values(food ?? {}).some((n) => (n ?? 0) > 0) ? [characterName(id)] : [],
      );
      return t("tw.log.duskLine", {
        drank:
          entry.drank.length > 0
            ? t("tw.log.drank", { n: entry.drank.length, names: entry.drank.map(characterName).join(", ") })
            : t("tw.log.drankNobody"),
        ate: ate.length > 0 ? t("tw.log.ate", { n: ate.length, names: ate.join(", ") }) : t("tw.log.ateNobody"),
      });
    }
    case "night":
      return t("tw.log.night");
    case "fate":
      return t("tw.log.fate");
    case "narrative":
      return entry.played
        ? t("tw.log.narrativePlayed", { card: local(narrativeCard(entry.played).name, language) })
        : t("tw.log.narrative");
    case "deathHasStruck":
      return t("tw.log.death", { face: entry.face });
    case "lost":
      return t(entry.how === "died" ? "tw.log.died" : "tw.log.left", { name: characterName(entry.character) });
    case "joined":
      return t("tw.log.joined", { name: characterName(entry.character) });
    case "anytime":
      return entry.what === "break"
        ? t("tw.log.break", { item: itemName(entry.item, t) })
        : t("tw.log.anytime", { name: entry.character ? characterName(entry.character) : "—", item: itemName(entry.item, t) });
    case "end":
      return entry.reason === "CONCEDED" ? t("tw.log.endConceded") : t("tw.log.end");
    case "concession":
      return entry.seat === null
        ? t(`tw.log.concession.${entry.what}` as MessageKey)
        : t(`tw.log.concession.${entry.what}` as MessageKey, { name: who(entry.seat) });
    case "combat":
      return t(`tw.log.combat.${entry.what}` as MessageKey);
    case "scavenging": {
      if (entry.what === "location")
        return t("tw.log.scavenging", {
          what: t("tw.log.scav.location", { place: local(locationCard(entry.detail).name, language) }),
        });
      const key = SCAVENGING.has(entry.what) ? entry.what : "other";
      return t("tw.log.scavenging", { what: t(`tw.log.scav.${key}` as MessageKey) });
    }
    case "raid":
      return t("tw.log.raid", { what: t(`tw.log.raid.${RAID[entry.what] ?? "other"}` as MessageKey) });
    case "trade":
      return t("tw.log.trade");
    case "seam":
      return t("tw.log.seam");
    case "epilogue":
      return t("tw.log.epilogue", { name: characterName(entry.character), state: stateName(entry.state, t) });
    case "asleep":
      return t(entry.after === "guard" ? "tw.log.asleep.guard" : "tw.log.asleep.scavenging", {
        name: characterName(entry.character),
      });
    case "visitor": {
      const name = local(visitorCard(entry.card).name, language);
      return t(entry.came ? "tw.log.visitor" : "tw.log.visitorAway", { card: name });
    }
  }
  return t("tw.log.other");
}
