import type { Seat } from "../../engine/index.js";
import { locationOf } from "./board.js";
import { content, type Resource, type Zone } from "./content/index.js";
import { scoreSheet, type ScoreSheet } from "./scoring.js";
import { seatsFrom, tribeOf } from "./tribe.js";
import type { AchievementSpot, LogEntry, NateraState, Pawn, Phase, SetupChoice } from "./types.js";

/**
 * Who sees what (digest, "Hidden information"). Public: the board, every tribe's open state,
 * discard piles in full, the river, hand and deck sizes. Private: the hand, the dealt tribe
 * cards and pending set-up choices until the reveal, the draft packet, a Crow's peek while the
 * card stays on top, the cards a Red Panda search turned while they stay in the advanced deck
 * (digest ruling), the options of one's own question (they may name hand cards). Nobody: deck
 * orders, face-down tiles, unused tiles, tribe cards and boards. Face-down cards never travel by
 * id, so their ids cannot say anything about them.
 */
export interface LocationView {
  /** Null while the tile is face down: its slot says where it is. */
  id: string | null;
  slot: string;
  zone: string;
  tier: number;
  pawns: Pawn[];
  colony: Seat | null;
}

export interface TribeView {
  tribe: string | null;
  face: string | null;
  res: Record<Resource, number>;
  handSize: number;
  tableau: string[];
  specialists: string[];
  leaders: number;
  explorers: number;
  tracks: Record<Zone, number>;
  coloniesLeft: number;
  growth: number[];
  tokens: number;
  passed: boolean;
  ready: boolean;
  packetSize: number;
  picked: boolean;
  peeking: "basic" | "advanced" | null;
}

export interface NateraPublicView {
  phase: Phase;
  season: number;
  first: Seat;
  active: Seat;
  mainDone: boolean;
  draft: boolean;
  nuclear: boolean;
  draftDirection: 1 | -1;
  prompt: { seat: Seat; kind: string } | null;
  deckSizes: { basic: number; advanced: number; specialists: number };
  discards: NateraState["discards"];
  river: string[];
  locations: LocationView[];
  discs: Record<Zone, Seat | null>;
  spots: AchievementSpot[];
  lateClaims: [Seat, string][];
  tribes: TribeView[];
  log: LogEntry[];
  scores: ScoreSheet[] | null;
}

export interface NateraPrivateView {
  hand: string[];
  dealt: string[];
  board: string;
  choice: SetupChoice;
  packet: string[];
  pick: string | null;
  peek: { deck: "basic" | "advanced"; card: string } | null;
  /** The cards its last Red Panda search turned that are still in the advanced deck. */
  searched: string[];
  prompt: { kind: string; options: string[] } | null;
}

export const LOG_IN_VIEW = 40;

/** A Crow's peek counts while the card is still on top of that deck. */
export function livePeek(state: NateraState, seat: Seat): { deck: "basic" | "advanced"; card: string } | null {
  const peek = tribeOf(state, seat).peek;
  return peek && state.decks[peek.deck][0] === peek.card ? peek : null;
}

/** The cards a Red Panda search turned, while they stay in the advanced deck (then seen only there). */
export function liveSearched(state: NateraState, seat: Seat): string[] {
  const searched = tribeOf(state, seat).searched;
  return searched.length === 0 ? searched : searched.filter((card) => state.decks.advanced.includes(card));
}

const revealed = (state: NateraState) => state.phase !== "choose" && state.phase !== "draft";

/**
 * The log as everyone may read it. A hired specialist or a river specialist whose ability was used
 * is named while it is in sight; one that has gone back into the specialist deck since (returned,
 * or discarded and shuffled back) loses its name there, since the deck's cards are no one's.
 */
export function publicLog(state: NateraState, from = 0): LogEntry[] {
  const inDeck = new Set(state.decks.specialists);
  return state.log.slice(from).map((e) => (e.ref !== undefined && inDeck.has(e.ref) ? { seat: e.seat, what: e.what } : e));
}

/** The last entries of the public log. */
const logInView = (state: NateraState): LogEntry[] => publicLog(state, Math.max(0, state.log.length - LOG_IN_VIEW));

