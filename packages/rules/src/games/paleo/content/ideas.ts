import { pay, t, type CardInput } from "./build.js";
import type { SkillSet, ToolType, TypeSymbol } from "./schema.js";
import { fresco, heal, removeSkull, food, type RewardInput } from "./build.js";

/**
 * The Ideas deck (9, sort symbol "I"): drawn face up into a Rack notch with its tokens. Six
 * make a tool; three are surprises that act once as they arrive and then only take a notch
 * (the rulebook: "some Ideas are surprises").
 */
function toolIdea(
  key: string,
  name: [string, string],
  tool: ToolType,
  tokens: number,
  cost: string,
  skills: SkillSet,
): CardInput {
  return {
    key,
    set: "ideas",
    sort: "I",
    name: t(...name),
    typeSymbol: "craft",
    back: { kind: "idea" },
    frame: "idea",
    idea: { tool, tokens, craftCost: pay(cost), craftSkills: skills },
  };
}
function surprise(
  key: string,
  name: [string, string],
  typeSymbol: TypeSymbol,
  rulesText: [string, string],
  ...onArrival: RewardInput[]
): CardInput {
  return {
    key,
    set: "ideas",
    sort: "I",
    name: t(...name),
    rulesText: t(...rulesText),
    typeSymbol,
    back: { kind: "idea" },
    frame: "idea",
    idea: { tokens: 0, onArrival },
  };
}

export const ideas: CardInput[] = [
  toolIdea("sewn-clothing", ["Sewn clothing", "Vêtements cousus"], "clothing", 3, "food wood", { dexterity: 1 }),
  toolIdea("sling-making", ["The sling", "La fronde"], "sling", 3, "wood stone", { dexterity: 1 }),
  toolIdea("herb-lore", ["Herb lore", "Savoir des herbes"], "root", 3, "food", { perception: 1 }),
  toolIdea("carved-talisman", ["Carved talisman", "Talisman sculpté"], "talisman", 3, "stone wood", { dexterity: 2 }),
  toolIdea("basketry", ["Basketry", "Vannerie"], "basket", 2, "wood", {}),
  toolIdea("twisted-fibre", ["Twisted fibre", "Fibre tressée"], "rope", 2, "wood", { dexterity: 1 }),
  surprise(
    "ochre-pigments",
    ["Ochre pigments", "Pigments d'ocre"],
    "craft",
    ["As it comes to the Rack: the tribe paints one Fresco.", "En arrivant au Râtelier : la tribu peint une Fresque."],
    fresco(),
  ),
  surprise(
    "fire-stories",
    ["Stories by the fire", "Histoires au coin du feu"],
    "spirit",
    ["As it comes to the Rack: remove one Skull.", "En arrivant au Râtelier : retirez un Crâne."],
    removeSkull(),
  ),
  surprise(
    "smoked-meat",
    ["Smoked meat", "Viande fumée"],
    "craft",
    [
      "As it comes to the Rack: 3 Food into the depot, and heal 1 wound.",
      "En arrivant au Râtelier : 3 Nourritures au dépôt, et soignez 1 blessure.",
    ],
    food(3),
    heal(1),
  ),
];
