/**
 * Paleo: one cell of the balance report, quickly (a helper for the balance notes in
 * `packages/rules/src/games/paleo/content/DESIGN.md`): the team bot's win rate, the median Day and
 * the share of games over by Day 3 and of those won by then (the median is 4 or more only while that share is under half),
 * for one level and one group count, and how many games were won and lost on each Day. Same seeds as `paleo-balance.ts`, so its figures match that
 * report's cell.
 *
 * Run: `npx tsx --tsconfig bench/tsconfig.json bench/paleo-cell.ts [games] [level] [groups]`
 * (defaults 2000, VII, 2).
 */
import { paleo, playBotMatch } from "@tablee/rules";
import { balanceSetup } from "./paleo-seeds.js";
import type { PaleoState } from "../packages/rules/src/games/paleo/types.js";
const games = Number(process.argv[2] ?? 2000);
const level = process.argv[3] ?? "VII";
const groups = Number(process.argv[4] ?? 2);
let wins = 0;
const days: number[] = [];
let byDay3 = 0;
let wonByDay3 = 0;
/** Games ended on each Day, won and lost. */
const ended = new Map<number, { won: number; lost: number }>();
for (let i = 0; i < games; i++) {
  const state = playBotMatch(paleo, balanceSetup(level, groups, i), Array(groups).fill("greedy")).state as PaleoState;
  if (state.won) wins++;
  days.push(state.day);
  const day = ended.get(state.day) ?? { won: 0, lost: 0 };
  if (state.won) day.won++;
  else day.lost++;
  ended.set(state.day, day);
  if (state.day <= 3) {
    byDay3++;
    if (state.won) wonByDay3++;
  }
}
days.sort((a, b) => a - b);
console.log(
  `${level} ${groups}g ${games}: win ${((100 * wins) / games).toFixed(1)} %, median ${days[Math.ceil(0.5 * games) - 1]}, ended by Day 3 ${((100 * byDay3) / games).toFixed(1)} % (won by then ${((100 * wonByDay3) / games).toFixed(1)} %)`,
);
console.log(
  `ended on Day n (won / lost, % of games): ${[...ended.keys()]
    .sort((a, b) => a - b)
    .map((d) => `${d}: ${((100 * ended.get(d)!.won) / games).toFixed(1)} / ${((100 * ended.get(d)!.lost) / games).toFixed(1)}`)
    .join(", ")}`,
);
