/**
 * Précognition balance report: greedy bots play many games and the report prints
 * - competitive games, standard and advanced set-up apart: each Prescient's win share (a shared
 *   win counts as a fraction) and mean final healthy Humans at 2, 3 and 4 seats, with the
 *   standard error of each win share;
 * - advanced set-up: for each machine room, how often a boat that drew it kept it, and the win
 *   share of the boats that kept it against the parity of their tables;
 * - cooperative games: the win rate per difficulty and seat count, and the defeats by cause
 *   (an Objective failed at the end of season 1, 2 or 3; the Humans target missed), for both
 *   set-ups together and for each apart.
 *
 * Run: `npm run balance --silent -- [competitiveGames] [coopGamesPerCell]`. Competitive games
 * are split evenly between the two set-ups and, within a set-up, in proportion to 1/seats, so
 * that every seat count gives each Prescient the same number of seats. Cooperative cells
 * (difficulty × seat count) play half their games in each set-up. Seeds are fixed: the same
 * arguments print the same report. The games are shared among child processes, one per core
 * (at most 4; `BALANCE_WORKERS=1` plays them all in this process).
 */
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { playBotMatch, precognition, type Precognition } from "@tablee/rules";

const competitiveGames = Number(process.argv[2] ?? 52_000);
const coopGames = Number(process.argv[3] ?? 1_000);

const PRESCIENTS = ["defitia", "kartus", "pria", "terias"] as const;
const SEAT_COUNTS = [2, 3, 4] as const;
const SETUPS = ["standard", "advanced"] as const;
const DIFFICULTIES = ["normal", "hard", "apocalypse"] as const;

/** Sums from which a mean and its standard error follow (win shares are 0, 1 or a fraction). */
interface Tally {
  n: number;
  sum: number;
  sumSq: number;
  humans: number;
}
const newTally = (): Tally => ({ n: 0, sum: 0, sumSq: 0, humans: 0 });
function add(t: Tally, share: number, humans = 0): void {
  t.n += 1;
  t.sum += share;
  t.sumSq += share * share;
  t.humans += humans;
}
function merge(into: Tally, t: Tally): void {
  into.n += t.n;
  into.sum += t.sum;
  into.sumSq += t.sumSq;
  into.humans += t.humans;
}
const meanOf = (t: Tally) => (t.n === 0 ? 0 : t.sum / t.n);
function seOf(t: Tally): number {
  if (t.n < 2) return 0;
  const variance = (t.sumSq - (t.sum * t.sum) / t.n) / (t.n - 1);
  return Math.sqrt(Math.max(0, variance) / t.n);
}

interface CoopCell {
  games: number;
  wins: number;
  failedIn: [number, number, number];
  missed: number;
}
interface Results {
  tallies: Record<string, Tally>;
  /** By room: times drawn, the kept boats' win shares, and the sum of their tables' parities. */
  rooms: Record<string, { drawn: number; kept: Tally; parity: number }>;
  /** By "setup|difficulty|seats". */
  coop: Record<string, CoopCell>;
  seconds: { competitive: number; cooperative: number };
}

function gamesPerSeatCount(total: number): Record<number, number> {
  const weights = SEAT_COUNTS.map((s) => 1 / s);
  const sum = weights.reduce((a, b) => a + b, 0);
  return Object.fromEntries(SEAT_COUNTS.map((s, i) => [s, Math.round((total * (weights[i] as number)) / sum)]));
}

