import { t, type CardInput } from "./build.js";
import type { Skill, ToolType } from "./schema.js";

/**
 * The Characters deck (24, sort symbol "P"): the tribe's people. Most bring one skill at 1, a
 * few at 2 with fewer hearts; some bring a tool. 7 Strength, 8 Perception, 8 Dexterity and a
 * Youngster with no skill.
 */
function person(
  key: string,
  en: string,
  fr: string,
  skill: Skill | null,
  value: number,
  hearts: number,
  tool?: ToolType,
): CardInput {
  return {
    key,
    set: "characters",
    sort: "P",
    name: t(en, fr),
    typeSymbol: "person",
    back: { kind: "character" },
    frame: "character",
    character: { skills: skill ? { [skill]: value } : {}, hearts, ...(tool ? { tool } : {}) },
  };
}

export const characters: CardInput[] = [
  person("tracker", "Tracker", "Pisteuse", "perception", 1, 3),
  person("flint-knapper", "Flint-knapper", "Tailleur de silex", "dexterity", 1, 3, "handaxe"),
  person("huntress", "Huntress", "Chasseresse", "strength", 1, 3, "hide"),
  person("elder", "Elder", "Ancien", "perception", 2, 1),
  person("bear-wrestler", "Bear-wrestler", "Lutteur d'ours", "strength", 2, 4),
  person("weaver", "Weaver", "Tisserande", "dexterity", 1, 2, "basket"),
  person("herbalist", "Herbalist", "Herboriste", "perception", 1, 2, "root"),
  person("scout", "Scout", "Éclaireur", "perception", 1, 3),
  person("spear-thrower", "Spear-thrower", "Lanceuse", "strength", 1, 3, "spear"),
  person("fire-keeper", "Fire-keeper", "Gardien du feu", "dexterity", 1, 3, "torch"),
  person("youngster", "Youngster", "Gamin", null, 0, 2),
  person("shaman", "Shaman", "Chamane", "perception", 1, 2, "talisman"),
  person("runner", "Runner", "Coureuse", "dexterity", 1, 2),
  person("strongarm", "Strongarm", "Costaud", "strength", 2, 3),
  person("toolmaker", "Toolmaker", "Outilleuse", "dexterity", 2, 2),
  person("storyteller", "Storyteller", "Conteur", "perception", 1, 2),
  person("fisher", "Fisher", "Pêcheuse", "dexterity", 1, 3),
  person("climber", "Climber", "Grimpeur", "strength", 1, 2),
  person("lookout", "Lookout", "Guetteuse", "perception", 2, 2),
  person("giant", "Giant", "Colosse", "strength", 2, 2),
  person("painter", "Painter", "Peintre", "dexterity", 1, 2),
  person("gatherer", "Gatherer", "Cueilleuse", "perception", 1, 3),
  person("old-hunter", "Old hunter", "Vieux chasseur", "strength", 1, 2, "spear"),
  person("carrier", "Carrier", "Porteur", "dexterity", 1, 4),
];
