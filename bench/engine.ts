/**
 * Engine speed: complete games per second with random bots, and moves per second, on one
 * core (the process is single-threaded). Paleo is measured with its team bot (every seat
 * "greedy", level I), whose games are the ones people will watch; they are longer, so they get a
 * tenth of the games by default, and so is Natera (random bots); This War of Mine's whole campaigns
 * with its survival bot a fiftieth. Run: `pnpm bench:engine [games]
 * [paleoGames]`.
 */
import { performance } from "node:perf_hooks";
import { natera, paleo, playBotMatch, precognition, sealedNumbers, thisWarOfMine, type AnyGame } from "@tablee/rules";

const games = Number(process.argv[2] ?? 3000);
const paleoGames = Number(process.argv[3] ?? Math.max(1, Math.round(games / 10)));

interface Row {
  game: string;
  setup: string;
  seats: number;
  games: number;
  moves: number;
  seconds: number;
}

function measure(game: AnyGame, label: string, seats: number, options: object, count: number, bot = "random"): Row {
  // Warm-up so the JIT has settled before the clock starts (Paleo's team-bot games are long: 20 do).
  for (let i = 0; i < Math.min(bot === "random" ? 200 : 20, count); i++)
    playBotMatch(game, { seats, options, seed: `warm-${i}` }, Array(seats).fill(bot));
  let moves = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++)
    moves += playBotMatch(game, { seats, options, seed: `bench-${i}` }, Array(seats).fill(bot)).moves.length;
  return { game: game.id, setup: label, seats, games: count, moves, seconds: (performance.now() - start) / 1000 };
}

const rows = [
  measure(precognition, "competitive/standard", 4, { mode: "competitive", setup: "standard" }, games),
  measure(precognition, "competitive/advanced", 4, { mode: "competitive", setup: "advanced" }, games),
  measure(precognition, "team/standard", 4, { mode: "team" }, games),
  measure(precognition, "cooperative/normal", 4, { mode: "cooperative" }, games),
  measure(sealedNumbers, "reference", 2, {}, games),
  measure(paleo, "level I, team bot", 2, { level: "I" }, paleoGames, "greedy"),
  measure(paleo, "level I, team bot", 3, { level: "I" }, paleoGames, "greedy"),
  measure(paleo, "level I, team bot", 4, { level: "I" }, paleoGames, "greedy"),
  // Natera: random bots, a tenth of the games too (a game is a few hundred moves).
  measure(natera, "expansion on", 2, {}, paleoGames),
  measure(natera, "expansion on", 4, {}, paleoGames),
  measure(natera, "draft, no expansion", 3, { draft: true, nuclear: false }, paleoGames),
  measure(thisWarOfMine, "campaign, survival bot", 2, {}, Math.max(1, Math.round(paleoGames / 5)), "survival"),
];

console.log(
  `node ${process.version}, ${games} games per row (Paleo: ${paleoGames}), random bots (Paleo: its team bot), one thread\n`,
);
console.log("| game | set-up | seats | games/s | moves/game | moves/s |");
console.log("|---|---|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.game} | ${r.setup} | ${r.seats} | ${Math.round(r.games / r.seconds).toLocaleString("en")} | ${(r.moves / r.games).toFixed(0)} | ${Math.round(r.moves / r.seconds).toLocaleString("en")} |`,
  );
}
