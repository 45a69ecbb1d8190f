import { act, character, moduleCard, food, fresco, hostile, secret, skull, stone, t, tool, wood, wounds } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module I, "The great flood": the snow melts too fast and the river leaves its bed. It teaches
 * night cards (☾): the three Floodwater cards, once revealed, settle in a group's camp and stay,
 * and each asks every Night for a Wood or a Stone to bank it, or wounds someone; the more of them
 * are found, the more each Night costs, until a group drains them (Strength, a card). Its
 * Mission asks every Night for 3 Wood and 3 Stone on the bank (a tribe of 9 Characters carries
 * the earth for nothing, so the small tribes pay most), and by day, once a Floodwater
 * has been drained, several groups may build the great dyke for a Fresco. The stranded fish of
 * the first high water give 2 Food per group at set-up, so the bigger tribe's store is bigger. It
 * calls Secret 12.
 */
const i = moduleCard("I");

export const moduleI: ModuleInput = {
  id: "I",
  name: t("The great flood", "La grande crue"),
  about: t(
    "The snow melts too fast and the river leaves its bed; the fish it strands give each group 2 Food at the start. Floodwater found by day settles in a group's camp and stays: each Night it asks a Wood or a Stone, or hurts someone, and more comes every day until it is drained. Bank the river every Night; several groups together may build the great dyke.",
    "La neige fond trop vite et la rivière sort de son lit ; ses poissons échoués donnent 2 Nourritures par groupe au départ. L'eau de crue trouvée le jour s'installe dans un camp et y reste : chaque Nuit elle réclame un Bois ou une Pierre, ou blesse quelqu'un, et il en vient chaque jour tant qu'on ne la draine pas. Endiguez la rivière chaque Nuit ; à plusieurs groupes, bâtissez la grande digue.",
  ),
  mission: {
    key: "the-rising-river",
    set: "I",
    sort: "I",
    name: t("The rising river", "La rivière monte"),
    rulesText: t(
      "By day, once a Floodwater has been drained, two groups or more with 7 Characters among them may build the great dyke by spending Help on this card. Each Night: raise the bank with 3 Wood and 3 Stone (nothing for a tribe of 9 Characters or more), or take a Skull.",
      "Le jour, une fois une Eau de crue drainée, deux groupes ou plus réunissant 7 personnages peuvent bâtir la grande digue en dépensant leur Aide sur cette carte. Chaque Nuit : rehaussez la berge avec 3 Bois et 3 Pierres (rien pour une tribu de 9 personnages ou plus), ou prenez un Crâne.",
    ),
    typeSymbol: "weather",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act(
        {
          str: 4,
          dex: 2,
          discard: 2,
          pay: "wood wood stone stone",
          needsHelp: true,
          requests: [
            { kind: "characters", atLeast: 7 },
            { kind: "graveyard", typeSymbol: "weather", atLeast: 1 },
          ],
        },
        fresco(),
      ),
    ],
    night: [
      act({ name: t("Raise the bank", "Rehausser la berge"), pay: "wood wood wood stone stone stone" }),
      act({
        name: t("Everyone carries earth", "Tout le monde porte de la terre"),
        requests: [{ kind: "characters", atLeast: 9 }],
      }),
      hostile({}, skull()),
    ],
  },
  deck: [
    i("floodwater", ["Floodwater", "Eau de crue"], { kind: "river", hint: "fish" }, "weather", [], {
      copies: 3,
      rulesText: t(
        "When revealed, the water reaches the group's camp and stays. Each Night: bank it with 1 Wood or Stone, or 2 wounds. The group may drain it (Strength 3, discard 1 card): to the Graveyard, and the stranded fish give 2 Food.",
        "Révélée, l'eau atteint le camp du groupe et y reste. Chaque Nuit : endiguez-la avec 1 Bois ou 1 Pierre, ou 2 blessures. Le groupe peut la drainer (Force 3, défaussez 1 carte) : au Cimetière, et les poissons piégés donnent 2 Nourritures.",
      ),
      placement: "group",
      leavesPlay: "never",
      extraActions: [act({ name: t("Drain it", "La drainer"), str: 3, discard: 1, destroy: true }, food(2))],
      night: [act({ name: t("Bank it", "L'endiguer"), pay: "wood/stone" }), hostile({}, wounds(2))],
    }),
    i("driftwood-heap", ["A heap of driftwood", "Un amas de bois flotté"], "river", "plant", [
      act({ dex: 1, dice: 1, discard: 1 }, wood(3), food(1)),
      act({ discard: 1 }, wood(2)),
    ]),
    i(
      "fish-in-the-shallows",
      ["Fish in the shallows", "Poissons dans les hauts-fonds"],
      { kind: "river", hint: "fish" },
      "animal",
      [act({ str: 3, dex: 2, discard: 1 }, food(4))],
    ),
    i("stranded-elk", ["A stranded elk", "Un élan pris par les eaux"], { kind: "river", hint: "mammoth" }, "animal", [
      act({ str: 4, per: 1, discard: 1 }, food(3), tool("hide")),
      act({ discard: 1 }, food(1)),
    ]),
    i("people-from-downstream", ["People from downstream", "Les gens d'en aval"], "hearth", "person", [
      act({ per: 1, discard: 1, pay: "food" }, character()),
    ]),
    i("heron-on-the-water", ["A heron on the water", "Un héron sur les eaux"], { kind: "red", hint: "fish" }, "spirit", [
      act({ per: 2, dice: 1, discard: 1 }, secret(12)),
      act({ discard: 1 }, food(1)),
    ]),
    i("flood-marks", ["Flood marks", "Les marques de la crue"], { kind: "mountain", hint: "moon" }, "place", [
      act(
        {
          str: 3,
          dex: 2,
          discard: 2,
          pay: "wood stone",
          destroy: true,
          requests: [{ kind: "graveyard", typeSymbol: "weather", atLeast: 2 }],
        },
        fresco(),
      ),
    ]),
    i(
      "drowned-trail",
      ["The drowned trail", "Le sentier noyé"],
      "river",
      "place",
      [
        act({ name: t("Wade across roped together", "Passer à gué encordés"), str: 3, dex: 1 }),
        hostile({}, wounds(2)),
        hostile({ discard: 2 }),
      ],
      { danger: true, copies: 2 },
    ),
    i(
      "swirling-current",
      ["The swirling current", "Le courant tournoyant"],
      { kind: "river", hint: "fish" },
      "weather",
      [
        act({ name: t("Pull them out together", "Les tirer de l'eau à plusieurs"), str: 4 }),
        hostile({}, wounds(2)),
        hostile({ discard: 2 }),
      ],
      { danger: true },
    ),
    i(
      "mudslide",
      ["Mudslide", "Coulée de boue"],
      "mountain",
      "weather",
      [
        act({ name: t("Climb clear", "Grimper à l'abri"), dex: 2, dice: 1 }, stone(1)),
        hostile({}, wounds(3)),
        hostile({ name: t("Dig the camp out", "Dégager le camp"), discard: 3 }),
      ],
      { danger: true },
    ),
    i(
      "woodpile-swept-away",
      ["The woodpile swept away", "Le bois emporté"],
      "red",
      "weather",
      [hostile({ name: t("The water takes the wood", "L'eau emporte le bois"), pay: "wood wood" }), hostile({}, wounds(2))],
      { danger: true },
    ),
    i(
      "cold-rain",
      ["Cold rain", "Pluie glacée"],
      "red",
      "weather",
      [act({ name: t("Light a fire", "Allumer un feu"), pay: "wood" }), hostile({}, wounds(2))],
      { danger: true, copies: 2 },
    ),
  ],
  secrets: [12],
  // Fish left behind by the first high water: 2 Food more in the depot per group at set-up (5 for
  // any tribe until the eighth balance pass: a flat store favours the small tribe, whose 4 mouths
  // eat it slower than the big tribe's 8).
  setup: [{ kind: "depot", food: 2, perGroup: true }],
};
