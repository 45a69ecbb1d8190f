/**
 * Natera bots against each other: one seat plays bot A (each seat in turn), the others bot B;
 * prints A's win rate against parity with its 95 % interval, and its mean margin in ◆ over the
 * mean of the others.
 *
 * Run: `npm run balance:natera-bots --silent -- [games] [A] [B] [seats] [first game] [workers]`
 * (default 30 lookahead greedy 3 0 2). Seeds are fixed (`vs-<i>`), expansion on, draft off.
 */
import { performance } from "node:perf_hooks";
import { runAll } from "./natera/pool.js";
import { wilson } from "./natera/report.js";
import type { VersusResult } from "./natera/versus.js";

const games = Number(process.argv[2] ?? 30);
const a = process.argv[3] ?? "lookahead";
const b = process.argv[4] ?? "greedy";
const seats = Number(process.argv[5] ?? 3);
const first = Number(process.argv[6] ?? 0);
const workers = Number(process.argv[7] ?? 2);
let wins = 0;
let margin = 0;
let marginSquares = 0;
const started = performance.now();
await runAll<VersusResult>(
  Array.from({ length: games }, (_, i) => ({ kind: "versus", game: first + i, a, b, seats })),
  workers,
  (r) => {
    wins += r.won;
    margin += r.margin;
    marginSquares += r.margin ** 2;
  },
);
const [lo, hi] = wilson(wins, games);
const meanMargin = margin / games;
const marginError = Math.sqrt(Math.max(0, marginSquares / games - meanMargin ** 2) / games);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(
  `${a} against ${seats - 1} × ${b}, games ${first}–${first + games - 1}: wins ${pct(wins / games)} [95 %: ${pct(lo)}, ${pct(hi)}] (parity ${pct(1 / seats)}), margin ${meanMargin.toFixed(1)} ± ${(1.96 * marginError).toFixed(1)} ◆ over the others' mean, ${((performance.now() - started) / 1000).toFixed(0)} s (${workers} workers)`,
);
