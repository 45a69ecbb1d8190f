import { act, craft, moduleCard, food, fresco, hostile, secret, skull, t, tool, wood, wounds } from "./build.js";
import { pay } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module G, "The grey pack": predators and a rival clan. Wolves prowl round the camp every
 * Night — the tribe stands guard with two Spears held and a fire, or throws them meat, unless it
 * counts 7 Characters or more, who keep watch for nothing (so the small tribe pays most) — and
 * ambush it by day. Slings (an Idea on the Rack from set-up, 2 tokens) and Spears win the fights,
 * which ask Strength pooled and a roll of the dice. It teaches **arming the tribe**: tools kept,
 * not spent, answer the Night. It calls Secret 7, the white wolf.
 */
const g = moduleCard("G");

/** A tribe this big keeps the wolves off at Night for nothing: the small tribe pays most. */
const manyWatchers = { kind: "characters", atLeast: 7 } as const;

export const moduleG: ModuleInput = {
  id: "G",
  name: t("The grey pack", "La meute grise"),
  about: t(
    "A wolf pack hunts the valley and a rival clan follows it. Every night the wolves circle the camp: stand guard with two Spears and a fire, or throw them meat. By day they ambush the careless. Arm the tribe, fight side by side, and the pack leader's pelt goes on the wall.",
    "Une meute de loups chasse dans la vallée et un clan rival la suit. Chaque nuit les loups rôdent autour du camp : montez la garde avec deux Lances et un feu, ou jetez-leur de la viande. Le jour, ils surprennent les imprudents. Armez la tribu, combattez côte à côte, et la peau du chef de meute ira sur la paroi.",
  ),
  mission: {
    key: "grey-pack",
    set: "G",
    sort: "G",
    name: t("The grey pack", "La meute grise"),
    rulesText: t(
      "By day, groups may drive off the pack leader by spending Help on this card and throwing a Spear. Each Night: stand guard (two Spears held, 1 Wood for the fire), or throw them 2 Food, or take a Skull; 7 Characters or more keep watch for nothing.",
      "Le jour, des groupes peuvent chasser le chef de meute en dépensant leur Aide sur cette carte et en lançant une Lance. Chaque Nuit : montez la garde (deux Lances en main, 1 Bois pour le feu), ou jetez-leur 2 Nourritures, ou prenez un Crâne ; à 7 Personnages ou plus, la veille ne coûte rien.",
    ),
    typeSymbol: "animal",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act(
        {
          name: t("Drive off the leader", "Chasser le chef de meute"),
          str: 5,
          per: 2,
          discard: 2,
          pay: "food",
          tools: ["spear", "spear"],
        },
        fresco(),
      ),
    ],
    night: [
      act({ name: t("Stand guard", "Monter la garde"), pay: "wood", requests: [{ kind: "tool", tool: "spear", atLeast: 2 }] }),
      act({ name: t("Throw them meat", "Leur jeter de la viande"), pay: "food food" }),
      act({ name: t("Many watchers round the camp", "Nombreux à veiller autour du camp"), requests: [manyWatchers] }),
      hostile({}, skull()),
    ],
  },
  setupIdea: {
    key: "hunting-sling",
    set: "G",
    sort: "G",
    name: t("The hunting sling", "La fronde de chasse"),
    typeSymbol: "craft",
    back: { kind: "idea" },
    frame: "idea",
    idea: { tool: "sling", tokens: 2, craftCost: pay("wood stone"), craftSkills: { dexterity: 1 } },
  },
  deck: [
    g(
      "wolf-ambush",
      ["Wolf ambush", "Embuscade de loups"],
      { kind: "red", hint: "wolf" },
      "animal",
      [act({ name: t("Fight them off", "Les repousser"), str: 2, dice: 2 }, tool("hide")), hostile({}, wounds(2))],
      { danger: true },
    ),
    g(
      "wolves-at-the-kill",
      ["Wolves at the kill", "Les loups à la curée"],
      { kind: "red", hint: "wolf" },
      "animal",
      [act({ name: t("Leave them the carcass", "Leur laisser la carcasse"), pay: "food" }), hostile({}, wounds(2))],
      { danger: true },
    ),
    g(
      "rival-clan",
      ["The rival clan", "Le clan rival"],
      "red",
      "tribe",
      [
        act({ name: t("Face them down", "Leur tenir tête"), str: 2, per: 1, dice: 2 }, food(1)),
        hostile({ name: t("They take our meat", "Ils prennent notre viande"), pay: "food food" }),
        hostile({}, wounds(2)),
      ],
      { danger: true },
    ),
    g(
      "cave-hyenas",
      ["Cave hyenas", "Hyènes des cavernes"],
      "mountain",
      "animal",
      [
        act({ name: t("Drive them off", "Les chasser"), str: 2, dice: 2 }, tool("hide")),
        hostile({ name: t("They carry off the meat", "Elles emportent la viande"), pay: "food" }),
        hostile({}, wounds(1)),
      ],
      { danger: true },
    ),
    g(
      "stalked-on-the-trail",
      ["Stalked on the trail", "Suivis à la trace"],
      { kind: "forest", hint: "footprints" },
      "animal",
      [
        act({ name: t("Spot it first", "Le repérer avant"), per: 2, dice: 2 }, food(1)),
        hostile({}, wounds(1)),
        hostile({ name: t("Run", "Fuir"), discard: 2 }),
      ],
      { danger: true },
    ),
    g("eyes-in-the-dark", ["Eyes in the dark", "Des yeux dans le noir"], { kind: "red", hint: "wolf" }, "animal", [], {
      rulesText: t(
        "When revealed, it joins the group and stays. Each Night: keep a Torch burning (discard it), or 1 wound. By day the group may hunt them down (Strength 3, dice: 2, 1 card): a Hide and 1 Food, and this card goes to the Graveyard.",
        "Révélée, elle rejoint le groupe et y reste. Chaque Nuit : gardez une Torche allumée (défaussez-la), ou 1 blessure. Le jour, le groupe peut les traquer (Force 3, dés : 2, 1 carte) : une Peau et 1 Nourriture, et cette carte va au Cimetière.",
      ),
      placement: "group",
      extraActions: [
        act({ name: t("Hunt them down", "Les traquer"), str: 3, dice: 2, discard: 1, destroy: true }, tool("hide"), food(1)),
      ],
      night: [act({ name: t("Keep a torch burning", "Garder une torche allumée"), tools: ["torch"] }), hostile({}, wounds(1))],
    }),
    g(
      "left-kill",
      ["A kill the wolves left", "Une proie laissée par les loups"],
      { kind: "forest", hint: "footprints" },
      "animal",
      [act({ discard: 1 }, food(2), tool("hide"))],
    ),
    g("wolf-pup", ["A wolf pup", "Un louveteau"], { kind: "red", hint: "wolf" }, "animal", [
      act({ name: t("Raise it", "L'élever"), per: 1, discard: 1, pay: "food" }, tool("talisman")),
    ]),
    g("spear-makers", ["The spear-makers", "Les faiseurs de lances"], "hearth", "craft", [
      act({ discard: 1 }, wood(1), craft(2)),
    ]),
    g("wolf-trail", ["The wolf trail", "La piste des loups"], { kind: "hearth", hint: "wolf" }, "animal", [
      act({ per: 2, dice: 2, discard: 1 }, secret(7)),
    ]),
    g("pack-leader-den", ["The pack leader's den", "La tanière du chef de meute"], { kind: "mountain", hint: "wolf" }, "animal", [
      act({ str: 3, per: 1, dice: 2, discard: 2, tools: ["spear"], destroy: true }, fresco(), tool("hide")),
    ]),
    g("deer-at-the-crossing", ["Deer at the crossing", "Cerfs au passage"], "river", "animal", [
      act({ str: 2, dice: 2, discard: 1 }, food(3), tool("hide")),
    ]),
  ],
  secrets: [7],
};
