import { describe, expect, it } from "vitest";
import { translate, type Language } from "../src/i18n/index.js";
import { logText, type LogEntry } from "../src/games/precognition/log.js";
import { logMark, sinceMark } from "../src/components/logMark.js";
import type { LogEntry as ShipwreckEntry } from "../src/games/shipwreck-arcana/data.js";
import { describeEntry } from "../src/games/natera/log.js";

/** The logs keep data and are put in words when shown; "since your last move" finds its place again. */
describe("game logs", () => {
  const t = (language: Language) => (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(language, key, params);

  it("a Précognition line is read in the language of the moment, with names as they are now", () => {
    const entry: LogEntry = {
      id: 4,
      key: "log.revealed",
      params: { name: { seat: 1 }, keep: { card: "pc-defitia-s1-01" }, given: { card: "pc-defitia-s1-03" } },
    };
    expect(logText(entry, ["Ada", "Ben"], t("en"), "en")).toBe("Ben keeps Drowned Orchard and receives Silt Harvest.");
    expect(logText(entry, ["Ada", "Ben"], t("fr"), "fr")).toBe("Ben garde Verger noyé et reçoit Moisson de limon.");
    expect(logText(entry, ["Ada", ""], t("fr"), "fr")).toMatch(/^Place 2 garde/);
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
