import { require_, type Seat } from "../../engine/index.js";
import { colonyOpen, faceUpLocations, locationOf, moveTrack, placeOpen } from "./board.js";
import { content, PAY_KINDS, type Ability, type Effect, type PayKind, type Prerequisite } from "./content/index.js";
import { refillRiver } from "./decks.js";
import { jobsOf, placeColony, pushFront } from "./queue.js";
import { canPay, gain, is, log, pay, tribeOf, typesInPlay, typesOfCard } from "./tribe.js";
import { COLONY_COST, type Job, type NateraState } from "./types.js";

/** The five actions: what each allows, and what it does. Codes are the refusals clients translate. */
export const NateraError = {
  NO_PAWN: "NO_PAWN",
  PLACE_CLOSED: "PLACE_CLOSED",
  CANNOT_PAY: "CANNOT_PAY",
  NOT_IN_HAND: "NOT_IN_HAND",
  PREREQUISITE: "PREREQUISITE",
  NOT_IN_RIVER: "NOT_IN_RIVER",
  NO_SUCH_ABILITY: "NO_SUCH_ABILITY",
  COLONY_CLOSED: "COLONY_CLOSED",
  MAIN_ACTION_DONE: "MAIN_ACTION_DONE",
  MAIN_ACTION_NEEDED: "MAIN_ACTION_NEEDED",
  NOT_NOW: "NOT_NOW",
  NOT_AN_OPTION: "NOT_AN_OPTION",
  BAD_CHOICE: "BAD_CHOICE",
  ALREADY_CHOSEN: "ALREADY_CHOSEN",
} as const;

// ---- Deploy -------------------------------------------------------------------------------

/**
 * Whether a location's exchange and discard costs can be paid now (for a deploy or a copy).
 * "Draw 3, discard 1" draws first, so its discard is payable after the draws.
 */
export function locationPayable(state: NateraState, seat: Seat, id: string): boolean {
  const l = locationOf(id);
  const hand = tribeOf(state, seat).hand.length;
  if (!canPay(state, seat, l.cost ?? {}) || hand < l.discard) return false;
  const draws = l.reward.filter((e) => e.k === "draw").length;
  if (hand + draws < l.reward.filter((e) => e.k === "discard").length) return false;
  // The Coastal hire is legal only when the river holds a specialist it may take (digest ruling).
  const hire = l.reward.find((e) => e.k === "hire");
  if (hire?.k === "hire" && hire.max !== undefined && !state.river.some((s) => content.specialists[s]!.cost <= hire.max!))
    return false;
  return true;
}

/** Whether the pawn may go there now: a pawn left, access, blocking, and the location's costs. */
export function canDeploy(state: NateraState, seat: Seat, pawn: "leader" | "explorer", id: string): boolean {
  const t = tribeOf(state, seat);
  if ((pawn === "leader" ? t.leaders : t.explorers) <= 0) return false;
  return placeOpen(state, seat, id) && locationPayable(state, seat, id);
}

export function deploy(state: NateraState, seat: Seat, pawn: "leader" | "explorer", id: string): void {
  require_(canDeploy(state, seat, pawn, id), NateraError.PLACE_CLOSED, `seat ${seat} cannot deploy a ${pawn} on ${id} now`);
  const t = tribeOf(state, seat);
  const l = locationOf(id);
  const where = state.locations[id]!;
  if (pawn === "leader") t.leaders--;
  else t.explorers--;
  pay(state, seat, l.cost ?? {});
  const moleHere = where.pawns.find((p) => is(state, p.seat, "moles"));
  where.pawns.push({ seat, kind: pawn });
  log(state, { seat, what: `deploy-${pawn}`, ref: id });
  // Digest ruling on the order: authority, Mole food, then the reward and the colony bonus, then "explores" triggers.
  if (l.zone !== "forest") moveTrack(state, seat, l.zone, 1);
  if (moleHere && moleHere.seat !== seat) {
    gain(state, moleHere.seat, { food: 4 });
    gain(state, seat, { food: 2 });
  }
  const jobs: Job[] = jobsOf(
    seat,
    Array.from({ length: l.discard }, (): Effect => ({ k: "discard" })),
  );
  // On its own colony the deployer orders reward and bonus; otherwise the reward comes first.
  if (where.colony === seat && l.bonus.length > 0) jobs.push({ seat, step: "order", location: id, leader: pawn === "leader" });
  else jobs.push(...rewardAndBonus(state, seat, id, pawn === "leader", "reward-first"));
  if (l.zone === "forest" && is(state, seat, "bears")) jobs.push({ seat, e: { k: "authority", d: 1 } });
  if (l.zone === "forest" && is(state, seat, "foxes")) jobs.push({ seat, e: { k: "draw" } });
  for (const card of t.tableau) {
    const passive = content.cards[card]!.passive;
    if (passive?.on === "deploy" && passive.zone === l.zone) gain(state, seat, passive.gain);
  }
  pushFront(state, jobs);
}

