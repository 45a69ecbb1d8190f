import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import { describeEffect, describeRequirement } from "./describe.js";
import {
  cardName,
  COOP_TARGET,
  machineOf,
  objectiveOf,
  prescientName,
  roomOf,
  tileName,
  type BoatChange,
  type LogEntry,
  type Pool,
  type PublicView,
} from "./data.js";

/** What the words of an entry need: the reader's language, the players' names, and the table (rooms, mode, final boats). */
export interface LogReader {
  t: Translate;
  language: Language;
  /** A seat's player as named at the table now. */
  name: (seat: number) => string;
  view: PublicView;
}

/** Things counted in the log, each with a singular and a plural message (`pc.n.<thing>.one|other`). */
type Countable =
  "card" | "food" | "human" | "healthy" | "contaminated" | "battery" | "ymune" | "doctor" | "protector" | "heal" | "healed";

const pluralRules = new Map<Language, Intl.PluralRules>();
const listFormats = new Map<Language, Intl.ListFormat>();

function pluralOf(language: Language, n: number): "one" | "other" {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(n) === "one" ? "one" : "other";
}

/** "A, B and C" / "A, B et C". */
function listOf(language: Language, items: string[]): string {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: "conjunction" })));
  return format.format(items);
}

/** Header entries (the set-up, a turn, Maintenance, the end) open a part of the game and are styled apart. */
export function entryClass(entry: LogEntry): string {
  const header = entry.kind === "begin" || entry.kind === "turn" || entry.kind === "maintenance" || entry.kind === "end";
  return `${header ? "log-header " : ""}pc-log-${entry.kind}`;
}

