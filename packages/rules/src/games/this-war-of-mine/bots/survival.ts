import { pickOne, type Bot } from "../../../engine/index.js";
import { capacity, defaultCarry, peopleWeight } from "../scavenging.js";
import { characterCard, explorationCard, fixtureCard, locationCard, objectiveCard, type Fixture } from "../content/index.js";
import { DIE_FACES, isFirearm, totalWeight, valueOf, type Weapon } from "../gear.js";
import type { ItemCounts, ItemKind } from "../items.js";
import { movesFromView } from "../draftOptions.js";
import { leaderMoves } from "../moves.js";
import { actionOptions, planProblem } from "../phases/day.js";
import type { Cost, Effect } from "../scripts/schema.js";
import {
  FOOD_ITEMS,
  FOOD_VALUE,
  MAX_SCAVENGERS,
  type DayAction,
  type Draft,
  type DraftEdit,
  type FoodItem,
  type TwomMove,
  type TwomState,
} from "../types.js";
import { publicView, type CharacterView, type TwomPublicView } from "../views.js";
import { narrativeKeep, narrativePlay, SPARE, tradeEdit, tradePlan } from "./economy.js";
import { random } from "./random.js";

/**
 * "survival": a careful group. It decides from what every seat sees — the public view (the
 * draft, the script's choices by label, availability and cost, the open cards: the Exploration card
 * being resolved, the Locations in play, the Fixtures deck) and its legal moves — never from an
 * undrawn card, a deck's order, a script's text or jump target before it is reached. Rules helpers
 * it calls (a day plan's problem, the Backpacks' capacity, the default load) read only what the view
 * shows. It eats and drinks so nobody's Hunger reaches 4, keeps a guard every night, sends the fit to
 * scavenge, sleeps the tired, builds Beds, water and food fixtures first, and picks a script's
 * choice by a simple value: the first affordable choice whose cost spares the group's reserves.
 *
 * It edits the draft one field at a time toward the plan it wants (computed afresh from the view
 * each move, never from the draft itself, so it cannot go round in circles), then confirms.
 * Decisions it has no opinion on fall back to the random bot.
 */
