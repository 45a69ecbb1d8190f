import { cardOf, prescientOf } from "./catalog.js";
import { MIRROR, RESOURCES, type PrescientId, type Resource } from "./content/schema.js";

/** What of a boat shows which cards were seen face up: the public view's boats carry it. */
export interface SeenCards {
  decisionZone: readonly string[];
  discard: readonly string[];
  keepSlot: string | null;
  giveSlot: string | null;
}

/** One season of a Prescient's deck that nobody has seen face up yet: counts only, never the order. */
export interface SeasonToCome {
  season: 1 | 2 | 3;
  cards: number;
  types: Record<Resource, number>;
  /** By printed cost: "0".."4" and "≈". */
  costs: Record<string, number>;
  /** Cards carrying a Plague value, by that value ("1", "2", "3"). */
  plague: Record<string, number>;
}

/**
 * The rulebook's "cards per season" tile, kept up to date: for each season, the Prescient's
 * cards that have not been face up before everyone (in the deck or in a hand). Everyone can
 * work this out from the tile and the cards seen, so it tells nobody anything hidden: the
 * cards in hands are counted with the deck, never apart from it. Worked out from the public
 * view's boats, by the client (a display helper): the server no longer projects it at every
 * move (it was 5 % of the server's CPU in a Précognition load profile).
 */
export function toComeOf(boats: readonly SeenCards[], prescient: PrescientId): SeasonToCome[] {
  const seen = new Set<string>();
  for (const boat of boats) {
    for (const id of [...boat.decisionZone, ...boat.discard]) seen.add(id);
    if (boat.keepSlot) seen.add(boat.keepSlot);
    if (boat.giveSlot) seen.add(boat.giveSlot);
  }
  return ([1, 2, 3] as const).map((season) => {
    const row: SeasonToCome = {
      season,
      cards: 0,
      types: Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>,
      costs: {},
      plague: {},
    };
    for (const card of prescientOf(prescient).cards) {
      if (card.season !== season || seen.has(card.id)) continue;
      const printed = cardOf(card.id);
      row.cards += 1;
      row.types[printed.type] += 1;
      const cost = printed.cost === MIRROR ? "≈" : String(printed.cost);
      row.costs[cost] = (row.costs[cost] ?? 0) + 1;
      if (printed.plague > 0) row.plague[String(printed.plague)] = (row.plague[String(printed.plague)] ?? 0) + 1;
    }
    return row;
  });
}
