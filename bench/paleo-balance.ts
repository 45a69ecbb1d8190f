/**
 * Paleo balance report (the digest's "Balance, shown by bot simulation"): a team of greedy bots
 * (the public view only) plays every level the content defines at 2, 3 and 4 groups, and the
 * report prints per cell
 * - the win rate with its 95 % interval (Wilson), median and 95th-percentile Days;
 * - loss causes: the cause of the Skull that ended each lost game, and every Skull of the lost
 *   games by cause (hunger at Night, a Character's death, a Mission's ☾ action, another hostile
 *   action);
 * - Fresco sources: which card (or Idea, Secret, Mission) each Fresco of the cell came from;
 * - sleeping early: how often a group slept early, per group and Day;
 * - stalls: games that reached the cap of 40 Days or 200 turns in a Day (a content bug);
 * and then a random-legal team's level I win rate.
 *
 * Run: `npm run balance:paleo --silent -- [gamesPerCell] [randomGamesPerCell] [levels]` (defaults
 * 2000, 2000 and every level; levels as `II,IV`). Seeds are fixed: the same arguments print the
 * same report.
 */
import { performance } from "node:perf_hooks";
import { paleo, playBotMatch } from "@tablee/rules";
import { balanceSetup } from "./paleo-seeds.js";
import { content } from "../packages/rules/src/games/paleo/content/index.js";
import { MAX_DAYS, MAX_TURNS_PER_DAY, type LogEntry, type PaleoState } from "../packages/rules/src/games/paleo/types.js";

const gamesPerCell = Number(process.argv[2] ?? 2000);
const randomGamesPerCell = Number(process.argv[3] ?? 2000);
const onlyLevels = process.argv[4]?.split(",").map((l) => l.trim().toUpperCase());
const GROUPS = [2, 3, 4] as const;
const CAUSES = ["hunger", "deaths", "Missions", "other hostile"] as const;
type Cause = (typeof CAUSES)[number];

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;

/** Wilson score interval, 95 %. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = wins / n;
  const centre = p + (z * z) / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denom = 1 + (z * z) / n;
  return [(centre - margin) / denom, (centre + margin) / denom];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

class Stall extends Error {}

interface Cell {
  games: number;
  wins: number;
  stalls: number;
  days: number[];
  /** Cause of the Skull that ended each lost game. */
  fatal: Record<Cause, number>;
  /** Every Skull of the lost games, by cause. */
  skulls: Record<Cause, number>;
  frescoes: Map<string, number>;
  groupDays: number;
  sleptEarly: number;
  seconds: number;
}

const zero = (): Record<Cause, number> => ({ hunger: 0, deaths: 0, Missions: 0, "other hostile": 0 });

/**
 * Reads a finished game's log: each Skull's cause (the feeding, a death, a Mission's or another
 * card's action) and each Fresco's card.
 */
function readLog(log: readonly LogEntry[]): { skulls: Cause[]; frescoes: string[] } {
  const skulls: Cause[] = [];
  const frescoes: string[] = [];
  let context: Cause = "other hostile";
  let afterDeath = false;
  let source = "?";
  for (const entry of log) {
    switch (entry.kind) {
      case "feed":
        context = "hunger";
        break;
      case "death":
        afterDeath = true;
        break;
      case "action":
        context = entry.list === "night" && isMission(entry.card) ? "Missions" : "other hostile";
        source = entry.card;
        break;
      case "idea":
        source = entry.card;
        break;
      case "skull":
        skulls.push(afterDeath ? "deaths" : context);
        afterDeath = false;
        break;
      case "fresco":
        frescoes.push(source);
        break;
      default:
        break;
    }
  }
  return { skulls, frescoes };
}

const missionKeys = new Set(Object.values(content.modules).map((m) => m.mission.key));
const isMission = (key: string) => missionKeys.has(key);

function playCell(level: string, groups: number, bot: string, games: number): Cell {
  const cell: Cell = {
    games: 0,
    wins: 0,
    stalls: 0,
    days: [],
    fatal: zero(),
    skulls: zero(),
    frescoes: new Map(),
    groupDays: 0,
    sleptEarly: 0,
    seconds: 0,
  };
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    let state: PaleoState;
    try {
      state = playBotMatch(paleo, balanceSetup(level, groups, i, bot), Array(groups).fill(bot), {
        onMove: (s) => {
          const st = s as PaleoState;
          if (st.day > MAX_DAYS || st.turn > MAX_TURNS_PER_DAY) throw new Stall();
        },
      }).state as PaleoState;
    } catch (error) {
      if (!(error instanceof Stall)) throw error;
      cell.games++;
      cell.stalls++;
      continue;
    }
    cell.games++;
    cell.days.push(state.day);
    cell.groupDays += state.day * groups;
    cell.sleptEarly += state.log.filter((e) => e.kind === "sleepEarly").length;
    const { skulls, frescoes } = readLog(state.log);
    if (state.won) cell.wins++;
    else {
      const last = skulls.at(-1);
      if (last) cell.fatal[last]++;
      for (const cause of skulls) cell.skulls[cause]++;
    }
    for (const key of frescoes) cell.frescoes.set(key, (cell.frescoes.get(key) ?? 0) + 1);
  }
  cell.days.sort((a, b) => a - b);
  cell.seconds = (performance.now() - start) / 1000;
  return cell;
}