export const survival: Bot<TwomState, TwomMove> = (state, seat, rng) => {
  // The view already lists the draft's edits: the legal moves are made from it, not computed twice. Only
  // the Leader's own moves are added: the bot plays on for the story, it never concedes.
  const view = publicView(state);
  const moves = movesFromView(view, leaderMoves(state, seat));
  if (moves.length === 0) throw new Error(`this-war-of-mine: seat ${seat} has no legal move`);
  const has = (m: TwomMove) => moves.some((l) => same(l, m));
  const urgent = anytime(view, has) ?? narrativePlay(view, has);
  if (urgent) return urgent;
  const draft = view.draft;
  if (!draft) return pickOne(rng, moves);
  const edit = nextEdit(state, view, draft, moves);
  if (edit) return { type: "edit", edit };
  const confirm = moves.find((m) => m.type === "confirm");
  if (confirm) return confirm;
  // The plan is not confirmable (a case the bot does not know): back to the draft as offered, or random.
  const reset = moves.find((m) => m.type === "edit" && m.edit.kind === "reset");
  return reset ?? random(state, seat, rng);
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const count = (items: ItemCounts, item: ItemKind): number => items[item] ?? 0;
const food = (items: ItemCounts): number => FOOD_ITEMS.reduce((n, f) => n + count(items, f), 0);
const awake = (c: CharacterView): boolean => !c.asleep;
const burden = (c: CharacterView): number =>
  c.states.hunger + c.states.misery + c.states.wounds + c.states.illness + c.states.fatigue;

/** Any-time moves that cannot wait: someone at Hunger 3 eats; someone at Misery 3 drinks; the objective when it spares the reserves. */
function anytime(view: TwomPublicView, has: (m: TwomMove) => boolean): TwomMove | null {
  for (const c of view.characters) {
    if (c.states.hunger >= 3)
      for (const item of ["raw_food", "canned_food", "vegetables"] as const) {
        const m: TwomMove = { type: "eat", character: c.id, item };
        if (has(m)) return m;
      }
    // A drink against Misery: at 3 whenever the Fatigue allows, at 2 only when rested.
    if ((c.states.misery >= 3 && c.states.fatigue <= 2) || (c.states.misery === 2 && c.states.fatigue === 0))
      for (const item of ["pure_alcohol", "moonshine"] as const) {
        if (item === "moonshine" && c.states.fatigue > 1) continue;
        const m: TwomMove = { type: "drink", character: c.id, item };
        if (has(m)) return m;
      }
  }
  const inPlay = view.objective;
  if (inPlay) {
    for (let option = 0; option < 6; option++) {
      const m: TwomMove = { type: "objective", option };
      if (!has(m)) continue;
      const boxes = objectiveBox(view, option);
      if (boxes && sparesReserves(view, boxes, objectiveStakes(inPlay.card))) return m;
    }
  }
  return null;
}

/** The items of an option of the objective's current box (the revealed card is open). */
function objectiveBox(view: TwomPublicView, option: number): ItemCounts | null {
  const inPlay = view.objective!;
  return objectiveBoxes(inPlay.card)?.[inPlay.marker]?.[option] ?? null;
}

const objectiveBoxes = (card: string) => objectiveCard(card).boxes;

/**
 * How much the objective in play weighs on the group: the Misery its reward and penalty swing for
 * each character (the revealed card is open). A heavy one (the children upstairs: −2 or +2) is
 * worth the group's last reserves.
 */
function objectiveStakes(card: string): number {
  const o = objectiveCard(card);
  const misery = (effects: readonly Effect[]) =>
    effects.reduce((n, e) => n + (e.kind === "state" && e.state === "misery" ? e.by : 0), 0);
  return misery(o.penalty) - misery(o.reward);
}

/** What the group keeps for itself: a water and two food per character (less when the objective weighs more). */
function sparesReserves(view: TwomPublicView, items: ItemCounts, stakes = 0): boolean {
  const n = view.characters.length;
  const waterKept = stakes >= 3 ? 0 : stakes >= 2 ? Math.ceil(n / 2) : n;
  const foodKept = stakes >= 3 ? n : stakes >= 2 ? n : 2 * n;
  for (const [item, k] of Object.entries(items) as [ItemKind, number][]) {
    const left = count(view.inventory, item) - k;
    if (item === "water" && left < waterKept) return false;
    if ((FOOD_ITEMS as readonly string[]).includes(item) && food(view.inventory) - k < foodKept) return false;
    if ((item === "wood" || item === "components") && left < 2) return false;
  }
  return true;
}

/** The next edit toward the bot's plan for this draft; null when the draft is as the bot wants it. */
function nextEdit(state: TwomState, view: TwomPublicView, draft: Draft, moves: TwomMove[]): DraftEdit | null {
  const edits = moves.flatMap((m) => (m.type === "edit" ? [m.edit] : []));
  const legal = (e: DraftEdit): DraftEdit | null => (edits.some((l) => same(l, e)) ? e : null);
  switch (draft.kind) {
    case "script":
      return scriptEdit(view, draft, legal);
    case "day":
      return dayEdit(state, view, draft, legal);
    case "dusk":
      return duskEdit(view, draft, legal);
    case "night":
      return nightEdit(view, draft, legal);
    case "medicine":
      return medicineEdit(view, draft, legal);
    case "narrative": {
      const keep = narrativeKeep(view, draft.offer);
      return draft.keep !== keep ? legal({ kind: "keep", index: keep }) : null;
    }
    case "expedition":
      return expeditionEdit(view, draft, legal);
    case "explore":
      return exploreEdit(state, view, draft, edits, legal);
    case "card":
      return cardEdit(view, draft, edits, legal);
    case "carry":
      return carryEdit(state, view, draft, legal);
    case "trade": {
      // Spare valuables for food and medicine; otherwise it declines (an empty trade).
      const scavenging = view.phase === "scavenging" && view.expedition !== null;
      const place = scavenging ? view.finds : view.inventory;
      const room = scavenging ? capacity(state, []) - totalWeight(view.finds) : 99;
      return tradeEdit(view, draft, place, room, legal);
    }
    case "fight":
      return fightEdit(view, draft, legal);
    case "rolls":
      return rollsEdit(view, draft, edits);
    case "guards":
      return guardsEdit(view, draft, legal);
    case "crime": {
      const fewest = edits.flatMap((e) => (e.kind === "crime" ? [e.raids] : [])).sort((a, b) => a - b)[0];
      return draft.raids === null || (fewest !== undefined && fewest < draft.raids)
        ? legal({ kind: "crime", raids: fewest ?? 0 })
        : null;
    }
    case "hits":
    case "raidLoss":
      // The drafts open with a valid default (hits on the first enemies, Wounds cancelled first).
      return null;
  }
}

// ---------------------------------------------------------------- scripts

/** The value of a choice: paying is worth it when the group can spare it; the first affordable choice wins. */
function choiceValue(view: TwomPublicView, costs: readonly Cost[]): number {
  let value = 0;
  for (const cost of costs) {
    if (cost.kind === "lose") {
      const place = view.phase === "scavenging" && view.expedition ? view.finds : view.inventory;
      const left = count(place, cost.item) - cost.n;
      if (cost.item === "water" || (FOOD_ITEMS as readonly string[]).includes(cost.item))
        value -= left < view.characters.length ? 4 : 1;
      else value -= Math.min(3, valueOf(cost.item) / 2);
    } else if (cost.kind === "state")
      value -= cost.state === "wounds" || cost.state === "illness" ? 3 * Math.abs(cost.by) : Math.abs(cost.by);
    else if (cost.kind === "noise") value -= cost.by / 2;
    else if (cost.kind === "returnExploration") value -= cost.n / 4;
  }
  return value;
}

/** A small stable hash (FNV-1a) of a string. */
function storyHash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}

function scriptEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "script" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const script = view.script;
  if (!script) return null;
  const options = script.choices.filter((c) => c.available);
  if (options.length === 0) return null;
  // A choice with something to pay buys something: slightly preferred when the group can spare it.
  const scored = options.map((c) => ({ c, v: choiceValue(view, c.cost) + (c.cost.length > 0 ? 1.5 : 0) - c.index * 0.01 }));
  scored.sort((a, b) => b.v - a.v);
  // Groups differ: among the choices close to the best, one picked by the place in the story (stable
  // from move to move, so the draft converges), not always the first.
  const close = scored.filter((s) => s.v >= scored[0]!.v - 2);
  const best =
    close[storyHash(`${script.at}|${script.read.length}|${view.day}|${view.characters.map((c) => c.id).join()}`) % close.length]!
      .c;
  const byId = new Map(view.characters.map((c) => [c.id, c]));
  const actor =
    best.actors === null
      ? null
      : ([...best.actors].sort((a, b) => burden(byId.get(a)!) - burden(byId.get(b)!) || a.localeCompare(b))[0] ?? null);
  if (draft.choice === best.index && draft.actor === actor) return null;
  return legal({ kind: "choice", choice: best.index, actor });
}

// ---------------------------------------------------------------- Day actions

/** How much an action is worth to a careful group now. */
function actionValue(view: TwomPublicView, c: CharacterView, a: DayAction): number {
  const beds = Object.values(view.shelter.fixtures).filter((f) => fixtureCard(f).bed).length;
  switch (a.kind) {
    case "nurse": {
      const p = view.characters.find((x) => x.id === a.patient)!;
      return p.states[a.state] >= 2 ? 9 : p.states[a.state] >= 1 ? 5 : -1;
    }
    case "nap":
      return c.states.fatigue >= 3 ? 8 : c.states.fatigue >= 2 ? 3 : -1;
    case "clear":
      return 7;
    case "build":
      return buildValue(view, fixtureCard(a.fixture), beds);
    case "use":
      return useValue(view, c, fixtureCard(view.shelter.fixtures[a.space]!), a);
    case "rummage":
      return a.wood === 2 ? 4 : -1;
    case "garden":
      return 5;
    case "search":
      return 5;
    case "newIdea":
      return 1;
    default:
      return -1;
  }
}

