import type { ItemKind } from "../items.js";
import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * Location cards (the digest's "Scavenging" and "Content to design: Locations"): 12. A Location
 * has a name, a line, special actions (any time after the Unknown is built, instead of drawing:
 * return N Exploration cards, then its effect — run by the paragraph engine, a trade or a fight
 * included), the most water, wood and components the scavengers may add to the Finds pile at
 * Choose finds (`caps`), and the book's `location <id> arrival` entry when it has a story (the Tram
 * Depot, the Conservatory), opened as the scavengers arrive.
 */
export interface LocationSpecial {
  id: string;
  label: LocalText;
  /** Exploration cards returned from the Unknown, unseen (time spent). */
  returns: number;
  effects: Effect[];
}

export interface LocationCard {
  id: string;
  name: LocalText;
  about: LocalText;
  specials: LocationSpecial[];
  caps: Record<"water" | "wood" | "components", number>;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });
const trade = (wares: ItemKind[], commission: number): Effect => ({
  kind: "trade",
  wares,
  commission,
  done: "return",
  declined: "return",
});
const scout: LocationSpecial = {
  id: "scout",
  label: l("Scout the place: Noise −2.", "Repérer les lieux : Bruit −2."),
  returns: 2,
  effects: [{ kind: "noise", by: -2 }],
};

