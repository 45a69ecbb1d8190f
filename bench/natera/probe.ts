/**
 * Natera balance probe: the measurements behind a tuning step, not the balance report. It plays
 * greedy games like the balance bench (same seeds, same options), with these knobs:
 * - `--tribe ID`: deal that tribe to one seat (seat = game mod seats) and make that seat take it,
 *   so a tribe's cells get a sample of a few hundred games in minutes instead of hours;
 * - `--first rotate|fixed|last`: who is first player in each season. `rotate` is the rule (the
 *   token moves on each Rest); `fixed` keeps the season-1 first player first all game; `last`
 *   rotates but gives season 4 back to the season-1 first player (counterfactuals, to find where
 *   a seat-order edge comes from; not rules); `abba` (2 tribes): first players A, B, B, A;
 * - `--bonus RES`: resources (notation of `tribes.ts`, e.g. `F2&M1`; `none` for none) that the
 *   season-1 first player takes at the reveal at this table size, instead of the content's
 *   `firstPlayerBonus` (content/seatOrder.ts, our seat-order ruling);
 * - `--start RES` / `--production FX`: replace the forced tribe's starting resources / mini-tile
 *   production at this table size for this run (candidate content, measured before it is
 *   written; `""` is none).
 * - `--given W`: the weight the greedy bot puts on what its moves hand the other tribes, as a share
 *   of their mean
 *   (`bots/given.ts`, default the content's), for every seat.
 * It prints the forced tribe's win rate and ◆ by category, the Food its Mole passive brought, and
 * the win rate and ◆ by position in turn order.
 *
 * Run: `npx tsx --tsconfig bench/tsconfig.json bench/natera/probe.ts GAMES SEATS [FIRST_GAME] [flags]`.
 */
import { createGame, natera, pickOne, playInPlace, seedRng, type Bot } from "@tablee/rules";
import { content, miniTile } from "../../packages/rules/src/games/natera/content/index.js";
import { fx, resources } from "../../packages/rules/src/games/natera/content/notation.js";
import { GIVEN } from "../../packages/rules/src/games/natera/bots/given.js";
import { scoreSheet } from "../../packages/rules/src/games/natera/scoring.js";
import type { NateraMove, NateraState } from "../../packages/rules/src/games/natera/types.js";
import { wilson } from "./report.js";

const flags = new Map<string, string>();
const positional: string[] = [];
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i]!;
  if (arg.startsWith("--")) flags.set(arg.slice(2), process.argv[++i] ?? "");
  else positional.push(arg);
}
const games = Number(positional[0] ?? 100);
const seats = Number(positional[1] ?? 2);
const firstGame = Number(positional[2] ?? 0);
const forced = flags.get("tribe");
const firstMode = flags.get("first") ?? "rotate";
if (flags.has("bonus")) content.firstPlayerBonus[seats] = flags.get("bonus") === "none" ? {} : resources(flags.get("bonus")!);
const bonus = content.firstPlayerBonus[seats];
if (flags.has("given")) GIVEN.weight = Number(flags.get("given"));
if (forced) {
  const tribe = content.tribes[forced]!;
  const tile = miniTile(tribe, seats);
  tribe.bySeats = {
    ...tribe.bySeats,
    [String(seats)]: {
      start: flags.has("start") ? resources(flags.get("start")!) : tile.start,
      production: flags.has("production") ? fx(flags.get("production")!) : tile.production,
    },
  };
}

const greedy = natera.bots.greedy as Bot<NateraState, NateraMove>;
const CATS = ["achievements", "lateClaims", "colonies", "science", "specialists", "cards", "tracks", "total"] as const;
type Sheet = Record<(typeof CATS)[number], number>;
const zero = (): Sheet => Object.fromEntries(CATS.map((k) => [k, 0])) as Sheet;
const addSheet = (a: Sheet, b: Sheet) => CATS.forEach((k) => (a[k] += b[k]));

let forcedWins = 0;
const forcedSheet = zero();
let moleFood = 0;
const leftOver: Record<string, number> = {};
/** Achievement claims: condition → claims by position in turn order, and by season. */
const claims = new Map<string, { byPosition: number[]; bySeason: number[] }>();
const byPosition = Array.from({ length: seats }, () => ({ wins: 0, sheet: zero() }));
const started = Date.now();