function buildValue(view: TwomPublicView, f: Fixture, beds: number): number {
  const built = Object.values(view.shelter.fixtures);
  // The objective in play asks for it (its card is open): worth more than a second Bed.
  const wanted = view.objective ? objectiveCard(view.objective.card).condition : undefined;
  if (f.id === "workshop" && typeof wanted === "object" && wanted.kind === "flag" && wanted.flag === "built_workshop")
    return built.includes("workshop") ? -1 : 9;
  if (f.bed) return beds === 0 ? 8 : beds === 1 && view.characters.length >= 3 ? 6 : -1;
  const value: Record<string, number> = {
    "rain-collector": 7,
    "rat-trap": 7,
    "vegetable-bed": 6,
    armchair: 5,
    "kitchen-table": 5,
    workshop: 4,
    "water-filter": count(view.inventory, "filters") > 0 ? 5 : 1,
    heater: view.cold >= 2 ? 7 : view.cold > 0 ? 5 : 1,
    "herb-drier": 2,
    bookshelf: 5,
    "chemistry-set": 3,
    "sewing-corner": 2,
    washtub: 4,
  };
  if (built.some((b) => fixtureCard(b).name.en === f.name.en)) return -1;
  return value[f.id] ?? 0;
}

function useValue(view: TwomPublicView, c: CharacterView, f: Fixture, a: Extract<DayAction, { kind: "use" }>): number {
  const action = f.actions.find((x) => x.id === a.action);
  if (!action || a.times !== 1) return -1;
  if (action.waiting) return 7;
  if (action.special === "barricade") return 3;
  if (action.special === "radio") return 0;
  if (action.cold) return view.cold > view.shelter.barricades.length ? 5 : -1;
  if (action.self?.misery) return c.states.misery >= 2 ? 6 : -1;
  if (action.self?.fatigue) return c.states.fatigue >= 2 ? 4 : -1;
  const gain = action.gain ?? {};
  if (count(gain, "water") > 0 || count(gain, "medicine") > 0 || count(gain, "herbal_medicine") > 0) return 6;
  if (count(gain, "bandages") > 0) return count(view.inventory, "water") > view.characters.length ? 2 : -1;
  return -1;
}

function dayEdit(
  state: TwomState,
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "day" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const plan: Record<string, DayAction | null> = {};
  // The most burdened act first (a nap, a nurse), then the rest.
  for (const c of [...state.characters].sort((a, b) => a.id.localeCompare(b.id))) {
    const cv = view.characters.find((x) => x.id === c.id)!;
    const options = actionOptions(state, c, draft.step)
      .map((a) => ({ a, v: actionValue(view, cv, a) }))
      .filter((o) => o.v > 0)
      .sort((x, y) => y.v - x.v);
    plan[c.id] = null;
    for (const { a } of options) {
      if (planProblem(state, draft.step, { ...plan, [c.id]: a }) === null) {
        plan[c.id] = a;
        break;
      }
    }
  }
  for (const [id, action] of Object.entries(plan))
    if (!same(draft.plan[id] ?? null, action)) {
      const e = legal({ kind: "assign", character: id, action });
      if (e) return e;
    }
  return null;
}

// ---------------------------------------------------------------- Dusk, Night, medicine

function duskEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "dusk" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const chars = [...view.characters].sort(
    (a, b) => b.states.hunger + b.states.misery - (a.states.hunger + a.states.misery) || a.id.localeCompare(b.id),
  );
  let water = count(view.inventory, "water");
  const drinks: Record<string, boolean> = {};
  for (const c of chars) {
    drinks[c.id] = water > 0;
    if (water > 0) water--;
  }
  // Food, one unit at a time, to whoever would end the day hungriest (the best food first).
  const stock: Record<FoodItem, number> = { canned_food: 0, raw_food: 0, vegetables: 0 };
  for (const f of FOOD_ITEMS) stock[f] = count(view.inventory, f);
  const plenty = food(view.inventory) >= 3 * chars.length;
  const eats: Record<string, Partial<Record<FoodItem, number>>> = {};
  const after = new Map(chars.map((c) => [c.id, c.states.hunger + 1]));
  for (;;) {
    const item = (["canned_food", "raw_food", "vegetables"] as const).find((f) => stock[f] > 0);
    if (!item) break;
    const hungriest = [...chars].sort((a, b) => after.get(b.id)! - after.get(a.id)!)[0];
    if (!hungriest) break;
    const h = after.get(hungriest.id)!;
    const first = Object.keys(eats[hungriest.id] ?? {}).length === 0;
    if (h < (plenty ? 1 : 2)) break;
    if (!first && FOOD_VALUE[item] === 0) break;
    stock[item]--;
    const e = (eats[hungriest.id] ??= {});
    e[item] = (e[item] ?? 0) + 1;
    after.set(hungriest.id, first ? h - 1 - FOOD_VALUE[item] : h - FOOD_VALUE[item]);
  }
  for (const c of chars) {
    if ((draft.water[c.id] === true) !== drinks[c.id]) {
      const e = legal({ kind: "water", character: c.id, drink: drinks[c.id]! });
      if (e) return e;
    }
    for (const item of FOOD_ITEMS) {
      const want = eats[c.id]?.[item] ?? 0;
      if ((draft.food[c.id]?.[item] ?? 0) !== want) {
        const e = legal({ kind: "food", character: c.id, item, n: want });
        if (e) return e;
      }
    }
  }
  return null;
}

function nightEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "night" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  let beds = Object.values(view.shelter.fixtures).filter((f) => fixtureCard(f).bed).length;
  const tasks: Record<string, "bed" | "floor" | "guard" | "scavenge"> = {};
  const fit = (c: CharacterView) =>
    awake(c) && c.states.fatigue <= 2 && c.states.wounds <= 2 && c.states.illness <= 2 && c.states.hunger <= 3;
  const byTired = [...view.characters].sort((a, b) => b.states.fatigue - a.states.fatigue || a.id.localeCompare(b.id));
  const able = byTired.filter(fit).reverse();
  const hungry = food(view.inventory) < 2 * view.characters.length || count(view.inventory, "water") < view.characters.length;
  // One guard (the one with the least Backpack), the others scavenge (at most 3); the rest sleep.
  const backpack = (c: CharacterView) => characterCard(c.id)?.backpack ?? 2;
  const order = [...able].sort(
    (a, b) => backpack(b) - backpack(a) || a.states.fatigue - b.states.fatigue || a.id.localeCompare(b.id),
  );
  let guards = 0;
  let scavengers = 0;
  if (order.length === 1) tasks[order[0]!.id] = hungry || view.day === 1 ? "scavenge" : "guard";
  else {
    const guard = order[order.length - 1];
    if (guard) {
      tasks[guard.id] = "guard";
      guards++;
    }
    for (const c of order.slice(0, -1)) {
      if (scavengers < MAX_SCAVENGERS && (scavengers < 2 || hungry)) {
        tasks[c.id] = "scavenge";
        scavengers++;
      } else tasks[c.id] = guards < 2 ? "guard" : "floor";
      if (tasks[c.id] === "guard") guards++;
    }
  }
  // Nobody fit to guard: the least tired of those awake keeps watch anyway (no guard at all is worse).
  if (!Object.values(tasks).includes("guard")) {
    const watch = [...byTired].reverse().find((c) => awake(c) && !tasks[c.id] && c.states.wounds <= 1 && c.states.fatigue <= 2);
    if (watch) tasks[watch.id] = "guard";
  }
  for (const c of byTired)
    if (!tasks[c.id]) {
      tasks[c.id] = beds > 0 ? "bed" : "floor";
      if (beds > 0) beds--;
    }
  for (const c of view.characters)
    if (draft.tasks[c.id] !== tasks[c.id]) {
      const e = legal({ kind: "task", character: c.id, task: tasks[c.id]! });
      if (e) return e;
    }
  return null;
}

function medicineEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "medicine" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const stock = { ...view.inventory };
  for (const c of [...view.characters].sort(
    (a, b) => b.states.wounds + b.states.illness - (a.states.wounds + a.states.illness),
  )) {
    const wants: [typeof c.states.wounds, "medicine" | "herbal_medicine" | "bandages"][] = [];
    if (c.states.illness >= 1) wants.push([c.states.illness, count(stock, "medicine") > 0 ? "medicine" : "herbal_medicine"]);
    if (c.states.wounds >= 1) wants.push([c.states.wounds, "bandages"]);
    for (const [, item] of wants) {
      if ((c.placed?.[item] ?? 0) > 0) continue;
      const want = count(stock, item) > 0 ? 1 : 0;
      if (want) stock[item] = count(stock, item) - 1;
      if ((draft.placed[c.id]?.[item] ?? 0) !== want) {
        const e = legal({ kind: "medicine", character: c.id, item, n: want });
        if (e) return e;
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------- Scavenging

const WEAPON_ORDER: Weapon[] = ["hatchet", "knife", "pistol", "sawn_off", "assault_rifle"];

/** Spare valuables the group could trade (light ones only: they must not crowd the Backpacks). */
function spareGoods(view: TwomPublicView): ItemCounts {
  const goods: ItemCounts = {};
  for (const item of SPARE)
    if (totalWeight({ [item]: 1 }) === 0 && count(view.inventory, item) > 0) goods[item] = count(view.inventory, item);
  return goods;
}

function expeditionEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "expedition" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const scores = view.locations.spaces.map((id, space) => {
    if (id === null) return -Infinity;
    const card = locationCard(id);
    const specials = card.specials
      .filter((s) => !s.effects.some((e) => e.kind === "trade"))
      .map((s) => optionValue(view, [], s.effects) - s.returns * 0.8);
    return (
      (3 - space) * 1.5 +
      card.caps.water * 2 +
      (card.caps.wood + card.caps.components) / 4 +
      Math.max(0, ...specials) +
      (view.stash[id] ? 3 : 0)
    );
  });
  // A Location whose trade the group's spare valuables could pay for is worth the trip.
  const spare = spareGoods(view);
  for (const [space, id] of view.locations.spaces.entries()) {
    if (id === null) continue;
    const best = Math.max(
      0,
      ...locationCard(id).specials.map((s) => tradeSpecialValue(view, s.effects, spare, 6) - s.returns * 0.5),
    );
    scores[space] = scores[space]! + best;
  }
  const space = scores.indexOf(Math.max(...scores));
  if (draft.space !== space) {
    const e = legal({ kind: "location", space });
    if (e) return e;
  }
  const scavengers = view.characters.filter((c) => c.task === "scavenging").length;
  const equip: ItemCounts = {};
  let weapons = 0;
  for (const w of WEAPON_ORDER) {
    const n = Math.min(count(view.inventory, w), scavengers - weapons);
    if (isFirearm(w) && count(view.inventory, "ammo") < 2) continue;
    if (n > 0) equip[w] = n;
    weapons += Math.max(0, n);
  }
  if (WEAPON_ORDER.some((w) => isFirearm(w) && count(equip, w) > 0)) equip.ammo = Math.min(2, count(view.inventory, "ammo"));
  if (count(view.inventory, "lockpick") > 0) equip.lockpick = 1;
  // Trade goods: the spare valuables go along when tonight's Location trades what the group needs.
  const chosen = view.locations.spaces[space];
  if (chosen && locationCard(chosen).specials.some((s) => tradeSpecialValue(view, s.effects, spare, 6) > 0))
    for (const [item, n] of Object.entries(spare) as [ItemKind, number][]) equip[item] = n;
  for (const [item, n] of Object.entries(equip) as [ItemKind, number][])
    if (count(draft.equip, item) !== n) {
      const e = legal({ kind: "equip", item, n });
      if (e) return e;
    }
  return null;
}

type ExploreWant = { kind: "draw" | "hiding" | "end" | "listen" } | { kind: "special"; id: string };

/**
 * What a Location's trade (a special action) would bring the group with what it carries: the bot's
 * trade plan against those wares, each food, water or medical token bought worth 2, the rest 1.
 */
function tradeSpecialValue(view: TwomPublicView, effects: readonly Effect[], carried: ItemCounts, room: number): number {
  const trade = effects.find((e) => e.kind === "trade");
  if (!trade) return 0;
  const plan = tradePlan({ ...view, trade: { wares: [...trade.wares], commission: trade.commission } }, carried, room);
  if (!plan) return 0;
  return Object.entries(plan.take).reduce((v, [item, n]) => v + (n ?? 0) * (NEEDED.includes(item as ItemKind) ? 2 : 1), 0);
}
const NEEDED: readonly ItemKind[] = [...FOOD_ITEMS, "water", "medicine", "herbal_medicine", "bandages"];

/** The value of the next Unknown card when it has been heard (Olek's good ear): its best option's. */
function heardValue(view: TwomPublicView, id: string): number {
  const card = explorationCard(id);
  if (card.kind !== "room") return 0;
  return Math.max(0, ...card.options.map((o) => optionValue(view, o.cost ?? [], o.effects ?? [])));
}

/** A Location's special action worth more than drawing the cards it returns (the Location card is open). */
function bestSpecial(
  view: TwomPublicView,
  acts: Extract<DraftEdit, { kind: "act" }>["act"][],
  now: Extract<DraftEdit, { kind: "act" }>["act"] | null,
  room: number,
): ExploreWant | null {
  const specials = locationCard(view.location!).specials;
  let best: ExploreWant | null = null;
  let bestValue = 0;
  for (const act of [...acts, ...(now ? [now] : [])]) {
    if (act.kind !== "special") continue;
    const s = specials.find((x) => x.id === act.id);
    if (!s) continue;
    const v = s.effects.some((e) => e.kind === "trade")
      ? tradeSpecialValue(view, s.effects, view.finds, room) - s.returns * 0.5
      : optionValue(view, [{ kind: "returnExploration", n: s.returns }], s.effects) - s.returns * 0.8;
    if (v > bestValue) {
      bestValue = v;
      best = { kind: "special", id: s.id };
    }
  }
  return best;
}

function exploreEdit(
  state: TwomState,
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "explore" }>,
  edits: DraftEdit[],
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const acts = edits.flatMap((e) => (e.kind === "act" ? [e.act] : []));
  const offered = (kind: string) => acts.some((a) => a.kind === kind) || draft.act?.kind === kind;
  const scavengers = view.characters.filter((c) => c.task === "scavenging");
  const full = totalWeight(view.finds) >= capacity(state, []);
  const hurt = scavengers.some((c) => c.states.wounds >= 2 || c.states.fatigue >= 3);
  let want: ExploreWant = { kind: "draw" };
  const room = capacity(state, []) - peopleWeight(state, []) - totalWeight(view.finds);
  const special = bestSpecial(view, acts, draft.act, room);
  const heard = view.expedition?.heard ?? null;
  // Olek's good ear where it helps: before deciding whether to push on, while the listener is fresh.
  const listener = scavengers.find((c) => c.abilities.includes("good-ear"));
  if (offered("end") && (full || hurt || view.noise >= 6)) want = { kind: "end" };
  else if (offered("end") && heard !== null && heardValue(view, heard) < 1) want = { kind: "end" };
  else if (offered("listen") && offered("end") && listener && listener.states.fatigue <= 1) want = { kind: "listen" };
  else if (offered("hiding") && view.noise >= 5) want = { kind: "hiding" };
  else if (special && !full) want = special;
  else if (!offered("draw")) {
    const other = acts[0];
    return other && !same(draft.act, other) && draft.act === null ? legal({ kind: "act", act: other }) : null;
  }
  return same(draft.act, want) ? null : legal({ kind: "act", act: want });
}

/** What a Finds card's line is worth to a hungry, thirsty group (kitchens and cellars hold food and water). */
const LINE_VALUE: Record<string, number> = { kitchen: 4.5, cellar: 3.5, cabinet: 3, furniture: 2.5, workshop: 2, wardrobe: 1.5 };

/** The value of an Exploration card's option: finds are worth the time and the Noise, up to a point. */
function optionValue(view: TwomPublicView, cost: readonly Cost[], effects: readonly Effect[]): number {
  let v = 0;
  for (const c of cost) {
    if (c.kind === "returnExploration") v -= c.n * 0.5;
    else if (c.kind === "noise") v -= c.by * (0.5 + view.noise / 8);
    else if (c.kind === "state") v -= c.by * (c.state === "fatigue" ? 1.5 : 3);
    else if (c.kind === "lose") v -= 1 + valueOf(c.item) / 3;
  }
  for (const e of effects) {
    if (e.kind === "drawFinds") v += LINE_VALUE[e.line] ?? 2;
    else if (e.kind === "gain") v += e.n * (e.item === "water" || (FOOD_ITEMS as readonly string[]).includes(e.item) ? 2 : 1);
    else if (e.kind === "noiseRoll") v -= 1 + view.noise / 4;
    else if (e.kind === "noise") v -= e.by;
  }
  return v;
}

function cardEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "card" }>,
  edits: DraftEdit[],
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const current = view.expedition?.current;
  if (!current) return null;
  const card = explorationCard(current);
  const options = [
    ...edits.flatMap((e) => (e.kind === "option" ? [e.option] : [])),
    ...(draft.option === null ? [] : [draft.option]),
  ];
  const value = (o: (typeof options)[number]): number => {
    if (o === "park") return 0.1;
    if (o === "keep") return (view.expedition?.unknown ?? 0) >= 6 ? 1 : -1;
    if (o === "pass") return 0;
    const opt = card.options[o]!;
    return optionValue(view, opt.cost ?? [], opt.effects ?? []);
  };
  const best = [...options].sort((a, b) => value(b) - value(a) || String(a).localeCompare(String(b)))[0];
  if (best === undefined || best === draft.option) return null;
  return legal({ kind: "option", option: best });
}

