/**
 * The Shipwreck Arcana balance report: deducing bots play every seat of a five-place table,
 * 2 to 5 of them starting (the `players` option); prints the win rate per difficulty and player
 * count, how often each Arcana is played to and its power used, and how often the moves of
 * issue 14 are made (an ally's reveal, row requests and the owner's flips).
 * Run: `pnpm balance:shipwreck [gamesPerCell]`.
 */
import { SHIPWRECK_ARCANA as ARCANA, playBotMatch, shipwreckArcana, type Shipwreck } from "@tablee/rules";

const gamesPerCell = Number(process.argv[2] ?? 1000);
const difficulties = ["easy", "normal", "hard", "doomed"] as const;
const playerCounts = [2, 3, 4, 5];
const placed = new Map<string, number>();
const used = new Map<string, number>();
const moveKinds = new Map<string, number>();
let games = 0;
let turns = 0;

console.log(`Win rate of deducing bots, ${gamesPerCell} games per cell:\n`);
console.log(`| difficulty | ${playerCounts.map((n) => `${n} players`).join(" | ")} | all |`);
console.log(`|---|${playerCounts.map(() => "---:").join("|")}|---:|`);
for (const difficulty of difficulties) {
  const rates: number[] = [];
  for (const players of playerCounts) {
    let wins = 0;
    for (let i = 0; i < gamesPerCell; i++) {
      const { state, moves } = playBotMatch(
        shipwreckArcana,
        { seats: 5, options: { difficulty, players }, seed: `balance-${difficulty}-${players}-${i}` },
        Array(5).fill("deducing"),
      );
      for (const { move } of moves) {
        const kind = (move as Shipwreck.ShipwreckMove).type;
        moveKinds.set(kind, (moveKinds.get(kind) ?? 0) + 1);
      }
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
console.log(`\nMean game length: ${(turns / games).toFixed(1)} turns.`);
const perGame = (kind: string) => ((moveKinds.get(kind) ?? 0) / games).toFixed(2);
console.log(
  `Per game: ${perGame("reveal")} reveals by an ally, ${perGame("askFlip")} row requests, ${perGame("flip")} flips by the owner.\n`,
);
console.log("| Arcana | ability | condition | duration | power (user) | played to, per game | power used, per game |");
console.log("|---|---|---|---:|---|---:|---:|");
for (const card of ARCANA) {
  const condition = Object.entries(card.condition)
    .map(([k, v]) => (k === "kind" ? v : `${k}=${JSON.stringify(v)}`))
    .join(" ");
  const power = Object.entries(card.power)
    .map(([k, v]) => (k === "kind" ? v : `${k}=${JSON.stringify(v)}`))
    .join(" ");
  console.log(
    `| ${card.name} | ${card.abilityName.en} | ${condition} | ${card.duration} | ${card.powerName.en}: ${power} (${card.user}) | ${((placed.get(card.id) ?? 0) / games).toFixed(2)} | ${((used.get(card.id) ?? 0) / games).toFixed(3)} |`,
  );
}
