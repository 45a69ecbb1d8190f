import type { StateKind } from "../items.js";
import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * Fate cards (the digest's "Dawn 3"): at Dawn the top is resolved, clause by clause, in order; the
 * die strip at the bottom is for combat's `§` faces and comes with the combat slice. This slice's
 * first batch: 8 cards.
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

export interface FateCard {
  id: string;
  text: LocalText;
  top: FateClause[];
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
  },
  {
    id: "district-shifts",
    text: l(
      "The front line moves a street. The nearest Location is lost; a new one appears, very far. Medicine: Illness −1. Waiting tokens pay out.",
      "La ligne de front avance d'une rue. Le lieu le plus proche est perdu ; un nouveau apparaît, très loin. Médicament : Maladie −1. Les jetons Attente rapportent.",
    ),
    top: [{ kind: "swapLocation" }, { kind: "treat", item: "medicine", state: "illness", by: -1 }, { kind: "waiting" }],
  },
  {
    id: "sleepless",
    text: l(
      "Sirens until morning. Each character Fatigue +1. Resolve Traits.",
      "Des sirènes jusqu'au matin. Chaque personnage Fatigue +1. Résolvez les traits.",
    ),
    top: [{ kind: "effects", effects: [{ kind: "state", who: "all", state: "fatigue", by: 1 }] }, { kind: "traits" }],
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
  },
];

export const fateCard = (id: string): FateCard => {
  const card = FATE_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Fate card ${id}`);
  return card;
};