/** Choose finds: what the default load keeps, then water, components and wood from the supply while the Backpacks hold. */
function carryEdit(
  state: TwomState,
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "carry" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const keep = { ...defaultCarry(state).keep };
  let room = capacity(state, []) - peopleWeight(state, []) - totalWeight(keep);
  const caps = locationCard(view.location!).caps;
  for (const item of ["water", "components", "wood"] as const) {
    const extra = Math.max(0, Math.min(room, caps[item], count(view.supply, item)));
    if (extra > 0) keep[item] = count(keep, item) + extra;
    room -= extra;
  }
  const items = new Set([...Object.keys(keep), ...Object.keys(draft.keep)] as ItemKind[]);
  for (const item of items)
    if (count(draft.keep, item) !== count(keep, item)) {
      const e = legal({ kind: "carry", item, n: count(keep, item) });
      if (e) return e;
    }
  for (const id of draft.overload) {
    const e = legal({ kind: "overload", character: id, on: false });
    if (e) return e;
  }
  return null;
}

// ---------------------------------------------------------------- fights and the raid

const FIGHT_ORDER: Weapon[] = ["assault_rifle", "sawn_off", "pistol", "hatchet", "knife"];

function fightEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "fight" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const combat = view.combat;
  if (!combat) return null;
  const fighters = view.characters.filter((c) => combat.fighters.includes(c.id) && awake(c));
  const enemies = combat.enemies.filter((e) => !e.dead).length;
  const flee = combat.canFlee && (enemies > fighters.length || fighters.some((c) => c.states.wounds >= 2));
  if (draft.flee !== flee) {
    const e = legal({ kind: "flee", flee });
    if (e) return e;
  }
  if (flee) return null;
  const place = view.phase === "scavenging" || view.expedition ? view.finds : view.inventory;
  const left: ItemCounts = { ...place };
  let ammo = count(place, "ammo");
  for (const c of fighters) {
    let want: Weapon | null = combat.round > 1 ? ((combat.carried[c.id] as Weapon | undefined) ?? null) : null;
    if (combat.round === 1)
      for (const w of FIGHT_ORDER) {
        if (count(left, w) === 0 || (isFirearm(w) && ammo === 0)) continue;
        want = w;
        left[w] = count(left, w) - 1;
        if (isFirearm(w)) ammo--;
        break;
      }
    if ((draft.weapons[c.id] ?? null) !== want) {
      const e = legal({ kind: "weapon", character: c.id, weapon: want });
      if (e) return e;
    }
  }
  return null;
}

