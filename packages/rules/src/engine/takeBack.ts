import type { AnyGame, MoveOf, Seat, StateOf } from "./contract.js";

/**
 * Take-backs, for every game that declares them. A move may be taken back when nothing hidden
 * came to light through it: it used no randomness (the RNG state is unchanged: no card drawn,
 * no tile turned, no die rolled) and every viewer — each seat and the spectators — is still
 * kept from everything it was kept from before (no peek, no reveal). The game may add its own
 * reasons (`takeBack.reveals`). What the room adds: only the last moves of the seat asking,
 * and only while no one else has acted since.
 */
export interface BeforeMove {
  rng: string;
  hidden: Set<string>[];
  declared: boolean;
}

const rngOf = (state: unknown): string => JSON.stringify((state as { rng?: unknown }).rng ?? null);

/** What the check needs of the state before `move`; null when the game has no take-backs. */
export function beforeMove<G extends AnyGame>(game: G, state: StateOf<G>, seat: Seat, move: MoveOf<G>): BeforeMove | null {
  if (!game.takeBack || game.takeBack.candidate?.(state, seat, move) === false) return null;
  return {
    rng: rngOf(state),
    hidden: viewers(game, state).map((viewer) => new Set(game.hiddenFrom(state, viewer))),
    declared: game.takeBack.reveals?.(state, seat, move) ?? false,
  };
}

/** Whether the move that led from `before` to `state` can be taken back. */
export function canBeTakenBack<G extends AnyGame>(game: G, before: BeforeMove | null, state: StateOf<G>): boolean {
  if (!before || before.declared || rngOf(state) !== before.rng) return false;
  return viewers(game, state).every((viewer, i) => {
    const still = new Set(game.hiddenFrom(state, viewer));
    for (const id of before.hidden[i] ?? []) if (!still.has(id)) return false;
    return true;
  });
}

const viewers = <G extends AnyGame>(game: G, state: StateOf<G>): (Seat | null)[] => [
  null,
  ...Array.from({ length: game.seatCount(state) }, (_, seat) => seat),
];
