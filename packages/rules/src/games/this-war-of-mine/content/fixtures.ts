import type { ItemCounts, StateKind } from "../items.js";
import type { LocalText } from "../scripts/schema.js";

/**
 * Fixtures (Bricolage) and Ideas: 18 basic fixtures with a green corner (the Fixtures deck at
 * set-up) and 8 Ideas (moved into the Fixtures deck two at a time by the New idea action). Both
 * decks are open: anyone may study both faces.
 *
 * - `cost` is paid from the Inventory when the fixture is built (its back); dismantling gives it
 *   all back (RAS 155).
 * - `nextTo`: an upgrade placed only directly left or right of a built fixture of that id.
 * - `bonus`: applied the first time the fixture is built (never again, even rebuilt).
 * - `bed`: one sleeper at Night (Fatigue to 0); the Nap action by day.
 * - `workshop`: Barricades can be built once one exists.
 * Each action takes one character's action of a step; one character per fixture per step.
 */
export interface FixtureAction {
  id: string;
  label: LocalText;
  cost?: ItemCounts;
  gain?: ItemCounts;
  /** "For each combination X ➥ Y": the cost and gain are multiplied by the times chosen, in one action. */
  perCombination?: boolean;
  /** Tools used and kept (placed with the character for the step). */
  tools?: ItemCounts;
  /** The acting character's states change. */
  self?: Partial<Record<StateKind, number>>;
  /** Every character at the shelter's states change. */
  everyone?: Partial<Record<StateKind, number>>;
  /** Cold tokens (−1: one discarded). */
  cold?: number;
  /** Places a Waiting token on the fixture (one per card): it pays this when a Dawn Fate card says so. */
  waiting?: ItemCounts;
  /** Rule-level effects: a Barricade on a Hole; the top Event card shown to all. */
  special?: "barricade" | "radio";
}

export interface Fixture {
  id: string;
  name: LocalText;
  /** Green corner: in the Fixtures deck at set-up; otherwise an Idea. */
  basic: boolean;
  cost: ItemCounts;
  nextTo?: string;
  bonus?: { everyone?: Partial<Record<StateKind, number>>; cold?: number };
  bed?: true;
  workshop?: true;
  actions: FixtureAction[];
}

const l = (en: string, fr: string): LocalText => ({ en, fr });

