/**
 * Natera balance report (the digest's "Balance by simulation"): tables of greedy bots at 2, 3 and
 * 4 tribes (expansion on and off, draft off), tribes, seats, tiles and boards as the seed deals
 * them. It prints
 * - per tribe and seat count: games, win rate (ties share the win) and its distance from 1/n;
 * - per seat count: the first player's win rate;
 * - mean ◆ by category of all tribes;
 * - achievement claim rates: of the games where a condition was dealt, the share where it was
 *   claimed, per seat count;
 * - the lift of every card, specialist and Science face: the win rate of tribes that had it in
 *   play at the end minus the win rate of those that did not, among tribes that put as many
 *   things in play (controlled by a coarse bucket of cards + specialists), with the count.
 *
 * Run: `npm run balance:natera --silent -- [gamesPerSeatCount]` (default 300). Seeds are fixed.
 */
import { performance } from "node:perf_hooks";
import { natera, playBotMatch } from "@tablee/rules";
import { scoreSheet, type ScoreSheet } from "../packages/rules/src/games/natera/scoring.js";
import type { NateraState } from "../packages/rules/src/games/natera/types.js";

const perSeatCount = Number(process.argv[2] ?? 300);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

interface Tally {
  games: number;
  wins: number;
}
const tally = (): Tally => ({ games: 0, wins: 0 });

const byTribe = new Map<string, Tally>();
const firstSeat = new Map<number, Tally>();
const categories: Partial<Record<keyof ScoreSheet, number>> = {};
let tribeGames = 0;
const claims = new Map<string, number>();
const dealt = new Map<string, number>();
/** thing → bucket → [with, without] */
const lifts = new Map<string, Map<number, [Tally, Tally]>>();
const bucketTotals = new Map<number, Tally>();

function record(state: NateraState, winners: number[]): void {
  const n = state.seats;
  for (const spot of state.spots) {
    const key = `${n}:${spot.condition ?? spot.id}`;
    dealt.set(key, (dealt.get(key) ?? 0) + 1);
    if (spot.holder !== null) claims.set(key, (claims.get(key) ?? 0) + 1);
  }
  const share = 1 / winners.length;
  state.tribes.forEach((t, seat) => {
    const won = winners.includes(seat) ? share : 0;
    const key = `${t.tribe}@${n}`;
    const row = byTribe.get(key) ?? tally();
    row.games++;
    row.wins += won;
    byTribe.set(key, row);
    if (seat === state.first) {
      const f = firstSeat.get(n) ?? tally();
      f.games++;
      f.wins += won;
      firstSeat.set(n, f);
    }
    const sheet = scoreSheet(state, seat);
    for (const [k, v] of Object.entries(sheet)) categories[k as keyof ScoreSheet] = (categories[k as keyof ScoreSheet] ?? 0) + v;
    tribeGames++;
    // Lifts: tribes with the thing against tribes without it that put about as much in play.
    const things = new Set([...t.tableau, ...t.specialists, ...(t.face ? [t.face] : [])]);
    const bucket = Math.min(6, Math.floor((t.tableau.length + t.specialists.length) / 3));
    const total = bucketTotals.get(bucket) ?? tally();
    total.games++;
    total.wins += won;
    bucketTotals.set(bucket, total);
    for (const thing of things) {
      const perBucket = lifts.get(thing) ?? new Map<number, [Tally, Tally]>();
      const pair = perBucket.get(bucket) ?? [tally(), tally()];
      pair[0].games++;
      pair[0].wins += won;
      perBucket.set(bucket, pair);
      lifts.set(thing, perBucket);
    }
  });
}

const started = performance.now();
let moves = 0;
for (const seats of [2, 3, 4]) {
  for (let i = 0; i < perSeatCount; i++) {
    const options = { nuclear: i % 2 === 0, draft: false };
    const result = playBotMatch(natera, { seats, options, seed: `balance-${seats}-${i}` }, ["greedy"]);
    moves += result.moves.length;
    record(result.state, result.outcome.winners);
  }
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `Natera balance: ${perSeatCount} games per seat count, greedy bots, expansion on in half, draft off; ${seconds.toFixed(0)} s, ${Math.round(moves / (3 * perSeatCount))} moves per game\n`,
);
console.log("| tribe | seats | games | win rate | vs parity |");
console.log("|---|---:|---:|---:|---:|");
for (const key of [...byTribe.keys()].sort()) {
  const [tribe, n] = key.split("@") as [string, string];
  const row = byTribe.get(key)!;
  const rate = row.wins / row.games;
  console.log(`| ${tribe} | ${n} | ${row.games} | ${pct(rate)} | ${((rate - 1 / Number(n)) * 100).toFixed(1)} |`);
}
console.log("\n| seats | first player's win rate | parity |");
console.log("|---:|---:|---:|");
for (const [n, f] of [...firstSeat].sort()) console.log(`| ${n} | ${pct(f.wins / f.games)} | ${pct(1 / n)} |`);
console.log(
  "\nMean ◆ per tribe by category: " +
    Object.entries(categories)
      .map(([k, v]) => `${k} ${(v! / tribeGames).toFixed(1)}`)
      .join(", "),
);
console.log("\n| achievement | seats | dealt | claimed in |");
console.log("|---|---:|---:|---:|");
for (const key of [...dealt.keys()].sort()) {
  const [n, id] = key.split(":") as [string, string];
  console.log(`| ${id} | ${n} | ${dealt.get(key)} | ${pct((claims.get(key) ?? 0) / dealt.get(key)!)} |`);
}
// Lift: (wins with − wins of the bucket's average), weighted over buckets, in points of normalised win rate.
const rows: [string, number, number][] = [];
for (const [thing, perBucket] of lifts) {
  let weighted = 0;
  let count = 0;
  for (const [bucket, [withIt]] of perBucket) {
    const total = bucketTotals.get(bucket)!;
    const withoutGames = total.games - withIt.games;
    if (withoutGames === 0) continue;
    const without = (total.wins - withIt.wins) / withoutGames;
    weighted += (withIt.wins / withIt.games - without) * withIt.games;
    count += withIt.games;
  }
  if (count > 0) rows.push([thing, (weighted / count) * 100, count]);
}
rows.sort((a, b) => b[1] - a[1]);
const seen = rows.filter((r) => r[2] >= 20);
console.log("\nLift (win-rate points, controlled for things in play), things seen in 20 tribes or more: top 10 and bottom 5");
for (const [thing, lift, count] of [...seen.slice(0, 10), ...seen.slice(-5)])
  console.log(`- ${thing}: ${lift >= 0 ? "+" : ""}${lift.toFixed(1)} (${count} tribes)`);
console.log(`\n${seen.filter((r) => r[1] > 5).length} of ${seen.length} things seen 20 times or more lift above +5 points`);
