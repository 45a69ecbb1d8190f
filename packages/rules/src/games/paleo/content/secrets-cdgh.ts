import {
  act,
  character,
  dream,
  food,
  fresco,
  hostile,
  idea,
  removeSkull,
  stone,
  t,
  tool,
  wood,
  wounds,
  type CardInput,
} from "./build.js";
import type { TypeSymbol } from "./schema.js";

/**
 * Secrets 3–9, called by modules C (3, 4), D (5, 6), G (7) and H (8, 9). Like Secrets 1 and 2:
 * face down on the Night board, a number on the back; a card's "Secret N" turns one up and its
 * group plays it at once. A kind Secret may be helped or ignored; a Danger Secret may not.
 */
function secretCard(
  number: number,
  key: string,
  name: [string, string],
  typeSymbol: TypeSymbol,
  actions: CardInput["actions"],
  more: Partial<CardInput> = {},
): CardInput {
  const danger = more.danger ?? false;
  return {
    key,
    set: "secrets",
    sort: "S",
    name: t(...name),
    typeSymbol,
    back: { kind: "secret", number },
    frame: "secret",
    ...(danger ? {} : { helpOption: true, ignorable: true }),
    actions,
    ...more,
  };
}

export const secretsCDGH: CardInput[] = [
  secretCard(3, "frozen-stranger", ["The frozen stranger", "L'inconnu gelé"], "person", [
    act({ name: t("Warm him by the fire", "Le réchauffer au feu"), pay: "wood" }, character(), tool("clothing")),
    act({ name: t("Take his cloak", "Prendre son manteau") }, tool("clothing")),
  ]),
  secretCard(4, "first-flame", ["The first flame", "La première flamme"], "spirit", [
    act({ per: 2, dex: 2, discard: 2, pay: "wood wood", destroy: true }, fresco()),
    act({}, wood(2)),
  ]),
  secretCard(5, "hidden-chamber", ["The hidden chamber", "La salle cachée"], "spirit", [
    act(
      {
        per: 2,
        dex: 1,
        dice: 2,
        discard: 2,
        pay: "stone",
        destroy: true,
        requests: [{ kind: "tool", tool: "torch", atLeast: 1 }],
      },
      fresco(),
    ),
    act({}, stone(2)),
  ]),
  secretCard(6, "bear-skull-shrine", ["The bear skull shrine", "Le sanctuaire au crâne d'ours"], "spirit", [
    act({ per: 2, dice: 2, discard: 1, destroy: true }, removeSkull(), dream()),
    act({}, food(2)),
  ]),
  secretCard(
    7,
    "white-wolf",
    ["The white wolf", "Le loup blanc"],
    "animal",
    [
      act({ name: t("Face it", "L'affronter"), str: 4, tools: ["spear"] }, fresco(), tool("hide")),
      hostile({ name: t("It takes the meat", "Il emporte la viande"), pay: "food food" }),
      hostile({}, wounds(2)),
    ],
    {
      danger: true,
      rulesText: t(
        "The leader of all packs. Bring it down and it is painted on the wall; otherwise it leaves its mark.",
        "Le chef de toutes les meutes. Abattez-le et il sera peint sur la paroi ; sinon, il laisse sa marque.",
      ),
    },
  ),
  secretCard(8, "island-people", ["The island people", "Le peuple de l'île"], "tribe", [
    act({ per: 2, pay: "food" }, character(), idea()),
    act({}, food(2)),
  ]),
  secretCard(9, "sunken-idol", ["The sunken idol", "L'idole engloutie"], "spirit", [
    act({ dex: 2, discard: 2, destroy: true, requests: [{ kind: "tool", tool: "raft", atLeast: 1 }] }, fresco()),
    act({}, stone(2)),
  ]),
];
