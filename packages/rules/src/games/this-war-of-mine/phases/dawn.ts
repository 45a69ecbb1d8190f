import { randomInt, shuffleInPlace } from "../../../engine/index.js";
import { changeState, findCharacter, isAsleep } from "../characters.js";
import { characterCard, fateCard, fixtureCard, type FateClause, type MedicalItem } from "../content/index.js";
import { openDraft } from "../draftOpen.js";
import type { ItemCounts, ItemKind } from "../items.js";
import { swapLocation } from "../locations.js";
import { addCounts, gainItems } from "../markers.js";
import { readHook } from "../hooks.js";
import { runCardEffects } from "../scripting.js";
import { MEDICAL_ITEMS, type PhaseRun, type TwomState } from "../types.js";

/**
 * Dawn (the digest's "7. Dawn"), in its five steps:
 * 1. the scavengers return, their finds to the Inventory;
 * 2. medicine, herbal medicine and bandages may be placed on sick or wounded characters' cards
 *    (a draft; offered only when there is something to place and someone to place it on);
 * 3. a Fate card: its top resolved clause by clause (alcohol may be drunk before or after, never
 *    during: the card resolves in one move);
 * 4. Narrative action: draw 2, keep 1 (a draft), shuffle the other back;
 * 5. Death has struck: if a character died or left since this day's Morning, one Empathy roll for
 *    the survivors: those affected Misery +2. Then a new day.
 * An empty deck is rebuilt from its discard (the digest's ruling).
 */
export const DEATH_HAS_STRUCK_MISERY = 2;
export const NARRATIVE_OFFER = 2;

type MedicineDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "medicine" }>;
type NarrativeDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "narrative" }>;

const TREATS: Record<MedicalItem, "wounds" | "illness"> = { medicine: "illness", herbal_medicine: "illness", bandages: "wounds" };

/** Characters a medical token may be placed on: the sick or the wounded. */
export const patients = (state: TwomState): string[] =>
  state.characters.filter((c) => c.states.wounds > 0 || c.states.illness > 0).map((c) => c.id);

export function runDawn(state: TwomState): PhaseRun {
  switch (state.step) {
    case 0: {
      for (const c of state.characters) if (c.task === "scavenging") c.task = "shelter";
      const finds = state.finds;
      state.finds = {};
      for (const [item, n] of Object.entries(finds) as [ItemKind, number][]) state.supply[item] = (state.supply[item] ?? 0) + n;
      const got = gainItems(state, finds);
      if (Object.keys(got).length > 0) state.log.push({ kind: "gain", character: null, items: got });
      state.step = 2;
      return;
    }
    case 2: {
      state.step = 3;
      const anything = MEDICAL_ITEMS.some((item) => (state.inventory[item] ?? 0) > 0);
      if (anything && patients(state).length > 0) openDraft(state, { kind: "medicine", placed: {} });
      return;
    }
    case 3:
      state.step = 4;
      return drawFate(state);
    case 4: {
      state.step = 5;
      const offer: string[] = [];
      for (let k = 0; k < NARRATIVE_OFFER; k++) {
        if (state.narrative.deck.length === 0)
          state.narrative.deck = shuffleInPlace(state.rng, state.narrative.discard.splice(0));
        const card = state.narrative.deck.shift();
        if (card !== undefined) offer.push(card);
      }
      if (offer.length > 0) openDraft(state, { kind: "narrative", offer, keep: null });
      return;
    }
    default:
      deathHasStruck(state);
      return "over";
  }
}

export function medicineProblem(state: TwomState, draft: MedicineDraft): string | null {
  const total: ItemCounts = {};
  for (const [id, placed] of Object.entries(draft.placed)) {
    if (!findCharacter(state, id)) return `${id} is not in the group`;
    if (Object.values(placed).some((n) => (n ?? 0) > 0) && !patients(state).includes(id))
      return `${id} is neither sick nor wounded`;
    addCounts(total, placed);
  }
  for (const item of MEDICAL_ITEMS) if ((total[item] ?? 0) > (state.inventory[item] ?? 0)) return `not enough ${item}`;
  return null;
}

