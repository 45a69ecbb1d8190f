import { shuffleInPlace } from "../../engine/index.js";
import { changeState, endTask, findCharacter, isAsleep } from "./characters.js";
import {
  bookOfScripts,
  characterCard,
  explorationCard,
  locationCard,
  residentCard,
  type ExplorationCard,
} from "./content/index.js";
import { exploring, hidingKept, returnExploration, scavengers } from "./expedition.js";
import { replaceLocation } from "./locations.js";
import { snipersFire } from "./snipers.js";
import { isWeapon, totalWeight, tradable, valueOf, weightOf } from "./gear.js";
import type { ItemCounts, ItemKind } from "./items.js";
import { settleMarkers } from "./markers.js";
import { openScript, resolveFinds, resumeCardScript, runCardScript } from "./scripting.js";
import {
  costPayable,
  hiddenCount,
  holds,
  releaseHidden,
  rollBlackDie,
  PLACED_RESIDENTS,
  type Effect,
  type PlacedResident,
} from "./scripts/index.js";
import type { CardLeft, CardOption, ExploreAct, Expedition, PhaseRun, TwomCharacter, TwomState } from "./types.js";

/**
 * Scavenging (the digest's "5. Scavenging", FAQ 600), for the scavengers sent at Night:
 * 1. the group chooses one of the 3 Locations and its equipment (weapons — one per scavenger —,
 *    tools and trade goods from the Inventory to the Finds pile) in one draft; items hidden there
 *    on an earlier visit: a roll, 1–6 lost, 7–10 onto the Finds pile; Noise on 1; the Unknown is
 *    built from the Exploration deck (14, 12 or 10 cards by the Location's space, unseen); the
 *    Location's arrival script (if it has a story) is read;
 * 2. then, until the exploration ends, the group picks what to do next (a draft): resolve the top
 *    Unknown card, a Location special action (returning cards), take up a parked obstacle, lie low
 *    in a kept Hiding place, or end the exploration if the card just resolved says "or end". A
 *    drawn card's option (or parking an obstacle, keeping a Hiding place) is a second draft;
 *    encounters (noise rolls) draw Residents cards, resolved before anything else;
 * 3. Choose finds: every Exploration and Residents card goes back and is reshuffled; the group sets
 *    what stays on the Finds pile (water, wood and components added from the supply, within the
 *    Location's caps), what is hidden on the Location card, and who overloads (Backpack +1 for
 *    Fatigue +2, not at Fatigue 3 or 4); the load must fit the awake scavengers' Backpacks. The
 *    rest goes back to the box. Finds stay on the pile until Dawn.
 * A scavenger who dies: an Empathy roll for the others; those affected stop and wait for Choose
 * finds. All scavengers dead: nothing comes back. The log never names a card that goes back into a
 * face-down deck (Exploration, Finds, Residents): it says what kind of thing happened.
 */
export const UNKNOWN_BY_SPACE = [14, 12, 10] as const;
/** The Location swap at scavenging (RAS 534): Unknown cards returned to replace a Location in play. */
export const SWAP_RETURNS = 4;
export const HIDING_KEEP_COST = 2;
export const OVERLOAD_FATIGUE = 2;

type ExpeditionDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "expedition" }>;
type CarryDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "carry" }>;

const open = (state: TwomState, draft: NonNullable<TwomState["draft"]>) => {
  state.draft = draft;
  state.draftVersion += 1;
};

export function runScavenging(state: TwomState): PhaseRun {
  const exp = state.expedition;
  if (!exp) {
    if (scavengers(state).length === 0) return "over";
    state.expedition = newExpedition();
    return open(state, { kind: "expedition", space: null, equip: {} });
  }
  switch (exp.stage) {
    case "setup":
      return open(state, { kind: "expedition", space: null, equip: {} });
    case "explore":
    case "card": {
      if (exp.encounters > 0) return drawResident(state, exp);
      const left = exp.afterEncounter?.shift();
      if (left) {
        if (exp.afterEncounter!.length === 0) delete exp.afterEncounter;
        return resumeAfterEncounter(state, exp, left);
      }
      if (exp.current !== null) return open(state, { kind: "card", option: null });
      if (exp.ended || exp.unknown.length === 0 || exploring(state).length === 0) return chooseFinds(state, exp);
      return open(state, { kind: "explore", act: null });
    }
    case "choose":
      return open(state, defaultCarry(state));
    case "done":
      state.expedition = null;
      state.scene = "shelter";
      state.location = null;
      state.noise = 1;
      state.unknownLeft = 0;
      endTask(state, "scavenging");
      return "over";
  }
}

