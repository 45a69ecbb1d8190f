import { describe, expect, it } from "vitest";
import { translate, type Language } from "../src/i18n/index.js";
import { createGame, precognition } from "@tablee/rules";
import { describeEntry as describePrecognition, entryClass } from "../src/games/precognition/log.js";
import { cardName, type LogEntry as PrecognitionEntry, type Pool, type PublicView } from "../src/games/precognition/data.js";
import { logMark, sinceMark } from "../src/components/logMark.js";
import type { LogEntry as ShipwreckEntry } from "../src/games/shipwreck-arcana/data.js";
import { describeEntry } from "../src/games/natera/log.js";

/** The logs keep data and are put in words when shown; "since your last move" finds its place again. */
const noPool: Pool = { food: 0, human: 0, battery: 0, ymune: 0, doctor: 0, protector: 0, heal: 0 };

describe("game logs", () => {
  const t = (language: Language) => (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(language, key, params);

  it("a Précognition log reads in both languages, with real plurals, and its headers stand apart", () => {
    const state = createGame(precognition, { seats: 2, options: { setup: "advanced" }, seed: "log-words" });
    const view = precognition.publicView(state) as PublicView;
    const [orchard, silt, a, b] = ["pc-defitia-s1-01", "pc-defitia-s1-03", "pc-defitia-s1-02", "pc-defitia-s1-04"];
    const entries: PrecognitionEntry[] = [
      { kind: "turn", turn: 3, season: 1, drawn: 2 },
      { kind: "reveal", seat: 1, keep: orchard!, give: silt!, givenTo: 0, passed: [a!, b!], passedTo: 0 },
      { kind: "activate", seat: 1, cards: [orchard!, silt!], contaminated: 1, gains: { ...noPool, food: 3, human: 1 } },
      { kind: "activate", seat: 0, cards: [orchard!], contaminated: 0, gains: { ...noPool, ymune: 2, heal: 1 } },
      { kind: "collect", seat: 0, food: 1, humans: 2, doctors: 0, protectors: 0, healed: 1 },
      { kind: "maintenance" },
      { kind: "plagueLoss", seat: 1, protectors: 1, healthy: 2, contaminated: 1, level: 3 },
      { kind: "plagueLoss", seat: 0, protectors: 0, healthy: 0, contaminated: 1, level: 1 },
      { kind: "riverApplied", seat: 1, change: { food: -2, contaminated: 2, plague: 1 } },
      { kind: "feed", seat: 0, eaten: 0, starved: 1 },
      { kind: "end" },
      { kind: "result", reason: "TIE_BREAK_CONTAMINATED", winners: [1] },
    ];
    const read = (language: Language) =>
      entries.map((entry) =>
        describePrecognition(entry, { t: t(language), language, view, name: (seat) => ["Ada", "Ben"][seat]! }),
      );
    const card = (id: string | undefined, language: Language) => cardName(id!, language);
    expect(read("en")).toEqual([
      "Turn 3 · season 1 — everyone draws 2 cards",
      `Ben keeps Drowned Orchard, gives Silt Harvest to Ada and passes ${card(a, "en")} and ${card(b, "en")} to Ada.`,
      "Ben activates both cards, Drowned Orchard and Silt Harvest, contaminating 1 healthy Human: +3 Food, +1 Human.",
      "Ada activates one card, Drowned Orchard: +2 Ymunes, healing for 1 Human.",
      "Ada takes 1 Food, 2 contaminated Humans, and 1 Human healed.",
      "Maintenance",
      "Ben discards 1 Protector: the Plague falls to 3 and takes 2 healthy Humans and 1 contaminated Human.",
      "Ada loses 1 contaminated Human to the Plague (1).",
      "Ben: −2 Food, +2 contaminated Humans, Plague +1.",
      "Ada feeds the crew: 0 Food; hunger takes 1 healthy Human.",
      "The journey is over",
      "Tied on healthy Humans: Ben wins with more contaminated ones.",
    ]);
    expect(read("fr")).toEqual([
      "Tour 3 · saison 1 — chacun pioche 2 cartes",
      `Ben garde Verger noyé, donne Moisson de limon à Ada et passe ${card(a, "fr")} et ${card(b, "fr")} à Ada.`,
      "Ben active ses deux cartes, Verger noyé et Moisson de limon, et contamine 1 Humain sain : +3 Nourriture, +1 Humain.",
      "Ada active une seule carte, Verger noyé : +2 Ymunes, soin pour 1 Humain.",
      "Ada prend 1 Nourriture, 2 Humains contaminés et 1 Humain soigné.",
      "Entretien",
      "Ben défausse 1 Protecteur : le Fléau descend à 3 et emporte 2 Humains sains et 1 Humain contaminé.",
      "Ada perd 1 Humain contaminé à cause du Fléau (1).",
      "Ben : −2 Nourriture, +2 Humains contaminés, Fléau +1.",
      "Ada nourrit son équipage : 0 Nourriture ; la faim emporte 1 Humain sain.",
      "Le voyage est terminé",
      "Égalité d'Humains sains : Ben gagne avec plus d'Humains contaminés.",
    ]);
    expect(entries.map((entry) => entryClass(entry).split(" ").includes("log-header"))).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it("a Shipwreck mark is found again after more lines, and after the oldest lines left the view", () => {
    const turn = (n: number, seat: number): ShipwreckEntry[] => [
      { kind: "turn", turn: n, seat },
      { kind: "draw", seat, count: 1 },
      { kind: "pass" },
    ];
    const log = [...turn(1, 0), ...turn(2, 1), ...turn(3, 0)];
    const mark = logMark(log.slice(0, 6));
    expect(sinceMark(log, mark)).toBe(6);
    expect(sinceMark(log.slice(0, 6), mark)).toBe(6);
    // The view keeps the latest lines only: the first two are gone, the mark is still found.
    expect(sinceMark(log.slice(2), mark)).toBe(4);
    // Everything shown came after a mark that left the view entirely.
    expect(sinceMark(turn(9, 1), mark)).toBe(0);
    // A move made before any line: every line is news.
    expect(sinceMark(log, logMark([]))).toBe(0);
  });

  it("a Natera hire and ability name the specialist or card, in both languages; without a name the words stay", () => {
    const who = () => "Ana";
    const line = (entry: Parameters<typeof describeEntry>[0], language: Language) =>
      describeEntry(entry, who, [], t(language), language, 2);
    expect(line({ seat: 0, what: "hire", ref: "ns-01" }, "en")).toBe("Ana hires Business Monkey.");
    expect(line({ seat: 0, what: "hire", ref: "ns-01" }, "fr")).toBe("Ana recrute Singe des affaires.");
    expect(line({ seat: 0, what: "ability", ref: "nc-b21" }, "en")).toBe("Ana uses the ability of Forge.");
    expect(line({ seat: 0, what: "ability", ref: "ns-01" }, "fr")).toBe("Ana utilise la capacité de Singe des affaires.");
    expect(line({ seat: 0, what: "hire" }, "en")).toBe("Ana hires a specialist.");
  });

  it("the two-tribe first player's bonus is logged with what it took, in both languages", () => {
    const line = (language: Language) =>
      describeEntry({ seat: 1, what: "firstPlayerBonus" }, () => "Ben", [], t(language), language, 2);
    expect(line("en")).toBe("Ben, first player of season 1, takes 3 Food, 3 Materials (two-tribe compensation).");
    expect(line("fr")).toBe("Ben, premier joueur de la saison 1, reçoit 3 Nourriture, 3 Matériaux (compensation à deux tribus).");
  });
});
