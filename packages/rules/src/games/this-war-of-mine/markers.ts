import { BOX_RESOURCES, boxCount, type ItemCounts, type ItemKind } from "./items.js";
import { releaseHidden } from "./scripts/world.js";
import type { TwomState } from "./types.js";

/**
 * The Inventory in units, its ×5 markers, and the box (the digest's "Inventory ×5 space" and its
 * ruling). Wood and components are plastic markers: 20 of each in the box. The ×5 space holds
 * markers worth 5 units each (Inventory only; the Finds pile and hidden stashes have none). The box limit applies to
 * markers: a gain takes single markers from the box and compresses 5 singles into one ×5 marker
 * as it goes, which frees 4 markers. Breaking a ×5 marker gives that marker plus as many singles
 * as the box still holds (up to 4); the rest is lost. A payment never breaks a ×5 marker at a
 * loss on its own: it is refused, and the Leader may break it on purpose first (`breakFive`).
 *
 * `inventory[item]` always counts units (what scripts read); `fives` how many of them sit in ×5
 * markers; `supply[item]` what the box still holds (markers, for wood and components).
 */
export const FIVE_RESOURCES = ["wood", "components"] as const;
export type FiveResource = (typeof FIVE_RESOURCES)[number];
const isFive = (item: ItemKind): item is FiveResource => item === "wood" || item === "components";

export const singles = (state: TwomState, r: FiveResource): number => (state.inventory[r] ?? 0) - 5 * state.fives[r];

/** Markers of a resource out of the box: Inventory singles, ×5 markers, Finds pile units. */
export const markersInPlay = (state: TwomState, r: FiveResource): number =>
  singles(state, r) +
  state.fives[r] +
  (state.finds[r] ?? 0) +
  Object.values(state.stash ?? {}).reduce((sum, items) => sum + (items[r] ?? 0), 0);

const add = (counts: ItemCounts, item: ItemKind, n: number): void => {
  const next = (counts[item] ?? 0) + n;
  if (next === 0) delete counts[item];
  else counts[item] = next;
};

/**
 * After a script changed units directly (it gains no more units than the box has markers, and
 * loses units back to the box): breaks ×5 markers the units no longer cover (losing what the box
 * cannot give), compresses singles when `compress`, and recounts the box.
 */
export function settleMarkers(state: TwomState, compress = true): void {
  for (const r of FIVE_RESOURCES) {
    while (singles(state, r) < 0 && state.fives[r] > 0) state.fives[r] -= 1;
    if (compress) while (singles(state, r) >= 5) state.fives[r] += 1;
    const free = BOX_RESOURCES[r] - markersInPlay(state, r);
    if (free < 0) add(state.inventory, r, free);
    state.supply[r] = Math.max(0, BOX_RESOURCES[r] - markersInPlay(state, r));
  }
}

/** Takes up to `n` of an item from the box into the Inventory (compressing wood and components); returns how many came. */
export function gainItem(state: TwomState, item: ItemKind, n: number): number {
  if (!isFive(item)) {
    releaseHidden(state, item, n);
    const k = Math.min(n, state.supply[item] ?? 0);
    if (k > 0) {
      add(state.supply, item, -k);
      add(state.inventory, item, k);
    }
    return k;
  }
  let got = 0;
  // A marker at a time: compressing frees markers, so hidden ones are taken only when the box has none.
  while (got < n && ((state.supply[item] ?? 0) > 0 || releaseHidden(state, item, 1) > 0)) {
    add(state.supply, item, -1);
    add(state.inventory, item, 1);
    got += 1;
    if (singles(state, item) >= 5) {
      state.fives[item] += 1;
      add(state.supply, item, 4);
    }
  }
  return got;
}

export function gainItems(state: TwomState, items: ItemCounts): ItemCounts {
  const got: ItemCounts = {};
  for (const [item, n] of Object.entries(items) as [ItemKind, number][]) {
    const k = gainItem(state, item, n);
    if (k > 0) got[item] = k;
  }
  return got;
}

/** Why a payment from the Inventory cannot be made: too few units, or a ×5 break that would lose units. */
export type PayProblem = { item: ItemKind; why: "short" | "break-loses" } | null;

interface FiveSim {
  singles: number;
  fives: number;
  supply: number;
}

/** Pays `n` units of a resource on a copy; null when it cannot without a lossy break. */
function simulateFive(sim: FiveSim, n: number): { sim: FiveSim; problem: "short" | "break-loses" | null } {
  const s = { ...sim };
  let left = n;
  while (left > 0) {
    if (s.singles > 0) {
      const k = Math.min(s.singles, left);
      s.singles -= k;
      s.supply += k;
      left -= k;
      continue;
    }
    if (s.fives === 0) return { sim: s, problem: "short" };
    if (s.supply < 4) return { sim: s, problem: "break-loses" };
    s.fives -= 1;
    s.singles = 5;
    s.supply -= 4;
  }
  return { sim: s, problem: null };
}

/** Whether the Inventory can pay `items` now (all together), without losing units to a break. */
export function payProblem(state: TwomState, items: ItemCounts): PayProblem {
  for (const [item, n] of Object.entries(items) as [ItemKind, number][]) {
    if (n <= 0) continue;
    if ((state.inventory[item] ?? 0) < n) return { item, why: "short" };
    if (isFive(item)) {
      const { problem } = simulateFive(
        { singles: singles(state, item), fives: state.fives[item], supply: state.supply[item] ?? 0 },
        n,
      );
      if (problem) return { item, why: problem };
    }
  }
  return null;
}

/** Pays `items` from the Inventory back to the box (checked first with `payProblem`). */
export function payItems(state: TwomState, items: ItemCounts): void {
  const problem = payProblem(state, items);
  if (problem) throw new Error(`This War of Mine: cannot pay ${problem.item} (${problem.why})`);
  for (const [item, n] of Object.entries(items) as [ItemKind, number][]) {
    if (n <= 0) continue;
    if (isFive(item)) {
      const { sim } = simulateFive(
        { singles: singles(state, item), fives: state.fives[item], supply: state.supply[item] ?? 0 },
        n,
      );
      add(state.inventory, item, -n);
      state.fives[item] = sim.fives;
      state.supply[item] = sim.supply;
    } else {
      add(state.inventory, item, -n);
      add(state.supply, item, n);
    }
  }
}

/** Breaks one ×5 marker: it stays as a single, and the box gives up to 4 more; returns the units lost. */
export function breakFive(state: TwomState, r: FiveResource): number {
  if (state.fives[r] === 0) throw new Error(`This War of Mine: no ×5 ${r} marker to break`);
  const extra = Math.min(4, state.supply[r] ?? 0);
  state.fives[r] -= 1;
  state.supply[r] = (state.supply[r] ?? 0) - extra;
  add(state.inventory, r, -(4 - extra));
  return 4 - extra;
}

/** Sums item counts. */
export function addCounts(into: ItemCounts, more: ItemCounts, times = 1): ItemCounts {
  for (const [item, n] of Object.entries(more) as [ItemKind, number][]) add(into, item, n * times);
  return into;
}

export const boxOf = boxCount;
