/**
 * A card's lift among the tribes that could have played it: a card with a track or presence
 * prerequisite is played only by tribes already up that track, so its plain lift mixes what the
 * card gives with where the tribe stood. Here the comparison is restricted to tribe-games whose
 * final level in the prerequisite's zone met it (a presence needs level 1: a deploy there moves
 * the track; Forest moves none and is left out), in the same buckets of things in play as the
 * plain lift. The final level is a proxy (it may have been reached after the card was playable,
 * or lost to the Moles' drawback), so this is a second reading, not the Done-when figure.
 */
import { content } from "../../packages/rules/src/games/natera/content/index.js";
import type { GameRecord } from "./play.js";

export interface Lift {
  thing: string;
  lift: number;
  count: number;
  se: number;
}

/** Final level needed in the zone for the card's prerequisite, or null when it has none we can read. */
function needs(card: string): { zone: string; level: number } | null {
  const req = content.cards[card]?.prerequisite;
  if (!req || req.kind === "types") return null;
  if (req.kind === "track") return { zone: req.zone, level: req.level };
  return req.zone === "forest" ? null : { zone: req.zone, level: 1 };
}

/** The lift of each card with a readable prerequisite, within the tribes that met it by the end. */
export function prerequisiteLifts(records: GameRecord[], cards: string[]): Lift[] {
  const out: Lift[] = [];
  for (const card of cards) {
    const need = needs(card);
    if (!need) continue;
    const withIt = new Map<number, [number, number]>();
    const all = new Map<number, [number, number]>();
    for (const r of records)
      for (const t of r.tribes) {
        if (!t.tracks || (t.tracks[need.zone] ?? 0) < need.level) continue;
        const bucket = Math.min(6, Math.floor(t.inPlay / 3));
        const a = all.get(bucket) ?? [0, 0];
        all.set(bucket, [a[0] + 1, a[1] + t.won]);
        if (t.things.includes(card)) {
          const w = withIt.get(bucket) ?? [0, 0];
          withIt.set(bucket, [w[0] + 1, w[1] + t.won]);
        }
      }
    let weighted = 0;
    let count = 0;
    let variance = 0;
    for (const [bucket, [games, wins]] of withIt) {
      const [totalGames, totalWins] = all.get(bucket)!;
      const withoutGames = totalGames - games;
      if (withoutGames === 0) continue;
      weighted += (wins / games - (totalWins - wins) / withoutGames) * games;
      count += games;
      const p = totalWins / totalGames;
      variance += games ** 2 * p * (1 - p) * (1 / games + 1 / withoutGames);
    }
    if (count > 0) out.push({ thing: card, lift: (weighted / count) * 100, count, se: (Math.sqrt(variance) / count) * 100 });
  }
  return out.sort((a, b) => b.lift - a.lift);
}
