import { pickOne, type Bot, type Seat } from "../../engine/index.js";
import { actionPair, activationGains, costOfBoth } from "./action.js";
import { cardOf, content, machineOf, objectiveOf, prescientOf, resolvedCosts, resolvedGain, riverTileOf } from "./catalog.js";
import {
  MIRROR,
  type ExpeditionCard,
  type MachineCondition,
  type MachineEffect,
  type PrescientId,
  type Requirement,
  type ResourceBundle,
} from "./content/schema.js";
import { legalChoices } from "./decision.js";
import { legalMoves } from "./moves.js";
import { conditionHolds, faceOf, hasFreeSlot, isPowered, MACHINE_COUNT, poweredCount, slotsOf } from "./machines.js";
import { maintenanceChoices } from "./maintenance.js";
import {
  emptyPool,
  leftOf,
  OBJECTIVE_REVEAL_COST,
  rightOf,
  seasonOfTurn,
  TURNS,
  TURNS_PER_SEASON,
  type Boat,
  type Pool,
  type PoolResource,
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
  /** Food for the later Islands, worth `foresight` more per unit. */
  laterFor: number;
  foresight: number;
}

const FORESIGHT = 5;
/** Competitive Food: every healthy Human eats at each Island, so Food is a Human kept alive (measured: 3 beats 1.5 and 4). */
const COMPETITIVE_FOOD = 3;
/** Ymunes weigh this much more than the base scale (measured against 1, 1.3, 2 and 2.5 in bot-against-bot games). */
const YMUNE_WEIGHT = 1.6;
/** A Ymune now: a Protector is urgent when the Plague outruns the Protectors, else it pays on every turn left. */
const ymuneWorth = (plagueAhead: boolean, turnsLeft: number): number =>
  (plagueAhead ? 9 : Math.max(3, turnsLeft * 0.8)) * YMUNE_WEIGHT;
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
    food: coop ? 2.5 : COMPETITIVE_FOOD,
    human: (boat.doctors > 0 ? (turnsLeft > 0 ? 6 : 2) : 3) - (coop && hungryFor > 0 ? HUNGRY_HUMAN : 0),
    battery: turnsLeft > 4 ? 2.5 : 0.5,
    ymune: ymuneWorth(boat.plague > boat.protectors * 2, turnsLeft),
    heal: 6,
    // Doctors heal at this turn's Maintenance: a cost within spare Doctors is almost free.
    cost: (spareDoctors > 0 ? 2 : 6) + (needs.healthy > 0 ? 4 : 0),
    need,
    urgent: 10,
    hungryFor,
    hunger: 6.5 + (needs.foodAfter > 0 ? 10 : 0),
    // Food for the later Islands, planned in every mode.
    laterFor: Math.max(0, (healthyAtIsland + 2) * islandsAfter + needs.foodAfter + healthyAtIsland - boat.food - hungryFor),
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

/** A powered machine that has not triggered this turn, and what its effect is worth now. */
interface LiveMachine {
  condition: MachineCondition;
  value: number;
}

function effectPool(effect: MachineEffect): Pool {
  const pool = emptyPool();
  if (effect.kind === "heal") pool.heal = effect.count;
  else for (const [resource, n] of Object.entries(effect.resources)) pool[resource as PoolResource] += n ?? 0;
  return pool;
}

/** The boat's powered machines still able to trigger this turn. */
function liveMachines(state: PrecognitionState, boat: Boat, worth: Worth): LiveMachine[] {
  if (boat.rooms.length < 2) return [];
  const triggered = boat.action?.triggered ?? [];
  const face = faceOf(state);
  const live: LiveMachine[] = [];
  for (let m = 0; m < MACHINE_COUNT; m++) {
    if (triggered.includes(m) || !isPowered(state, boat, m)) continue;
    const machine = machineOf(boat.rooms, m, face);
    const pool = effectPool(machine.effect);
    // Healing needs contaminated Humans: those aboard, and the few a cost or a gain may add.
    pool.heal = Math.min(pool.heal, Math.max(0, boat.contaminated + 2 - boat.doctors));
    live.push({ condition: machine.condition, value: poolWorth(pool, worth) });
  }
  return live;
}

