import { clonePlain, type RngState } from "../../engine/index.js";
import type { Resources6, NateraState, TribeState, LocationState } from "./types.js";
import type { Zone } from "./content/index.js";

/*
 * The bots play every move they weigh on a copy of the game, thousands of copies a game; the
 * generic `clonePlain` walks every value with a type check and was a quarter of a bench game's
 * time. This copy knows the state's shape and writes each record as a literal (TypeScript then
 * refuses a copy that forgets a field; object spread measured slower than `clonePlain` here).
 * Shared, because the rules never change them in place: the options, a pawn (pawns are added and
 * removed, never edited) and a log entry. The pending jobs and the prompt, rare and irregular,
 * stay generic. `clone.test.ts` plays every legal move on copies along whole games and checks the
 * original never changes.
 */
export function cloneState(s: NateraState): NateraState {
  const locations: Record<string, LocationState> = {};
  for (const id in s.locations) {
    const where = s.locations[id]!;
    locations[id] = { revealed: where.revealed, pawns: where.pawns.slice(), colony: where.colony };
  }
  return {
    seats: s.seats,
    options: s.options,
    rng: s.rng.slice() as RngState,
    phase: s.phase,
    season: s.season,
    first: s.first,
    active: s.active,
    mainDone: s.mainDone,
    decks: { basic: s.decks.basic.slice(), advanced: s.decks.advanced.slice(), specialists: s.decks.specialists.slice() },
    discards: {
      basic: s.discards.basic.slice(),
      advanced: s.discards.advanced.slice(),
      specialists: s.discards.specialists.slice(),
    },
    river: s.river.slice(),
    locations,
    box: { tiles: s.box.tiles.slice(), tribes: s.box.tribes.slice(), boards: s.box.boards.slice() },
    discs: byZone(s.discs),
    spots: s.spots.map((spot) => ({ id: spot.id, condition: spot.condition, zone: spot.zone, holder: spot.holder })),
    lateClaims: s.lateClaims.map(([seat, tile]) => [seat, tile]),
    tribes: s.tribes.map(cloneTribe),
    queue: s.queue.length === 0 ? [] : clonePlain(s.queue),
    prompt: s.prompt && clonePlain(s.prompt),
    draftDirection: s.draftDirection,
    log: s.log.slice(),
  };
}

function cloneTribe(t: TribeState): TribeState {
  return {
    tribe: t.tribe,
    dealt: t.dealt.slice(),
    board: t.board,
    face: t.face,
    res: cloneResources(t.res),
    hand: t.hand.slice(),
    tableau: t.tableau.slice(),
    specialists: t.specialists.slice(),
    leaders: t.leaders,
    explorers: t.explorers,
    tracks: byZone(t.tracks),
    coloniesLeft: t.coloniesLeft,
    growth: t.growth.slice(),
    tokens: t.tokens,
    passed: t.passed,
    turns: t.turns,
    choice: { tribe: t.choice.tribe, side: t.choice.side, discards: t.choice.discards.slice(), ready: t.choice.ready },
    packet: t.packet.slice(),
    pick: t.pick,
    peek: t.peek && { deck: t.peek.deck, card: t.peek.card },
    searched: t.searched.slice(),
  };
}

const cloneResources = (r: Resources6): Resources6 => ({
  endurance: r.endurance,
  agility: r.agility,
  intelligence: r.intelligence,
  food: r.food,
  materials: r.materials,
  energy: r.energy,
});

const byZone = <T>(r: Record<Zone, T>): Record<Zone, T> => ({
  agricultural: r.agricultural,
  urban: r.urban,
  military: r.military,
  coastal: r.coastal,
});
