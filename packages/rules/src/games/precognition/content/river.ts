/**
 * The River: 4 tiles per season (3 are drawn each game), one Island per season and the three
 * cooperative tiles. Season 1 tiles only give, seasons 2 and 3 only take; every tile can be
 * ignored by discarding a Protector. Calibration notes are in DESIGN.md.
 */
// One entry per line on purpose: a reviewable data table.
// prettier-ignore
export const river = [
  // Season 1: the river is generous (each tile is worth about 3 Food-equivalents).
  { id: "river-s1-drifting-crates", season: 1, name: { en: "Drifting Crates", fr: "Caisses à la dérive" }, effect: { food: 3, heal: 1 } },
  { id: "river-s1-rooftop-survivors", season: 1, name: { en: "Survivors on a Rooftop", fr: "Survivants sur un toit" }, effect: { humans: 2 } },
  { id: "river-s1-reed-healer", season: 1, name: { en: "A Healer in the Reeds", fr: "Une soigneuse dans les roseaux" }, effect: { doctor: 1 } },
  { id: "river-s1-shell-escort", season: 1, name: { en: "Shell-Backed Escort", fr: "Escorte à dos de coquille" }, effect: { protector: 1, food: 1 } },

  // Season 2: the river starts to take (about 2-3 Food-equivalents per tile).
  { id: "river-s2-rats-in-the-hold", season: 2, name: { en: "Rats in the Hold", fr: "Des rats dans la cale" }, effect: { food: -2 } },
  { id: "river-s2-leech-swarm", season: 2, name: { en: "Leech Swarm", fr: "Nuée de sangsues" }, effect: { contaminate: 2 } },
  { id: "river-s2-fever-fog", season: 2, name: { en: "Fever Fog", fr: "Brouillard de fièvre" }, effect: { plague: 1 } },
  { id: "river-s2-capsized-skiff", season: 2, name: { en: "Capsized Skiff", fr: "L'esquif chaviré" }, effect: { healthyLost: 1 } },

  // Season 3: harsher (about 5-6 Food-equivalents per tile): a Protector is usually worth spending.
  { id: "river-s3-black-tide", season: 3, name: { en: "Black Tide", fr: "Marée noire" }, effect: { plague: 1, contaminate: 1 } },
  { id: "river-s3-dam-whirlpool", season: 3, name: { en: "Whirlpool Below the Dam", fr: "Tourbillon sous le barrage" }, effect: { healthyLost: 1, contaminate: 1 } },
  { id: "river-s3-mouldering-stores", season: 3, name: { en: "Mouldering Stores", fr: "Vivres moisis" }, effect: { food: -2, contaminate: 1 } },
  { id: "river-s3-sickened-shoal", season: 3, name: { en: "The Sickened Shoal", fr: "Le banc malade" }, effect: { doctorLost: 1, contaminate: 2 } },
];

/** End of each season: every healthy Human eats 1 Food (the rule is the engine's). */
// prettier-ignore
export const islands = [
  { id: "island-drowned-bell", season: 1, name: { en: "Isle of the Drowned Bell", fr: "Île de la cloche noyée" } },
  { id: "island-ash-orchards", season: 2, name: { en: "Island of Ash Orchards", fr: "Île des vergers de cendre" } },
  { id: "island-last-shore", season: 3, name: { en: "The Last Shore", fr: "L'ultime rivage" } },
];

/** Cooperative mode: each marks the stack of that season's Objective tiles. */
// prettier-ignore
export const coopRiver = [
  { id: "coop-s1-first-beacon", season: 1, name: { en: "The First Beacon", fr: "Le premier fanal" } },
  { id: "coop-s2-convoy-pact", season: 2, name: { en: "The Convoy Pact", fr: "Le pacte du convoi" } },
  { id: "coop-s3-promised-delta", season: 3, name: { en: "The Promised Delta", fr: "Le delta promis" } },
];