for (let game = firstGame; game < firstGame + games; game++) {
  const seed = `balance-${seats}-${game}`;
  const state = createGame(natera, { seats, options: { nuclear: game % 2 === 0, draft: false }, seed }) as NateraState;
  const forcedSeat = game % seats;
  if (forced) {
    const card = `nt-${forced}`;
    const mine = state.tribes[forcedSeat]!.dealt;
    if (!mine.includes(card)) {
      const holder = [...state.tribes.map((t) => t.dealt), state.box.tribes].find((list) => list.includes(card));
      if (!holder) throw new Error(`${card} not in game ${game}`);
      holder[holder.indexOf(card)] = mine[0]!;
      mine[0] = card;
    }
  }
  const opener = state.first;
  const rng = seedRng(`bots:${seed}`);
  let season = state.season;
  let seasonVisits = 0;
  let moves = 0;
  const claimed = new Set<string>();
  while (!natera.outcome(state)) {
    if (++moves > 100_000) throw new Error(`game ${game}: no outcome`);
    const waiting = natera.waitingOn(state);
    const seat = pickOne(rng, waiting);
    let move = greedy(state, seat, rng);
    if (forced && seat === forcedSeat && move.type === "pickTribe") move = { type: "pickTribe", tribe: `nt-${forced}` };
    if (forced && seat === forcedSeat && move.type === "ready" && state.tribes[seat]!.choice.tribe !== `nt-${forced}`)
      move = { type: "pickTribe", tribe: `nt-${forced}` };
    playInPlace(natera, state, seat, move);
    for (const spot of state.spots)
      if (spot.holder !== null && !claimed.has(spot.id)) {
        claimed.add(spot.id);
        const key = spot.condition ?? spot.id;
        const c = claims.get(key) ?? { byPosition: Array(seats).fill(0), bySeason: [0, 0, 0, 0, 0] };
        const position = (spot.holder - opener + seats) % seats;
        c.byPosition[position] = (c.byPosition[position] ?? 0) + 1;
        c.bySeason[state.season] = (c.bySeason[state.season] ?? 0) + 1;
        claims.set(key, c);
      }
    // Mole visits this season: pawns of others placed after a mole on the same location.
    let visits = 0;
    for (const where of Object.values(state.locations)) {
      const i = where.pawns.findIndex((p) => state.tribes[p.seat]!.tribe === "moles");
      if (i >= 0) visits += where.pawns.slice(i + 1).filter((p) => p.seat !== where.pawns[i]!.seat).length;
    }
    if (visits < seasonVisits) moleFood += 4 * seasonVisits;
    seasonVisits = visits;
    if (state.season !== season && state.phase === "action") {
      season = state.season;
      const wanted =
        firstMode === "fixed"
          ? opener
          : firstMode === "last" && season === 4
            ? opener
            : firstMode === "abba"
              ? (opener + [0, 1, 1, 0][season - 1]!) % seats
              : state.first;
      if (wanted !== state.first) {
        state.tribes[state.first]!.turns--;
        state.first = wanted;
        state.active = wanted;
        state.tribes[wanted]!.turns++;
      }
    }
  }
  moleFood += 4 * seasonVisits;
  const winners = natera.outcome(state)!.winners;
  for (let s = 0; s < seats; s++) {
    const sheet = scoreSheet(state, s) as Sheet;
    const won = winners.includes(s) ? 1 / winners.length : 0;
    const p = byPosition[(s - opener + seats) % seats]!;
    p.wins += won;
    addSheet(p.sheet, sheet);
    if (forced && s === forcedSeat) {
      forcedWins += won;
      addSheet(forcedSheet, sheet);
      for (const [kind, n] of Object.entries(state.tribes[s]!.res)) leftOver[kind] = (leftOver[kind] ?? 0) + n;
    }
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const mean = (s: Sheet, n: number) => CATS.map((k) => `${k} ${(s[k] / n).toFixed(1)}`).join(", ");
const iv = (w: number, n: number) => {
  const [lo, hi] = wilson(w, n);
  return `${pct(w / n)} [${pct(lo)}, ${pct(hi)}]`;
};
console.log(
  `probe: ${games} games at ${seats} tribes from ${firstGame}, first ${firstMode}, season-1 first player's bonus ${JSON.stringify(bonus ?? {})}, given weight ${GIVEN.weight} of the mean; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (forced) {
  console.log(
    `${forced} start ${JSON.stringify(miniTile(content.tribes[forced]!, seats).start)} production ${JSON.stringify(miniTile(content.tribes[forced]!, seats).production)}: wins ${iv(forcedWins, games)} (parity ${pct(1 / seats)}); ◆ ${mean(forcedSheet, games)}`,
  );
  if (forced === "moles") console.log(`Mole passive: ${(moleFood / games).toFixed(1)} Food a game`);
  console.log(
    `left at the end: ${Object.entries(leftOver)
      .map(([k, n]) => `${k} ${(n / games).toFixed(1)}`)
      .join(", ")}`,
  );
}
byPosition.forEach((p, k) => console.log(`position ${k}: wins ${iv(p.wins, games)}; ◆ ${mean(p.sheet, games)}`));
console.log("claims (condition: by position in turn order; by season 0–4):");
for (const [key, c] of [...claims].sort(
  (a, b) => b[1].byPosition.reduce((x, y) => x + y) - a[1].byPosition.reduce((x, y) => x + y),
))
  console.log(`  ${key}: ${c.byPosition.join(" / ")}; ${c.bySeason.join(" ")}`);