/** A given card's cost as the receiving Action zone will count it; a `≈` there is unknown, counted as 1. */
const givenCostOf = (card: ExpeditionCard): number => (card.cost === MIRROR ? 1 : card.cost);

/** What the conditions read: the pair, the given card and the resources gained from cards. */
interface MachineContext {
  pair: [ExpeditionCard, ExpeditionCard];
  pairCosts: [number, number];
  given: ExpeditionCard | null;
  givenCost: number;
  gainedFromCards: { food: number; human: number; battery: number; ymune: number };
}

function machineContext(keep: ExpeditionCard, partner: ExpeditionCard, given: ExpeditionCard | null): MachineContext {
  return {
    pair: [keep, partner],
    pairCosts: resolvedCosts(keep, partner),
    given,
    givenCost: given ? givenCostOf(given) : 0,
    gainedFromCards: { food: 0, human: 0, battery: 0, ymune: 0 },
  };
}

/** What the machines that would trigger in this context, after these card gains, are worth. */
function machinesWorth(machines: readonly LiveMachine[], ctx: MachineContext, gained: Pool): number {
  if (machines.length === 0) return 0;
  const g = ctx.gainedFromCards;
  g.food = gained.food;
  g.human = gained.human;
  g.battery = gained.battery;
  g.ymune = gained.ymune;
  let sum = 0;
  for (const machine of machines) if (conditionHolds(machine.condition, ctx)) sum += machine.value;
  return sum;
}

/** What activating these cards of a pair gives (the rules' `activationGains`, on cards rather than a boat). */
function gainsOf(keep: ExpeditionCard, partner: ExpeditionCard, cards: "both" | "keep" | "give"): Pool {
  const pool = emptyPool();
  const sameType = keep.type === partner.type;
  if (cards !== "give") {
    pool[keep.type] += resolvedGain(keep, partner);
    if (sameType) addBundle(pool, keep.bonus);
  }
  if (cards !== "keep") {
    pool[partner.type] += resolvedGain(partner, keep);
    if (sameType) addBundle(pool, partner.bonus);
  }
  return pool;
}

function addBundle(pool: Pool, bundle: ResourceBundle): void {
  pool.food += bundle.food ?? 0;
  pool.human += bundle.human ?? 0;
  pool.battery += bundle.battery ?? 0;
  pool.ymune += bundle.ymune ?? 0;
}

/**
 * What an Action-zone pair can bring at best, activating both or one card, with what the
 * boat's powered machines add (the given card, when known, for the row-2 conditions).
 */
function pairWorth(
  healthy: number,
  keep: ExpeditionCard,
  partner: ExpeditionCard,
  worth: Worth,
  machines: readonly LiveMachine[] = [],
  given: ExpeditionCard | null = null,
): number {
  const ctx = machineContext(keep, partner, given);
  const [a, b] = ctx.pairCosts;
  let best = -Infinity;
  for (const cards of ACTIVATIONS) {
    if (cards === "both" && healthy < a + b) continue;
    const gains = gainsOf(keep, partner, cards);
    const score = poolWorth(gains, worth) + machinesWorth(machines, ctx, gains) - (cards === "both" ? (a + b) * worth.cost : 0);
    if (score > best) best = score;
  }
  return best - (keep.plague + partner.plague) * 9;
}

const ACTIVATIONS = ["both", "keep", "give"] as const;

/** What one card is worth to a teammate on its own (activated alone, for free). */
function soloWorth(card: ExpeditionCard, worth: Worth): number {
  const pool = emptyPool();
  pool[card.type] += resolvedGain(card, card);
  return poolWorth(pool, worth) - card.plague * 9;
}

/** Whether the left neighbour plays on our side (cooperative mode, or a teammate). */
function leftIsFriend(state: PrecognitionState, seat: Seat): boolean {
  return isFriend(state, seat, leftOf(seat, state.seats));
}

