import { describe, expect, it } from "vitest";
import { translate, type Language, type MessageKey } from "../src/i18n/index.js";
import { formatMessage, literalPieces } from "../src/i18n/format.js";
import { elide, startsWithVowelSound } from "../src/i18n/elision.js";
import { en } from "../src/i18n/en.js";
import { fr } from "../src/i18n/fr.js";
import { twomEn } from "../src/i18n/twom-en.js";
import { twomFr } from "../src/i18n/twom-fr.js";

const counts = (language: Language, key: MessageKey, param = "n") =>
  [0, 1, 2].map((n) => translate(language, key, { [param]: n }));

describe("plurals follow the language's rules", () => {
  it("English: 1 is singular, 0 and 2 plural", () => {
    expect(counts("en", "na.leaders")).toEqual(["0 leaders", "1 leader", "2 leaders"]);
    expect(counts("en", "na.actionCount.deploy")).toEqual(["0 locations open", "1 location open", "2 locations open"]);
    expect(counts("en", "sw.bag")).toEqual(["Bag: 0 tokens", "Bag: 1 token", "Bag: 2 tokens"]);
  });

  it("French: 0 and 1 are singular, 2 plural, with each word agreeing", () => {
    expect(counts("fr", "na.actionCount.deploy")).toEqual(["0 lieu ouvert", "1 lieu ouvert", "2 lieux ouverts"]);
    expect(counts("fr", "na.leaders")).toEqual(["0 chef", "1 chef", "2 chefs"]);
    expect(counts("fr", "pl.reward.character")).toEqual([
      "0 nouveau Personnage",
      "1 nouveau Personnage",
      "2 nouveaux Personnages",
    ]);
    expect(counts("fr", "pl.redLeft")).toEqual([
      "0 dos rouge reste dans votre pioche.",
      "1 dos rouge reste dans votre pioche.",
      "2 dos rouges restent dans votre pioche.",
    ]);
  });

  it("several counts in one message each take their own form", () => {
    expect(translate("en", "na.pawnsAvailable", { leaders: 1, explorers: 2 })).toMatch(/^1 leader and 2 explorers left/);
    expect(translate("fr", "na.setup.pawns", { leaders: 2, explorers: 1 })).toBe("2 chefs, 1 explorateur");
    expect(translate("fr", "pl.heartsLeft", { free: 1, n: 3, wounds: 2 })).toBe("1 cœur libre sur 3, 2 blessures");
  });

  it("an exact-number branch comes first, `other` is the fallback, and placeholders work inside a branch", () => {
    const template = "{n, plural, =0 {nobody} one {# player: {name}} other {# players, {name} first}}";
    expect(formatMessage("en", template, { n: 0, name: "Léa" })).toBe("nobody");
    expect(formatMessage("en", template, { n: 1, name: "Léa" })).toBe("1 player: Léa");
    expect(formatMessage("fr", template, { n: 3, name: "Léa" })).toBe("3 players, Léa first");
    expect(formatMessage("fr", "{n, plural, other {# x}}", { n: 1 })).toBe("1 x");
    // A count that is missing or not a number shows the placeholder, never a wrong word.
    expect(formatMessage("en", "{n, plural, one {# card} other {# cards}}", {})).toBe("{n}");
    expect(formatMessage("en", "Hi {name}, {other}", { name: "Ana" })).toBe("Hi Ana, {other}");
  });

  it("the literal pieces of a plural template include each branch's words", () => {
    expect(literalPieces("Bag: {n, plural, one {# token} other {# tokens}} left").map((p) => p.trim())).toEqual(
      expect.arrayContaining(["Bag:", "token", "tokens", "left"]),
    );
  });
});

describe("French elision before inserted names", () => {
  it("de, que and le elide before a vowel or a mute h, and not before a consonant or an aspirated h", () => {
    expect(translate("fr", "na.resolving.ability", { what: "Astronome" })).toBe("Vous résolvez la capacité d'Astronome.");
    expect(translate("fr", "na.resolving.ability", { what: "Lune" })).toBe("Vous résolvez la capacité de Lune.");
    expect(translate("fr", "na.log.abilityNamed", { name: "Ana", source: "Herboriste" })).toBe(
      "Ana utilise la capacité d'Herboriste.",
    );
    expect(translate("fr", "tw.log.break", { item: "Hachette" })).toBe("Un marqueur ×5 de Hachette a été cassé.");
    expect(translate("fr", "tw.draft.waitLeader", { name: "Émile" })).toBe("On attend qu'Émile confirme.");
    expect(translate("fr", "boat.of", { name: "Yves" })).toBe("Bateau d'Yves");
    expect(translate("fr", "boat.of", { name: "Yannick" })).toBe("Bateau de Yannick");
    expect(translate("fr", "na.req.track", { zone: "x", n: 11 })).toMatch(/de 11 ou plus$/);
    expect(formatMessage("fr", "le {value}", { value: "Ancien" })).toBe("l'Ancien");
    expect(formatMessage("fr", "De {name} à toi", { name: "Ana" })).toBe("D'Ana à toi");
  });

  it("de and à contract with a title's own article", () => {
    expect(formatMessage("fr", "la capacité de {card}", { card: "Le Récif" })).toBe("la capacité du Récif");
    expect(formatMessage("fr", "la capacité de {card}", { card: "Les Jumeaux" })).toBe("la capacité des Jumeaux");
    expect(formatMessage("fr", "la capacité de {card}", { card: "La Tempête" })).toBe("la capacité de la Tempête");
    expect(formatMessage("fr", "la capacité de {card}", { card: "L'Ancre" })).toBe("la capacité de l'Ancre");
    expect(formatMessage("fr", "vers {card}", { card: "Le Récif" })).toBe("vers Le Récif");
    expect(elide("un jeton à ", "Le Phare")).toEqual(["un jeton au ", "Phare"]);
    expect(elide("la pioche du ", "Ancien")).toEqual(["la pioche de l'", "Ancien"]);
  });

  it("only whole words elide, and English is left alone", () => {
    expect(formatMessage("fr", "onde {x}", { x: "Astronome" })).toBe("onde Astronome");
    expect(formatMessage("en", "the card de {x}", { x: "Astronome" })).toBe("the card de Astronome");
    expect(startsWithVowelSound("« Arc »")).toBe(false);
    expect(startsWithVowelSound("Œil")).toBe(true);
    expect(startsWithVowelSound("hibou")).toBe(false);
    expect(startsWithVowelSound("hiver")).toBe(true);
  });
});

describe("the message files", () => {
  const files = { en, fr, twomEn, twomFr } as Record<string, Record<string, string>>;

  it("hold no (s), (x), (e) or middle-dot forms: counts and genders are written out", () => {
    const hedged = /\p{L}\((?:s|x|e|es|ne|nes|le|les)\)|\p{L}·\p{L}|\b(?:die|dé)\/\p{L}/u;
    const found = Object.entries(files).flatMap(([file, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => hedged.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("every plural branch is well formed: an `other` branch, and braces that close", () => {
    const bad = Object.entries(files).flatMap(([file, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => text.includes(", plural,"))
        .filter(([, text]) => {
          const depth = [...text].reduce((d, c) => (d < 0 ? d : c === "{" ? d + 1 : c === "}" ? d - 1 : d), 0);
          return (
            depth !== 0 ||
            !/\bother \{/.test(text) ||
            formatMessage("en", text, new Proxy({}, { get: () => 2 })).includes("plural")
          );
        })
        .map(([key]) => `${file} ${key}`),
    );
    expect(bad).toEqual([]);
  });
});
