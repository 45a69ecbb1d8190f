import { fx, resources } from "./notation.js";
import type { Location } from "./schema.js";

/**
 * The 46 locations: rewards, exchanges and discard costs are the rulebook's (digest, "Board and
 * locations"); colony bonuses are ours (icons lost in the OCR). Bonuses are small and follow the
 * zone's theme: TIER 1 about 2 resources, TIER 2 about 3, TIER 3 about 4 or a card (the
 * rulebook's Agricultural example is 2 Endurance). Ids: nl-<zone>-<tier><letter>.
 */
type Row = [id: string, cost: string, discard: number, reward: string, bonus: string];

const forest: Row[] = [
  ["nl-for-0a", "", 1, "E5", ""],
  ["nl-for-0b", "", 1, "A3", ""],
  ["nl-for-0c", "", 1, "I3", ""],
  ["nl-for-0d", "", 1, "F8", ""],
  ["nl-for-0e", "", 1, "N4", ""],
  ["nl-for-0f", "", 1, "M4", ""],
];

const agricultural: Row[] = [
  ["nl-agr-1a", "", 0, "E2", "E2"],
  ["nl-agr-1b", "", 0, "F4", "F2"],
  ["nl-agr-2a", "", 0, "E3|A2|I2", "F3"],
  ["nl-agr-2b", "", 0, "hire-6", "E3"],
  ["nl-agr-2c", "", 0, "E5 T-", "A2"],
  ["nl-agr-2d", "", 0, "E2 D", "F3"],
  ["nl-agr-2e", "", 0, "F4 D", "I2"],
  ["nl-agr-3a", "", 0, "play-4/3/3", "E4"],
  ["nl-agr-3b", "", 0, "return", "F5"],
  ["nl-agr-3c", "E2", 0, "G", "D"],
];

const urban: Row[] = [
  ["nl-urb-1a", "", 0, "M2", "M1"],
  ["nl-urb-1b", "", 0, "D2", "F2"],
  ["nl-urb-2a", "M1", 0, "F8", "M2"],
  ["nl-urb-2b", "", 0, "D3 X", "M2"],
  ["nl-urb-2c", "", 0, "M2 D", "D"],
  ["nl-urb-2d", "", 2, "M5", "C"],
  ["nl-urb-2e", "", 0, "M3|C2", "M2"],
  ["nl-urb-3a", "", 0, "M5", "M3"],
  ["nl-urb-3b", "", 0, "bonus2", "D"],
  ["nl-urb-3c", "", 2, "G", "M3"],
];

const military: Row[] = [
  ["nl-mil-1a", "", 0, "D T+ T-", "N1"],
  ["nl-mil-1b", "", 0, "N2", "N2"],
  ["nl-mil-2a", "", 0, "N4 T-", "N2"],
  ["nl-mil-2b", "", 0, "T+", "N3"],
  ["nl-mil-2c", "", 0, "D copy:tier1", "F3"],
  ["nl-mil-2d", "", 0, "copy:forest", "N2"],
  ["nl-mil-2e", "", 0, "N2 D", "M2"],
  ["nl-mil-3a", "", 0, "copy:tier1x2", "N4"],
  ["nl-mil-3b", "N2", 0, "G", "C2"],
  ["nl-mil-3c", "", 0, "copy:any", "D"],
];

const coastal: Row[] = [
  ["nl-coa-1a", "F2", 0, "I2", "F2"],
  ["nl-coa-1b", "F2", 0, "A2", "F2"],
  ["nl-coa-2a", "F2", 0, "E4", "F3"],
  ["nl-coa-2b", "F2", 0, "M4", "I2"],
  ["nl-coa-2c", "F2", 0, "C3", "A2"],
  ["nl-coa-2d", "F2", 0, "D3", "F3"],
  ["nl-coa-2e", "F2", 0, "N4", "C"],
  ["nl-coa-3a", "F5", 0, "hire<18@0", "F4"],
  ["nl-coa-3b", "F5", 0, "C5", "D"],
  ["nl-coa-3c", "F5", 0, "G", "C2"],
];

const ZONE_OF = { for: "forest", agr: "agricultural", urb: "urban", mil: "military", coa: "coastal" } as const;

export const locationRows = [...forest, ...agricultural, ...urban, ...military, ...coastal].map(
  ([id, cost, discard, reward, bonus]): Location => ({
    id,
    zone: ZONE_OF[id.slice(3, 6) as keyof typeof ZONE_OF],
    tier: Number(id.charAt(7)),
    ...(cost ? { cost: resources(cost) } : {}),
    discard,
    reward: fx(reward),
    bonus: fx(bonus),
  }),
);