/** Re-roll our misses while Prowess allows; never read a `§`. */
function rollsEdit(view: TwomPublicView, draft: Extract<Draft, { kind: "rolls" }>, edits: DraftEdit[]): DraftEdit | null {
  const rolls = view.combat?.rolls ?? view.raid?.rolls ?? [];
  for (const e of edits) {
    if (e.kind !== "reroll" || !e.on || draft.reroll.includes(e.roll)) continue;
    const r = rolls[e.roll];
    if (r && DIE_FACES[r.colour][r.face]!.hits === 0 && !DIE_FACES[r.colour][r.face]!.kill) return e;
  }
  return null;
}

function guardsEdit(
  view: TwomPublicView,
  draft: Extract<Draft, { kind: "guards" }>,
  legal: (e: DraftEdit) => DraftEdit | null,
): DraftEdit | null {
  const left: ItemCounts = { ...view.inventory };
  let ammo = count(view.inventory, "ammo");
  for (const g of view.characters.filter((c) => c.task === "guard" && awake(c))) {
    let want: Weapon | null = null;
    for (const w of FIGHT_ORDER) {
      if (count(left, w) === 0 || (isFirearm(w) && ammo === 0)) continue;
      want = w;
      left[w] = count(left, w) - 1;
      if (isFirearm(w)) ammo--;
      break;
    }
    if ((draft.weapons[g.id] ?? null) !== want) {
      const e = legal({ kind: "weapon", character: g.id, weapon: want });
      if (e) return e;
    }
  }
  return null;
}
