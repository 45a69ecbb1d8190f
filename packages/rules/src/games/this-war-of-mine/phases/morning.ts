import { bookOfScripts, eventCard, objectiveCard, type EventCard, type Objective } from "../content/index.js";
import { holds } from "../scripts/index.js";
import { endCampaign } from "../ending.js";
import { openScript, runCardEffects } from "../scripting.js";
import type { PhaseRun, TwomState } from "../types.js";

/**
 * Morning (the digest's "A day, 1. Morning"): a new day begins; the top Event card is resolved —
 * its Cold first, then its text; a Chapter card is resolved fully (the finished objective's
 * reward or penalty, the next objective revealed, the face-up Events of the past chapter
 * discarded) and the next card drawn at once, so chapters take no day. The Event then stays face
 * up, goes onto the Night raid deck, or is discarded; face-up Events' Morning effects run; then
 * the Day actions. The Ceasefire is resolved at once: its epilogue is read, then the campaign ends.
 */
/**
 * A new day begins, as the Morning is entered (flow.ts `enterPhase`): before the phase's log entry,
 * so the log's "Day 2: Morning" heads Day 2's lines (it used to read "Day 1: Morning" after Day 1's Dawn).
 */
export function startNewDay(state: TwomState): void {
  state.day += 1;
  state.lostToday = [];
  delete state.flags.loss_today;
  state.actedToday = {};
  state.usedToday = [];
  for (const c of state.characters) c.task = "shelter";
  if (state.actionCap && state.actionCap.untilDay < state.day) state.actionCap = null;
}

export function runMorning(state: TwomState): PhaseRun {
  if (state.step === 0) {
    state.step = 1;
    return;
  }
  if (state.step === 1) {
    const top = state.events.shift();
    if (top === undefined) throw new Error("This War of Mine: the Event deck ran out before the Ceasefire");
    state.eventsKnown = Math.max(0, state.eventsKnown - 1);
    const card = eventCard(top);
    if (card.kind === "chapter") return resolveChapter(state, card);
    state.step = 2;
    return resolveEvent(state, card);
  }
  state.step = 3;
  for (const id of state.faceUpEvents) runCardEffects(state, eventCard(id).eachMorning ?? [], null, `event ${id}`);
  // The Ceasefire ends the campaign instead.
  if (state.phase === "morning") return "over";
}

function resolveEvent(state: TwomState, card: EventCard): void {
  if (card.kind === "finale") state.chapter = 4;
  state.cold += card.cold;
  // A look-back Event drawn as the campaign's first only adds its Cold: there was no previous night.
  const onlyCold = card.looksBack === true && state.day === 1;
  state.log.push({ kind: "event", card: card.id, cold: card.cold, ...(onlyCold ? { firstOnlyCold: true } : {}) });
  if (card.ceasefire) return ceasefire(state);
  if (!onlyCold) runCardEffects(state, card.effects ?? [], null, `event ${card.id}`);
  if (card.placement === "faceUp") state.faceUpEvents.push(card.id);
  else if (card.placement === "raids") {
    state.raids.deck.unshift(card.id);
    // Crime kinds make the next raid draw 2 cards; two of them still give 2 (no stacking).
    if (card.crime) {
      state.raids.draws = 2;
      state.crimeWave = true;
    }
  } else state.eventDiscard.push(card.id);
}

/** Whether the objective in play is achieved now: its marker on the green V, or its condition holding. */
export function isAchieved(state: TwomState, objective: Objective, marker: number): boolean {
  if (objective.boxes) return marker >= objective.boxes.length;
  if (objective.condition === "starting-alive") return state.characters.some((c) => c.starting);
  if (objective.condition) return holds(state, objective.condition, { actor: null, affected: [] });
  return false;
}

function resolveChapter(state: TwomState, card: EventCard): void {
  state.chapter = card.chapter!;
  state.cold += card.cold;
  state.eventDiscard.push(...state.faceUpEvents.splice(0), card.id);
  let settled: string | null = null;
  let achieved: boolean | null = null;
  const finished = state.objective;
  if (finished) {
    const objective = objectiveCard(finished.card);
    achieved = isAchieved(state, objective, finished.marker);
    settled = objective.id;
    state.objective = null;
    runCardEffects(state, achieved ? objective.reward : objective.penalty, null, `objective ${objective.id}`);
  }
  const next = state.objectives.shift();
  state.objective = next === undefined ? null : { card: next, marker: 0 };
  state.log.push({ kind: "chapter", chapter: card.chapter!, objective: next ?? null, settled, achieved });
}

/**
 * The Ceasefire (the digest's ruling: resolved at once): the final objective is checked now
 * (victory if met), then the finale's script is read — the district's epilogue and each surviving
 * character's — and its last page (`end_campaign`) ends the campaign with the outcome checked here.
 */
function ceasefire(state: TwomState): void {
  const final = state.objective ? objectiveCard(state.objective.card) : null;
  const won = final !== null && isAchieved(state, final, state.objective!.marker);
  state.finale = { won, reason: won ? "CEASEFIRE_OBJECTIVE_MET" : "CEASEFIRE_OBJECTIVE_MISSED" };
  const entry = bookOfScripts.entries.find((e) => e.kind === "system" && e.card === "ceasefire" && e.hook === "epilogue");
  if (!entry) return endCampaign(state, won, state.finale.reason);
  openScript(state, entry.to, null);
}
