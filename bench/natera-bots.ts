/**
 * Natera bots against each other: one seat plays bot A (each seat in turn), the others bot B;
 * prints A's win rate against parity and its mean margin in ◆ over the mean of the others.
 *
 * Run: `npm run balance:natera-bots --silent -- [games] [A] [B] [seats]` (default 30 lookahead
 * greedy 3). Seeds are fixed (`vs-<i>`), expansion on, draft off.
 */
import { performance } from "node:perf_hooks";
import { natera, playBotMatch } from "@tablee/rules";

const games = Number(process.argv[2] ?? 30);
const a = process.argv[3] ?? "lookahead";
const b = process.argv[4] ?? "greedy";
const seats = Number(process.argv[5] ?? 3);
let wins = 0;
let margin = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const me = i % seats;
  const names = Array.from({ length: seats }, (_, s) => (s === me ? a : b));
  const { outcome } = playBotMatch(natera, { seats, options: {}, seed: `vs-${i}` }, names);
  if (outcome.winners.includes(me)) wins += 1 / outcome.winners.length;
  const scores = outcome.scores!;
  margin += scores[me]! - (scores.reduce((x, y) => x + y, 0) - scores[me]!) / (seats - 1);
}
console.log(
  `${a} against ${seats - 1} × ${b}, ${games} games: wins ${((wins / games) * 100).toFixed(1)} % (parity ${(100 / seats).toFixed(1)} %), margin ${(margin / games).toFixed(1)} ◆ over the others' mean, ${((performance.now() - started) / games / 1000).toFixed(1)} s a game`,
);
