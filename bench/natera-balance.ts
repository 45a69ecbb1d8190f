/**
 * Natera balance report (the digest's "Balance by simulation"): tables of greedy bots at 2, 3 and
 * 4 tribes (expansion on and off, draft off), tribes, seats, tiles and boards as the seed deals
 * them. It prints
 * - per tribe and seat count: games, win rate (ties share the win) and its distance from 1/n;
 * - per seat count: the first player's win rate;
 * - mean ◆ by category of all tribes, and per tribe (total and split);
 * - turns per tribe and season (main actions and passes);
 * - achievement claim rates: of the games where a condition was dealt, the share where it was
 *   claimed, per seat count;
 * - the lift of every card, specialist and Science face: the win rate of tribes that had it in
 *   play at the end minus the win rate of those that did not, among tribes that put as many
 *   things in play (controlled by a coarse bucket of cards + specialists), with the count and a
 *   rough standard error; every thing is listed, and those above +5 points beyond two and three
 *   standard errors are counted apart (with ~200 things, ~5 pass two errors by chance alone).
 *
 * Run: `npm run balance:natera --silent -- [gamesPerSeatCount] [seatCounts, e.g. 2,3,4] [first game]`
 * (default 300, all three, 0). Seeds are fixed (`balance-<seats>-<i>`), so runs over disjoint
 * ranges of games add up.
 */
import { performance } from "node:perf_hooks";
import { natera, playBotMatch } from "@tablee/rules";
import { scoreSheet, type ScoreSheet } from "../packages/rules/src/games/natera/scoring.js";
import { SEASONS, type NateraState } from "../packages/rules/src/games/natera/types.js";

const perSeatCount = Number(process.argv[2] ?? 300);
const seatCounts = (process.argv[3] ?? "2,3,4").split(",").map(Number);
const firstGame = Number(process.argv[4] ?? 0);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

interface Tally {
  games: number;
  wins: number;
}
const tally = (): Tally => ({ games: 0, wins: 0 });

const byTribe = new Map<string, Tally>();
/** "seats:position" → tally; position 0 is the first player of season 1 (the token moves on each Rest). */
const positions = new Map<string, Tally>();
const categories: Partial<Record<keyof ScoreSheet, number>> = {};
let tribeGames = 0;
const perTribe = new Map<string, { n: number; sheet: Partial<Record<keyof ScoreSheet, number>> }>();
let turns = 0;
let tribeSeasons = 0;
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
    const position = (seat - (state.first - (SEASONS - 1)) + 4 * n) % n;
    const p = positions.get(`${n}:${position}`) ?? tally();
    p.games++;
    p.wins += won;
    positions.set(`${n}:${position}`, p);
    const sheet = scoreSheet(state, seat);
    for (const [k, v] of Object.entries(sheet)) categories[k as keyof ScoreSheet] = (categories[k as keyof ScoreSheet] ?? 0) + v;
    tribeGames++;
    const mine = perTribe.get(t.tribe!) ?? { n: 0, sheet: {} };
    mine.n++;
    for (const [k, v] of Object.entries(sheet)) mine.sheet[k as keyof ScoreSheet] = (mine.sheet[k as keyof ScoreSheet] ?? 0) + v;
    perTribe.set(t.tribe!, mine);
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
const MAIN = new Set(["deploy", "play", "hire", "ability", "colony", "pass"]);
for (const seats of seatCounts) {
  for (let i = firstGame; i < firstGame + perSeatCount; i++) {
    const options = { nuclear: i % 2 === 0, draft: false };
    const result = playBotMatch(natera, { seats, options, seed: `balance-${seats}-${i}` }, ["greedy"], {
      onMove: (state, _seat, move) => {
        if (MAIN.has(move.type) && state.phase !== "choose") turns++;
      },
    });
    tribeSeasons += seats * 4;
    moves += result.moves.length;
    record(result.state, result.outcome.winners);
  }
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `Natera balance: games ${firstGame}–${firstGame + perSeatCount - 1} at ${seatCounts.join(", ")} tribes, greedy bots, expansion on in half, draft off; ${seconds.toFixed(0)} s, ${Math.round(moves / (seatCounts.length * perSeatCount))} moves per game, ${(turns / tribeSeasons).toFixed(1)} turns per tribe and season\n`,
);
console.log("| tribe | seats | games | win rate | vs parity |");
console.log("|---|---:|---:|---:|---:|");
for (const key of [...byTribe.keys()].sort()) {
  const [tribe, n] = key.split("@") as [string, string];
  const row = byTribe.get(key)!;
  const rate = row.wins / row.games;
  console.log(`| ${tribe} | ${n} | ${row.games} | ${pct(rate)} | ${((rate - 1 / Number(n)) * 100).toFixed(1)} |`);
}
console.log("\n| seats | first player's win rate (season 1) | parity | by turn order |");
console.log("|---:|---:|---:|---|");
for (const n of seatCounts) {
  const f = positions.get(`${n}:0`);
  const all = Array.from({ length: n }, (_, k) => positions.get(`${n}:${k}`)!);
  if (f)
    console.log(`| ${n} | ${pct(f.wins / f.games)} | ${pct(1 / n)} | ${all.map((t) => pct(t.wins / t.games)).join(" / ")} |`);
}
console.log(
  "\nMean ◆ per tribe by category: " +
    Object.entries(categories)
      .map(([k, v]) => `${k} ${(v! / tribeGames).toFixed(1)}`)
      .join(", "),
);
const CATEGORIES = ["achievements", "lateClaims", "colonies", "science", "specialists", "cards", "tracks"] as const;
console.log(`\n| tribe | tribe-games | mean ◆ | ${CATEGORIES.join(" | ")} |`);
console.log(`|---|---:|---:|${CATEGORIES.map(() => "---:").join("|")}|`);
for (const [tribe, { n, sheet }] of [...perTribe].sort())
  console.log(
    `| ${tribe} | ${n} | ${(sheet.total! / n).toFixed(1)} | ${CATEGORIES.map((k) => (sheet[k]! / n).toFixed(1)).join(" | ")} |`,
  );
