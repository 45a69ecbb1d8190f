import type { StateKind } from "../items.js";

/**
 * The state tokens (the digest's "Characters and states"): Hunger, Misery, Wounds, Illness and
 * Fatigue, levels 1–4. Levels 1 and 2 are one token kind each, taken openly. Level 3 and 4 are
 * the two sides of one token, taken blind and at random when a state reaches 3 (or 4 at once):
 * its level-3 side shows the black boxes, its level-4 side the epilogue script, unknown until it
 * applies. Both variants of a state show the same boxes, so the side in view tells nothing.
 * Fatigue at 4 is sleep, not an epilogue: one Fatigue token kind per level.
 *
 * Black boxes block actions of the day: 1 the 3rd, 2 the 2nd and 3rd, 3 all three. Boxes do not
 * add up across tokens; the union (the most boxes of any token) is blocked.
 */
export interface StateToken {
  id: string;
  state: StateKind;
  /** 1, 2, or 3 for a double token (its level-4 side is the epilogue). */
  level: 1 | 2 | 3;
  boxes: 0 | 1 | 2 | 3;
  /** The level-4 side's epilogue paragraph (double tokens of every state but Fatigue). */
  epilogue?: number;
}

/** Boxes by state and level (ours to set): hunger bites late, wounds and illness early. */
const BOXES: Record<StateKind, [0 | 1 | 2 | 3, 0 | 1 | 2 | 3, 0 | 1 | 2 | 3]> = {
  hunger: [0, 0, 1],
  misery: [0, 1, 1],
  wounds: [0, 1, 2],
  illness: [0, 1, 2],
  fatigue: [0, 1, 2],
};

/** The level-4 epilogues: two per state, paragraphs 900–907 (content/scripts/epilogues.ts). */
export const EPILOGUES: Record<Exclude<StateKind, "fatigue">, [number, number]> = {
  hunger: [900, 901],
  misery: [902, 903],
  wounds: [904, 905],
  illness: [906, 907],
};

export const STATE_TOKENS: readonly StateToken[] = (Object.keys(BOXES) as StateKind[]).flatMap((state) => {
  const [one, two, three] = BOXES[state];
  const open: StateToken[] = [
    { id: `${state}-1`, state, level: 1, boxes: one },
    { id: `${state}-2`, state, level: 2, boxes: two },
  ];
  if (state === "fatigue") return [...open, { id: "fatigue-3", state, level: 3, boxes: three }];
  const [a, b] = EPILOGUES[state];
  return [
    ...open,
    { id: `${state}-3a`, state, level: 3, boxes: three, epilogue: a },
    { id: `${state}-3b`, state, level: 3, boxes: three, epilogue: b },
  ];
});

export const stateToken = (id: string): StateToken => {
  const token = STATE_TOKENS.find((t) => t.id === id);
  if (!token) throw new Error(`This War of Mine: no state token ${id}`);
  return token;
};

/** The token kinds a state may show at this level (two double tokens at level 3 or 4 but for Fatigue). */
export const tokensFor = (state: StateKind, level: number): StateToken[] =>
  STATE_TOKENS.filter((t) => t.state === state && t.level === Math.min(level, 3));
