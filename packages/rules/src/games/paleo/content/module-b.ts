import {
  act,
  character,
  craft,
  moduleCard,
  food,
  fresco,
  hostile,
  removeSkull,
  secret,
  skull,
  stone,
  t,
  wood,
  wounds,
} from "./build.js";
import { pay } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module B, "New horizons": the tribe looks beyond its valley. Tents (an Idea on the Rack from
 * set-up, 3 tokens) shelter it: its Mission asks a Tent every Night, and the high pass costs one.
 * Exploring brings Frescoes, strangers and stone; storms and rockslides are the price. It calls
 * Secret 2.
 */
const b = moduleCard("B");

export const moduleB: ModuleInput = {
  id: "B",
  name: t("New horizons", "Nouveaux horizons"),
  about: t(
    "Beyond the mountains lies a new land. The tribe learns to make tents and must shelter every night; crossing the pass with a tent earns a Fresco. Storms and falling rocks wait on the way.",
    "Au-delà des montagnes s'étend une terre nouvelle. La tribu apprend à monter des tentes et doit s'abriter chaque nuit ; franchir le col avec une tente vaut une Fresque. Orages et chutes de pierres guettent en chemin.",
  ),
  mission: {
    key: "beyond-the-mountains",
    set: "B",
    sort: "B",
    name: t("Beyond the mountains", "Par-delà les montagnes"),
    rulesText: t(
      "By day, two groups or more may set out together by spending Help on this card and striking two Tents. Each Night: strike a Tent (discard it) for shelter, or take a Skull.",
      "Le jour, deux groupes ou plus peuvent partir ensemble en dépensant leur Aide sur cette carte et en défaisant deux Tentes. Chaque Nuit : défaites une Tente (défaussez-la) pour vous abriter, ou prenez un Crâne.",
    ),
    typeSymbol: "place",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act({ dex: 3, str: 2, per: 2, discard: 2, tools: ["tent", "tent"], pay: "food stone", needsHelp: true }, fresco()),
    ],
    night: [act({ name: t("Shelter", "S'abriter"), tools: ["tent"] }), hostile({}, skull())],
  },
  setupIdea: {
    key: "hide-tent",
    set: "B",
    sort: "B",
    name: t("Hide tent", "Tente en peaux"),
    typeSymbol: "craft",
    back: { kind: "idea" },
    frame: "idea",
    idea: { tool: "tent", tokens: 3, craftCost: pay("wood wood stone"), craftSkills: { dexterity: 1 } },
  },
  deck: [
    b("distant-smoke", ["Distant smoke", "Fumée au loin"], { kind: "hearth", hint: "fire" }, "tribe", [
      act({ per: 1, discard: 1 }, secret(2)),
    ]),
    b("high-pass", ["The high pass", "Le haut col"], "mountain", "place", [
      act({ str: 2, dex: 2, discard: 2, tools: ["tent"], destroy: true }, fresco()),
    ]),
    b("abandoned-camp", ["An abandoned camp", "Un campement abandonné"], "hearth", "place", [
      act({ discard: 1 }, craft(1), wood(1)),
    ]),
    b(
      "blizzard",
      ["Blizzard", "Blizzard"],
      "red",
      "weather",
      [act({ name: t("Huddle in a tent", "Se serrer sous une tente"), tools: ["tent"] }), hostile({}, wounds(2))],
      { danger: true },
    ),
    b(
      "rockslide",
      ["Rockslide", "Éboulement"],
      "mountain",
      "weather",
      [
        act({ name: t("Jump clear", "S'écarter d'un bond"), dex: 2 }, stone(2)),
        hostile({}, wounds(2)),
        hostile({ discard: 1, pay: "stone" }),
      ],
      { danger: true },
    ),
    b("lakeside", ["Lakeside", "Bord du lac"], { kind: "river", hint: "fish" }, "place", [act({ discard: 1 }, food(2))]),
    b("strangers-at-the-ford", ["Strangers at the ford", "Des inconnus au gué"], "river", "person", [
      act({ per: 1, discard: 1, pay: "food" }, character()),
    ]),
    b("birch-wood", ["Birch wood", "Bois de bouleaux"], "forest", "plant", [act({ discard: 1 }, wood(2))]),
    b("stone-circle", ["The stone circle", "Le cercle de pierres"], { kind: "mountain", hint: "moon" }, "spirit", [
      act({ per: 3, discard: 2, pay: "stone food" }, removeSkull()),
    ]),
  ],
  secrets: [2],
};