/** A deploy's reward and colony bonus in the chosen order; a leader (any tribe's) on a Beaver colony: the bonus twice. */
export function rewardAndBonus(state: NateraState, seat: Seat, id: string, leader: boolean, order: string): Job[] {
  const l = locationOf(id);
  const owner = state.locations[id]!.colony;
  const reward = jobsOf(seat, l.reward);
  if (owner === null) return reward;
  const times = leader && is(state, owner, "beavers") ? 2 : 1;
  const bonus = Array.from({ length: times }, () => jobsOf(owner, l.bonus)).flat();
  return order === "bonus-first" ? [...bonus, ...reward] : [...reward, ...bonus];
}

// ---- Play an Exploration card ------------------------------------------------------------

export function prerequisiteMet(state: NateraState, seat: Seat, req: Prerequisite | undefined): boolean {
  if (!req) return true;
  const t = tribeOf(state, seat);
  if (req.kind === "track") return t.tracks[req.zone] >= req.level;
  if (req.kind === "types") return (typesInPlay(state, seat).get(req.type) ?? 0) >= req.n;
  return Object.entries(state.locations).some(
    ([id, w]) => locationOf(id).zone === req.zone && w.pawns.some((p) => p.seat === seat),
  );
}

const playCost = (card: string, kind: PayKind, off: Partial<Record<PayKind, number>>): number =>
  Math.max(0, content.cards[card]!.cost[kind] - (off[kind] ?? 0));

export function canPlay(
  state: NateraState,
  seat: Seat,
  card: string,
  kind: PayKind,
  off: Partial<Record<PayKind, number>> = {},
): boolean {
  if (!tribeOf(state, seat).hand.includes(card)) return false;
  if (!prerequisiteMet(state, seat, content.cards[card]!.prerequisite)) return false;
  return canPay(state, seat, { [kind]: playCost(card, kind, off) });
}

/** The ways a card can be paid now (with a location's discount). */
export const payKinds = (state: NateraState, seat: Seat, card: string, off: Partial<Record<PayKind, number>> = {}): PayKind[] =>
  PAY_KINDS.filter((k) => canPlay(state, seat, card, k, off));

/** Cards of the hand that can be played now, one way or another. */
export const playableCards = (state: NateraState, seat: Seat, off: Partial<Record<PayKind, number>> = {}): string[] =>
  [...new Set(tribeOf(state, seat).hand)].filter((card) => payKinds(state, seat, card, off).length > 0);

/** Plays the card, asking how to pay when there is more than one way. */
export function startPlay(state: NateraState, seat: Seat, card: string, off: Partial<Record<PayKind, number>> = {}): void {
  require_(tribeOf(state, seat).hand.includes(card), NateraError.NOT_IN_HAND, `${card} is not in your hand`);
  require_(
    prerequisiteMet(state, seat, content.cards[card]!.prerequisite),
    NateraError.PREREQUISITE,
    `the prerequisite of ${card} is not met`,
  );
  const kinds = payKinds(state, seat, card, off);
  require_(kinds.length > 0, NateraError.CANNOT_PAY, `you cannot pay for ${card}`);
  if (kinds.length === 1) doPlay(state, seat, card, kinds[0]!, off);
  else pushFront(state, [{ seat, step: "pay", card, off }]);
}

/** The pawns that may deploy there now. */
export const pawnKinds = (state: NateraState, seat: Seat, id: string): ("leader" | "explorer")[] =>
  (["leader", "explorer"] as const).filter((pawn) => canDeploy(state, seat, pawn, id));

/** Deploys there, asking which pawn when both a leader and an explorer may go. */
export function startDeploy(state: NateraState, seat: Seat, id: string): void {
  const kinds = pawnKinds(state, seat, id);
  require_(kinds.length > 0, NateraError.PLACE_CLOSED, `seat ${seat} cannot deploy on ${id} now`);
  if (kinds.length === 1) deploy(state, seat, kinds[0]!, id);
  else pushFront(state, [{ seat, step: "pawn", location: id }]);
}

