import type { ItemCounts } from "../items.js";
import type { LocalText } from "../scripts/schema.js";

/**
 * Our shelter board (the digest's "Board: spaces and capacities"): a house by the river, four
 * floors joined by lines (same floor) and ladders. A space may be covered by a Shelter card at
 * set-up, carry a printed action (Rummage, Search, New idea, the wild garden's rule), be the Guard
 * space or the Sleep-on-the-floor space, a Hole (takes Barricades; never crossed sideways), or be
 * dark (never takes a fixture). Zones are the floors, for scripts that close a zone.
 */
export type Printed = "rummage" | "search" | "new_idea" | "garden" | "guard" | "sleep_floor";

export interface ShelterSpace {
  id: string;
  floor: 0 | 1 | 2 | 3;
  zone: "basement" | "ground" | "upstairs" | "attic";
  printed?: Printed;
  hole?: true;
  dark?: true;
}

export interface ShelterEdge {
  a: string;
  b: string;
  via: "line" | "ladder";
}

/** Red cards need a tool (or, for Rubble, a second character) to clear; all three block the way. */
export type ShelterCardKind = "plain" | "rubble" | "bars" | "locked_door";

export interface ShelterCard {
  id: string;
  space: string;
  kind: ShelterCardKind;
  name: LocalText;
  /** On its back: taken when the card is cleared; hidden until then. */
  loot: ItemCounts;
}

const space = (
  id: string,
  floor: ShelterSpace["floor"],
  more: Partial<Omit<ShelterSpace, "id" | "floor" | "zone">> = {},
): ShelterSpace => ({ id, floor, zone: (["basement", "ground", "upstairs", "attic"] as const)[floor], ...more });

/** Left to right on each floor, as printed. */
export const SPACES: readonly ShelterSpace[] = [
  space("b-boiler", 0, { dark: true }),
  space("b-cellar", 0),
  space("b-stairs", 0),
  space("b-door", 0, { printed: "search" }),
  space("b-store", 0),
  space("g-hole", 1, { hole: true }),
  space("g-pantry", 1),
  space("g-floor", 1, { printed: "sleep_floor" }),
  space("g-hall", 1),
  space("g-guard", 1, { printed: "guard" }),
  space("g-idea", 1, { printed: "new_idea" }),
  space("g-rummage", 1, { printed: "rummage" }),
  space("g-kitchen", 1),
  space("g-parlour", 1),
  space("f-bath", 2),
  space("f-hole", 2, { hole: true }),
  space("f-room-a", 2),
  space("f-landing", 2),
  space("f-rummage", 2, { printed: "rummage" }),
  space("f-room-b", 2),
  space("f-room-c", 2),
  space("t-garden", 3, { printed: "garden" }),
  space("t-stairs", 3),
  space("t-junk", 3, { printed: "rummage" }),
  space("t-attic", 3),
  space("t-loft", 3),
  space("t-chimney", 3, { dark: true }),
];

const line = (ids: string[]): ShelterEdge[] => ids.slice(1).map((b, i) => ({ a: ids[i]!, b, via: "line" as const }));

export const EDGES: readonly ShelterEdge[] = [
  ...line(["b-boiler", "b-cellar", "b-stairs", "b-door", "b-store"]),
  ...line(["g-hole", "g-pantry", "g-floor", "g-hall", "g-guard", "g-idea", "g-rummage", "g-kitchen", "g-parlour"]),
  ...line(["f-bath", "f-hole", "f-room-a", "f-landing", "f-rummage", "f-room-b", "f-room-c"]),
  ...line(["t-garden", "t-stairs", "t-junk", "t-attic", "t-loft", "t-chimney"]),
  { a: "b-stairs", b: "g-hall", via: "ladder" },
  { a: "g-hall", b: "f-landing", via: "ladder" },
  { a: "f-landing", b: "t-stairs", via: "ladder" },
  { a: "t-chimney", b: "f-bath", via: "ladder" },
];

/** Where the figures stand at set-up, and where movement is counted from. */
export const GUARD_SPACE = "g-guard";

