import { shuffleInPlace } from "../../engine/index.js";
import { changeState, endTask, findCharacter, isAsleep } from "./characters.js";
import { cardProwess, type CombatRoll, type RollsDraft } from "./combat.js";
import { bookOfScripts, eventCard, raidCard, type RaidCard } from "./content/index.js";
import { dieOf, faceResult, isFirearm, rollCombatDie, valueOf, WEAPONS, type Weapon } from "./gear.js";
import { MAX_STATE, type ItemCounts, type ItemKind } from "./items.js";
import { settleMarkers } from "./markers.js";
import { openScript } from "./scripting.js";
import { holds } from "./scripts/index.js";
import type { PhaseRun, TwomCharacter, TwomState } from "./types.js";

/**
 * The Night raid (the digest's "6. Night raid", FAQ 700):
 * 1. arm the guards (a draft): one weapon each from the Inventory; a firearm uses 1 Inventory ammo.
 *    Nobody on guard: the no-guard script (333) is read instead of the guards' defence;
 * 2. draw the top raid card (2 after a Crime kind Event; "Ignore this card": back into the deck,
 *    no replacement). For each card, each guard rolls their weapon's die, re-rolling up to their
 *    Prowess (a draft; the watchman +1); `§` and out-of-ammo faces are blanks here; a hatchet's or
 *    a sawn-off's kill face cancels the whole card; each hit, and each Barricade, cancels 1 Damage
 *    or 1 Wound, split by the group. What is left is stolen from the Inventory (the group chooses;
 *    "starting with the highest value": in descending value, ties chosen) and shared as Wounds among
 *    the guards, never past a guard's limit (the rest is lost) — one draft;
 * 3. Crime wave: once a Crime kind Event has been drawn, every night while set-aside red-corner
 *    cards remain, 2 of them come in unseen — 2 Raid, 2 Residents or 1 of each, the group's choice
 *    (a draft) — shuffled into their decks.
 * Events on the raid deck (Crime wave, Crime rises) are raid cards too: their `raid` line.
 */
export const WATCHMAN_BONUS = 1;

type GuardsDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "guards" }>;
type LossDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "raidLoss" }>;
type CrimeDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "crime" }>;

const open = (state: TwomState, draft: NonNullable<TwomState["draft"]>) => {
  state.draft = draft;
  state.draftVersion += 1;
};

export const guards = (state: TwomState): TwomCharacter[] => state.characters.filter((c) => c.task === "guard");
export const ableGuards = (state: TwomState): TwomCharacter[] =>
  guards(state).filter((c) => !isAsleep(c) && c.states.wounds < MAX_STATE);

/** A card of the raid deck: a raid card, or an Event placed there. */
export function raidCardOf(id: string): RaidCard {
  const card = raidCard(id);
  if (card) return card;
  const event = eventCard(id);
  return { id, name: event.name, text: event.text, damage: event.raid?.damage ?? 0, wounds: event.raid?.wounds ?? 0 };
}

export function runRaid(state: TwomState): PhaseRun {
  const raid = state.raid;
  if (!raid) {
    const noGuard = guards(state).length === 0;
    state.raid = {
      cards: [],
      weapons: {},
      rolls: [],
      rerolls: {},
      damage: 0,
      wounds: 0,
      hits: 0,
      cancelled: false,
      stage: "arm",
      noGuard,
    };
    if (noGuard) {
      state.log.push({ kind: "raid", what: "no-guard", detail: "" });
      drawRaidCards(state);
      const entry = bookOfScripts.entries.find((e) => e.kind === "system" && e.card === "no-guard")!;
      return openScript(state, entry.to, null);
    }
    const weapons: Record<string, Weapon | null> = {};
    const free = { ...state.inventory };
    for (const g of ableGuards(state)) {
      const w = (["hatchet", "knife"] as const).find((x) => (free[x] ?? 0) > 0) ?? null;
      if (w) free[w] = free[w]! - 1;
      weapons[g.id] = w;
    }
    return open(state, { kind: "guards", weapons });
  }
  switch (raid.stage) {
    case "arm":
      return open(state, { kind: "guards", weapons: { ...raid.weapons } });
    case "rolls":
      return nextCard(state);
    case "loss":
      return openLoss(state);
    case "crime":
      return crimeWave(state);
    case "done":
      state.raid = null;
      endTask(state, "guard");
      return "over";
  }
}

