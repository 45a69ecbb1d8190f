import {
  act,
  character,
  craft,
  fresco,
  food,
  heal,
  idea,
  removeSkull,
  resources,
  stone,
  t,
  tool,
  wood,
  type ActionInput,
  type CardInput,
} from "./build.js";
import type { TypeSymbol } from "./schema.js";

/**
 * The Dreams deck (16, sort symbol "R"): drawn unseen onto a group's own deck, so they come up
 * when the group picks a Dream back. Their fronts are kind (the rulebook: positive actions),
 * cheap, and often what the tribe lacks most: Food, healing, a Skull removed, one Fresco.
 */
function dreamCard(key: string, name: [string, string], typeSymbol: TypeSymbol, ...actions: ActionInput[]): CardInput {
  return { key, set: "dreams", sort: "R", name: t(...name), typeSymbol, back: { kind: "dream" }, frame: "action", actions };
}

export const dreams: CardInput[] = [
  dreamCard("dream-of-plenty", ["Dream of plenty", "Rêve d'abondance"], "spirit", act({}, food(3))),
  dreamCard(
    "ancestors-voice",
    ["The ancestors' voice", "La voix des ancêtres"],
    "spirit",
    act({ per: 2, discard: 1 }, removeSkull()),
  ),
  dreamCard("spirit-deer", ["The spirit deer", "Le cerf esprit"], "animal", act({ discard: 1 }, character())),
  dreamCard(
    "painted-vision",
    ["A painted vision", "Une vision peinte"],
    "spirit",
    act({ per: 2, discard: 2, pay: "stone", destroy: true }, fresco()),
  ),
  dreamCard("dream-of-fire", ["Dream of fire", "Rêve de feu"], "craft", act({}, craft(2))),
  dreamCard("deep-sleep", ["Deep sleep", "Sommeil profond"], "spirit", act({}, heal(3))),
  dreamCard("far-valley", ["A far valley", "Une vallée lointaine"], "place", act({ dex: 1 }, idea())),
  dreamCard("path-of-stones", ["Path of stones", "Chemin de pierres"], "place", act({}, stone(3))),
  dreamCard("whispering-trees", ["Whispering trees", "Les arbres qui murmurent"], "plant", act({}, wood(3))),
  dreamCard("dream-of-the-hunt", ["Dream of the hunt", "Rêve de chasse"], "animal", act({ str: 1 }, food(2), tool("hide"))),
  dreamCard("mothers-song", ["Mother's song", "Le chant de la mère"], "spirit", act({}, heal(2), food(1))),
  dreamCard("great-fish", ["The great fish", "Le grand poisson"], "animal", act({ dex: 1 }, food(4))),
  dreamCard("clear-sky", ["Clear sky", "Ciel dégagé"], "weather", act({}, resources({ food: 1, wood: 1, stone: 1 }))),
  dreamCard(
    "flying-owl",
    ["The flying owl", "Le vol de la chouette"],
    "animal",
    act({ per: 1 }, food(2)),
    act({ dex: 1 }, tool("root")),
  ),
  dreamCard("warm-hands", ["Warm hands", "Des mains chaudes"], "craft", act({ dex: 1 }, craft(1), heal(1))),
  dreamCard(
    "herd-vision",
    ["The herd's vision", "La vision du troupeau"],
    "spirit",
    act({ per: 3, discard: 2, destroy: true }, fresco()),
  ),
];
