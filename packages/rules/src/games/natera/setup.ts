import { pickOne, randomInt, seedRng, shuffleInPlace } from "../../engine/index.js";
import { ACHIEVEMENT_TOKENS, BOARD_IDS, content, TRIBE_IDS, ZONES, type Location } from "./content/index.js";
import { refillRiver, takeTop } from "./decks.js";
import { startDraft } from "./flow.js";
import {
  ACHIEVEMENT_SETS,
  COLONY_TOKENS,
  type AchievementSpot,
  type LocationState,
  type NateraOptions,
  type NateraState,
  type TribeState,
} from "./types.js";

/**
 * Set-up in the rulebook's order. The tribe cards, Science faces and starting discards are then
 * chosen in one secret, simultaneous round (the "choose" phase); with the draft variant the
 * starting 8 cards are drafted first.
 */
export function setup(seats: number, options: NateraOptions, seed: string): NateraState {
  const rng = seedRng(seed);
  const locations: Record<string, LocationState> = {};
  const tiles: string[] = [];
  const all = Object.values(content.locations);
  const place = (l: Location, revealed: boolean) => (locations[l.id] = { revealed, pawns: [], colony: null });
  for (const l of all) if (l.tier <= 1) place(l, true);
  for (const zone of ZONES)
    for (const [tier, kept] of [
      [2, 2],
      [3, 1],
    ] as const) {
      const pool = shuffleInPlace(
        rng,
        all.filter((l) => l.zone === zone && l.tier === tier),
      );
      pool.slice(0, kept).forEach((l) => place(l, false));
      tiles.push(...pool.slice(kept).map((l) => l.id));
    }

  const spots: AchievementSpot[] = [];
  for (const letter of ["a", "b", "c", "d", "e"]) {
    const pair = content.achievementTiles.filter((t) => t.id.charAt(3) === letter);
    const set = options.achievements === "random" ? null : ACHIEVEMENT_SETS[options.achievements];
    const tile = set ? pair[set[0]]! : pickOne(rng, pair);
    const face = set ? set[1] : randomInt(rng, 2);
    spots.push({ id: tile.id, condition: tile.faces[face]!, zone: null, holder: null });
  }
  for (const zone of ZONES) spots.push({ id: `track-${zone}`, condition: null, zone, holder: null });

  const cards = Object.values(content.cards).filter((c) => options.nuclear || !c.types.includes("nuclear"));
  const decks = {
    basic: shuffleInPlace(
      rng,
      cards.filter((c) => c.deck === "basic").map((c) => c.id),
    ),
    advanced: shuffleInPlace(
      rng,
      cards.filter((c) => c.deck === "advanced").map((c) => c.id),
    ),
    specialists: shuffleInPlace(rng, Object.keys(content.specialists)),
  };
  const tribeCards = shuffleInPlace(
    rng,
    TRIBE_IDS.filter((id) => options.nuclear || !content.tribes[id]!.expansion).map((id) => content.tribes[id]!.card),
  );
  const boards = shuffleInPlace(rng, [...BOARD_IDS]);

  const tribes: TribeState[] = Array.from({ length: seats }, () => ({
    tribe: null,
    dealt: tribeCards.splice(0, 2),
    board: boards.shift()!,
    face: null,
    res: { endurance: 0, agility: 0, intelligence: 0, food: 0, materials: 0, energy: 0 },
    hand: [],
    tableau: [],
    specialists: [],
    leaders: 0,
    explorers: 0,
    tracks: { agricultural: 0, urban: 0, military: 0, coastal: 0 },
    coloniesLeft: COLONY_TOKENS,
    growth: [],
    tokens: ACHIEVEMENT_TOKENS,
    passed: false,
    turns: 0,
    choice: { tribe: null, side: null, discards: [], ready: false },
    packet: [],
    pick: null,
    peek: null,
    searched: [],
  }));

  const state: NateraState = {
    seats,
    options,
    rng,
    phase: "choose",
    season: 0,
    first: randomInt(rng, seats),
    active: 0,
    mainDone: false,
    decks,
    discards: { basic: [], advanced: [], specialists: [] },
    river: [],
    locations,
    box: { tiles, tribes: tribeCards, boards },
    discs: { agricultural: null, urban: null, military: null, coastal: null },
    spots,
    lateClaims: [],
    tribes,
    queue: [],
    prompt: null,
    draftDirection: 1,
    log: [],
  };
  refillRiver(state);
  state.active = state.first;
  const mix = ["basic", "basic", "basic", "basic", "basic", "basic", "advanced", "advanced"] as const;
  if (options.draft) startDraft(state, [...mix], 1);
  else for (const t of tribes) for (const deck of mix) t.hand.push(takeTop(state, deck)!);
  return state;
}