export const LOCATIONS: readonly LocationCard[] = [
  {
    id: "tram-depot",
    name: l("The Tram Depot", "Le dépôt des tramways"),
    about: l("Rows of frozen trams, and smoke from the last one.", "Des rangées de trams gelés, et de la fumée au dernier."),
    specials: [
      scout,
      {
        id: "strip-tram",
        label: l("Strip a tram's motor: 2 mechanical parts.", "Démonter le moteur d'un tram : 2 pièces mécaniques."),
        returns: 4,
        effects: [{ kind: "gain", item: "mechanical_parts", n: 2 }],
      },
    ],
    caps: { water: 0, wood: 3, components: 6 },
  },
  {
    id: "conservatory",
    name: l("The Conservatory", "Le conservatoire"),
    about: l("A roofless music school and its keeper.", "Une école de musique sans toit, et sa gardienne."),
    specials: [
      {
        id: "listen",
        label: l(
          "Sit and listen to the scales upstairs: each scavenger Misery −1.",
          "S'asseoir écouter les gammes à l'étage : chaque pillard Détresse −1.",
        ),
        returns: 3,
        effects: [{ kind: "state", who: "present", state: "misery", by: -1 }],
      },
    ],
    caps: { water: 1, wood: 6, components: 2 },
  },
  {
    id: "brewery",
    name: l("The Brewery", "La brasserie"),
    about: l("Vats, pipes, and whoever holds the keys.", "Des cuves, des tuyaux, et celui qui a les clés."),
    specials: [
      {
        id: "drain-vat",
        label: l("Drain the last vat: 2 water, and Noise +2.", "Vider la dernière cuve : 2 eau, et Bruit +2."),
        returns: 4,
        effects: [
          { kind: "gain", item: "water", n: 2 },
          { kind: "noise", by: 2 },
        ],
      },
      {
        id: "trade",
        label: l("Trade with the keyholders (commission 2).", "Commercer avec ceux qui ont les clés (commission 2)."),
        returns: 6,
        effects: [trade(["moonshine", "pure_alcohol", "sugar", "filters"], 2)],
      },
    ],
    caps: { water: 3, wood: 2, components: 3 },
  },
  {
    id: "hospital-wing",
    name: l("The burnt hospital wing", "L'aile brûlée de l'hôpital"),
    about: l("Cabinets nobody has dared to open.", "Des armoires que personne n'a osé ouvrir."),
    specials: [
      {
        id: "heal",
        label: l(
          "Use the ward's last dressings: each wounded scavenger Wounds −1.",
          "Utiliser les derniers pansements du service : chaque pillard blessé Blessures −1.",
        ),
        returns: 4,
        effects: [{ kind: "state", who: "present", state: "wounds", by: -1 }],
      },
      scout,
    ],
    caps: { water: 1, wood: 2, components: 4 },
  },
  {
    id: "tenement",
    name: l("The open tenement", "L'immeuble éventré"),
    about: l("Six floors of kitchens with no front wall.", "Six étages de cuisines sans façade."),
    specials: [
      {
        id: "socialise",
        label: l(
          "Share a smoke with the neighbours on the landing: each scavenger Misery −1.",
          "Fumer avec les voisins sur le palier : chaque pillard Détresse −1.",
        ),
        returns: 3,
        effects: [{ kind: "state", who: "present", state: "misery", by: -1 }],
      },
    ],
    caps: { water: 1, wood: 5, components: 4 },
  },
  {
    id: "school",
    name: l("The Primary School", "L'école primaire"),
    about: l("A refuge for a month, then for nobody.", "Un refuge pendant un mois, puis pour personne."),
    specials: [
      scout,
      {
        id: "gym",
        label: l("Take the gym's wall bars: 3 wood.", "Prendre les espaliers du gymnase : 3 bois."),
        returns: 4,
        effects: [{ kind: "gain", item: "wood", n: 3 }],
      },
    ],
    caps: { water: 1, wood: 6, components: 2 },
  },
  {
    id: "church",
    name: l("St Roch's", "Saint-Roch"),
    about: l(
      "A church where the soup is still served on Sundays, and a sniper in the tower.",
      "Une église où l'on sert encore la soupe le dimanche, et un tireur dans le clocher.",
    ),
    specials: [
      {
        id: "soup",
        label: l("Queue for the soup: each scavenger Hunger −1.", "Faire la queue pour la soupe : chaque pillard Faim −1."),
        returns: 4,
        effects: [{ kind: "state", who: "present", state: "hunger", by: -1 }],
      },
      {
        id: "trade",
        label: l("Barter with the sacristan (commission 1).", "Troquer avec le sacristain (commission 1)."),
        returns: 6,
        effects: [trade(["bandages", "herbs", "books", "coffee"], 1)],
      },
    ],
    caps: { water: 2, wood: 3, components: 1 },
  },
  {
    id: "warehouse",
    name: l("The riverside warehouse", "L'entrepôt du quai"),
    about: l(
      "Customs seals on every door, and every seal broken.",
      "Des scellés de douane sur chaque porte, et chaque scellé brisé.",
    ),
    specials: [
      {
        id: "trade",
        label: l("Deal with the dockers (commission 3).", "Traiter avec les dockers (commission 3)."),
        returns: 6,
        effects: [trade(["canned_food", "cigarettes", "ammo", "pistol", "weapon_parts"], 3)],
      },
    ],
    caps: { water: 1, wood: 4, components: 6 },
  },
  {
    id: "allotments",
    name: l("The allotments", "Les jardins ouvriers"),
    about: l(
      "Sheds, frozen cabbages, and an old man with a rake.",
      "Des cabanes, des choux gelés, et un vieil homme avec un râteau.",
    ),
    specials: [
      {
        id: "dig",
        label: l("Dig under the snow: 2 vegetables.", "Creuser sous la neige : 2 légumes."),
        returns: 4,
        effects: [{ kind: "gain", item: "vegetables", n: 2 }],
      },
      scout,
    ],
    caps: { water: 2, wood: 4, components: 1 },
  },
  {
    id: "villa",
    name: l("The villa on the hill", "La villa sur la colline"),
    about: l(
      "Shutters closed, a good car in the garage, and a dog that barks all night.",
      "Volets fermés, une belle voiture au garage, et un chien qui aboie toute la nuit.",
    ),
    specials: [
      {
        id: "siphon",
        label: l(
          "Siphon the car and take its battery: 2 electrical parts.",
          "Siphonner la voiture et prendre sa batterie : 2 pièces électriques.",
        ),
        returns: 4,
        effects: [
          { kind: "gain", item: "electrical_parts", n: 2 },
          { kind: "noise", by: 1 },
        ],
      },
    ],
    caps: { water: 2, wood: 3, components: 3 },
  },
  {
    id: "cinema",
    name: l("The Odeon", "L'Odéon"),
    about: l(
      "Red seats under a hole in the roof; the projectionist sleeps in the booth.",
      "Des fauteuils rouges sous un trou dans le toit ; le projectionniste dort dans la cabine.",
    ),
    specials: [
      {
        id: "film",
        label: l(
          "Watch a reel with the projectionist: each scavenger Misery −1, Fatigue +1.",
          "Regarder une bobine avec le projectionniste : chaque pillard Détresse −1, Fatigue +1.",
        ),
        returns: 3,
        effects: [
          { kind: "state", who: "present", state: "misery", by: -1 },
          { kind: "state", who: "present", state: "fatigue", by: 1 },
        ],
      },
      {
        id: "trade",
        label: l("Trade with the projectionist (commission 1).", "Échanger avec le projectionniste (commission 1)."),
        returns: 6,
        effects: [trade(["cigarettes", "electrical_parts", "guitar", "jewellery"], 1)],
      },
    ],
    caps: { water: 1, wood: 5, components: 3 },
  },
  {
    id: "bus-garage",
    name: l("The bus garage", "Le garage des autobus"),
    about: l(
      "Buses turned into barricades, and a militia checkpoint at the gate.",
      "Des autobus transformés en barricades, et un poste de milice à l'entrée.",
    ),
    specials: [
      {
        id: "strip-bus",
        label: l("Strip a bus: 3 components and a noise roll.", "Désosser un autobus : 3 composants et un jet de bruit."),
        returns: 2,
        effects: [
          { kind: "gain", item: "components", n: 3 },
          { kind: "noiseRoll", encounter: [] },
        ],
      },
    ],
    caps: { water: 0, wood: 2, components: 8 },
  },
];

export const locationCard = (id: string): LocationCard => {
  const c = LOCATIONS.find((x) => x.id === id);
  if (!c) throw new Error(`This War of Mine: no Location ${id}`);
  return c;
};
