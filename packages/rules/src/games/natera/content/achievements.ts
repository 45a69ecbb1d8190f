import type { AchievementCondition } from "./schema.js";

/**
 * The 20 achievement conditions are the rulebook's; their grouping into letters A–E (2
 * double-sided tiles per letter) is inferred (digest, "Setup" step 3), and the labels are ours.
 */
export const achievementTiles: { id: string; faces: [AchievementCondition, AchievementCondition] }[] = [
  { id: "na-a1", faces: ["specialists5", "specialistsCostSpread"] },
  { id: "na-a2", faces: ["specialistsNoTraining", "specialistsDistinctVp"] },
  { id: "na-b1", faces: ["colonies4", "coloniesAgrUrbCoa"] },
  { id: "na-b2", faces: ["coloniesAgrCoaMil", "coloniesHighTier"] },
  { id: "na-c1", faces: ["prerequisites7", "presencePrerequisites5"] },
  { id: "na-c2", faces: ["allTracks3", "trackPrerequisites4"] },
  { id: "na-d1", faces: ["growth8", "fullColumn"] },
  { id: "na-d2", faces: ["scienceCards5", "adjacentRows"] },
  { id: "na-e1", faces: ["improvements4", "interactive3"] },
  { id: "na-e2", faces: ["advanced6", "discoveries6"] },
];

/** Points of an achievement, and of a late claim at scoring. */
export const ACHIEVEMENT_VP = 7;
export const LATE_CLAIM_VP = 3;
export const ACHIEVEMENT_TOKENS = 3;