export function publicView(state: NateraState): NateraPublicView {
  const slotCount = new Map<string, number>();
  const locations = Object.entries(state.locations).map(([id, where]): LocationView => {
    const l = locationOf(id);
    const key = `${l.zone}-${l.tier}`;
    const index = slotCount.get(key) ?? 0;
    slotCount.set(key, index + 1);
    return {
      id: where.revealed ? id : null,
      slot: `${key}-${index}`,
      zone: l.zone,
      tier: l.tier,
      pawns: where.pawns,
      colony: where.colony,
    };
  });
  return {
    phase: state.phase,
    season: state.season,
    first: state.first,
    active: state.active,
    mainDone: state.mainDone,
    draft: state.options.draft,
    nuclear: state.options.nuclear,
    draftDirection: state.draftDirection,
    prompt: state.prompt ? { seat: state.prompt.seat, kind: state.prompt.kind } : null,
    deckSizes: {
      basic: state.decks.basic.length,
      advanced: state.decks.advanced.length,
      specialists: state.decks.specialists.length,
    },
    discards: {
      basic: [...state.discards.basic],
      advanced: [...state.discards.advanced],
      specialists: [...state.discards.specialists],
    },
    river: [...state.river],
    locations,
    discs: { ...state.discs },
    spots: state.spots.map((s) => ({ ...s })),
    lateClaims: state.lateClaims.map(([s, t]) => [s, t]),
    tribes: state.tribes.map((t, seat): TribeView => ({
      tribe: revealed(state) ? t.tribe : null,
      face: revealed(state) ? t.face : null,
      res: { ...t.res },
      handSize: t.hand.length,
      tableau: [...t.tableau],
      specialists: [...t.specialists],
      leaders: t.leaders,
      explorers: t.explorers,
      tracks: { ...t.tracks },
      coloniesLeft: t.coloniesLeft,
      growth: [...t.growth],
      tokens: t.tokens,
      passed: t.passed,
      ready: t.choice.ready,
      packetSize: t.packet.length,
      picked: t.pick !== null,
      peeking: livePeek(state, seat)?.deck ?? null,
    })),
    log: logInView(state),
    scores: state.phase === "over" ? seatsFrom(state, 0).map((s) => scoreSheet(state, s)) : null,
  };
}

export function privateView(state: NateraState, seat: Seat): NateraPrivateView {
  const t = tribeOf(state, seat);
  return {
    hand: [...t.hand],
    dealt: [...t.dealt],
    board: t.board,
    choice: { ...t.choice, discards: [...t.choice.discards] },
    packet: [...t.packet],
    pick: t.pick,
    peek: livePeek(state, seat),
    searched: liveSearched(state, seat),
    prompt: state.prompt?.seat === seat ? { kind: state.prompt.kind, options: [...state.prompt.options] } : null,
  };
}

/** Every id `seat` may not see now (null: a spectator). */
export function hiddenFrom(state: NateraState, seat: Seat | null): string[] {
  const hidden: string[] = [];
  const peek = seat === null ? null : livePeek(state, seat);
  const searched = new Set(seat === null ? [] : liveSearched(state, seat));
  for (const deck of ["basic", "advanced", "specialists"] as const)
    for (const card of state.decks[deck]) if (card !== peek?.card && !searched.has(card)) hidden.push(card);
  for (const [id, where] of Object.entries(state.locations)) if (!where.revealed) hidden.push(id);
  hidden.push(...state.box.tiles);
  hidden.push(...state.box.tribes);
  for (const board of state.box.boards) hidden.push(`${board}a`, `${board}b`);
  state.tribes.forEach((t, other) => {
    if (other === seat) return;
    hidden.push(...t.hand, ...t.packet);
    if (!revealed(state)) hidden.push(...t.dealt, `${t.board}a`, `${t.board}b`);
  });
  return hidden;
}

/** Names for logs and tests. */
export const nameOf = (id: string): string =>
  content.cards[id]?.name.en ?? content.specialists[id]?.name.en ?? content.tribes[id.slice(3)]?.name.en ?? id;
