import { describe, expect, it } from "vitest";
import { translate, type Language, type MessageKey } from "../src/i18n/index.js";
import { optionLabels } from "../src/components/gameOptions.js";

const labels = (language: Language, gameId: string, options: unknown) =>
  optionLabels(gameId, options, (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params));

/** What the lobby, the invite page and "Your tables" say of how a table plays. */
describe("a table's level or mode in words", () => {
  it("Paleo: its level, or its custom modules", () => {
    expect(labels("en", "paleo", { level: "III" })).toEqual(["Level III"]);
    expect(labels("fr", "paleo", { level: "III" })).toEqual(["Niveau III"]);
    expect(labels("en", "paleo", { modules: ["A", "C"] })).toEqual(["Modules A + C"]);
  });

  it("Précognition: mode, a cooperative game's difficulty, an advanced set-up", () => {
    expect(labels("en", "precognition", { mode: "cooperative", difficulty: "hard", setup: "advanced" })).toEqual([
      "Cooperative",
      "Difficulty: Hard",
      "Advanced set-up",
    ]);
    expect(labels("fr", "precognition", { mode: "team", setup: "standard" })).toEqual(["Équipes (2 contre 2)"]);
    expect(labels("en", "precognition", {})).toEqual(["Competitive"]);
  });

  it("The Shipwreck Arcana: its difficulty; Natera: its variants; This War of Mine: nothing to add", () => {
    expect(labels("fr", "shipwreck-arcana", { difficulty: "doomed", players: 3 })).toEqual(["Difficulté\u00a0: Condamné"]);
    expect(labels("en", "natera", { draft: true, nuclear: false, achievements: "set2" })).toEqual([
      "Draft variant",
      "Achievement set 2",
    ]);
    expect(labels("fr", "natera", { draft: false, nuclear: true, achievements: "random" })).toEqual(["Découverte nucléaire"]);
    expect(labels("en", "this-war-of-mine", { contentVersion: 3 })).toEqual([]);
  });
});
