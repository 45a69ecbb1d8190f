/**
 * Natera balance report (the digest's "Balance by simulation"): tables of greedy bots at 2, 3 and
 * 4 tribes (expansion on in every other game), tribes, seats, tiles and boards as the seed deals
 * them. The report (`natera/report.ts`) gives per tribe and seat count the win rate with its 95 %
 * interval and whether ±5 points of parity holds beyond noise, the first player by turn order,
 * mean ◆ by category, achievement claim rates, the lift of every card, specialist and Science
 * face, and, with `--draft`, the draft pick rate of every card.
 *
 * Run: `npm run balance:natera --silent -- [gamesPerSeatCount] [seatCounts, e.g. 2,3,4] [first game] [flags]`
 * (default 300, all three, 0). Flags:
 * - `--workers N`: worker threads (default 2, the machine's cores; 1 plays in this thread);
 * - `--draft`: the draft variant on (its own seeds, `balance-draft-<seats>-<i>`);
 * - `--save FILE`: append each game's record to FILE (JSON lines);
 * - `--load FILE[,FILE…]`: add the records saved there (same content only) to the report.
 * Seeds are fixed (`balance-<seats>-<i>`), so runs over disjoint ranges of games add up: run
 * ranges with `--save`, then report on them all with `--load` (and 0 new games); with the same
 * file in both, a stopped run goes on where it stopped.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { contentVersion, type GameRecord } from "./natera/play.js";
import { runAll } from "./natera/pool.js";
import type { WorkerTask } from "./natera/worker.js";
import { report } from "./natera/report.js";

const flags = new Map<string, string>();
const positional: string[] = [];
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i]!;
  if (arg === "--draft") flags.set("draft", "1");
  else if (arg.startsWith("--")) flags.set(arg.slice(2), process.argv[++i] ?? "");
  else positional.push(arg);
}
const perSeatCount = Number(positional[0] ?? 300);
const seatCounts = (positional[1] ?? "2,3,4").split(",").map(Number);
const firstGame = Number(positional[2] ?? 0);
const draft = flags.has("draft");
const workers = Number(flags.get("workers") ?? 2);
const save = flags.get("save");

const records: GameRecord[] = [];
for (const file of (flags.get("load") ?? "").split(",").filter(Boolean)) {
  // A run resumed from its own file may not have written any yet.
  if (file === save && !existsSync(file)) continue;
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const record = JSON.parse(line) as GameRecord;
    if (record.version !== contentVersion)
      throw new Error(`${file}: records of content ${record.version}, this is ${contentVersion}`);
    records.push(record);
  }
}
const seen = new Set(records.map((r) => `${r.draft}:${r.seats}:${r.game}`));
// Seat counts interleaved, so that a run stopped early still covers each of them about alike.
const tasks: WorkerTask[] = [];
for (let game = firstGame; game < firstGame + perSeatCount; game++)
  for (const seats of seatCounts) if (!seen.has(`${draft}:${seats}:${game}`)) tasks.push({ kind: "balance", seats, game, draft });

const started = performance.now();
await runAll<GameRecord>(tasks, workers, (record) => {
  records.push(record);
  if (save) appendFileSync(save, JSON.stringify(record) + "\n");
});
const seconds = (performance.now() - started) / 1000;
records.sort((a, b) => a.seats - b.seats || a.game - b.game);
console.log(report(records, tasks.length > 0 ? seconds : null).join("\n"));
