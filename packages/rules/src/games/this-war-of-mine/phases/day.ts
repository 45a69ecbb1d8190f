import type { DraftOptions } from "../draftOptions.js";
import { drawFinds } from "../scripting.js";
import { randomInt } from "../../../engine/index.js";
import { fixtureSpaces, holes, isBuildable, printedSpaces, reachable, sideNeighbours } from "../board.js";
import { changeState, findCharacter, isAsleep, stepOpen } from "../characters.js";
import {
  GARDEN_GAIN,
  IDEAS_PER_NEW_IDEA,
  LOCKED_DOOR_OPENS_FROM,
  NEW_IDEA_COST,
  RUMMAGE_TABLE,
  fixtureCard,
  shelterCard,
  spaceOf,
  type Fixture,
  type FixtureAction,
} from "../content/index.js";
import { openDraft } from "../draftOpen.js";
import type { ItemCounts, StateKind } from "../items.js";
import { addCounts, gainItems, payItems, payProblem } from "../markers.js";
import { DAY_STEPS, type DayAction, type PhaseRun, type TwomCharacter, type TwomState } from "../types.js";

/**
 * Day actions (the digest's "2. Day actions"): three steps; in each, every character may take one
 * action (fewer with black boxes; a sleeper may only nap; one who joined this step cannot act). The
 * group's plan for the step is the shared draft: the server validates it as a whole (each action,
 * the capacities, the costs and tools of all actions together) and resolves it atomically on the
 * Leader's confirmation. All actions of a step resolve together: what they create reaches the
 * Inventory once the step is resolved, so it is usable from the next step; a tool placed for an
 * action is unavailable elsewhere in that step (our ruling).
 *
 * Capacity: one character per Shelter card, fixture and printed action space per step, except
 * Rubble cards and Rummage spaces. Search (the basement's printed action, reached once its Locked
 * door is cleared) draws a Finds card and reads its Furniture line (our ruling: the rulebook does
 * not name the line); a Weight of Reality card drawn this way is put back and another drawn.
 */
export const MAX_TIMES = 5;
/** The Finds line the shelter's Search reads (ours). */
export const SEARCH_LINE = "furniture";
/** Napping on a Bed (ours: the rulebook does not say how much): Fatigue −1. */
export const NAP_FATIGUE = -1;

export function openDayDraft(state: TwomState): PhaseRun {
  if (state.step === 0) state.step = 1;
  if (state.step > DAY_STEPS) return "over";
  openDraft(state, { kind: "day", step: state.step, plan: {} });
}

/** Whether a character may take an action in this step at all. */
export function mayAct(state: TwomState, c: TwomCharacter, step: number): boolean {
  if (c.joinedStep === step) return false;
  if (state.actionCap && (state.actedToday[c.id] ?? 0) >= state.actionCap.perCharacter) return false;
  return isAsleep(c) || stepOpen(c, step);
}

const fixtureAt = (state: TwomState, space: string): Fixture | null => {
  const id = state.shelter.fixtures[space];
  return id === undefined ? null : fixtureCard(id);
};

/** The build cost for this character (Tomas's `tinkerer`: 1 component less). */
export function buildCost(c: TwomCharacter, fixture: Fixture): ItemCounts {
  const cost = { ...fixture.cost };
  if (c.abilities.includes("tinkerer") && (cost.components ?? 0) > 0) cost.components = cost.components! - 1;
  if (cost.components === 0) delete cost.components;
  return cost;
}

/** Whether a fixture may stand on this space: an upgrade only directly left or right of its base. */
function placementOk(state: TwomState, fixture: Fixture, space: string, ignoring: string | null = null): boolean {
  if (!fixture.nextTo) return true;
  return sideNeighbours(space).some((n) => n !== ignoring && state.shelter.fixtures[n] === fixture.nextTo);
}

const fixtureActionOf = (state: TwomState, space: string, action: string): FixtureAction | undefined =>
  fixtureAt(state, space)?.actions.find((a) => a.id === action);

/** Lena's `chemist`: the Chemistry set's mix gives her 2 medicine from the same 2 chemicals. */
export const CHEMIST_MEDICINE = 2;

/** What a fixture's action gives this character, once (an ability may give more). */
export function useGain(state: TwomState, c: TwomCharacter, space: string, a: FixtureAction): ItemCounts {
  const gain = { ...(a.gain ?? {}) };
  if (c.abilities.includes("chemist") && state.shelter.fixtures[space] === "chemistry-set" && gain.medicine !== undefined)
    gain.medicine = CHEMIST_MEDICINE;
  return gain;
}

