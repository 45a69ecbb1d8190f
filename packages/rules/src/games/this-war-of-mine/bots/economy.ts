import { narrativeCard } from "../content/index.js";
import { tradable, totalWeight, valueOf } from "../gear.js";
import type { ItemCounts, ItemKind, StateKind } from "../items.js";
import { FOOD_ITEMS, type Draft, type DraftEdit, type TwomMove } from "../types.js";
import type { CharacterView, TwomPublicView } from "../views.js";

/**
 * The survival bot's economy, from the public view only: when to play a kept Narrative action
 * card, and how to trade — valuables the group has no use for (jewellery, cigarettes, coffee, a
 * guitar, broken weapons…) for food and medicine.
 */
const count = (items: ItemCounts, item: ItemKind): number => items[item] ?? 0;
const foodIn = (items: ItemCounts): number => FOOD_ITEMS.reduce((n, f) => n + count(items, f), 0);

/** What a Narrative card's effects are worth now, for its best actor (null: no actor needed). */
function narrativeWorth(view: TwomPublicView, card: string): { worth: number; actor: string | null } {
  const c = narrativeCard(card);
  let best: { worth: number; actor: string | null } = { worth: 0, actor: null };
  const candidates: (CharacterView | null)[] = c.actor ? view.characters.filter((x) => x.states.fatigue < 4) : [null];
  for (const actor of candidates) {
    let worth = 0;
    for (const e of c.effects) {
      if (e.kind === "gain") worth += 3;
      else if (e.kind === "cold") worth += view.cold > view.shelter.barricades.length ? 3 : 0;
      else if (e.kind === "state" && e.by < 0) {
        const who = e.who === "chosen" ? (actor ? [actor] : []) : view.characters;
        for (const x of who)
          worth += Math.min(-e.by, x.states[e.state as StateKind]) * (x.states[e.state as StateKind] >= 2 ? 2 : 1);
      }
    }
    if (worth > best.worth) best = { worth, actor: actor?.id ?? null };
  }
  return best;
}

/** A kept Narrative card worth playing now (its timing allows: the move is legal). */
export function narrativePlay(view: TwomPublicView, has: (m: TwomMove) => boolean): TwomMove | null {
  for (const card of view.narrative.kept) {
    const { worth, actor } = narrativeWorth(view, card);
    if (worth < 3) continue;
    const move: TwomMove = { type: "narrative", card, actor };
    if (has(move)) return move;
  }
  return null;
}

/** Which of the two offered Narrative cards to keep: the one worth more now, items breaking ties. */
export function narrativeKeep(view: TwomPublicView, offer: readonly string[]): number {
  const worth = offer.map((card) => narrativeWorth(view, card).worth + (narrativeCard(card).timing === "any" ? 0.5 : 0));
  return worth.length > 1 && worth[1]! > worth[0]! ? 1 : 0;
}

/** Tokens a careful group trades away: what it neither eats, heals with, fights with nor builds from. */
export const SPARE: readonly ItemKind[] = [
  "jewellery",
  "cigarettes",
  "coffee",
  "guitar",
  "broken_guitar",
  "broken_assault_rifle",
  "broken_pistol",
  "broken_sawn_off",
  "weapon_parts",
  "shell_casings",
  "sugar",
  "moonshine",
  "chemicals",
  "books",
];

/** The trade the bot wants: food first while short, then medicine and bandages; paid for with spare tokens. */
export function tradePlan(
  view: TwomPublicView,
  place: ItemCounts,
  capacityLeft: number,
): { give: ItemCounts; take: ItemCounts; commission: ItemCounts } | null {
  const trade = view.trade;
  if (!trade) return null;
  const spare: ItemKind[] = [];
  for (const item of SPARE) for (let k = 0; k < count(place, item); k++) spare.push(item);
  spare.sort((a, b) => valueOf(a) - valueOf(b));
  // The commission: the cheapest spare tokens that cover it.
  const commission: ItemCounts = {};
  let paid = 0;
  while (paid < trade.commission && spare.length > 0) {
    const item = spare.shift()!;
    commission[item] = count(commission, item) + 1;
    paid += valueOf(item);
  }
  if (paid < trade.commission) return null;
  let budget = spare.reduce((n, item) => n + valueOf(item), 0);
  const n = view.characters.length;
  const ill = view.characters.some((c) => c.states.illness >= 1);
  const hurt = view.characters.some((c) => c.states.wounds >= 1);
  const wants: ItemKind[] = [];
  const stock = foodIn(view.inventory) + foodIn(view.finds);
  for (let k = stock; k < 4 * n; k++) wants.push("canned_food", "raw_food", "vegetables");
  if (ill) wants.push("medicine", "herbal_medicine");
  if (hurt) wants.push("bandages");
  const take: ItemCounts = {};
  let weight = 0;
  for (const item of wants) {
    if (!trade.wares.includes(item) || !tradable(item)) continue;
    if (count(take, item) >= count(view.supply, item)) continue;
    const w = totalWeight({ [item]: 1 });
    if (valueOf(item) > budget || weight + w > capacityLeft) continue;
    take[item] = count(take, item) + 1;
    budget -= valueOf(item);
    weight += w;
  }
  const takeValue = Object.entries(take).reduce((s, [item, k]) => s + valueOf(item as ItemKind) * (k ?? 0), 0);
  if (takeValue === 0) return null;
  // Give the cheapest spare tokens until they cover what is taken.
  const give: ItemCounts = {};
  let given = 0;
  while (given < takeValue && spare.length > 0) {
    const item = spare.shift()!;
    give[item] = count(give, item) + 1;
    given += valueOf(item);
  }
  return given >= takeValue ? { give, take, commission } : null;
}

/** The next edit toward the trade the bot wants (or toward declining). */
export function tradeEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "trade" }>,
  place: ItemCounts,
  capacityLeft: number,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const plan = tradePlan(view, place, capacityLeft) ?? { give: {}, take: {}, commission: {} };
  for (const side of ["commission", "give", "take"] as const) {
    const items = new Set([...Object.keys(plan[side]), ...Object.keys(draft[side])] as ItemKind[]);
    for (const item of items)
      if (count(draft[side], item) !== count(plan[side], item)) {
        const e = legal({ kind: "barter", side, item, n: count(plan[side], item) });
        if (e) return e;
        return legal({ kind: "reset" });
      }
  }
  return null;
}
