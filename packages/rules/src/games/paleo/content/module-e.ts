import { act, craft, moduleCard, food, fresco, heal, hostile, secret, skull, stone, t, tool, wood, wounds } from "./build.js";
import { pay } from "./build.js";
import type { ModuleInput, Request } from "./schema.js";

/**
 * Module E, "The long migration": the reindeer leave and the tribe follows them. It teaches
 * cards in play on the board: camps and crossings found on the way lie face up in a board slot
 * until the Night, and every group may use them (an extra action, or Help on the card). The
 * tribe keeps a Tent to travel (its Mission asks one held every Night, with 3 Wood for the
 * fire, unless 5 Characters or more build a windbreak of 4 Wood); the Travelling tent Idea is on
 * the Rack from set-up. It calls Secret 10.
 */
const e = moduleCard("E");
const tentHeld: Request = { kind: "tool", tool: "tent", atLeast: 1 };

export const moduleE: ModuleInput = {
  id: "E",
  name: t("The long migration", "La longue migration"),
  about: t(
    "The reindeer are leaving and the tribe follows them. Keep a tent for the road and wood for the fire every night. Camps and river crossings found on the way stay on the board until nightfall: every group may use them. Catch up with the herd to paint it.",
    "Les rennes s'en vont et la tribu les suit. Gardez une tente pour la route et du bois pour le feu chaque nuit. Les campements et les gués trouvés en chemin restent sur le plateau jusqu'à la nuit : chaque groupe peut s'en servir. Rattrapez le troupeau pour le peindre.",
  ),
  mission: {
    key: "following-the-herds",
    set: "E",
    sort: "E",
    name: t("Following the herds", "Sur la piste des troupeaux"),
    rulesText: t(
      "By day, two groups or more holding a Tent may catch up with the herd by spending Help on this card. Each Night: break camp with a Tent held and 3 Wood for the fire, or, with 5 Characters or more, build a windbreak of 4 Wood; else take a Skull.",
      "Le jour, deux groupes ou plus qui ont une Tente peuvent rattraper le troupeau en dépensant leur Aide sur cette carte. Chaque Nuit : levez le camp avec une Tente et 3 Bois pour le feu, ou, à 5 personnages ou plus, dressez un abri de 4 Bois ; sinon prenez un Crâne.",
    ),
    typeSymbol: "animal",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act({ str: 4, per: 2, dex: 2, discard: 3, pay: "food wood stone", requests: [tentHeld], needsHelp: true }, fresco()),
    ],
    night: [
      act({ name: t("Break camp and follow", "Lever le camp et suivre"), pay: "wood wood wood", requests: [tentHeld] }),
      act({
        name: t("Many hands build a windbreak", "Un abri de branchages à plusieurs"),
        pay: "wood wood wood wood",
        requests: [{ kind: "characters", atLeast: 5 }],
      }),
      hostile({}, skull()),
    ],
  },
  setupIdea: {
    key: "travelling-tent",
    set: "E",
    sort: "E",
    name: t("Travelling tent", "Tente de voyage"),
    typeSymbol: "craft",
    back: { kind: "idea" },
    frame: "idea",
    idea: { tool: "tent", tokens: 3, craftCost: pay("wood stone"), craftSkills: { dexterity: 1 } },
  },
  deck: [
    e("reindeer-ford", ["The reindeer ford", "Le gué des rennes"], { kind: "river", hint: "footprints" }, "place", [], {
      rulesText: t(
        "When revealed, it goes to a board slot until the Night. Any group may spend Help on it to hunt there.",
        "Révélée, elle va sur un emplacement du plateau jusqu'à la Nuit. Tout groupe peut y dépenser son Aide pour chasser.",
      ),
      placement: "board",
      leavesPlay: "night",
      helpCardActions: [act({ str: 2, per: 1, discard: 1 }, food(3), tool("hide"))],
    }),
    e(
      "trailside-camp",
      ["A camp by the trail", "Un campement au bord de la piste"],
      { kind: "hearth", hint: "fire" },
      "place",
      [],
      {
        rulesText: t(
          "When revealed, it goes to a board slot until the Night. Any awake group may rest there over a meal: discard 1 card and 1 Food, heal 2 wounds, as often as it likes.",
          "Révélée, elle va sur un emplacement du plateau jusqu'à la Nuit. Tout groupe éveillé peut s'y reposer autour d'un repas : défaussez 1 carte et 1 Nourriture, soignez 2 blessures, autant de fois qu'il veut.",
        ),
        placement: "board",
        leavesPlay: "night",
        extraActions: [act({ discard: 1, pay: "food" }, heal(2))],
      },
    ),
    e("trail-cairn", ["A cairn on the trail", "Un cairn sur la piste"], { kind: "mountain", hint: "footprints" }, "place", [
      act({ per: 2, dice: 1, discard: 1 }, secret(10), stone(1)),
      act({ discard: 1 }, stone(2)),
    ]),
    e("grazing-reindeer", ["Grazing reindeer", "Rennes au pâturage"], { kind: "forest", hint: "footprints" }, "animal", [
      act({ str: 1, dex: 1, dice: 1, discard: 1 }, food(4)),
      act({ discard: 1 }, food(2)),
    ]),
    e(
      "river-ice-cracks",
      ["The ice cracks", "La glace craque"],
      "river",
      "weather",
      [act({ name: t("Test the ice", "Sonder la glace"), per: 2, dice: 1 }), hostile({}, wounds(3)), hostile({ discard: 2 })],
      { danger: true },
    ),
    e("lagging-calf", ["A lagging calf", "Un faon à la traîne"], { kind: "red", hint: "footprints" }, "animal", [
      act({ dex: 1, discard: 1 }, food(2), tool("hide")),
    ]),
    e(
      "wolves-at-the-flank",
      ["Wolves at the flank", "Des loups sur le flanc"],
      { kind: "red", hint: "wolf" },
      "animal",
      [act({ name: t("Close ranks", "Serrer les rangs"), str: 3, dice: 1 }, tool("hide")), hostile({}, wounds(3))],
      { danger: true },
    ),
    e(
      "first-snowfall",
      ["The first snowfall", "La première neige"],
      "red",
      "weather",
      [
        act({ name: t("Wait it out in a tent", "L'attendre sous la tente"), requests: [tentHeld] }),
        hostile({}, wounds(2)),
        hostile({ pay: "wood wood" }),
      ],
      { danger: true },
    ),
    e("summer-pastures", ["The summer pastures", "Les pâturages d'été"], { kind: "hearth", hint: "footprints" }, "place", [
      act({ str: 3, dex: 2, discard: 2, pay: "food wood", requests: [tentHeld], destroy: true }, fresco()),
    ]),
    e("pack-frame", ["A pack frame", "Un cadre de portage"], "hearth", "craft", [act({ discard: 1 }, craft(1), wood(1))]),
    e(
      "lost-in-the-fog",
      ["Lost in the fog", "Perdus dans le brouillard"],
      "forest",
      "weather",
      [act({ name: t("Follow the tracks", "Suivre les traces"), per: 1, dice: 1 }, food(1)), hostile({ discard: 2 })],
      { danger: true },
    ),
  ],
  secrets: [10],
  // Dried meat for the road: 3 Food more in the depot at set-up (5 until the sixth balance pass).
  setup: [{ kind: "depot", food: 3 }],
};
