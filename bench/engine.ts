/**
 * Engine speed: complete games per second with random bots, and moves per second, on one
 * core (the process is single-threaded). Run: `pnpm bench:engine [games]`.
 */
import { performance } from "node:perf_hooks";
import { playBotMatch, precognition, sealedNumbers, type AnyGame } from "@tablee/rules";

const games = Number(process.argv[2] ?? 3000);

interface Row {
  game: string;
  setup: string;
  seats: number;
  games: number;
  moves: number;
  seconds: number;
}

function measure(game: AnyGame, label: string, seats: number, options: object, count: number): Row {
  // Warm-up so the JIT has settled before the clock starts.
  for (let i = 0; i < Math.min(200, count); i++)
    playBotMatch(game, { seats, options, seed: `warm-${i}` }, Array(seats).fill("random"));
  let moves = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++)
    moves += playBotMatch(game, { seats, options, seed: `bench-${i}` }, Array(seats).fill("random")).moves.length;
  return { game: game.id, setup: label, seats, games: count, moves, seconds: (performance.now() - start) / 1000 };
}

const rows = [
  measure(precognition, "competitive/standard", 4, { mode: "competitive", setup: "standard" }, games),
  measure(precognition, "competitive/advanced", 4, { mode: "competitive", setup: "advanced" }, games),
  measure(precognition, "team/standard", 4, { mode: "team" }, games),
  measure(precognition, "cooperative/normal", 4, { mode: "cooperative" }, games),
  measure(sealedNumbers, "reference", 2, {}, games),
];

console.log(`node ${process.version}, ${games} games per row, random bots, one thread\n`);
console.log("| game | set-up | seats | games/s | moves/game | moves/s |");
console.log("|---|---|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.game} | ${r.setup} | ${r.seats} | ${Math.round(r.games / r.seconds).toLocaleString("en")} | ${(r.moves / r.games).toFixed(0)} | ${Math.round(r.moves / r.seconds).toLocaleString("en")} |`,
  );
}
