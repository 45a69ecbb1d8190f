import { randomInt } from "../../../engine/index.js";
import { changeState, findCharacter } from "../characters.js";
import type { ItemCounts } from "../items.js";
import { openDraft } from "../draftOpen.js";
import { knockAtDusk } from "../knock.js";
import { addCounts, payItems, payProblem } from "../markers.js";
import { FOOD_ITEMS, FOOD_VALUE, type FoodItem, type PhaseRun, type TwomState } from "../types.js";
import { ruleFixed } from "../version.js";

/**
 * Dusk (the digest's "3. Dusk"): first a knock at the door may bring a Visitor (`knock.ts`, our
 * ruling on when Visitors come); then the group's draft says who drinks 1 water and what each
 * character eats (asleep ones too); on confirmation, all at once: for each character who did not
 * drink, a roll — 1–5 Hunger +1, 6–10 Misery +1 (the digest's ruling: 6–10); then the meal: each
 * character who ate lowers Hunger by the food's value (canned 2, raw 1, a vegetable 0 but it counts
 * as eating), and each who ate nothing gains Hunger +1. Water and food may be withheld on purpose.
 * Anton's `cook`: once a day, one character eating raw food loses 1 more Hunger.
 * A level 4 reached at the water step is resolved at once, before the meal (the rulebook's 220: it
 * cannot be lowered to 3 first): that character does not come to the meal, their food stays in the
 * Inventory, and the meal waits in `state.meal` while the epilogue is read.
 */
export const THIRST_HUNGER_UP_TO = 5;

export function openDuskDraft(state: TwomState): PhaseRun {
  if (state.step === 0) {
    // A knock at the door first (a Visitor's story is read before water and food).
    state.step = 1;
    return knockAtDusk(state);
  }
  // The epilogues of a level 4 reached at the water step have been read: now the meal.
  if (state.meal) return serveMeal(state);
  if (state.step > 2) return "over";
  state.step = 2;
  openDraft(state, { kind: "dusk", water: {}, food: {} });
}

type DuskDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "dusk" }>;

export function duskCosts(draft: DuskDraft): ItemCounts {
  const total: ItemCounts = { water: Object.values(draft.water).filter(Boolean).length };
  for (const food of Object.values(draft.food)) addCounts(total, food);
  return total;
}

export function duskProblem(state: TwomState, draft: DuskDraft): string | null {
  for (const id of [...Object.keys(draft.water), ...Object.keys(draft.food)])
    if (!findCharacter(state, id)) return `${id} is not in the group`;
  const short = payProblem(state, duskCosts(draft));
  return short ? `not enough ${short.item}` : null;
}

/** Every edit worth offering: each character's water yes/no, and each food count the Inventory could cover. */
export function duskEdits(state: TwomState, draft: DuskDraft): { character: string; item: FoodItem | "water"; n: number }[] {
  const edits: { character: string; item: FoodItem | "water"; n: number }[] = [];
  for (const c of state.characters) {
    const drinks = draft.water[c.id] === true;
    if (drinks || (state.inventory.water ?? 0) > 0) edits.push({ character: c.id, item: "water", n: drinks ? 0 : 1 });
    for (const item of FOOD_ITEMS) {
      const now = draft.food[c.id]?.[item] ?? 0;
      for (let n = 0; n <= (state.inventory[item] ?? 0); n++) if (n !== now) edits.push({ character: c.id, item, n });
    }
  }
  return edits;
}

export function resolveDusk(state: TwomState, draft: DuskDraft): void {
  const drank = state.characters.filter((c) => draft.water[c.id]).map((c) => c.id);
  payItems(state, { water: drank.length });
  const rolls = state.log.length;
  for (const c of [...state.characters]) {
    if (drank.includes(c.id)) continue;
    const face = 1 + randomInt(state.rng, 10);
    state.log.push({ kind: "roll", what: "thirst", character: c.id, face });
    changeState(state, c, face <= THIRST_HUNGER_UP_TO ? "hunger" : "misery", 1, "thirst");
  }
  // A level 4 from thirst is resolved before the meal: that character's plate is not served (a
  // campaign begun before the fix served everyone).
  const away = ruleFixed(state, "levelFourAtOnce") ? state.epilogues.map((e) => e.character) : [];
  const food = Object.fromEntries(Object.entries(draft.food).filter(([id]) => !away.includes(id)));
  // The log's Dusk line (who drank, who ate) heads the rolls, as the table tells it.
  state.log.splice(rolls, 0, { kind: "dusk", drank, ate: structuredCloneFood(food) });
  state.step = 3;
  state.meal = { food, away };
  if (away.length === 0) serveMeal(state);
}

/** The meal (Dusk's hunger step), for the characters in the group but those whose level 4 came first. */
function serveMeal(state: TwomState): void {
  const { food: plates, away } = state.meal!;
  state.meal = null;
  const diners = state.characters.filter((c) => !away.includes(c.id));
  const served: DuskDraft["food"] = {};
  const left: ItemCounts = { ...state.inventory };
  for (const c of diners)
    for (const item of FOOD_ITEMS) {
      // The plan was checked whole at confirmation; food an epilogue read since took away is not eaten.
      const n = Math.min(plates[c.id]?.[item] ?? 0, left[item] ?? 0);
      if (n <= 0) continue;
      (served[c.id] ??= {})[item] = n;
      left[item] = (left[item] ?? 0) - n;
    }
  const total: ItemCounts = {};
  for (const plate of Object.values(served)) addCounts(total, plate);
  payItems(state, total);
  let cooked = !diners.some((c) => c.abilities.includes("cook"));
  for (const c of diners) {
    const food = served[c.id] ?? {};
    const eaten = FOOD_ITEMS.reduce((n, item) => n + (food[item] ?? 0), 0);
    if (eaten === 0) {
      changeState(state, c, "hunger", 1, "no food");
      continue;
    }
    let relief = FOOD_ITEMS.reduce((n, item) => n + (food[item] ?? 0) * FOOD_VALUE[item], 0);
    if (!cooked && (food.raw_food ?? 0) > 0) {
      relief += 1;
      cooked = true;
    }
    changeState(state, c, "hunger", -relief, "food");
  }
}

const structuredCloneFood = (food: DuskDraft["food"]): DuskDraft["food"] =>
  Object.fromEntries(Object.entries(food).map(([k, v]) => [k, { ...v }]));
