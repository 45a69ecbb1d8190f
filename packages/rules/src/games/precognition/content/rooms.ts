/**
 * The 12 machine rooms. Each has a standard face (3 machines on the standard pair conditions)
 * and an advanced, themed face (row 1: resources gained from cards; row 2: the card given to
 * the left neighbour; row 3: the Action-zone pair). Slots are the batteries a machine needs
 * to be powered; more slots buy a stronger effect or a more likely condition. See DESIGN.md.
 */
/**
 * The six standard machines the rulebook prints, each a condition with its own effect, exactly
 * as printed (a ruling of the digest: a player who owns the box must recognise them). Only the
 * battery slots are ours: a machine's slots follow what its effect is worth (DESIGN.md).
 */
// prettier-ignore
export const STANDARD_MACHINES = {
  /** Human card + another type → 1 Human. */
  H: { slots: 2, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { human: 1 } } },
  /** Ymune card + another type → 1 Ymune. */
  Y: { slots: 3, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { ymune: 1 } } },
  /** Food card + another type → 2 Food. */
  F2: { slots: 2, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 2 } } },
  /** Battery card + another type → 1 Protector. */
  P: { slots: 2, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { protector: 1 } } },
  /** Food card + another type → 1 Food. */
  F1: { slots: 1, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 1 } } },
  /** A card with a Plague value + one without → 2 Humans. */
  X: { slots: 2, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "gain", resources: { human: 2 } } },
} as const;

const standardMachine = (kind: keyof typeof STANDARD_MACHINES) => STANDARD_MACHINES[kind];

/*
 * Every standard face is one Food machine (2 Food or 1 Food) and two of the other four; each
 * pair of those four appears twice, once beside each Food machine, so the 36 machines are the
 * six printed ones six times each.
 */
// One entry per line on purpose: a reviewable data table.
// prettier-ignore
export const rooms = [
  {
    id: "room-dispensary",
    name: { en: "Riverside Dispensary", fr: "Dispensaire de la berge" },
    standard: [
      standardMachine("F2"),
      standardMachine("H"),
      standardMachine("Y"),
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "human", atLeast: 2 }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 2, condition: { kind: "givenHasPlague" }, effect: { kind: "gain", resources: { protector: 1, food: 1 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["ymune", "human"] }, effect: { kind: "gain", resources: { doctor: 1, food: 2 } } },
    ],
  },
  {
    id: "room-agronomy-lab",
    name: { en: "Silt Agronomy Lab", fr: "Laboratoire des limons" },
    standard: [
      standardMachine("F1"),
      standardMachine("P"),
      standardMachine("X"),
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "food", atLeast: 3 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenType", type: "food" }, effect: { kind: "gain", resources: { human: 1, food: 2 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["food", "battery"] }, effect: { kind: "gain", resources: { food: 3, battery: 1 } } },
    ],
  },
  {
    id: "room-store",
    name: { en: "Salvage Store", fr: "Réserve des trouvailles" },
    standard: [
      standardMachine("F2"),
      standardMachine("H"),
      standardMachine("P"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "battery", atLeast: 1 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 3, condition: { kind: "givenCost", compare: "le", value: 1 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairDifferentCosts" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
  },
  {
    id: "room-expedition-airlock",
    name: { en: "Shore-Party Airlock", fr: "Sas des équipes à terre" },
    standard: [
      standardMachine("F1"),
      standardMachine("Y"),
      standardMachine("X"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "human", atLeast: 2 }, effect: { kind: "gain", resources: { ymune: 1 } } },
      { slots: 2, condition: { kind: "givenType", type: "human" }, effect: { kind: "gain", resources: { protector: 1, food: 2 } } },
      { slots: 1, condition: { kind: "pairCostSumAtLeast", value: 7 }, effect: { kind: "gain", resources: { human: 2, protector: 1 } } },
    ],
  },
  {
    id: "room-detection-unit",
    name: { en: "Fever Watch", fr: "Veille des fièvres" },
    standard: [
      standardMachine("F2"),
      standardMachine("H"),
      standardMachine("X"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "ymune", atLeast: 1 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenHasPlague" }, effect: { kind: "gain", resources: { protector: 1 } } },
      { slots: 2, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "heal", count: 3 } },
    ],
  },
  {
    id: "room-workshop",
    name: { en: "Scrapwright's Workshop", fr: "Atelier du ferrailleur" },
    standard: [
      standardMachine("F1"),
      standardMachine("Y"),
      standardMachine("P"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "battery", atLeast: 2 }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 2, condition: { kind: "givenType", type: "battery" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairSameCost" }, effect: { kind: "gain", resources: { battery: 1, food: 1 } } },
    ],
  },
  {
    id: "room-generator",
    name: { en: "Paddle-Wheel Generator", fr: "Génératrice à aubes" },
    standard: [
      standardMachine("F2"),
      standardMachine("Y"),
      standardMachine("P"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "battery", atLeast: 2 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenCost", compare: "ge", value: 2 }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
  },
  {
    id: "room-command-post",
    name: { en: "Wheelhouse Command Post", fr: "Poste de pilotage de la timonerie" },
    standard: [
      standardMachine("F1"),
      standardMachine("H"),
      standardMachine("X"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "ymune", atLeast: 1 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenCost", compare: "eq", value: 2 }, effect: { kind: "gain", resources: { protector: 1, food: 1 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["ymune", "food"] }, effect: { kind: "gain", resources: { ymune: 1, food: 2 } } },
    ],
  },
  {
    id: "room-galley",
    name: { en: "Smoky Galley", fr: "Coquerie enfumée" },
    standard: [
      standardMachine("F2"),
      standardMachine("Y"),
      standardMachine("X"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "food", atLeast: 3 }, effect: { kind: "gain", resources: { human: 1, food: 2 } } },
      { slots: 3, condition: { kind: "givenType", type: "food" }, effect: { kind: "gain", resources: { food: 3 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["food", "human"] }, effect: { kind: "gain", resources: { food: 3, human: 1 } } },
    ],
  },
  {
    id: "room-autonomous-greenhouse",
    name: { en: "Self-Watering Greenhouse", fr: "Serre qui s'arrose seule" },
    standard: [
      standardMachine("F1"),
      standardMachine("H"),
      standardMachine("P"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "food", atLeast: 2 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenType", type: "battery" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairCostSumAtMost", value: 3 }, effect: { kind: "gain", resources: { food: 3 } } },
    ],
  },
  {
    id: "room-decontamination-unit",
    name: { en: "Lime-Wash Station", fr: "Poste de lavage à la chaux" },
    standard: [
      standardMachine("F2"),
      standardMachine("P"),
      standardMachine("X"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "human", atLeast: 2 }, effect: { kind: "gain", resources: { protector: 1 } } },
      { slots: 1, condition: { kind: "givenHasPlague" }, effect: { kind: "heal", count: 3 } },
      { slots: 3, condition: { kind: "pairSameCost" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
  },
  {
    id: "room-research-unit",
    name: { en: "Ymune Study Cabin", fr: "Cabine d'étude des Ymunes" },
    standard: [
      standardMachine("F1"),
      standardMachine("H"),
      standardMachine("Y"),
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "ymune", atLeast: 1 }, effect: { kind: "gain", resources: { ymune: 1 } } },
      { slots: 2, condition: { kind: "givenType", type: "ymune" }, effect: { kind: "gain", resources: { human: 1, food: 2 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["ymune", "battery"] }, effect: { kind: "gain", resources: { ymune: 1, battery: 1, food: 1 } } },
    ],
  },
];
