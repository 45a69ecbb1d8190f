/** One game of bot A (in one seat) against bot B (the others): A's share of the win and its margin over the others' mean. */
import { natera, playBotMatch } from "@tablee/rules";

export interface VersusResult {
  game: number;
  won: number;
  margin: number;
}

export function playVersus(game: number, a: string, b: string, seats: number): VersusResult {
  const me = game % seats;
  const names = Array.from({ length: seats }, (_, s) => (s === me ? a : b));
  const { outcome } = playBotMatch(natera, { seats, options: {}, seed: `vs-${game}` }, names);
  const scores = outcome.scores!;
  return {
    game,
    won: outcome.winners.includes(me) ? 1 / outcome.winners.length : 0,
    margin: scores[me]! - (scores.reduce((x, y) => x + y, 0) - scores[me]!) / (seats - 1),
  };
}
