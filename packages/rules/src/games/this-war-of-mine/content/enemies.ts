import type { EnemyKind } from "../scripts/schema.js";

/**
 * Enemy tokens (the digest's "Combat" and "Content to design"): three kinds × 5, each showing a
 * Prowess 0–3 on its face. They are drawn blind for a fight and go back face down after it.
 * Civilians are frightened people with little training; Thugs live off the siege (killing one asks
 * no Empathy roll); Soldiers are armed men of any side.
 */
export interface EnemyToken {
  id: string;
  kind: EnemyKind;
  prowess: number;
}

const five = (kind: EnemyKind, prowess: number[]): EnemyToken[] =>
  prowess.map((p, i) => ({ id: `enemy-${kind}-${i + 1}`, kind, prowess: p }));

export const ENEMY_TOKENS: readonly EnemyToken[] = [
  ...five("civilian", [0, 0, 0, 1, 1]),
  ...five("thug", [0, 1, 1, 2, 2]),
  ...five("soldier", [1, 1, 2, 2, 3]),
];

export const enemyToken = (id: string): EnemyToken => {
  const t = ENEMY_TOKENS.find((e) => e.id === id);
  if (!t) throw new Error(`This War of Mine: no enemy token ${id}`);
  return t;
};