console.log(`\n| achievement | ${seatCounts.map((n) => `claimed at ${n} (dealt)`).join(" | ")} |`);
console.log(`|---|${seatCounts.map(() => "---:").join("|")}|`);
for (const id of [...new Set([...dealt.keys()].map((k) => k.split(":")[1]!))].sort())
  console.log(
    `| ${id} | ${seatCounts
      .map((n) => {
        const d = dealt.get(`${n}:${id}`) ?? 0;
        return d ? `${pct((claims.get(`${n}:${id}`) ?? 0) / d)} (${d})` : "–";
      })
      .join(" | ")} |`,
  );
// Lift: (wins with − wins of the bucket's average), weighted over buckets, in points of normalised win rate.
const rows: [string, number, number, number][] = [];
for (const [thing, perBucket] of lifts) {
  let weighted = 0;
  let count = 0;
  let variance = 0;
  for (const [bucket, [withIt]] of perBucket) {
    const total = bucketTotals.get(bucket)!;
    const withoutGames = total.games - withIt.games;
    if (withoutGames === 0) continue;
    const without = (total.wins - withIt.wins) / withoutGames;
    const rate = withIt.wins / withIt.games;
    weighted += (rate - without) * withIt.games;
    count += withIt.games;
    // Bernoulli variance of both rates, weighted like the lift.
    const p = total.wins / total.games;
    variance += withIt.games ** 2 * p * (1 - p) * (1 / withIt.games + 1 / withoutGames);
  }
  if (count > 0) rows.push([thing, (weighted / count) * 100, count, (Math.sqrt(variance) / count) * 100]);
}
rows.sort((a, b) => b[1] - a[1]);
const fmt = ([thing, lift, count, se]: (typeof rows)[number]) =>
  `${thing} ${lift >= 0 ? "+" : ""}${lift.toFixed(1)}±${se.toFixed(1)} (${count})`;
for (const [label, prefix] of [
  ["Exploration card", "nc-"],
  ["Specialist", "ns-"],
  ["Science face", "nsb-"],
] as const) {
  const mine = rows.filter((r) => r[0].startsWith(prefix));
  console.log(
    `\nLift of every ${label} (win-rate points ± one standard error, controlled for things in play; tribes that had it), best first:`,
  );
  for (let i = 0; i < mine.length; i += 6)
    console.log(
      "  " +
        mine
          .slice(i, i + 6)
          .map(fmt)
          .join(" · "),
    );
}
// With some 200 things compared at once, a few pass two standard errors by chance alone (2.3 % each, one-sided); three is the bar.
const above = rows.filter((r) => r[1] > 5);
const beyond = (k: number) => above.filter((r) => r[1] - k * r[3] > 5);
console.log(
  `\n${above.length} of ${rows.length} things lift above +5 points; ${beyond(2).length} of them beyond two standard errors (about ${(rows.length * 0.023).toFixed(0)} expected by chance if none did); ${beyond(3).length} beyond three${beyond(3).length ? ": " + beyond(3).map(fmt).join(", ") : ""}`,
);
