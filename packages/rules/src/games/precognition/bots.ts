import { pickOne, type Bot, type Seat } from "../../engine/index.js";
import { activationGains, costOfBoth } from "./action.js";
import { cardOf, riverTileOf } from "./catalog.js";
import type { ExpeditionCard } from "./content/schema.js";
import { legalChoices } from "./decision.js";
import { legalMoves } from "./moves.js";
import { hasFreeSlot, slotsOf } from "./machines.js";
import { maintenanceChoices } from "./maintenance.js";
import { leftOf, rightOf, type Boat, type Pool, type PrecognitionMove, type PrecognitionState } from "./types.js";

type PrecognitionBot = Bot<PrecognitionState, PrecognitionMove>;

/** Any legal move, uniformly: the property tests' and the benchmark's player. */
const random: PrecognitionBot = (state, seat, rng) => pickOne(rng, legalMoves(state, seat));

/**
 * Rough worth of resources in healthy-Human units, used by the greedy bot. A healthy Human is
 * the score; a contaminated one is a Human waiting for a Doctor.
 */
const WORTH = { healthy: 10, contaminated: 4, food: 2.5, battery: 2, ymune: 4.5 } as const;

function poolWorth(pool: Pool): number {
  return (
    pool.food * WORTH.food +
    pool.human * WORTH.contaminated +
    pool.battery * WORTH.battery +
    pool.ymune * WORTH.ymune +
    pool.heal * (WORTH.healthy - WORTH.contaminated) +
    (pool.doctor + pool.protector) * WORTH.ymune
  );
}

/** What an Action-zone pair can bring at best, activating both or one card. */
function pairWorth(healthy: number, keep: ExpeditionCard, give: ExpeditionCard): number {
  const boat = { keepSlot: keep.id, giveSlot: give.id } as Boat;
  const one = Math.max(poolWorth(activationGains(boat, "keep")), poolWorth(activationGains(boat, "give")));
  const cost = costOfBoth(boat);
  const both =
    healthy >= cost ? poolWorth(activationGains(boat, "both")) - cost * (WORTH.healthy - WORTH.contaminated) : -Infinity;
  return Math.max(one, both) - (keep.plague + give.plague) * 5;
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
  let best: PrecognitionMove | null = null;
  let bestScore = -Infinity;
  for (const choice of legalChoices(boat)) {
    const keep = cardOf(choice.keep);
    const give = cardOf(choice.give);
    const mine =
      incoming.length > 0 ? incoming.reduce((sum, g) => sum + pairWorth(boat.healthy, keep, g), 0) / incoming.length : 0;
    const theirs = pairWorth(4, give, give) / 2;
    const score = mine + (friend ? 0.5 : -0.5) * theirs;
    if (score > bestScore) {
      bestScore = score;
      best = { type: "choose", ...choice };
    }
  }
  return best as PrecognitionMove;
}

function chooseActivation(boat: Boat): PrecognitionMove {
  const options: ("both" | "keep" | "give")[] = boat.healthy >= costOfBoth(boat) ? ["both", "keep", "give"] : ["keep", "give"];
  let best = options[0] as "both" | "keep" | "give";
  let bestScore = -Infinity;
  for (const cards of options) {
    const cost = cards === "both" ? costOfBoth(boat) * (WORTH.healthy - WORTH.contaminated) : 0;
    const score = poolWorth(activationGains(boat, cards)) - cost;
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
    -(e.food ?? 0) * WORTH.food +
    (e.healthyLost ?? 0) * WORTH.healthy +
    (e.contaminate ?? 0) * 6 +
    (e.plague ?? 0) * 6 +
    (e.doctorLost ?? 0) * 5
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
      return chooseActivation(boat);
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
