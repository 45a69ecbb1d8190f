import { ability, fx } from "./notation.js";
import type { Specialist } from "./schema.js";

/**
 * Our 40 specialists. Food cost 8–26 (spanning ≤ 18 and ≥ 20,
 * for the Coastal hire and the cost-spread achievement); a hire reward worth about a third of
 * the cost; an Energy ability that turns Energy into about 1.6 times as much of something else
 * (never free, so never repeatable for nothing); ◆ 0–5 or a special value. Twenty-nine rewards give
 * no Endurance, Agility or Intelligence (for the "no training" achievement). The Business Monkey
 * is the rulebook's example (4 Energy → 7 Food).
 */
type Row = [id: string, en: string, fr: string, cost: number, reward: string, ability: string, vp: Specialist["vp"]];

const rows: Row[] = [
  ["ns-01", "Business Monkey", "Singe des affaires", 14, "F3", "N4>F7", 2],
  ["ns-02", "Seed Keeper", "Gardienne des graines", 10, "E2", "N2>E3", 1],
  ["ns-03", "Rope Walker", "Funambule", 10, "A1", "N2>A3", 1],
  ["ns-04", "Archivist", "Archiviste", 12, "I2", "N3>I4", 1],
  ["ns-05", "Quartermaster", "Intendant", 16, "M3", "N3>M4", 2],
  ["ns-06", "Herbalist", "Herboriste", 8, "F3", "N2>F5", 0],
  ["ns-07", "Scout", "Éclaireur", 9, "D", "N2>D", 1],
  ["ns-08", "Mason", "Maçonne", 18, "M4", "N4>M5", 2],
  ["ns-09", "Diplomat", "Diplomate", 22, "T+", "N5>T+", 2],
  ["ns-10", "Botanist", "Botaniste", 22, "G", "N5>G", 3],
  ["ns-11", "Engineer", "Ingénieure", 24, "M3 N2", "N4>C3", 4],
  ["ns-12", "Chronicler", "Chroniqueur", 20, "D2", "N4>D2", "perSpecialist"],
  ["ns-13", "Surveyor", "Arpenteuse", 22, "M4", "N3>M4", 3],
  ["ns-14", "Coach", "Entraîneur", 13, "E2 A1", "N3>E2&A2", 1],
  ["ns-15", "Teacher", "Institutrice", 15, "I2 A1", "N3>I2&A2", 2],
  ["ns-16", "Forager", "Cueilleur", 11, "F4", "N2>F3&E1", 1],
  ["ns-17", "Tinkerer", "Bricoleuse", 17, "N3", "N3>C2", 2],
  ["ns-18", "Cartographer", "Cartographe", 19, "C2", "N4>D&C", 3],
  ["ns-19", "Navigator", "Navigatrice", 23, "F6", "N5>F5&C2", 4],
  ["ns-20", "Elder", "Ancienne", 26, "C3", "N6>G", 5],
  ["ns-21", "Runner", "Coureuse", 12, "A3", "N3>A2&F2", 1],
  ["ns-22", "Smith", "Forgeron", 20, "E4", "N4>E3&M2", 3],
  ["ns-23", "Scholar", "Érudite", 25, "I3 D", "N5>I3&D", 5],
  ["ns-24", "Steward", "Régisseur", 16, "N4", "N2>F4", 0],
  ["ns-25", "Gardener", "Jardinier", 9, "F3", "N2>E2&F1", 1],
  ["ns-26", "Mechanic", "Mécanicienne", 15, "M2 N1", "N3>M4", 2],
  ["ns-27", "Lookout", "Vigie", 11, "N2", "N2>D", 1],
  ["ns-28", "Diver", "Plongeur", 13, "F3 A1", "N3>A3&F1", 2],
  ["ns-29", "Judge", "Juge", 23, "T+ F2", "N5>T+", 2],
  ["ns-30", "Librarian", "Bibliothécaire", 15, "D2", "N3>I2&D", 2],
  ["ns-31", "Astronomer", "Astronome", 24, "G", "N5>G&I1", 4],
  ["ns-32", "Brewer", "Brasseuse", 10, "F4", "N2>F4", 0],
  ["ns-33", "Sculptor", "Sculpteur", 22, "M4", "N4>M3&C", 3],
  ["ns-34", "Ranger", "Garde forestière", 12, "E3", "N3>E4", 1],
  ["ns-35", "Merchant", "Marchande", 17, "C3", "N3>F6", 2],
  ["ns-36", "Apprentice", "Apprenti", 8, "N2", "N2>M3", 0],
  ["ns-37", "General", "Générale", 25, "T+", "N6>T+", 3],
  ["ns-38", "Philosopher", "Philosophe", 23, "I3", "N4>I3&A2", 3],
  ["ns-39", "Cook", "Cuisinier", 15, "F5", "N3>F5&E1", 2],
  ["ns-40", "Curator", "Conservatrice", 20, "D C", "N4>D&C2", "perSpecialist"],
];

export const specialistRows = rows.map(([id, en, fr, cost, reward, abilityText, vp]): Specialist => ({
  id,
  name: { en, fr },
  cost,
  reward: fx(reward),
  ability: ability(abilityText),
  vp,
}));
