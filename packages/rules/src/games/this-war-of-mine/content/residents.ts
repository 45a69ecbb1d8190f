import type { Condition, LocalText } from "../scripts/schema.js";

/**
 * Residents cards (the digest's "Scavenging 3" and "Content to design"): drawn at an encounter (a
 * noise roll at or under the Noise). Each opens its entry in the Book of Scripts (`resident <id>
 * encounter`), where the people met are written: their enemy kinds and weapons sit in the script's
 * `combat` effects. `thugs`: killing them asks no Empathy roll (the combat reads the enemy kind).
 * `red`: a red-corner card, set aside at set-up, brought in by the Crime wave. `ignore`: "Ignore
 * this card" — back into the deck, unresolved, no replacement (the encounter still counts).
 * `added`: not in the deck at set-up; a script shuffles it in (`addCard`), as Mira's second card.
 */
export interface ResidentCard {
  id: string;
  name: LocalText;
  kind: "civilians" | "vagrants" | "survivors" | "thugs" | "soldiers";
  red?: true;
  ignore?: Condition;
  added?: true;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });

export const RESIDENT_CARDS: readonly ResidentCard[] = [
  { id: "looters", name: l("Looters", "Des pillards"), kind: "thugs" },
  { id: "old-couple", name: l("The Havels", "Les Havel"), kind: "civilians" },
  { id: "deserter", name: l("A deserter", "Un déserteur"), kind: "soldiers" },
  { id: "rival", name: l("Another scavenger", "Une autre pillarde"), kind: "survivors" },
  { id: "lost-boy", name: l("A boy alone", "Un garçon seul"), kind: "vagrants" },
  { id: "mira", name: l("Mira", "Mira"), kind: "civilians", ignore: { kind: "flag", flag: "robbed_mira" } },
  { id: "mira-again", name: l("Mira again", "Mira, encore"), kind: "civilians", added: true },
  { id: "militia-patrol", name: l("A militia patrol", "Une patrouille de milice"), kind: "soldiers", red: true },
  { id: "gang", name: l("The Armband gang", "La bande des brassards"), kind: "thugs", red: true },
];

export const residentCard = (id: string): ResidentCard => {
  const c = RESIDENT_CARDS.find((r) => r.id === id);
  if (!c) throw new Error(`This War of Mine: no Residents card ${id}`);
  return c;
};