/** Plays the games whose index is `worker` modulo `workers`, in every cell. */
function play(worker: number, workers: number): Results {
  const results: Results = { tallies: {}, rooms: {}, coop: {}, seconds: { competitive: 0, cooperative: 0 } };
  const tally = (key: string) => (results.tallies[key] ??= newTally());
  let started = Date.now();
  for (const setup of SETUPS) {
    const perSeats = gamesPerSeatCount(competitiveGames / SETUPS.length);
    for (const seats of SEAT_COUNTS) {
      for (let i = worker; i < (perSeats[seats] as number); i += workers) {
        let offers: string[][] = [];
        const { state, outcome } = playBotMatch(
          precognition,
          { seats, options: { mode: "competitive", setup }, seed: `balance-${setup}-${seats}-${i}` },
          Array(seats).fill("greedy"),
          {
            onMove: (s) => {
              const st = s as Precognition.PrecognitionState;
              if (offers.length === 0 && st.advancedOffers.length > 0) offers = st.advancedOffers.map((o) => [...o.rooms]);
            },
          },
        );
        (state as Precognition.PrecognitionState).boats.forEach((boat, seat) => {
          const share = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
          add(tally(`${setup}|${seats}|${boat.prescient}`), share, boat.healthy);
          add(tally(`${setup}|all|${boat.prescient}`), share - 1 / seats, boat.healthy);
          for (const room of offers[seat] ?? []) {
            const row = (results.rooms[room] ??= { drawn: 0, kept: newTally(), parity: 0 });
            row.drawn += 1;
            if (boat.rooms.includes(room)) {
              add(row.kept, share);
              row.parity += 1 / seats;
            }
          }
        });
      }
    }
  }
  results.seconds.competitive = (Date.now() - started) / 1000;
  started = Date.now();
  for (const difficulty of DIFFICULTIES) {
    for (const seats of SEAT_COUNTS) {
      for (let i = worker; i < coopGames; i += workers) {
        const setup = i % 2 === 0 ? "standard" : "advanced";
        const { state, outcome } = playBotMatch(
          precognition,
          { seats, options: { mode: "cooperative", difficulty, setup }, seed: `coop-${difficulty}-${seats}-${i}` },
          Array(seats).fill("greedy"),
        );
        const cell = (results.coop[`${setup}|${difficulty}|${seats}`] ??= { games: 0, wins: 0, failedIn: [0, 0, 0], missed: 0 });
        cell.games += 1;
        if (outcome.winners.length > 0) cell.wins += 1;
        else if (outcome.reason === "OBJECTIVE_FAILED") {
          const season = Math.ceil((state as Precognition.PrecognitionState).turn / 4) - 1;
          cell.failedIn[season] = (cell.failedIn[season] ?? 0) + 1;
        } else cell.missed += 1;
      }
    }
  }
  results.seconds.cooperative = (Date.now() - started) / 1000;
  return results;
}