/** What one action costs (paid) and needs (tools placed, given back) — the red cards' tools included. */
export function costsOf(
  state: TwomState,
  c: TwomCharacter,
  action: DayAction,
  helped: boolean,
): { pay: ItemCounts; tools: ItemCounts } {
  switch (action.kind) {
    case "build":
      return { pay: buildCost(c, fixtureCard(action.fixture)), tools: {} };
    case "newIdea":
      return { pay: { ...NEW_IDEA_COST }, tools: {} };
    case "use": {
      const a = fixtureActionOf(state, action.space, action.action);
      if (!a) return { pay: {}, tools: {} };
      return { pay: addCounts({}, a.cost ?? {}, action.times), tools: { ...(a.tools ?? {}) } };
    }
    case "clear": {
      const card = shelterCard(state.shelter.cards[action.space] ?? "");
      if (!card) return { pay: {}, tools: {} };
      if (card.kind === "rubble") return { pay: {}, tools: helped ? {} : { shovel: 1 } };
      if (card.kind === "bars") return { pay: {}, tools: { saw_blade: 1 } };
      if (card.kind === "locked_door") return { pay: {}, tools: { lockpick: 1 } };
      return { pay: {}, tools: {} };
    }
    default:
      return { pay: {}, tools: {} };
  }
}

/**
 * Why one character cannot take this action now, judged alone (the whole plan is checked by
 * `planProblem`); null if they can. `reach`: the reachable spaces, when the caller judges many actions.
 */
export function actionProblem(
  state: TwomState,
  c: TwomCharacter,
  action: DayAction,
  reach: ReadonlySet<string> = reachable(state),
): string | null {
  if (isAsleep(c) && action.kind !== "nap") return "asleep: only a nap on a Bed";
  if ("space" in action && !reach.has(action.space)) return "out of reach";
  switch (action.kind) {
    case "rummage":
      if (!printedSpaces(state, "rummage", reach).includes(action.space)) return "not a Rummage space";
      return action.wood <= mostRummaged(c) ? null : "more wood than a rummage gives";
    case "garden":
      return printedSpaces(state, "garden", reach).includes(action.space) ? null : "the garden is covered";
    case "search":
      return printedSpaces(state, "search", reach).includes(action.space) ? null : "not a Search space";
    case "clear": {
      const card = shelterCard(state.shelter.cards[action.space] ?? "");
      if (!card) return "no Shelter card there";
      // Rubble takes a shovel or a second character: only the whole plan can tell.
      const { tools } = costsOf(state, c, action, card.kind === "rubble");
      return payProblem(state, tools) ? `needs a ${Object.keys(tools)[0]}` : null;
    }
    case "build": {
      if (!state.fixturesDeck.includes(action.fixture)) return "not in the Fixtures deck";
      if (!isBuildable(state, action.space)) return "not an empty space";
      if (!placementOk(state, fixtureCard(action.fixture), action.space)) return "an upgrade goes next to its base";
      return payProblem(state, buildCost(c, fixtureCard(action.fixture))) ? "cannot pay" : null;
    }
    case "newIdea": {
      if (!printedSpaces(state, "new_idea", reach).includes(action.space)) return "not the New idea space";
      const distinct = new Set(action.ideas);
      if (distinct.size !== action.ideas.length || !action.ideas.every((i) => state.ideas.includes(i))) return "not Ideas";
      // One way to name a pair (as listed: in the Ideas' order), since their order is the Fixtures deck's.
      const at = action.ideas.map((i) => state.ideas.indexOf(i));
      if (at.some((index, k) => k > 0 && index < at[k - 1]!)) return "Ideas in the order they lie";
      return action.ideas.length === Math.min(IDEAS_PER_NEW_IDEA, state.ideas.length) ? null : "two Ideas";
    }
    case "use": {
      const a = fixtureActionOf(state, action.space, action.action);
      if (!a) return "no such fixture action";
      if (action.times > 1 && !a.perCombination) return "once per action";
      if (a.waiting && state.shelter.waiting.includes(action.space)) return "a Waiting token is already there";
      if (a.special === "barricade") {
        if (action.hole === undefined || !holes().includes(action.hole)) return "a Barricade goes on a Hole";
        if (state.shelter.barricades.includes(action.hole)) return "that Hole is barricaded";
      } else if (action.hole !== undefined) return "no Hole for that action";
      const { pay, tools } = costsOf(state, c, action, false);
      return payProblem(state, addCounts({ ...pay }, tools)) ? "cannot pay" : null;
    }
    case "move": {
      const f = fixtureAt(state, action.space);
      if (!f) return "no fixture there";
      if (!isBuildable(state, action.to) || !reach.has(action.to)) return "not an empty space";
      return placementOk(state, f, action.to, action.space) ? null : "an upgrade goes next to its base";
    }
    case "dismantle":
      return fixtureAt(state, action.space) ? null : "no fixture there";
    case "nap":
      return fixtureAt(state, action.space)?.bed ? null : "not a Bed";
    case "nurse": {
      if (!c.abilities.includes("nurse") || state.usedToday.includes(`${c.id}:nurse`)) return "not a nurse today";
      const patient = findCharacter(state, action.patient);
      return patient && patient.states[action.state] > 0 ? null : "nothing to nurse";
    }
  }
}

