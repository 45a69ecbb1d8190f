import { openRound, seedRng, shuffleInPlace, type RngState } from "../../engine/index.js";
import { content, prescientOf } from "./catalog.js";
import { PRESCIENT_IDS, type PrescientId } from "./content/schema.js";
import { startTurn } from "./phases.js";
import { allSeats, difficultyOf, rightOf, type Boat, type PrecognitionOptions, type PrecognitionState } from "./types.js";

const STARTING_FOOD = { normal: 8, hard: 4, apocalypse: 4 } as const;
const STARTING_HEALTHY = 4;
const STARTING_DOCTORS = 1;

function newBoat(food: number): Boat {
  return {
    prescient: null,
    food,
    plague: 0,
    healthy: STARTING_HEALTHY,
    contaminated: 0,
    doctors: STARTING_DOCTORS,
    protectors: 0,
    rooms: [],
    batteries: [0, 0, 0, 0, 0, 0],
    deck: [],
    hand: [],
    decisionZone: [],
    keepSlot: null,
    giveSlot: null,
    discard: [],
    knownTop: [],
    action: null,
  };
}

/** Season 3 at the bottom, season 2 above, season 1 on top; each season shuffled. */
function buildDeck(rng: RngState, prescient: PrescientId): string[] {
  const cards = prescientOf(prescient).cards;
  const season = (s: number) =>
    shuffleInPlace(
      rng,
      cards.filter((c) => c.season === s).map((c) => c.id),
    );
  return [...season(1), ...season(2), ...season(3)];
}

/** For each season, 3 of its 4 River tiles at random, then that season's Island. */
function buildRiver(rng: RngState): string[] {
  return ([1, 2, 3] as const).flatMap((season) => {
    const tiles = shuffleInPlace(
      rng,
      content.river.filter((t) => t.season === season).map((t) => t.id),
    ).slice(0, 3);
    const island = content.islands.find((t) => t.season === season);
    return [...tiles, island?.id ?? ""];
  });
}

export function setup(seats: number, options: PrecognitionOptions, seed: string): PrecognitionState {
  const rng = seedRng(seed);
  const food = STARTING_FOOD[difficultyOf(options)];
  const state: PrecognitionState = {
    rng,
    options,
    seats,
    phase: "prescients",
    turn: 0,
    boats: Array.from({ length: seats }, () => newBoat(food)),
    prescientOrder: [],
    advancedOffers: [],
    setupRound: null,
    decision: null,
    pendingSeats: [],
    river: buildRiver(rng),
    riverRevealed: 0,
    riverIgnored: [],
    objectives: [],
    endReason: null,
    failedObjectives: [],
    log: [{ kind: "begin" }],
  };

  const roomIds = shuffleInPlace(
    rng,
    content.rooms.map((r) => r.id),
  );
  const roomsPerSeat = options.setup === "advanced" ? 3 : 2;
  state.boats.forEach((boat, seat) => {
    const dealt = roomIds.slice(seat * roomsPerSeat, (seat + 1) * roomsPerSeat);
    if (options.setup === "advanced") state.advancedOffers.push({ rooms: dealt });
    else boat.rooms = dealt;
  });

  if (options.mode === "cooperative") {
    const perSeason = seats + (difficultyOf(options) === "apocalypse" ? 1 : 0);
    state.objectives = ([1, 2, 3] as const).map((season) => ({
      stack: shuffleInPlace(
        rng,
        content.objectives.filter((o) => o.season === season).map((o) => o.id),
      ).slice(0, perSeason),
      revealed: [],
      checked: false,
    }));
  }

  if (options.prescients === "random") {
    const dealt = shuffleInPlace(rng, [...PRESCIENT_IDS]);
    state.boats.forEach((boat, seat) => {
      boat.prescient = dealt[seat] ?? null;
      if (boat.prescient) state.log.push({ kind: "prescient", seat, prescient: boat.prescient });
    });
    prepareDecks(state);
  } else {
    state.prescientOrder = Array.from({ length: seats }, (_, seat) => seat);
  }
  return state;
}

/** Once every seat has a Prescient: decks, then the first passes (or the advanced choice). */
export function prepareDecks(state: PrecognitionState): void {
  for (const boat of state.boats) boat.deck = buildDeck(state.rng, boat.prescient as PrescientId);
  if (state.options.setup === "advanced") {
    for (const boat of state.boats) boat.hand = boat.deck.splice(0, 4);
    state.phase = "advancedSetup";
    state.setupRound = openRound(allSeats(state), state.seats);
    return;
  }
  state.boats.forEach((boat, seat) => {
    const to = rightOf(seat, state.seats);
    const passed = boat.deck.splice(0, 2);
    (state.boats[to] as Boat).decisionZone.push(...passed);
    state.log.push({ kind: "deal", seat, rooms: null, passed, to });
  });
  startTurn(state);
}