// ---------------------------------------------------------------- 1–2: the Location and the equipment

export const locationAt = (state: TwomState, space: number | null): string | null =>
  space === null ? null : (state.locations.spaces[space] ?? null);

export function expeditionProblem(state: TwomState, draft: ExpeditionDraft): string | null {
  if (locationAt(state, draft.space) === null) return "choose a Location";
  let weapons = 0;
  for (const [item, n] of Object.entries(draft.equip) as [ItemKind, number][]) {
    if (!tradable(item)) return "water, wood and components stay home";
    if (n > (state.inventory[item] ?? 0)) return `not that much ${item}`;
    if (isWeapon(item)) weapons += n;
  }
  if (weapons > scavengers(state).length) return "one weapon per scavenger";
  return null;
}

export function resolveExpedition(state: TwomState, draft: ExpeditionDraft): void {
  const exp = state.expedition!;
  const location = locationAt(state, draft.space)!;
  for (const [item, n] of Object.entries(draft.equip) as [ItemKind, number][]) {
    if (n <= 0) continue;
    state.inventory[item] = (state.inventory[item] ?? 0) - n;
    if (state.inventory[item] === 0) delete state.inventory[item];
    state.finds[item] = (state.finds[item] ?? 0) + n;
  }
  exp.space = draft.space;
  exp.stage = "explore";
  state.scene = "scavenging";
  state.location = location;
  state.noise = 1;
  state.log.push({ kind: "scavenging", what: "location", detail: location });
  snipersFire(state);
  const stash = state.stash[location];
  if (stash) {
    delete state.stash[location];
    const face = rollBlackDie(state);
    state.log.push({ kind: "roll", what: "stash", character: null, face });
    const into = face >= 7 ? state.finds : state.supply;
    for (const [item, n] of Object.entries(stash) as [ItemKind, number][]) into[item] = (into[item] ?? 0) + n;
  }
  for (let k = 0; k < UNKNOWN_BY_SPACE[draft.space!]!; k++) {
    if (state.exploration.deck.length === 0)
      state.exploration.deck = shuffleInPlace(state.rng, state.exploration.discard.splice(0));
    const card = state.exploration.deck.shift();
    if (card === undefined) break;
    exp.unknown.push(card);
  }
  state.unknownLeft = exp.unknown.length;
  const arrival = bookOfScripts.entries.find((e) => e.kind === "location" && e.card === location && e.hook === "arrival");
  if (arrival) openScript(state, arrival.to, null);
}

// ---------------------------------------------------------------- 2: exploring

/** Everything the scavengers may do next. */
export function exploreActs(state: TwomState): ExploreAct[] {
  const exp = state.expedition!;
  const acts: ExploreAct[] = [];
  if (exp.unknown.length > 0) acts.push({ kind: "draw" });
  for (const s of locationCard(state.location!).specials)
    if (s.returns <= exp.unknown.length) acts.push({ kind: "special", id: s.id });
  for (const card of exp.area) if (explorationCard(card).kind === "obstacle") acts.push({ kind: "obstacle", card });
  if (hidingKept(exp)) acts.push({ kind: "hiding" });
  if (exp.mayEnd) acts.push({ kind: "end" });
  if (exp.unknown.length > 0 && !exp.heard && goodEar(state)) acts.push({ kind: "listen" });
  for (const space of swapSpaces(state)) acts.push({ kind: "swap", space });
  return acts;
}

/**
 * The Location swap (RAS 534): "at the start or end of scavenging, return 4 cards to replace one
 * Location in play by a new draw" — into the same space; the current Location only at the end. Our
 * rulings: "the start" is before anything is done with the Unknown (a card drawn, a special
 * action); "the end" is when the group could end the exploration (the card just resolved says "or
 * end"), and the swap then ends it; once per scavenging.
 */
export function swapSpaces(state: TwomState): number[] {
  const exp = state.expedition!;
  if (exp.swapped || exp.unknown.length < SWAP_RETURNS) return [];
  const atStart = !exp.begun;
  if (!atStart && !exp.mayEnd) return [];
  return state.locations.spaces.flatMap((id, space) => (id !== null && (!atStart || space !== exp.space) ? [space] : []));
}

/** Who may listen at the top Unknown card (Olek's good ear), awake and exploring. */
const goodEar = (state: TwomState): TwomCharacter | undefined => exploring(state).find((c) => c.abilities.includes("good-ear"));

