/**
 * Balance report: greedy bots play many games; prints each Prescient's mean final healthy
 * Humans (competitive, every seat count) and the cooperative win rate per difficulty and seat
 * count. Run: `pnpm balance [competitiveGames] [coopGamesPerCell]`.
 */
import { playBotMatch, precognition, type Precognition } from "@tablee/rules";

const competitiveGames = Number(process.argv[2] ?? 6000);
const coopGames = Number(process.argv[3] ?? 500);

const byPrescient = new Map<string, { sum: number; n: number; wins: number }>();
for (let i = 0; i < competitiveGames; i++) {
  const seats = 2 + (i % 3);
  const setup = i % 2 === 0 ? "standard" : "advanced";
  const { state, outcome } = playBotMatch(
    precognition,
    { seats, options: { mode: "competitive", setup }, seed: `balance-${i}` },
    Array(seats).fill("greedy"),
  );
  (state as Precognition.PrecognitionState).boats.forEach((boat, seat) => {
    const row = byPrescient.get(boat.prescient ?? "?") ?? { sum: 0, n: 0, wins: 0 };
    row.sum += boat.healthy;
    row.n += 1;
    if (outcome.winners.includes(seat)) row.wins += 1 / outcome.winners.length;
    byPrescient.set(boat.prescient ?? "?", row);
  });
}
const means = [...byPrescient.entries()].map(([id, r]) => ({ id, mean: r.sum / r.n, n: r.n, winShare: r.wins / r.n }));
const overall = means.reduce((a, r) => a + r.mean, 0) / means.length;
console.log(`Competitive, ${competitiveGames} greedy-bot games (2–4 seats, standard and advanced):\n`);
console.log("| Prescient | seats played | mean healthy Humans | vs mean | win share |");
console.log("|---|---:|---:|---:|---:|");
for (const r of means.sort((a, b) => a.id.localeCompare(b.id))) {
  console.log(
    `| ${r.id} | ${r.n} | ${r.mean.toFixed(2)} | ${(((r.mean - overall) / overall) * 100).toFixed(1)} % | ${(r.winShare * 100).toFixed(1)} % |`,
  );
}

console.log(`\nCooperative win rate, ${coopGames} greedy-bot games per cell:\n`);
console.log("| difficulty | 2 seats | 3 seats | 4 seats | failed on Objectives | missed the Humans target |");
console.log("|---|---:|---:|---:|---:|---:|");
let total = 0;
for (const difficulty of ["normal", "hard", "apocalypse"] as const) {
  const cells: string[] = [];
  let failed = 0;
  let missed = 0;
  for (const seats of [2, 3, 4]) {
    let wins = 0;
    for (let i = 0; i < coopGames; i++) {
      const setup = i % 2 === 0 ? "standard" : "advanced";
      const { outcome } = playBotMatch(
        precognition,
        { seats, options: { mode: "cooperative", difficulty, setup }, seed: `coop-${difficulty}-${seats}-${i}` },
        Array(seats).fill("greedy"),
      );
      total++;
      if (outcome.winners.length > 0) wins++;
      else if (outcome.reason === "OBJECTIVE_FAILED") failed++;
      else missed++;
    }
    cells.push(`${((wins / coopGames) * 100).toFixed(1)} %`);
  }
  console.log(`| ${difficulty} | ${cells.join(" | ")} | ${failed} | ${missed} |`);
}
console.log(`\n${competitiveGames + total} games in all.`);
