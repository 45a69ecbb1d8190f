import { tradable, totalValue } from "./gear.js";
import type { ItemCounts, ItemKind } from "./items.js";
import { hiddenCount, placeOf, releaseHidden, type AwaitedEffect } from "./scripts/index.js";
import type { TwomState } from "./types.js";

/**
 * Trade (the digest's "Trade", FAQ 901), for scripts' `trade` effects (Locations' special actions,
 * Residents, Visitors). Tokens come from the Finds pile while scavenging, else the Inventory. The
 * group fills one draft — what it gives, what it takes from the trader's wares (no more than the box
 * holds: what is not in the box cannot be bought), and what it discards as commission — and the
 * Leader confirms: the commission first (tokens worth at least its total; one commission per trade
 * action), then the swap, what is given worth at least what is taken (surplus lost). Water, wood and
 * components are never bought, sold or used as payment. Bought items join the Finds pile while
 * scavenging (the ruling), else the Inventory. Confirming an empty draft declines the trade; nothing
 * is paid.
 */
type TradeDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "trade" }>;

export function startTrade(state: TwomState, effect: Extract<AwaitedEffect, { kind: "trade" }>): void {
  state.trade = { wares: [...effect.wares], commission: effect.commission };
  state.draft = { kind: "trade", give: {}, take: {}, commission: {} };
  state.draftVersion += 1;
}

const count = (items: ItemCounts): number => Object.values(items).reduce((a, n) => a + (n ?? 0), 0);
const isEmpty = (draft: TradeDraft): boolean => count(draft.give) + count(draft.take) + count(draft.commission) === 0;

/** The most of an item the draft may put on a side now. */
export function barterMax(state: TwomState, side: "give" | "take" | "commission", item: ItemKind, draft: TradeDraft): number {
  if (!tradable(item)) return 0;
  // What the box lacks may come off the Location cards that hide it (taken first when the box runs out).
  if (side === "take") return state.trade!.wares.includes(item) ? (state.supply[item] ?? 0) + hiddenCount(state, item) : 0;
  const other = side === "give" ? draft.commission : draft.give;
  return Math.max(0, (state[placeOf(state, "carried")][item] ?? 0) - (other[item] ?? 0));
}

export function tradeProblem(state: TwomState, draft: TradeDraft): string | null {
  if (isEmpty(draft)) return null;
  for (const side of ["give", "take", "commission"] as const)
    for (const [item, n] of Object.entries(draft[side]) as [ItemKind, number][])
      if (n > barterMax(state, side, item, draft)) return `cannot ${side} that much ${item}`;
  if (count(draft.take) === 0) return "take something, or decline";
  if (totalValue(draft.commission) < state.trade!.commission) return `the commission is worth ${state.trade!.commission}`;
  if (totalValue(draft.give) < totalValue(draft.take)) return "what you give must be worth what you take";
  return null;
}

export function resolveTrade(state: TwomState, draft: TradeDraft): void {
  if (isEmpty(draft)) {
    state.trade = null;
    state.tradeResult = "declined";
    return;
  }
  const place = state[placeOf(state, "carried")];
  for (const side of ["commission", "give"] as const)
    for (const [item, n] of Object.entries(draft[side]) as [ItemKind, number][]) {
      place[item] = (place[item] ?? 0) - n;
      if (place[item] === 0) delete place[item];
      state.supply[item] = (state.supply[item] ?? 0) + n;
    }
  for (const [item, n] of Object.entries(draft.take) as [ItemKind, number][]) {
    releaseHidden(state, item, n);
    state.supply[item] = (state.supply[item] ?? 0) - n;
    place[item] = (place[item] ?? 0) + n;
  }
  state.log.push({ kind: "trade", gave: { ...draft.give }, took: { ...draft.take }, commission: { ...draft.commission } });
  state.trade = null;
  state.tradeResult = "done";
}