function mergeResults(all: Results[]): Results {
  const merged: Results = { tallies: {}, rooms: {}, coop: {}, seconds: { competitive: 0, cooperative: 0 } };
  for (const r of all) {
    for (const [key, t] of Object.entries(r.tallies)) merge((merged.tallies[key] ??= newTally()), t);
    for (const [room, row] of Object.entries(r.rooms)) {
      const into = (merged.rooms[room] ??= { drawn: 0, kept: newTally(), parity: 0 });
      into.drawn += row.drawn;
      merge(into.kept, row.kept);
      into.parity += row.parity;
    }
    for (const [key, c] of Object.entries(r.coop)) {
      const into = (merged.coop[key] ??= { games: 0, wins: 0, failedIn: [0, 0, 0], missed: 0 });
      into.games += c.games;
      into.wins += c.wins;
      into.missed += c.missed;
      c.failedIn.forEach((n, s) => (into.failedIn[s] = (into.failedIn[s] ?? 0) + n));
    }
    merged.seconds.competitive = Math.max(merged.seconds.competitive, r.seconds.competitive);
    merged.seconds.cooperative = Math.max(merged.seconds.cooperative, r.seconds.cooperative);
  }
  return merged;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const points = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)}`;

function report(r: Results, workers: number, seconds: number): void {
  const tally = (key: string) => r.tallies[key] ?? newTally();
  const perSeats = gamesPerSeatCount(competitiveGames / SETUPS.length);
  const played = SETUPS.length * SEAT_COUNTS.reduce((a, s) => a + (perSeats[s] as number), 0);
  console.log(
    `Competitive: ${played} greedy-bot games, half in each set-up, at 2, 3 and 4 seats in the ratio 1/2 : 1/3 : 1/4 (${SEAT_COUNTS.map((s) => `${perSeats[s]} games at ${s} seats`).join(", ")}, per set-up).\n`,
  );
  for (const setup of SETUPS) {
    console.log(
      `Win share, ${setup} set-up (± one standard error; in brackets the gap to parity, in points; seats per Prescient: ${SEAT_COUNTS.map((s) => `${tally(`${setup}|${s}|${PRESCIENTS[0]}`).n} at ${s} seats`).join(", ")}):\n`,
    );
    console.log(
      `| Prescient | ${SEAT_COUNTS.map((s) => `${s} seats (parity ${pct(1 / s)})`).join(" | ")} | all seats, gap to parity |`,
    );
    console.log(`|---|${SEAT_COUNTS.map(() => "---:").join("|")}|---:|`);
    for (const p of PRESCIENTS) {
      const cells = SEAT_COUNTS.map((s) => {
        const t = tally(`${setup}|${s}|${p}`);
        return `${pct(meanOf(t))} ± ${(seOf(t) * 100).toFixed(1)} (${points(meanOf(t) - 1 / s)})`;
      });
      const all = tally(`${setup}|all|${p}`);
      console.log(`| ${p} | ${cells.join(" | ")} | ${points(meanOf(all))} ± ${(seOf(all) * 100).toFixed(1)} |`);
    }
    console.log(`\nMean final healthy Humans, ${setup} set-up:\n`);
    console.log(`| Prescient | ${SEAT_COUNTS.map((s) => `${s} seats`).join(" | ")} | all seats |`);
    console.log(`|---|${SEAT_COUNTS.map(() => "---:").join("|")}|---:|`);
    for (const p of PRESCIENTS) {
      const humans = (t: Tally) => (t.humans / t.n).toFixed(2);
      console.log(
        `| ${p} | ${SEAT_COUNTS.map((s) => humans(tally(`${setup}|${s}|${p}`))).join(" | ")} | ${humans(tally(`${setup}|all|${p}`))} |`,
      );
    }
    console.log("");
  }

  console.log(
    "Advanced rooms (advanced set-up games): how often a boat that drew the room kept it, and the win share of the boats that kept it against the parity of their tables:\n",
  );
  console.log("| Room | drawn | kept | win share when kept | parity | gap (points) |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const [room, row] of Object.entries(r.rooms).sort((a, b) => a[0].localeCompare(b[0]))) {
    const parity = row.parity / row.kept.n;
    console.log(
      `| ${room.replace(/^room-/, "")} | ${row.drawn} | ${pct(row.kept.n / row.drawn)} | ${pct(meanOf(row.kept))} ± ${(seOf(row.kept) * 100).toFixed(1)} | ${pct(parity)} | ${points(meanOf(row.kept) - parity)} |`,
    );
  }

  const coopTable = (setups: readonly string[], title: string) => {
    console.log(`\n${title}\n`);
    console.log(
      "| difficulty | 2 seats | 3 seats | 4 seats | all | lost in season 1 | lost in season 2 | lost in season 3 | missed the Humans target |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const difficulty of DIFFICULTIES) {
      const cells = SEAT_COUNTS.map((seats) =>
        setups.map((setup) => r.coop[`${setup}|${difficulty}|${seats}`]).filter((c): c is CoopCell => !!c),
      );
      const sumOf = (cs: CoopCell[], f: (c: CoopCell) => number) => cs.reduce((a, c) => a + f(c), 0);
      const all = cells.flat();
      console.log(
        `| ${difficulty} | ${cells.map((cs) => pct(sumOf(cs, (c) => c.wins) / sumOf(cs, (c) => c.games))).join(" | ")} | ${pct(sumOf(all, (c) => c.wins) / sumOf(all, (c) => c.games))} | ${[0, 1, 2].map((s) => sumOf(all, (c) => c.failedIn[s] as number)).join(" | ")} | ${sumOf(all, (c) => c.missed)} |`,
      );
    }
  };
  coopTable(
    SETUPS,
    `Cooperative: ${coopGames} greedy-bot games per difficulty and seat count, half in each set-up; defeats counted over the ${coopGames * SEAT_COUNTS.length} games of a difficulty:`,
  );
  for (const setup of SETUPS) coopTable([setup], `Cooperative, ${setup} set-up only (${coopGames / 2} games per cell):`);

  const total = played + coopGames * SEAT_COUNTS.length * DIFFICULTIES.length;
  console.log(
    `\n${total} games in all, on ${workers} process${workers === 1 ? "" : "es"}, in ${seconds.toFixed(0)} s (competitive ${r.seconds.competitive.toFixed(0)} s, cooperative ${r.seconds.cooperative.toFixed(0)} s).`,
  );
}

const WORKER = process.env.BALANCE_WORKER;
if (WORKER !== undefined) {
  const [worker, workers] = WORKER.split("/").map(Number) as [number, number];
  process.send?.(play(worker, workers), () => process.exit(0));
} else {
  const workers = Math.max(1, Number(process.env.BALANCE_WORKERS ?? Math.min(4, availableParallelism())));
  const started = Date.now();
  const results =
    workers === 1
      ? [play(0, 1)]
      : await Promise.all(
          Array.from(
            { length: workers },
            (_, k) =>
              new Promise<Results>((resolve, reject) => {
                const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
                  execArgv: process.execArgv,
                  env: { ...process.env, BALANCE_WORKER: `${k}/${workers}` },
                });
                child.once("message", (m) => resolve(m as Results));
                child.once("error", reject);
                child.once("exit", (code) => {
                  if (code !== 0) reject(new Error(`balance worker ${k} exited with ${code}`));
                });
              }),
          ),
        );
  report(mergeResults(results), workers, (Date.now() - started) / 1000);
}
