import { require_, type Seat } from "../../engine/index.js";
import { cardOf, machineOf, objectiveOf, resolvedCosts, resolvedGain } from "./catalog.js";
import type { ExpeditionCard, ResourceBundle } from "./content/schema.js";
import { faceOf, freeSlotMachines, hasFreeSlot, machinesThatTrigger } from "./machines.js";
import { endActionIfAllDone } from "./phases.js";
import {
  emptyPool,
  OBJECTIVE_REVEAL_COST,
  seasonOfTurn,
  type ActionProgress,
  type Boat,
  type Pool,
  type PoolResource,
  type PrecognitionState,
} from "./types.js";

/** The progress of `seat` in the Action phase, or a refusal when it has none. */
function progressOf(state: PrecognitionState, seat: Seat): { boat: Boat; action: ActionProgress } {
  const boat = state.boats[seat] as Boat;
  require_(state.phase === "action" && boat.action, "WRONG_PHASE", "this is not the Action phase");
  return { boat, action: boat.action };
}

export function actionPair(boat: Boat): [ExpeditionCard, ExpeditionCard] {
  return [cardOf(boat.keepSlot as string), cardOf(boat.giveSlot as string)];
}

/** Healthy Humans that activating both cards costs (their `≈` costs resolved). */
export function costOfBoth(boat: Boat): number {
  const [keep, give] = actionPair(boat);
  const [a, b] = resolvedCosts(keep, give);
  return a + b;
}

const addBundle = (pool: Pool, bundle: ResourceBundle) => {
  pool.food += bundle.food ?? 0;
  pool.human += bundle.human ?? 0;
  pool.battery += bundle.battery ?? 0;
  pool.ymune += bundle.ymune ?? 0;
};

/** What activating these cards gives: each card's gain, plus its bonus when both cards share a type. */
export function activationGains(boat: Boat, cards: "both" | "keep" | "give"): Pool {
  const [keep, give] = actionPair(boat);
  const sameType = keep.type === give.type;
  const pool = emptyPool();
  const activated =
    cards === "both"
      ? [[keep, give] as const, [give, keep] as const]
      : cards === "keep"
        ? [[keep, give] as const]
        : [[give, keep] as const];
  for (const [card, other] of activated) {
    pool[card.type] += resolvedGain(card, other);
    if (sameType) addBundle(pool, card.bonus);
  }
  return pool;
}

/** Activate both cards (paying their summed cost in healthy Humans) or exactly one for free. */
export function playActivate(state: PrecognitionState, seat: Seat, cards: "both" | "keep" | "give"): void {
  const { boat, action } = progressOf(state, seat);
  require_(action.step === "activate", "ALREADY_ACTIVATED", "you have already activated your cards this turn");
  const cost = cards === "both" ? costOfBoth(boat) : 0;
  require_(boat.healthy >= cost, "NOT_ENOUGH_HEALTHY", `activating both cards needs ${cost} healthy Humans`);
  boat.healthy -= cost;
  boat.contaminated += cost;
  action.activated = cards === "both" ? ["keep", "give"] : [cards];
  action.pool = activationGains(boat, cards);
  const ids = action.activated.map((slot) => (slot === "keep" ? boat.keepSlot : boat.giveSlot) as string);
  state.log.push({ kind: "activate", seat, cards: ids, contaminated: cost, gains: { ...action.pool } });
  action.poolSource = "cards";
  action.step = "collect";
  settlePool(state, seat);
}

const poolIsEmpty = (pool: Pool) => Object.values(pool).every((n) => n === 0);

/** Batteries with no free slot anywhere cannot be taken: they are dropped, nothing to decide. */
function settlePool(state: PrecognitionState, seat: Seat): void {
  const boat = state.boats[seat] as Boat;
  const action = boat.action as ActionProgress;
  if (action.pool.battery > 0 && freeSlotMachines(state, boat).length === 0) {
    state.log.push({ kind: "batteriesLost", seat, n: action.pool.battery });
    action.pool.battery = 0;
  }
  if (poolIsEmpty(action.pool)) closePool(state, seat);
}