const spaceTaken = (action: DayAction): string | null => ("space" in action ? action.space : null);
const anyNumber = (state: TwomState, space: string): boolean =>
  spaceOf(space)?.printed === "rummage" || shelterCard(state.shelter.cards[space] ?? "")?.kind === "rubble";

/** The plan's actions in character order. */
export function planned(state: TwomState, plan: Record<string, DayAction | null>): { c: TwomCharacter; action: DayAction }[] {
  return state.characters.flatMap((c) => {
    const action = plan[c.id];
    return action ? [{ c, action }] : [];
  });
}

/** What the plan pays and places in all, for the check against the Inventory. */
function planCosts(state: TwomState, plan: Record<string, DayAction | null>): ItemCounts {
  const all = planned(state, plan);
  const total: ItemCounts = {};
  for (const { c, action } of all) {
    const helped =
      action.kind === "clear" && all.filter((p) => p.action.kind === "clear" && p.action.space === action.space).length > 1;
    const { pay, tools } = costsOf(state, c, action, helped);
    addCounts(total, pay);
    addCounts(total, tools);
  }
  return total;
}

/** Why the whole plan cannot be confirmed; null when it can. */
export function planProblem(state: TwomState, step: number, plan: Record<string, DayAction | null>): string | null {
  const seenSpaces = new Map<string, number>();
  const destinations = new Set<string>();
  const built = new Set<string>();
  const barricaded = new Set<string>();
  for (const [id, action] of Object.entries(plan)) {
    if (action === null) continue;
    const c = findCharacter(state, id);
    if (!c) return `${id} is not in the group`;
    if (!mayAct(state, c, step)) return `${id} cannot act in step ${step}`;
    const problem = actionProblem(state, c, action);
    if (problem) return `${id}: ${problem}`;
    const space = spaceTaken(action);
    if (space !== null) {
      const n = (seenSpaces.get(space) ?? 0) + 1;
      seenSpaces.set(space, n);
      if (n > 1 && !anyNumber(state, space)) return `one character at a time on ${space}`;
    }
    const to = action.kind === "build" ? action.space : action.kind === "move" ? action.to : null;
    if (to !== null) {
      if (destinations.has(to)) return `two fixtures for ${to}`;
      destinations.add(to);
    }
    if (action.kind === "build") {
      if (built.has(action.fixture)) return `${action.fixture} is built once`;
      built.add(action.fixture);
    }
    if (action.kind === "use" && action.hole !== undefined) {
      if (barricaded.has(action.hole)) return `one Barricade on ${action.hole}`;
      barricaded.add(action.hole);
    }
  }
  const short = payProblem(state, planCosts(state, plan));
  if (short)
    return short.why === "short" ? `not enough ${short.item} for the whole plan` : `breaking a ×5 ${short.item} would lose units`;
  return null;
}

/**
 * The day's options at `step`, as the public view lists them (`draftOptions.ts`): every action any
 * character may take, once, and per character the indices of its own (−1: no action).
 */
export function dayOptions(state: TwomState, step: number): Extract<DraftOptions, { kind: "day" }> {
  const actions: DayAction[] = [];
  const index = new Map<string, number>();
  const reach = reachable(state);
  const characters = state.characters.map((c) => ({
    character: c.id,
    options: [
      -1,
      ...actionOptions(state, c, step, reach).map((action) => {
        const key = JSON.stringify(action);
        let at = index.get(key);
        if (at === undefined) {
          at = actions.push(action) - 1;
          index.set(key, at);
        }
        return at;
      }),
    ],
  }));
  return { kind: "day", actions, characters };
}

