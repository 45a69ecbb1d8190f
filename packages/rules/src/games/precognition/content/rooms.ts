/**
 * The 12 machine rooms. Each has a standard face (3 machines on the standard pair conditions)
 * and an advanced, themed face (row 1: resources gained from cards; row 2: the card given to
 * the left neighbour; row 3: the Action-zone pair). Slots are the batteries a machine needs
 * to be powered; more slots buy a stronger effect or a more likely condition. See DESIGN.md.
 */
// One entry per line on purpose: a reviewable data table.
// prettier-ignore
export const rooms = [
  {
    id: "room-dispensary",
    name: { en: "Riverside Dispensary", fr: "Dispensaire de la berge" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { doctor: 1 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "human", atLeast: 2 }, effect: { kind: "heal", count: 2 } },
      { slots: 2, condition: { kind: "givenHasPlague" }, effect: { kind: "gain", resources: { doctor: 1 } } },
      { slots: 3, condition: { kind: "pairTypes", types: ["ymune", "human"] }, effect: { kind: "gain", resources: { doctor: 1, human: 1 } } },
    ],
  },
  {
    id: "room-agronomy-lab",
    name: { en: "Silt Agronomy Lab", fr: "Laboratoire des limons" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "gain", resources: { human: 2 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "food", atLeast: 3 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenType", type: "food" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["food", "battery"] }, effect: { kind: "gain", resources: { food: 2, battery: 1 } } },
    ],
  },
  {
    id: "room-store",
    name: { en: "Salvage Store", fr: "Réserve des trouvailles" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { ymune: 1 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "battery", atLeast: 1 }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 1, condition: { kind: "givenCost", compare: "le", value: 1 }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 3, condition: { kind: "pairDifferentCosts" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
  },
  {
    id: "room-expedition-airlock",
    name: { en: "Shore-Party Airlock", fr: "Sas des équipes à terre" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { protector: 1 } } },
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "human", atLeast: 3 }, effect: { kind: "gain", resources: { ymune: 1 } } },
      { slots: 2, condition: { kind: "givenType", type: "human" }, effect: { kind: "gain", resources: { protector: 1, food: 1 } } },
      { slots: 1, condition: { kind: "pairCostSumAtLeast", value: 7 }, effect: { kind: "gain", resources: { human: 2, protector: 1 } } },
    ],
  },
  {
    id: "room-detection-unit",
    name: { en: "Fever Watch", fr: "Veille des fièvres" },
    standard: [
      { slots: 1, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "heal", count: 2 } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { protector: 1, food: 1 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "ymune", atLeast: 1 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenHasPlague" }, effect: { kind: "gain", resources: { protector: 1 } } },
      { slots: 2, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "heal", count: 3 } },
    ],
  },
  {
    id: "room-workshop",
    name: { en: "Scrapwright's Workshop", fr: "Atelier du ferrailleur" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "battery", atLeast: 2 }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 1, condition: { kind: "givenType", type: "battery" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 3, condition: { kind: "pairSameCost" }, effect: { kind: "gain", resources: { battery: 1 } } },
    ],
  },
  {
    id: "room-generator",
    name: { en: "Paddle-Wheel Generator", fr: "Génératrice à aubes" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 3, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "gain", resources: { human: 2, food: 2 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "battery", atLeast: 2 }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "givenCost", compare: "ge", value: 2 }, effect: { kind: "gain", resources: { battery: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { human: 1 } } },
    ],
  },
  {
    id: "room-command-post",
    name: { en: "Wheelhouse Command Post", fr: "Poste de pilotage de la timonerie" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { ymune: 1 } } },
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "ymune", atLeast: 1 }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 2, condition: { kind: "givenCost", compare: "eq", value: 2 }, effect: { kind: "gain", resources: { protector: 1 } } },
      { slots: 3, condition: { kind: "pairTypes", types: ["ymune", "food"] }, effect: { kind: "gain", resources: { ymune: 1, food: 1 } } },
    ],
  },
  {
    id: "room-galley",
    name: { en: "Smoky Galley", fr: "Coquerie enfumée" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "food", atLeast: 4 }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
      { slots: 1, condition: { kind: "givenType", type: "food" }, effect: { kind: "gain", resources: { food: 3 } } },
      { slots: 2, condition: { kind: "pairTypes", types: ["food", "human"] }, effect: { kind: "gain", resources: { food: 2, human: 1 } } },
    ],
  },
  {
    id: "room-autonomous-greenhouse",
    name: { en: "Self-Watering Greenhouse", fr: "Serre qui s'arrose seule" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "food" }, effect: { kind: "gain", resources: { food: 3 } } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "gain", resources: { protector: 1 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "food", atLeast: 2 }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 1, condition: { kind: "givenType", type: "battery" }, effect: { kind: "gain", resources: { food: 1 } } },
      { slots: 3, condition: { kind: "pairCostSumAtMost", value: 3 }, effect: { kind: "gain", resources: { food: 3 } } },
    ],
  },
  {
    id: "room-decontamination-unit",
    name: { en: "Lime-Wash Station", fr: "Poste de lavage à la chaux" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "human" }, effect: { kind: "heal", count: 2 } },
      { slots: 2, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "heal", count: 3 } },
      { slots: 3, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { human: 1, food: 1 } } },
    ],
    advanced: [
      { slots: 1, condition: { kind: "gainedFromCards", type: "human", atLeast: 1 }, effect: { kind: "heal", count: 1 } },
      { slots: 1, condition: { kind: "givenHasPlague" }, effect: { kind: "heal", count: 3 } },
      { slots: 2, condition: { kind: "pairSameCost" }, effect: { kind: "heal", count: 2 } },
    ],
  },
  {
    id: "room-research-unit",
    name: { en: "Ymune Study Cabin", fr: "Cabine d'étude des Ymunes" },
    standard: [
      { slots: 1, condition: { kind: "pairTypeAndOther", type: "battery" }, effect: { kind: "gain", resources: { food: 2 } } },
      { slots: 2, condition: { kind: "pairTypeAndOther", type: "ymune" }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 3, condition: { kind: "pairPlagueAndClean" }, effect: { kind: "gain", resources: { doctor: 1, human: 1 } } },
    ],
    advanced: [
      { slots: 2, condition: { kind: "gainedFromCards", type: "ymune", atLeast: 2 }, effect: { kind: "gain", resources: { doctor: 1 } } },
      { slots: 1, condition: { kind: "givenType", type: "ymune" }, effect: { kind: "gain", resources: { human: 1 } } },
      { slots: 3, condition: { kind: "pairTypes", types: ["ymune", "battery"] }, effect: { kind: "gain", resources: { ymune: 1, battery: 1 } } },
    ],
  },
];