/** After card gains: powered machines whose condition holds trigger, once each; then the turn's extras. */
function closePool(state: PrecognitionState, seat: Seat): void {
  const boat = state.boats[seat] as Boat;
  const action = boat.action as ActionProgress;
  if (action.poolSource === "cards") {
    const triggered = machinesThatTrigger(state, seat);
    if (triggered.length > 0) {
      action.triggered.push(...triggered);
      action.poolSource = "machines";
      const pool = emptyPool();
      for (const m of triggered) {
        const effect = machineOf(boat.rooms, m, faceOf(state)).effect;
        if (effect.kind === "heal") pool.heal += effect.count;
        else for (const [resource, n] of Object.entries(effect.resources)) pool[resource as PoolResource] += n ?? 0;
      }
      action.pool = pool;
      state.log.push({ kind: "machines", seat, machines: [...triggered], gains: { ...pool } });
      settlePool(state, seat);
      return;
    }
  }
  action.step = state.options.mode === "cooperative" && mayStillWorkOnObjectives(state, seat) ? "coop" : "done";
  if (action.step === "done") endActionIfAllDone(state);
}

function requireCollecting(state: PrecognitionState, seat: Seat): { boat: Boat; action: ActionProgress } {
  const progress = progressOf(state, seat);
  require_(progress.action.step === "collect", "NOTHING_TO_COLLECT", "you have no resources waiting");
  return progress;
}

export function playPlaceYmune(state: PrecognitionState, seat: Seat, as: "doctor" | "protector"): void {
  const { boat, action } = requireCollecting(state, seat);
  require_(action.pool.ymune > 0, "NO_YMUNE_TO_PLACE", "you have no Ymune to place");
  action.pool.ymune -= 1;
  if (as === "doctor") boat.doctors += 1;
  else boat.protectors += 1;
  state.log.push({ kind: "ymune", seat, as });
  if (action.poolSource === "cards") action.gainedFromCards.ymune += 1;
  settlePool(state, seat);
}

export function playPlaceBattery(state: PrecognitionState, seat: Seat, machine: number): void {
  const { boat, action } = requireCollecting(state, seat);
  require_(action.pool.battery > 0, "NO_BATTERY_TO_PLACE", "you have no Battery to place");
  require_(hasFreeSlot(state, boat, machine), "MACHINE_FULL", "that machine has no free battery slot");
  action.pool.battery -= 1;
  boat.batteries[machine] = (boat.batteries[machine] ?? 0) + 1;
  state.log.push({ kind: "battery", seat, machine, batteries: boat.batteries[machine] });
  if (action.poolSource === "cards") action.gainedFromCards.battery += 1;
  settlePool(state, seat);
}

/** A player may always take fewer: one unit of a waiting resource is left behind. */
export function playDecline(state: PrecognitionState, seat: Seat, resource: PoolResource): void {
  const { action } = requireCollecting(state, seat);
  require_(action.pool[resource] > 0, "NOTHING_TO_DECLINE", `you have no ${resource} waiting`);
  action.pool[resource] -= 1;
  state.log.push({ kind: "decline", seat, resource });
  settlePool(state, seat);
}

/** Takes the Food, Humans, Doctors, Protectors and healing waiting; Ymunes and Batteries are placed first. */
export function playCollect(state: PrecognitionState, seat: Seat): void {
  const { boat, action } = requireCollecting(state, seat);
  const pool = action.pool;
  require_(pool.ymune === 0 && pool.battery === 0, "PLACE_FIRST", "place or decline your Ymunes and Batteries first");
  boat.food += pool.food;
  boat.contaminated += pool.human;
  boat.doctors += pool.doctor;
  boat.protectors += pool.protector;
  const healed = Math.min(pool.heal, boat.contaminated);
  boat.contaminated -= healed;
  boat.healthy += healed;
  const taken = { food: pool.food, humans: pool.human, doctors: pool.doctor, protectors: pool.protector, healed };
  if (Object.values(taken).some((n) => n > 0)) state.log.push({ kind: "collect", seat, ...taken });
  if (action.poolSource === "cards") {
    action.gainedFromCards.food += pool.food;
    action.gainedFromCards.human += pool.human;
  }
  action.spendable.food += pool.food;
  action.spendable.human += pool.human;
  action.pool = emptyPool();
  closePool(state, seat);
}

// --- Cooperative mode: revealing and attenuating Objectives during the Action phase.

export function currentObjectives(state: PrecognitionState) {
  return state.objectives[seasonOfTurn(state.turn) - 1];
}

export function canRevealObjective(state: PrecognitionState, boat: Boat): boolean {
  const objectives = currentObjectives(state);
  return !!objectives && objectives.stack.length > 0 && boat.healthy >= OBJECTIVE_REVEAL_COST[seasonOfTurn(state.turn)];
}

