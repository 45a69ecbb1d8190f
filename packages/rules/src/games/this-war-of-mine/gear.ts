import { randomInt, type RngState } from "../../engine/index.js";
import type { ItemCounts, ItemKind, TokenKind } from "./items.js";

/**
 * What tokens are worth and weigh, the weapons and the three combat dice (the digest's
 * "Components and supply" and "Combat"). The OCR lost the icons: trade values, weights and the
 * dice's face layouts are ours to set (the digest says so); they are data here.
 */

/** Trade value (the yellow circle) of each token. Water, wood and components are never traded. */
export const TRADE_VALUE: Record<TokenKind, number> = {
  assault_rifle: 12,
  sawn_off: 9,
  pistol: 8,
  hatchet: 4,
  knife: 3,
  broken_assault_rifle: 5,
  broken_pistol: 3,
  broken_sawn_off: 4,
  weapon_parts: 3,
  shell_casings: 1,
  ammo: 2,
  canned_food: 4,
  raw_food: 2,
  vegetables: 2,
  pure_alcohol: 4,
  moonshine: 3,
  cigarettes: 3,
  coffee: 4,
  sugar: 2,
  saw_blade: 4,
  shovel: 3,
  lockpick: 3,
  guitar: 6,
  broken_guitar: 2,
  books: 1,
  electrical_parts: 3,
  mechanical_parts: 3,
  jewellery: 8,
  filters: 3,
  medicine: 8,
  bandages: 4,
  herbal_medicine: 4,
  chemicals: 2,
  herbs: 2,
};

/** Heavy tokens and their weight; other tokens weigh 0, each unit of a resource 1. */
export const HEAVY: Partial<Record<TokenKind, number>> = {
  assault_rifle: 2,
  broken_assault_rifle: 2,
  sawn_off: 1,
  broken_sawn_off: 1,
  shovel: 2,
  saw_blade: 1,
  guitar: 2,
  broken_guitar: 2,
  books: 1,
  mechanical_parts: 1,
  chemicals: 1,
};

export const NEVER_TRADED = ["water", "wood", "components"] as const satisfies readonly ItemKind[];
export const tradable = (item: ItemKind): item is TokenKind => !(NEVER_TRADED as readonly string[]).includes(item);
export const valueOf = (item: ItemKind): number => (tradable(item) ? TRADE_VALUE[item] : 0);
export const weightOf = (item: ItemKind): number => (tradable(item) ? (HEAVY[item] ?? 0) : 1);

export const totalValue = (items: ItemCounts): number =>
  Object.entries(items).reduce((sum, [item, n]) => sum + valueOf(item as ItemKind) * (n ?? 0), 0);
export const totalWeight = (items: ItemCounts): number =>
  Object.entries(items).reduce((sum, [item, n]) => sum + weightOf(item as ItemKind) * (n ?? 0), 0);

/** The three combat dice: grey (unarmed), yellow (melee), red (firearms). */
export const DICE_COLOURS = ["grey", "yellow", "red"] as const;
export type DieColour = (typeof DICE_COLOURS)[number];

/**
 * A face: its hit symbols (fists, knives, crosshairs), or a special face: `fate` (`§`), a kill face
 * (a hatchet's on the yellow die, a sawn-off's on the red: the target dies at once, a blank with
 * any other weapon), or out of ammo (red: an enemy moves to the unarmed row; a blank for characters).
 */
export interface Face {
  hits: number;
  fate?: true;
  kill?: "hatchet" | "sawn_off";
  outOfAmmo?: true;
}

export const DIE_FACES: Record<DieColour, readonly Face[]> = {
  grey: [{ hits: 0 }, { hits: 0 }, { hits: 1 }, { hits: 1 }, { hits: 2 }, { hits: 0, fate: true }],
  yellow: [{ hits: 0 }, { hits: 1 }, { hits: 1 }, { hits: 2 }, { hits: 0, kill: "hatchet" }, { hits: 0, fate: true }],
  red: [
    { hits: 0, outOfAmmo: true },
    { hits: 1 },
    { hits: 2 },
    { hits: 2 },
    { hits: 0, kill: "sawn_off" },
    { hits: 0, fate: true },
  ],
};

/** Rolls a combat die from the seeded RNG: the face's index (0–5). */
export const rollCombatDie = (rng: RngState, colour: DieColour): number => randomInt(rng, DIE_FACES[colour].length);

export const WEAPONS = ["assault_rifle", "sawn_off", "pistol", "hatchet", "knife"] as const satisfies readonly TokenKind[];
export type Weapon = (typeof WEAPONS)[number];
export const FIREARMS = ["assault_rifle", "sawn_off", "pistol"] as const satisfies readonly Weapon[];
export const isWeapon = (item: string): item is Weapon => (WEAPONS as readonly string[]).includes(item);
export const isFirearm = (w: Weapon | null | undefined): boolean => w != null && (FIREARMS as readonly string[]).includes(w);

/** The die a weapon rolls (null: unarmed, the grey die). */
export const dieOf = (w: Weapon | null | undefined): DieColour => (w == null ? "grey" : isFirearm(w) ? "red" : "yellow");

/** Hits a face gives a fighter with this weapon: kill faces count only with their weapon; `fate` and out of ammo are blanks. */
export function faceResult(
  colour: DieColour,
  face: number,
  weapon: Weapon | null,
): { hits: number; kill: boolean; fate: boolean } {
  const f = DIE_FACES[colour][face]!;
  return { hits: f.hits, kill: f.kill !== undefined && f.kill === weapon, fate: f.fate === true };
}
