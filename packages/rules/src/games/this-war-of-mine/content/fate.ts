import type { StateKind } from "../items.js";
import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * Fate cards (the digest's "Dawn 3"): at Dawn the top is resolved, clause by clause, in order; the
 * die strip at the bottom (`bottom`) is read only for a combat die's `§` face: if its die colour
 * matches the die rolled, its combat effect applies, else the `§` is a miss. First batch: 8 cards.
 *
 * Clauses:
 * - `treat`: each character with that medical token on their card: the state changes by `by`,
 *   and every token of that type on the card is discarded (stacking is waste).
 * - `worsen`: each character at `atLeast` or more in the state, with no token on their card that
 *   treats it (bandages treat Wounds; medicine and herbal medicine, Illness), gets `by`.
 * - `waiting`: every Waiting token pays out its fixture's gain, then is discarded.
 * - `traits`: each awake character's Traits are resolved.
 * - `cold`: if Cold − Barricades ≥ `atLeast`, the effects run.
 * - `effects`: the effects run.
 * - `swapLocation`: the Location on the 14 space is removed, the others slide toward 14, and a new
 *   one is drawn onto Very Far (10).
 */
export type MedicalItem = "medicine" | "herbal_medicine" | "bandages";
export type FateClause =
  | { kind: "treat"; item: MedicalItem; state: Extract<StateKind, "illness" | "wounds">; by: number }
  | { kind: "worsen"; state: Extract<StateKind, "illness" | "wounds">; atLeast: number; by: number }
  | { kind: "waiting" }
  | { kind: "traits" }
  | { kind: "cold"; atLeast: number; effects: Effect[] }
  | { kind: "effects"; effects: Effect[] }
  | { kind: "swapLocation" };

/**
 * A Fate card's die strip: read only for a `§` face, when the colour matches the die rolled.
 * `hit`: the `§` counts as one hit. `dodge`: the fighter whose roll drew it takes no hit this
 * round. `jammed` / `lost`: the fighter's weapon cannot be used for the rest of the fight
 * (recovered after it); the roll is a miss.
 */
export type FateBottom = { die: "grey" | "yellow" | "red"; effect: "hit" | "dodge" | "jammed" | "lost"; text: LocalText };

export interface FateCard {
  id: string;
  text: LocalText;
  top: FateClause[];
  bottom: FateBottom;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });

export const FATE_CARDS: readonly FateCard[] = [
  {
    id: "fever-night",
    text: l(
      "A night of coughing. Medicine: Illness −2. Herbal medicine: Illness −1. Untreated Illness 1+: +1. Waiting tokens pay out.",
      "Une nuit de toux. Médicament : Maladie −2. Remède : Maladie −1. Maladie 1+ non soignée : +1. Les jetons Attente rapportent.",
    ),
    top: [
      { kind: "treat", item: "medicine", state: "illness", by: -2 },
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "worsen", state: "illness", atLeast: 1, by: 1 },
      { kind: "waiting" },
    ],
    bottom: {
      die: "red",
      effect: "jammed",
      text: l(
        "Red: Jammed — the weapon is useless until the fight is over.",
        "Rouge : Enrayée — l'arme est inutilisable jusqu'à la fin du combat.",
      ),
    },
  },
  {
    id: "wounds-fester",
    text: l(
      "Dressings go stiff in the cold. Bandages: Wounds −1. Untreated Wounds 2+: +1. Resolve Traits.",
      "Les pansements durcissent dans le froid. Bandage : Blessures −1. Blessures 2+ non soignées : +1. Résolvez les traits.",
    ),
    top: [
      { kind: "treat", item: "bandages", state: "wounds", by: -1 },
      { kind: "worsen", state: "wounds", atLeast: 2, by: 1 },
      { kind: "traits" },
    ],
    bottom: {
      die: "yellow",
      effect: "dodge",
      text: l(
        "Yellow: Dodge — the fighter takes no hit this round.",
        "Jaune : Esquive — le combattant ne subit aucun coup ce tour-ci.",
      ),
    },
  },
  {
    id: "quiet-night",
    text: l(
      "A quiet night. Waiting tokens pay out. Resolve Traits. If Cold − Barricades ≥ 2: each character Illness +1.",
      "Une nuit calme. Les jetons Attente rapportent. Résolvez les traits. Si Froid − Barricades ≥ 2 : chaque personnage Maladie +1.",
    ),
    top: [
      { kind: "waiting" },
      { kind: "traits" },
      { kind: "cold", atLeast: 2, effects: [{ kind: "state", who: "all", state: "illness", by: 1 }] },
    ],
    bottom: { die: "grey", effect: "hit", text: l("Grey: A lucky blow — one hit.", "Gris : Un coup de chance — une touche.") },
  },
  {
    id: "chill",
    text: l(
      "Frost on the inside of the windows. Herbal medicine: Illness −1. If Cold − Barricades ≥ 1: each character Misery +1; ≥ 3: Illness +1 too.",
      "Du givre à l'intérieur des vitres. Remède : Maladie −1. Si Froid − Barricades ≥ 1 : chaque personnage Détresse +1 ; ≥ 3 : Maladie +1 aussi.",
    ),
    top: [
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "cold", atLeast: 1, effects: [{ kind: "state", who: "all", state: "misery", by: 1 }] },
      { kind: "cold", atLeast: 3, effects: [{ kind: "state", who: "all", state: "illness", by: 1 }] },
    ],
    bottom: {
      die: "red",
      effect: "hit",
      text: l("Red: A ricochet finds its mark — one hit.", "Rouge : Un ricochet fait mouche — une touche."),
    },
  },
  {
    id: "district-shifts",
    text: l(
      "The front line moves a street. The nearest Location is lost; a new one appears, very far. Medicine: Illness −1. Waiting tokens pay out.",
      "La ligne de front avance d'une rue. Le lieu le plus proche est perdu ; un nouveau apparaît, très loin. Médicament : Maladie −1. Les jetons Attente rapportent.",
    ),
    top: [{ kind: "swapLocation" }, { kind: "treat", item: "medicine", state: "illness", by: -1 }, { kind: "waiting" }],
    bottom: {
      die: "yellow",
      effect: "lost",
      text: l(
        "Yellow: Lost weapon — it skids into the dark, found again after the fight.",
        "Jaune : Arme perdue — elle glisse dans le noir, retrouvée après le combat.",
      ),
    },
  },
  {
    id: "sleepless",
    text: l(
      "Sirens until morning. Each character Fatigue +1. Resolve Traits.",
      "Des sirènes jusqu'au matin. Chaque personnage Fatigue +1. Résolvez les traits.",
    ),
    top: [{ kind: "effects", effects: [{ kind: "state", who: "all", state: "fatigue", by: 1 }] }, { kind: "traits" }],
    bottom: {
      die: "grey",
      effect: "dodge",
      text: l(
        "Grey: Dodge — the fighter takes no hit this round.",
        "Gris : Esquive — le combattant ne subit aucun coup ce tour-ci.",
      ),
    },
  },
  {
    id: "mending",
    text: l(
      "A good night's rest. Bandages: Wounds −2. Medicine: Illness −2. Herbal medicine: Illness −1. Waiting tokens pay out.",
      "Une bonne nuit. Bandage : Blessures −2. Médicament : Maladie −2. Remède : Maladie −1. Les jetons Attente rapportent.",
    ),
    top: [
      { kind: "treat", item: "bandages", state: "wounds", by: -2 },
      { kind: "treat", item: "medicine", state: "illness", by: -2 },
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "waiting" },
    ],
    bottom: { die: "yellow", effect: "hit", text: l("Yellow: A clean strike — one hit.", "Jaune : Un coup net — une touche.") },
  },
  {
    id: "old-photographs",
    text: l(
      "Someone finds a box of old photographs. Resolve Traits. Empathy roll: those affected Misery +1.",
      "Quelqu'un trouve une boîte de vieilles photos. Résolvez les traits. Jet d'empathie : les personnages touchés Détresse +1.",
    ),
    top: [
      { kind: "traits" },
      {
        kind: "effects",
        effects: [{ kind: "empathyRoll", who: "all", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      },
    ],
    bottom: {
      die: "red",
      effect: "dodge",
      text: l(
        "Red: Dodge — the fighter dives behind cover and takes no hit this round.",
        "Rouge : Esquive — le combattant plonge à couvert et ne subit aucun coup ce tour-ci.",
      ),
    },
  },
];

export const fateCard = (id: string): FateCard => {
  const card = FATE_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Fate card ${id}`);
  return card;
};