const sameAct = (a: ExploreAct, b: ExploreAct) => JSON.stringify(a) === JSON.stringify(b);
export const exploreProblem = (state: TwomState, act: ExploreAct | null): string | null =>
  act === null ? "choose what to do" : exploreActs(state).some((a) => sameAct(a, act)) ? null : "not possible now";

export function resolveExplore(state: TwomState, act: ExploreAct): void {
  const exp = state.expedition!;
  const couldEnd = exp.mayEnd;
  // Listening resolves no card: the "or end" of the card just resolved still stands (our ruling).
  if (act.kind !== "listen") exp.mayEnd = false;
  if (act.kind === "draw" || act.kind === "special") exp.begun = true;
  switch (act.kind) {
    case "swap": {
      const gone = state.locations.spaces[act.space]!;
      returnExploration(state, SWAP_RETURNS);
      replaceLocation(state, act.space);
      exp.swapped = true;
      state.log.push({ kind: "scavenging", what: "swap", detail: gone });
      // At the end, the swap is the scavengers' last act: the exploration ends.
      if (couldEnd) exp.ended = true;
      return;
    }
    case "draw":
      exp.heard = null;
      exp.current = exp.unknown.shift()!;
      state.unknownLeft = exp.unknown.length;
      exp.stage = "card";
      state.log.push({ kind: "scavenging", what: "draw", detail: String(exp.unknown.length) });
      return;
    case "special": {
      const special = locationCard(state.location!).specials.find((s) => s.id === act.id)!;
      returnExploration(state, special.returns);
      state.log.push({ kind: "scavenging", what: "special", detail: special.id });
      return runCardScript(state, lightStep(state, special.effects));
    }
    case "obstacle":
      exp.area = exp.area.filter((c) => c !== act.card);
      exp.current = act.card;
      exp.stage = "card";
      return;
    case "hiding": {
      const card = hidingKept(exp)!;
      exp.area = exp.area.filter((c) => c !== card);
      state.exploration.discard.push(card);
      state.noise = 1;
      state.log.push({ kind: "scavenging", what: "hide", detail: "" });
      return;
    }
    case "end":
      exp.ended = true;
      state.log.push({ kind: "scavenging", what: "end", detail: "" });
      return;
    case "listen": {
      // The card is shown to all in the view (`expedition.heard`), never named in the log: it may go back unseen.
      const ear = goodEar(state)!;
      changeState(state, ear, "fatigue", 1, "good ear");
      exp.heard = exp.unknown[0] ?? null;
      state.log.push({ kind: "scavenging", what: "listen", detail: ear.id });
      return;
    }
  }
}

/** The options the card being resolved offers now (by index, `park`, `keep`). */
export function cardOptions(state: TwomState): CardOption[] {
  const exp = state.expedition!;
  const card = explorationCard(exp.current!);
  const options: CardOption[] = [];
  card.options.forEach((o, i) => {
    if (o.if && !holds(state, o.if, { actor: null, affected: [] })) return;
    if (!costPayable(state, o.cost ?? [])) return;
    options.push(i);
  });
  if (card.kind === "obstacle") options.push("park");
  if (card.kind === "hiding" && exp.unknown.length >= HIDING_KEEP_COST) options.push("keep");
  // A card none of whose options can be taken (a Hiding place drawn last: nothing left to return) is passed by.
  if (options.length === 0) options.push("pass");
  return options;
}

export function resolveCard(state: TwomState, option: CardOption): void {
  const exp = state.expedition!;
  const id = exp.current!;
  const card: ExplorationCard = explorationCard(id);
  exp.current = null;
  exp.stage = "explore";
  if (option === "park" || option === "keep") {
    if (option === "keep") returnExploration(state, HIDING_KEEP_COST);
    exp.area.push(id);
    return;
  }
  state.exploration.discard.push(id);
  exp.mayEnd = card.end === true;
  if (option === "pass") return;
  const chosen = card.options[option]!;
  runCardScript(state, lightStep(state, [...(chosen.cost ?? []), ...(chosen.effects ?? [])] as Effect[]));
}

/**
 * Dunja's light step ("once per scavenging, ignore one Noise raise"): our ruling, it is spent on the
 * first Noise raise of an Exploration option or a special action while she explores (a noise roll
 * that follows is still made, at the Noise as it stands).
 */