/** The 14 Shelter cards, face up on their spaces at set-up (the side without the blue corner). */
export const SHELTER_CARDS: readonly ShelterCard[] = [
  {
    id: "coal-cellar",
    space: "b-cellar",
    kind: "plain",
    name: { en: "Coal cellar", fr: "Cave à charbon" },
    loot: { wood: 3 },
  },
  {
    id: "basement-door",
    space: "b-door",
    kind: "locked_door",
    name: { en: "Locked door", fr: "Porte verrouillée" },
    loot: { components: 1 },
  },
  {
    id: "preserves-shelf",
    space: "b-store",
    kind: "plain",
    name: { en: "Preserves shelf", fr: "Étagère à conserves" },
    loot: { canned_food: 1, sugar: 1 },
  },
  {
    id: "collapsed-pantry",
    space: "g-pantry",
    kind: "plain",
    name: { en: "Collapsed pantry", fr: "Garde-manger effondré" },
    loot: { raw_food: 1, water: 1 },
  },
  {
    id: "wrecked-kitchen",
    space: "g-kitchen",
    kind: "plain",
    name: { en: "Wrecked kitchen", fr: "Cuisine dévastée" },
    loot: { components: 2, mechanical_parts: 1 },
  },
  {
    id: "piled-furniture",
    space: "g-parlour",
    kind: "plain",
    name: { en: "Piled furniture", fr: "Meubles entassés" },
    loot: { wood: 4 },
  },
  {
    id: "bathroom",
    space: "f-bath",
    kind: "plain",
    name: { en: "Bathroom", fr: "Salle de bains" },
    loot: { chemicals: 1, bandages: 1 },
  },
  {
    id: "fallen-ceiling",
    space: "f-room-a",
    kind: "rubble",
    name: { en: "Fallen ceiling", fr: "Plafond effondré" },
    loot: { wood: 2 },
  },
  {
    id: "barred-room",
    space: "f-room-b",
    kind: "bars",
    name: { en: "Barred room", fr: "Pièce grillagée" },
    loot: { electrical_parts: 1, books: 1 },
  },
  {
    id: "childs-room",
    space: "f-room-c",
    kind: "plain",
    name: { en: "A child's room", fr: "Une chambre d'enfant" },
    loot: { books: 1, broken_guitar: 1 },
  },
  {
    id: "tarpaulin",
    space: "t-garden",
    kind: "plain",
    name: { en: "Tarpaulin and snow", fr: "Bâche et neige" },
    loot: { herbs: 1 },
  },
  {
    id: "caved-in-roof",
    space: "t-attic",
    kind: "rubble",
    name: { en: "Caved-in roof", fr: "Toit effondré" },
    loot: { wood: 3 },
  },
  {
    id: "pigeon-loft",
    space: "t-loft",
    kind: "plain",
    name: { en: "Pigeon loft", fr: "Pigeonnier" },
    loot: { raw_food: 1, components: 1 },
  },
  {
    id: "chimney-breast",
    space: "t-chimney",
    kind: "plain",
    name: { en: "Chimney breast", fr: "Manteau de cheminée" },
    loot: { components: 2 },
  },
];

/**
 * Printed actions (ours to set where the rulebook leaves them): Rummage gives 1–4 wood and
 * components by the black die; the wild garden gives 1 herbs while uncovered; New idea costs
 * nothing more than the action.
 */
export const RUMMAGE_TABLE: readonly { range: [number, number]; n: number }[] = [
  { range: [1, 2], n: 1 },
  { range: [3, 5], n: 2 },
  { range: [6, 8], n: 3 },
  { range: [9, 10], n: 4 },
];
export const GARDEN_GAIN: ItemCounts = { herbs: 1 };
export const NEW_IDEA_COST: ItemCounts = {};
/** Ideas moved into the Fixtures deck by one New idea action. */
export const IDEAS_PER_NEW_IDEA = 2;
/** Locked door: 1–3 nothing (lockpick kept), 4–10 the lockpick is discarded and the door cleared. */
export const LOCKED_DOOR_OPENS_FROM = 4;

export const spaceOf = (id: string): ShelterSpace | undefined => SPACES.find((s) => s.id === id);
export const shelterCard = (id: string): ShelterCard | undefined => SHELTER_CARDS.find((c) => c.id === id);
