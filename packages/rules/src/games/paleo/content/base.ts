import {
  act,
  character,
  craft,
  deckCard,
  dream,
  food,
  fresco,
  heal,
  hostile,
  idea,
  removeSkull,
  resources,
  stone,
  tool,
  wood,
  wounds,
  type CardInput,
} from "./build.js";

/**
 * The base deck (32, sort symbol "1"), in every level. Backs tell the truth most of the time:
 * Forest gives Wood and Food, River Food and Hides, Mountain Stone and Hides, Hearth crafting,
 * people, Dreams and Ideas; red backs are mostly misfortune. Two Dangers hide behind a Forest and
 * a Mountain back, and one red back hides a child who joins the tribe.
 */
const base = (...args: Parameters<typeof deckCard> extends [unknown, unknown, ...infer Rest] ? Rest : never): CardInput =>
  deckCard("base", "1", ...args);

const forest: CardInput[] = [
  base("berry-bushes", ["Berry bushes", "Buissons de baies"], "forest", "plant", [
    act({ discard: 1 }, food(2)),
    act({ per: 1, discard: 2 }, food(3)),
  ]),
  base("fallen-oak", ["Fallen oak", "Chêne abattu"], "forest", "plant", [act({ dex: 1, discard: 1 }, wood(3))]),
  base("mushroom-glade", ["Mushroom glade", "Clairière aux champignons"], "forest", "plant", [
    act({ per: 1, discard: 1 }, food(2)),
  ]),
  base("deadwood", ["Deadwood", "Bois mort"], "forest", "plant", [act({}, wood(1)), act({ discard: 1 }, wood(2))]),
  base("wild-boar", ["Wild boar", "Sanglier"], { kind: "forest", hint: "footprints" }, "animal", [
    act({ str: 2, discard: 1 }, food(3), tool("hide")),
  ]),
  base("beehive", ["Beehive", "Ruche sauvage"], "forest", "animal", [act({ dex: 1, discard: 1 }, food(2), heal(1))]),
  base("hazel-thicket", ["Hazel thicket", "Coudraie"], "forest", "plant", [act({ discard: 1 }, resources({ wood: 2, food: 1 }))]),
  base(
    "forest-spirits",
    ["Forest spirits", "Esprits de la forêt"],
    "forest",
    "spirit",
    [act({ name: { en: "Leave an offering", fr: "Laisser une offrande" }, pay: "food" }), hostile({}, wounds(1))],
    { danger: true },
  ),
];

const river: CardInput[] = [
  base("salmon-run", ["Salmon run", "Remontée des saumons"], { kind: "river", hint: "fish" }, "animal", [
    act({ dex: 1, discard: 1 }, food(3)),
  ]),
  base("otter-den", ["Otter den", "Terrier de loutres"], "river", "animal", [
    act({ str: 1, per: 1, discard: 1 }, tool("hide"), food(1)),
  ]),
  base("reed-beds", ["Reed beds", "Roselière"], "river", "plant", [act({ discard: 1 }, resources({ wood: 1, food: 1 }))]),
  base("drinking-deer", ["Deer at the water", "Cerf à l'abreuvoir"], "river", "animal", [
    act({ str: 2, per: 1, discard: 2, destroy: true }, food(3), tool("hide")),
  ]),
  base("shallow-ford", ["Shallow ford", "Gué peu profond"], { kind: "river", hint: "fish" }, "place", [
    act({ discard: 1 }, food(2)),
  ]),
  base(
    "flash-flood",
    ["Flash flood", "Crue soudaine"],
    "river",
    "weather",
    [act({ name: { en: "Build a dam", fr: "Bâtir un barrage" }, pay: "wood wood" }), hostile({ discard: 2 })],
    { danger: true },
  ),
  base("clam-bed", ["Clam bed", "Banc de coquillages"], "river", "animal", [
    act({ discard: 1 }, resources({ food: 1, stone: 1 })),
  ]),
];

