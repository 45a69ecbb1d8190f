import { act, character, food, fresco, hostile, idea, t, type CardInput } from "./build.js";

/**
 * The Secret pool (sort symbol "S"), face down on the Night board, numbers on their backs. A
 * card's reward "Secret N" turns Secret N up and its group plays it at once. The pool grows with
 * the modules that call its numbers: level I stacks 1 (called by module A) and 2 (module B).
 */
export const secrets: CardInput[] = [
  {
    key: "bone-painting",
    set: "secrets",
    sort: "S",
    name: t("Painted bones", "Os peints"),
    typeSymbol: "spirit",
    back: { kind: "secret", number: 1 },
    frame: "secret",
    helpOption: true,
    ignorable: true,
    actions: [act({ per: 2, discard: 2, pay: "stone", destroy: true }, fresco()), act({}, food(2))],
  },
  {
    key: "smoke-over-the-ridge",
    set: "secrets",
    sort: "S",
    name: t("Smoke over the ridge", "Fumée derrière la crête"),
    typeSymbol: "tribe",
    rulesText: t(
      "Another tribe. Meet them with care, or they take what you left out.",
      "Une autre tribu. Allez à sa rencontre avec prudence, ou elle emporte ce que vous avez laissé traîner.",
    ),
    back: { kind: "secret", number: 2 },
    frame: "secret",
    danger: true,
    actions: [act({ per: 2, pay: "food" }, character(), idea()), hostile({ pay: "food food" })],
  },
];
