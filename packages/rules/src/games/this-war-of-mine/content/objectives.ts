import type { ItemCounts } from "../items.js";
import type { Condition, Effect, LocalText } from "../scripts/schema.js";

/**
 * Objectives (the digest's "Morning 5"): one is drawn at random from each chapter's pool at
 * set-up (our ruling), the final one at the bottom. Only the revealed card is active. A countdown
 * objective has boxes: the Leader discards one box's requirement (one of its options) from the
 * Inventory to move the status marker right; past the last box is the green V (achieved). A
 * condition objective is achieved if its condition holds when the next Chapter card resolves.
 * Reward or penalty is applied when the next Chapter card resolves. The final objective is
 * checked at the Ceasefire. This slice's first batch: 2 per chapter pool and the final one.
 */
export interface Objective {
  id: string;
  chapter: 1 | 2 | "final";
  name: LocalText;
  text: LocalText;
  /** Each box: the alternatives (item sets) that move the marker past it. */
  boxes?: ItemCounts[][];
  /** Achieved if it holds when checked; `starting-alive`: a starting character is still in the group. */
  condition?: Condition | "starting-alive";
  reward: Effect[];
  penalty: Effect[];
}

const l = (en: string, fr: string): LocalText => ({ en, fr });
const all = (state: "misery" | "illness" | "hunger", by: number): Effect => ({ kind: "state", who: "all", state, by });

export const OBJECTIVES: readonly Objective[] = [
  {
    id: "winter-wood",
    chapter: 1,
    name: l("A winter's wood", "Le bois de l'hiver"),
    text: l("Put by 3 wood, then 3 more.", "Mettez de côté 3 bois, puis 3 de plus."),
    boxes: [[{ wood: 3 }], [{ wood: 3 }]],
    reward: [all("misery", -1)],
    penalty: [{ kind: "cold", by: 2 }],
  },
  {
    id: "medicine-chest",
    chapter: 1,
    name: l("A medicine chest", "Une armoire à pharmacie"),
    text: l("Put by two medical tokens of any kind.", "Mettez de côté deux jetons médicaux, de n'importe quel type."),
    boxes: [
      [{ medicine: 1 }, { herbal_medicine: 1 }, { bandages: 1 }],
      [{ medicine: 1 }, { herbal_medicine: 1 }, { bandages: 1 }],
    ],
    reward: [{ kind: "gain", item: "medicine", n: 1, to: "inventory" }],
    penalty: [all("misery", 1)],
  },
  {
    id: "water-for-olga",
    chapter: 2,
    name: l("Water for the old woman", "De l'eau pour la vieille dame"),
    text: l(
      "The old woman across the yard cannot walk to the pump. Give 1 water, three times.",
      "La vieille dame de l'autre côté de la cour ne peut plus aller à la pompe. Donnez 1 eau, trois fois.",
    ),
    boxes: [[{ water: 1 }], [{ water: 1 }], [{ water: 1 }]],
    reward: [all("misery", -2)],
    penalty: [all("misery", 1)],
  },
  {
    id: "a-workshop",
    chapter: 2,
    name: l("Hands at work", "Des mains au travail"),
    text: l("Have a Workshop built in the shelter.", "Ayez un atelier construit dans le refuge."),
    condition: { kind: "flag", flag: "built_workshop" },
    reward: [{ kind: "gain", item: "components", n: 3, to: "inventory" }],
    penalty: [all("misery", 1)],
  },
  {
    id: "someone-remains",
    chapter: "final",
    name: l("Someone remains", "Quelqu'un reste"),
    text: l(
      "At the Ceasefire, at least one of the people who first sheltered here is still with the group.",
      "Au cessez-le-feu, au moins une des personnes arrivées les premières au refuge est encore avec le groupe.",
    ),
    condition: "starting-alive",
    reward: [],
    penalty: [],
  },
];

export const objectiveCard = (id: string): Objective => {
  const card = OBJECTIVES.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Objective ${id}`);
  return card;
};
