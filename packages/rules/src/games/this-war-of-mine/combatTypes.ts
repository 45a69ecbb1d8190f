import type { DieColour, Weapon } from "./gear.js";
import type { EnemyKind, EnemyWeapon } from "./scripts/schema.js";

/**
 * A fight's state and its three drafts, as the game state stores them (`combat.ts` runs the fight).
 * Types only, so that `types.ts` can name them without importing the code that runs a fight.
 */
export interface EnemyInFight {
  /** The token drawn blind (never shown: the view gives its kind and Prowess). */
  token: string;
  kind: EnemyKind;
  prowess: number;
  weapon: EnemyWeapon;
  /** An assault rifle: always fires twice. */
  twice: boolean;
  wounds: number;
  dead: boolean;
}

export interface CombatRoll {
  /** A character's id, or the enemy's index. */
  who: string | number;
  colour: DieColour;
  face: number;
  weapon: Weapon | null;
  /** A `§` read on a Fate card: its effect (or `miss` when the colours differ). */
  fate: "miss" | "hit" | "dodge" | "jammed" | "lost" | null;
}

export interface CombatState {
  enemies: EnemyInFight[];
  breakPoint: number | null;
  woundsDealt: number;
  canFlee: boolean;
  round: number;
  stage: "plan" | "shooters" | "others" | "sneak" | "ambush";
  /** A Hiding place kept in the Exploration area: the group's sneak attack opens the fight. */
  ambush?: boolean;
  /** The characters in the fight (awake and present when it began). */
  fighters: string[];
  /** Weapons this round (null: unarmed), and who fires an assault rifle's burst. */
  weapons: Record<string, Weapon | null>;
  burst: string[];
  /** The weapon each fighter took in the first round: theirs for the fight. */
  carried: Record<string, Weapon>;
  /** Rolls of the sub-step being resolved (ours and theirs). */
  rolls: CombatRoll[];
  /** Enemies (by index) that rolled this round: one die each a round, whatever row they are in by now. */
  enemiesRolled: number[];
  /** Re-rolls each fighter has used this round. */
  rerolls: Record<string, number>;
  dodging: string[];
  /** Weapons jammed or lost for the rest of the fight, by fighter. */
  disabled: string[];
  /** Fighters whose first shot of the fight was free (the marksman). */
  freeShot: string[];
  killedNonThug: boolean;
  fled: boolean;
}

export type FightDraft = { kind: "fight"; flee: boolean; weapons: Record<string, Weapon | null>; burst: string[] };
export type RollsDraft = { kind: "rolls"; reroll: number[]; fate: number[] };
export type HitsDraft = { kind: "hits"; ours: (number | null)[]; theirs: (string | null)[] };