export const FIXTURES: readonly Fixture[] = [
  // Basic fixtures (green corner).
  { id: "bed-1", name: l("Bed", "Lit"), basic: true, cost: { wood: 3, components: 2 }, bed: true, actions: [] },
  { id: "bed-2", name: l("Bed", "Lit"), basic: true, cost: { wood: 3, components: 2 }, bed: true, actions: [] },
  {
    id: "workshop",
    name: l("Workshop", "Atelier"),
    basic: true,
    cost: { wood: 2, components: 3 },
    workshop: true,
    actions: [
      {
        id: "barricade",
        label: l("Board up a hole: a Barricade", "Condamner un trou : une barricade"),
        cost: { wood: 2, components: 1 },
        special: "barricade",
      },
      { id: "shovel", label: l("Make a shovel", "Fabriquer une pelle"), cost: { wood: 1, components: 2 }, gain: { shovel: 1 } },
      {
        id: "lockpick",
        label: l("File a lockpick", "Limer un crochet"),
        cost: { components: 1, mechanical_parts: 1 },
        gain: { lockpick: 1 },
      },
    ],
  },
  {
    id: "stove",
    name: l("Stove", "Poêle"),
    basic: true,
    cost: { components: 4, mechanical_parts: 1 },
    actions: [
      {
        id: "cook",
        label: l("Cook a stew: 2 raw food and 1 wood → 1 canned food", "Cuire un ragoût : 2 cru et 1 bois → 1 conserve"),
        cost: { raw_food: 2, wood: 1 },
        gain: { canned_food: 1 },
        perCombination: true,
      },
    ],
  },
  {
    id: "heater",
    name: l("Simple heater", "Chauffage de fortune"),
    basic: true,
    cost: { components: 3, mechanical_parts: 1 },
    actions: [
      {
        id: "burn-wood",
        label: l("Burn 2 wood: −1 Cold", "Brûler 2 bois : −1 Froid"),
        cost: { wood: 2 },
        cold: -1,
        perCombination: true,
      },
      {
        id: "burn-books",
        label: l("Burn 2 books: −1 Cold", "Brûler 2 livres : −1 Froid"),
        cost: { books: 2 },
        cold: -1,
        perCombination: true,
      },
      {
        id: "burn-both",
        label: l("Burn 1 wood and 1 book: −1 Cold", "Brûler 1 bois et 1 livre : −1 Froid"),
        cost: { wood: 1, books: 1 },
        cold: -1,
        perCombination: true,
      },
    ],
  },
  {
    id: "rain-collector",
    name: l("Rainwater collector", "Récupérateur d'eau de pluie"),
    basic: true,
    cost: { components: 3, wood: 1 },
    actions: [
      { id: "collect", label: l("Set the tarp: water at Dawn", "Tendre la bâche : de l'eau à l'aube"), waiting: { water: 2 } },
    ],
  },
  {
    id: "armchair",
    name: l("Armchair", "Fauteuil"),
    basic: true,
    cost: { wood: 3 },
    bonus: { everyone: { misery: -1 } },
    actions: [
      {
        id: "doze",
        label: l("Doze by the window: Fatigue −1", "Somnoler près de la fenêtre : Fatigue −1"),
        self: { fatigue: -1 },
      },
    ],
  },
  {
    id: "radio",
    name: l("Radio", "Radio"),
    basic: true,
    cost: { electrical_parts: 2, components: 2 },
    actions: [{ id: "news", label: l("Listen to the news", "Écouter les nouvelles"), special: "radio" }],
  },
  {
    id: "still",
    name: l("Moonshine still", "Alambic"),
    basic: true,
    cost: { components: 3, mechanical_parts: 1 },
    actions: [
      {
        id: "distil",
        label: l("Distil: 1 sugar and 1 water → 1 moonshine", "Distiller : 1 sucre et 1 eau → 1 gnôle"),
        cost: { sugar: 1, water: 1 },
        gain: { moonshine: 1 },
        perCombination: true,
      },
    ],
  },
  {
    id: "herb-drier",
    name: l("Herb drier", "Séchoir à herbes"),
    basic: true,
    cost: { wood: 2, components: 1 },
    actions: [
      {
        id: "dry",
        label: l("Dry 2 herbs → 1 herbal medicine", "Sécher 2 herbes → 1 remède"),
        cost: { herbs: 2 },
        gain: { herbal_medicine: 1 },
        perCombination: true,
      },
    ],
  },
  {
    id: "vegetable-bed",
    name: l("Vegetable bed", "Carré de légumes"),
    basic: true,
    cost: { wood: 2, components: 1, water: 1 },
    actions: [
      {
        id: "tend",
        label: l("Tend the bed: vegetables at Dawn", "Soigner le carré : des légumes à l'aube"),
        waiting: { vegetables: 2 },
      },
    ],
  },
  {
    id: "bookshelf",
    name: l("Bookshelf", "Bibliothèque"),
    basic: true,
    cost: { wood: 2 },
    actions: [
      {
        id: "read",
        label: l("Read a while (needs a book): Misery −1", "Lire un moment (il faut un livre) : Détresse −1"),
        tools: { books: 1 },
        self: { misery: -1 },
      },
    ],
  },
  {
    id: "rat-trap",
    name: l("Rat trap", "Piège à rats"),
    basic: true,
    cost: { components: 2 },
    actions: [
      { id: "bait", label: l("Set the trap: raw food at Dawn", "Tendre le piège : du cru à l'aube"), waiting: { raw_food: 1 } },
    ],
  },
  {
    id: "water-filter",
    name: l("Water filter", "Filtre à eau"),
    basic: true,
    cost: { components: 2, wood: 1 },
    actions: [
      {
        id: "purify",
        label: l("Purify snow: 1 filter → 2 water", "Purifier de la neige : 1 filtre → 2 eau"),
        cost: { filters: 1 },
        gain: { water: 2 },
      },
    ],
  },
  {
    id: "kitchen-table",
    name: l("Kitchen table", "Table de cuisine"),
    basic: true,
    cost: { wood: 4 },
    bonus: { everyone: { misery: -1 } },
    actions: [],
  },
  {
    id: "washtub",
    name: l("Washtub", "Baquet"),
    basic: true,
    cost: { wood: 1, components: 1 },
    actions: [
      {
        id: "wash",
        label: l("Wash: 1 water, Misery −1", "Se laver : 1 eau, Détresse −1"),
        cost: { water: 1 },
        self: { misery: -1 },
      },
    ],
  },
  {
    id: "sewing-corner",
    name: l("Sewing corner", "Coin couture"),
    basic: true,
    cost: { wood: 1, components: 1 },
    actions: [
      {
        id: "bandage",
        label: l("Tear and boil sheets: 1 water → 1 bandages", "Découper et bouillir des draps : 1 eau → 1 bandage"),
        cost: { water: 1 },
        gain: { bandages: 1 },
      },
    ],
  },
  {
    id: "cigarette-roller",
    name: l("Tobacco box", "Boîte à tabac"),
    basic: true,
    cost: { wood: 1 },
    actions: [
      {
        id: "roll",
        label: l(
          "Roll herbs in book pages: 1 herbs + 1 book → 2 cigarettes",
          "Rouler des herbes dans des pages : 1 herbe + 1 livre → 2 cigarettes",
        ),
        cost: { herbs: 1, books: 1 },
        gain: { cigarettes: 2 },
      },
    ],
  },
  // Ideas.
  {
    id: "chemistry-set",
    name: l("Chemistry set", "Labo de chimie"),
    basic: false,
    cost: { components: 3, electrical_parts: 1 },
    nextTo: "workshop",
    actions: [
      {
        id: "medicine",
        label: l("Mix 2 chemicals → 1 medicine", "Mélanger 2 produits chimiques → 1 médicament"),
        cost: { chemicals: 2 },
        gain: { medicine: 1 },
      },
    ],
  },
  {
    id: "metal-workbench",
    name: l("Metal workbench", "Établi de métal"),
    basic: false,
    cost: { components: 4, mechanical_parts: 2 },
    nextTo: "workshop",
    actions: [
      {
        id: "pistol",
        label: l("Repair a pistol", "Réparer un pistolet"),
        cost: { broken_pistol: 1, weapon_parts: 1 },
        gain: { pistol: 1 },
      },
      {
        id: "rifle",
        label: l("Repair an assault rifle", "Réparer un fusil d'assaut"),
        cost: { broken_assault_rifle: 1, weapon_parts: 2 },
        gain: { assault_rifle: 1 },
      },
      {
        id: "sawn-off",
        label: l("Repair a sawn-off", "Réparer un fusil à canon scié"),
        cost: { broken_sawn_off: 1, weapon_parts: 1 },
        gain: { sawn_off: 1 },
      },
      {
        id: "ammo",
        label: l("Reload shell casings → 2 ammo", "Recharger des douilles → 2 munitions"),
        cost: { shell_casings: 1, chemicals: 1 },
        gain: { ammo: 2 },
      },
      {
        id: "guitar",
        label: l("Restring the guitar", "Recorder la guitare"),
        cost: { broken_guitar: 1, components: 1 },
        gain: { guitar: 1 },
      },
    ],
  },
  {
    id: "greenhouse",
    name: l("Cold frame", "Châssis de culture"),
    basic: false,
    cost: { wood: 3, components: 2 },
    nextTo: "vegetable-bed",
    actions: [
      {
        id: "tend",
        label: l("Tend the cold frame: vegetables at Dawn", "Soigner le châssis : des légumes à l'aube"),
        waiting: { vegetables: 3 },
      },
    ],
  },
  {
    id: "insulation",
    name: l("Insulation", "Isolation"),
    basic: false,
    cost: { wood: 4, components: 2 },
    bonus: { cold: -2 },
    actions: [],
  },
  {
    id: "smokehouse",
    name: l("Smoking hood", "Hotte à fumer"),
    basic: false,
    cost: { components: 3, wood: 1 },
    nextTo: "stove",
    actions: [
      {
        id: "smoke",
        label: l("Smoke 2 raw food with 1 wood → 2 canned food", "Fumer 2 cru avec 1 bois → 2 conserves"),
        cost: { raw_food: 2, wood: 1 },
        gain: { canned_food: 2 },
      },
    ],
  },
  {
    id: "music-corner",
    name: l("Music corner", "Coin musique"),
    basic: false,
    cost: { wood: 2 },
    actions: [
      {
        id: "play",
        label: l("Play the guitar for everyone: Misery −1", "Jouer de la guitare pour tous : Détresse −1"),
        tools: { guitar: 1 },
        everyone: { misery: -1 },
      },
    ],
  },
  {
    id: "herbal-still",
    name: l("Herbal still", "Alambic à tisanes"),
    basic: false,
    cost: { components: 2, mechanical_parts: 1 },
    nextTo: "still",
    actions: [
      {
        id: "tincture",
        label: l("Steep 1 herbs in 1 moonshine → 2 herbal medicine", "Macérer 1 herbe dans 1 gnôle → 2 remèdes"),
        cost: { herbs: 1, moonshine: 1 },
        gain: { herbal_medicine: 2 },
      },
    ],
  },
  {
    id: "rectifier",
    name: l("Rectifying column", "Colonne de rectification"),
    basic: false,
    cost: { components: 3, electrical_parts: 1 },
    nextTo: "still",
    actions: [
      {
        id: "rectify",
        label: l("Rectify 2 moonshine → 1 pure alcohol", "Rectifier 2 gnôles → 1 alcool pur"),
        cost: { moonshine: 2 },
        gain: { pure_alcohol: 1 },
      },
    ],
  },
];

export const fixtureCard = (id: string): Fixture => {
  const f = FIXTURES.find((x) => x.id === id);
  if (!f) throw new Error(`This War of Mine: no fixture ${id}`);
  return f;
};
