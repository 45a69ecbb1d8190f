/**
 * The greedy bot as it is against the greedy bot of an earlier commit: one seat plays today's
 * greedy (each seat in turn), the others the earlier one, on today's rules and content; prints the
 * win rate against parity and the margin in ◆ over the others' mean. The earlier bot is today's
 * rules package with that commit's `games/natera/bots/` laid over it, under the system's
 * temporary folder (the bots must read today's rules: they list the legal moves themselves).
 *
 * Run: `npm run balance:natera-greedy-then --silent -- <commit> [games] [first] [seats]` (one
 * thread; seeds `vs-<i>`, expansion on, draft off, as `balance:natera-bots`).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { natera, playBotMatch } from "@tablee/rules";
import { wilson } from "./natera/report.js";

const commit = process.argv[2];
if (!commit) throw new Error("usage: natera-greedy-then.ts <commit> [games] [first] [seats]");
const games = Number(process.argv[3] ?? 300);
const first = Number(process.argv[4] ?? 0);
const seats = Number(process.argv[5] ?? 3);

const dir = join(tmpdir(), `natera-greedy-${commit}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, "packages/rules"), { recursive: true });
cpSync("packages/rules/src", join(dir, "packages/rules/src"), { recursive: true });
execFileSync("sh", ["-c", `git archive ${commit} packages/rules/src/games/natera/bots | tar -x -C '${dir}'`]);
const then = (await import(pathToFileURL(join(dir, "packages/rules/src/games/natera/bots/greedy.ts")).href)) as {
  greedy: (typeof natera.bots)["greedy"];
};
const game = { ...natera, bots: { ...natera.bots, then: then.greedy } };

let wins = 0;
let margin = 0;
let squares = 0;
for (let i = first; i < first + games; i++) {
  const me = i % seats;
  const names = Array.from({ length: seats }, (_, s) => (s === me ? "greedy" : "then"));
  const { outcome } = playBotMatch(game, { seats, options: {}, seed: `vs-${i}` }, names);
  const scores = outcome.scores!;
  wins += outcome.winners.includes(me) ? 1 / outcome.winners.length : 0;
  const m = scores[me]! - (scores.reduce((x, y) => x + y, 0) - scores[me]!) / (seats - 1);
  margin += m;
  squares += m * m;
}
const [lo, hi] = wilson(wins, games);
const mean = margin / games;
const error = Math.sqrt(Math.max(0, squares / games - mean ** 2) / games);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(
  `greedy against ${seats - 1} × greedy at ${commit}, games ${first}–${first + games - 1}: wins ${pct(wins / games)} [95 %: ${pct(lo)}, ${pct(hi)}] (parity ${pct(1 / seats)}), margin ${mean.toFixed(1)} ± ${(1.96 * error).toFixed(1)} ◆ over the others' mean`,
);
