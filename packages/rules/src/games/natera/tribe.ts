import type { Seat } from "../../engine/index.js";
import { content, type Card, type CardType, type Effect, type Resource, type Resources, type TribeId } from "./content/index.js";
import type { NateraState, TribeState } from "./types.js";

/** Small readers and writers of one tribe's state, shared by every rule file. */
export const tribeOf = (state: NateraState, seat: Seat): TribeState => state.tribes[seat]!;
export const is = (state: NateraState, seat: Seat, tribe: TribeId): boolean => state.tribes[seat]?.tribe === tribe;

/** Seats in turn order starting from `from` (clockwise = increasing seat index). */
export const seatsFrom = (state: NateraState, from: Seat): Seat[] =>
  Array.from({ length: state.seats }, (_, i) => (from + i) % state.seats);

export function gain(state: NateraState, seat: Seat, r: Resources): void {
  const res = tribeOf(state, seat).res;
  for (const [kind, n] of Object.entries(r) as [Resource, number][]) res[kind] += n;
  if (Object.values(r).some((n) => n > 0)) log(state, { seat, what: "gain", res: { ...r } });
}

/** Chimpanzees pay Agility and Intelligence interchangeably (never for counts or prerequisites). */
const pooled = (state: NateraState, seat: Seat) => is(state, seat, "chimpanzees");

export function canPay(state: NateraState, seat: Seat, cost: Resources): boolean {
  const res = tribeOf(state, seat).res;
  for (const [kind, n] of Object.entries(cost) as [Resource, number][]) {
    if (pooled(state, seat) && (kind === "agility" || kind === "intelligence")) continue;
    if (res[kind] < n) return false;
  }
  if (pooled(state, seat)) return res.agility + res.intelligence >= (cost.agility ?? 0) + (cost.intelligence ?? 0);
  return true;
}

/** Pays `cost` (check `canPay` first). Chimpanzees pay the named kind first, then the other one. */
export function pay(state: NateraState, seat: Seat, cost: Resources): void {
  const res = tribeOf(state, seat).res;
  if (Object.values(cost).some((n) => n > 0)) log(state, { seat, what: "pay", res: { ...cost } });
  for (const [kind, n] of Object.entries(cost) as [Resource, number][]) {
    if (pooled(state, seat) && (kind === "agility" || kind === "intelligence")) {
      const other = kind === "agility" ? "intelligence" : "agility";
      const own = Math.min(res[kind], n);
      res[kind] -= own;
      res[other] -= n - own;
    } else res[kind] -= n;
  }
  for (const kind of Object.keys(res) as Resource[]) if (res[kind] < 0) throw new Error(`natera: ${kind} below 0`);
}

/** The types a card carries in play (digest, "Red Panda" ruling: nine types). */
export function typesOfCard(card: Card): CardType[] {
  return [card.deck, ...card.types, ...(card.prerequisite ? (["prerequisite"] as const) : [])];
}

/** Types present among a tribe's cards in play now: tableau and hired specialists. */
export function typesInPlay(state: NateraState, seat: Seat): Map<CardType, number> {
  const counts = new Map<CardType, number>();
  const t = tribeOf(state, seat);
  for (const id of t.tableau) for (const type of typesOfCard(content.cards[id]!)) counts.set(type, (counts.get(type) ?? 0) + 1);
  if (t.specialists.length > 0) counts.set("specialist", t.specialists.length);
  return counts;
}

/** Whether an effect list gives Endurance, Agility or Intelligence as printed. */
export function givesTraining(effects: Effect[]): boolean {
  return effects.some((e) => {
    if (e.k === "gain") return e.r.endurance !== undefined || e.r.agility !== undefined || e.r.intelligence !== undefined;
    if (e.k === "or") return e.options.some(givesTraining);
    if (e.k === "trade") return givesTraining(e.gain);
    return false;
  });
}

/** The whole game's log, never cut (issue 34: an index into it marks a place for good; it was cut to its last 200 entries). */
export function log(state: NateraState, entry: NateraState["log"][number]): void {
  state.log.push(entry);
}