export function doPlay(
  state: NateraState,
  seat: Seat,
  cardId: string,
  kind: PayKind,
  off: Partial<Record<PayKind, number>> = {},
): void {
  require_(tribeOf(state, seat).hand.includes(cardId), NateraError.NOT_IN_HAND, `${cardId} is not in your hand`);
  const card = content.cards[cardId]!;
  require_(prerequisiteMet(state, seat, card.prerequisite), NateraError.PREREQUISITE, `the prerequisite of ${cardId} is not met`);
  require_(canPlay(state, seat, cardId, kind, off), NateraError.CANNOT_PAY, `you cannot pay ${cardId} with ${kind}`);
  const t = tribeOf(state, seat);
  const before = typesInPlay(state, seat);
  pay(state, seat, { [kind]: playCost(cardId, kind, off) });
  t.hand.splice(t.hand.indexOf(cardId), 1);
  t.tableau.push(cardId);
  log(state, { seat, what: "play", ref: cardId });
  const types = typesOfCard(card);
  const newTypes = types.filter((type) => !before.has(type)).length;
  if (is(state, seat, "red-pandas") && newTypes > 0) gain(state, seat, { energy: newTypes });
  if (is(state, seat, "rabbits") && card.prerequisite) gain(state, seat, { food: 2 });
  if (is(state, seat, "gorillas") && card.types.includes("science")) gain(state, seat, { endurance: 1 });
  if (card.background === "immediate") pushFront(state, jobsOf(seat, card.effects));
}

// ---- Hire a specialist -------------------------------------------------------------------

/** Food to pay: printed cost less the Reptiles' 2, passive cards and the location's discount (floor 0); the Coastal hire is fixed. */
export function hireCost(state: NateraState, seat: Seat, id: string, via?: { off: number; fixed?: number }): number {
  if (via?.fixed !== undefined) return via.fixed;
  const passives = tribeOf(state, seat).tableau.reduce((sum, c) => {
    const p = content.cards[c]!.passive;
    return sum + (p?.on === "hire" ? p.off : 0);
  }, 0);
  const reptiles = is(state, seat, "reptiles") ? 2 : 0;
  return Math.max(0, content.specialists[id]!.cost - reptiles - passives - (via?.off ?? 0));
}

export function doHire(state: NateraState, seat: Seat, id: string, cost: number): void {
  require_(state.river.includes(id), NateraError.NOT_IN_RIVER, `${id} is not in the river`);
  require_(canPay(state, seat, { food: cost }), NateraError.CANNOT_PAY, `hiring ${id} costs ${cost} Food`);
  const t = tribeOf(state, seat);
  const hadSpecialists = t.specialists.length > 0;
  pay(state, seat, { food: cost });
  state.river.splice(state.river.indexOf(id), 1);
  t.specialists.push(id);
  log(state, { seat, what: "hire", ref: id });
  if (is(state, seat, "red-pandas") && !hadSpecialists) gain(state, seat, { energy: 1 });
  refillRiver(state);
  pushFront(state, jobsOf(seat, content.specialists[id]!.reward));
}

// ---- Use an ability ----------------------------------------------------------------------

/** An ability the tribe may use: its own specialists and activatable cards; Raccoons also the river's. */
export function abilityOf(state: NateraState, seat: Seat, source: string): Ability | null {
  const t = tribeOf(state, seat);
  if (t.specialists.includes(source)) return content.specialists[source]!.ability;
  if (t.tableau.includes(source)) return content.cards[source]!.ability ?? null;
  if (is(state, seat, "raccoons") && state.river.includes(source)) return content.specialists[source]!.ability;
  return null;
}

export function abilitySources(state: NateraState, seat: Seat): string[] {
  const t = tribeOf(state, seat);
  const all = [...t.specialists, ...t.tableau, ...(is(state, seat, "raccoons") ? state.river : [])];
  return all.filter((s) => {
    const a = abilityOf(state, seat, s);
    return a !== null && canPay(state, seat, a.cost);
  });
}

export function useAbility(state: NateraState, seat: Seat, source: string): void {
  const a = abilityOf(state, seat, source);
  require_(a, NateraError.NO_SUCH_ABILITY, `${source} gives you no ability`);
  require_(canPay(state, seat, a.cost), NateraError.CANNOT_PAY, `you cannot pay the ability of ${source}`);
  pay(state, seat, a.cost);
  log(state, { seat, what: "ability", ref: source });
  pushFront(state, jobsOf(seat, a.gain));
}

// ---- Establish a colony ------------------------------------------------------------------

export const canColonise = (state: NateraState, seat: Seat, id: string): boolean =>
  tribeOf(state, seat).coloniesLeft > 0 && canPay(state, seat, { materials: COLONY_COST }) && colonyOpen(state, seat, id);

export const colonySites = (state: NateraState, seat: Seat): string[] =>
  tribeOf(state, seat).coloniesLeft > 0 && canPay(state, seat, { materials: COLONY_COST })
    ? faceUpLocations(state).filter((id) => colonyOpen(state, seat, id))
    : [];

export function establishColony(state: NateraState, seat: Seat, id: string): void {
  require_(canColonise(state, seat, id), NateraError.COLONY_CLOSED, `seat ${seat} cannot establish a colony on ${id}`);
  pay(state, seat, { materials: COLONY_COST });
  placeColony(state, seat, id);
}
