/**
 * The games the load benchmark drives, each at a typical table size, and how its simulated
 * players choose among the legal moves their private view lists. The choice is random, but by
 * kind of move first (a Paleo plan offers dozens of edits and one `execute`; a This War of Mine
 * draft dozens of edits and one `confirm`), with weights that move a game on, as a person
 * would, rather than editing forever.
 */
export interface LoadGame {
  gameId: string;
  seats: number;
  options: Record<string, unknown>;
  /** Relative weight of a kind of move (default 1). */
  weights: Record<string, number>;
}

export const LOAD_GAMES: Record<string, LoadGame> = {
  precognition: { gameId: "precognition", seats: 4, options: { mode: "competitive" }, weights: {} },
  "shipwreck-arcana": {
    gameId: "shipwreck-arcana",
    seats: 4,
    options: {},
    weights: { leave: 0, join: 0, power: 0.3 },
  },
  paleo: {
    gameId: "paleo",
    seats: 3,
    options: { level: "I" },
    weights: {
      pick: 20,
      execute: 8,
      accept: 8,
      fail: 4,
      cancel: 0.2,
      cancelOn: 0.2,
      withdraw: 0.2,
      unboost: 0.2,
      uncraft: 0.2,
      unstore: 0.2,
      uncancelTool: 0.2,
      useRoot: 0.2,
    },
  },
  natera: { gameId: "natera", seats: 3, options: {}, weights: { endTurn: 4, pass: 0.2, ready: 4 } },
  "this-war-of-mine": {
    gameId: "this-war-of-mine",
    seats: 3,
    options: {},
    weights: { confirm: 6, leave: 0 },
  },
};

export const DEFAULT_LOAD_GAMES = Object.keys(LOAD_GAMES);

/** A legal move, by weighted kind then uniformly within the kind; `undefined` when none. */
export function chooseMove<M extends { type: string }>(game: LoadGame, legal: M[], random: () => number): M | undefined {
  const kinds = [...new Set(legal.map((m) => m.type))];
  const weightOf = (kind: string) => game.weights[kind] ?? 1;
  const total = kinds.reduce((sum, kind) => sum + weightOf(kind), 0);
  // Every listed kind weighs nothing (a seat that may only leave): take any legal move.
  let kind = kinds[Math.floor(random() * kinds.length)];
  if (total > 0) {
    let roll = random() * total;
    for (const candidate of kinds) {
      roll -= weightOf(candidate);
      if (roll < 0) {
        kind = candidate;
        break;
      }
    }
  }
  const ofKind = legal.filter((m) => m.type === kind);
  return ofKind[Math.floor(random() * ofKind.length)];
}
