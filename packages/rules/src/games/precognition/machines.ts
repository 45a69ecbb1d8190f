import { cardOf, machineOf, resolvedCosts } from "./catalog.js";
import type { ExpeditionCard, MachineCondition } from "./content/schema.js";
import { leftOf, type ActionProgress, type Boat, type PrecognitionState } from "./types.js";

export const MACHINE_COUNT = 6;

export const faceOf = (state: PrecognitionState): "standard" | "advanced" => state.options.setup;

export function slotsOf(state: PrecognitionState, boat: Boat, machine: number): number {
  return machineOf(boat.rooms, machine, faceOf(state)).slots;
}

export const isPowered = (state: PrecognitionState, boat: Boat, machine: number): boolean =>
  (boat.batteries[machine] ?? 0) >= slotsOf(state, boat, machine);

export const hasFreeSlot = (state: PrecognitionState, boat: Boat, machine: number): boolean =>
  (boat.batteries[machine] ?? 0) < slotsOf(state, boat, machine);

export function freeSlotMachines(state: PrecognitionState, boat: Boat): number[] {
  const free: number[] = [];
  for (let m = 0; m < MACHINE_COUNT; m++) if (hasFreeSlot(state, boat, m)) free.push(m);
  return free;
}

export function poweredCount(state: PrecognitionState, boat: Boat): number {
  let n = 0;
  for (let m = 0; m < MACHINE_COUNT; m++) if (isPowered(state, boat, m)) n++;
  return n;
}

interface ConditionContext {
  pair: [ExpeditionCard, ExpeditionCard];
  pairCosts: [number, number];
  given: ExpeditionCard | null;
  givenCost: number;
  gainedFromCards: ActionProgress["gainedFromCards"];
}

const oneEach = (
  pair: [ExpeditionCard, ExpeditionCard],
  isA: (c: ExpeditionCard) => boolean,
  isB: (c: ExpeditionCard) => boolean,
) => (isA(pair[0]) && isB(pair[1])) || (isA(pair[1]) && isB(pair[0]));

export function conditionHolds(condition: MachineCondition, ctx: ConditionContext): boolean {
  const { pair, pairCosts } = ctx;
  switch (condition.kind) {
    case "pairTypeAndOther":
      return oneEach(
        pair,
        (c) => c.type === condition.type,
        (c) => c.type !== condition.type,
      );
    case "pairTypes":
      return oneEach(
        pair,
        (c) => c.type === condition.types[0],
        (c) => c.type === condition.types[1],
      );
    case "pairPlagueAndClean":
      return oneEach(
        pair,
        (c) => c.plague > 0,
        (c) => c.plague === 0,
      );
    case "pairCostSumAtMost":
      return pairCosts[0] + pairCosts[1] <= condition.value;
    case "pairCostSumAtLeast":
      return pairCosts[0] + pairCosts[1] >= condition.value;
    case "pairSameCost":
      return pairCosts[0] === pairCosts[1];
    case "pairDifferentCosts":
      return pairCosts[0] !== pairCosts[1];
    case "gainedFromCards":
      return ctx.gainedFromCards[condition.type] >= condition.atLeast;
    case "givenType":
      return ctx.given !== null && ctx.given.type === condition.type;
    case "givenCost":
      if (ctx.given === null) return false;
      return condition.compare === "eq"
        ? ctx.givenCost === condition.value
        : condition.compare === "le"
          ? ctx.givenCost <= condition.value
          : ctx.givenCost >= condition.value;
    case "givenHasPlague":
      return ctx.given !== null && ctx.given.plague > 0;
  }
}

/**
 * The card this seat gave this turn sits in its left neighbour's Give slot; a `≈` cost there
 * counts as it resolves in that neighbour's Action zone.
 */
function givenCardOf(state: PrecognitionState, seat: number): { given: ExpeditionCard | null; givenCost: number } {
  const left = state.boats[leftOf(seat, state.seats)] as Boat;
  if (left.giveSlot === null || left.keepSlot === null) return { given: null, givenCost: 0 };
  const given = cardOf(left.giveSlot);
  return { given, givenCost: resolvedCosts(cardOf(left.keepSlot), given)[1] };
}

/** Powered machines whose condition holds now; each may trigger once per turn. */
export function machinesThatTrigger(state: PrecognitionState, seat: number): number[] {
  const boat = state.boats[seat] as Boat;
  if (boat.keepSlot === null || boat.giveSlot === null || boat.action === null) return [];
  const pair: [ExpeditionCard, ExpeditionCard] = [cardOf(boat.keepSlot), cardOf(boat.giveSlot)];
  const ctx: ConditionContext = {
    pair,
    pairCosts: resolvedCosts(pair[0], pair[1]),
    ...givenCardOf(state, seat),
    gainedFromCards: boat.action.gainedFromCards,
  };
  const face = faceOf(state);
  const result: number[] = [];
  for (let m = 0; m < MACHINE_COUNT; m++) {
    if (boat.action.triggered.includes(m) || !isPowered(state, boat, m)) continue;
    if (conditionHolds(machineOf(boat.rooms, m, face).condition, ctx)) result.push(m);
  }
  return result;
}
