import { z } from "zod";
import { achievementTiles } from "./achievements.js";
import { cardRows } from "./cards.js";
import { locationRows } from "./locations.js";
import { fx } from "./notation.js";
import {
  achievementTileSchema,
  cardSchema,
  effectSchema,
  locationSchema,
  resourcesSchema,
  scienceFaceSchema,
  specialistSchema,
  tribeSchema,
  ZONES,
  type Card,
  type Effect,
  type Location,
  type Resources,
  type ScienceFace,
  type Specialist,
  type Tribe,
  type Zone,
} from "./schema.js";
import { scienceRows } from "./science.js";
import { specialistRows } from "./specialists.js";
import { firstPlayerBonusRows } from "./seatOrder.js";
import { tribeRows } from "./tribes.js";

export * from "./schema.js";
export { ACHIEVEMENT_TOKENS, ACHIEVEMENT_VP, LATE_CLAIM_VP } from "./achievements.js";
export { BOARD_IDS } from "./science.js";
export { FREE_COLONY_TRIBES, miniTile } from "./tribes.js";

/** Zone-leader disc productions: ours (icons lost in the OCR), about 3 resources each. */
const discRows: Record<Zone, string> = { agricultural: "F3", urban: "M2", military: "N3", coastal: "F1 C" };

export interface NateraContent {
  locations: Record<string, Location>;
  cards: Record<string, Card>;
  specialists: Record<string, Specialist>;
  science: Record<string, ScienceFace>;
  tribes: Record<string, Tribe>;
  achievementTiles: z.infer<typeof achievementTileSchema>[];
  discs: Record<Zone, Effect[]>;
  /** Table size → what the season-1 first player takes at the reveal (our ruling, seatOrder.ts). */
  firstPlayerBonus: Partial<Record<number, Resources>>;
}

function fail(message: string): never {
  throw new Error(`Natera content: ${message}`);
}

function byId<T extends { id: string }>(items: T[], what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of items) {
    if (out[item.id]) fail(`${what} ${item.id} twice`);
    out[item.id] = item;
  }
  return out;
}

/** The digest's feasibility rules for cards: checked at load. */
function checkCard(card: Card): void {
  const { endurance, agility, intelligence } = card.cost;
  if (!(endurance >= agility && agility >= intelligence)) fail(`${card.id}: costs go Endurance ≥ Agility ≥ Intelligence`);
  if (card.background === "production" && !card.types.includes("improvement"))
    fail(`${card.id}: a production card is an improvement`);
  if (card.background === "activatable" && !card.ability) fail(`${card.id}: an activatable card has an ability`);
  if (card.ability && Object.keys(card.ability.cost).length === 0) fail(`${card.id}: no ability is free`);
  if (card.background === "passive" && !card.passive) fail(`${card.id}: a passive card has a passive`);
  const gives = (e: Effect[]) => e.some((x) => x.k === "growth");
  if (card.types.includes("science") && !gives(card.effects) && !(card.ability && gives(card.ability.gain)))
    fail(`${card.id}: a science card gives Growth`);
  if (card.types.includes("nuclear") !== card.id.startsWith("nc-n")) fail(`${card.id}: nuclear cards are the nc-n ones`);
}

export function loadContent(): NateraContent {
  const locations = byId(z.array(locationSchema).parse(locationRows), "location");
  const cards = byId(z.array(cardSchema).parse(cardRows), "card");
  const specialists = byId(z.array(specialistSchema).parse(specialistRows), "specialist");
  const science = byId(z.array(scienceFaceSchema).parse(scienceRows), "Science face");
  const tribes = byId(z.array(tribeSchema).parse(tribeRows), "tribe");
  const tiles = z.array(achievementTileSchema).parse(achievementTiles);
  const discs = Object.fromEntries(ZONES.map((zone) => [zone, z.array(effectSchema).parse(fx(discRows[zone]))])) as Record<
    Zone,
    Effect[]
  >;

  const all = Object.values(locations);
  if (all.length !== 46) fail(`46 locations, not ${all.length}`);
  for (const zone of ZONES)
    for (const [tier, count] of [
      [1, 2],
      [2, 5],
      [3, 3],
    ] as const)
      if (all.filter((l) => l.zone === zone && l.tier === tier).length !== count)
        fail(`${zone} has ${count} TIER ${tier} locations`);
  for (const l of all) if ((l.zone === "forest") !== (l.bonus.length === 0)) fail(`${l.id}: colony bonus iff outside the Forest`);
  for (const card of Object.values(cards)) checkCard(card);
  if (Object.keys(tribes).length !== 12) fail("12 tribes");
  if (tiles.length !== 10 || new Set(tiles.flatMap((t) => t.faces)).size !== 20) fail("10 tiles with 20 different conditions");
  const faces = Object.keys(science);
  for (const face of faces)
    if (!faces.includes(face.slice(0, -1) + (face.endsWith("a") ? "b" : "a"))) fail(`${face} has no other side`);
  const costs = Object.values(specialists).map((s) => s.cost);
  if (!costs.some((c) => c <= 18) || !costs.some((c) => c >= 20)) fail("specialist costs span ≤ 18 and ≥ 20");
  const firstPlayerBonus = z.record(z.string(), resourcesSchema).parse(firstPlayerBonusRows);
  return { locations, cards, specialists, science, tribes, achievementTiles: tiles, discs, firstPlayerBonus };
}

export const content: NateraContent = loadContent();
