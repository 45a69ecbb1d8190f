import type { Seat } from "../../engine/index.js";
import type { PrescientId } from "./content/schema.js";
import type { Boat, Pool } from "./types.js";

/** The public view carries the log's last entries; the room sends the earlier ones on request. */
export const LOG_IN_VIEW = 60;

/** What a boat's counts moved by (only the ones that moved). */
export type BoatChange = Partial<Record<(typeof CHANGE_FIELDS)[number], number>>;
const CHANGE_FIELDS = ["food", "healthy", "contaminated", "doctors", "protectors", "plague"] as const;

/**
 * The public record of a game, in order. Every entry is sent to every seat and spectator, so a
 * card, tile, room or Objective is named only once it lies face up for everyone: a Keep/Give
 * choice appears at the reveal, a River tile when it is turned, an Objective when it is revealed.
 */
export type LogEntry =
  /** A header: the game begins (its mode and set-up are in the options). */
  | { kind: "begin" }
  | { kind: "prescient"; seat: Seat; prescient: PrescientId }
  /** Set-up: the cards passed face up to the right (`to`); in an advanced set-up, the two rooms kept. */
  | { kind: "deal"; seat: Seat; rooms: string[] | null; passed: string[]; to: Seat }
  /** A header: a turn begins, and everyone draws `drawn` cards (none on the last turn). */
  | { kind: "turn"; turn: number; season: 1 | 2 | 3; drawn: number }
  /** The reveal of one seat's choice: Keep, Give (to its left, `givenTo`) and the pair passed right (`passedTo`). */
  | { kind: "reveal"; seat: Seat; keep: string; give: string; givenTo: Seat; passed: string[]; passedTo: Seat }
  /** The cards activated (face up in the Action zone); `contaminated`: healthy Humans paid for both; `gains`: what they offer. */
  | { kind: "activate"; seat: Seat; cards: string[]; contaminated: number; gains: Pool }
  /** Powered machines (0–5) whose condition held, and what they offer together. */
  | { kind: "machines"; seat: Seat; machines: number[]; gains: Pool }
  | { kind: "ymune"; seat: Seat; as: "doctor" | "protector" }
  /** A Battery put on machine `machine`, which now holds `batteries`. */
  | { kind: "battery"; seat: Seat; machine: number; batteries: number }
  /** Batteries with no free slot on the boat: they are lost. */
  | { kind: "batteriesLost"; seat: Seat; n: number }
  | { kind: "decline"; seat: Seat; resource: keyof Pool }
  /** What a seat took of what waited (Humans arrive contaminated; `healed` go back to the Cabins). */
  | { kind: "collect"; seat: Seat; food: number; humans: number; doctors: number; protectors: number; healed: number }
  /** Cooperative: `contaminated` healthy Humans paid to reveal `objective`. */
  | { kind: "objective"; seat: Seat; objective: string; contaminated: number }
  | { kind: "attenuate"; seat: Seat; objective: string; food: number; humans: number }
  /** A header: the Maintenance phase. */
  | { kind: "maintenance" }
  | { kind: "plague"; seat: Seat; rise: number; level: number }
  /** Protectors discarded against the Plague, then the Humans it took; `level` is where it stays. */
  | { kind: "plagueLoss"; seat: Seat; protectors: number; healthy: number; contaminated: number; level: number }
  | { kind: "heal"; seat: Seat; n: number }
  | { kind: "river"; tile: string }
  | { kind: "riverApplied"; seat: Seat; change: BoatChange }
  | { kind: "riverIgnored"; seat: Seat }
  | { kind: "island"; tile: string }
  /** At an Island: Food eaten, and healthy Humans lost for want of it. */
  | { kind: "feed"; seat: Seat; eaten: number; starved: number }
  /** Cooperative end of season: the Objectives still face down are turned, then all are checked. */
  | { kind: "objectivesRevealed"; season: number; objectives: string[] }
  | { kind: "seasonCheck"; season: number; failed: string[] }
  /** A header: the game is over. */
  | { kind: "end" }
  | { kind: "score"; seat: Seat; healthy: number; contaminated: number }
  | { kind: "result"; reason: string; winners: Seat[] };

export type BoatCounts = Record<(typeof CHANGE_FIELDS)[number], number>;

export const countsOf = (boat: Boat): BoatCounts => ({
  food: boat.food,
  healthy: boat.healthy,
  contaminated: boat.contaminated,
  doctors: boat.doctors,
  protectors: boat.protectors,
  plague: boat.plague,
});

/** What moved between two readings of a boat's counts. */
export function changeOf(before: BoatCounts, boat: Boat): BoatChange {
  const after = countsOf(boat);
  const change: BoatChange = {};
  for (const field of CHANGE_FIELDS) if (after[field] !== before[field]) change[field] = after[field] - before[field];
  return change;
}
