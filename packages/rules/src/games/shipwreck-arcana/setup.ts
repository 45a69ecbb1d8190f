import { EngineErrorCode, randomInt, require_, seedRng, shuffleInPlace } from "../../engine/index.js";
import { ARCANA } from "./content/index.js";
import { beginTurn } from "./phases.js";
import { ALL_TOKENS, ROW_SIZE, STARTING_JUDGMENT, type ShipwreckOptions, type ShipwreckState } from "./types.js";

/**
 * The Hours with its tracks, four Arcana in a row, the face-up pile, 21 fates in the bag. The
 * table's first `players` places start (all of them without the option), in seat order; the
 * first player is drawn from the seed among them.
 */
export function setup(seats: number, options: ShipwreckOptions, seed: string): ShipwreckState {
  const players = options.players ?? seats;
  require_(players <= seats, EngineErrorCode.BAD_OPTIONS, `${players} players cannot start at a table of ${seats} places`);
  const rng = seedRng(seed);
  const pile = shuffleInPlace(
    rng,
    ARCANA.map((card) => card.id),
  );
  const row = pile.splice(0, ROW_SIZE);
  const order = Array.from({ length: players }, (_, seat) => seat);
  const state: ShipwreckState = {
    rng,
    seats,
    difficulty: options.difficulty,
    phase: "place",
    turn: 0,
    active: order[randomInt(rng, players)]!,
    present: Array.from({ length: seats }, (_, seat) => seat < players),
    order,
    arriving: [],
    flipRequests: [],
    bag: [...ALL_TOKENS],
    held: Array.from({ length: seats }, () => []),
    row,
    fates: row.map(() => []),
    pile,
    withered: [],
    score: 0,
    judgment: STARTING_JUDGMENT[options.difficulty],
    placed: null,
    proposal: null,
    nextProposalId: 1,
    powerUsed: false,
    effects: { anywhere: false, shelter: false, stay: null, extraPredictions: 0 },
    wrongPredictions: 0,
    correctThisTurn: false,
    rows: Array.from({ length: seats }, () => Array.from({ length: 7 }, () => false)),
    log: [],
    won: null,
    pausedTurn: false,
  };
  beginTurn(state);
  return state;
}