export function guardWeaponOptions(state: TwomState): (Weapon | null)[] {
  return [null, ...WEAPONS.filter((w) => (state.inventory[w] ?? 0) > 0)];
}

export function guardsProblem(state: TwomState, draft: GuardsDraft): string | null {
  const taken: Record<string, number> = {};
  let ammo = 0;
  for (const [id, w] of Object.entries(draft.weapons)) {
    // A guard asleep or too badly wounded to stand holds nothing (a weapon put back clears it).
    if (!ableGuards(state).some((g) => g.id === id)) {
      if (w) return `${id} is not on guard`;
      continue;
    }
    if (w) taken[w] = (taken[w] ?? 0) + 1;
    if (isFirearm(w)) ammo += 1;
  }
  for (const [w, n] of Object.entries(taken)) if (n > (state.inventory[w as Weapon] ?? 0)) return `not enough ${w}`;
  if (ammo > (state.inventory.ammo ?? 0)) return "not enough ammo";
  return null;
}

export function resolveGuards(state: TwomState, draft: GuardsDraft): void {
  const raid = state.raid!;
  raid.weapons = { ...draft.weapons };
  for (const w of Object.values(draft.weapons))
    if (isFirearm(w)) {
      state.inventory.ammo = (state.inventory.ammo ?? 0) - 1;
      if (state.inventory.ammo === 0) delete state.inventory.ammo;
      state.supply.ammo = (state.supply.ammo ?? 0) + 1;
    }
  drawRaidCards(state);
  nextCard(state);
}

function drawRaidCards(state: TwomState): void {
  const raid = state.raid!;
  const n = state.raids.draws;
  state.raids.draws = 1;
  for (let k = 0; k < n; k++) {
    if (state.raids.deck.length === 0) state.raids.deck = shuffleInPlace(state.rng, state.raids.discard.splice(0));
    const id = state.raids.deck.shift();
    if (id === undefined) break;
    const card = raidCardOf(id);
    if (card.ignore && holds(state, card.ignore, { actor: null, affected: [] })) {
      state.raids.deck.push(id);
      shuffleInPlace(state.rng, state.raids.deck);
      state.log.push({ kind: "raid", what: "ignored", detail: "" });
      continue;
    }
    raid.cards.push(id);
  }
  raid.stage = "rolls";
}

/** The next card: the guards roll (and may re-roll), or, with nobody on guard, only Barricades defend. */
function nextCard(state: TwomState): void {
  const raid = state.raid!;
  if (raid.cards.length === 0) {
    raid.stage = "crime";
    return crimeWave(state);
  }
  const card = raidCardOf(raid.cards[0]!);
  raid.damage = card.damage;
  raid.wounds = card.wounds;
  raid.cancelled = false;
  raid.rerolls = {};
  raid.rolls = ableGuards(state).map((g) => {
    const weapon = raid.noGuard ? null : (raid.weapons[g.id] ?? null);
    const colour = dieOf(weapon);
    return { who: g.id, colour, face: rollCombatDie(state.rng, colour), weapon, fate: null } satisfies CombatRoll;
  });
  if (raid.noGuard) raid.rolls = [];
  state.log.push({ kind: "raid", what: "card", detail: `${card.damage}/${card.wounds}` });
  if (raid.rolls.some((r) => raidRerollsLeft(state, r.who as string) > 0))
    return open(state, { kind: "rolls", reroll: [], fate: [] });
  settleRolls(state);
}

export const raidRerollsLeft = (state: TwomState, id: string): number => {
  const c = findCharacter(state, id);
  if (!c) return 0;
  const bonus = c.abilities.includes("watchman") ? WATCHMAN_BONUS : 0;
  return Math.max(0, cardProwess(c) + bonus - (state.raid!.rerolls[id] ?? 0));
};

export function raidRollsProblem(state: TwomState, draft: RollsDraft): string | null {
  if (draft.fate.length > 0) return "a § is a blank in a raid";
  const per: Record<string, number> = {};
  for (const i of draft.reroll) {
    const r = state.raid!.rolls[i];
    if (!r) return "no such die";
    per[r.who as string] = (per[r.who as string] ?? 0) + 1;
  }
  for (const [id, n] of Object.entries(per)) if (n > raidRerollsLeft(state, id)) return `${id} has no re-roll left`;
  return null;
}

