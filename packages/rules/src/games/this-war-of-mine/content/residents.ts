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
  { id: "ivo-searching", name: l("Ivo, calling", "Ivo, qui appelle"), kind: "civilians" },
  { id: "sniper-square", name: l("The square under the tower", "La place sous le clocher"), kind: "soldiers" },
  { id: "pinned-man", name: l("A man under a beam", "Un homme sous une poutre"), kind: "civilians" },
  { id: "petra-and-ema", name: l("Petra and Ema", "Petra et Ema"), kind: "civilians" },
  { id: "drunk-soldier", name: l("A drunk soldier", "Un soldat ivre"), kind: "soldiers" },
  { id: "students-radio", name: l("The students' radio", "La radio des étudiants"), kind: "survivors" },
  { id: "beaten-man", name: l("Three men and a coat", "Trois hommes et un manteau"), kind: "thugs" },
  { id: "gravedigger", name: l("Father Benedikt's cart", "La charrette du père Benedikt"), kind: "civilians" },
  { id: "journalist", name: l("A journalist", "Une journaliste"), kind: "civilians" },
  { id: "burning-house", name: l("A house on fire", "Une maison en feu"), kind: "civilians" },
  { id: "krall-runner", name: l("The Kralls' runner", "Le coursier des Krall"), kind: "survivors" },
  { id: "halina-street", name: l("Halina's pram", "Le landau de Halina"), kind: "civilians" },
  { id: "mira-again", name: l("Mira again", "Mira, encore"), kind: "civilians", added: true },
  { id: "militia-patrol", name: l("A militia patrol", "Une patrouille de milice"), kind: "soldiers", red: true },
  { id: "gang", name: l("The Armband gang", "La bande des brassards"), kind: "thugs", red: true },
  { id: "armband-tax", name: l("The Armbands' tax", "L'impôt des brassards"), kind: "thugs", red: true },
  { id: "press-gang", name: l("The press-gang", "La rafle"), kind: "soldiers", red: true },
];

export const residentCard = (id: string): ResidentCard => {
  const c = RESIDENT_CARDS.find((r) => r.id === id);
  if (!c) throw new Error(`This War of Mine: no Residents card ${id}`);
  return c;
};
