import { t } from "./build.js";
import type { Die, Rack, ToolDef } from "./schema.js";
import type { z } from "zod";
import type { dieSchema, rackSchema, toolSchema } from "./schema.js";

/**
 * Tool tokens, the Rack and the dice. 48 tool tokens in all (the box's count): the three basics
 * 5 on the Rack and in the supply one per Character who brings one (two for the Spear), the rest
 * as the digest lists them plus four of our own (Sling, Basket, Rope, and the Net: a single-use
 * skill tool, cast and torn for Dexterity 2 in one action) for later modules and Ideas.
 */
export const tools: z.input<typeof toolSchema>[] = [
  { type: "torch", name: t("Torch", "Torche"), skills: { perception: 1 }, tokens: 6 },
  { type: "handaxe", name: t("Hand-axe", "Biface"), skills: { dexterity: 1 }, tokens: 6 },
  { type: "spear", name: t("Spear", "Lance"), skills: { strength: 1 }, tokens: 7 },
  { type: "tent", name: t("Tent", "Tente"), tokens: 3 },
  { type: "hide", name: t("Hide", "Peau"), ability: "cancel", amount: 1, singleUse: true, tokens: 6 },
  { type: "clothing", name: t("Clothing", "Vêtement"), ability: "cancel", amount: 3, singleUse: true, tokens: 3 },
  { type: "root", name: t("Healing root", "Racine curative"), ability: "heal", amount: 3, singleUse: true, tokens: 3 },
  { type: "talisman", name: t("Talisman", "Talisman"), ability: "ignoreDanger", singleUse: true, tokens: 3 },
  { type: "raft", name: t("Raft", "Radeau"), tokens: 2 },
  { type: "sling", name: t("Sling", "Fronde"), skills: { strength: 1, perception: 1 }, tokens: 3 },
  { type: "basket", name: t("Basket", "Panier"), tokens: 2 },
  { type: "rope", name: t("Rope", "Corde"), skills: { dexterity: 1 }, tokens: 2 },
  { type: "net", name: t("Net", "Filet"), skills: { dexterity: 2 }, singleUse: true, tokens: 2 },
];
export type { ToolDef };

/**
 * The Rack: four notches for Ideas (the digest's suggestion) and the three basics on its base,
 * with the digest's suggested costs.
 */
export const rack: z.input<typeof rackSchema> = {
  notches: 4,
  basics: [
    { idea: "torch", name: t("Torch", "Torche"), tokens: 5, craftCost: [["wood"]] },
    { idea: "handaxe", name: t("Hand-axe", "Biface"), tokens: 5, craftCost: [["stone"]] },
    { idea: "spear", name: t("Spear", "Lance"), tokens: 5, craftCost: [["wood"], ["stone"]] },
  ],
};
export type { Rack };

/**
 * Two six-sided dice (used from level II): each face adds 0–2 skill requirements. The two dice
 * differ so that two dice are not simply one doubled.
 */
export const dice: z.input<typeof dieSchema>[] = [
  { faces: [{}, { strength: 1 }, { perception: 1 }, { dexterity: 1 }, { strength: 1, dexterity: 1 }, { perception: 2 }] },
  { faces: [{}, {}, { strength: 1 }, { dexterity: 1 }, { strength: 2 }, { perception: 1, dexterity: 1 }] },
];
export type { Die };
