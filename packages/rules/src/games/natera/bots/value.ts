import type { Seat } from "../../../engine/index.js";
import { coloniesOf, locationOf } from "../board.js";
import {
  content,
  RESOURCES,
  ZONES,
  type Ability,
  type AchievementCondition,
  type Effect,
  type Resource,
} from "../content/index.js";
import { faceOf, rowOf } from "../science.js";
import { scoreSheet } from "../scoring.js";
import { givesTraining, tribeOf, typesInPlay } from "../tribe.js";
import { SEASONS, type NateraState } from "../types.js";

/**
 * The bots' judgement of one seat's position, from what that seat may see (its own hand counts
 * only by size): points as they would score now (track ranks at half, they move), plus what
 * should turn into points later — resources, cards in hand, levels, Growth on the Science board
 * and the way up it, the Rest-phase income of production cards, Science bottom boxes and discs,
 * what activatable and passive cards will still bring, and the progress towards each open
 * achievement while it has tokens left.
 */
export const WEIGHTS: Record<Resource, number> = {
  endurance: 0.35,
  agility: 0.4,
  intelligence: 0.45,
  food: 0.22,
  materials: 0.3,
  energy: 0.3,
};

/** What an effect is worth now, roughly, in points. */
export function worth(effects: readonly Effect[]): number {
  let sum = 0;
  for (const e of effects) {
    switch (e.k) {
      case "gain":
        for (const [r, n] of Object.entries(e.r) as [Resource, number][]) sum += n * WEIGHTS[r];
        break;
      case "growth":
        sum += 1.5;
        break;
      case "draw":
        sum += 1.1;
        break;
      case "choice":
        sum += 0.45;
        break;
      case "authority":
        sum += e.d > 0 ? 0.8 : -0.3;
        break;
      case "or":
        sum += Math.max(...e.options.map(worth));
        break;
      case "trade": {
        const cost = (Object.entries(e.cost) as [Resource, number][]).reduce((a, [r, n]) => a + n * WEIGHTS[r], 0);
        sum += Math.max(0, worth(e.gain) - cost);
        break;
      }
      default:
        sum += 0.5;
    }
  }
  return sum;
}

/** Rest phases still to come (after seasons 1–3). */
export const restsLeft = (state: NateraState): number =>
  Math.max(0, SEASONS - Math.max(1, state.season) - (state.phase === "production" || state.phase === "restDraft" ? 1 : 0));

/** What the achievement conditions look at, read once per judgement. */
interface Facts {
  specialists: (typeof content.specialists)[string][];
  colonies: ReturnType<typeof locationOf>[];
  cards: (typeof content.cards)[string][];
  types: Map<string, number>;
  tracks: Record<string, number>;
  growth: number[];
}

function factsOf(state: NateraState, seat: Seat): Facts {
  const t = tribeOf(state, seat);
  return {
    specialists: t.specialists.map((id) => content.specialists[id]!),
    colonies: coloniesOf(state, seat).map(locationOf),
    cards: t.tableau.map((id) => content.cards[id]!),
    types: typesInPlay(state, seat),
    tracks: t.tracks,
    growth: t.growth,
  };
}

/** How far a tribe is towards a condition, 0..1. */
export function progress(f: Facts, condition: AchievementCondition): number {
  const { specialists, colonies, cards, types, growth } = f;
  const part = (n: number, of: number) => Math.min(1, n / of);
  const zones = (zs: string[]) => zs.filter((z) => colonies.some((c) => c.zone === z)).length / zs.length;
  switch (condition) {
    case "specialists5":
      return part(specialists.length, 5);
    case "specialistsCostSpread":
      return (
        (Math.min(2, specialists.filter((s) => s.cost >= 20).length) +
          Math.min(2, specialists.filter((s) => s.cost <= 19).length)) /
        4
      );
    case "specialistsNoTraining":
      return part(specialists.filter((s) => !givesTraining(s.reward)).length, 4);
    case "specialistsDistinctVp":
      return part(new Set(specialists.map((s) => String(s.vp))).size, 4);
    case "colonies4":
      return part(colonies.length, 4);
    case "coloniesAgrUrbCoa":
      return zones(["agricultural", "urban", "coastal"]);
    case "coloniesAgrCoaMil":
      return zones(["agricultural", "coastal", "military"]);
    case "coloniesHighTier":
      return part(colonies.filter((c) => c.tier >= 2).length, 3);
    case "prerequisites7":
      return part(cards.filter((c) => c.prerequisite).length, 7);
    case "presencePrerequisites5":
      return part(cards.filter((c) => c.prerequisite?.kind === "presence").length, 5);
    case "allTracks3":
      return ZONES.reduce((sum, z) => sum + Math.min(3, f.tracks[z]!), 0) / 12;
    case "trackPrerequisites4":
      return part(cards.filter((c) => c.prerequisite?.kind === "track").length, 4);
    case "growth8":
      return part(growth.length, 8);
    case "fullColumn":
      return Math.max(...[0, 1, 2].map((c) => [0, 1, 2, 3, 4].filter((r) => growth.includes(r * 3 + c)).length)) / 5;
    case "adjacentRows":
      return Math.max(...[0, 1, 2, 3].map((r) => growth.filter((b) => b >= r * 3 && b < r * 3 + 6).length)) / 6;
    case "scienceCards5":
      return part(types.get("science") ?? 0, 5);
    case "improvements4":
      return part(types.get("improvement") ?? 0, 4);
    case "interactive3":
      return part(types.get("interactive") ?? 0, 3);
    case "advanced6":
      return part(types.get("advanced") ?? 0, 6);
    case "discoveries6":
      return part(types.get("discovery") ?? 0, 6);
  }
}

