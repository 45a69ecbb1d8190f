/**
 * Cooperative Objective tiles: 8 per season. "each" tiles must hold on every boat and stay
 * modest; "one" tiles ask one boat for a larger stock. The attenuated face never asks for more
 * than the full face; flipping it costs Food and/or Humans that one player gained this turn.
 * Requirements are counted on boats at the end of the season, after feeding. See DESIGN.md.
 */
// One entry per line on purpose: a reviewable data table.
// prettier-ignore
export const objectives = [
  // Season 1 (after turn 4): boats start with 4 healthy Humans, 8 Food, 1 Doctor.
  { id: "objective-s1-01", season: 1, scope: "each", full: { protectors: 1, food: 6 }, attenuated: { food: 4 }, attenuationCost: { food: 2 } },
  { id: "objective-s1-02", season: 1, scope: "each", full: { healthy: 5 }, attenuated: { healthy: 4 }, attenuationCost: { human: 1 } },
  { id: "objective-s1-03", season: 1, scope: "each", full: { batteries: 2 }, attenuated: { batteries: 1 }, attenuationCost: { food: 1 } },
  { id: "objective-s1-04", season: 1, scope: "each", full: { food: 6, healthy: 5 }, attenuated: { food: 4, healthy: 5 }, attenuationCost: { food: 2 } },
  { id: "objective-s1-05", season: 1, scope: "one", full: { food: 16 }, attenuated: { food: 12 }, attenuationCost: { food: 3 } },
  { id: "objective-s1-06", season: 1, scope: "one", full: { poweredMachines: 2, batteries: 3 }, attenuated: { poweredMachines: 1, batteries: 2 }, attenuationCost: { human: 1 } },
  { id: "objective-s1-07", season: 1, scope: "one", full: { doctors: 2, protectors: 1 }, attenuated: { doctors: 2 }, attenuationCost: { food: 3 } },
  { id: "objective-s1-08", season: 1, scope: "one", full: { healthy: 8 }, attenuated: { healthy: 6 }, attenuationCost: { human: 1 } },

  // Season 2 (after turn 8): Plague has appeared and the River takes.
  { id: "objective-s2-01", season: 2, scope: "each", full: { protectors: 1, doctors: 1 }, attenuated: { doctors: 1 }, attenuationCost: { food: 3 } },
  { id: "objective-s2-02", season: 2, scope: "each", full: { healthy: 6 }, attenuated: { healthy: 5 }, attenuationCost: { human: 2 } },
  { id: "objective-s2-03", season: 2, scope: "each", full: { batteries: 3, poweredMachines: 1 }, attenuated: { batteries: 2, poweredMachines: 1 }, attenuationCost: { food: 2 } },
  { id: "objective-s2-04", season: 2, scope: "each", full: { food: 6 }, attenuated: { food: 4 }, attenuationCost: { food: 2 } },
  { id: "objective-s2-05", season: 2, scope: "one", full: { food: 16 }, attenuated: { food: 12 }, attenuationCost: { food: 4 } },
  { id: "objective-s2-06", season: 2, scope: "one", full: { poweredMachines: 3, batteries: 6 }, attenuated: { poweredMachines: 2, batteries: 5 }, attenuationCost: { human: 2 } },
  { id: "objective-s2-07", season: 2, scope: "one", full: { doctors: 3, protectors: 2 }, attenuated: { doctors: 2, protectors: 2 }, attenuationCost: { food: 3, human: 1 } },
  { id: "objective-s2-08", season: 2, scope: "one", full: { healthy: 10, food: 3 }, attenuated: { healthy: 9, food: 2 }, attenuationCost: { human: 2 } },

  // Season 3 (after turn 12, the last feeding): the heaviest asks.
  { id: "objective-s3-01", season: 3, scope: "each", full: { healthy: 13 }, attenuated: { healthy: 11 }, attenuationCost: { human: 3 } },
  { id: "objective-s3-02", season: 3, scope: "each", full: { protectors: 1, doctors: 2 }, attenuated: { protectors: 1, doctors: 1 }, attenuationCost: { food: 4 } },
  { id: "objective-s3-03", season: 3, scope: "each", full: { batteries: 5, poweredMachines: 2 }, attenuated: { batteries: 4, poweredMachines: 1 }, attenuationCost: { food: 3, human: 1 } },
  { id: "objective-s3-04", season: 3, scope: "each", full: { healthy: 11, batteries: 5 }, attenuated: { healthy: 9, batteries: 4 }, attenuationCost: { human: 2 } },
  { id: "objective-s3-05", season: 3, scope: "one", full: { healthy: 19, doctors: 6 }, attenuated: { healthy: 17, doctors: 6 }, attenuationCost: { human: 2 } },
  { id: "objective-s3-06", season: 3, scope: "one", full: { poweredMachines: 4, batteries: 8 }, attenuated: { poweredMachines: 3, batteries: 6 }, attenuationCost: { human: 3 } },
  { id: "objective-s3-07", season: 3, scope: "one", full: { doctors: 4, protectors: 3 }, attenuated: { doctors: 3, protectors: 2 }, attenuationCost: { food: 4, human: 1 } },
  { id: "objective-s3-08", season: 3, scope: "one", full: { food: 5, healthy: 15 }, attenuated: { food: 3, healthy: 15 }, attenuationCost: { food: 3 } },
];
