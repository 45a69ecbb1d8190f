import type { Boat } from "./types.js";

export interface MaintenanceChoice {
  protectors: number;
  healthyLost: number;
}

/** Protectors that still lower the Plague: each takes 2 off (the last one may take only 1). */
const usefulProtectors = (boat: Boat): number => Math.min(boat.protectors, Math.ceil(boat.plague / 2));

/**
 * Every legal (protectors discarded, healthy Humans lost) pair. The Plague then takes as many
 * Humans as its level, healthy or contaminated as the player chooses.
 */
export function maintenanceChoices(boat: Boat): MaintenanceChoice[] {
  const choices: MaintenanceChoice[] = [];
  const humans = boat.healthy + boat.contaminated;
  for (let protectors = 0; protectors <= usefulProtectors(boat); protectors++) {
    let plague = boat.plague;
    for (let i = 0; i < protectors; i++) plague = Math.max(0, plague - 2);
    const loss = Math.min(plague, humans);
    const minHealthy = Math.max(0, loss - boat.contaminated);
    const maxHealthy = Math.min(loss, boat.healthy);
    for (let healthyLost = minHealthy; healthyLost <= maxHealthy; healthyLost++) choices.push({ protectors, healthyLost });
  }
  return choices;
}
