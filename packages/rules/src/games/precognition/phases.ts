import { openRound } from "../../engine/index.js";
import { cardOf, isIsland, objectiveOf, riverTileOf } from "./catalog.js";
import type { Requirement, RiverEffect } from "./content/schema.js";
import { poweredCount } from "./machines.js";
import { changeOf, countsOf } from "./log.js";
import { maintenanceChoices } from "./maintenanceChoices.js";
import { outcome } from "./scoring.js";
import {
  newActionProgress,
  PLAGUE_MAX,
  seasonOfTurn,
  TURNS,
  TURNS_PER_SEASON,
  allSeats,
  type Boat,
  type PrecognitionState,
} from "./types.js";

/**
 * The turn's skeleton: Decision → Action → Maintenance (→ River choices) → next turn.
 * Each phase is played by everyone at once; a phase ends when nobody is awaited.
 */

/** I. Decision: draw 2 (not on the last turn), then everyone chooses Keep and Give in secret. */
export function startTurn(state: PrecognitionState): void {
  state.turn += 1;
  state.phase = "decision";
  const draws = state.turn < TURNS;
  state.log.push({ kind: "turn", turn: state.turn, season: seasonOfTurn(state.turn), drawn: draws ? 2 : 0 });
  if (draws) {
    for (const boat of state.boats) {
      const drawn = boat.deck.splice(0, 2);
      boat.hand.push(...drawn);
      if (boat.knownTop.length > 0) boat.knownTop = boat.knownTop.filter((id) => !drawn.includes(id));
    }
  }
  state.decision = openRound(allSeats(state), state.seats);
}

/** II. Action: every boat activates, collects and uses its machines, in any order. */
export function startAction(state: PrecognitionState): void {
  state.phase = "action";
  for (const boat of state.boats) boat.action = newActionProgress();
}

export function endActionIfAllDone(state: PrecognitionState): void {
  if (state.boats.every((boat) => boat.action?.step === "done")) startMaintenance(state);
}

/** III.1 Plague rises by both Action-zone cards, activated or not; then the seats with a choice decide. */
function startMaintenance(state: PrecognitionState): void {
  state.phase = "maintenance";
  state.pendingSeats = [];
  state.log.push({ kind: "maintenance" });
  state.boats.forEach((boat, seat) => {
    const rise = (boat.keepSlot ? cardOf(boat.keepSlot).plague : 0) + (boat.giveSlot ? cardOf(boat.giveSlot).plague : 0);
    const level = Math.min(PLAGUE_MAX, boat.plague + rise);
    if (level > boat.plague) state.log.push({ kind: "plague", seat, rise: level - boat.plague, level });
    boat.plague = level;
    const choices = maintenanceChoices(boat);
    if (choices.length > 1) state.pendingSeats.push(seat);
    else if (choices[0]) applyMaintenance(state, seat, choices[0].protectors, choices[0].healthyLost);
  });
  if (state.pendingSeats.length === 0) afterMaintenance(state);
}

/** III.2–3 Protectors lower the Plague by 2 (1 when it is at 1); then the Plague takes Humans. */
export function applyMaintenance(state: PrecognitionState, seat: number, protectors: number, healthyLost: number): void {
  const boat = state.boats[seat] as Boat;
  for (let i = 0; i < protectors; i++) boat.plague = Math.max(0, boat.plague - 2);
  boat.protectors -= protectors;
  const loss = Math.min(boat.plague, boat.healthy + boat.contaminated);
  boat.healthy -= healthyLost;
  boat.contaminated -= loss - healthyLost;
  if (protectors > 0 || loss > 0)
    state.log.push({
      kind: "plagueLoss",
      seat,
      protectors,
      healthy: healthyLost,
      contaminated: loss - healthyLost,
      level: boat.plague,
    });
}

/** III.4 Doctors heal; III.5 the next River tile is revealed and applied. */
export function afterMaintenance(state: PrecognitionState): void {
  state.boats.forEach((boat, seat) => {
    const healed = Math.min(boat.doctors, boat.contaminated);
    boat.contaminated -= healed;
    boat.healthy += healed;
    if (healed > 0) state.log.push({ kind: "heal", seat, n: healed });
  });
  const tile = state.river[state.riverRevealed] as string;
  state.riverRevealed += 1;
  state.riverIgnored = [];
  if (isIsland(tile)) {
    state.log.push({ kind: "island", tile });
    state.boats.forEach((boat, seat) => {
      const { food, healthy } = boat;
      feed(boat);
      state.log.push({ kind: "feed", seat, eaten: food - boat.food, starved: healthy - boat.healthy });
    });
    if (state.options.mode === "cooperative" && !checkSeason(state)) return;
    endTurn(state);
    return;
  }
  const effect = riverTileOf(tile).effect;
  state.phase = "river";
  state.pendingSeats = [];
  state.log.push({ kind: "river", tile });
  // Any tile may be ignored with a Protector, a gift as well as a loss (a ruling of the digest):
  // whoever holds one decides.
  state.boats.forEach((boat, seat) => {
    if (boat.protectors > 0) state.pendingSeats.push(seat);
    else applyRiver(state, seat, effect);
  });
  if (state.pendingSeats.length === 0) endTurn(state);
}

