/**
 * Précognition Objective calibration: cooperative games of greedy bots with the Objectives
 * switched off (no tile is dealt, so nothing is revealed, attenuated or checked), and what each
 * boat holds right after each Island's feeding. Objectives are set against these figures: an
 * "each" tile must be met by the weakest boat, a "one" tile by the strongest.
 *
 * Run: `npm run balance:calibration --silent -- [gamesPerCell]` (a cell is a set-up, a
 * difficulty and a seat count: 2 × 2 × 3 cells; hard and apocalypse start alike, 4 Food).
 */
import { createGame, pickOne, playInPlace, precognition, seedRng, type Precognition } from "@tablee/rules";
import { poweredCount } from "../packages/rules/src/games/precognition/machines.js";

type State = Precognition.PrecognitionState;
const gamesPerCell = Number(process.argv[2] ?? 500);
const SEAT_COUNTS = [2, 3, 4];
const COLUMNS = ["healthy", "contaminated", "food", "batteries", "doctors", "protectors", "powered"] as const;
type Column = (typeof COLUMNS)[number];

interface Cell {
  boats: number;
  games: number;
  sum: Record<Column, number>;
  weakest: Record<Column, number>;
  strongest: Record<Column, number>;
}
const zero = () => Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<Column, number>;
const cells = new Map<string, Cell>();

function record(key: string, state: State): void {
  const cell = cells.get(key) ?? { boats: 0, games: 0, sum: zero(), weakest: zero(), strongest: zero() };
  const rows = state.boats.map((boat) => ({
    healthy: boat.healthy,
    contaminated: boat.contaminated,
    food: boat.food,
    batteries: boat.batteries.reduce((a, b) => a + b, 0),
    doctors: boat.doctors,
    protectors: boat.protectors,
    powered: poweredCount(state, boat),
  }));
  cell.games += 1;
  for (const row of rows) {
    cell.boats += 1;
    for (const c of COLUMNS) cell.sum[c] += row[c];
  }
  for (const c of COLUMNS) {
    cell.weakest[c] += Math.min(...rows.map((r) => r[c]));
    cell.strongest[c] += Math.max(...rows.map((r) => r[c]));
  }
  cells.set(key, cell);
}

const bot = precognition.bots.greedy as (state: State, seat: number, rng: ReturnType<typeof seedRng>) => unknown;
for (const setup of ["standard", "advanced"] as const) {
  for (const difficulty of ["normal", "hard"] as const) {
    for (const seats of SEAT_COUNTS) {
      for (let i = 0; i < gamesPerCell; i++) {
        const seed = `calibration-${setup}-${difficulty}-${seats}-${i}`;
        const state = createGame(precognition, { seats, options: { mode: "cooperative", difficulty, setup }, seed }) as State;
        state.objectives = [];
        const rng = seedRng(`bots:${seed}`);
        let islands = 0;
        while (precognition.outcome(state) === null) {
          const seat = pickOne(rng, precognition.waitingOn(state));
          playInPlace(precognition, state, seat, bot(state, seat, rng) as Precognition.PrecognitionMove);
          if (state.riverRevealed >= 4 * (islands + 1)) {
            islands += 1;
            record(`${setup}|${difficulty}|${islands}`, state);
          }
        }
      }
    }
  }
}

const f = (x: number) => x.toFixed(1);
console.log(
  `Per boat after each Island's feeding, Objectives switched off: ${gamesPerCell} cooperative greedy-bot games per set-up, difficulty and seat count (2, 3 and 4 seats pooled). Each cell: mean over boats (weakest boat of the table – strongest boat of the table, means over games).\n`,
);
for (const setup of ["standard", "advanced"] as const) {
  console.log(`${setup[0]?.toUpperCase()}${setup.slice(1)} set-up:\n`);
  console.log(
    "| End of | Healthy | Contaminated | Food (normal) | Food (hard, apocalypse) | Batteries placed | Doctors | Protectors | Powered machines |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const season of [1, 2, 3]) {
    const normal = cells.get(`${setup}|normal|${season}`) as Cell;
    const hard = cells.get(`${setup}|hard|${season}`) as Cell;
    const cell = (c: Cell, column: Column) =>
      `${f(c.sum[column] / c.boats)} (${f(c.weakest[column] / c.games)}–${f(c.strongest[column] / c.games)})`;
    console.log(
      `| Season ${season} (turn ${season * 4}) | ${cell(normal, "healthy")} | ${cell(normal, "contaminated")} | ${cell(normal, "food")} | ${cell(hard, "food")} | ${cell(normal, "batteries")} | ${cell(normal, "doctors")} | ${cell(normal, "protectors")} | ${cell(normal, "powered")} |`,
    );
  }
  console.log("");
}
