import { describe, expect, it } from "vitest";
import {
  bookOfScripts,
  ENEMY_TOKENS,
  EXPLORATION_CARDS,
  FINDS_CARDS,
  LOCATIONS,
  RAID_CARDS,
  RESIDENT_CARDS,
} from "../../src/games/this-war-of-mine/content/index.js";
import { effectSchema, costSchema, conditionSchema } from "../../src/games/this-war-of-mine/scripts/index.js";
import { newCampaign } from "./game.js";

/** Every `addCard` effect anywhere in a value (paragraphs, choices, branches). */
function addedCards(value: unknown, found: { deck: string; card: string }[] = []): { deck: string; card: string }[] {
  if (Array.isArray(value)) for (const v of value) addedCards(v, found);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (o.kind === "addCard") found.push({ deck: String(o.deck), card: String(o.card) });
    for (const v of Object.values(o)) addedCards(v, found);
  }
  return found;
}

const bilingual = (t: { en: string; fr: string }) => t.en.trim().length > 0 && t.fr.trim().length > 0 && t.en !== t.fr;

describe("the scavenging and raid cards", () => {
  it("hold 12 Locations (special actions whose effects parse, resource caps), 36 Exploration and 24 Finds cards, in French and English", () => {
    expect(LOCATIONS).toHaveLength(12);
    expect(EXPLORATION_CARDS).toHaveLength(36);
    expect(FINDS_CARDS).toHaveLength(24);
    for (const l of LOCATIONS) {
      expect(bilingual(l.name) && bilingual(l.about), l.id).toBe(true);
      expect(l.specials.length, l.id).toBeGreaterThan(0);
      for (const s of l.specials) {
        expect(bilingual(s.label), `${l.id}:${s.id}`).toBe(true);
        for (const e of s.effects) expect(effectSchema.safeParse(e).success, `${l.id}:${s.id}`).toBe(true);
      }
    }
    for (const c of EXPLORATION_CARDS) {
      expect(bilingual(c.name) && bilingual(c.text), c.id).toBe(true);
      expect(c.options.length, c.id).toBeGreaterThan(0);
      for (const o of c.options) {
        expect(bilingual(o.label), c.id).toBe(true);
        for (const cost of o.cost ?? []) expect(costSchema.safeParse(cost).success, c.id).toBe(true);
        for (const e of o.effects ?? []) expect(effectSchema.safeParse(e).success, c.id).toBe(true);
        if (o.if) expect(conditionSchema.safeParse(o.if).success, c.id).toBe(true);
      }
    }
    for (const f of FINDS_CARDS) {
      if (f.reality) {
        expect(bilingual(f.reality.text), f.id).toBe(true);
        continue;
      }
      expect(Object.keys(f.lines).length, f.id).toBeGreaterThanOrEqual(3);
      expect(f.lines.furniture, `${f.id}: the Search reads the Furniture line`).toBeDefined();
    }
    expect(FINDS_CARDS.filter((f) => f.reality).length).toBeGreaterThanOrEqual(2);
  });

  it("hold 18 Night raid cards (4 red), 15 enemy tokens (3 kinds × 5, Prowess 0–3), and a script for every Residents card", () => {
    expect(RAID_CARDS).toHaveLength(18);
    expect(RAID_CARDS.filter((r) => r.red)).toHaveLength(4);
    for (const r of RAID_CARDS) expect(bilingual(r.name) && bilingual(r.text), r.id).toBe(true);
    expect(ENEMY_TOKENS).toHaveLength(15);
    for (const kind of ["civilian", "thug", "soldier"]) expect(ENEMY_TOKENS.filter((t) => t.kind === kind)).toHaveLength(5);
    expect(ENEMY_TOKENS.every((t) => t.prowess >= 0 && t.prowess <= 3)).toBe(true);
    for (const r of RESIDENT_CARDS)
      expect(
        bookOfScripts.entries.some((e) => e.kind === "resident" && e.card === r.id && e.hook === "encounter"),
        r.id,
      ).toBe(true);
    expect(bookOfScripts.entries.some((e) => e.kind === "system" && e.card === "no-guard")).toBe(true);
  });

  it("hold every Residents card a script shuffles in (Mira's second card), out of the deck until then", () => {
    const added = addedCards(bookOfScripts.paragraphs).filter((a) => a.deck === "residents");
    expect(added.map((a) => a.card)).toContain("mira-again");
    for (const a of added) {
      const card = RESIDENT_CARDS.find((r) => r.id === a.card);
      expect(card, a.card).toBeDefined();
      expect(card!.added, a.card).toBe(true);
    }
    const state = newCampaign(2, "added-cards");
    for (const a of added) expect(state.residents.deck).not.toContain(a.card);
    expect(state.residents.deck.length).toBe(RESIDENT_CARDS.filter((r) => !r.red && !r.added).length);
  });
});