const started = performance.now();
const levels = content.levels.map((l) => l.id).filter((id) => !onlyLevels || onlyLevels.includes(id));
for (const wanted of onlyLevels ?? [])
  if (!content.levels.some((l) => l.id === wanted)) throw new Error(`no level ${wanted} in the content`);
console.log(
  `Paleo balance: greedy team bots, ${gamesPerCell} games per level and group count; random-legal team, ${randomGamesPerCell} games per group count at level I. Targets (digest): greedy at level I 60–80 %, random ≤ 15 %, 2/3/4 groups within 10 points, median 4–8 Days, no stall.\n`,
);

for (const level of levels) {
  const cells = GROUPS.map((groups) => ({ groups, cell: playCell(level, groups, "greedy", gamesPerCell) }));
  console.log(`## Level ${level} (modules ${content.levels.find((l) => l.id === level)!.modules.join(" + ")})\n`);
  console.log(
    "| groups | games | win rate | 95 % interval | median Days | 95th pct Days | sleep early per group-Day | stalls | s |",
  );
  console.log("|---:|---:|---:|---|---:|---:|---:|---:|---:|");
  for (const { groups, cell } of cells) {
    const [lo, hi] = wilson(cell.wins, cell.games);
    console.log(
      `| ${groups} | ${cell.games} | ${pct(cell.wins / cell.games)} | ${pct(lo)} – ${pct(hi)} | ${quantile(cell.days, 0.5)} | ${quantile(cell.days, 0.95)} | ${pct(cell.sleptEarly / Math.max(1, cell.groupDays))} | ${cell.stalls} | ${cell.seconds.toFixed(0)} |`,
    );
  }
  const rates = cells.map(({ cell }) => cell.wins / cell.games);
  console.log(`\nSpread between group counts: ${((Math.max(...rates) - Math.min(...rates)) * 100).toFixed(1)} points.\n`);

  console.log("Loss causes (lost games): the Skull that ended the game, and in brackets every Skull of the lost games.\n");
  console.log(`| groups | lost | ${CAUSES.join(" | ")} |`);
  console.log(`|---:|---:|${CAUSES.map(() => "---:").join("|")}|`);
  for (const { groups, cell } of cells) {
    const lost = cell.games - cell.wins - cell.stalls;
    const all = CAUSES.reduce((s, c) => s + cell.skulls[c], 0);
    console.log(
      `| ${groups} | ${lost} | ${CAUSES.map((c) => `${pct(cell.fatal[c] / Math.max(1, lost), 0)} (${pct(cell.skulls[c] / Math.max(1, all), 0)})`).join(" | ")} |`,
    );
  }

  console.log("\nFresco sources: Frescoes per game from each card (all games of the level, by group count).\n");
  const keys = [...new Set(cells.flatMap(({ cell }) => [...cell.frescoes.keys()]))];
  const total = (key: string) => cells.reduce((s, { cell }) => s + (cell.frescoes.get(key) ?? 0), 0);
  keys.sort((a, b) => total(b) - total(a));
  console.log(`| source | ${GROUPS.map((g) => `${g} groups`).join(" | ")} |`);
  console.log(`|---|${GROUPS.map(() => "---:").join("|")}|`);
  for (const key of keys)
    console.log(`| ${key} | ${cells.map(({ cell }) => ((cell.frescoes.get(key) ?? 0) / cell.games).toFixed(2)).join(" | ")} |`);
  console.log("");
}

if (levels.includes("I") && randomGamesPerCell > 0) {
  console.log("## Random-legal team, level I\n");
  console.log("| groups | games | win rate | 95 % interval | median Days | stalls | s |");
  console.log("|---:|---:|---:|---|---:|---:|---:|");
  for (const groups of GROUPS) {
    const cell = playCell("I", groups, "random", randomGamesPerCell);
    const [lo, hi] = wilson(cell.wins, cell.games);
    console.log(
      `| ${groups} | ${cell.games} | ${pct(cell.wins / cell.games)} | ${pct(lo)} – ${pct(hi)} | ${quantile(cell.days, 0.5)} | ${cell.stalls} | ${cell.seconds.toFixed(0)} |`,
    );
  }
}
console.log(`\nnode ${process.version}, ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
