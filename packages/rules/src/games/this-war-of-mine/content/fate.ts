import type { StateKind } from "../items.js";
import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * Fate cards (the digest's "Dawn 3"): at Dawn the top is resolved, clause by clause, in order; the
 * die strip at the bottom (`bottom`) is read only for a combat die's `§` face: if its die colour
 * matches the die rolled, its combat effect applies, else the `§` is a miss. 30 cards (issue 17's
 * first campaign): 10 strips per die colour.
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
 * - `hook`: a character of the group reads their story hook of that colour (`hooks.ts`).
 */
export type MedicalItem = "medicine" | "herbal_medicine" | "bandages";
export type FateClause =
  | { kind: "treat"; item: MedicalItem; state: Extract<StateKind, "illness" | "wounds">; by: number }
  | { kind: "worsen"; state: Extract<StateKind, "illness" | "wounds">; atLeast: number; by: number }
  | { kind: "waiting" }
  | { kind: "traits" }
  | { kind: "cold"; atLeast: number; effects: Effect[] }
  | { kind: "effects"; effects: Effect[] }
  | { kind: "swapLocation" }
  | { kind: "hook"; colour: "blue" | "green" | "purple" };

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
const all = (state: StateKind, by: number): Effect => ({ kind: "state", who: "all", state, by });
const COLOUR = { grey: ["Grey", "Gris"], yellow: ["Yellow", "Jaune"], red: ["Red", "Rouge"] } as const;
/** A die strip whose text starts with the die's colour, as printed. */
const bottom = (die: FateBottom["die"], effect: FateBottom["effect"], en: string, fr: string): FateBottom => ({
  die,
  effect,
  text: l(`${COLOUR[die][0]}: ${en}`, `${COLOUR[die][1]} : ${fr}`),
});

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
      "Someone finds a box of old photographs. Resolve Traits. Empathy roll: those affected Misery +1. Then someone reads the script in their purple circle.",
      "Quelqu'un trouve une boîte de vieilles photos. Résolvez les traits. Jet d'empathie : les personnages touchés Détresse +1. Puis quelqu'un lit le script de son cercle violet.",
    ),
    top: [
      { kind: "traits" },
      {
        kind: "effects",
        effects: [{ kind: "empathyRoll", who: "all", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      },
      { kind: "hook", colour: "purple" },
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
  {
    id: "thin-soup",
    text: l(
      "Thin soup again, and nobody complains aloud. Herbal medicine: Illness −1. Untreated Illness 2+: +1. Resolve Traits.",
      "Encore une soupe claire, et personne ne se plaint à voix haute. Remède : Maladie −1. Maladie 2+ non soignée : +1. Résolvez les traits.",
    ),
    top: [
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "worsen", state: "illness", atLeast: 2, by: 1 },
      { kind: "traits" },
    ],
    bottom: bottom("grey", "hit", "A shove at the right moment — one hit.", "Une bourrade au bon moment — une touche."),
  },
  {
    id: "rats-in-the-stores",
    text: l(
      "Rats got into the stores in the night. Lose 1 raw food from the Inventory. Bandages: Wounds −1. Waiting tokens pay out.",
      "Les rats sont entrés dans les réserves cette nuit. Perdez 1 nourriture crue de l'inventaire. Bandage : Blessures −1. Les jetons Attente rapportent.",
    ),
    top: [
      { kind: "effects", effects: [{ kind: "lose", item: "raw_food", n: 1, from: "inventory" }] },
      { kind: "treat", item: "bandages", state: "wounds", by: -1 },
      { kind: "waiting" },
    ],
    bottom: bottom(
      "red",
      "jammed",
      "Jammed — a cartridge sticks; the weapon is useless until the fight is over.",
      "Enrayée — une cartouche se coince ; l'arme est inutilisable jusqu'à la fin du combat.",
    ),
  },
  {
    id: "stories-by-candlelight",
    text: l(
      "Stories by the last candle, the old ones everybody knows by heart. Each character Misery −1. Resolve Traits. Then someone reads the script in their blue circle.",
      "Des histoires à la lueur de la dernière bougie, les vieilles que tout le monde connaît par cœur. Chaque personnage Détresse −1. Résolvez les traits. Puis quelqu'un lit le script de son cercle bleu.",
    ),
    top: [{ kind: "effects", effects: [all("misery", -1)] }, { kind: "traits" }, { kind: "hook", colour: "blue" }],
    bottom: bottom(
      "grey",
      "dodge",
      "Dodge — the fighter ducks under the swing and takes no hit this round.",
      "Esquive — le combattant se baisse sous le coup et ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "frozen-pipes",
    text: l(
      "The pipes froze and split. If Cold − Barricades ≥ 2: lose 1 water from the Inventory. Medicine: Illness −1. Waiting tokens pay out.",
      "Les tuyaux ont gelé et éclaté. Si Froid − Barricades ≥ 2 : perdez 1 eau de l'inventaire. Médicament : Maladie −1. Les jetons Attente rapportent.",
    ),
    top: [
      { kind: "cold", atLeast: 2, effects: [{ kind: "lose", item: "water", n: 1, from: "inventory" }] },
      { kind: "treat", item: "medicine", state: "illness", by: -1 },
      { kind: "waiting" },
    ],
    bottom: bottom("yellow", "hit", "A blow that lands — one hit.", "Un coup qui porte — une touche."),
  },
  {
    id: "draught",
    text: l(
      "A draught under every door. If Cold − Barricades ≥ 2: each character Illness +1; ≥ 4: Misery +1 too. Resolve Traits.",
      "Un courant d'air sous chaque porte. Si Froid − Barricades ≥ 2 : chaque personnage Maladie +1 ; ≥ 4 : Détresse +1 aussi. Résolvez les traits.",
    ),
    top: [
      { kind: "cold", atLeast: 2, effects: [all("illness", 1)] },
      { kind: "cold", atLeast: 4, effects: [all("misery", 1)] },
      { kind: "traits" },
    ],
    bottom: bottom(
      "red",
      "dodge",
      "Dodge — the fighter fires from cover and takes no hit this round.",
      "Esquive — le combattant tire à couvert et ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "shells-walk",
    text: l(
      "Shells walk across the district all night. The nearest Location is lost; a new one appears, very far. Each character Fatigue +1.",
      "Les obus traversent le quartier toute la nuit. Le lieu le plus proche est perdu ; un nouveau apparaît, très loin. Chaque personnage Fatigue +1.",
    ),
    top: [{ kind: "swapLocation" }, { kind: "effects", effects: [all("fatigue", 1)] }],
    bottom: bottom(
      "yellow",
      "lost",
      "Lost weapon — knocked from the hand, found again after the fight.",
      "Arme perdue — arrachée de la main, retrouvée après le combat.",
    ),
  },
  {
    id: "fresh-snow",
    text: l(
      "Fresh snow over the ruins, and the streets are not where they were. The nearest Location is lost; a new one appears, very far. Waiting tokens pay out. Resolve Traits.",
      "De la neige fraîche sur les ruines, et les rues ne sont plus où elles étaient. Le lieu le plus proche est perdu ; un nouveau apparaît, très loin. Les jetons Attente rapportent. Résolvez les traits.",
    ),
    top: [{ kind: "swapLocation" }, { kind: "waiting" }, { kind: "traits" }],
    bottom: bottom("grey", "hit", "A brick in the hand — one hit.", "Une brique à la main — une touche."),
  },
  {
    id: "infection",
    text: l(
      "A cut that will not close, and a red line creeping up the arm. Bandages: Wounds −1. Untreated Wounds 1+: +1.",
      "Une coupure qui ne se referme pas, et une ligne rouge qui remonte le bras. Bandage : Blessures −1. Blessures 1+ non soignées : +1.",
    ),
    top: [
      { kind: "treat", item: "bandages", state: "wounds", by: -1 },
      { kind: "worsen", state: "wounds", atLeast: 1, by: 1 },
    ],
    bottom: bottom("red", "hit", "Point-blank — one hit.", "À bout portant — une touche."),
  },
  {
    id: "long-sleep",
    text: l(
      "For once everyone sleeps until it is light. Each character Fatigue −1. Waiting tokens pay out.",
      "Pour une fois, tout le monde dort jusqu'au jour. Chaque personnage Fatigue −1. Les jetons Attente rapportent.",
    ),
    top: [{ kind: "effects", effects: [all("fatigue", -1)] }, { kind: "waiting" }],
    bottom: bottom(
      "grey",
      "dodge",
      "Dodge — the fighter slips on the rubble and the blow goes over: no hit this round.",
      "Esquive — le combattant glisse sur les gravats et le coup passe au-dessus : aucun coup ce tour-ci.",
    ),
  },
  {
    id: "nightmares",
    text: l(
      "Someone screams in their sleep, and then nobody sleeps. Medicine: Illness −1. Empathy roll: those affected Misery +1.",
      "Quelqu'un hurle dans son sommeil, et plus personne ne dort. Médicament : Maladie −1. Jet d'empathie : les personnages touchés Détresse +1.",
    ),
    top: [
      { kind: "treat", item: "medicine", state: "illness", by: -1 },
      {
        kind: "effects",
        effects: [{ kind: "empathyRoll", who: "all", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      },
    ],
    bottom: bottom(
      "yellow",
      "dodge",
      "Dodge — the fighter steps back into the doorway and takes no hit this round.",
      "Esquive — le combattant recule dans l'embrasure et ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "the-cough-spreads",
    text: l(
      "The cough goes from one mattress to the next. Medicine: Illness −2. Herbal medicine: Illness −1. Untreated Illness 1+: +1. Resolve Traits.",
      "La toux passe d'un matelas à l'autre. Médicament : Maladie −2. Remède : Maladie −1. Maladie 1+ non soignée : +1. Résolvez les traits.",
    ),
    top: [
      { kind: "treat", item: "medicine", state: "illness", by: -2 },
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "worsen", state: "illness", atLeast: 1, by: 1 },
      { kind: "traits" },
    ],
    bottom: bottom(
      "red",
      "jammed",
      "Jammed — damp powder; the weapon is useless until the fight is over.",
      "Enrayée — de la poudre humide ; l'arme est inutilisable jusqu'à la fin du combat.",
    ),
  },
  {
    id: "mended-coats",
    text: l(
      "Coats patched by the stove, dressings changed. Bandages: Wounds −2. Resolve Traits. If Cold − Barricades ≥ 3: each character Misery +1.",
      "Des manteaux rapiécés près du poêle, des pansements changés. Bandage : Blessures −2. Résolvez les traits. Si Froid − Barricades ≥ 3 : chaque personnage Détresse +1.",
    ),
    top: [
      { kind: "treat", item: "bandages", state: "wounds", by: -2 },
      { kind: "traits" },
      { kind: "cold", atLeast: 3, effects: [all("misery", 1)] },
    ],
    bottom: bottom("grey", "hit", "A lucky kick — one hit.", "Un coup de pied chanceux — une touche."),
  },
  {
    id: "warm-night",
    text: l(
      "The wind drops; for once the house keeps its heat. Medicine: Illness −1. Herbal medicine: Illness −1. Bandages: Wounds −1. Waiting tokens pay out. Then someone reads the script in their blue circle.",
      "Le vent tombe ; pour une fois la maison garde sa chaleur. Médicament : Maladie −1. Remède : Maladie −1. Bandage : Blessures −1. Les jetons Attente rapportent. Puis quelqu'un lit le script de son cercle bleu.",
    ),
    top: [
      { kind: "treat", item: "medicine", state: "illness", by: -1 },
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "treat", item: "bandages", state: "wounds", by: -1 },
      { kind: "waiting" },
      { kind: "hook", colour: "blue" },
    ],
    bottom: bottom("yellow", "hit", "The blade bites — one hit.", "La lame mord — une touche."),
  },
  {
    id: "frostbite",
    text: l(
      "Toes gone white inside the boots. If Cold − Barricades ≥ 3: each character Wounds +1. Untreated Wounds 2+: +1. Waiting tokens pay out.",
      "Des orteils devenus blancs dans les bottes. Si Froid − Barricades ≥ 3 : chaque personnage Blessures +1. Blessures 2+ non soignées : +1. Les jetons Attente rapportent.",
    ),
    top: [
      { kind: "cold", atLeast: 3, effects: [all("wounds", 1)] },
      { kind: "worsen", state: "wounds", atLeast: 2, by: 1 },
      { kind: "waiting" },
    ],
    bottom: bottom(
      "red",
      "dodge",
      "Dodge — the shot makes them take cover: the fighter takes no hit this round.",
      "Esquive — le tir les fait se mettre à couvert : le combattant ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "blackbird",
    text: l(
      "A blackbird sings on the gutter at first light, as if it were spring. Empathy roll: those affected Misery −1. Waiting tokens pay out. Then someone reads the script in their green circle.",
      "Un merle chante sur la gouttière au petit jour, comme si c'était le printemps. Jet d'empathie : les personnages touchés Détresse −1. Les jetons Attente rapportent. Puis quelqu'un lit le script de son cercle vert.",
    ),
    top: [
      {
        kind: "effects",
        effects: [{ kind: "empathyRoll", who: "all", then: [{ kind: "state", who: "affected", state: "misery", by: -1 }] }],
      },
      { kind: "waiting" },
      { kind: "hook", colour: "green" },
    ],
    bottom: bottom(
      "grey",
      "dodge",
      "Dodge — the fighter rolls aside and takes no hit this round.",
      "Esquive — le combattant roule de côté et ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "empty-larder",
    text: l(
      "Someone opens the cupboard twice in the night, just in case. If the Inventory holds no food (raw, vegetables or canned): each character Misery +1. Resolve Traits.",
      "Quelqu'un ouvre le placard deux fois dans la nuit, au cas où. Si l'inventaire ne contient aucune nourriture (crue, légumes ou conserve) : chaque personnage Détresse +1. Résolvez les traits.",
    ),
    top: [
      {
        kind: "effects",
        effects: [
          {
            kind: "when",
            if: {
              kind: "any",
              of: [
                { kind: "has", item: "raw_food", in: "inventory" },
                { kind: "has", item: "vegetables", in: "inventory" },
                { kind: "has", item: "canned_food", in: "inventory" },
              ],
            },
            then: [],
            else: [all("misery", 1)],
          },
        ],
      },
      { kind: "traits" },
    ],
    bottom: bottom(
      "yellow",
      "lost",
      "Lost weapon — it falls down a stairwell, found again after the fight.",
      "Arme perdue — elle tombe dans une cage d'escalier, retrouvée après le combat.",
    ),
  },
  {
    id: "damp-walls",
    text: l(
      "Water runs down the walls and the blankets never dry. Herbal medicine: Illness −1. Untreated Illness 2+: +1. Waiting tokens pay out.",
      "L'eau coule le long des murs et les couvertures ne sèchent jamais. Remède : Maladie −1. Maladie 2+ non soignée : +1. Les jetons Attente rapportent.",
    ),
    top: [
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "worsen", state: "illness", atLeast: 2, by: 1 },
      { kind: "waiting" },
    ],
    bottom: bottom("grey", "hit", "A desperate punch — one hit.", "Un coup de poing désespéré — une touche."),
  },
  {
    id: "guitar-in-the-dark",
    text: l(
      "Someone tunes the guitar by ear in the dark. If the Inventory holds a guitar: each character Misery −1. Resolve Traits.",
      "Quelqu'un accorde la guitare à l'oreille dans le noir. Si l'inventaire contient une guitare : chaque personnage Détresse −1. Résolvez les traits.",
    ),
    top: [
      {
        kind: "effects",
        effects: [{ kind: "when", if: { kind: "has", item: "guitar", in: "inventory" }, then: [all("misery", -1)] }],
      },
      { kind: "traits" },
    ],
    bottom: bottom(
      "yellow",
      "dodge",
      "Dodge — the fighter parries with the haft and takes no hit this round.",
      "Esquive — le combattant pare avec le manche et ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "wind-turns",
    text: l(
      "The wind brings the sound of fighting from a new side. The nearest Location is lost; a new one appears, very far. If Cold − Barricades ≥ 2: each character Misery +1.",
      "Le vent apporte le bruit des combats d'un autre côté. Le lieu le plus proche est perdu ; un nouveau apparaît, très loin. Si Froid − Barricades ≥ 2 : chaque personnage Détresse +1.",
    ),
    top: [{ kind: "swapLocation" }, { kind: "cold", atLeast: 2, effects: [all("misery", 1)] }],
    bottom: bottom(
      "red",
      "jammed",
      "Jammed — the slide will not go back; the weapon is useless until the fight is over.",
      "Enrayée — la culasse ne revient plus ; l'arme est inutilisable jusqu'à la fin du combat.",
    ),
  },
  {
    id: "fever-breaks",
    text: l(
      "In the small hours a fever breaks, and the whole room hears the sigh. Medicine: Illness −2. Herbal medicine: Illness −1. Waiting tokens pay out. Resolve Traits.",
      "Au petit matin une fièvre tombe, et toute la pièce entend le soupir. Médicament : Maladie −2. Remède : Maladie −1. Les jetons Attente rapportent. Résolvez les traits.",
    ),
    top: [
      { kind: "treat", item: "medicine", state: "illness", by: -2 },
      { kind: "treat", item: "herbal_medicine", state: "illness", by: -1 },
      { kind: "waiting" },
      { kind: "traits" },
    ],
    bottom: bottom("yellow", "hit", "A swing with all one's weight — one hit.", "Un coup de tout son poids — une touche."),
  },
  {
    id: "stiff-joints",
    text: l(
      "Cold hands, stiff backs, and the day's work still to do. Bandages: Wounds −1. If Cold − Barricades ≥ 2: each character Fatigue +1.",
      "Des mains froides, des dos raides, et le travail du jour à faire. Bandage : Blessures −1. Si Froid − Barricades ≥ 2 : chaque personnage Fatigue +1.",
    ),
    top: [
      { kind: "treat", item: "bandages", state: "wounds", by: -1 },
      { kind: "cold", atLeast: 2, effects: [all("fatigue", 1)] },
    ],
    bottom: bottom(
      "grey",
      "dodge",
      "Dodge — the fighter keeps the table between them and takes no hit this round.",
      "Esquive — le combattant garde la table entre eux et ne subit aucun coup ce tour-ci.",
    ),
  },
  {
    id: "roof-creaks",
    text: l(
      "The roof creaks under the snow all night. Roll the black die: 1–3, a beam gives and the wind comes in: Cold +1; 4–10, it holds. Resolve Traits. Waiting tokens pay out.",
      "Le toit craque sous la neige toute la nuit. Lancez le dé noir : 1–3, une poutre cède et le vent entre : Froid +1 ; 4–10, il tient. Résolvez les traits. Les jetons Attente rapportent.",
    ),
    top: [
      {
        kind: "effects",
        effects: [
          {
            kind: "roll",
            branches: [
              { range: [1, 3], then: [{ kind: "cold", by: 1 }] },
              { range: [4, 10], then: [] },
            ],
          },
        ],
      },
      { kind: "traits" },
      { kind: "waiting" },
    ],
    bottom: bottom("red", "hit", "The shot finds its mark — one hit.", "Le tir fait mouche — une touche."),
  },
];

export const fateCard = (id: string): FateCard => {
  const card = FATE_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Fate card ${id}`);
  return card;
};
