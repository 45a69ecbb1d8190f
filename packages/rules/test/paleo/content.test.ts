import { describe, expect, it } from "vitest";
import { isDanger, moduleOf } from "../../src/games/paleo/catalog.js";
import { cardSchema, checkCard, content, everyCard, type Card } from "../../src/games/paleo/content/index.js";

const levelOneDeck = (): Card[] => [...content.base, ...moduleOf("A").deck, ...moduleOf("B").deck];
const rewards = (card: Card) => [...card.actions, ...card.helpCardActions, ...card.extraActions].flatMap((a) => a.rewards);

describe("Paleo content", () => {
  it("has the sets the digest asks: 32 base cards, 24 Characters, 16 Dreams, 9 Ideas, Secrets 1 and 2; modules A (8) and B (9, a Tent Idea with 3 tokens), one Mission each", () => {
    expect(content.base).toHaveLength(32);
    expect(content.characters).toHaveLength(24);
    expect(content.dreams).toHaveLength(16);
    expect(content.ideas).toHaveLength(9);
    expect(content.secrets.map((s) => s.back.number)).toEqual(expect.arrayContaining([1, 2]));
    expect(moduleOf("A").deck).toHaveLength(8);
    expect(moduleOf("B").deck).toHaveLength(9);
    expect(moduleOf("A").mission.frame).toBe("mission");
    expect(moduleOf("B").setupIdea?.idea).toMatchObject({ tool: "tent", tokens: 3 });
    expect(levelOneDeck()).toHaveLength(49);
  });

  it("tool tokens (48), the Rack (4 notches, Torch 1 Wood, Hand-axe 1 Stone, Spear 1 Wood + 1 Stone) and two six-sided dice", () => {
    expect(content.tools.reduce((s, t) => s + t.tokens, 0)).toBe(48);
    expect(content.rack.notches).toBe(4);
    expect(content.rack.basics.map((b) => [b.idea, b.tokens, b.craftCost])).toEqual([
      ["torch", 5, [["wood"]]],
      ["handaxe", 5, [["stone"]]],
      ["spear", 5, [["wood"], ["stone"]]],
    ]);
    expect(content.tools.find((t) => t.type === "torch")?.skills).toEqual({ perception: 1 });
    expect(content.tools.find((t) => t.type === "handaxe")?.skills).toEqual({ dexterity: 1 });
    expect(content.tools.find((t) => t.type === "spear")?.skills).toEqual({ strength: 1 });
    expect(content.dice).toHaveLength(2);
    for (const die of content.dice)
      for (const face of die.faces) expect(Object.values(face).reduce((s, n) => s + (n ?? 0), 0)).toBeLessThanOrEqual(2);
  });

  it("every card has a name in English and in French, and a key no other key ends with", () => {
    const cards = everyCard(content);
    for (const card of cards) {
      expect(card.name.en.length).toBeGreaterThan(0);
      expect(card.name.fr.length).toBeGreaterThan(0);
    }
    const keys = cards.map((c) => c.key);
    for (const a of keys) for (const b of keys) if (a !== b) expect(b.endsWith(a), `${a} ends ${b}`).toBe(false);
  });

  it("backs are honest most of the time, with a few surprises either way", () => {
    const deck = levelOneDeck();
    const gives = (card: Card, kinds: string[]) =>
      rewards(card).some(
        (r) =>
          (r.kind === "resources" && kinds.some((k) => (r as Record<string, unknown>)[k])) ||
          (r.kind === "tool" && kinds.includes(r.tool)) ||
          kinds.includes(r.kind),
      );
    const share = (back: string, kinds: string[]) => {
      const cards = deck.filter((c) => c.back.kind === back);
      return cards.filter((c) => gives(c, kinds)).length / cards.length;
    };
    expect(share("forest", ["wood", "food"])).toBeGreaterThanOrEqual(0.6);
    expect(share("river", ["food", "hide"])).toBeGreaterThanOrEqual(0.6);
    expect(share("mountain", ["stone", "hide"])).toBeGreaterThanOrEqual(0.5);
    expect(share("hearth", ["craft", "character", "dream", "idea", "secret", "fresco", "removeSkull"])).toBeGreaterThanOrEqual(
      0.8,
    );
    const red = deck.filter((c) => c.back.kind === "red");
    expect(red.filter(isDanger).length / red.length).toBeGreaterThanOrEqual(0.6);
    // Surprises: Dangers behind other backs, and good cards behind red ones.
    expect(deck.filter((c) => c.back.kind !== "red" && isDanger(c)).length).toBeGreaterThanOrEqual(2);
    expect(red.filter((c) => !isDanger(c)).length).toBeGreaterThanOrEqual(1);
  });

  it("what a level must contain: Dangers about a fifth of the deck, at least 7 Fresco rewards (some repeatable), Food sources", () => {
    const deck = levelOneDeck();
    const dangers = deck.filter(isDanger).length / deck.length;
    expect(dangers).toBeGreaterThanOrEqual(0.15);
    expect(dangers).toBeLessThanOrEqual(0.3);
    const frescoCards = [...everyCard(content)].filter(
      (c) => rewards(c).some((r) => r.kind === "fresco") || c.idea?.onArrival.some((r) => r.kind === "fresco"),
    );
    expect(frescoCards.length).toBeGreaterThanOrEqual(7);
    expect(frescoCards.some((c) => c.frame === "mission")).toBe(true);
    expect(deck.filter((c) => rewards(c).some((r) => r.kind === "resources" && (r.food ?? 0) > 0)).length).toBeGreaterThanOrEqual(
      12,
    );
  });

  it("the validation at load refuses a Danger card without a hostile action and a Mission whose ☾ section has none", () => {
    const danger = cardSchema.parse({
      key: "test-danger",
      set: "base",
      sort: "1",
      name: { en: "Test", fr: "Test" },
      back: { kind: "red" },
      frame: "danger",
      actions: [{ rewards: [{ kind: "resources", food: 1 }] }],
    });
    expect(() => checkCard(danger, "test")).toThrow(/hostile/);
    const mission = cardSchema.parse({
      key: "test-mission",
      set: "A",
      sort: "A",
      name: { en: "Test", fr: "Test" },
      back: { kind: "mission" },
      frame: "mission",
      night: [{ costs: { resources: [["food"]] } }],
    });
    expect(() => checkCard(mission, "test")).toThrow(/hostile/);
  });
});
