import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * Narrative action cards (the digest's "Dawn 4"): at Dawn the group draws 2, keeps 1 and
 * shuffles the other back. A kept card is the group's, played by the Leader when its timing
 * allows (`day`: during the Day actions; `dusk`: at Dusk; `dawn`: at Dawn; `any`: whenever the
 * group may act outside a script), then discarded. `actor`: the group picks one awake character,
 * the effects' `chosen`. This slice's first batch: 6 cards.
 */
export interface NarrativeCard {
  id: string;
  name: LocalText;
  text: LocalText;
  timing: "day" | "dusk" | "dawn" | "any";
  actor?: true;
  effects: Effect[];
}

const l = (en: string, fr: string): LocalText => ({ en, fr });

export const NARRATIVE_CARDS: readonly NarrativeCard[] = [
  {
    id: "letter-from-home",
    name: l("A letter from home", "Une lettre de la maison"),
    text: l("Read it again, aloud. One character Misery −2.", "La relire, à voix haute. Un personnage Détresse −2."),
    timing: "any",
    actor: true,
    effects: [{ kind: "state", who: "chosen", state: "misery", by: -2 }],
  },
  {
    id: "second-wind",
    name: l("Second wind", "Un second souffle"),
    text: l("During the Day actions: one character Fatigue −2.", "Pendant les actions du jour : un personnage Fatigue −2."),
    timing: "day",
    actor: true,
    effects: [{ kind: "state", who: "chosen", state: "fatigue", by: -2 }],
  },
  {
    id: "shared-meal",
    name: l("A meal together", "Un repas ensemble"),
    text: l("At Dusk: each character Misery −1.", "Au crépuscule : chaque personnage Détresse −1."),
    timing: "dusk",
    effects: [{ kind: "state", who: "all", state: "misery", by: -1 }],
  },
  {
    id: "lucky-find",
    name: l("Under the floorboards", "Sous le plancher"),
    text: l("Gain 2 components.", "Gagnez 2 composants."),
    timing: "any",
    effects: [{ kind: "gain", item: "components", n: 2, to: "inventory" }],
  },
  {
    id: "old-remedy",
    name: l("Grandmother's remedy", "Le remède de grand-mère"),
    text: l("At Dawn: one character Illness −1.", "À l'aube : un personnage Maladie −1."),
    timing: "dawn",
    actor: true,
    effects: [{ kind: "state", who: "chosen", state: "illness", by: -1 }],
  },
  {
    id: "hidden-tin",
    name: l("A forgotten tin", "Une boîte oubliée"),
    text: l("Gain 1 canned food.", "Gagnez 1 conserve."),
    timing: "any",
    effects: [{ kind: "gain", item: "canned_food", n: 1, to: "inventory" }],
  },
];

export const narrativeCard = (id: string): NarrativeCard => {
  const card = NARRATIVE_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Narrative action card ${id}`);
  return card;
};
