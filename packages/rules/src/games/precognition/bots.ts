import { pickOne, type Bot, type Seat } from "../../engine/index.js";
import { activationGains, costOfBoth } from "./action.js";
import { cardOf, riverTileOf } from "./catalog.js";
import type { ExpeditionCard } from "./content/schema.js";
import { legalChoices } from "./decision.js";
import { legalMoves } from "./moves.js";
import { hasFreeSlot, slotsOf } from "./machines.js";
import { maintenanceChoices } from "./maintenance.js";
import {
  leftOf,
  rightOf,
  TURNS,
  TURNS_PER_SEASON,
  type Boat,
  type Pool,
  type PrecognitionMove,
  type PrecognitionState,
} from "./types.js";

type PrecognitionBot = Bot<PrecognitionState, PrecognitionMove>;

/** Any legal move, uniformly: the property tests' and the benchmark's player. */
const random: PrecognitionBot = (state, seat, rng) => pickOne(rng, legalMoves(state, seat));

/**
 * What resources are worth to this boat now, in healthy-Human units × 10. A healthy Human is
 * the score; Food matters as much as a Human when the next Island would starve someone.
 */
interface Worth {
  food: number;
  human: number;
  battery: number;
  ymune: number;
  heal: number;
  /** Per healthy Human moved to the Contaminated deck by a cost. */
  cost: number;
}

function worthFor(state: PrecognitionState, boat: Boat): Worth {
  const turnsLeft = TURNS - state.turn;
  const turnsToIsland = TURNS_PER_SEASON - ((state.turn - 1) % TURNS_PER_SEASON);
  const expectedHealthy = boat.healthy + Math.min(boat.contaminated, boat.doctors * turnsToIsland);
  const hungry = expectedHealthy > boat.food;
  const spareDoctors = Math.max(0, boat.doctors - boat.contaminated);
  return {
    food: hungry ? 8 : 1.5,
    human: boat.doctors > 0 ? (turnsLeft > 0 ? 6 : 2) : 3,
    battery: turnsLeft > 4 ? 2.5 : 0.5,
    ymune: boat.plague > boat.protectors * 2 ? 9 : Math.max(3, turnsLeft * 0.8),
    heal: 6,
    // Doctors heal at this turn's Maintenance: a cost within spare Doctors is almost free.
    cost: spareDoctors > 0 ? 2 : 6,
  };
}

function poolWorth(pool: Pool, worth: Worth): number {
  return (
    pool.food * worth.food +
    pool.human * worth.human +
    pool.battery * worth.battery +
    (pool.ymune + pool.doctor + pool.protector) * worth.ymune +
    pool.heal * worth.heal
  );
}

/** What an Action-zone pair can bring at best, activating both or one card. */
function pairWorth(healthy: number, keep: ExpeditionCard, give: ExpeditionCard, worth: Worth): number {
  const boat = { keepSlot: keep.id, giveSlot: give.id } as Boat;
  const one = Math.max(poolWorth(activationGains(boat, "keep"), worth), poolWorth(activationGains(boat, "give"), worth));
  const cost = costOfBoth(boat);
  const both = healthy >= cost ? poolWorth(activationGains(boat, "both"), worth) - cost * worth.cost : -Infinity;
  return Math.max(one, both) - (keep.plague + give.plague) * 9;
}

/** Whether the left neighbour plays on our side (cooperative mode, or a teammate). */
function leftIsFriend(state: PrecognitionState, seat: Seat): boolean {
  if (state.options.mode === "cooperative") return true;
  if (state.options.mode !== "team") return false;
  const left = leftOf(seat, state.seats);
  return Math.floor(left / 2) === Math.floor(seat / 2);
}

