/**
 * This War of Mine balance report: whole campaigns played by the survival bot (every seat; only the
 * Leader decides) at 1, 2, 4 and 6 seats, then by the random bot, and for each:
 * - outcomes: survived to the Ceasefire with the objective met (won) / survived, objective missed /
 *   all lost;
 * - days reached (the campaign lasts 8–10 days);
 * - deaths and departures by cause: in a level-4 epilogue, the state that reached 4 and what raised
 *   it (thirst, no food, combat, the raid, Death has struck…); else the script's `die`/`leave`;
 * - the share of the Book's paragraphs reached over all the campaigns, and the paragraphs never read;
 * - which Locations the group chose to scavenge.
 *
 * Run: `npm run balance:twom --silent -- [survivalGames] [randomGames]` (defaults 400 and 400, spread
 * over the four seat counts). Seeds are fixed: the same arguments print the same report.
 */
import { performance } from "node:perf_hooks";
import { playBotMatch, thisWarOfMine } from "@tablee/rules";
import { bookOfScripts } from "../packages/rules/src/games/this-war-of-mine/content/index.js";
import type { LogEntry, TwomState } from "../packages/rules/src/games/this-war-of-mine/types.js";

const survivalGames = Number(process.argv[2] ?? 400);
const randomGames = Number(process.argv[3] ?? 400);
const SEATS = [1, 2, 4, 6] as const;
const pct = (x: number, n: number) => (n === 0 ? "–" : `${((100 * x) / n).toFixed(1)} %`);

interface Report {
  games: number;
  outcomes: Record<string, number>;
  days: number[];
  losses: Map<string, number>;
  paragraphs: Set<number>;
  locations: Map<string, number>;
  seconds: number;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * Each character lost, by cause: lost in a level-4 epilogue, the state that reached 4 and what
 * raised it there (no food, thirst, combat, the raid, Death has struck, a Fate card, an Event, a
 * script…); otherwise the script that made them die or leave.
 */
function readLog(log: readonly LogEntry[], report: Report): void {
  const raised = new Map<string, string>();
  let lastScript = "a card";
  for (const e of log) {
    if (e.kind === "state" && e.to === 4) raised.set(`${e.character}:${e.state}`, e.why);
    if (e.kind === "script") {
      lastScript = e.entry === 0 ? "a card" : `script ${e.entry}`;
      for (const id of e.read) report.paragraphs.add(id);
    }
    if (e.kind === "lost")
      bump(
        report.losses,
        e.cause ? `${e.how}: ${e.cause} (${raised.get(`${e.character}:${e.cause}`) ?? "?"})` : `${e.how}: ${lastScript}`,
      );
    if (e.kind === "scavenging" && e.what === "location") bump(report.locations, e.detail);
  }
}

function run(bot: string, games: number): Report {
  const report: Report = {
    games,
    outcomes: {},
    days: [],
    losses: new Map(),
    paragraphs: new Set(),
    locations: new Map(),
    seconds: 0,
  };
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    const seats = SEATS[i % SEATS.length]!;
    let s: TwomState;
    let reason: string;
    try {
      const { state, outcome } = playBotMatch(thisWarOfMine, { seats, options: {}, seed: `balance-${bot}-${i}` }, [bot], {
        maxMoves: 5_000,
      });
      s = state as TwomState;
      reason = outcome.reason;
    } catch {
      // A stall (no end after 5,000 moves): counted, not fatal to the report.
      report.outcomes.STALL = (report.outcomes.STALL ?? 0) + 1;
      continue;
    }
    report.outcomes[reason] = (report.outcomes[reason] ?? 0) + 1;
    report.days.push(s.day);
    readLog(s.log, report);
  }
  report.seconds = (performance.now() - start) / 1000;
  return report;
}

function print(name: string, r: Report): void {
  const total = bookOfScripts.paragraphs.length;
  console.log(`\n## ${name}: ${r.games} campaigns (1, 2, 4, 6 seats in turn), ${r.seconds.toFixed(1)} s\n`);
  const won = r.outcomes.CEASEFIRE_OBJECTIVE_MET ?? 0;
  const missed = r.outcomes.CEASEFIRE_OBJECTIVE_MISSED ?? 0;
  const lost = r.outcomes.ALL_GONE ?? 0;
  console.log(`| outcome | campaigns | share |\n| --- | --- | --- |`);
  console.log(`| survived to the Ceasefire, objective met | ${won} | ${pct(won, r.games)} |`);
  console.log(`| survived to the Ceasefire, objective missed | ${missed} | ${pct(missed, r.games)} |`);
  console.log(`| all lost | ${lost} | ${pct(lost, r.games)} |`);
  if (r.outcomes.STALL)
    console.log(`| stalled (no end after 5,000 moves) | ${r.outcomes.STALL} | ${pct(r.outcomes.STALL, r.games)} |`);
  const byDay = new Map<number, number>();
  for (const d of r.days) byDay.set(d, (byDay.get(d) ?? 0) + 1);
  const sorted = [...r.days].sort((a, b) => a - b);
  console.log(
    `\nDays reached: median ${sorted[Math.floor(sorted.length / 2)] ?? 0}; ${[...byDay]
      .sort((a, b) => a[0] - b[0])
      .map(([d, n]) => `day ${d}: ${n}`)
      .join(", ")}`,
  );
  const losses = [...r.losses].sort((a, b) => b[1] - a[1]);
  const lostTotal = losses.reduce((n, [, k]) => n + k, 0);
  console.log(`\nCharacters lost (${lostTotal}), by cause:`);
  for (const [cause, n] of losses) console.log(`- ${cause}: ${n} (${pct(n, lostTotal)})`);
  const never = bookOfScripts.paragraphs.map((p) => p.id).filter((id) => !r.paragraphs.has(id));
  console.log(
    `\nParagraphs reached: ${r.paragraphs.size} of ${total} (${pct(r.paragraphs.size, total)}); never: ${never.join(", ") || "none"}`,
  );
  const chosen = [...r.locations].sort((a, b) => b[1] - a[1]);
  const nights = chosen.reduce((n, [, k]) => n + k, 0);
  console.log(`\nLocations chosen (${nights} nights): ${chosen.map(([l, n]) => `${l} ${pct(n, nights)}`).join(", ")}`);
}

const survivalReport = run("survival", survivalGames);
print("Survival bot", survivalReport);
const randomReport = run("random", randomGames);
print("Random bot", randomReport);
// Every paragraph is reachable (the content test walks the Book from every entry); how many the bots actually read:
const either = new Set([...survivalReport.paragraphs, ...randomReport.paragraphs]);
const total = bookOfScripts.paragraphs.length;
console.log(
  `\n## Both bots\n\nParagraphs reached by either: ${either.size} of ${total} (${pct(either.size, total)}); never: ${
    bookOfScripts.paragraphs
      .map((p) => p.id)
      .filter((id) => !either.has(id))
      .join(", ") || "none"
  }`,
);