export function resolveRaidRolls(state: TwomState, draft: RollsDraft): void {
  const raid = state.raid!;
  if (draft.reroll.length > 0) {
    for (const i of draft.reroll) {
      const r = raid.rolls[i]!;
      r.face = rollCombatDie(state.rng, r.colour);
      raid.rerolls[r.who as string] = (raid.rerolls[r.who as string] ?? 0) + 1;
    }
    if (raid.rolls.some((r) => raidRerollsLeft(state, r.who as string) > 0))
      return open(state, { kind: "rolls", reroll: [], fate: [] });
  }
  settleRolls(state);
}

/** The guards' hits (`§` and out of ammo: blanks), kill faces, Barricades: then what is lost. */
function settleRolls(state: TwomState): void {
  const raid = state.raid!;
  let hits = state.shelter.barricades.length;
  for (const r of raid.rolls) {
    const res = faceResult(r.colour, r.face, r.weapon);
    if (res.kill) raid.cancelled = true;
    hits += res.hits;
  }
  raid.hits = hits;
  raid.stage = "loss";
  if (raid.cancelled) state.log.push({ kind: "raid", what: "cancelled", detail: "" });
  openLoss(state);
}

/** What the raiders can take: the Inventory but the guards' weapons (the Finds pile and tokens on characters are elsewhere). */
export function lootable(state: TwomState): ItemCounts {
  const out: ItemCounts = { ...state.inventory };
  for (const w of Object.values(state.raid?.weapons ?? {}))
    if (w) {
      out[w] = (out[w] ?? 0) - 1;
      if (out[w]! <= 0) delete out[w];
    }
  return out;
}
const inventoryUnits = (state: TwomState): number => Object.values(lootable(state)).reduce((a, n) => a + (n ?? 0), 0);

function openLoss(state: TwomState): void {
  const raid = state.raid!;
  const draft: LossDraft = { kind: "raidLoss", cancelWounds: 0, lose: [], wounds: [] };
  if (!raid.cancelled) {
    draft.cancelWounds = Math.min(raid.hits, raid.wounds);
    fillLoss(state, draft);
  }
  if (raid.cancelled || (lossDue(state, draft).damage === 0 && lossDue(state, draft).wounds === 0))
    return finishCard(state, draft);
  open(state, draft);
}

/** Damage and Wounds left once the hits are spent as the draft says. */
export function lossDue(state: TwomState, draft: LossDraft): { damage: number; wounds: number } {
  const raid = state.raid!;
  if (raid.cancelled) return { damage: 0, wounds: 0 };
  const onDamage = raid.hits - draft.cancelWounds;
  return {
    damage: Math.min(Math.max(0, raid.damage - onDamage), inventoryUnits(state)),
    wounds: Math.max(0, raid.wounds - draft.cancelWounds),
  };
}

export const room = (c: TwomCharacter) => Math.max(0, MAX_STATE - c.states.wounds);
export const woundable = (state: TwomState) => (state.raid!.noGuard ? [] : guards(state).filter((g) => room(g) > 0));

/** A default (and what `cancel` and `reset` bring back): the highest values first, Wounds to the first guards with room. */
export function fillLoss(state: TwomState, draft: LossDraft): void {
  draft.lose = [];
  const damage = lossDue(state, draft).damage;
  const loot = lootable(state);
  const items = (Object.keys(loot) as ItemKind[]).sort((a, b) => valueOf(b) - valueOf(a));
  for (const item of items) for (let k = 0; k < (loot[item] ?? 0) && draft.lose.length < damage; k++) draft.lose.push(item);
  const left = Object.fromEntries(woundable(state).map((g) => [g.id, room(g)]));
  draft.wounds = Array.from({ length: lossDue(state, draft).wounds }, () => {
    const id = Object.keys(left).find((g) => left[g]! > 0);
    if (id === undefined) return null;
    left[id]! -= 1;
    return id;
  });
}

const countsOf = (list: readonly ItemKind[]): ItemCounts => {
  const out: ItemCounts = {};
  for (const item of list) out[item] = (out[item] ?? 0) + 1;
  return out;
};

