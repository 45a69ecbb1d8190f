/**
 * The Shipwreck Arcana balance report: deducing bots play every seat; prints the win rate per
 * difficulty and seat count, and how often each Arcana is played to and its power used.
 * Run: `pnpm balance:shipwreck [gamesPerCell]`.
 */
import { SHIPWRECK_ARCANA as ARCANA, playBotMatch, shipwreckArcana, type Shipwreck } from "@tablee/rules";

const gamesPerCell = Number(process.argv[2] ?? 1000);
const difficulties = ["easy", "normal", "hard", "doomed"] as const;
const seatCounts = [2, 3, 4, 5];
const placed = new Map<string, number>();
const used = new Map<string, number>();
let games = 0;
let turns = 0;

console.log(`Win rate of deducing bots, ${gamesPerCell} games per cell:\n`);
console.log(`| difficulty | ${seatCounts.map((n) => `${n} seats`).join(" | ")} | all |`);
console.log(`|---|${seatCounts.map(() => "---:").join("|")}|---:|`);
for (const difficulty of difficulties) {
  const rates: number[] = [];
  for (const seats of seatCounts) {
    let wins = 0;
    for (let i = 0; i < gamesPerCell; i++) {
      const { state } = playBotMatch(
        shipwreckArcana,
        { seats, options: { difficulty }, seed: `balance-${difficulty}-${seats}-${i}` },
        Array(seats).fill("deducing"),
      );
      const s = state as Shipwreck.ShipwreckState;
      if (s.won) wins++;
      games++;
      turns += s.turn;
      for (const entry of s.log) {
        if (entry.kind === "place" && !entry.viaHours) placed.set(entry.card, (placed.get(entry.card) ?? 0) + 1);
        if (entry.kind === "power") used.set(entry.card, (used.get(entry.card) ?? 0) + 1);
      }
    }
    rates.push(wins / gamesPerCell);
  }
  const all = rates.reduce((a, b) => a + b, 0) / rates.length;
  console.log(`| ${difficulty} | ${rates.map((r) => `${(r * 100).toFixed(1)} %`).join(" | ")} | ${(all * 100).toFixed(1)} % |`);
}
console.log(`\nMean game length: ${(turns / games).toFixed(1)} turns.\n`);
console.log("| Arcana | condition | duration | power (user) | played to, per game | power used, per game |");
console.log("|---|---|---:|---|---:|---:|");
for (const card of ARCANA) {
  const condition = Object.entries(card.condition)
    .map(([k, v]) => (k === "kind" ? v : `${k}=${JSON.stringify(v)}`))
    .join(" ");
  const power = Object.entries(card.power)
    .map(([k, v]) => (k === "kind" ? v : `${k}=${JSON.stringify(v)}`))
    .join(" ");
  console.log(
    `| ${card.name} | ${condition} | ${card.duration} | ${power} (${card.user}) | ${((placed.get(card.id) ?? 0) / games).toFixed(2)} | ${((used.get(card.id) ?? 0) / games).toFixed(3)} |`,
  );
}
