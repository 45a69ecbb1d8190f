import {
  act,
  character,
  craft,
  moduleCard,
  dream,
  food,
  fresco,
  hostile,
  secret,
  skull,
  t,
  tool,
  wood,
  wounds,
} from "./build.js";
import type { ModuleInput, Request } from "./schema.js";

/**
 * Module J, "The great gathering": the ice age ends, and the tribes of the valley meet at the
 * thaw. Built for a trio (level VII: D + E + J), it is the hardest module: the thaw unleashes
 * torrents, falling ice and late storms (a third of its cards are Dangers), and the gathering
 * itself is won only together. It teaches the whole tribe acting as one: its Mission is hosted
 * by three groups or more with 7 Characters among them, and every Night the guests expect gifts
 * (three Wood or Stone and one resource more, or three from a camp of two groups; a tribe of 10
 * Characters or more dances for them instead). The clans come with four furs for the whole tribe,
 * shared out round the groups: a tribe of two groups, which meets the whole deck with four
 * Characters, gets two Hides a group against its first Dangers, and pays for it at every Night.
 * The ninth balance pass (content/DESIGN.md) set these numbers so the small tribe lives past its
 * third Day without winning more. It calls Secret 13.
 */
const j = moduleCard("J");
const tentHeld: Request = { kind: "tool", tool: "tent", atLeast: 1 };
/** A camp of two groups: the guests make more of its gifts' smallness, and it gives two more. */
const smallCamp: Request = { kind: "fewGroups", atMost: 2 };

