import { require_ } from "../../engine/index.js";
import { changeState, findCharacter, isAsleep } from "./characters.js";
import { narrativeCard, objectiveCard } from "./content/index.js";
import { MAX_STATE, type ItemCounts } from "./items.js";
import { breakFive, payItems, payProblem, type FiveResource } from "./markers.js";
import { runCardEffects } from "./scripting.js";
import {
  ALCOHOL,
  ALCOHOL_FATIGUE,
  FOOD_ITEMS,
  FOOD_VALUE,
  TwomError,
  type Alcohol,
  type FoodItem,
  type TwomMove,
  type TwomState,
} from "./types.js";

/**
 * What the group may do at any time (the digest's "Any time"), except while a script is being
 * resolved (and, later, during a combat): eat (as at Dusk; the Dusk hunger step still happens),
 * drink alcohol (moonshine Fatigue +2, pure alcohol +1, both Misery −1; never at Fatigue 4),
 * discard for the objective, break a ×5 marker, play a kept Narrative action card when its timing
 * allows. Each is a group decision, so a move of the Leader's seat, resolved at once.
 */
export type AnytimeMove = Extract<TwomMove, { type: "eat" | "drink" | "objective" | "breakFive" | "narrative" }>;

export const anytimeOpen = (state: TwomState): boolean => state.phase !== "over" && state.script === null;

/** The objective's current box: its options (item sets), or none when there is no countdown to move. */
export function objectiveOptions(state: TwomState): ItemCounts[] {
  const inPlay = state.objective;
  if (!inPlay) return [];
  const boxes = objectiveCard(inPlay.card).boxes;
  if (!boxes || inPlay.marker >= boxes.length) return [];
  return boxes[inPlay.marker]!;
}

function narrativeTimingOk(state: TwomState, timing: ReturnType<typeof narrativeCard>["timing"]): boolean {
  if (timing === "any") return true;
  if (timing === "day") return state.draft?.kind === "day";
  if (timing === "dusk") return state.draft?.kind === "dusk";
  return state.phase === "dawn";
}

/** Why this any-time move cannot be made now; null if it can. */
export function anytimeProblem(state: TwomState, move: AnytimeMove): { code: string; why: string } | null {
  if (!anytimeOpen(state)) return { code: TwomError.IN_SCRIPT, why: "Not while a script is being read" };
  switch (move.type) {
    case "eat":
    case "drink": {
      const c = findCharacter(state, move.character);
      if (!c) return { code: TwomError.NO_SUCH_CHARACTER, why: `${move.character} is not in the group` };
      if ((state.inventory[move.item] ?? 0) === 0) return { code: TwomError.NOT_ENOUGH, why: `No ${move.item} in the Inventory` };
      // At Fatigue 4, asleep or not yet (a night task is finished first): no alcohol.
      if (move.type === "drink" && c.states.fatigue >= MAX_STATE)
        return { code: TwomError.ASLEEP, why: "No alcohol at Fatigue 4" };
      return null;
    }
    case "objective": {
      const options = objectiveOptions(state);
      if (options.length === 0) return { code: TwomError.NO_OBJECTIVE, why: "No countdown objective to move" };
      const items = options[move.option];
      if (!items) return { code: TwomError.NO_SUCH_CARD, why: "No such option on this box" };
      return payProblem(state, items) ? { code: TwomError.NOT_ENOUGH, why: "The Inventory cannot pay that box" } : null;
    }
    case "breakFive":
      return state.fives[move.resource] > 0 ? null : { code: TwomError.NOT_ENOUGH, why: `No ×5 ${move.resource} marker` };
    case "narrative": {
      if (!state.narrative.kept.includes(move.card))
        return { code: TwomError.NO_SUCH_CARD, why: "The group does not hold that card" };
      const card = narrativeCard(move.card);
      if (!narrativeTimingOk(state, card.timing)) return { code: TwomError.NOT_NOW, why: "That card is not played now" };
      if (card.actor) {
        const c = move.actor === null ? undefined : findCharacter(state, move.actor);
        if (!c || isAsleep(c)) return { code: TwomError.NO_SUCH_CHARACTER, why: "Choose an awake character" };
      } else if (move.actor !== null)
        return { code: TwomError.NO_SUCH_CHARACTER, why: "That card concerns nobody in particular" };
      return null;
    }
  }
}

export function playAnytime(state: TwomState, move: AnytimeMove): void {
  const problem = anytimeProblem(state, move);
  require_(problem === null, problem?.code ?? "", problem?.why ?? "");
  switch (move.type) {
    case "eat": {
      const c = findCharacter(state, move.character)!;
      payItems(state, { [move.item]: 1 });
      state.log.push({ kind: "anytime", what: "eat", character: c.id, item: move.item });
      changeState(state, c, "hunger", -FOOD_VALUE[move.item], "eat");
      break;
    }
    case "drink": {
      const c = findCharacter(state, move.character)!;
      payItems(state, { [move.item]: 1 });
      state.log.push({ kind: "anytime", what: "drink", character: c.id, item: move.item });
      changeState(state, c, "fatigue", ALCOHOL_FATIGUE[move.item], move.item);
      changeState(state, c, "misery", -1, move.item);
      break;
    }
    case "objective": {
      const inPlay = state.objective!;
      payItems(state, objectiveOptions(state)[move.option]!);
      inPlay.marker += 1;
      const achieved = inPlay.marker >= objectiveCard(inPlay.card).boxes!.length;
      state.log.push({ kind: "objective", card: inPlay.card, marker: inPlay.marker, achieved });
      break;
    }
    case "breakFive":
      breakFive(state, move.resource as FiveResource);
      state.log.push({ kind: "anytime", what: "break", character: null, item: move.resource });
      break;
    case "narrative":
      state.narrative.kept = state.narrative.kept.filter((c) => c !== move.card);
      state.narrative.discard.push(move.card);
      state.log.push({ kind: "narrative", kept: null, played: move.card });
      runCardEffects(state, narrativeCard(move.card).effects, move.actor, "narrative");
      break;
  }
}

/** Every any-time move open now (for the Leader's legal moves). */
export function anytimeMoves(state: TwomState): AnytimeMove[] {
  if (!anytimeOpen(state)) return [];
  const moves: AnytimeMove[] = [];
  for (const c of state.characters) {
    for (const item of FOOD_ITEMS as readonly FoodItem[]) moves.push({ type: "eat", character: c.id, item });
    for (const item of ALCOHOL as readonly Alcohol[]) moves.push({ type: "drink", character: c.id, item });
  }
  objectiveOptions(state).forEach((_, option) => moves.push({ type: "objective", option }));
  for (const resource of ["wood", "components"] as const) moves.push({ type: "breakFive", resource });
  for (const card of state.narrative.kept) {
    if (narrativeCard(card).actor) for (const c of state.characters) moves.push({ type: "narrative", card, actor: c.id });
    else moves.push({ type: "narrative", card, actor: null });
  }
  return moves.filter((m) => anytimeProblem(state, m) === null);
}
