import type { Seat } from "../../engine/index.js";
import { locationOf } from "./board.js";
import type { Effect } from "./content/index.js";
import { log, tribeOf } from "./tribe.js";
import type { Job, NateraState } from "./types.js";

/**
 * Effects resolve through a queue of jobs, each owned by a seat. A job that needs a decision
 * asks its owner (the prompt: one option per legal answer, so a seat's list of moves stays
 * short) and the queue waits; a decision with one possible answer is taken at once. Effects for
 * other tribes (colony bonuses, Mole food) are jobs of their own owners.
 */
export const jobsOf = (seat: Seat, effects: Effect[]): Job[] => effects.map((e) => ({ seat, e }));

export function pushFront(state: NateraState, jobs: Job[]): void {
  state.queue.unshift(...jobs);
}

/** A colony founded at `id`: the location's colony bonus goes first in the queue. */
export function placeColony(state: NateraState, seat: Seat, id: string): void {
  state.locations[id]!.colony = seat;
  tribeOf(state, seat).coloniesLeft--;
  log(state, { seat, what: "colony", ref: id });
  pushFront(state, jobsOf(seat, locationOf(id).bonus));
}
