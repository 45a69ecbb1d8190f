import { describe, expect, it } from "vitest";
import { describeEntry } from "../src/games/natera/log.js";
import { translate, type Language } from "../src/i18n/index.js";
import { LogAssembler } from "../src/net/logAssembler.js";
import { withTakeBacks } from "../src/components/wholeLog.js";
import type { TableSnapshot } from "../src/net/session.js";

/** Issue 34: a table shows the whole game's log, with headings, not the view's last entries. */
describe("the whole log in the browser", () => {
  it("puts the view's last entries after the earlier pages, keeps what slid out of the view, and forgets what a take-back removed", () => {
    const log = new LogAssembler();
    const whole = Array.from({ length: 10 }, (_, i) => `e${i}`);
    // The view holds the last 4 of 10: the 6 before are missing.
    expect(log.read(whole.slice(6), 10)).toEqual({ first: 6, entries: whole.slice(6) });
    log.put(3, whole.slice(3, 6));
    expect(log.read(whole.slice(6), 10)).toEqual({ first: 3, entries: whole.slice(3) });
    log.put(0, whole.slice(0, 3));
    expect(log.read(whole.slice(6), 10)).toEqual({ first: 0, entries: whole });
    // Two more entries: the view slides, the entries it dropped stay.
    const more = [...whole, "e10", "e11"];
    expect(log.read(more.slice(8), 12)).toEqual({ first: 0, entries: more });
    // A take-back removed the last entry.
    expect(log.read(more.slice(7, 11), 11)).toEqual({ first: 0, entries: more.slice(0, 11) });
    // Nothing changed: the same object, for React.
    const tail = more.slice(7, 11);
    expect(log.read(tail, 11)).toBe(log.read(tail, 11));
  });

  it("a move taken back is told where it fell, and 'since your last move' moves with the lines put before it", () => {
    const items = [10, 11, 12].map((key) => ({ key, text: `line ${key}` }));
    const table = {
      takenBack: [
        { seat: 1, at: 11 },
        { seat: 1, at: 13 },
        { seat: 0, at: 2 },
      ],
    } as unknown as TableSnapshot;
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate("fr", key, params);
    const shown = withTakeBacks(items, 2, table, (seat) => ["Ana", "Ben"][seat]!, t);
    expect(shown.items.map((item) => item.text)).toEqual([
      "line 10",
      "Ben a repris son dernier coup.",
      "line 11",
      "line 12",
      "Ben a repris son dernier coup.",
    ]);
    expect(shown.since).toBe(3);
  });

  it("Natera's seasons and rests head their lines, in both languages", () => {
    const t = (language: Language) => (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(language, key, params);
    const line = (entry: Parameters<typeof describeEntry>[0], language: Language) =>
      describeEntry(entry, () => "Ana", [], t(language), language, 3);
    expect(line({ seat: 0, what: "gain", res: { food: 2, materials: 1 } }, "en")).toBe("Ana gains 2 Food, 1 Materials.");
    expect(line({ seat: 0, what: "pay", res: { food: 3 } }, "fr")).toBe("Ana paie 3 Nourriture.");
    expect(line({ seat: null, what: "season", n: 2 }, "en")).toBe("Season 2");
    expect(line({ seat: null, what: "season", n: 2 }, "fr")).toBe("Saison 2");
    expect(line({ seat: null, what: "rest", n: 1 }, "en")).toBe("Rest after season 1: pawns come home, production, new cards");
    expect(line({ seat: null, what: "rest", n: 1 }, "fr")).toBe(
      "Repos après la saison 1 : retour des pions, production, nouvelles cartes",
    );
  });
});