/** Tokens leave the Inventory for the characters' cards (not the box). */
export function resolveMedicine(state: TwomState, draft: MedicineDraft): void {
  for (const [id, placed] of Object.entries(draft.placed))
    for (const item of MEDICAL_ITEMS) {
      const n = placed[item] ?? 0;
      if (n <= 0) continue;
      state.inventory[item] = (state.inventory[item] ?? 0) - n;
      if (state.inventory[item] === 0) delete state.inventory[item];
      const on = (state.placed[id] ??= {});
      on[item] = (on[item] ?? 0) + n;
    }
}

export function resolveNarrative(state: TwomState, draft: NarrativeDraft): void {
  const kept = draft.offer[draft.keep!]!;
  state.narrative.kept.push(kept);
  state.narrative.deck.push(...draft.offer.filter((_, i) => i !== draft.keep));
  shuffleInPlace(state.rng, state.narrative.deck);
  state.log.push({ kind: "narrative", kept });
}

function drawFate(state: TwomState): void {
  if (state.fate.deck.length === 0) state.fate.deck = shuffleInPlace(state.rng, state.fate.discard.splice(0));
  const id = state.fate.deck.shift();
  if (id === undefined) return;
  state.log.push({ kind: "fate", card: id });
  for (const clause of fateCard(id).top) resolveClause(state, clause);
  state.fate.discard.push(id);
}

/** Discards every token of a type from a character's card (back to the box). */
function discardPlacedType(state: TwomState, id: string, item: MedicalItem): void {
  const on = state.placed[id];
  const n = on?.[item] ?? 0;
  if (!on || n === 0) return;
  delete on[item];
  state.supply[item] = (state.supply[item] ?? 0) + n;
}

export function resolveClause(state: TwomState, clause: FateClause): void {
  switch (clause.kind) {
    case "treat":
      for (const c of [...state.characters]) {
        if ((state.placed[c.id]?.[clause.item] ?? 0) === 0) continue;
        discardPlacedType(state, c.id, clause.item);
        changeState(state, c, clause.state, clause.by, `fate:${clause.item}`);
      }
      return;
    case "worsen":
      for (const c of [...state.characters]) {
        const treated = MEDICAL_ITEMS.some((item) => TREATS[item] === clause.state && (state.placed[c.id]?.[item] ?? 0) > 0);
        if (c.states[clause.state] >= clause.atLeast && !treated) changeState(state, c, clause.state, clause.by, "fate");
      }
      return;
    case "waiting": {
      const gains: ItemCounts = {};
      for (const space of state.shelter.waiting) {
        const fixture = state.shelter.fixtures[space];
        const action = fixture === undefined ? undefined : fixtureCard(fixture).actions.find((a) => a.waiting);
        if (action?.waiting) addCounts(gains, action.waiting);
      }
      state.shelter.waiting = [];
      const got = gainItems(state, gains);
      if (Object.keys(got).length > 0) state.log.push({ kind: "gain", character: null, items: got });
      return;
    }
    case "traits":
      // In any order the group likes: the order does not change the outcome of our Traits; a sleeper's is skipped.
      for (const c of [...state.characters]) {
        if (isAsleep(c) || !state.characters.includes(c)) continue;
        for (const trait of characterCard(c.id)?.traits ?? [])
          if (c.traits.includes(trait.id)) runCardEffects(state, trait.effects, c.id, `trait ${trait.id}`);
      }
      return;
    case "cold":
      if (state.cold - state.shelter.barricades.length >= clause.atLeast) runCardEffects(state, clause.effects, null, "cold");
      return;
    case "effects":
      return runCardEffects(state, clause.effects, null, "fate");
    case "swapLocation":
      return swapLocation(state, 0);
    case "hook":
      return readHook(state, clause.colour, state.characters);
  }
}

function deathHasStruck(state: TwomState): void {
  if (state.lostToday.length === 0 || state.characters.length === 0) return;
  const face = 1 + randomInt(state.rng, 10);
  const affected = state.characters.filter((c) => c.empathy > face);
  state.log.push({ kind: "deathHasStruck", face, affected: affected.map((c) => c.id) });
  for (const c of affected) changeState(state, c, "misery", DEATH_HAS_STRUCK_MISERY, "death has struck");
}
