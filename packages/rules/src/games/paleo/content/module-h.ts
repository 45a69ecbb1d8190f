import { act, craft, moduleCard, food, fresco, hostile, secret, skull, t, tool, wood, wounds } from "./build.js";
import { pay } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module H, "Across the water": rivers, lakes and a crossing. The Raft (an Idea on the Rack from
 * set-up with the box's 2 Raft tokens) carries the tribe: its Mission, the far shore, is reached
 * by day with a Raft and a Hide spent in the crossing and 4 Food of provisions that the tribe has
 * laid on the Mission beforehand (tokens on a card: Food gained may go there instead of the
 * depot, safe from the Night's meal but good only for the crossing); every Night the rafts must
 * be moored (a Raft held and 1 Wood) or the camp moved uphill (2 Food), unless the tribe counts 7
 * Characters or more, who haul the rafts ashore for nothing (so the small tribe pays most). Reeds on the bank make
 * Nets, cast and torn for Dexterity 2 in one action (a single-use skill tool). Floods are escaped on a raft, the island
 * and the waterfall cave are reached only with one, and its two Secrets wait across the water.
 * It teaches **a tool that opens places**: what a Raft held makes possible. It calls Secrets 8
 * and 9.
 */
const h = moduleCard("H");

const raftHeld = { kind: "tool", tool: "raft", atLeast: 1 } as const;
/** A tribe this big hauls its rafts out of the water at Night for nothing: the small tribe pays most. */
const manyHands = { kind: "characters", atLeast: 7 } as const;

export const moduleH: ModuleInput = {
  id: "H",
  name: t("Across the water", "Au-delà des eaux"),
  about: t(
    "A wide river cuts the land and lakes fill the valley. Build rafts: with one the tribe escapes the floods, reaches the island and the cave behind the falls, and crosses to the far shore to paint what it finds there. Every night the rafts must be moored, or the camp moved uphill. Water has its own dangers.",
    "Un large fleuve coupe la contrée et des lacs emplissent la vallée. Construisez des radeaux : avec eux la tribu échappe aux crues, gagne l'île et la grotte derrière la cascade, et traverse vers l'autre rive pour peindre ce qu'elle y trouve. Chaque nuit il faut amarrer les radeaux, ou monter le camp plus haut. L'eau a ses propres dangers.",
  ),
  mission: {
    key: "far-shore",
    set: "H",
    sort: "H",
    name: t("The far shore", "L'autre rive"),
    rulesText: t(
      "Food gained may be laid here as provisions, not eaten at Night. By day, cross with Help on this card, 4 provisions, a Raft (lost) and a Hide. Each Night: moor the rafts (a Raft and 1 Wood), move the camp uphill (2 Food), or take a Skull; 7 Characters or more haul them ashore for free.",
      "Nourriture gagnée : posez-la ici en provisions, non mangées la Nuit. Le jour, traversez avec l'Aide ici, 4 provisions, un Radeau (perdu) et une Peau. Chaque Nuit : amarrez (Radeau et 1 Bois), montez le camp (2 Nourritures) ou prenez un Crâne ; à 7 Personnages ou plus, tirez-les au sec pour rien.",
    ),
    typeSymbol: "place",
    back: { kind: "mission" },
    frame: "mission",
    holds: ["food"],
    helpCardActions: [
      act(
        {
          name: t("Cross the river", "Traverser le fleuve"),
          str: 3,
          dex: 2,
          per: 2,
          discard: 2,
          fromCard: ["food", "food", "food", "food"],
          tools: ["raft", "hide"],
        },
        fresco(),
      ),
    ],
    night: [
      act({ name: t("Moor the rafts", "Amarrer les radeaux"), pay: "wood", requests: [raftHeld] }),
      act({ name: t("Move the camp uphill", "Monter le camp plus haut"), pay: "food food" }),
      act({ name: t("Many hands haul the rafts ashore", "Tous ensemble, tirer les radeaux au sec"), requests: [manyHands] }),
      hostile({}, skull()),
    ],
  },
  setupIdea: {
    key: "log-raft",
    set: "H",
    sort: "H",
    name: t("The log raft", "Le radeau de rondins"),
    typeSymbol: "craft",
    back: { kind: "idea" },
    frame: "idea",
    idea: { tool: "raft", tokens: 2, craftCost: pay("wood wood stone"), craftSkills: { dexterity: 1 } },
  },
  deck: [
    h(
      "river-in-flood",
      ["The river in flood", "Le fleuve en crue"],
      "river",
      "weather",
      [
        act({ name: t("Take to the raft", "Monter sur le radeau"), requests: [raftHeld] }),
        hostile({ name: t("Flee to high ground", "Fuir vers les hauteurs"), discard: 2 }),
        hostile({ name: t("The stores are swept away", "Les réserves sont emportées"), pay: "food food" }),
      ],
      { danger: true },
    ),
    h(
      "whirlpool",
      ["Whirlpool", "Tourbillon"],
      "red",
      "weather",
      [
        act({ name: t("Steer clear", "L'éviter"), dex: 2, dice: 1 }),
        hostile({ name: t("The raft goes down", "Le radeau sombre"), tools: ["raft"] }),
        hostile({ name: t("Swept downstream", "Emportés par le courant"), discard: 2 }),
      ],
      { danger: true },
    ),
    h(
      "capsized",
      ["Capsized", "Chavirés"],
      "red",
      "weather",
      [
        act({ name: t("Swim for it", "Nager jusqu'à la rive"), dex: 1, dice: 1 }),
        hostile({ name: t("The catch is lost", "La pêche est perdue"), pay: "food food" }),
        hostile({ name: t("A long way back", "Un long chemin de retour"), discard: 2 }),
      ],
      { danger: true },
    ),
    h(
      "lake-fog",
      ["Fog on the lake", "Brouillard sur le lac"],
      "river",
      "weather",
      [
        act({ name: t("Wait it out", "Attendre qu'il se lève"), discard: 1 }),
        hostile({ name: t("Lost on the water", "Perdus sur l'eau"), discard: 3 }),
      ],
      { danger: true },
    ),
    h(
      "leeches",
      ["Leeches", "Sangsues"],
      "river",
      "animal",
      [
        act({ name: t("Burn them off", "Les brûler"), tools: ["torch"] }),
        hostile({ name: t("Pick them off one by one", "Les ôter une à une"), discard: 2 }),
      ],
      { danger: true },
    ),
    h(
      "giant-pike",
      ["The giant pike", "Le brochet géant"],
      { kind: "river", hint: "fish" },
      "animal",
      [
        act({ name: t("Spear it", "Le harponner"), str: 2, dice: 1, discard: 1 }, food(3)),
        hostile({ name: t("It drags the line away", "Il emporte la ligne"), discard: 2 }),
      ],
      { danger: true },
    ),
    h(
      "river-horse",
      ["The river horse", "L'hippopotame"],
      { kind: "river", hint: "footprints" },
      "animal",
      [
        act({ name: t("Give it a wide berth", "S'en écarter"), per: 2, dice: 1 }),
        hostile({ name: t("It tramples the camp", "Il piétine le camp"), pay: "food wood" }),
        hostile({}, wounds(1)),
      ],
      { danger: true },
    ),
    h("island-of-birds", ["The island of birds", "L'île aux oiseaux"], { kind: "river", hint: "fish" }, "animal", [
      act({ name: t("Row across", "Y ramer"), discard: 1, requests: [raftHeld] }, food(4)),
      act(
        { name: t("Gather eggs and reeds on the bank", "Ramasser œufs et roseaux sur la berge"), discard: 1 },
        food(1),
        tool("net"),
      ),
    ]),
    h("raft-builders", ["The raft-builders", "Les bâtisseurs de radeaux"], "hearth", "craft", [
      act({ discard: 1 }, wood(2), craft(1)),
    ]),
    h("smoke-on-the-island", ["Smoke on the island", "Fumée sur l'île"], { kind: "hearth", hint: "fire" }, "tribe", [
      act({ per: 1, discard: 1, requests: [raftHeld] }, secret(8)),
    ]),
    h("cave-behind-the-falls", ["The cave behind the falls", "La grotte derrière la cascade"], "mountain", "place", [
      act({ per: 2, dex: 1, dice: 1, discard: 2, pay: "stone", destroy: true, requests: [raftHeld] }, fresco()),
    ]),
    h("glinting-shallows", ["Glinting shallows", "Hauts-fonds scintillants"], "river", "place", [
      act({ dex: 1, dice: 1, discard: 1 }, food(1), secret(9)),
    ]),
  ],
  secrets: [8, 9],
  setup: [{ kind: "depot", wood: 2 }],
};
