import { act, moduleCard, food, fresco, heal, hostile, secret, skull, stone, t, tool, wood, wounds } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module C, "The long winter": the cold season. Wood is warmth: the winter fire of its Mission
 * burns 3 Wood (or a Torch and 1 Wood) every Night, 2 more for a tribe of 7 Characters or more (a
 * cost that grows with the tribe, so the big tribe does not win most), the cold's Dangers are met with Wood, Torches or
 * Clothing, and the solstice vigil paints the fire on the wall. It teaches **the woodpile**: a
 * resource saved for the Night rather than spent by day. Dice come with it (the ice, the
 * mammoth frozen in it, the avalanche). It calls Secrets 3 and 4.
 */
const c = moduleCard("C");

const torchHeld = { kind: "tool", tool: "torch", atLeast: 1 } as const;
/** A small camp warms itself at a small fire; a tribe of 7 Characters or more needs a great one. */
const smallCamp = { kind: "fewCharacters", atMost: 6 } as const;

export const moduleC: ModuleInput = {
  id: "C",
  name: t("The long winter", "Le long hiver"),
  about: t(
    "Snow closes the valley. The winter fire must burn every night: keep Wood aside for it, or burn a Torch. The cold bites those without fire or furs, and the ice hides fish and old meat for those who risk a roll of the dice. Keep vigil by the fire and the wall remembers it.",
    "La neige ferme la vallée. Le feu d'hiver doit brûler chaque nuit : gardez du Bois pour lui, ou brûlez une Torche. Le froid mord ceux qui n'ont ni feu ni fourrures, et la glace cache poissons et vieille viande à qui tente les dés. Veillez auprès du feu, et la paroi s'en souviendra.",
  ),
  mission: {
    key: "winter-fire",
    set: "C",
    sort: "C",
    name: t("The winter fire", "Le feu d'hiver"),
    rulesText: t(
      "By day, groups may keep the solstice vigil by spending Help on this card and burning a Torch. Each Night: feed the fire 3 Wood, or burn a Torch and 1 Wood, or take a Skull. A tribe of 7 Characters or more needs a great fire: 2 Wood more.",
      "Le jour, des groupes peuvent veiller le solstice en dépensant leur Aide sur cette carte et en brûlant une Torche. Chaque Nuit : nourrissez le feu de 3 Bois, ou brûlez une Torche et 1 Bois, ou prenez un Crâne. Une tribu de 7 Personnages ou plus a besoin d'un grand feu : 2 Bois de plus.",
    ),
    typeSymbol: "place",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act(
        {
          name: t("The solstice vigil", "La veillée du solstice"),
          per: 3,
          dex: 3,
          discard: 3,
          pay: "wood wood food food",
          tools: ["torch"],
        },
        fresco(),
      ),
    ],
    night: [
      act({ name: t("Feed the fire", "Nourrir le feu"), pay: "wood wood wood", requests: [smallCamp] }),
      act({ name: t("Burn a torch", "Brûler une torche"), pay: "wood", tools: ["torch"], requests: [smallCamp] }),
      act({ name: t("Feed a great fire", "Nourrir un grand feu"), pay: "wood wood wood wood wood" }),
      act({
        name: t("Burn a torch on a great fire", "Brûler une torche sur un grand feu"),
        pay: "wood wood wood",
        tools: ["torch"],
      }),
      hostile({}, skull()),
    ],
  },
  deck: [
    c("ice-fishing", ["Ice fishing", "Pêche sous la glace"], { kind: "river", hint: "fish" }, "animal", [
      act({ dex: 1, dice: 2, discard: 1 }, food(3)),
    ]),
    c("snowbound-pines", ["Snowbound pines", "Pins sous la neige"], "forest", "plant", [
      act({ discard: 1 }, wood(2)),
      act({ str: 1, discard: 1 }, wood(3)),
    ]),
    c(
      "mammoth-in-the-ice",
      ["A mammoth in the ice", "Un mammouth pris dans la glace"],
      { kind: "mountain", hint: "mammoth" },
      "animal",
      [act({ str: 2, dice: 2, discard: 2 }, food(4), tool("hide"))],
    ),
    c("dug-hearth", ["A dug hearth", "Un foyer creusé"], { kind: "hearth", hint: "fire" }, "craft", [], {
      rulesText: t(
        "When revealed, it joins the group until the Night. While it is there: Dexterity 1 and 1 card for 1 Food and 1 wound healed, as often as the group likes. At Night it asks 1 Wood, or 1 wound.",
        "Révélée, elle rejoint le groupe jusqu'à la Nuit. Tant qu'elle est là : Habileté 1 et 1 carte pour 1 Nourriture et 1 blessure soignée, autant de fois que le groupe veut. La Nuit, elle demande 1 Bois, ou 1 blessure.",
      ),
      placement: "group",
      leavesPlay: "night",
      extraActions: [act({ name: t("Warm up and cook", "Se chauffer et cuisiner"), dex: 1, discard: 1 }, food(1), heal(1))],
      night: [act({ name: t("Bank the embers", "Couvrir les braises"), pay: "wood" }), hostile({}, wounds(1))],
    }),
    c(
      "thin-ice",
      ["Thin ice", "Glace mince"],
      { kind: "river", hint: "fish" },
      "weather",
      [act({ name: t("Crawl back", "Revenir à plat ventre"), dex: 1, dice: 2 }), hostile({}, wounds(1)), hostile({ discard: 2 })],
      { danger: true },
    ),
    c(
      "frostbite",
      ["Frostbite", "Engelures"],
      "red",
      "person",
      [act({ name: t("Warm up by a fire", "Se réchauffer au feu"), pay: "wood" }), hostile({}, wounds(3))],
      { danger: true },
    ),
    c(
      "cold-snap",
      ["Cold snap", "Vague de froid"],
      "red",
      "weather",
      [
        act({ name: t("Huddle round a torch", "Se serrer autour d'une torche"), tools: ["torch"] }),
        hostile({ name: t("Burn the woodpile", "Brûler le tas de bois"), pay: "wood wood" }),
        hostile({}, wounds(3)),
      ],
      { danger: true },
    ),
    c(
      "avalanche",
      ["Avalanche", "Avalanche"],
      "mountain",
      "weather",
      [act({ name: t("Outrun it", "La devancer"), dex: 2, dice: 2 }, stone(1)), hostile({}, wounds(2)), hostile({ discard: 2 })],
      { danger: true },
    ),
    c("wandering-furrier", ["A wandering furrier", "Un fourreur de passage"], "hearth", "person", [
      act({ per: 1, discard: 1, pay: "food" }, tool("clothing")),
    ]),
    c(
      "frost-footprints",
      ["Footprints in the frost", "Empreintes dans le givre"],
      { kind: "red", hint: "footprints" },
      "person",
      [act({ per: 1, discard: 1 }, secret(3))],
    ),
    c("buried-embers", ["Embers under the ash", "Braises sous la cendre"], { kind: "hearth", hint: "fire" }, "craft", [
      act({ per: 1, dex: 1, dice: 2, discard: 1 }, secret(4)),
    ]),
    c("longest-night", ["The longest night", "La plus longue nuit"], { kind: "hearth", hint: "fire" }, "spirit", [
      act({ per: 2, dex: 1, dice: 2, discard: 2, pay: "wood wood", destroy: true, requests: [torchHeld] }, fresco()),
    ]),
  ],
  secrets: [3, 4],
  setup: [{ kind: "depot", wood: 2 }],
};