function isFriend(state: PrecognitionState, seat: Seat, other: Seat): boolean {
  if (state.options.mode === "cooperative") return true;
  if (state.options.mode !== "team") return false;
  return Math.floor(other / 2) === Math.floor(seat / 2);
}

function chooseKeepGive(state: PrecognitionState, seat: Seat): PrecognitionMove {
  const boat = state.boats[seat] as Boat;
  // The card we will receive comes from the right neighbour's face-up Decision zone.
  const incoming = (state.boats[rightOf(seat, state.seats)] as Boat).decisionZone.map(cardOf);
  const friend = leftIsFriend(state, seat);
  const coop = state.options.mode === "cooperative";
  const worth = worthFor(state, seat);
  const leftWorth = coop ? worthFor(state, leftOf(seat, state.seats)) : worth;
  const machines = liveMachines(state, boat, worth);
  let best: PrecognitionMove | null = null;
  let bestScore = -Infinity;
  for (const choice of legalChoices(boat)) {
    const keep = cardOf(choice.keep);
    const give = cardOf(choice.give);
    const mine =
      incoming.length > 0
        ? incoming.reduce((sum, g) => sum + pairWorth(boat.healthy, keep, g, worth, machines, give), 0) / incoming.length
        : 0;
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
  const machines = liveMachines(state, boat, worth);
  const [keep, partner] = actionPair(boat);
  const givenId = (state.boats[leftOf(seat, state.seats)] as Boat).giveSlot;
  const ctx = machineContext(keep, partner, givenId ? cardOf(givenId) : null);
  const cost = costOfBoth(boat);
  let best: "both" | "keep" | "give" = "keep";
  let bestScore = -Infinity;
  for (const cards of ACTIVATIONS) {
    if (cards === "both" && boat.healthy < cost) continue;
    const gains = activationGains(boat, cards);
    const score = poolWorth(gains, worth) + machinesWorth(machines, ctx, gains) - (cards === "both" ? cost * worth.cost : 0);
    if (score > bestScore) {
      bestScore = score;
      best = cards;
    }
  }
  return { type: "activate", cards: best };
}

/**
 * Where a Battery does most: the machine with a free slot whose expected yield this season
 * (chance of its condition, from the table's cards, times what its effect is worth now) is
 * highest per Battery it still lacks.
 */
function bestBatterySlot(state: PrecognitionState, seat: Seat): number {
  const boat = state.boats[seat] as Boat;
  const worth = worthFor(state, seat);
  const face = faceOf(state);
  const season = seasonOfTurn(Math.max(1, state.turn));
  const { chance } = tableOutlook(
    boat.prescient as PrescientId,
    state.boats.flatMap((b) => (b.prescient ? [b.prescient] : [])),
  );
  let best = -1;
  let bestScore = -Infinity;
  for (let m = 0; m < MACHINE_COUNT; m++) {
    if (!hasFreeSlot(state, boat, m)) continue;
    const missing = slotsOf(state, boat, m) - (boat.batteries[m] ?? 0);
    const machine = machineOf(boat.rooms, m, face);
    const p = chance.get(`${boat.rooms[Math.floor(m / 3)]}:${face}:${m % 3}`)?.[season - 1] ?? 0;
    const effect = effectPool(machine.effect);
    // Doctors heal for free: a heal is worth a quarter of a Human when planned ahead.
    effect.heal /= 4;
    const score = (p * poolWorth(effect, worth)) / missing;
    if (score > bestScore) {
      bestScore = score;
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

// --- Advanced set-up: which two rooms to keep, which two cards to pass.

/**
 * How likely a machine's condition is to hold on a turn of one season, from the cards that
 * season can bring: the Keep card from the own deck or from the table (every seated Prescient's
 * deck, which is public), the partner and the given card from the table. Row-1 conditions
 * count the gains of the Keep card alone or of both cards, half the time each. The player
 * steers (four Keep options, two cards to give), so the chance is raised to the average of the
 * blind chance q and 1 − (1 − q)², the chance with two tries.
 */
function seasonChance(condition: MachineCondition, own: ExpeditionCard[], table: ExpeditionCard[]): number {
  let hits = 0;
  let cases = 0;
  if (condition.kind === "givenType" || condition.kind === "givenCost" || condition.kind === "givenHasPlague") {
    for (const given of table) {
      cases += 1;
      if (conditionHolds(condition, machineContext(given, given, given))) hits += 1;
    }
  } else {
    const gainRow = condition.kind === "gainedFromCards";
    for (const keep of [...own, ...table]) {
      for (const partner of table) {
        const ctx = machineContext(keep, partner, null);
        cases += 1;
        if (!gainRow) {
          if (conditionHolds(condition, ctx)) hits += 1;
          continue;
        }
        for (const cards of ["keep", "both"] as const) {
          ctx.gainedFromCards = gainsOf(keep, partner, cards);
          if (conditionHolds(condition, ctx)) hits += 0.5;
        }
      }
    }
  }
  const q = cases === 0 ? 0 : hits / cases;
  return (q + 1 - (1 - q) * (1 - q)) / 2;
}

/** Batteries a boat can expect from cards per turn of a season, from the same model (one card in two activated both). */
function seasonBatteries(own: ExpeditionCard[], table: ExpeditionCard[]): number {
  let sum = 0;
  let cases = 0;
  for (const keep of [...own, ...table]) {
    for (const partner of table) {
      sum += (gainsOf(keep, partner, "keep").battery + gainsOf(keep, partner, "both").battery) / 2;
      cases += 1;
    }
  }
  return cases === 0 ? 0 : sum / cases;
}

/** The worth of resources on a later turn: Ymunes and Batteries lose value as the game runs out. */
function worthOnTurn(worth: Worth, turn: number): Worth {
  const turnsLeft = TURNS - turn;
  return {
    ...worth,
    ymune: ymuneWorth(false, turnsLeft),
    battery: turnsLeft > 4 ? 2.5 : 0.5,
    human: turnsLeft > 0 ? worth.human : 2,
    heal: worth.heal / 4,
  };
}

/**
 * What two rooms' advanced faces should bring over the game: each machine's chance per season
 * times its effect's worth, on every turn after it is powered. Batteries go to the machines
 * with the fewest slots first (as the bot places them), arriving at the expected pace.
 */
function roomsWorth(rooms: [string, string], chance: Map<string, number[]>, batteriesPerTurn: number[], worth: Worth): number {
  const machines = rooms.flatMap((room, r) =>
    [0, 1, 2].map((m) => ({ key: `${room}:advanced:${m}`, machine: machineOf(rooms, r * 3 + m, "advanced") })),
  );
  machines.sort((a, b) => a.machine.slots - b.machine.slots);
  let total = 0;
  let slotsBefore = 0;
  for (const { key, machine } of machines) {
    slotsBefore += machine.slots;
    const chances = chance.get(key) as number[];
    let batteries = 0;
    for (let turn = 1; turn <= TURNS; turn++) {
      const season = Math.ceil(turn / TURNS_PER_SEASON);
      batteries += batteriesPerTurn[season - 1] as number;
      if (batteries + 1e-9 < slotsBefore) continue;
      total += (chances[season - 1] as number) * poolWorth(effectPool(machine.effect), worthOnTurn(worth, turn));
    }
  }
  return total;
}

interface Outlook {
  /** By "room-id:face:machine", the chance per season. */
  chance: Map<string, number[]>;
  batteriesPerTurn: number[];
}

/** Outlooks depend only on the content and on who sits at the table: computed once per table. */
const outlooks = new Map<string, Outlook>();

function tableOutlook(own: PrescientId, seated: PrescientId[]): Outlook {
  const key = `${own}|${[...seated].sort().join(",")}`;
  const known = outlooks.get(key);
  if (known) return known;
  const bySeason = (cards: readonly ExpeditionCard[], season: number) => cards.filter((c) => c.season === season);
  const ownCards = prescientOf(own).cards;
  const tableCards = seated.flatMap((p) => prescientOf(p).cards);
  const outlook: Outlook = { chance: new Map(), batteriesPerTurn: [] };
  for (const season of [1, 2, 3]) {
    const ownSeason = bySeason(ownCards, season);
    const table = bySeason(tableCards, season);
    outlook.batteriesPerTurn.push(seasonBatteries(ownSeason, table));
    for (const room of content.rooms) {
      for (const face of ["standard", "advanced"] as const) {
        room[face].forEach((machine, m) => {
          const key = `${room.id}:${face}:${m}`;
          const row = outlook.chance.get(key) ?? [];
          row.push(seasonChance(machine.condition, ownSeason, table));
          outlook.chance.set(key, row);
        });
      }
    }
  }
  outlooks.set(key, outlook);
  return outlook;
}

/**
 * The advanced set-up choice, from this seat's own information only (its three rooms, its four
 * cards, the Prescients at the table): keep the two rooms whose machines its deck and the table
 * should trigger most; put back on top the two cards that make its best first pair with the card
 * the right neighbour will give it (one of the two passed cards, since the neighbour gives from
 * what it receives), and pass the other two, weighing what they are worth to that neighbour.
 */
function chooseSetup(state: PrecognitionState, seat: Seat): PrecognitionMove {
  const boat = state.boats[seat] as Boat;
  const offer = state.advancedOffers[seat]?.rooms ?? [];
  const worth = worthFor(state, seat);
  const prescient = boat.prescient as PrescientId;
  const { chance, batteriesPerTurn } = tableOutlook(
    prescient,
    state.boats.flatMap((b) => (b.prescient ? [b.prescient] : [])),
  );
  let rooms: [string, string] = [offer[0] as string, offer[1] as string];
  let bestRooms = -Infinity;
  for (let i = 0; i < offer.length; i++) {
    for (let j = i + 1; j < offer.length; j++) {
      const pair: [string, string] = [offer[i] as string, offer[j] as string];
      const value = roomsWorth(pair, chance, batteriesPerTurn, worth);
      if (value > bestRooms) {
        bestRooms = value;
        rooms = pair;
      }
    }
  }

  const hand = boat.hand.map(cardOf);
  const friend = isFriend(state, seat, rightOf(seat, state.seats));
  let cards = { pass: [hand[0], hand[1]], putBack: [hand[2], hand[3]] } as { pass: ExpeditionCard[]; putBack: ExpeditionCard[] };
  let bestCards = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      const pass = [hand[i], hand[j]] as ExpeditionCard[];
      const putBack = hand.filter((_, k) => k !== i && k !== j);
      let mine = 0;
      for (const given of pass) mine += Math.max(...putBack.map((keep) => pairWorth(boat.healthy, keep, given, worth))) / 2;
      const theirs = pass.reduce((sum, card) => sum + soloWorth(card, worth), 0) / 2;
      const score = mine + (friend ? 0.5 : -0.5) * theirs;
      if (score > bestCards) {
        bestCards = score;
        cards = { pass, putBack };
      }
    }
  }
  const ids = (list: ExpeditionCard[]) => list.map((c) => c.id) as [string, string];
  return { type: "setupChoice", rooms, pass: ids(cards.pass), putBack: ids(cards.putBack) };
}

/** Weighs each option by its immediate worth; good enough to fill a seat and to measure balance. */
const greedy: PrecognitionBot = (state, seat, rng) => {
  const boat = state.boats[seat] as Boat;
  const moves = legalMoves(state, seat);
  switch (state.phase) {
    case "prescients":
      return pickOne(rng, moves);
    case "advancedSetup":
      return chooseSetup(state, seat);
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
      if (action.pool.battery > 0) return { type: "placeBattery", machine: bestBatterySlot(state, seat) };
      return { type: "collect" };
    }
    case "coop":
      return chooseCoop(state, seat, moves);
    case "done":
      return pickOne(rng, moves);
  }
};

export const bots = { random, greedy };

/**
 * The bot's set-up model, for the balance scripts: by "room-id:face:machine" (machine 0–2), the
 * chance per season (1, 2, 3) that the machine's condition holds for a player of `own` at a
 * table of `seated` Prescients.
 */
export function machineOutlook(own: PrescientId, seated: PrescientId[]): ReadonlyMap<string, readonly number[]> {
  return tableOutlook(own, seated).chance;
}
