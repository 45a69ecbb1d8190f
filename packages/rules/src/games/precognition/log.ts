import { CHANGE_FIELDS, type Boat, type BoatChange } from "./types.js";

export type { BoatChange, LogEntry } from "./types.js";

/** The public view carries the log's last entries; the room sends the earlier ones on request. */
export const LOG_IN_VIEW = 60;

export type BoatCounts = Record<(typeof CHANGE_FIELDS)[number], number>;

export const countsOf = (boat: Boat): BoatCounts => ({
  food: boat.food,
  healthy: boat.healthy,
  contaminated: boat.contaminated,
  doctors: boat.doctors,
  protectors: boat.protectors,
  plague: boat.plague,
});

/** What moved between two readings of a boat's counts. */
export function changeOf(before: BoatCounts, boat: Boat): BoatChange {
  const after = countsOf(boat);
  const change: BoatChange = {};
  for (const field of CHANGE_FIELDS) if (after[field] !== before[field]) change[field] = after[field] - before[field];
  return change;
}