export function lightStep(state: TwomState, effects: Effect[]): Effect[] {
  const exp = state.expedition!;
  const light = exploring(state).find((c) => c.abilities.includes("light-step") && !exp.usedOnce.includes(`${c.id}:light-step`));
  const raise = effects.findIndex((e) => e.kind === "noise" && e.by > 0);
  if (!light || raise < 0) return effects;
  exp.usedOnce.push(`${light.id}:light-step`);
  state.log.push({ kind: "scavenging", what: "ability", detail: `${light.id}:light-step` });
  return effects.filter((_, k) => k !== raise);
}

// ---------------------------------------------------------------- encounters

function drawResident(state: TwomState, exp: Expedition): void {
  exp.encounters -= 1;
  if (state.residents.deck.length === 0) return;
  const id = state.residents.deck.shift()!;
  const card = residentCard(id);
  if (card.ignore && holds(state, card.ignore, { actor: null, affected: [] })) {
    state.residents.deck.push(id);
    shuffleInPlace(state.rng, state.residents.deck);
    state.log.push({ kind: "scavenging", what: "encounter-ignored", detail: "" });
    return;
  }
  // Civilians, Vagrants and Survivors stay in the Exploration area for the rest of the scavenging.
  if ((PLACED_RESIDENTS as readonly string[]).includes(card.kind))
    (exp.residents ??= []).push({ card: id, kind: card.kind as PlacedResident });
  else exp.met.push(id);
  state.log.push({ kind: "scavenging", what: "encounter", detail: card.kind });
  const entry = bookOfScripts.entries.find((e) => e.kind === "resident" && e.card === id && e.hook === "encounter");
  if (entry) openScript(state, entry.to, null);
}

/**
 * The rest of a card once the Residents cards are resolved. Our ruling: if the exploration ended
 * meanwhile (the scavengers fled a fight, a script ended the scavenging, nobody is left exploring),
 * the rest is not read: the scavengers are no longer there to take it.
 */
function resumeAfterEncounter(state: TwomState, exp: Expedition, left: CardLeft): void {
  if (exp.ended || exploring(state).length === 0) {
    state.log.push({ kind: "scavenging", what: "rest-dropped", detail: left.kind });
    return;
  }
  if (left.kind === "exploration") return resumeCardScript(state, left.parts);
  resolveFinds(state, left.parts, left.hook);
}

// ---------------------------------------------------------------- 3: Choose finds

function chooseFinds(state: TwomState, exp: Expedition): void {
  exp.stage = "choose";
  // What good ear heard goes back into the deck with the rest: it is hidden again.
  exp.heard = null;
  delete exp.afterEncounter;
  const back = [...exp.unknown.splice(0), ...state.exploration.discard.splice(0), ...exp.area.splice(0)];
  if (exp.current) back.push(exp.current);
  exp.current = null;
  state.exploration.deck.push(...back);
  shuffleInPlace(state.rng, state.exploration.deck);
  state.residents.deck.push(...exp.met.splice(0), ...(exp.residents ?? []).splice(0).map((r) => r.card));
  shuffleInPlace(state.rng, state.residents.deck);
  state.unknownLeft = 0;
  if (scavengers(state).length === 0) {
    // All scavengers dead: nothing comes back.
    for (const [item, n] of Object.entries(state.finds) as [ItemKind, number][])
      state.supply[item] = (state.supply[item] ?? 0) + n;
    state.finds = {};
    settleMarkers(state);
    exp.stage = "done";
    return;
  }
  state.log.push({ kind: "scavenging", what: "choose", detail: "" });
}

const carriers = (state: TwomState): TwomCharacter[] => scavengers(state).filter((c) => !isAsleep(c));
/** The load the scavengers can carry: the awake ones' Backpacks, +1 for each who overloads. */
export const capacity = (state: TwomState, overload: readonly string[]): number =>
  carriers(state).reduce((sum, c) => sum + (characterCard(c.id)?.backpack ?? 2) + (overload.includes(c.id) ? 1 : 0), 0);

/**
 * The people carried home (a script's `carryHome`), in the order they were taken up: each comes
 * while the Backpacks still hold them, before any item (our ruling: people are never left for
 * things); one who does not fit is left behind.
 */
export function peopleCarried(state: TwomState, overload: readonly string[]): NonNullable<Expedition["people"]> {
  let room = capacity(state, overload);
  return (state.expedition?.people ?? []).filter((p) => {
    if (p.weight > room) return false;
    room -= p.weight;
    return true;
  });
}
export const peopleWeight = (state: TwomState, overload: readonly string[]): number =>
  peopleCarried(state, overload).reduce((sum, p) => sum + p.weight, 0);

/** Whether tonight's Location is still on a Location space (a swap at the end may have removed it). */
export const locationInPlay = (state: TwomState): boolean =>
  state.location !== null && state.locations.spaces.includes(state.location);

