import { describe, expect, it } from "vitest";
import {
  bookOfScripts,
  ENEMY_TOKENS,
  EVENT_CARDS,
  EXPLORATION_CARDS,
  FATE_CARDS,
  FINDS_CARDS,
  LOCATIONS,
  NARRATIVE_CARDS,
  OBJECTIVES,
  RAID_CARDS,
  REGULAR_EVENTS,
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
import type { Effect } from "../../src/games/this-war-of-mine/scripts/index.js";

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

/** Every effect a card runs, nested ones included (a card's effects may not jump or wait). */
function* walk(effects: readonly Effect[]): Generator<Effect> {
  for (const e of effects) {
    yield e;
    if (e.kind === "when") yield* walk([...e.then, ...(e.else ?? [])]);
    if (e.kind === "empathyRoll") yield* walk(e.then);
    if (e.kind === "roll") for (const b of e.branches) yield* walk(b.then);
  }
}
const cardEffectsOk = (effects: readonly Effect[]) =>
  effects.every((e) => effectSchema.safeParse(e).success) &&
  [...walk(effects)].every((e) => !["goto", "combat", "trade", "noiseRoll"].includes(e.kind));

describe("the campaign's Event, Objective, Fate and Narrative decks", () => {
  it("hold 17 regular Events (16 and a Snipers kind) and 9 Objectives (4 per chapter pool and the final one), in French and English, with effects a card may run", () => {
    expect(REGULAR_EVENTS).toHaveLength(17);
    expect(REGULAR_EVENTS.filter((e) => e.snipers)).toHaveLength(1);
    expect(new Set(EVENT_CARDS.map((e) => e.id)).size).toBe(EVENT_CARDS.length);
    for (const e of EVENT_CARDS) {
      expect(bilingual(e.name) && bilingual(e.text), e.id).toBe(true);
      expect(cardEffectsOk([...(e.effects ?? []), ...(e.eachMorning ?? [])]), e.id).toBe(true);
      expect(e.placement === "raids", e.id).toBe(e.raid !== undefined);
      expect(e.eachMorning === undefined || e.placement === "faceUp", e.id).toBe(true);
    }
    expect(OBJECTIVES.filter((o) => o.chapter === 1)).toHaveLength(4);
    expect(OBJECTIVES.filter((o) => o.chapter === 2)).toHaveLength(4);
    expect(OBJECTIVES.filter((o) => o.chapter === "final")).toHaveLength(1);
    expect(new Set(OBJECTIVES.map((o) => o.id)).size).toBe(OBJECTIVES.length);
    for (const o of OBJECTIVES) {
      expect(bilingual(o.name) && bilingual(o.text), o.id).toBe(true);
      expect((o.boxes !== undefined) !== (o.condition !== undefined), o.id).toBe(true);
      for (const box of o.boxes ?? [])
        expect(box.length > 0 && box.every((option) => Object.keys(option).length > 0), o.id).toBe(true);
      if (o.condition && o.condition !== "starting-alive")
        expect(conditionSchema.safeParse(o.condition).success, o.id).toBe(true);
      expect(cardEffectsOk([...o.reward, ...o.penalty]), o.id).toBe(true);
    }
  });

  it("hold 30 Fate cards, 10 die strips per colour (jams on the red die, lost weapons on the yellow), and 16 Narrative action cards", () => {
    expect(FATE_CARDS).toHaveLength(30);
    expect(new Set(FATE_CARDS.map((c) => c.id)).size).toBe(30);
    for (const die of ["grey", "yellow", "red"] as const)
      expect(
        FATE_CARDS.filter((c) => c.bottom.die === die),
        die,
      ).toHaveLength(10);
    for (const c of FATE_CARDS) {
      expect(bilingual(c.text) && bilingual(c.bottom.text), c.id).toBe(true);
      expect(c.top.length, c.id).toBeGreaterThan(0);
      if (c.bottom.effect === "jammed") expect(c.bottom.die, c.id).toBe("red");
      if (c.bottom.effect === "lost") expect(c.bottom.die, c.id).toBe("yellow");
      for (const clause of c.top)
        if (clause.kind === "cold" || clause.kind === "effects") expect(cardEffectsOk(clause.effects), c.id).toBe(true);
    }
    expect(NARRATIVE_CARDS).toHaveLength(16);
    expect(new Set(NARRATIVE_CARDS.map((c) => c.id)).size).toBe(16);
    for (const c of NARRATIVE_CARDS) {
      expect(bilingual(c.name) && bilingual(c.text), c.id).toBe(true);
      expect(cardEffectsOk(c.effects), c.id).toBe(true);
      // Only a card with an actor names `chosen`.
      expect(JSON.stringify(c.effects).includes('"chosen"'), c.id).toBe(c.actor === true);
    }
  });
});
