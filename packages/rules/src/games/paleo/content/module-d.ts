import { act, moduleCard, dream, food, fresco, heal, hostile, removeSkull, secret, skull, stone, t, wounds } from "./build.js";
import type { ModuleInput } from "./schema.js";

/**
 * Module D, "The sacred cave": the deep cave where the spirits live. Its Mission, the spirit
 * wall, asks an offering every Night and can be painted by day once the spirits have been
 * honoured (four spirit cards in the Graveyard: Frescoes painted, visions spent, the altar). Its cards lead
 * into the dark (a Torch held), to Secrets and to the restless dead. It teaches **the Secrets
 * and the Graveyard**: what the tribe gives up for good opens the wall. It calls Secrets 5 and 6.
 */
const d = moduleCard("D");

const torchHeld = { kind: "tool", tool: "torch", atLeast: 1 } as const;

export const moduleD: ModuleInput = {
  id: "D",
  name: t("The sacred cave", "La grotte sacrée"),
  about: t(
    "Deep in the hill lies a cave where the spirits live. Bring them an offering every night. Carry a torch into the dark to find its galleries and Secrets. Once four spirit cards rest in the Graveyard, the spirits let the tribe paint their wall. The dead do not always rest.",
    "Au fond de la colline s'ouvre une grotte où vivent les esprits. Portez-leur une offrande chaque nuit. Une torche à la main, explorez ses galeries et ses Secrets. Dès que quatre cartes esprit reposent au Cimetière, les esprits laissent la tribu peindre leur paroi. Les morts ne restent pas toujours tranquilles.",
  ),
  mission: {
    key: "spirit-wall",
    set: "D",
    sort: "D",
    name: t("The spirit wall", "La paroi des esprits"),
    rulesText: t(
      "By day, once four spirit cards lie in the Graveyard, groups may paint the wall by spending Help on this card. Each Night: give the spirits 3 Food and 2 Stone, or take a Skull.",
      "Le jour, dès que quatre cartes esprit reposent au Cimetière, des groupes peuvent peindre la paroi en dépensant leur Aide sur cette carte. Chaque Nuit : offrez aux esprits 3 Nourritures et 2 Pierres, ou prenez un Crâne.",
    ),
    typeSymbol: "spirit",
    back: { kind: "mission" },
    frame: "mission",
    helpCardActions: [
      act(
        {
          name: t("Paint the wall", "Peindre la paroi"),
          per: 4,
          dex: 1,
          discard: 2,
          pay: "stone stone",
          requests: [{ kind: "graveyard", typeSymbol: "spirit", atLeast: 4 }],
        },
        fresco(),
      ),
    ],
    night: [act({ name: t("An offering", "Une offrande"), pay: "food food food stone stone" }), hostile({}, skull())],
  },
  deck: [
    d("cave-mouth", ["The cave mouth", "L'entrée de la grotte"], { kind: "hearth", hint: "fire" }, "place", [
      act({ per: 2, dice: 2, discard: 1 }, secret(5)),
    ]),
    d("hand-stencils", ["Hand stencils", "Mains négatives"], { kind: "hearth", hint: "fire" }, "spirit", [
      act({ per: 1, dex: 2, dice: 2, discard: 2, pay: "stone", destroy: true, requests: [torchHeld] }, fresco()),
    ]),
    d("deep-gallery", ["The deep gallery", "La galerie profonde"], "mountain", "place", [
      act({ per: 1, dice: 2, discard: 1, requests: [torchHeld] }, stone(2), secret(6)),
      act({ discard: 1 }, stone(1)),
    ]),
    d("shamans-trance", ["The shaman's trance", "La transe de la chamane"], "hearth", "spirit", [
      act({ per: 1, discard: 1 }, dream(), heal(1)),
    ]),
    d("healing-spring", ["The healing spring", "La source guérisseuse"], "river", "place", [
      act({ discard: 1 }, food(1), heal(1)),
    ]),
    d("blind-fish-pool", ["The blind fish pool", "Le bassin aux poissons aveugles"], { kind: "river", hint: "fish" }, "animal", [
      act({ dex: 1, discard: 1 }, food(3)),
    ]),
    d("ancestors-altar", ["The ancestors' altar", "L'autel des ancêtres"], { kind: "mountain", hint: "moon" }, "spirit", [], {
      rulesText: t(
        "When revealed, it goes on the Night board and waits. By day, a group may spend Help on it, with 1 Food and 1 Stone (dice: 2), to remove a Skull; the altar then goes to the Graveyard.",
        "Révélée, elle va sur le plateau Nuit et attend. Le jour, un groupe peut dépenser son Aide sur elle, avec 1 Nourriture et 1 Pierre (dés : 2), pour retirer un Crâne ; l'autel va alors au Cimetière.",
      ),
      placement: "board",
      helpCardActions: [act({ per: 2, dice: 2, discard: 2, pay: "food stone", destroy: true }, removeSkull())],
    }),
    d(
      "bat-swarm",
      ["A swarm of bats", "Une nuée de chauves-souris"],
      "red",
      "animal",
      [act({ name: t("Drop flat", "Se jeter à terre"), dex: 1, dice: 2 }), hostile({}, wounds(3))],
      { danger: true },
    ),
    d(
      "cave-in",
      ["Cave-in", "Effondrement"],
      "mountain",
      "place",
      [
        act({ name: t("Prop up the roof", "Étayer la voûte"), pay: "wood wood" }),
        act({ name: t("Dig your way out", "Se dégager"), str: 2, dice: 2 }, stone(1)),
        hostile({}, wounds(3)),
      ],
      { danger: true },
    ),
    d(
      "lost-in-the-dark",
      ["Lost in the dark", "Perdus dans le noir"],
      "red",
      "place",
      [
        act({ name: t("Follow the torchlight", "Suivre la lueur de la torche"), requests: [torchHeld] }),
        hostile({ name: t("Grope for the way out", "Chercher la sortie à tâtons"), discard: 2 }),
        hostile({}, wounds(3)),
      ],
      { danger: true },
    ),
    d(
      "restless-dead",
      ["The restless dead", "Les morts sans repos"],
      "red",
      "spirit",
      [
        act({ name: t("Calm them with a chant", "Les apaiser d'un chant"), per: 2, dice: 2 }),
        hostile({ name: t("Feed them", "Les nourrir"), pay: "food food" }),
        hostile({}, wounds(3)),
      ],
      { danger: true },
    ),
    d("white-stag-omen", ["An omen: the white stag", "Un présage : le cerf blanc"], "red", "spirit", [
      act({ per: 1, discard: 1 }, dream()),
    ]),
  ],
  secrets: [5, 6],
  setup: [{ kind: "depot", food: 3 }],
};