function chooseKeepGive(state: PrecognitionState, seat: Seat): PrecognitionMove {
  const boat = state.boats[seat] as Boat;
  // The card we will receive comes from the right neighbour's face-up Decision zone.
  const incoming = (state.boats[rightOf(seat, state.seats)] as Boat).decisionZone.map(cardOf);
  const friend = leftIsFriend(state, seat);
  const worth = worthFor(state, boat);
  let best: PrecognitionMove | null = null;
  let bestScore = -Infinity;
  for (const choice of legalChoices(boat)) {
    const keep = cardOf(choice.keep);
    const give = cardOf(choice.give);
    const mine =
      incoming.length > 0 ? incoming.reduce((sum, g) => sum + pairWorth(boat.healthy, keep, g, worth), 0) / incoming.length : 0;
    const theirs = pairWorth(4, give, give, worth) / 2;
    const score = mine + (friend ? 0.5 : -0.5) * theirs;
    if (score > bestScore) {
      bestScore = score;
      best = { type: "choose", ...choice };
    }
  }
  return best as PrecognitionMove;
}

function chooseActivation(state: PrecognitionState, boat: Boat): PrecognitionMove {
  const worth = worthFor(state, boat);
  const options: ("both" | "keep" | "give")[] = boat.healthy >= costOfBoth(boat) ? ["both", "keep", "give"] : ["keep", "give"];
  let best = options[0] as "both" | "keep" | "give";
  let bestScore = -Infinity;
  for (const cards of options) {
    const cost = cards === "both" ? costOfBoth(boat) * worth.cost : 0;
    const score = poolWorth(activationGains(boat, cards), worth) - cost;
    if (score > bestScore) {
      bestScore = score;
      best = cards;
    }
  }
  return { type: "activate", cards: best };
}

/** The machine nearest to being powered that still has room. */
function bestBatterySlot(state: PrecognitionState, boat: Boat): number {
  let best = -1;
  let bestMissing = Infinity;
  for (let m = 0; m < 6; m++) {
    if (!hasFreeSlot(state, boat, m)) continue;
    const missing = slotsOf(state, boat, m) - (boat.batteries[m] ?? 0);
    if (missing < bestMissing) {
      bestMissing = missing;
      best = m;
    }
  }
  return best;
}

function riverHarm(state: PrecognitionState): number {
  const e = riverTileOf(state.river[state.riverRevealed - 1] as string).effect;
  return (
    -(e.food ?? 0) * 3 + (e.healthyLost ?? 0) * 10 + (e.contaminate ?? 0) * 5 + (e.plague ?? 0) * 9 + (e.doctorLost ?? 0) * 6
  );
}

/** Weighs each option by its immediate worth; good enough to fill a seat and to measure balance. */
const greedy: PrecognitionBot = (state, seat, rng) => {
  const boat = state.boats[seat] as Boat;
  const moves = legalMoves(state, seat);
  switch (state.phase) {
    case "prescients":
    case "advancedSetup":
      return pickOne(rng, moves);
    case "decision":
      return chooseKeepGive(state, seat);
    case "maintenance": {
      // Use every useful Protector, and let the Plague take contaminated Humans first.
      const choices = maintenanceChoices(boat);
      const maxProtectors = Math.max(...choices.map((c) => c.protectors));
      const withMax = choices.filter((c) => c.protectors === maxProtectors);
      const kindest = withMax.reduce((a, b) => (b.healthyLost < a.healthyLost ? b : a));
      return { type: "maintain", ...kindest };
    }
    case "river":
      return { type: "river", ignore: riverHarm(state) >= 8 };
    case "action":
      break;
    case "over":
      return pickOne(rng, moves);
  }
  const action = boat.action;
  if (!action) return pickOne(rng, moves);
  switch (action.step) {
    case "activate":
      return chooseActivation(state, boat);
    case "collect": {
      if (action.pool.ymune > 0) {
        const needsProtection = boat.plague > boat.protectors * 2;
        return {
          type: "placeYmune",
          as: needsProtection || boat.doctors > boat.contaminated + action.pool.human ? "protector" : "doctor",
        };
      }
      if (action.pool.battery > 0) return { type: "placeBattery", machine: bestBatterySlot(state, boat) };
      return { type: "collect" };
    }
    case "coop": {
      const attenuate = moves.find((m) => m.type === "attenuate");
      if (attenuate) return attenuate;
      const reveal = moves.find((m) => m.type === "revealObjective");
      if (reveal && boat.healthy >= 6) return reveal;
      return { type: "endActions" };
    }
    case "done":
      return pickOne(rng, moves);
  }
};

export const bots = { random, greedy };