/** Précognition's log in words: cards, tiles and rooms by their names in the reader's language, amounts with their plurals. */
export function describeEntry(entry: LogEntry, reader: LogReader): string {
  const { t, language, name, view } = reader;
  const count = (what: Countable, n: number) => t(`pc.n.${what}.${pluralOf(language, n)}` as MessageKey, { n });
  const cards = (ids: string[]) =>
    listOf(
      language,
      ids.map((id) => cardName(id, language)),
    );
  // Objectives read "One player: 3 Food", so a list of them is cut by semicolons (spaced in French).
  const separator = language === "fr" ? " ; " : "; ";
  const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
  const gains = (pool: Pool) => {
    const parts = (["food", "human", "battery", "ymune", "doctor", "protector"] as const)
      .filter((resource) => pool[resource] > 0)
      .map((resource) => `+${count(resource, pool[resource])}`);
    if (pool.heal > 0) parts.push(count("heal", pool.heal));
    return parts.length > 0 ? parts.join(", ") : t("pc.log.nothing");
  };
  const change = (delta: BoatChange) => {
    const parts = (
      [
        ["food", "food"],
        ["healthy", "healthy"],
        ["contaminated", "contaminated"],
        ["doctors", "doctor"],
        ["protectors", "protector"],
      ] as const
    )
      .filter(([field]) => (delta[field] ?? 0) !== 0)
      .map(([field, what]) => {
        const n = delta[field] ?? 0;
        return `${n < 0 ? "−" : "+"}${count(what, Math.abs(n))}`;
      });
    if (delta.plague) parts.push(t("pc.log.plagueDelta", { delta: signed(delta.plague) }));
    return parts.join(", ");
  };
  const humans = (healthy: number, contaminated: number) =>
    listOf(language, [
      ...(healthy > 0 ? [count("healthy", healthy)] : []),
      ...(contaminated > 0 ? [count("contaminated", contaminated)] : []),
    ]);
  const machine = (seat: number, index: number) => {
    const room = view.boats[seat]?.rooms[Math.floor(index / 3)];
    if (!room) return String(index + 1);
    const label =
      room.face === "advanced" ? roomOf(room.id).name[language] : t("room.standard", { n: Math.floor(index / 3) + 1 });
    return `${label} (${describeEffect(t, machineOf([room.id], index % 3, room.face).effect)})`;
  };
  const objective = (id: string, attenuated = false) => {
    const o = objectiveOf(id);
    return t("objectives.line", {
      scope: t(o.scope === "one" ? "objectives.one" : "objectives.each"),
      requirement: describeRequirement(t, attenuated ? o.attenuated : o.full),
    });
  };

  switch (entry.kind) {
    case "begin":
      return t("pc.log.begin");
    case "prescient":
      return t("pc.log.prescient", { name: name(entry.seat), prescient: prescientName(entry.prescient) });
    case "deal":
      return entry.rooms
        ? t("pc.log.dealAdvanced", {
            name: name(entry.seat),
            rooms: listOf(
              language,
              entry.rooms.map((id) => roomOf(id).name[language]),
            ),
            cards: cards(entry.passed),
            to: name(entry.to),
          })
        : t("pc.log.deal", { name: name(entry.seat), cards: cards(entry.passed), to: name(entry.to) });
    case "turn":
      return entry.drawn > 0
        ? t("pc.log.turn", { turn: entry.turn, season: entry.season, cards: count("card", entry.drawn) })
        : t("pc.log.turnNoDraw", { turn: entry.turn, season: entry.season });
    case "reveal": {
      const base = {
        name: name(entry.seat),
        keep: cardName(entry.keep, language),
        give: cardName(entry.give, language),
        givenTo: name(entry.givenTo),
      };
      return entry.passed.length > 0
        ? t("pc.log.reveal", { ...base, passed: cards(entry.passed), passedTo: name(entry.passedTo) })
        : t("pc.log.revealLast", base);
    }
    case "activate": {
      const base = { name: name(entry.seat), cards: cards(entry.cards), gains: gains(entry.gains) };
      if (entry.cards.length === 1) return t("pc.log.activateOne", base);
      return entry.contaminated > 0
        ? t("pc.log.activateBoth", { ...base, humans: count("healthy", entry.contaminated) })
        : t("pc.log.activateBothFree", base);
    }
    case "machines":
      return t("pc.log.machines", {
        name: name(entry.seat),
        machines: listOf(
          language,
          entry.machines.map((m) => machine(entry.seat, m)),
        ),
      });
    case "ymune":
      return t(entry.as === "doctor" ? "pc.log.ymuneDoctor" : "pc.log.ymuneProtector", { name: name(entry.seat) });
    case "battery": {
      const slots = view.boats[entry.seat]?.rooms[Math.floor(entry.machine / 3)]?.machines[entry.machine % 3]?.slots ?? 0;
      const params = { name: name(entry.seat), machine: machine(entry.seat, entry.machine), n: entry.batteries, slots };
      return entry.batteries >= slots ? t("pc.log.batteryPowered", params) : t("pc.log.battery", params);
    }
    case "batteriesLost":
      return t("pc.log.batteriesLost", { name: name(entry.seat), batteries: count("battery", entry.n) });
    case "decline":
      return entry.resource === "heal"
        ? t("pc.log.declineHeal", { name: name(entry.seat) })
        : t("pc.log.decline", { name: name(entry.seat), what: count(entry.resource, 1) });
    case "collect": {
      const parts = [
        ...(entry.food > 0 ? [count("food", entry.food)] : []),
        ...(entry.humans > 0 ? [count("contaminated", entry.humans)] : []),
        ...(entry.doctors > 0 ? [count("doctor", entry.doctors)] : []),
        ...(entry.protectors > 0 ? [count("protector", entry.protectors)] : []),
        ...(entry.healed > 0 ? [count("healed", entry.healed)] : []),
      ];
      return t("pc.log.collect", { name: name(entry.seat), what: listOf(language, parts) });
    }
    case "objective":
      return t("pc.log.objective", {
        name: name(entry.seat),
        humans: count("healthy", entry.contaminated),
        objective: objective(entry.objective),
      });
    case "attenuate":
      return t("pc.log.attenuate", {
        name: name(entry.seat),
        cost: listOf(language, [
          ...(entry.food > 0 ? [count("food", entry.food)] : []),
          ...(entry.humans > 0 ? [count("human", entry.humans)] : []),
        ]),
        full: objective(entry.objective),
        attenuated: objective(entry.objective, true),
      });
    case "maintenance":
      return t("pc.log.maintenance");
    case "plague":
      return t("pc.log.plague", { name: name(entry.seat), rise: entry.rise, level: entry.level });
    case "plagueLoss": {
      const params = {
        name: name(entry.seat),
        protectors: count("protector", entry.protectors),
        level: entry.level,
        humans: humans(entry.healthy, entry.contaminated),
      };
      const lost = entry.healthy + entry.contaminated > 0;
      if (entry.protectors === 0) return t("pc.log.plagueLoss", params);
      return lost ? t("pc.log.plagueProtectedLoss", params) : t("pc.log.plagueProtected", params);
    }
    case "heal":
      return t("pc.log.heal", { name: name(entry.seat), humans: count("human", entry.n) });
    case "river":
      return t("pc.log.river", { tile: tileName(entry.tile, language) });
    case "riverApplied": {
      const changes = change(entry.change);
      return changes
        ? t("pc.log.riverApplied", { name: name(entry.seat), changes })
        : t("pc.log.riverNoChange", { name: name(entry.seat) });
    }
    case "riverIgnored":
      return t("pc.log.riverIgnored", { name: name(entry.seat) });
    case "island":
      return t("pc.log.island", { tile: tileName(entry.tile, language) });
    case "feed":
      return entry.starved > 0
        ? t("pc.log.feedStarved", {
            name: name(entry.seat),
            food: count("food", entry.eaten),
            humans: count("healthy", entry.starved),
          })
        : t("pc.log.feed", { name: name(entry.seat), food: count("food", entry.eaten) });
    case "objectivesRevealed":
      return t("pc.log.objectivesRevealed", {
        season: entry.season,
        objectives: entry.objectives.map((id) => objective(id)).join(separator),
      });
    case "seasonCheck":
      return entry.failed.length === 0
        ? t("pc.log.seasonMet", { season: entry.season })
        : t(`pc.log.seasonFailed.${pluralOf(language, entry.failed.length)}`, {
            season: entry.season,
            n: entry.failed.length,
            objectives: entry.failed.map((id) => objective(id)).join(separator),
          });
    case "end":
      return t("pc.log.end");
    case "score":
      return t("pc.log.score", {
        name: name(entry.seat),
        healthy: count("healthy", entry.healthy),
        contaminated: count("contaminated", entry.contaminated),
      });
    case "result": {
      const names = listOf(language, entry.winners.map(name));
      switch (entry.reason) {
        case "MOST_HEALTHY":
        case "TIE_BREAK_CONTAMINATED":
          return t(`pc.log.result.${entry.reason}.${entry.winners.length === 1 ? "one" : "other"}`, { names });
        case "TIE_SHARED":
          return t("pc.log.result.TIE_SHARED", { names });
        case "COOP_TARGET_REACHED":
        case "COOP_TARGET_MISSED": {
          const total = view.boats.reduce((sum, boat) => sum + boat.healthy, 0);
          return t(`pc.log.result.${entry.reason}`, { humans: count("healthy", total), target: COOP_TARGET[view.seats] ?? 0 });
        }
        default:
          return t("pc.log.result.OBJECTIVE_FAILED");
      }
    }
  }
}
