import { pickOne, type Bot, type Seat } from "../../engine/index.js";
import { activationGains, costOfBoth } from "./action.js";
import { cardOf, objectiveOf, resolvedGain, riverTileOf } from "./catalog.js";
import type { ExpeditionCard, Requirement } from "./content/schema.js";
import { legalChoices } from "./decision.js";
import { legalMoves } from "./moves.js";
import { hasFreeSlot, poweredCount, slotsOf } from "./machines.js";
import { maintenanceChoices } from "./maintenance.js";
import {
  emptyPool,
  leftOf,
  OBJECTIVE_REVEAL_COST,
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
 * Cooperative mode: what this boat still lacks for the revealed Objectives of the current
 * season. Only public data is read (boats and revealed tiles). "each" tiles count the own
 * boat's deficit; a "one" tile counts only for the boat closest to meeting it.
 */
interface Needs {
  /** Food the boat must still hold after the Island's feeding. */
  foodAfter: number;
  healthy: number;
  contaminated: number;
  batteries: number;
  doctors: number;
  protectors: number;
  /** Protectors to keep (not spend) for the season's check. */
  keepProtectors: number;
}

const NO_NEEDS: Needs = {
  foodAfter: 0,
  healthy: 0,
  contaminated: 0,
  batteries: 0,
  doctors: 0,
  protectors: 0,
  keepProtectors: 0,
};

/** Batteries still needed to power `count` more machines (the cheapest ones first). */
function batteriesToPower(state: PrecognitionState, boat: Boat, count: number): number {
  if (count <= 0) return 0;
  const missing: number[] = [];
  for (let m = 0; m < 6; m++) {
    const gap = slotsOf(state, boat, m) - (boat.batteries[m] ?? 0);
    if (gap > 0) missing.push(gap);
  }
  missing.sort((a, b) => a - b);
  return missing.slice(0, count).reduce((a, b) => a + b, 0);
}

function turnsToIsland(state: PrecognitionState): number {
  return TURNS_PER_SEASON - ((state.turn - 1) % TURNS_PER_SEASON);
}

/** Healthy Humans expected at the next Island (Doctors heal until then). */
function projectedHealthy(state: PrecognitionState, boat: Boat): number {
  return boat.healthy + Math.min(boat.contaminated, boat.doctors * turnsToIsland(state));
}

function deficitsFor(state: PrecognitionState, boat: Boat, req: Requirement): Needs {
  const batteries = boat.batteries.reduce((a, b) => a + b, 0);
  const powered = poweredCount(state, boat);
  return {
    foodAfter: req.food ?? 0,
    healthy: Math.max(0, (req.healthy ?? 0) - boat.healthy),
    contaminated: Math.max(0, (req.contaminated ?? 0) - boat.contaminated),
    batteries: Math.max(
      Math.max(0, (req.batteries ?? 0) - batteries),
      batteriesToPower(state, boat, (req.poweredMachines ?? 0) - powered),
    ),
    doctors: Math.max(0, (req.doctors ?? 0) - boat.doctors),
    protectors: Math.max(0, (req.protectors ?? 0) - boat.protectors),
    keepProtectors: req.protectors ?? 0,
  };
}

const deficitSize = (state: PrecognitionState, boat: Boat, d: Needs) =>
  Math.max(0, d.foodAfter + projectedHealthy(state, boat) - boat.food) +
  d.healthy * 2 +
  d.contaminated +
  d.batteries +
  (d.doctors + d.protectors) * 2;

function needsFor(state: PrecognitionState, seat: Seat): Needs {
  if (state.options.mode !== "cooperative" || state.turn < 1) return NO_NEEDS;
  const season = state.objectives[Math.ceil(state.turn / TURNS_PER_SEASON) - 1];
  if (!season || season.checked || season.revealed.length === 0) return NO_NEEDS;
  const needs = { ...NO_NEEDS };
  for (const slot of season.revealed) {
    const objective = objectiveOf(slot.id);
    const req = slot.attenuated ? objective.attenuated : objective.full;
    let owner = seat;
    if (objective.scope === "one") {
      let best = Infinity;
      state.boats.forEach((b, s) => {
        const size = deficitSize(state, b, deficitsFor(state, b, req));
        if (size < best) {
          best = size;
          owner = s;
        }
      });
    }
    if (owner !== seat) continue;
    const d = deficitsFor(state, state.boats[seat] as Boat, req);
    for (const key of Object.keys(needs) as (keyof Needs)[]) needs[key] = Math.max(needs[key], d[key]);
  }
  return needs;
}

/**
 * What resources are worth to this boat now, in healthy-Human units × 10. A healthy Human is
 * the score; Food matters as much as a Human when the next Island would starve someone. In
 * cooperative mode, units that close a deficit of a revealed Objective are worth `urgent` more.
 */
interface Worth {
  food: number;
  human: number;
  battery: number;
  ymune: number;
  heal: number;
  /** Per healthy Human moved to the Contaminated deck by a cost. */
  cost: number;
  /** Units (by pool resource) that fill an urgent need, and what each such unit adds. */
  need: Pool;
  urgent: number;
  /** Food that the next Island's feeding still lacks, worth `hunger` more per unit. */
  hungryFor: number;
  hunger: number;
  /** Food for the later Islands (cooperative planning), worth `foresight` more per unit. */
  laterFor: number;
  foresight: number;
}

const FORESIGHT = 5;
const HUNGRY_HUMAN = 2;
const AFF = 1;
function worthFor(state: PrecognitionState, seat: Seat): Worth {
  const boat = state.boats[seat] as Boat;
  const needs = needsFor(state, seat);
  const turnsLeft = TURNS - state.turn;
  const coop = state.options.mode === "cooperative";
  const healthyAtIsland = projectedHealthy(state, boat);
  const spareDoctors = Math.max(0, boat.doctors - boat.contaminated);
  const need = emptyPool();
  need.battery = needs.batteries;
  need.doctor = needs.doctors;
  need.protector = needs.protectors;
  need.ymune = needs.doctors + needs.protectors;
  need.human = needs.contaminated + (boat.doctors > 0 ? needs.healthy : 0);
  need.heal = needs.healthy;
  const hungryFor = Math.max(0, healthyAtIsland + needs.foodAfter - boat.food);
  const islandsAfter = Math.floor((TURNS - state.turn) / TURNS_PER_SEASON);
  return {
    food: coop ? 2.5 : 1.5,
    human: (boat.doctors > 0 ? (turnsLeft > 0 ? 6 : 2) : 3) - (coop && hungryFor > 0 ? HUNGRY_HUMAN : 0),
    battery: turnsLeft > 4 ? 2.5 : 0.5,
    ymune: boat.plague > boat.protectors * 2 ? 9 : Math.max(3, turnsLeft * 0.8),
    heal: 6,
    // Doctors heal at this turn's Maintenance: a cost within spare Doctors is almost free.
    cost: (spareDoctors > 0 ? 2 : 6) + (needs.healthy > 0 ? 4 : 0),
    need,
    urgent: 10,
    hungryFor,
    hunger: 6.5 + (needs.foodAfter > 0 ? 10 : 0),
    laterFor: coop
      ? Math.max(0, (healthyAtIsland + 2) * islandsAfter + needs.foodAfter + healthyAtIsland - boat.food - hungryFor)
      : 0,
    foresight: FORESIGHT,
  };
}

function poolWorth(pool: Pool, worth: Worth): number {
  const need = worth.need;
  return (
    pool.food * worth.food +
    Math.min(pool.food, worth.hungryFor) * worth.hunger +
    Math.min(Math.max(0, pool.food - worth.hungryFor), worth.laterFor) * worth.foresight +
    pool.human * worth.human +
    pool.battery * worth.battery +
    (pool.ymune + pool.doctor + pool.protector) * worth.ymune +
    pool.heal * worth.heal +
    worth.urgent *
      (Math.min(pool.human, need.human) +
        Math.min(pool.battery, need.battery) +
        Math.min(pool.ymune + pool.doctor + pool.protector, need.ymune) +
        Math.min(pool.heal, need.heal))
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

/** What one card is worth to a teammate on its own (activated alone, for free). */
function soloWorth(card: ExpeditionCard, worth: Worth): number {
  const pool = emptyPool();
  pool[card.type] += resolvedGain(card, card);
  return poolWorth(pool, worth) - card.plague * 9;
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
  const coop = state.options.mode === "cooperative";
  const worth = worthFor(state, seat);
  const leftWorth = coop ? worthFor(state, leftOf(seat, state.seats)) : worth;
  let best: PrecognitionMove | null = null;
  let bestScore = -Infinity;
  for (const choice of legalChoices(boat)) {
    const keep = cardOf(choice.keep);
    const give = cardOf(choice.give);
    const mine =
      incoming.length > 0 ? incoming.reduce((sum, g) => sum + pairWorth(boat.healthy, keep, g, worth), 0) / incoming.length : 0;
    const score = coop ? mine + soloWorth(give, leftWorth) : mine + (friend ? 0.5 : -0.5) * (pairWorth(4, give, give, worth) / 2);
    if (score > bestScore) {
      bestScore = score;
      best = { type: "choose", ...choice };
    }
  }
  return best as PrecognitionMove;
}

function chooseActivation(state: PrecognitionState, seat: Seat): PrecognitionMove {
  const boat = state.boats[seat] as Boat;
  const worth = worthFor(state, seat);
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

/**
 * Cooperative: whether a revealed Objective is at risk, judged on the boats as they should
 * stand after the coming Island (Doctors heal, healthy Humans eat), with a small margin.
 */
function objectiveAtRisk(state: PrecognitionState, id: string): boolean {
  const objective = objectiveOf(id);
  const req = objective.full;
  const projected = state.boats.map((boat) => {
    const healthy = projectedHealthy(state, boat);
    const d = deficitsFor(
      state,
      { ...boat, healthy: Math.min(healthy, boat.food), contaminated: 0 },
      { ...req, contaminated: 0 },
    );
    const foodLeft = boat.food - healthy;
    return d.healthy + d.batteries + d.doctors + d.protectors > 0 || foodLeft < (req.food ?? 0) + 2;
  });
  return objective.scope === "one" ? projected.every((r) => r) : projected.some((r) => r);
}

function chooseCoop(state: PrecognitionState, seat: Seat, moves: PrecognitionMove[]): PrecognitionMove {
  const boat = state.boats[seat] as Boat;
  for (const move of moves) {
    if (move.type !== "attenuate" || !objectiveAtRisk(state, move.objective)) continue;
    const food = objectiveOf(move.objective).attenuationCost.food ?? 0;
    if (food === 0 || boat.food - food >= projectedHealthy(state, boat) + AFF) return move;
  }
  const reveal = moves.find((m) => m.type === "revealObjective");
  const season = Math.ceil(state.turn / TURNS_PER_SEASON);
  if (reveal && boat.healthy >= OBJECTIVE_REVEAL_COST[season as 1 | 2 | 3] + 2) return reveal;
  return { type: "endActions" };
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
      // Use every useful Protector (but those an Objective needs), and let the Plague take contaminated Humans first.
      const choices = maintenanceChoices(boat);
      const spare = Math.max(0, boat.protectors - needsFor(state, seat).keepProtectors);
      const maxProtectors = Math.min(spare, Math.max(...choices.map((c) => c.protectors)));
      const withMax = choices.filter((c) => c.protectors === maxProtectors);
      const kindest = withMax.reduce((a, b) => (b.healthyLost < a.healthyLost ? b : a));
      return { type: "maintain", ...kindest };
    }
    case "river":
      return { type: "river", ignore: riverHarm(state) >= 8 && boat.protectors > needsFor(state, seat).keepProtectors };
    case "action":
      break;
    case "over":
      return pickOne(rng, moves);
  }
  const action = boat.action;
  if (!action) return pickOne(rng, moves);
  switch (action.step) {
    case "activate":
      return chooseActivation(state, seat);
    case "collect": {
      if (action.pool.ymune > 0) {
        const needs = needsFor(state, seat);
        if (needs.doctors > 0) return { type: "placeYmune", as: "doctor" };
        if (needs.protectors > 0) return { type: "placeYmune", as: "protector" };
        const needsProtection = boat.plague > boat.protectors * 2;
        return {
          type: "placeYmune",
          as: needsProtection || boat.doctors > boat.contaminated + action.pool.human ? "protector" : "doctor",
        };
      }
      if (action.pool.battery > 0) return { type: "placeBattery", machine: bestBatterySlot(state, boat) };
      return { type: "collect" };
    }
    case "coop":
      return chooseCoop(state, seat, moves);
    case "done":
      return pickOne(rng, moves);
  }
};

export const bots = { random, greedy };
