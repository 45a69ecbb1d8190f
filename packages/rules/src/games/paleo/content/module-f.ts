import { act, character, moduleCard, food, fresco, heal, hostile, secret, skull, stone, t, tool, wood, wounds } from "./build.js";
import { pay } from "./build.js";
import type { ModuleInput, Request } from "./schema.js";

/**
 * Module F, "Fevers and simples": a sickness goes round the camp. It teaches wounds and healing:
 * hearts are a Character's life, a wound left on a Character makes the next one deadly, and
 * Healing roots (an Idea on the Rack from set-up, 2 tokens) and healing cards keep the tribe
 * standing. Its Mission, the fever, takes someone every Night (a Skull) unless the tribe spends
 * a root or a broth (2 Food, 2 Wood); by day, two groups spending two roots and a Food in a
 * healer's chant paint a Fresco. It calls Secret 11, whose healer teaches roots.
 */
const f = moduleCard("F");
const rootHeld: Request = { kind: "tool", tool: "root", atLeast: 1 };

export const moduleF: ModuleInput = {
  id: "F",
  name: t("Fevers and simples", "Fièvres et simples"),
  about: t(
    "A fever goes round the camp. Every night it strikes someone unless the tribe brews a healing root or shares a broth. Gather plants, know your hearts: a wounded Character dies of the next blow. Healers who chant over the sick are painted on the wall.",
    "Une fièvre court dans le camp. Chaque nuit elle frappe quelqu'un, à moins que la tribu ne prépare une racine curative ou ne partage un bouillon. Cueillez les plantes, comptez vos cœurs : un personnage blessé meurt du coup suivant. Les guérisseurs qui chantent pour les malades sont peints sur la paroi.",
  ),
  mission: {
    key: "the-camp-fever",
    set: "F",
    sort: "F",
    name: t("The camp fever", "La fièvre du camp"),
    rulesText: t(
      "By day, two groups or more may chant over the sick by spending Help on this card, two Healing roots and 1 Food. Each Night: brew a Healing root (discard it), or share a broth (2 Food, 2 Wood), or the fever takes someone: a Skull.",
      "Le jour, deux groupes ou plus peuvent chanter pour les malades en dépensant leur Aide sur cette carte, deux Racines curatives et 1 Nourriture. Chaque Nuit : préparez une Racine curative (défaussez-la), ou partagez un bouillon (2 Nourritures, 2 Bois), ou la fièvre emporte quelqu'un : un Crâne.",
    ),
    typeSymbol: "spirit",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act({ per: 4, dex: 2, discard: 2, tools: ["root", "root"], pay: "food", needsHelp: true }, fresco(), heal(2)),
    ],
    night: [
      act({ name: t("Brew a remedy", "Préparer un remède"), tools: ["root"] }),
      act({ name: t("Share a broth", "Partager un bouillon"), pay: "food food wood wood" }),
      hostile({}, skull()),
    ],
  },
  setupIdea: {
    key: "pouch-of-simples",
    set: "F",
    sort: "F",
    name: t("Pouch of simples", "Sacoche de simples"),
    typeSymbol: "plant",
    back: { kind: "idea" },
    frame: "idea",
    idea: { tool: "root", tokens: 2, craftCost: pay("food food"), craftSkills: { perception: 1 } },
  },
  deck: [
    f("willow-grove", ["Willow grove", "Saulaie"], "forest", "plant", [act({ per: 1, discard: 1 }, tool("root"), wood(1))]),
    f("meadowsweet-bank", ["Meadowsweet bank", "Rive de reine-des-prés"], "river", "plant", [
      act({ dex: 1, dice: 1, discard: 1 }, food(2), heal(1)),
      act({ discard: 1 }, food(1)),
    ]),
    f("nettle-patch", ["Nettle patch", "Carré d'orties"], "forest", "plant", [act({ discard: 1 }, food(2))]),
    f("warm-spring", ["The warm spring", "La source chaude"], { kind: "mountain", hint: "moon" }, "place", [
      act({ discard: 1 }, heal(1), stone(1)),
    ]),
    f("bonesetter", ["The bonesetter", "Le rebouteux"], "hearth", "person", [
      act({ per: 1, discard: 1, pay: "food" }, character(), heal(1)),
    ]),
    f("healers-cave", ["The healer's cave", "La grotte de la guérisseuse"], { kind: "hearth", hint: "fire" }, "spirit", [
      act({ per: 2, dice: 1, discard: 1 }, secret(11), heal(1)),
    ]),
    f("painted-hands", ["Hands on the wall", "Des mains sur la paroi"], "hearth", "spirit", [
      act({ per: 3, dex: 1, discard: 2, pay: "stone food", requests: [rootHeld], destroy: true }, fresco()),
    ]),
    f("sick-hunter", ["A sick hunter", "Un chasseur malade"], "red", "person", [
      act({ per: 1, discard: 1, tools: ["root"] }, character(), food(2)),
    ]),
    f(
      "fever-chills",
      ["Fever chills", "Frissons de fièvre"],
      "red",
      "person",
      [act({ name: t("Sweat it out by the fire", "Suer près du feu"), pay: "wood wood" }), hostile({}, wounds(2))],
      { danger: true },
    ),
    f(
      "festering-cut",
      ["A festering cut", "Une plaie qui s'infecte"],
      "red",
      "person",
      [act({ name: t("Clean it", "La nettoyer"), per: 1, dice: 1 }), hostile({}, wounds(2)), hostile({ discard: 2 })],
      { danger: true },
    ),
    f(
      "marsh-fever",
      ["Marsh fever", "Fièvre des marais"],
      { kind: "river", hint: "fish" },
      "weather",
      [
        act({ name: t("Chew willow bark", "Mâcher de l'écorce de saule"), tools: ["root"] }),
        hostile({}, wounds(2)),
        hostile({ discard: 2 }),
      ],
      { danger: true },
    ),
    f(
      "bitter-mushrooms",
      ["Bitter mushrooms", "Champignons amers"],
      "forest",
      "plant",
      [
        act({ name: t("Spit them out", "Les recracher"), per: 2 }),
        hostile({}, wounds(2)),
        hostile({ name: t("Throw away the basket", "Jeter la récolte"), pay: "food food" }),
      ],
      { danger: true },
    ),
  ],
  secrets: [11],
};
