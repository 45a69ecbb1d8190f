import { pickOne } from "../../engine/index.js";
import { characterCard, type CharacterCard } from "./content/characters.js";
import { stateToken, tokensFor } from "./content/state-tokens.js";
import { MAX_STATE, STATES, type StateKind } from "./items.js";
import { isAsleep, levelFourPending } from "./scripts/world.js";
import { DAY_STEPS, stateLevels, type TwomCharacter, type TwomState } from "./types.js";

/**
 * Characters: their states and state tokens, the actions their black boxes block, sleep, and the
 * level-4 states that open an epilogue (the digest's "Characters and states").
 */
export const COLOURS = ["red", "blue", "green", "yellow", "white", "black"] as const;

export function characterFromCard(card: CharacterCard, colour: string, starting: boolean, space: string): TwomCharacter {
  return {
    id: card.id,
    states: stateLevels(),
    empathy: card.empathy,
    traits: card.traits.map((t) => t.id),
    abilities: card.abilities.map((a) => a.id),
    task: "shelter",
    colour,
    starting,
    tokens: {},
    space,
    joinedStep: null,
  };
}

export const findCharacter = (state: TwomState, id: string): TwomCharacter | undefined =>
  state.characters.find((c) => c.id === id);

export { isAsleep };

/** The black boxes a state shows now (0 at level 0 or 4). */
export function boxesOf(c: TwomCharacter, s: StateKind): number {
  const level = c.states[s];
  if (level <= 0 || level >= MAX_STATE) return 0;
  if (level < 3) return stateToken(`${s}-${level}`).boxes;
  const token = c.tokens[s];
  return token ? stateToken(token).boxes : tokensFor(s, 3)[0]!.boxes;
}

/** Boxes do not add up across tokens: the most boxes any token shows is what is blocked. */
export const maxBoxes = (c: TwomCharacter): number => Math.max(0, ...STATES.map((s) => boxesOf(c, s)));

/** Whether the character's tokens leave the step (1–3) open: 1 box blocks the 3rd, 2 the 2nd and 3rd, 3 all. */
export const stepOpen = (c: TwomCharacter, step: number): boolean => step <= DAY_STEPS - maxBoxes(c);

/**
 * Changes a state, kept within 0–4 (the digest's ruling) and never lowered from a level 4 not yet
 * resolved, and keeps the tokens in step: a level-3 token is drawn blind (its level-4 side unknown)
 * when the state reaches 3 or 4 without one, and given back below 3. A non-Fatigue state reaching 4
 * queues its epilogue.
 */
export function changeState(state: TwomState, c: TwomCharacter, s: StateKind, by: number, why: string): void {
  // A level 4 is resolved before anything lowers it (the rulebook's 220).
  if (by < 0 && levelFourPending(state, c, s)) return;
  const from = c.states[s];
  const to = Math.max(0, Math.min(MAX_STATE, from + by));
  if (to === from) return;
  c.states[s] = to;
  state.log.push({ kind: "state", character: c.id, state: s, from, to, why });
  syncTokens(state);
}

/**
 * Draws missing level-3 tokens (blind, at random), returns tokens below 3, and queues the
 * epilogue of each character newly at 4 in a state other than Fatigue; with two such states at
 * once whose epilogues differ, one of the two at random.
 */
export function syncTokens(state: TwomState): void {
  for (const c of state.characters as TwomCharacter[]) {
    if (!c.tokens) c.tokens = {};
    for (const s of STATES) {
      if (c.states[s] >= 3 && !c.tokens[s] && s !== "fatigue") c.tokens[s] = pickOne(state.rng, tokensFor(s, 3)).id;
      if (c.states[s] < 3 && c.tokens[s]) delete c.tokens[s];
    }
    if (state.epilogues.some((e) => e.character === c.id)) continue;
    const atFour = STATES.filter((s) => s !== "fatigue" && c.states[s] >= MAX_STATE);
    if (atFour.length === 0) continue;
    const tokens = [...new Set(atFour.map((s) => c.tokens[s]!))];
    state.epilogues.push({ character: c.id, token: tokens.length === 1 ? tokens[0]! : pickOne(state.rng, tokens) });
  }
}

/** The card of a character of the box (null for someone a script brought who has no card). */
export const cardOf = (c: { id: string }): CharacterCard | undefined => characterCard(c.id);

/** Those awake: sleepers take no active part. */
export const awake = (state: TwomState): TwomCharacter[] => state.characters.filter((c) => !isAsleep(c));

/**
 * A night task (guard or scavenging) is over: a Fatigue 4 reached during it is resolved now — the
 * character falls asleep, and the log says so (the rulebook's 150: the task is finished first).
 */
export function endTask(state: TwomState, task: "guard" | "scavenging"): void {
  for (const c of state.characters) {
    if (c.task !== task || !c.taskUnderWay) continue;
    delete c.taskUnderWay;
    if (isAsleep(c)) state.log.push({ kind: "asleep", character: c.id, after: task });
  }
}
