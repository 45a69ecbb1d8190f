/**
 * The box's tokens and resources (the digest's "Components and supply"). Their counts cap the
 * supply: what is not in the box cannot be found or bought. Trade values and weights come with
 * the scavenging slice.
 */
export const BOX_TOKENS = {
  // red
  assault_rifle: 2,
  sawn_off: 2,
  pistol: 2,
  hatchet: 2,
  knife: 3,
  broken_assault_rifle: 1,
  broken_pistol: 1,
  broken_sawn_off: 1,
  weapon_parts: 4,
  shell_casings: 3,
  ammo: 9,
  // green
  canned_food: 3,
  raw_food: 6,
  vegetables: 6,
  pure_alcohol: 3,
  moonshine: 3,
  cigarettes: 6,
  coffee: 3,
  sugar: 3,
  // grey
  saw_blade: 1,
  shovel: 2,
  lockpick: 2,
  guitar: 1,
  broken_guitar: 1,
  books: 3,
  electrical_parts: 4,
  mechanical_parts: 4,
  jewellery: 2,
  filters: 3,
  // yellow
  medicine: 3,
  bandages: 3,
  herbal_medicine: 3,
  chemicals: 6,
  herbs: 3,
} as const;

/**
 * Resources are plastic markers, not tokens: water (6, deliberately few), wood and components
 * (20 each, our ruling). Scripts count them in units; the ×5 markers are the inventory's business.
 */
export const BOX_RESOURCES = { water: 6, wood: 20, components: 20 } as const;

export type TokenKind = keyof typeof BOX_TOKENS;
export type ResourceKind = keyof typeof BOX_RESOURCES;
export type ItemKind = TokenKind | ResourceKind;

export const TOKEN_KINDS = Object.keys(BOX_TOKENS) as [TokenKind, ...TokenKind[]];
export const RESOURCE_KINDS = Object.keys(BOX_RESOURCES) as [ResourceKind, ...ResourceKind[]];
export const ITEM_KINDS = [...TOKEN_KINDS, ...RESOURCE_KINDS] as [ItemKind, ...ItemKind[]];

/** How many of a kind the box holds. */
export const boxCount = (item: ItemKind): number =>
  item in BOX_TOKENS ? BOX_TOKENS[item as TokenKind] : BOX_RESOURCES[item as ResourceKind];

/** The five states a character carries, each 0–4 (the digest's "Characters and states"). */
export const STATES = ["hunger", "misery", "wounds", "illness", "fatigue"] as const;
export type StateKind = (typeof STATES)[number];
export const MAX_STATE = 4;

/** The campaign's chapters: I, II, III, then the finale (4). */
export const CHAPTERS = [1, 2, 3, 4] as const;
export type Chapter = (typeof CHAPTERS)[number];

export type ItemCounts = Partial<Record<ItemKind, number>>;