const mountain: CardInput[] = [
  base("flint-outcrop", ["Flint outcrop", "Affleurement de silex"], "mountain", "place", [act({ dex: 1, discard: 1 }, stone(3))]),
  base("scree-slope", ["Scree slope", "Pierrier"], "mountain", "place", [act({ discard: 1 }, stone(2))]),
  base("mountain-goats", ["Mountain goats", "Bouquetins"], { kind: "mountain", hint: "footprints" }, "animal", [
    act({ str: 1, per: 1, discard: 1 }, food(2), tool("hide")),
  ]),
  base(
    "cave-lion",
    ["Cave lion", "Lion des cavernes"],
    "mountain",
    "animal",
    [act({ name: { en: "Drive it off", fr: "Le chasser" }, str: 3, discard: 1 }, tool("hide")), hostile({}, wounds(3))],
    { danger: true },
  ),
  base("ochre-vein", ["Ochre vein", "Filon d'ocre"], "mountain", "place", [
    act(
      { per: 3, discard: 2, pay: "food stone", destroy: true, requests: [{ kind: "tool", tool: "handaxe", atLeast: 1 }] },
      fresco(),
    ),
  ]),
  base("rock-shelter", ["Rock shelter", "Abri sous roche"], "mountain", "place", [act({ discard: 1 }, heal(2))]),
];

const hearth: CardInput[] = [
  base("campfire-tales", ["Campfire tales", "Veillée au feu"], { kind: "hearth", hint: "fire" }, "tribe", [
    act({ discard: 1 }, dream()),
  ]),
  base("knapping-circle", ["Knapping circle", "Cercle de taille"], "hearth", "craft", [act({ discard: 1 }, craft(2))]),
  base("newcomers", ["Newcomers", "Nouveaux venus"], "hearth", "person", [
    act({ per: 1, discard: 1, pay: "food food" }, character()),
  ]),
  base("spark-of-an-idea", ["A spark of an idea", "Une étincelle d'idée"], "hearth", "craft", [
    act({ dex: 2, discard: 1 }, idea()),
  ]),
  base("painted-wall", ["The painted wall", "La paroi peinte"], { kind: "hearth", hint: "fire" }, "place", [
    act(
      {
        per: 2,
        dex: 1,
        discard: 2,
        pay: "stone stone food/wood",
        destroy: true,
        requests: [{ kind: "tool", tool: "torch", atLeast: 1 }],
      },
      fresco(),
    ),
  ]),
  base("long-night-tale", ["A tale for the long night", "Un conte pour la longue nuit"], "hearth", "tribe", [
    act({ per: 2, discard: 2, pay: "food food wood", destroy: true }, removeSkull()),
  ]),
];

const red: CardInput[] = [
  base(
    "wolf-pack",
    ["Wolf pack", "Meute de loups"],
    { kind: "red", hint: "wolf" },
    "animal",
    [act({ name: { en: "Wave a torch", fr: "Brandir une torche" }, tools: ["torch"] }), hostile({}, wounds(2))],
    { danger: true },
  ),
  base(
    "thunderstorm",
    ["Thunderstorm", "Orage"],
    "red",
    "weather",
    [
      hostile({ name: { en: "The woodpile is soaked", fr: "Le tas de bois est trempé" }, pay: "wood wood" }),
      hostile({}, wounds(1)),
    ],
    { danger: true },
  ),
  base(
    "sprained-ankle",
    ["Sprained ankle", "Entorse"],
    "red",
    "person",
    [act({ name: { en: "Bind it with a root", fr: "Bander avec une racine" }, tools: ["root"] }), hostile({}, wounds(1))],
    { danger: true },
  ),
  base(
    "rival-hunters",
    ["Rival hunters", "Chasseurs rivaux"],
    "red",
    "tribe",
    [
      act({ name: { en: "Stand firm", fr: "Tenir bon" }, str: 3 }, food(1)),
      hostile({ name: { en: "They take our meat", fr: "Ils prennent notre viande" }, pay: "food food" }),
      hostile({}, wounds(2)),
    ],
    { danger: true },
  ),
  base("lost-child", ["A lost child", "Un enfant perdu"], "red", "person", [act({ per: 1, discard: 1 }, character())]),
];

export const baseDeck: CardInput[] = [...forest, ...river, ...mountain, ...hearth, ...red];