export function lossProblem(state: TwomState, draft: LossDraft): string | null {
  const raid = state.raid!;
  if (draft.cancelWounds > Math.min(raid.hits, raid.wounds)) return "more hits on Wounds than there are";
  const due = lossDue(state, draft);
  if (draft.lose.length !== due.damage) return `the raiders take ${due.damage}`;
  const lose = countsOf(draft.lose);
  // The guards' weapons are safe: neither taken nor counted for "starting with the highest value".
  const loot = lootable(state);
  for (const [item, n] of Object.entries(lose) as [ItemKind, number][]) if (n > (loot[item] ?? 0)) return `not that much ${item}`;
  if (raidCardOf(raid.cards[0]!).highest && draft.lose.length > 0) {
    const lowestTaken = Math.min(...draft.lose.map(valueOf));
    for (const item of Object.keys(loot) as ItemKind[])
      if ((lose[item] ?? 0) < (loot[item] ?? 0) && valueOf(item) > lowestTaken) return "starting with the highest value";
  }
  if (draft.wounds.length !== due.wounds) return `the guards share ${due.wounds} Wounds`;
  const left = Object.fromEntries(woundable(state).map((g) => [g.id, room(g)]));
  let lost = false;
  for (const id of draft.wounds) {
    if (id === null) {
      lost = true;
      continue;
    }
    if ((left[id] ?? 0) <= 0) return `${id} cannot take that Wound`;
    left[id]! -= 1;
  }
  if (lost && Object.values(left).some((r) => r > 0)) return "a Wound is lost while a guard can still take it";
  return null;
}

export function resolveLoss(state: TwomState, draft: LossDraft): void {
  finishCard(state, draft);
}

function finishCard(state: TwomState, draft: LossDraft): void {
  const raid = state.raid!;
  const lost: ItemCounts = {};
  for (const [item, n] of Object.entries(countsOf(draft.lose)) as [ItemKind, number][]) {
    if (n <= 0 || raid.cancelled) continue;
    state.inventory[item] = (state.inventory[item] ?? 0) - n;
    if (state.inventory[item] === 0) delete state.inventory[item];
    if (item !== "wood" && item !== "components") state.supply[item] = (state.supply[item] ?? 0) + n;
    lost[item] = n;
  }
  settleMarkers(state, false);
  if (!raid.cancelled) {
    const wounds: Record<string, number> = {};
    for (const id of draft.wounds) if (id !== null) wounds[id] = (wounds[id] ?? 0) + 1;
    for (const [id, n] of Object.entries(wounds)) changeState(state, findCharacter(state, id)!, "wounds", n, "raid");
  }
  const id = raid.cards.shift()!;
  if (raidCard(id) === undefined) state.eventDiscard.push(id);
  else state.raids.discard.push(id);
  state.log.push({ kind: "raid", what: "lost", detail: JSON.stringify(lost) });
  raid.stage = "rolls";
}

// ---------------------------------------------------------------- Crime wave

function crimeWave(state: TwomState): void {
  const raid = state.raid!;
  const red = state.raids.setAside.length + state.residents.setAside.length;
  if (!state.crimeWave || red === 0) {
    raid.stage = "done";
    return;
  }
  open(state, { kind: "crime", raids: null });
}

export const crimeOptions = (state: TwomState): number[] => {
  const total = Math.min(2, state.raids.setAside.length + state.residents.setAside.length);
  return [0, 1, 2].filter(
    (r) => r <= state.raids.setAside.length && total - r >= 0 && total - r <= state.residents.setAside.length,
  );
};

export const crimeProblem = (state: TwomState, draft: CrimeDraft): string | null =>
  draft.raids !== null && crimeOptions(state).includes(draft.raids) ? null : "choose where the cards go";

export function resolveCrime(state: TwomState, draft: CrimeDraft): void {
  const total = Math.min(2, state.raids.setAside.length + state.residents.setAside.length);
  const raids = draft.raids!;
  const take = (from: string[], n: number) => from.splice(0, n);
  state.raids.deck.push(...take(state.raids.setAside, raids));
  shuffleInPlace(state.rng, state.raids.deck);
  state.residents.deck.push(...take(state.residents.setAside, total - raids));
  shuffleInPlace(state.rng, state.residents.deck);
  state.log.push({ kind: "raid", what: "crime", detail: `${raids} raid, ${total - raids} residents` });
  state.raid!.stage = "done";
}