const RESOURCES = ["water", "wood", "components"] as const;
const isResource = (item: ItemKind): item is (typeof RESOURCES)[number] => (RESOURCES as readonly string[]).includes(item);

/** The most of an item the pile may hold after choosing: what is there, plus (resources) what the box and the Location's cap allow. */
export function carryMax(state: TwomState, item: ItemKind): number {
  const there = state.finds[item] ?? 0;
  if (!isResource(item)) return there;
  // Hidden units count: taken first when the box runs out (`releaseHidden`).
  return there + Math.min((state.supply[item] ?? 0) + hiddenCount(state, item), locationCard(state.location!).caps[item]);
}

/** Choose finds as first offered: everything on the pile, the least valuable heavy things left behind until the load fits. */
export function defaultCarry(state: TwomState): CarryDraft {
  const keep: ItemCounts = { ...state.finds };
  const heavy = (Object.keys(keep) as ItemKind[])
    .filter((i) => weightOf(i) > 0)
    .sort((a, b) => valueOf(a) / weightOf(a) - valueOf(b) / weightOf(b));
  const fits = capacity(state, []) - peopleWeight(state, []);
  for (const item of heavy)
    while ((keep[item] ?? 0) > 0 && totalWeight(keep) > fits) {
      keep[item] = keep[item]! - 1;
      if (keep[item] === 0) delete keep[item];
    }
  return { kind: "carry", keep, hide: {}, overload: [] };
}

export function carryProblem(state: TwomState, draft: CarryDraft): string | null {
  for (const [item, n] of Object.entries(draft.keep) as [ItemKind, number][])
    if (n > carryMax(state, item)) return `not that much ${item}`;
  for (const [item, n] of Object.entries(draft.hide) as [ItemKind, number][])
    if (n > Math.max(0, (state.finds[item] ?? 0) - (draft.keep[item] ?? 0))) return `cannot hide that much ${item}`;
  for (const id of draft.overload) {
    const c = findCharacter(state, id);
    if (!c || !carriers(state).includes(c) || c.states.fatigue >= 3) return `${id} cannot overload`;
  }
  if (Object.keys(draft.hide).length > 0 && !locationInPlay(state))
    return "the Location has left play: nothing can be hidden there";
  if (totalWeight(draft.keep) + peopleWeight(state, draft.overload) > capacity(state, draft.overload))
    return "too heavy for the Backpacks";
  return null;
}

export function resolveCarry(state: TwomState, draft: CarryDraft): void {
  const exp = state.expedition!;
  const home = peopleCarried(state, draft.overload);
  for (const p of exp.people ?? []) {
    const carried = home.includes(p);
    if (carried) state.flags[p.flag] = 1;
    state.log.push({ kind: "scavenging", what: carried ? "person-home" : "person-left", detail: p.person });
  }
  for (const id of draft.overload) changeState(state, findCharacter(state, id)!, "fatigue", OVERLOAD_FATIGUE, "overload");
  const items = new Set([...Object.keys(state.finds), ...Object.keys(draft.keep)] as ItemKind[]);
  const hidden: ItemCounts = {};
  for (const item of items) {
    const there = state.finds[item] ?? 0;
    const keep = draft.keep[item] ?? 0;
    if (keep > there) {
      releaseHidden(state, item, keep - there);
      state.supply[item] = (state.supply[item] ?? 0) - (keep - there);
    } else if (keep < there) {
      const hide = Math.min(draft.hide[item] ?? 0, there - keep);
      if (hide > 0) hidden[item] = hide;
      state.supply[item] = (state.supply[item] ?? 0) + (there - keep - hide);
    }
    if (keep > 0) state.finds[item] = keep;
    else delete state.finds[item];
  }
  if (Object.keys(hidden).length > 0) {
    const stash = (state.stash[state.location!] ??= {});
    for (const [item, n] of Object.entries(hidden) as [ItemKind, number][]) stash[item] = (stash[item] ?? 0) + n;
  }
  settleMarkers(state);
  state.log.push({ kind: "scavenging", what: "carried", detail: JSON.stringify(state.finds) });
  exp.stage = "done";
}

/** An expedition at its set-up: no Location chosen, nothing turned yet (tests start from it too). */
export function newExpedition(): Expedition {
  return {
    stage: "setup",
    space: null,
    unknown: [],
    area: [],
    current: null,
    mayEnd: false,
    ended: false,
    waiting: [],
    usedOnce: [],
    encounters: 0,
    met: [],
  };
}
