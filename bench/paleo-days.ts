/**
 * Paleo: when games end and why, Day by Day (a helper for the balance notes in
 * `packages/rules/src/games/paleo/content/DESIGN.md`). Same seeds as `paleo-balance.ts`.
 * Prints per level and group count: games won and lost on each Day (1–8), Frescoes and Skulls
 * per game on Days 1–5, and the commonest Skulls of the lost games as `<d|n><day>:<cause>`
 * (d = by day, n = at Night; `death:` a Character killed by that card).
 *
 * Run: `npx tsx --tsconfig bench/tsconfig.json bench/paleo-days.ts [games] [levels]` (defaults 200, V,VI,VII).
 */
import { paleo, playBotMatch } from "@tablee/rules";
import { balanceSetup } from "./paleo-seeds.js";
import type { PaleoState } from "../packages/rules/src/games/paleo/types.js";

const games = Number(process.argv[2] ?? 200);
const levels = (process.argv[3] ?? "V,VI,VII").split(",");
const per = (xs: number[]) => xs.map((x) => (x / games).toFixed(2)).join(" ");

for (const level of levels)
  for (const groups of [2, 3, 4]) {
    const won = Array<number>(12).fill(0);
    const lost = Array<number>(12).fill(0);
    const frescoes = Array<number>(12).fill(0);
    const skulls = Array<number>(12).fill(0);
    const causes = new Map<string, number>();
    for (let i = 0; i < games; i++) {
      const state = playBotMatch(paleo, balanceSetup(level, groups, i), Array(groups).fill("greedy")).state as PaleoState;
      (state.won ? won : lost)[Math.min(11, state.day)]!++;
      let day = 1;
      let phase = "d1";
      let cause = "";
      for (const entry of state.log) {
        if (entry.kind === "day") [day, phase] = [entry.day, `d${entry.day}`];
        else if (entry.kind === "night") phase = `n${entry.day}`;
        else if (entry.kind === "action") cause = entry.card;
        else if (entry.kind === "feed") cause = "hunger";
        else if (entry.kind === "death" && !cause.startsWith("death:")) cause = `death:${cause}`;
        else if (entry.kind === "fresco") frescoes[Math.min(11, day)]!++;
        else if (entry.kind === "skull") {
          skulls[Math.min(11, day)]!++;
          if (!state.won) causes.set(`${phase}:${cause}`, (causes.get(`${phase}:${cause}`) ?? 0) + 1);
        }
      }
    }
    const top = [...causes].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `${level} ${groups} groups: won on Days 1–8 ${won.slice(1, 9).join(" ")} | lost ${lost.slice(1, 9).join(" ")} | Frescoes per game on Days 1–5 ${per(frescoes.slice(1, 6))} | Skulls ${per(skulls.slice(1, 6))}`,
    );
    console.log(`   Skulls of the lost games: ${top.map(([k, v]) => `${k} ${v}`).join(", ")}`);
  }
