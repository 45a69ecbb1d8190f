import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * Narrative action cards (the digest's "Dawn 4"): at Dawn the group draws 2, keeps 1 and
 * shuffles the other back. A kept card is the group's, played by the Leader when its timing
 * allows (`day`: during the Day actions; `dusk`: at Dusk; `dawn`: at Dawn; `any`: whenever the
 * group may act outside a script), then discarded. `actor`: the group picks one awake character,
 * the effects' `chosen`. 16 cards (issue 17's first campaign).
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
  {
    id: "boiled-water-clean-shirt",
    name: l("Boiled water and a clean shirt", "De l'eau bouillie et une chemise propre"),
    text: l(
      "During the Day actions: wash the wound properly, for once. One character Wounds −1.",
      "Pendant les actions du jour : laver la plaie comme il faut, pour une fois. Un personnage Blessures −1.",
    ),
    timing: "day",
    actor: true,
    effects: [{ kind: "state", who: "chosen", state: "wounds", by: -1 }],
  },
  {
    id: "warm-feet",
    name: l("A basin of warm water", "Une bassine d'eau chaude"),
    text: l(
      "At Dusk, everyone's feet in the same basin, laughing at whose are coldest. Each character Fatigue −1.",
      "Au crépuscule, les pieds de tout le monde dans la même bassine, à rire de qui a les plus froids. Chaque personnage Fatigue −1.",
    ),
    timing: "dusk",
    effects: [{ kind: "state", who: "all", state: "fatigue", by: -1 }],
  },
  {
    id: "fallen-fence",
    name: l("The fence came down", "La palissade est tombée"),
    text: l(
      "During the Day actions: the fence behind the yard fell in the night. Gain 2 wood.",
      "Pendant les actions du jour : la palissade derrière la cour est tombée cette nuit. Gagnez 2 bois.",
    ),
    timing: "day",
    effects: [{ kind: "gain", item: "wood", n: 2, to: "inventory" }],
  },
  {
    id: "newspaper-in-the-cracks",
    name: l("Newspaper in the cracks", "Du journal dans les fissures"),
    text: l(
      "Last year's news, folded tight into the gaps around the window frames. Cold −1.",
      "Les nouvelles de l'an dernier, pliées serré dans les jours autour des fenêtres. Froid −1.",
    ),
    timing: "any",
    effects: [{ kind: "cold", by: -1 }],
  },
  {
    id: "my-share-for-you",
    name: l("Take my share", "Prends ma part"),
    text: l(
      "At Dusk, someone is not hungry tonight, or so they say. One character Hunger −1.",
      "Au crépuscule, quelqu'un n'a pas faim ce soir, à l'entendre. Un personnage Faim −1.",
    ),
    timing: "dusk",
    actor: true,
    effects: [{ kind: "state", who: "chosen", state: "hunger", by: -1 }],
  },
  {
    id: "first-aid-box",
    name: l("A box under the stairs", "Une boîte sous l'escalier"),
    text: l(
      "A first-aid box with a red cross, and one roll of gauze still sealed. Gain 1 bandage.",
      "Une trousse de secours à croix rouge, et un rouleau de gaze encore emballé. Gagnez 1 bandage.",
    ),
    timing: "any",
    effects: [{ kind: "gain", item: "bandages", n: 1, to: "inventory" }],
  },
  {
    id: "herbs-on-the-sill",
    name: l("Herbs on the sill", "Des herbes sur le rebord"),
    text: l(
      "The thyme in the cracked pot on the sill has come through the frost. Gain 1 herbs.",
      "Le thym du pot fêlé sur le rebord a survécu au gel. Gagnez 1 herbes.",
    ),
    timing: "any",
    effects: [{ kind: "gain", item: "herbs", n: 1, to: "inventory" }],
  },
  {
    id: "let-them-sleep",
    name: l("Let them sleep", "Laisser dormir"),
    text: l(
      "At Dawn, nobody wakes the one who kept watch. One character Fatigue −1 and Misery −1.",
      "À l'aube, personne ne réveille celui qui a veillé. Un personnage Fatigue −1 et Détresse −1.",
    ),
    timing: "dawn",
    actor: true,
    effects: [
      { kind: "state", who: "chosen", state: "fatigue", by: -1 },
      { kind: "state", who: "chosen", state: "misery", by: -1 },
    ],
  },
  {
    id: "cartridges-in-a-drawer",
    name: l("Cartridges in a drawer", "Des cartouches dans un tiroir"),
    text: l(
      "Behind the cutlery, wrapped in a handkerchief: someone's grandfather kept these. Gain 1 ammo.",
      "Derrière les couverts, enveloppées dans un mouchoir : le grand-père de quelqu'un les gardait. Gagnez 1 munition.",
    ),
    timing: "any",
    effects: [{ kind: "gain", item: "ammo", n: 1, to: "inventory" }],
  },
  {
    id: "snow-in-the-pot",
    name: l("Snow in the pot", "De la neige dans la marmite"),
    text: l(
      "At Dusk, clean snow from the roof, melted slowly on the stove. Gain 1 water.",
      "Au crépuscule, de la neige propre prise sur le toit, fondue lentement sur le poêle. Gagnez 1 eau.",
    ),
    timing: "dusk",
    effects: [{ kind: "gain", item: "water", n: 1, to: "inventory" }],
  },
];

export const narrativeCard = (id: string): NarrativeCard => {
  const card = NARRATIVE_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Narrative action card ${id}`);
  return card;
};
