/**
 * One Natera bench game, reduced to what the balance report needs (`report.ts`), so games can run
 * in worker threads and be saved to a file and added up across runs.
 */
import { createHash } from "node:crypto";
import { natera, playBotMatch, type Bot } from "@tablee/rules";
import { content } from "../../packages/rules/src/games/natera/content/index.js";
import { scoreSheet, type ScoreSheet } from "../../packages/rules/src/games/natera/scoring.js";
import { SEASONS, type NateraMove, type NateraState } from "../../packages/rules/src/games/natera/types.js";

export interface TribeRecord {
  tribe: string;
  /** 0 is the first player of season 1 (the token moves on each Rest). */
  position: number;
  /** 1 for a win, 1/k for a k-way shared win, else 0. */
  won: number;
  sheet: Partial<Record<keyof ScoreSheet, number>>;
  /** Cards, specialists and the Science face it had in play at the end. */
  things: string[];
  /** Cards + specialists in play: the lift's control. */
  inPlay: number;
  /** Levels at the end, by zone (pass 10 on; the report's lift within the tribes that met a card's prerequisite). */
  tracks?: Record<string, number>;
}

export interface GameRecord {
  /** Content and bots fingerprint: records of different content are never added up. */
  version: string;
  seats: number;
  game: number;
  draft: boolean;
  moves: number;
  /** Main actions and passes outside the set-up round. */
  turns: number;
  tribes: TribeRecord[];
  /** Achievement condition (or level-10 spot) → claimed. */
  spots: [string, boolean][];
  /** Draft offers seen by a seat about to pick: [card, picked, options in the packet]. */
  offers: [string, boolean, number][];
}

/** A hash of the content (not of the bots: a bot change is named in DESIGN.md with its runs). */
export const contentVersion = createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 12);

const MAIN = new Set(["deploy", "play", "hire", "ability", "colony", "pass"]);

export function playGame(seats: number, game: number, draft: boolean): GameRecord {
  const offers: GameRecord["offers"] = [];
  const greedy = natera.bots.greedy as Bot<NateraState, NateraMove>;
  // The greedy bot, watched: each draft pick is recorded with the packet it was made from.
  const watched: Bot<NateraState, NateraMove> = (state, seat, rng) => {
    const move = greedy(state, seat, rng);
    if (move.type === "draftPick") {
      const packet = [...new Set(state.tribes[seat]!.packet)];
      for (const card of packet) offers.push([card, card === move.card, packet.length]);
    }
    return move;
  };
  const watchedGame = { ...natera, bots: { ...natera.bots, watched } };
  let turns = 0;
  const options = { nuclear: game % 2 === 0, draft };
  const seed = draft ? `balance-draft-${seats}-${game}` : `balance-${seats}-${game}`;
  const result = playBotMatch(watchedGame, { seats, options, seed }, ["watched"], {
    onMove: (state, _seat, move) => {
      if (MAIN.has(move.type) && state.phase !== "choose") turns++;
    },
  });
  const state = result.state;
  const winners = result.outcome.winners;
  return {
    version: contentVersion,
    seats,
    game,
    draft,
    moves: result.moves.length,
    turns,
    tribes: state.tribes.map((t, seat) => ({
      tribe: t.tribe!,
      position: (seat - (state.first - (SEASONS - 1)) + 4 * seats) % seats,
      won: winners.includes(seat) ? 1 / winners.length : 0,
      sheet: scoreSheet(state, seat),
      things: [...new Set([...t.tableau, ...t.specialists, ...(t.face ? [t.face] : [])])],
      inPlay: t.tableau.length + t.specialists.length,
      tracks: { ...t.tracks },
    })),
    spots: state.spots.map((spot) => [spot.condition ?? spot.id, spot.holder !== null]),
    offers,
  };
}
