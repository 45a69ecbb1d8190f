/**
 * The Natera balance report from game records (`play.ts`): per tribe and seat count the win rate
 * with its 95 % interval and whether the ±5-point band holds beyond noise; the first player by
 * turn order; mean ◆ by category; achievement claim rates; the lift of every card, specialist and
 * Science face; draft pick rates when the games drafted.
 */
import type { GameRecord } from "./play.js";
import { prerequisiteLifts } from "./prerequisiteLift.js";

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const signed = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}`;
const BAND = 0.05;
const Z = 1.96;

/** Wilson's 95 % interval for a rate of `wins` in `n` (ties count as shares, close enough here). */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const centre = (p + (Z * Z) / (2 * n)) / (1 + (Z * Z) / n);
  const half = (Z / (1 + (Z * Z) / n)) * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n));
  return [centre - half, centre + half];
}

export type Verdict = "holds" | "off" | "offParity" | "undecided";

/**
 * Holds: the whole interval is within ±5 points of parity; off: the whole interval is outside;
 * offParity: the interval leaves out parity itself (the tribe is stronger or weaker beyond noise,
 * though the band cannot be decided); undecided: none of these.
 */
export function verdict(wins: number, n: number, parity: number): Verdict {
  const [lo, hi] = wilson(wins, n);
  if (lo >= parity - BAND && hi <= parity + BAND) return "holds";
  if (lo > parity + BAND || hi < parity - BAND) return "off";
  if (lo > parity || hi < parity) return "offParity";
  return "undecided";
}

interface Tally {
  games: number;
  wins: number;
}
const tally = (): Tally => ({ games: 0, wins: 0 });
const add = <K>(map: Map<K, Tally>, key: K, won: number) => {
  const t = map.get(key) ?? tally();
  t.games++;
  t.wins += won;
  map.set(key, t);
};

export function report(records: GameRecord[], seconds: number | null): string[] {
  const out: string[] = [];
  const seatCounts = [...new Set(records.map((r) => r.seats))].sort();
  const cell = new Map<string, Tally>();
  const positions = new Map<string, Tally>();
  const perTribe = new Map<string, { n: number; sheet: Record<string, number> }>();
  const categories: Record<string, number> = {};
  const dealt = new Map<string, number>();
  const claims = new Map<string, number>();
  const lifts = new Map<string, Map<number, Tally>>();
  const buckets = new Map<number, Tally>();
  const offers = new Map<string, { offered: number; picked: number; expected: number }>();
  let tribeGames = 0;
  let moves = 0;
  let turns = 0;
  let tribeSeasons = 0;
  for (const r of records) {
    moves += r.moves;
    turns += r.turns;
    tribeSeasons += r.seats * 4;
    for (const [id, claimed] of r.spots) {
      dealt.set(`${r.seats}:${id}`, (dealt.get(`${r.seats}:${id}`) ?? 0) + 1);
      if (claimed) claims.set(`${r.seats}:${id}`, (claims.get(`${r.seats}:${id}`) ?? 0) + 1);
    }
    for (const t of r.tribes) {
      add(cell, `${t.tribe}@${r.seats}`, t.won);
      add(positions, `${r.seats}:${t.position}`, t.won);
      tribeGames++;
      const mine = perTribe.get(t.tribe) ?? { n: 0, sheet: {} };
      mine.n++;
      for (const [k, v] of Object.entries(t.sheet)) {
        mine.sheet[k] = (mine.sheet[k] ?? 0) + v;
        categories[k] = (categories[k] ?? 0) + v;
      }
      perTribe.set(t.tribe, mine);
      const bucket = Math.min(6, Math.floor(t.inPlay / 3));
      add(buckets, bucket, t.won);
      for (const thing of t.things) {
        const perBucket = lifts.get(thing) ?? new Map<number, Tally>();
        add(perBucket, bucket, t.won);
        lifts.set(thing, perBucket);
      }
    }
    for (const [card, picked, options] of r.offers) {
      const o = offers.get(card) ?? { offered: 0, picked: 0, expected: 0 };
      o.offered++;
      if (picked) o.picked++;
      o.expected += 1 / options;
      offers.set(card, o);
    }
  }
  const games = records.length;
  const draft = records.some((r) => r.draft);
  out.push(
    `Natera balance: ${games} games (${seatCounts.map((n) => `${records.filter((r) => r.seats === n).length} at ${n}`).join(", ")} tribes), greedy bots, expansion on in half, draft ${draft ? "on" : "off"}${seconds === null ? "" : `; ${seconds.toFixed(0)} s`}; ${Math.round(moves / games)} moves per game, ${(turns / tribeSeasons).toFixed(1)} turns per tribe and season; content ${records[0]?.version}`,
    "",
  );

  // Win rates with intervals.
  const verdicts = new Map<Verdict, string[]>([
    ["holds", []],
    ["off", []],
    ["offParity", []],
    ["undecided", []],
  ]);
  // All seat counts together: each tribe-game's distance from its parity, with a normal interval.
  const pooled = new Map<string, { n: number; sum: number; variance: number }>();
  for (const r of records)
    for (const t of r.tribes) {
      const p = pooled.get(t.tribe) ?? { n: 0, sum: 0, variance: 0 };
      p.n++;
      p.sum += t.won - 1 / r.seats;
      p.variance += (1 / r.seats) * (1 - 1 / r.seats);
      pooled.set(t.tribe, p);
    }
  let pointWithin = 0;
  out.push(
    `| tribe | ${seatCounts.map((n) => `${n} tribes: win (games), vs parity [95 % interval]`).join(" | ")} | all: vs parity [95 %] |`,
    `|---|${seatCounts.map(() => "---:").join("|")}|---:|`,
  );
  const tribes = [...perTribe.keys()].sort();
  for (const tribe of tribes) {
    const cells = seatCounts.map((n) => {
      const t = cell.get(`${tribe}@${n}`);
      if (!t) return "–";
      const parity = 1 / n;
      const [lo, hi] = wilson(t.wins, t.games);
      const v = verdict(t.wins, t.games, parity);
      verdicts.get(v)!.push(`${tribe}@${n}`);
      const d = t.wins / t.games - parity;
      if (Math.abs(d) <= BAND) pointWithin++;
      const mark = { holds: " ✓", off: " ✗", offParity: " ≠", undecided: "" }[v];
      return `${pct(t.wins / t.games)} (${t.games}), ${signed(d * 100)} [${signed((lo - parity) * 100)}, ${signed((hi - parity) * 100)}]${mark}`;
    });
    const p = pooled.get(tribe)!;
    const half = (Z * Math.sqrt(p.variance)) / p.n;
    out.push(
      `| ${tribe} | ${cells.join(" | ")} | ${signed((p.sum / p.n) * 100)} [${signed((p.sum / p.n - half) * 100)}, ${signed((p.sum / p.n + half) * 100)}] |`,
    );
  }
  const cells = [...cell.keys()].length;
  out.push(
    "",
    `Cells (tribe × seat count): ${cells}. Point estimate within ±5 points of parity: ${pointWithin}. ` +
      `✓ holds beyond noise (whole 95 % interval within ±5): ${verdicts.get("holds")!.length}. ` +
      `✗ off beyond noise (whole interval outside ±5): ${verdicts.get("off")!.length}${verdicts.get("off")!.length ? ` (${verdicts.get("off")!.join(", ")})` : ""}. ` +
      `≠ away from parity beyond noise, band undecided: ${verdicts.get("offParity")!.length}${verdicts.get("offParity")!.length ? ` (${verdicts.get("offParity")!.join(", ")})` : ""}. ` +
      `Undecided (the interval straddles a band edge): ${verdicts.get("undecided")!.length}.`,
  );

  out.push("", "| seats | first player of season 1: win rate [95 % interval] | parity | by turn order |", "|---:|---:|---:|---|");
  for (const n of seatCounts) {
    const f = positions.get(`${n}:0`);
    if (!f) continue;
    const [lo, hi] = wilson(f.wins, f.games);
    const all = Array.from({ length: n }, (_, k) => positions.get(`${n}:${k}`)!);
    out.push(
      `| ${n} | ${pct(f.wins / f.games)} [${pct(lo)}, ${pct(hi)}] | ${pct(1 / n)} | ${all.map((t) => pct(t.wins / t.games)).join(" / ")} |`,
    );
  }

  out.push(
    "",
    "Mean ◆ per tribe by category: " +
      Object.entries(categories)
        .map(([k, v]) => `${k} ${(v / tribeGames).toFixed(1)}`)
        .join(", "),
  );
  const CATEGORIES = ["achievements", "lateClaims", "colonies", "science", "specialists", "cards", "tracks"] as const;
  out.push(
    "",
    `| tribe | tribe-games | mean ◆ | ${CATEGORIES.join(" | ")} |`,
    `|---|---:|---:|${CATEGORIES.map(() => "---:").join("|")}|`,
  );
  for (const tribe of tribes) {
    const { n, sheet } = perTribe.get(tribe)!;
    out.push(
      `| ${tribe} | ${n} | ${(sheet.total! / n).toFixed(1)} | ${CATEGORIES.map((k) => ((sheet[k] ?? 0) / n).toFixed(1)).join(" | ")} |`,
    );
  }

  out.push(
    "",
    `| achievement | ${seatCounts.map((n) => `claimed at ${n} (dealt)`).join(" | ")} |`,
    `|---|${seatCounts.map(() => "---:").join("|")}|`,
  );
  const outside: string[] = [];
  for (const id of [...new Set([...dealt.keys()].map((k) => k.split(":")[1]!))].sort()) {
    const row = seatCounts.map((n) => {
      const d = dealt.get(`${n}:${id}`) ?? 0;
      if (!d) return "–";
      const rate = (claims.get(`${n}:${id}`) ?? 0) / d;
      if (n === 4 && (rate < 0.15 || rate > 0.85)) outside.push(`${id} ${pct(rate)}`);
      return `${pct(rate)} (${d})`;
    });
    out.push(`| ${id} | ${row.join(" | ")} |`);
  }
  if (seatCounts.includes(4)) out.push("", `Outside 15–85 % at 4 tribes: ${outside.length ? outside.join(", ") : "none"}.`);

  // Lift: wins with the thing minus wins of tribes without it in the same bucket of things in play, weighted.
  const rows: [string, number, number, number][] = [];
  for (const [thing, perBucket] of lifts) {
    let weighted = 0;
    let count = 0;
    let variance = 0;
    for (const [bucket, withIt] of perBucket) {
      const total = buckets.get(bucket)!;
      const withoutGames = total.games - withIt.games;
      if (withoutGames === 0) continue;
      const without = (total.wins - withIt.wins) / withoutGames;
      weighted += (withIt.wins / withIt.games - without) * withIt.games;
      count += withIt.games;
      const p = total.wins / total.games;
      variance += withIt.games ** 2 * p * (1 - p) * (1 / withIt.games + 1 / withoutGames);
    }
    if (count > 0) rows.push([thing, (weighted / count) * 100, count, (Math.sqrt(variance) / count) * 100]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  const fmt = ([thing, lift, count, se]: (typeof rows)[number]) => `${thing} ${signed(lift)}±${se.toFixed(1)} (${count})`;
  for (const [label, prefix] of [
    ["Exploration card", "nc-"],
    ["Specialist", "ns-"],
    ["Science face", "nsb-"],
  ] as const) {
    const mine = rows.filter((r) => r[0].startsWith(prefix));
    out.push(
      "",
      `Lift of every ${label} (win-rate points ± one standard error, controlled for things in play; tribes that had it), best first:`,
    );
    for (let i = 0; i < mine.length; i += 6)
      out.push(
        "  " +
          mine
            .slice(i, i + 6)
            .map(fmt)
            .join(" · "),
      );
  }
  // With some 200 things compared at once, a few pass two standard errors by chance alone (2.3 % each, one-sided); three is the bar.
  const above = rows.filter((r) => r[1] > 5);
  const beyond = (k: number) => above.filter((r) => r[1] - k * r[3] > 5);
  out.push(
    "",
    `${above.length} of ${rows.length} things lift above +5 points; ${beyond(2).length} of them beyond two standard errors (about ${(rows.length * 0.023).toFixed(0)} expected by chance if none did); ${beyond(3).length} beyond three${beyond(3).length ? ": " + beyond(3).map(fmt).join(", ") : ""}`,
  );

  // The same lift within the tribes that met a card's prerequisite by the end (records from pass 10 on carry the levels).
  const within = prerequisiteLifts(
    records,
    rows.filter((r) => r[0].startsWith("nc-") && r[1] > 5).map((r) => r[0]),
  );
  if (within.length > 0)
    out.push(
      "",
      "Cards above +5 with a track or presence prerequisite, lift within the tribes that met it by the end (a second reading):",
      "  " + within.map((l) => `${l.thing} ${signed(l.lift)}±${l.se.toFixed(1)} (${l.count})`).join(" · "),
    );

  if (offers.size > 0) {
    // Pick rate: picked when offered; against chance: picks over the picks a uniform choice would make.
    const picks = [...offers].map(([card, o]) => ({ card, ...o, rate: o.picked / o.offered, ratio: o.picked / o.expected }));
    const rates = picks.map((p) => p.rate).sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)]!;
    picks.sort((a, b) => b.rate - a.rate);
    const over = picks.filter((p) => p.rate > 2 * median);
    const f = (p: (typeof picks)[number]) => `${p.card} ${pct(p.rate)} of ${p.offered} (×${p.ratio.toFixed(1)})`;
    out.push(
      "",
      `Draft pick rates (picked when offered; × = against a uniform pick from the same packets), ${picks.length} cards, median ${pct(median)}, best first:`,
    );
    for (let i = 0; i < picks.length; i += 6)
      out.push(
        "  " +
          picks
            .slice(i, i + 6)
            .map(f)
            .join(" · "),
      );
    out.push(
      "",
      `Above 2× the median pick rate (${pct(2 * median)}): ${over.length}${over.length ? ": " + over.map(f).join(", ") : ""}.`,
    );
    // Packets mix the decks (6 basic + 2 advanced to start) and advanced cards carry ◆: each deck against its own median too.
    for (const [deck, test] of [
      ["basic", (card: string) => card.startsWith("nc-b")],
      ["advanced and nuclear", (card: string) => !card.startsWith("nc-b")],
    ] as const) {
      const mine = picks.filter((p) => test(p.card));
      const deckRates = mine.map((p) => p.rate).sort((a, b) => a - b);
      const deckMedian = deckRates[Math.floor(deckRates.length / 2)]!;
      const deckOver = mine.filter((p) => p.rate > 2 * deckMedian);
      out.push(
        `${deck} cards (${mine.length}): median ${pct(deckMedian)}; above twice it: ${deckOver.length}${deckOver.length ? ": " + deckOver.map(f).join(", ") : ""}.`,
      );
    }
  }
  return out;
}