/** The most a rummage by `c` can bring: how much of it may be asked for as wood (one list for the check and the options). */
const mostRummaged = (c: TwomCharacter): number => RUMMAGE_TABLE.at(-1)!.n + (c.abilities.includes("rummager") ? 1 : 0);

/** Every action a character may be given now (judged alone), for the draft's legal edits. */
export function actionOptions(
  state: TwomState,
  c: TwomCharacter,
  step: number,
  reach: ReadonlySet<string> = reachable(state),
): DayAction[] {
  if (!mayAct(state, c, step)) return [];
  const fixtures = Object.keys(state.shelter.fixtures).filter((s) => reach.has(s));
  const empty = [...reach].filter((s) => isBuildable(state, s));
  const candidates: DayAction[] = [
    ...printedSpaces(state, "rummage", reach).flatMap((space) =>
      Array.from({ length: mostRummaged(c) + 1 }, (_, wood) => ({ kind: "rummage" as const, space, wood })),
    ),
    ...printedSpaces(state, "garden", reach).map((space) => ({ kind: "garden" as const, space })),
    ...printedSpaces(state, "search", reach).map((space) => ({ kind: "search" as const, space })),
    ...Object.keys(state.shelter.cards).map((space) => ({ kind: "clear" as const, space })),
    ...state.fixturesDeck.flatMap((fixture) => empty.map((space) => ({ kind: "build" as const, fixture, space }))),
    ...printedSpaces(state, "new_idea", reach).flatMap((space) =>
      ideaPairs(state).map((ideas) => ({ kind: "newIdea" as const, space, ideas })),
    ),
    ...fixtures.flatMap((space) => useOptions(state, space)),
    ...fixtures.flatMap((space) => empty.map((to) => ({ kind: "move" as const, space, to }))),
    ...fixtures.map((space) => ({ kind: "dismantle" as const, space })),
    ...fixtures.map((space) => ({ kind: "nap" as const, space })),
    ...state.characters.flatMap((p) =>
      (["wounds", "illness"] as const).map((s) => ({ kind: "nurse" as const, patient: p.id, state: s })),
    ),
  ];
  return candidates.filter((a) => actionProblem(state, c, a, reach) === null);
}

function ideaPairs(state: TwomState): string[][] {
  const ideas = state.ideas;
  if (ideas.length <= 1) return ideas.length === 1 ? [[ideas[0]!]] : [];
  const pairs: string[][] = [];
  for (let i = 0; i < ideas.length; i++) for (let j = i + 1; j < ideas.length; j++) pairs.push([ideas[i]!, ideas[j]!]);
  return pairs;
}

function useOptions(state: TwomState, space: string): DayAction[] {
  return (fixtureAt(state, space)?.actions ?? []).flatMap((a) => {
    if (a.special === "barricade") return holes().map((hole) => ({ kind: "use" as const, space, action: a.id, times: 1, hole }));
    const times = a.perCombination ? MAX_TIMES : 1;
    return Array.from({ length: times }, (_, k) => ({ kind: "use" as const, space, action: a.id, times: k + 1 }));
  });
}

