import type { Seat } from "./contract.js";

/**
 * A round of secret, simultaneous choices (Keep/Give, a sealed pick…). Every expected seat
 * commits a choice; a seat may commit again to change its mind until the last commitment
 * arrives; then the caller resolves every choice in the same transition — the reveal.
 *
 * What may leave the rules: `committedSeats` and `waitingOn` are public; `ownChoice` is for
 * its owner's private view only; the choices themselves become public only through the
 * game's resolution of the complete round.
 */
export interface SimultaneousRound<Choice> {
  expected: Seat[];
  /** Indexed by seat; null until that seat commits. */
  choices: (Choice | null)[];
}

export function openRound<Choice>(expected: readonly Seat[], seatCount: number): SimultaneousRound<Choice> {
  return { expected: [...expected], choices: Array.from({ length: seatCount }, () => null) };
}

export function isExpected(round: SimultaneousRound<unknown>, seat: Seat): boolean {
  return round.expected.includes(seat);
}

/** Records (or replaces) a seat's choice; returns true when every expected seat has committed. */
export function commitChoice<Choice>(round: SimultaneousRound<Choice>, seat: Seat, choice: Choice): boolean {
  if (!isExpected(round, seat)) throw new RangeError(`seat ${seat} takes no part in this round`);
  round.choices[seat] = choice;
  return isComplete(round);
}

export function isComplete(round: SimultaneousRound<unknown>): boolean {
  return round.expected.every((seat) => round.choices[seat] != null);
}

export function committedSeats(round: SimultaneousRound<unknown>): Seat[] {
  return round.expected.filter((seat) => round.choices[seat] != null);
}

export function waitingOn(round: SimultaneousRound<unknown>): Seat[] {
  return round.expected.filter((seat) => round.choices[seat] == null);
}

export function ownChoice<Choice>(round: SimultaneousRound<Choice>, seat: Seat): Choice | null {
  return round.choices[seat] ?? null;
}

/** All choices of a complete round, as [seat, choice] in seat order. */
export function revealedChoices<Choice>(round: SimultaneousRound<Choice>): [Seat, Choice][] {
  if (!isComplete(round)) throw new RangeError("a round is revealed only once every seat has committed");
  return round.expected
    .slice()
    .sort((a, b) => a - b)
    .map((seat) => [seat, round.choices[seat] as Choice]);
}