export function applyRiver(state: PrecognitionState, seat: number, effect: RiverEffect): void {
  const boat = state.boats[seat] as Boat;
  const before = countsOf(boat);
  boat.food = Math.max(0, boat.food + (effect.food ?? 0));
  boat.contaminated += effect.humans ?? 0;
  const healed = Math.min(effect.heal ?? 0, boat.contaminated);
  boat.contaminated -= healed;
  boat.healthy += healed;
  boat.doctors += effect.doctor ?? 0;
  boat.protectors += effect.protector ?? 0;
  boat.healthy -= Math.min(effect.healthyLost ?? 0, boat.healthy);
  const contaminated = Math.min(effect.contaminate ?? 0, boat.healthy);
  boat.healthy -= contaminated;
  boat.contaminated += contaminated;
  boat.plague = Math.min(PLAGUE_MAX, boat.plague + (effect.plague ?? 0));
  boat.doctors -= Math.min(effect.doctorLost ?? 0, boat.doctors);
  state.log.push({ kind: "riverApplied", seat, change: changeOf(before, boat) });
}

/** Island: each healthy Human eats 1 Food; those that cannot be fed are lost. */
export function feed(boat: Boat): void {
  if (boat.food >= boat.healthy) {
    boat.food -= boat.healthy;
  } else {
    boat.healthy = boat.food;
    boat.food = 0;
  }
}

export function endTurn(state: PrecognitionState): void {
  state.pendingSeats = [];
  for (const boat of state.boats) {
    if (boat.keepSlot) boat.discard.push(boat.keepSlot);
    if (boat.giveSlot) boat.discard.push(boat.giveSlot);
    boat.keepSlot = null;
    boat.giveSlot = null;
    boat.action = null;
  }
  if (state.turn >= TURNS) {
    state.phase = "over";
    state.endReason = "END_OF_RIVER";
    logEnd(state);
    return;
  }
  startTurn(state);
}

export function meetsRequirement(state: PrecognitionState, boat: Boat, requirement: Requirement): boolean {
  const batteries = boat.batteries.reduce((a, b) => a + b, 0);
  return (
    boat.food >= (requirement.food ?? 0) &&
    boat.healthy >= (requirement.healthy ?? 0) &&
    boat.contaminated >= (requirement.contaminated ?? 0) &&
    batteries >= (requirement.batteries ?? 0) &&
    boat.doctors >= (requirement.doctors ?? 0) &&
    boat.protectors >= (requirement.protectors ?? 0) &&
    (requirement.poweredMachines === undefined || poweredCount(state, boat) >= requirement.poweredMachines)
  );
}

export function objectiveMet(state: PrecognitionState, id: string, attenuated: boolean): boolean {
  const objective = objectiveOf(id);
  const requirement = attenuated ? objective.attenuated : objective.full;
  return objective.scope === "one"
    ? state.boats.some((boat) => meetsRequirement(state, boat, requirement))
    : state.boats.every((boat) => meetsRequirement(state, boat, requirement));
}

/**
 * Cooperative end of season, after feeding: the season's hidden Objectives are revealed and
 * every Objective of the season must be met now, or the game is lost at once.
 */
function checkSeason(state: PrecognitionState): boolean {
  const season = seasonOfTurn(state.turn);
  const objectives = state.objectives[season - 1];
  if (!objectives || state.turn % TURNS_PER_SEASON !== 0) return true;
  const turned = objectives.stack.splice(0);
  if (turned.length > 0) state.log.push({ kind: "objectivesRevealed", season, objectives: turned });
  objectives.revealed.push(...turned.map((id) => ({ id, attenuated: false })));
  objectives.checked = true;
  const failed = objectives.revealed.filter((o) => !objectiveMet(state, o.id, o.attenuated)).map((o) => o.id);
  state.log.push({ kind: "seasonCheck", season, failed });
  if (failed.length === 0) return true;
  state.failedObjectives = failed;
  state.phase = "over";
  state.endReason = "OBJECTIVE_FAILED";
  state.pendingSeats = [];
  logEnd(state);
  return false;
}

/** The end: every boat's healthy and contaminated Humans, then who won and why. */
function logEnd(state: PrecognitionState): void {
  const result = outcome(state);
  state.log.push({ kind: "end" });
  state.boats.forEach((boat, seat) =>
    state.log.push({ kind: "score", seat, healthy: boat.healthy, contaminated: boat.contaminated }),
  );
  if (result) state.log.push({ kind: "result", reason: result.reason, winners: [...result.winners] });
}
