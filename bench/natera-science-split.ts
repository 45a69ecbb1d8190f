/**
 * Win rate of the tribes that had a card against those that did not, split by how many other
 * science cards they had in play at the end. A card asking for science cards in play is played
 * by tribes on the way to the "5 Science cards" achievement; this shows how much of its lift that
 * path explains (content/DESIGN.md, "Issue 16's eleventh balance pass"). Science types are read
 * from the content now on disk; the named card itself is never counted.
 *
 * Run: `npx tsx --tsconfig bench/tsconfig.json bench/natera-science-split.ts RECORDS.jsonl CARD`
 */
import { readFileSync } from "node:fs";
import { content } from "../packages/rules/src/games/natera/content/index.js";
import type { GameRecord } from "./natera/play.js";

const [file, card] = process.argv.slice(2);
if (!file || !card) throw new Error("usage: natera-science-split.ts RECORDS.jsonl CARD");
const isScience = (id: string) => id !== card && (content.cards[id]?.types.includes("science") ?? false);

const cells = new Map<string, { games: number; wins: number }>();
for (const line of readFileSync(file, "utf8").trim().split("\n")) {
  const record = JSON.parse(line) as GameRecord;
  for (const tribe of record.tribes) {
    const others = Math.min(tribe.things.filter(isScience).length, 6);
    const key = `${tribe.things.includes(card) ? "with" : "without"} ${card}, other science cards ${others === 6 ? "6+" : others}`;
    const cell = cells.get(key) ?? { games: 0, wins: 0 };
    cell.games += 1;
    cell.wins += tribe.won;
    cells.set(key, cell);
  }
}
for (const key of [...cells.keys()].sort()) {
  const { games, wins } = cells.get(key)!;
  console.log(`${key}: won ${((wins / games) * 100).toFixed(1)} % of ${games} tribe-games`);
}