/** Progress towards the open achievements, in points (7 each, counted at 0.6 × progress²). */
export function achievementOutlook(state: NateraState, seat: Seat): number {
  const t = tribeOf(state, seat);
  if (t.tokens === 0) return 0;
  let sum = 0;
  let facts: Facts | null = null;
  for (const spot of state.spots) {
    if (spot.holder !== null) continue;
    const p = spot.zone ? Math.max(0, t.tracks[spot.zone] - 5) / 5 : progress((facts ??= factsOf(state, seat)), spot.condition!);
    sum += 7 * 0.6 * p * p;
  }
  return sum;
}

/** The Science board: each Growth placed, and the top-row ◆ still within reach of the chain. */
function scienceOutlook(state: NateraState, seat: Seat): number {
  const t = tribeOf(state, seat);
  const face = faceOf(state, seat);
  if (!face || t.growth.length === 0) return 0;
  const highest = Math.max(...t.growth.map(rowOf));
  const topLeft = t.growth.some((b) => rowOf(b) === 4) ? 0 : Math.max(...face.vp);
  return t.growth.length * 0.9 + (topLeft * highest * highest) / 32;
}

/** What the seat will receive in the Rest phases still to come, beyond its tribe's own production. */
function income(state: NateraState, seat: Seat): number {
  const rests = restsLeft(state);
  if (rests === 0) return 0;
  const t = tribeOf(state, seat);
  const face = faceOf(state, seat);
  let perRest = 0;
  for (const id of t.tableau) if (content.cards[id]!.background === "production") perRest += worth(content.cards[id]!.effects);
  if (face) for (const b of t.growth) if (b < 3) perRest += worth(face.production[b]!);
  for (const z of ZONES) if (state.discs[z] === seat) perRest += worth(content.discs[z]) * 0.5;
  return perRest * rests * 0.8;
}

/** What one use of an ability gains over what it costs, never below nothing. */
export function abilityMargin(ability: Ability): number {
  return Math.max(0, worth(ability.gain) - worth([{ k: "gain", r: ability.cost }]));
}

/**
 * What the tribe's activatable and passive cards should still bring: for each season left, an
 * ability's margin (used once) and a passive's trickle (one deploy in its zone, or one hire), at
 * 0.6. Without it a card that only acts later was worth its cost and nothing more, so the bot
 * played one only with resources to spare late in the game, and the cards read as the mark of
 * the tribe ahead (pass 15, content/DESIGN.md: Tinker Table +22.1 over 57 tribe-games in 18,000).
 */
function tableauOutlook(state: NateraState, seat: Seat): number {
  const seasons = restsLeft(state) + 0.5;
  let perSeason = 0;
  for (const id of tribeOf(state, seat).tableau) {
    const card = content.cards[id]!;
    if (card.ability) perSeason += abilityMargin(card.ability);
    if (card.passive?.on === "deploy") perSeason += worth([{ k: "gain", r: card.passive.gain }]);
    if (card.passive?.on === "hire") perSeason += card.passive.off * WEIGHTS.food;
  }
  return perSeason * seasons * 0.6;
}

/**
 * Each level on the tracks, beyond what the judgement above counts: the sum of levels is the
 * first tie-break of the final ranking. Small, so it only settles what would be a tie — a +1 on a
 * track at 10 (lost) against one on a track that still rises (issue 35).
 */
export const LEVEL_TIE_BREAK = 0.01;

export function value(state: NateraState, seat: Seat): number {
  const t = tribeOf(state, seat);
  const sheet = scoreSheet(state, seat);
  const resources = RESOURCES.reduce((sum, r) => sum + t.res[r] * WEIGHTS[r], 0);
  const levels = ZONES.reduce((sum, z) => sum + Math.min(t.tracks[z], 6), 0);
  const allLevels = ZONES.reduce((sum, z) => sum + t.tracks[z], 0);
  const late = state.season >= SEASONS ? 0.3 : 1;
  const trackWeight = state.season >= SEASONS ? 0.8 : 0.5;
  return (
    sheet.total -
    sheet.tracks * (1 - trackWeight) +
    late * (resources + t.hand.length * 1.1 + levels * 0.6) +
    scienceOutlook(state, seat) +
    income(state, seat) +
    tableauOutlook(state, seat) +
    achievementOutlook(state, seat) +
    allLevels * LEVEL_TIE_BREAK
  );
}