export const moduleJ: ModuleInput = {
  id: "J",
  name: t("The great gathering", "Le grand rassemblement"),
  about: t(
    "The ice is melting and the tribes of the valley meet at the thaw, bringing four furs: the tribe starts with 4 Hides, shared out round its groups. Torrents, falling ice and the last storms of winter make every day dangerous. Every night the guests expect gifts; by day, three groups together may host the gathering and paint it. The hardest game.",
    "La glace fond et les tribus de la vallée se retrouvent au dégel, avec quatre fourrures : la tribu commence avec 4 Peaux, réparties tour à tour entre ses groupes. Torrents, chutes de glace et dernières tempêtes rendent chaque jour dangereux. Chaque nuit, les invités attendent des présents ; le jour, trois groupes réunis peuvent accueillir le rassemblement et le peindre. La partie la plus rude.",
  ),
  mission: {
    key: "gathering-of-the-tribes",
    set: "J",
    sort: "J",
    name: t("The gathering of the tribes", "Le rassemblement des tribus"),
    rulesText: t(
      "By day, three groups or more with 7 Characters among them may host the gathering by spending Help on this card. Each Night: gifts (three Wood or Stone and any resource, any 3 from a camp of two groups; a tribe of 10 dances for the guests instead), or a Skull.",
      "Le jour, trois groupes ou plus réunissant 7 personnages peuvent accueillir le rassemblement en dépensant leur Aide sur cette carte. Chaque Nuit : des présents (3 Bois ou Pierres et 1 ressource, 3 pour un camp de deux groupes ; une tribu de 10 danse pour les invités), ou un Crâne.",
    ),
    typeSymbol: "tribe",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act(
        {
          str: 3,
          per: 4,
          dex: 2,
          discard: 2,
          pay: "food wood stone",
          needsHelp: true,
          requests: [
            { kind: "characters", atLeast: 7 },
            { kind: "groups", atLeast: 3 },
          ],
        },
        fresco(),
      ),
    ],
    night: [
      act({
        name: t("Gifts for the guests", "Des présents pour les invités"),
        pay: "wood/stone wood/stone wood/stone food/wood/stone",
        requests: [{ kind: "groups", atLeast: 3 }],
      }),
      act({
        name: t("Gifts from a small camp", "Des présents d'un petit camp"),
        pay: "wood/stone wood/stone wood/stone food/wood/stone food/wood/stone food/wood/stone",
        requests: [smallCamp],
      }),
      act({
        name: t("A dance for the guests", "Une danse pour les invités"),
        requests: [{ kind: "characters", atLeast: 10 }],
      }),
      hostile({}, skull()),
    ],
  },
  deck: [
    j(
      "meltwater-torrent",
      ["Meltwater torrent", "Torrent de fonte"],
      "river",
      "weather",
      [
        act({ name: t("Cross it roped together", "Traverser encordés"), str: 3, dex: 1 }),
        hostile({}, wounds(2)),
        hostile({ discard: 2 }),
      ],
      { danger: true, copies: 2 },
    ),
    j(
      "calving-glacier",
      ["The glacier breaks", "Le glacier se rompt"],
      "mountain",
      "weather",
      [act({ name: t("Run for it", "Courir à l'abri"), dex: 2, dice: 2 }), hostile({}, wounds(2)), hostile({ discard: 2 })],
      { danger: true },
    ),
    j(
      "proud-clan",
      ["A proud clan", "Un clan orgueilleux"],
      { kind: "red", hint: "wolf" },
      "tribe",
      [
        act({ name: t("Win the games", "Gagner les jeux"), str: 2, per: 1, dice: 2 }, food(2)),
        hostile({ name: t("Pay the tribute", "Payer le tribut"), pay: "food food" }),
        hostile({}, wounds(2)),
      ],
      { danger: true, copies: 2 },
    ),
    j(
      "strangers-cough",
      ["The strangers' cough", "La toux des étrangers"],
      "red",
      "person",
      [act({ name: t("Keep apart", "Rester à l'écart"), per: 2 }), hostile({}, wounds(3))],
      { danger: true },
    ),
    j(
      "thaw-wildfire",
      ["Wildfire in the dry grass", "Feu d'herbes sèches"],
      "forest",
      "weather",
      [
        act({ name: t("Cut a firebreak", "Tracer un pare-feu"), dex: 2, dice: 2 }),
        hostile({ name: t("The woodpile burns", "Le bois brûle"), pay: "wood wood" }),
        hostile({}, wounds(2)),
      ],
      { danger: true },
    ),
    j(
      "late-winter-storm",
      ["The last blizzard", "Le dernier blizzard"],
      { kind: "red", hint: "moon" },
      "weather",
      [act({ name: t("Sit it out in a tent", "L'attendre sous la tente"), requests: [tentHeld] }), hostile({}, wounds(2))],
      { danger: true },
    ),
    j("last-mammoths", ["The last mammoths", "Les derniers mammouths"], { kind: "river", hint: "mammoth" }, "animal", [
      act({ str: 5, per: 2, dice: 2, discard: 2, destroy: true }, food(5), tool("hide", 2)),
      act({ discard: 1 }, food(2)),
    ]),
    j("meeting-ground", ["The meeting ground", "Le lieu de rencontre"], { kind: "hearth", hint: "fire" }, "tribe", [], {
      rulesText: t(
        "When revealed, it goes to a board slot until the Night. Any awake group may trade there: 1 Wood and 1 Stone for 2 Food, as often as it likes.",
        "Révélée, elle va sur un emplacement du plateau jusqu'à la Nuit. Tout groupe éveillé peut y troquer : 1 Bois et 1 Pierre contre 2 Nourritures, autant de fois qu'il veut.",
      ),
      placement: "board",
      leavesPlay: "night",
      extraActions: [act({ pay: "wood stone" }, food(2))],
    }),
    j("wedding-feast", ["A wedding feast", "Un festin de noces"], "hearth", "person", [
      act({ per: 1, discard: 1, pay: "food food" }, character(), dream()),
    ]),
    j("clan-storytellers", ["Storytellers of the clans", "Les conteurs des clans"], { kind: "hearth", hint: "fire" }, "tribe", [
      act({ per: 2, dice: 2, discard: 1 }, secret(13)),
      act({ discard: 1 }, dream()),
    ]),
    j("warm-wind", ["A warm wind", "Un vent tiède"], "forest", "weather", [act({ discard: 1 }, food(2), wood(1))]),
    j("craft-exchange", ["Skills traded", "Savoir-faire échangés"], "hearth", "craft", [act({ discard: 1 }, craft(2))]),
  ],
  secrets: [13],
  // Gifts set aside for the guests: a Wood and a Stone in the depot at set-up (a flat store, so
  // the small tribe's share is the bigger; 2 and 2 until the ninth pass); and the clans' four
  // furs, dealt round the groups (2 / 2 at two groups, 2 / 1 / 1 at three, one each at four).
  setup: [
    { kind: "depot", wood: 1, stone: 1 },
    { kind: "shared", tool: "hide", count: 4 },
  ],
};
