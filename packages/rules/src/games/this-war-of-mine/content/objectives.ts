import type { ItemCounts } from "../items.js";
import type { Condition, Effect, LocalText } from "../scripts/schema.js";

/**
 * Objectives (the digest's "Morning 5"): one is drawn at random from each chapter's pool at
 * set-up (our ruling), the final one at the bottom. Only the revealed card is active. A countdown
 * objective has boxes: the Leader discards one box's requirement (one of its options) from the
 * Inventory to move the status marker right; past the last box is the green V (achieved). A
 * condition objective is achieved if its condition holds when the next Chapter card resolves.
 * Reward or penalty is applied when the next Chapter card resolves. The final objective is
 * checked at the Ceasefire. Issue 17's first campaign: 4 per chapter pool and the final one.
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
    id: "boarded-windows",
    chapter: 1,
    name: l("Boards on the windows", "Des planches aux fenêtres"),
    text: l(
      "The glass went in the first week. Put by 2 wood and 1 component, twice, to close the windows before the real cold.",
      "Les vitres sont tombées la première semaine. Mettez de côté 2 bois et 1 composant, deux fois, pour fermer les fenêtres avant le vrai froid.",
    ),
    boxes: [[{ wood: 2, components: 1 }], [{ wood: 2, components: 1 }]],
    reward: [{ kind: "cold", by: -1 }],
    penalty: [{ kind: "cold", by: 1 }],
  },
  {
    id: "store-for-the-dark",
    chapter: 1,
    name: l("A store for the dark", "Une réserve pour la nuit longue"),
    text: l(
      "Everyone says the bridges will go. Put by 1 canned food, then 2 raw food or 2 vegetables.",
      "Tout le monde dit que les ponts vont tomber. Mettez de côté 1 conserve, puis 2 nourritures crues ou 2 légumes.",
    ),
    boxes: [[{ canned_food: 1 }], [{ raw_food: 2 }, { vegetables: 2 }]],
    reward: [all("hunger", -1)],
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
    id: "children-upstairs",
    chapter: 2,
    name: l("The children upstairs", "Les enfants du dessus"),
    text: l(
      "Two children live alone on the second floor since their mother went for bread and did not come back. Give them 1 food (raw, vegetables or canned), three times.",
      "Deux enfants vivent seuls au deuxième étage depuis que leur mère est partie chercher du pain sans revenir. Donnez-leur 1 nourriture (crue, légume ou conserve), trois fois.",
    ),
    boxes: [
      [{ raw_food: 1 }, { vegetables: 1 }, { canned_food: 1 }],
      [{ raw_food: 1 }, { vegetables: 1 }, { canned_food: 1 }],
      [{ raw_food: 1 }, { vegetables: 1 }, { canned_food: 1 }],
    ],
    reward: [all("misery", -2)],
    penalty: [all("misery", 2)],
  },
  {
    id: "keep-the-cold-out",
    chapter: 2,
    name: l("Keep the cold out", "Garder le froid dehors"),
    text: l(
      "When the thaw comes, the house holds no more than 2 Cold: nobody wakes with frost in their hair.",
      "Quand vient le dégel, la maison ne compte pas plus de 2 Froid : personne ne se réveille avec du givre dans les cheveux.",
    ),
    condition: { kind: "cold", atMost: 2 },
    reward: [all("illness", -1)],
    penalty: [all("illness", 1)],
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