export function attenuableObjectives(state: PrecognitionState, boat: Boat): string[] {
  const objectives = currentObjectives(state);
  const action = boat.action;
  if (!objectives || !action) return [];
  return objectives.revealed
    .filter((slot) => {
      if (slot.attenuated) return false;
      const cost = objectiveOf(slot.id).attenuationCost;
      const food = cost.food ?? 0;
      const human = cost.human ?? 0;
      return (
        food <= action.spendable.food &&
        food <= boat.food &&
        human <= action.spendable.human &&
        human <= boat.healthy + boat.contaminated
      );
    })
    .map((slot) => slot.id);
}

/**
 * Whether a player done with their cards may still reveal or attenuate this phase: they can
 * reveal, attenuate now, or hold resources gained this turn while tiles remain that a partner
 * could reveal. Without any of these nothing can come their way, and they are done at once.
 */
function mayStillWorkOnObjectives(state: PrecognitionState, seat: Seat): boolean {
  const boat = state.boats[seat] as Boat;
  const action = boat.action as ActionProgress;
  const holding = action.spendable.food > 0 || action.spendable.human > 0;
  return (
    canRevealObjective(state, boat) ||
    attenuableObjectives(state, boat).length > 0 ||
    (holding && (currentObjectives(state)?.stack.length ?? 0) > 0)
  );
}

/**
 * Objectives are revealed and attenuated at any moment of the Action phase (a ruling of the
 * digest): before, between or after one's own activation and collecting, and after one is done
 * with one's cards, until every player has said they are done.
 */
function requireCoop(state: PrecognitionState, seat: Seat): { boat: Boat; action: ActionProgress } {
  const progress = progressOf(state, seat);
  require_(state.options.mode === "cooperative", "NOT_COOPERATIVE", "Objectives exist only in cooperative mode");
  require_(progress.action.step !== "done", "NOT_NOW", "you are done with this Action phase");
  return progress;
}

/** One player moves 1/2/3 healthy Humans (by season) to the Contaminated deck to reveal the next Objective. */
export function playRevealObjective(state: PrecognitionState, seat: Seat): void {
  const { boat } = requireCoop(state, seat);
  require_(canRevealObjective(state, boat), "CANNOT_REVEAL", "no Objective left to reveal, or too few healthy Humans");
  const cost = OBJECTIVE_REVEAL_COST[seasonOfTurn(state.turn)];
  boat.healthy -= cost;
  boat.contaminated += cost;
  const objectives = currentObjectives(state);
  const id = objectives?.stack.shift();
  if (objectives && id) {
    objectives.revealed.push({ id, attenuated: false });
    state.log.push({ kind: "objective", seat, objective: id, contaminated: cost });
  }
  finishThoseWithNothingLeft(state);
}

/** Spends resources this player gained this turn to flip a revealed Objective to its attenuated face. */
export function playAttenuate(state: PrecognitionState, seat: Seat, objectiveId: string): void {
  const { boat, action } = requireCoop(state, seat);
  require_(
    attenuableObjectives(state, boat).includes(objectiveId),
    "CANNOT_ATTENUATE",
    "that Objective cannot be attenuated with what you gained this turn",
  );
  const cost = objectiveOf(objectiveId).attenuationCost;
  boat.food -= cost.food ?? 0;
  action.spendable.food -= cost.food ?? 0;
  // Spent Humans leave the boat: the contaminated ones go first.
  let humans = cost.human ?? 0;
  action.spendable.human -= humans;
  const fromContaminated = Math.min(humans, boat.contaminated);
  boat.contaminated -= fromContaminated;
  humans -= fromContaminated;
  boat.healthy -= humans;
  const slot = currentObjectives(state)?.revealed.find((o) => o.id === objectiveId);
  if (slot) slot.attenuated = true;
  state.log.push({ kind: "attenuate", seat, objective: objectiveId, food: cost.food ?? 0, humans: cost.human ?? 0 });
  finishThoseWithNothingLeft(state);
}

/** A reveal or an attenuation changes what every partner may still do: those done with their cards and left with nothing are done. */
function finishThoseWithNothingLeft(state: PrecognitionState): void {
  state.boats.forEach((boat, seat) => {
    if (boat.action?.step === "coop" && !mayStillWorkOnObjectives(state, seat)) boat.action.step = "done";
  });
  endActionIfAllDone(state);
}

export function playEndActions(state: PrecognitionState, seat: Seat): void {
  const { action } = requireCoop(state, seat);
  require_(action.step === "coop", "NOT_NOW", "activate and collect your cards before you are done");
  finishActions(state, seat);
}

function finishActions(state: PrecognitionState, seat: Seat): void {
  (state.boats[seat] as Boat).action!.step = "done";
  endActionIfAllDone(state);
}
