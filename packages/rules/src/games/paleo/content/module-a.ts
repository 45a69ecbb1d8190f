import { act, moduleCard, dream, food, fresco, hostile, secret, skull, t, tool, wounds } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module A, "The great hunt": big game. Hunts pay in Food and Hides and, for the biggest beasts,
 * in a Fresco; they need Strength pooled across groups, so helping matters. Its Mission, the
 * Aurochs, asks every Night for Food and a Hide — the hunt feeds the spirits — and can be hunted
 * by day (Help on the Mission, a Spear and two Hides) for a Fresco. It calls Secret 1.
 */
const a = moduleCard("A");

export const moduleA: ModuleInput = {
  id: "A",
  name: t("The great hunt", "La grande chasse"),
  about: t(
    "Big game roams the land. Hunts feed the tribe and bring Hides, and the greatest beasts are painted on the cave wall. Pool your Strength: few groups bring down a mammoth alone.",
    "Le gros gibier parcourt la contrée. Les chasses nourrissent la tribu et rapportent des Peaux, et les plus grandes bêtes sont peintes sur la paroi. Unissez vos forces : peu de groupes abattent seuls un mammouth.",
  ),
  mission: {
    key: "great-aurochs",
    set: "A",
    sort: "A",
    name: t("The great aurochs", "Le grand aurochs"),
    rulesText: t(
      "By day, groups may hunt it by spending Help on this card, a Spear and two Hides. Each Night: give the spirits 1 Food and 1 Hide, or take a Skull.",
      "Le jour, des groupes peuvent le chasser en dépensant leur Aide sur cette carte, une Lance et deux Peaux. Chaque Nuit : offrez aux esprits 1 Nourriture et 1 Peau, ou prenez un Crâne.",
    ),
    typeSymbol: "animal",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [act({ str: 5, per: 2, discard: 2, tools: ["spear", "hide", "hide"] }, food(2), fresco())],
    night: [act({ name: t("Feed the spirits", "Nourrir les esprits"), pay: "food", tools: ["hide"] }), hostile({}, skull())],
  },
  deck: [
    a("mammoth-herd", ["Mammoth herd", "Troupeau de mammouths"], { kind: "river", hint: "mammoth" }, "animal", [
      act({ str: 5, per: 2, discard: 2, destroy: true }, food(5), tool("hide", 2), fresco()),
    ]),
    a(
      "bison-at-the-lick",
      ["Bison at the salt lick", "Bisons à la pierre à sel"],
      { kind: "mountain", hint: "footprints" },
      "animal",
      [act({ str: 2, discard: 1 }, food(4), tool("hide"))],
    ),
    a("hunting-blind", ["Hunting blind", "Affût de chasse"], "forest", "craft", [], {
      rulesText: t(
        "When revealed, it joins the group until the Night. While it is there, the group may watch from it: Perception 1, discard 1 card, gain 1 Food, as often as it likes during the Day.",
        "Révélée, elle rejoint le groupe jusqu'à la Nuit. Tant qu'elle est là, le groupe peut guetter : Perception 1, défaussez 1 carte, gagnez 1 Nourriture, autant de fois qu'il veut pendant le Jour.",
      ),
      placement: "group",
      leavesPlay: "night",
      extraActions: [act({ per: 1, discard: 1 }, food(1))],
    }),
    a("tracks-in-the-snow", ["Tracks in the snow", "Traces dans la neige"], { kind: "red", hint: "footprints" }, "animal", [
      act({ per: 1 }, dream(), food(1)),
    ]),
    a(
      "stampede",
      ["Stampede", "Débandade"],
      { kind: "red", hint: "mammoth" },
      "animal",
      [act({ name: t("Dodge", "Esquiver"), dex: 2 }), hostile({}, wounds(3)), hostile({ discard: 2 })],
      { danger: true },
    ),
    a("wounded-stranger", ["A wounded stranger", "Un étranger blessé"], "hearth", "person", [
      act({ per: 1, discard: 1, pay: "food food" }, { kind: "character", count: 1 }),
    ]),
    a(
      "cave-bear",
      ["Cave bear", "Ours des cavernes"],
      "mountain",
      "animal",
      [
        act({ name: t("Hunt it", "Le chasser"), str: 4, discard: 1, tools: ["spear"] }, food(4), tool("hide", 2)),
        hostile({}, wounds(2)),
      ],
      { danger: true },
    ),
    a("old-hunting-camp", ["An old hunting camp", "Un vieux camp de chasse"], { kind: "hearth", hint: "fire" }, "place", [
      act({ per: 2, discard: 1 }, secret(1), food(1)),
    ]),
  ],
  secrets: [1],
};
