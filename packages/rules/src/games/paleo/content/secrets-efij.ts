import { act, character, dream, food, fresco, heal, resources, t, tool, type CardInput } from "./build.js";

/**
 * Secrets 10–19, called by modules E, F, I and J: face down on the Night board in the levels that
 * play those modules, turned up by the card that names them and played at once.
 */
export const secretsEFIJ: CardInput[] = [
  {
    key: "calving-grounds",
    set: "secrets",
    sort: "S",
    name: t("The calving grounds", "Le lieu des naissances"),
    typeSymbol: "animal",
    rulesText: t(
      "Where the reindeer give birth each spring. Paint it once, or take what the herd leaves.",
      "Là où les rennes mettent bas chaque printemps. Peignez-le une fois, ou prenez ce que le troupeau laisse.",
    ),
    back: { kind: "secret", number: 10 },
    frame: "secret",
    helpOption: true,
    ignorable: true,
    actions: [act({ str: 3, per: 2, discard: 2, pay: "food", destroy: true }, fresco()), act({}, food(2), tool("hide"))],
  },
  {
    key: "healers-chant",
    set: "secrets",
    sort: "S",
    name: t("The healer's chant", "Le chant de la guérisseuse"),
    typeSymbol: "spirit",
    back: { kind: "secret", number: 11 },
    frame: "secret",
    helpOption: true,
    ignorable: true,
    rulesText: t(
      "An old healer shares her chant. Learn it for good (it is then destroyed) and gather her roots, or let her tend the sick and go.",
      "Une vieille guérisseuse partage son chant. Apprenez-le pour de bon (la carte est alors détruite) et cueillez ses racines, ou laissez-la soigner les malades et partir.",
    ),
    actions: [act({ per: 3, dex: 1, discard: 2, pay: "food", destroy: true }, tool("root", 2), heal(3)), act({}, heal(2))],
  },
  {
    key: "river-spirits-bargain",
    set: "secrets",
    sort: "S",
    name: t("The river spirit's bargain", "Le marché de l'esprit du fleuve"),
    typeSymbol: "spirit",
    rulesText: t(
      "The river will go back to its bed for a gift. Paint the bargain once, or take what the water brought.",
      "Le fleuve rentrera dans son lit contre un présent. Peignez le marché une fois, ou prenez ce que l'eau a apporté.",
    ),
    back: { kind: "secret", number: 12 },
    frame: "secret",
    helpOption: true,
    ignorable: true,
    actions: [
      act({ per: 2, dex: 1, discard: 2, pay: "food stone", destroy: true }, fresco()),
      act({}, resources({ wood: 2, stone: 1 })),
    ],
  },
  {
    key: "council-of-the-clans",
    set: "secrets",
    sort: "S",
    name: t("The council of the clans", "Le conseil des clans"),
    typeSymbol: "tribe",
    rulesText: t(
      "The elders of every clan sit together. Win them over and a new friend joins you, with a dream of the old days; or share a meal and part.",
      "Les anciens de chaque clan se réunissent. Gagnez-les à votre cause : un ami vous rejoint, avec un rêve des temps anciens ; ou partagez un repas et séparez-vous.",
    ),
    back: { kind: "secret", number: 13 },
    frame: "secret",
    helpOption: true,
    ignorable: true,
    actions: [act({ str: 2, per: 3, discard: 2, pay: "food", destroy: true }, character(), dream()), act({}, food(2))],
  },
];
