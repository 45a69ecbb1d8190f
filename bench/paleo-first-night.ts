/**
 * Paleo: what the tribe holds when the first Night begins (a helper for the balance notes in
 * `packages/rules/src/games/paleo/content/DESIGN.md`). Same seeds as `paleo-balance.ts`. Prints per
 * level and group count the mean depot (Food, Wood, Stone), Tents held, Characters and Skulls as
 * Night 1 begins, and the Skulls taken during Night 1 by the card that caused them.
 *
 * Run: `npx tsx --tsconfig bench/tsconfig.json bench/paleo-first-night.ts [games] [levels]` (defaults 100, VII).
 */
import { paleo, playBotMatch } from "@tablee/rules";
import { balanceSetup } from "./paleo-seeds.js";
import type { PaleoState } from "../packages/rules/src/games/paleo/types.js";

const games = Number(process.argv[2] ?? 100);
const levels = (process.argv[3] ?? "VII").split(",");
const mean = (x: number) => (x / games).toFixed(2);

for (const level of levels)
  for (const groups of [2, 3, 4]) {
    const sum = { food: 0, wood: 0, stone: 0, tents: 0, characters: 0, skulls: 0 };
    const nightSkulls = new Map<string, number>();
    for (let i = 0; i < games; i++) {
      let seen = false;
      const state = playBotMatch(paleo, balanceSetup(level, groups, i), Array(groups).fill("greedy"), {
        onMove: (s) => {
          const st = s as PaleoState;
          if (seen || st.phase !== "night") return;
          seen = true;
          sum.food += st.depot.food;
          sum.wood += st.depot.wood;
          sum.stone += st.depot.stone;
          sum.skulls += st.skulls;
          for (const g of st.groups) {
            sum.tents += g.tools.tent ?? 0;
            sum.characters += g.members.length;
          }
        },
      }).state as PaleoState;
      let inNight1 = false;
      let cause = "";
      for (const entry of state.log) {
        if (entry.kind === "night") inNight1 = entry.day === 1;
        else if (entry.kind === "day") inNight1 = false;
        else if (entry.kind === "feed") cause = "hunger";
        else if (entry.kind === "action") cause = entry.card;
        else if (entry.kind === "skull" && inNight1) nightSkulls.set(cause, (nightSkulls.get(cause) ?? 0) + 1);
      }
    }
    console.log(
      `${level} ${groups} groups, as Night 1 begins: Food ${mean(sum.food)}, Wood ${mean(sum.wood)}, Stone ${mean(sum.stone)}, Tents ${mean(sum.tents)}, Characters ${mean(sum.characters)}, Skulls ${mean(sum.skulls)} | Night 1's Skulls per game: ${[
        ...nightSkulls,
      ]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${mean(v)}`)
        .join(", ")}`,
    );
  }
