import { describe, expect, it } from "vitest";
import { z } from "zod";
import { content, locationSchema, TRIBE_IDS } from "../../src/games/natera/content/index.js";
import { fx } from "../../src/games/natera/content/notation.js";

describe("Natera content", () => {
  it("holds the rulebook's 46 locations: 6 Forest, and per outer zone 2 TIER 1, 5 TIER 2 and 3 TIER 3", () => {
    const all = Object.values(content.locations);
    expect(all).toHaveLength(46);
    expect(all.filter((l) => l.zone === "forest").map((l) => l.discard)).toEqual([1, 1, 1, 1, 1, 1]);
    // A few printed facts: the Coastal exchanges, the Urban discards, the Military copies.
    expect(content.locations["nl-coa-2c"]).toMatchObject({ cost: { food: 2 }, reward: fx("C3") });
    expect(content.locations["nl-coa-3a"]).toMatchObject({
      cost: { food: 5 },
      reward: [{ k: "hire", off: 0, max: 18, fixed: 0 }],
    });
    expect(content.locations["nl-urb-2d"]).toMatchObject({ discard: 2, reward: fx("M5") });
    expect(content.locations["nl-mil-3a"]!.reward).toEqual([{ k: "copy", scope: "tier1", n: 2 }]);
    expect(content.locations["nl-agr-3a"]!.reward).toEqual([{ k: "play", off: { endurance: 4, agility: 3, intelligence: 3 } }]);
  });

  it("has the 12 tribes with their pawns, and 150 cards, 40 specialists and 5 two-faced Science boards", () => {
    expect(Object.keys(content.tribes).sort()).toEqual([...TRIBE_IDS].sort());
    expect(content.tribes["bears"]).toMatchObject({ leaders: 3, explorers: 0 });
    expect(content.tribes["moles"]).toMatchObject({ leaders: 0, explorers: 4 });
    expect(
      Object.values(content.tribes)
        .filter((t) => t.expansion)
        .map((t) => t.id),
    ).toEqual(["red-pandas", "turtles"]);
    const cards = Object.values(content.cards);
    expect(cards.filter((c) => c.deck === "basic")).toHaveLength(80);
    expect(cards.filter((c) => c.deck === "advanced" && !c.types.includes("nuclear"))).toHaveLength(60);
    expect(cards.filter((c) => c.types.includes("nuclear"))).toHaveLength(10);
    expect(content.cards["nc-b01"]!.cost).toEqual({ endurance: 5, agility: 4, intelligence: 3 });
    expect(Object.keys(content.specialists)).toHaveLength(40);
    expect(content.specialists["ns-01"]!.ability).toEqual({ cost: { energy: 4 }, gain: fx("F7") });
    expect(Object.keys(content.science)).toHaveLength(10);
  });

  it("keeps the digest's card anatomy and feasibility as balance passes move costs, ◆ and prerequisites", () => {
    const cards = Object.values(content.cards);
    const typed = (type: string) => cards.filter((c) => c.types.includes(type as "science")).length;
    expect(typed("science")).toBeGreaterThanOrEqual(5);
    expect(typed("improvement")).toBeGreaterThanOrEqual(4);
    expect(typed("interactive")).toBeGreaterThanOrEqual(3);
    expect(typed("discovery")).toBeGreaterThanOrEqual(6);
    const prerequisites = cards.flatMap((c) => (c.prerequisite ? [c.prerequisite.kind] : []));
    expect(prerequisites.length).toBeGreaterThanOrEqual(7);
    expect(prerequisites.filter((k) => k === "presence").length).toBeGreaterThanOrEqual(5);
    expect(prerequisites.filter((k) => k === "track").length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card.cost.endurance, card.id).toBeGreaterThanOrEqual(card.cost.agility);
      expect(card.cost.agility, card.id).toBeGreaterThanOrEqual(card.cost.intelligence);
      if (card.background === "production") expect(card.types, card.id).toContain("improvement");
      if (card.types.includes("science"))
        expect(
          card.effects.concat(card.ability?.gain ?? []).some((e) => e.k === "growth"),
          card.id,
        ).toBe(true);
      if (card.deck === "advanced") expect([card.id, card.vp >= 1 && card.vp <= 6]).toEqual([card.id, true]);
    }
  });

  it("refuses malformed content at load", () => {
    expect(() => z.array(locationSchema).parse([{ id: "nl-xyz-9z", zone: "forest", tier: 0, reward: [] }])).toThrow();
    expect(() => fx("Q7")).toThrow(/cannot read/);
  });
});