/** Resolves a confirmed step, all actions together; what they create reaches the Inventory at the end. */
export function resolveDayStep(state: TwomState, plan: Record<string, DayAction | null>): void {
  const all = planned(state, plan);
  const gains: ItemCounts = {};
  const states: { c: TwomCharacter; s: StateKind; by: number; why: string }[] = [];
  const payments: ItemCounts = {};
  const clearedBy = new Map<string, TwomCharacter[]>();
  for (const { c, action } of all) {
    if (action.kind === "clear") clearedBy.set(action.space, [...(clearedBy.get(action.space) ?? []), c]);
    else addCounts(payments, costsOf(state, c, action, false).pay);
  }
  payItems(state, payments);
  for (const { c, action } of all) {
    c.space = "space" in action ? action.space : c.space;
    state.actedToday[c.id] = (state.actedToday[c.id] ?? 0) + 1;
    switch (action.kind) {
      case "rummage": {
        const face = 1 + randomInt(state.rng, 10);
        state.log.push({ kind: "roll", what: "rummage", character: c.id, face });
        const n =
          RUMMAGE_TABLE.find((r) => r.range[0] <= face && face <= r.range[1])!.n + (c.abilities.includes("rummager") ? 1 : 0);
        const wood = Math.min(action.wood, n);
        addCounts(gains, { wood, components: n - wood });
        break;
      }
      case "garden":
        addCounts(gains, GARDEN_GAIN);
        break;
      case "search":
        drawFinds(state, SEARCH_LINE, true);
        break;
      case "clear":
        break;
      case "build": {
        const fixture = fixtureCard(action.fixture);
        state.fixturesDeck = state.fixturesDeck.filter((f) => f !== fixture.id);
        state.shelter.fixtures[action.space] = fixture.id;
        if (fixture.workshop) state.flags.built_workshop = 1;
        if (!state.shelter.everBuilt.includes(fixture.id)) {
          state.shelter.everBuilt.push(fixture.id);
          for (const [s, by] of Object.entries(fixture.bonus?.everyone ?? {}) as [StateKind, number][])
            for (const p of state.characters) states.push({ c: p, s, by, why: `build:${fixture.id}` });
          if (fixture.bonus?.cold) state.cold = Math.max(0, state.cold + fixture.bonus.cold);
        }
        break;
      }
      case "newIdea":
        state.ideas = state.ideas.filter((i) => !action.ideas.includes(i));
        state.fixturesDeck.push(...action.ideas);
        break;
      case "use": {
        const a = fixtureActionOf(state, action.space, action.action)!;
        addCounts(gains, useGain(state, c, action.space, a), action.times);
        for (const [s, by] of Object.entries(a.self ?? {}) as [StateKind, number][])
          states.push({ c, s, by, why: `use:${a.id}` });
        for (const [s, by] of Object.entries(a.everyone ?? {}) as [StateKind, number][])
          for (const p of state.characters) states.push({ c: p, s, by, why: `use:${a.id}` });
        if (a.cold) state.cold = Math.max(0, state.cold + a.cold * action.times);
        if (a.waiting) state.shelter.waiting.push(action.space);
        if (a.special === "barricade") state.shelter.barricades.push(action.hole!);
        if (a.special === "radio") state.eventsKnown = Math.max(state.eventsKnown, Math.min(1, state.events.length));
        break;
      }
      case "move": {
        state.shelter.fixtures[action.to] = state.shelter.fixtures[action.space]!;
        delete state.shelter.fixtures[action.space];
        state.shelter.waiting = state.shelter.waiting.map((w) => (w === action.space ? action.to : w));
        break;
      }
      case "dismantle": {
        const fixture = fixtureAt(state, action.space)!;
        delete state.shelter.fixtures[action.space];
        state.shelter.waiting = state.shelter.waiting.filter((w) => w !== action.space);
        state.fixturesDeck.push(fixture.id);
        addCounts(gains, fixture.cost);
        if (fixture.workshop && fixtureSpaces(state, "workshop").length === 0) delete state.flags.built_workshop;
        break;
      }
      case "nap":
        states.push({ c, s: "fatigue", by: NAP_FATIGUE, why: "nap" });
        break;
      case "nurse":
        state.usedToday.push(`${c.id}:nurse`);
        states.push({ c: findCharacter(state, action.patient)!, s: action.state, by: -1, why: "nurse" });
        break;
    }
  }
  for (const [space, by] of clearedBy) clearCard(state, space, by, gains);
  state.log.push({ kind: "step", step: state.step, actions: all.map(({ c, action }) => ({ character: c.id, action })) });
  const got = gainItems(state, gains);
  if (Object.keys(got).length > 0) state.log.push({ kind: "gain", character: null, items: got });
  for (const { c, s, by, why } of states) if (state.characters.includes(c)) changeState(state, c, s, by, why);
  for (const c of state.characters) if (c.joinedStep === state.step) c.joinedStep = null;
  state.step += 1;
}

/** Clears a Shelter card: its loot; Rubble leaves its remains; a Locked door needs a roll (the lockpick discarded when it opens). */
function clearCard(state: TwomState, space: string, by: TwomCharacter[], gains: ItemCounts): void {
  const card = shelterCard(state.shelter.cards[space]!)!;
  if (card.kind === "locked_door") {
    const face = 1 + randomInt(state.rng, 10);
    const picker = by[0]!;
    state.log.push({ kind: "roll", what: "locked-door", character: picker.id, face });
    const opensFrom = picker.abilities.includes("locksmith") ? LOCKED_DOOR_OPENS_FROM - 1 : LOCKED_DOOR_OPENS_FROM;
    if (face < opensFrom) return;
    payItems(state, { lockpick: 1 });
  }
  delete state.shelter.cards[space];
  if (card.kind === "rubble") state.shelter.remains.push(space);
  addCounts(gains, card.loot);
}
