/**
 * Précognition machines, measured: greedy bots play competitive games (2, 3 and 4 seats, one
 * third each) and, for every machine a boat owns, the report counts the turns it was powered
 * at the end of the Action phase and the turns it triggered. Its per-turn yield is the trigger
 * rate times its effect's value in Food-equivalents (precognition-values.ts).
 *
 * Run: `npm run balance:machines --silent -- [gamesPerSetUp]`.
 */
import { createGame, pickOne, playInPlace, precognition, seedRng, type Precognition } from "@tablee/rules";
import { machineOf } from "../packages/rules/src/games/precognition/catalog.js";
import { isPowered } from "../packages/rules/src/games/precognition/machines.js";
import { content } from "../packages/rules/src/games/precognition/catalog.js";
import { STANDARD_MACHINES } from "../packages/rules/src/games/precognition/content/rooms.js";
import { describeMachine, effectFE, fixed, pct, table } from "./precognition-values.js";

type State = Precognition.PrecognitionState;
const gamesPerSetUp = Number(process.argv[2] ?? 3000);

/** By machine key: turns owned, turns powered and turns triggered, per season. */
interface Tally {
  owned: number[];
  powered: number[];
  triggered: number[];
}
const tallies = new Map<string, Tally>();
const tally = (key: string) => {
  let t = tallies.get(key);
  if (!t) tallies.set(key, (t = { owned: [0, 0, 0], powered: [0, 0, 0], triggered: [0, 0, 0] }));
  return t;
};
const standardKey = (machine: object) =>
  Object.entries(STANDARD_MACHINES).find(([, m]) => JSON.stringify(m) === JSON.stringify(machine))?.[0] ?? "?";

const bot = precognition.bots.greedy as (state: State, seat: number, rng: ReturnType<typeof seedRng>) => unknown;
for (const setup of ["standard", "advanced"] as const) {
  for (let i = 0; i < gamesPerSetUp; i++) {
    const seats = 2 + (i % 3);
    const seed = `machines-${setup}-${i}`;
    const state = createGame(precognition, { seats, options: { mode: "competitive", setup }, seed }) as State;
    const rng = seedRng(`bots:${seed}`);
    // The last Action-phase snapshot of each turn: what was powered and what triggered.
    let snapshot: { turn: number; rows: { key: string; powered: boolean; triggered: boolean }[] } | null = null;
    const commit = () => {
      if (!snapshot) return;
      const season = Math.ceil(snapshot.turn / 4) - 1;
      for (const row of snapshot.rows) {
        const t = tally(row.key);
        (t.owned[season] as number)++;
        if (row.powered) (t.powered[season] as number)++;
        if (row.triggered) (t.triggered[season] as number)++;
      }
      snapshot = null;
    };
    while (precognition.outcome(state) === null) {
      const seat = pickOne(rng, precognition.waitingOn(state));
      playInPlace(precognition, state, seat, bot(state, seat, rng) as Precognition.PrecognitionMove);
      if (snapshot && (state.phase !== "action" || state.turn !== snapshot.turn)) commit();
      if (state.phase === "action") {
        snapshot = {
          turn: state.turn,
          rows: state.boats.flatMap((boat) =>
            [0, 1, 2, 3, 4, 5].map((m) => {
              const machine = machineOf(boat.rooms, m, setup);
              const key =
                setup === "standard" ? `standard:${standardKey(machine)}` : `advanced:${boat.rooms[Math.floor(m / 3)]}:${m % 3}`;
              return { key, powered: isPowered(state, boat, m), triggered: boat.action?.triggered.includes(m) ?? false };
            }),
          ),
        };
      }
    }
    commit();
  }
}

const rates = (t: Tally) => [0, 1, 2].map((s) => (t.powered[s] ? (t.triggered[s] as number) / (t.powered[s] as number) : 0));
const poweredShare = (t: Tally) => [0, 1, 2].map((s) => (t.owned[s] ? (t.powered[s] as number) / (t.owned[s] as number) : 0));
const slash = (xs: number[]) => xs.map((x) => pct(x)).join(" / ");
const yieldOf = (t: Tally, fe: number) => {
  const powered = t.powered.reduce((a, b) => a + b, 0);
  return powered === 0 ? 0 : (t.triggered.reduce((a, b) => a + b, 0) / powered) * fe;
};

console.log(
  `Measured in ${gamesPerSetUp} competitive games per set-up (greedy bots, 2, 3 and 4 seats). Powered: share of the turns a boat owned the machine that it was powered, by season. Triggered: share of its powered turns that it triggered, by season. Yield: triggers per powered turn × effect value (FE).\n`,
);
console.log("Standard machines (each appears on six rooms):\n");
console.log(
  table(
    ["Machine", "Powered S1 / S2 / S3:", "Triggered S1 / S2 / S3:", "Effect FE:", "Yield per powered turn (FE):"],
    Object.entries(STANDARD_MACHINES).map(([key, machine]) => {
      const t = tally(`standard:${key}`);
      const fe = effectFE(machine.effect as Parameters<typeof effectFE>[0]);
      return [
        `${key}: ${describeMachine(machine as Parameters<typeof describeMachine>[0])}`,
        slash(poweredShare(t)),
        slash(rates(t)),
        fixed(fe, 2),
        fixed(yieldOf(t, fe), 2),
      ];
    }),
  ),
);
console.log("\nAdvanced faces:\n");
console.log(
  table(
    [
      "Room",
      "Machine",
      "Powered S1 / S2 / S3:",
      "Triggered S1 / S2 / S3:",
      "Yield per powered turn (FE):",
      "Room yield, all powered (FE):",
    ],
    content.rooms.flatMap((room) => {
      const yields = room.advanced.map((m, i) => yieldOf(tally(`advanced:${room.id}:${i}`), effectFE(m.effect)));
      return room.advanced.map((m, i) => {
        const t = tally(`advanced:${room.id}:${i}`);
        return [
          i === 0 ? room.id.replace(/^room-/, "") : "",
          describeMachine(m),
          slash(poweredShare(t)),
          slash(rates(t)),
          fixed(yields[i] as number, 2),
          i === 0
            ? fixed(
                yields.reduce((a, b) => a + b, 0),
                2,
              )
            : "",
        ];
      });
    }),
  ),
);
