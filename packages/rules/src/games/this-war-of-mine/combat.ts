import { randomInt, shuffleInPlace } from "../../engine/index.js";
import { changeState, findCharacter, isAsleep } from "./characters.js";
import { characterCard, ENEMY_TOKENS, fateCard } from "./content/index.js";
import { dieOf, faceResult, isFirearm, rollCombatDie, DIE_FACES, type DieColour, type Weapon } from "./gear.js";
import { MAX_STATE } from "./items.js";
import type { AwaitedEffect } from "./scripts/index.js";
import { placeOf } from "./scripts/index.js";
import { hidingKept } from "./expedition.js";
import type { CombatRoll, CombatState, EnemyInFight, FightDraft, HitsDraft, RollsDraft } from "./combatTypes.js";
import type { TwomCharacter, TwomState } from "./types.js";
import { ruleFixed } from "./version.js";

export type { CombatRoll, CombatState, EnemyInFight, FightDraft, HitsDraft, RollsDraft } from "./combatTypes.js";

/**
 * Combat (the digest's "Combat", FAQ 900), for scripts' `combat` effects (Residents, Locations,
 * Exploration cards), as a machine over the state and three drafts the group fills and the Leader
 * confirms:
 * - `fight` (before each round, the first included): flee or fight, and each fighter's weapon —
 *   one each, from the Finds pile while scavenging, else the Inventory; after the first round a
 *   fighter keeps the weapon taken (weapons never change hands) or fights unarmed; an assault rifle
 *   may fire a burst (2 ammo, 2 rolls).
 * - `rolls` (after each sub-step's dice): which of the group's dice to re-roll (up to a fighter's
 *   Prowess per round; the last result counts) and, for a `§`, whether to draw a Fate card and read
 *   its die strip (else a miss).
 * - `hits`: the group spreads its hits over the enemies and the enemies' hits over its fighters,
 *   never past a limit (an enemy dies at its 3rd wound, a character takes at most 4 − Wounds);
 *   hits nobody can take are lost. All hits of a sub-step land together.
 * A round is two sub-steps: shooters (both sides) roll first, then everyone else still able (an
 * enemy killed by a shooter does not attack). Firearms cost 1 ammo a shot; enemies use none, and an
 * out-of-ammo face moves them to the unarmed row — at once, as the table slides the token, but an
 * enemy rolls one die a round (an assault rifle's two shots are one roll of two dice), so it
 * fights unarmed from the next round (issue 35; `RULE_FIXES.oneEnemyDiePerRound`: a campaign of
 * version 3 keeps the old second roll in the same round). Enemies re-roll on their own while a roll gives
 * no hit, up to their Prowess. Kill faces: a hatchet's (yellow) or a sawn-off's (red) kills the
 * target at once; blanks with other weapons (and for enemies, whose rows name no weapon: our
 * ruling). Fleeing: the enemies' sneak attack (only they roll), then the fight is over ("fled").
 * A break point: the enemies flee after that many wounds in total ("won"). Killing anyone but
 * Thugs: one Empathy roll per fight for the fighters, those affected Misery +1.
 */
export const ENEMY_LIMIT = 3;

/** Where weapons and ammo are taken from: the Finds pile while scavenging, else the Inventory. */
export const armoury = (state: TwomState): "finds" | "inventory" => placeOf(state, "carried");

// ---------------------------------------------------------------- start

/** Starts the fight a script waits on: the enemy tokens drawn blind, the first round's plan. */
export function startCombat(state: TwomState, effect: Extract<AwaitedEffect, { kind: "combat" }>): void {
  const inFight = new Set<string>();
  const enemies: EnemyInFight[] = [];
  for (const group of effect.enemies)
    for (let k = 0; k < group.n; k++) {
      const pool = ENEMY_TOKENS.filter((t) => t.kind === group.kind && !inFight.has(t.id));
      if (pool.length === 0) break;
      const token = pool[randomInt(state.rng, pool.length)]!;
      inFight.add(token.id);
      enemies.push({
        token: token.id,
        kind: token.kind,
        prowess: token.prowess,
        weapon: group.weapon,
        twice: group.twice === true,
        wounds: 0,
        dead: false,
      });
    }
  const fighters = presentFighters(state).map((c) => c.id);
  state.combat = {
    enemies,
    breakPoint: effect.breakPoint ?? null,
    woundsDealt: 0,
    canFlee: effect.canFlee ?? state.scene === "scavenging",
    round: 0,
    stage: "plan",
    fighters,
    weapons: {},
    burst: [],
    carried: {},
    rolls: [],
    enemiesRolled: [],
    rerolls: {},
    dodging: [],
    disabled: [],
    freeShot: [],
    killedNonThug: false,
    fled: false,
    ...(state.scene === "scavenging" && state.expedition && hidingKept(state.expedition) ? { ambush: true } : {}),
  };
  state.log.push({ kind: "combat", what: "start", detail: enemies.map((e) => `${e.kind}:${e.prowess}:${e.weapon}`).join(" ") });
  nextRound(state);
}

function presentFighters(state: TwomState): TwomCharacter[] {
  const waiting = state.expedition?.waiting ?? [];
  return state.characters.filter(
    (c) =>
      !isAsleep(c) &&
      (state.scene === "scavenging" ? c.task === "scavenging" && !waiting.includes(c.id) : c.task !== "scavenging"),
  );
}

/** Fighters still able: in the group, below Wounds 4, awake. */
export function ableFighters(state: TwomState): TwomCharacter[] {
  const combat = state.combat!;
  return combat.fighters
    .map((id) => findCharacter(state, id))
    .filter((c): c is TwomCharacter => c !== undefined && c.states.wounds < MAX_STATE && !isAsleep(c));
}

const liveEnemies = (combat: CombatState): number[] => combat.enemies.flatMap((e, i) => (e.dead ? [] : [i]));

// ---------------------------------------------------------------- the round's plan

function nextRound(state: TwomState): void {
  const combat = state.combat!;
  combat.round += 1;
  combat.stage = "plan";
  combat.rolls = [];
  combat.rerolls = {};
  combat.dodging = [];
  combat.enemiesRolled = [];
  const weapons: Record<string, Weapon | null> = {};
  const free = { ...state[armoury(state)] };
  for (const c of ableFighters(state)) {
    const mine = combat.round > 1 ? (combat.carried[c.id] ?? null) : firstFree(free);
    const usable = mine !== null && !combat.disabled.includes(c.id) ? mine : null;
    weapons[c.id] = usable;
    if (usable && combat.round === 1) free[usable] = (free[usable] ?? 0) - 1;
  }
  const draft: FightDraft = { kind: "fight", flee: false, weapons, burst: [] };
  if (fightProblem(state, draft)) for (const id of Object.keys(weapons)) if (isFirearm(weapons[id])) weapons[id] = null;
  state.draft = draft;
  state.draftVersion += 1;
}

function firstFree(free: TwomState["finds"]): Weapon | null {
  for (const w of ["hatchet", "knife"] as const) if ((free[w] ?? 0) > 0) return w;
  return null;
}

/** Weapons a fighter may take this round. */
export function weaponOptions(state: TwomState, id: string): (Weapon | null)[] {
  const combat = state.combat!;
  if (combat.disabled.includes(id)) return [null];
  if (combat.round > 1) return combat.carried[id] ? [null, combat.carried[id]] : [null];
  const place = state[armoury(state)];
  const all = ["assault_rifle", "sawn_off", "pistol", "hatchet", "knife"] as const;
  return [null, ...all.filter((w) => (place[w] ?? 0) > 0)];
}

/** Ammo the plan needs: a shot each firearm, two for a burst; the marksman's first shot of the fight is free. */
export function ammoNeeded(state: TwomState, draft: FightDraft): number {
  const combat = state.combat!;
  let n = 0;
  for (const [id, w] of Object.entries(draft.weapons)) {
    if (!isFirearm(w)) continue;
    const shots = w === "assault_rifle" && draft.burst.includes(id) ? 2 : 1;
    const free = findCharacter(state, id)?.abilities.includes("marksman") && !combat.freeShot.includes(id) ? 1 : 0;
    n += shots - free;
  }
  return n;
}

export function fightProblem(state: TwomState, draft: FightDraft): string | null {
  const combat = state.combat!;
  if (draft.flee) return combat.canFlee ? null : "no fleeing here";
  const place = state[armoury(state)];
  const taken: Record<string, number> = {};
  for (const [id, w] of Object.entries(draft.weapons)) {
    if (!ableFighters(state).some((c) => c.id === id)) return `${id} is not fighting`;
    if (!weaponOptions(state, id).includes(w)) return `${id} cannot fight with ${w}`;
    if (w) taken[w] = (taken[w] ?? 0) + 1;
  }
  if (combat.round === 1) for (const [w, n] of Object.entries(taken)) if (n > (place[w as Weapon] ?? 0)) return `not enough ${w}`;
  for (const id of draft.burst) if (draft.weapons[id] !== "assault_rifle") return `${id} has no assault rifle for a burst`;
  if (ammoNeeded(state, draft) > (place.ammo ?? 0)) return "not enough ammo";
  return null;
}

export function resolveFight(state: TwomState, draft: FightDraft): void {
  const combat = state.combat!;
  if (draft.flee) {
    combat.fled = true;
    state.log.push({ kind: "combat", what: "flee", detail: `round ${combat.round}` });
    combat.stage = "sneak";
    rollEnemies(state, () => true);
    return afterRolls(state);
  }
  combat.weapons = { ...draft.weapons };
  if (combat.round === 1) for (const [id, w] of Object.entries(draft.weapons)) if (w) combat.carried[id] = w;
  combat.burst = [...draft.burst];
  if (combat.ambush && combat.round === 1) return sneakAttack(state);
  rollSubStep(state, "shooters");
}

/**
 * The group's sneak attack from a Hiding place (the digest: "a sneak attack from a Hiding place is
 * the group's; a normal fight follows if enemies remain"): our ruling, the kept Hiding place is
 * spent on it when a fight starts while scavenging; every fighter rolls (shooters and others alike,
 * a shot costing its ammo), the enemies do not; then the first round is fought as usual.
 */
function sneakAttack(state: TwomState): void {
  const combat = state.combat!;
  const exp = state.expedition!;
  const hiding = hidingKept(exp)!;
  exp.area = exp.area.filter((c) => c !== hiding);
  state.exploration.discard.push(hiding);
  delete combat.ambush;
  combat.stage = "ambush";
  combat.rolls = [];
  state.log.push({ kind: "combat", what: "start", detail: "sneak attack" });
  for (const c of ableFighters(state)) ourShots(state, c, combat.weapons[c.id] ?? null);
  if (combat.rolls.length === 0) return afterHits(state);
  afterRolls(state);
}

// ---------------------------------------------------------------- dice

function rollSubStep(state: TwomState, stage: "shooters" | "others"): void {
  const combat = state.combat!;
  combat.stage = stage;
  combat.rolls = [];
  const shooting = stage === "shooters";
  for (const c of ableFighters(state)) {
    const weapon = combat.weapons[c.id] ?? null;
    if (isFirearm(weapon) !== shooting) continue;
    ourShots(state, c, weapon);
  }
  rollEnemies(state, (e) => (e.weapon === "firearm") === shooting);
  if (combat.rolls.length === 0) return afterHits(state);
  afterRolls(state);
}

/** A fighter's dice: one (two for a burst), each shot of a firearm costing 1 ammo (the marksman's first free). */
function ourShots(state: TwomState, c: TwomCharacter, weapon: Weapon | null): void {
  const combat = state.combat!;
  const place = state[armoury(state)];
  const shots = weapon === "assault_rifle" && combat.burst.includes(c.id) ? 2 : 1;
  for (let k = 0; k < shots; k++) {
    if (isFirearm(weapon)) {
      if ((place.ammo ?? 0) === 0 && !(c.abilities.includes("marksman") && !combat.freeShot.includes(c.id))) break;
      if (c.abilities.includes("marksman") && !combat.freeShot.includes(c.id)) combat.freeShot.push(c.id);
      else {
        place.ammo = (place.ammo ?? 0) - 1;
        if (place.ammo === 0) delete place.ammo;
        state.supply.ammo = (state.supply.ammo ?? 0) + 1;
      }
    }
    const colour = dieOf(weapon);
    combat.rolls.push({ who: c.id, colour, face: rollCombatDie(state.rng, colour), weapon, fate: null });
  }
}

/** Enemies roll their row's die (twice with a rifle), re-rolling on their own while they get no hit, up to their Prowess. */
function rollEnemies(state: TwomState, which: (e: EnemyInFight) => boolean): void {
  const combat = state.combat!;
  const once = ruleFixed(state, "oneEnemyDiePerRound");
  combat.enemies.forEach((e, i) => {
    if (e.dead || !which(e)) return;
    if (once && combat.enemiesRolled.includes(i)) return;
    combat.enemiesRolled.push(i);
    const colour: DieColour = e.weapon === "firearm" ? "red" : e.weapon === "melee" ? "yellow" : "grey";
    for (let k = 0; k < (e.twice && e.weapon === "firearm" ? 2 : 1); k++) {
      let face = rollCombatDie(state.rng, colour);
      for (let r = 0; r < e.prowess && DIE_FACES[colour][face]!.hits === 0; r++) face = rollCombatDie(state.rng, colour);
      combat.rolls.push({ who: i, colour, face, weapon: null, fate: null });
    }
  });
}

/** Re-rolls a fighter may still make this round: Prowess (a watchman on guard: +1, the raid's business). */
export const rerollsLeft = (state: TwomState, id: string, used: Record<string, number>, bonus = 0): number => {
  const c = findCharacter(state, id);
  const prowess = c ? (cardProwess(c) ?? 0) + bonus : 0;
  return Math.max(0, prowess - (used[id] ?? 0));
};

export const cardProwess = (c: { id: string }): number => characterCard(c.id)?.prowess ?? 0;

const ourRoll = (r: CombatRoll): r is CombatRoll & { who: string } => typeof r.who === "string";

/** After dice: the group may re-roll or read `§` on a Fate card (a draft) if it can; else the hits. */
function afterRolls(state: TwomState): void {
  const combat = state.combat!;
  const choice = combat.rolls.some(
    (r) =>
      ourRoll(r) && (rerollsLeft(state, r.who, combat.rerolls) > 0 || (DIE_FACES[r.colour][r.face]!.fate && r.fate === null)),
  );
  if (choice) {
    state.draft = { kind: "rolls", reroll: [], fate: [] };
    state.draftVersion += 1;
    return;
  }
  openHits(state);
}

export function rollsProblem(state: TwomState, draft: RollsDraft, bonus = 0): string | null {
  const rolls = state.combat?.rolls ?? state.raid?.rolls ?? [];
  const used = state.combat?.rerolls ?? state.raid?.rerolls ?? {};
  const per: Record<string, number> = {};
  for (const i of draft.reroll) {
    const r = rolls[i];
    if (!r || !ourRoll(r)) return "no such die of ours";
    per[r.who] = (per[r.who] ?? 0) + 1;
  }
  for (const [id, n] of Object.entries(per)) if (n > rerollsLeft(state, id, used, bonus)) return `${id} has no re-roll left`;
  for (const i of draft.fate) {
    const r = rolls[i];
    if (!r || !ourRoll(r) || !DIE_FACES[r.colour][r.face]!.fate || r.fate !== null) return "no § to read there";
    if (draft.reroll.includes(i)) return "a die is re-rolled or read, not both";
    if (state.raid) return "a § is a blank in a raid";
  }
  return null;
}

/** The Leader confirmed the dice: re-rolls made (and the draft opened again), or `§` read and the hits spread. */
export function resolveRolls(state: TwomState, draft: RollsDraft): void {
  const combat = state.combat!;
  if (draft.reroll.length > 0) {
    for (const i of draft.reroll) {
      const r = combat.rolls[i]!;
      r.face = rollCombatDie(state.rng, r.colour);
      combat.rerolls[r.who as string] = (combat.rerolls[r.who as string] ?? 0) + 1;
    }
    return afterRolls(state);
  }
  for (const i of draft.fate) readFate(state, combat.rolls[i]!);
  for (const r of combat.rolls) if (ourRoll(r) && DIE_FACES[r.colour][r.face]!.fate && r.fate === null) r.fate = "miss";
  openHits(state);
}

function readFate(state: TwomState, roll: CombatRoll): void {
  if (state.fate.deck.length === 0) state.fate.deck = shuffleInPlace(state.rng, state.fate.discard.splice(0));
  const id = state.fate.deck.shift();
  if (id === undefined) {
    roll.fate = "miss";
    return;
  }
  state.fate.discard.push(id);
  const bottom = fateCard(id).bottom;
  roll.fate = bottom.die === roll.colour ? bottom.effect : "miss";
  state.log.push({ kind: "combat", what: "fate", detail: `${id}:${roll.fate}` });
  const combat = state.combat!;
  const who = roll.who as string;
  if (roll.fate === "dodge" && !combat.dodging.includes(who)) combat.dodging.push(who);
  if ((roll.fate === "jammed" || roll.fate === "lost") && !combat.disabled.includes(who)) combat.disabled.push(who);
}

// ---------------------------------------------------------------- hits

export interface HitUnit {
  roll: number;
  kill: boolean;
}

/** The sub-step's hits, one unit per hit symbol (a kill face is one unit that kills). */
export function hitUnits(state: TwomState): { ours: HitUnit[]; theirs: HitUnit[] } {
  const combat = state.combat!;
  const ours: HitUnit[] = [];
  const theirs: HitUnit[] = [];
  combat.rolls.forEach((r, i) => {
    if (ourRoll(r)) {
      const res = faceResult(r.colour, r.face, r.weapon);
      if (res.kill) ours.push({ roll: i, kill: true });
      for (let k = 0; k < res.hits + (r.fate === "hit" ? 1 : 0); k++) ours.push({ roll: i, kill: false });
    } else {
      for (let k = 0; k < DIE_FACES[r.colour][r.face]!.hits; k++) theirs.push({ roll: i, kill: false });
    }
  });
  return { ours, theirs };
}

/** Wounds a fighter may still take (0 when dodging): a character at Wounds 3 takes at most 1. */
const characterRoom = (state: TwomState, id: string): number => {
  const c = findCharacter(state, id);
  if (!c || state.combat!.dodging.includes(id) || !state.combat!.fighters.includes(id)) return 0;
  return Math.max(0, MAX_STATE - c.states.wounds);
};
const enemyRoom = (e: EnemyInFight | undefined): number => (e && !e.dead ? ENEMY_LIMIT - e.wounds : 0);

/** The hits as first offered: each on the first enemy (or fighter) with room; what nobody can take, lost. */
export function defaultHits(state: TwomState): HitsDraft {
  const combat = state.combat!;
  const { ours, theirs } = hitUnits(state);
  const room = combat.enemies.map(enemyRoom);
  const draft: HitsDraft = {
    kind: "hits",
    ours: ours.map((u) => {
      const i = room.findIndex((r) => r > 0);
      if (i < 0) return null;
      room[i] = u.kill ? 0 : room[i]! - 1;
      return i;
    }),
    theirs: [],
  };
  const left = Object.fromEntries(combat.fighters.map((id) => [id, characterRoom(state, id)]));
  draft.theirs = theirs.map(() => {
    const id = combat.fighters.find((f) => (left[f] ?? 0) > 0);
    if (id === undefined) return null;
    left[id]! -= 1;
    return id;
  });
  return draft;
}

function openHits(state: TwomState): void {
  const draft = defaultHits(state);
  if (draft.ours.length === 0 && draft.theirs.length === 0) return applyHits(state, draft);
  state.draft = draft;
  state.draftVersion += 1;
}

export function hitsProblem(state: TwomState, draft: HitsDraft): string | null {
  const combat = state.combat!;
  const { ours, theirs } = hitUnits(state);
  if (draft.ours.length !== ours.length || draft.theirs.length !== theirs.length) return "every hit needs a place";
  const room = combat.enemies.map(enemyRoom);
  let lost = false;
  for (const [k, target] of draft.ours.entries()) {
    if (target === null) {
      lost = true;
      continue;
    }
    if (enemyRoom(combat.enemies[target]) === 0) return "that enemy is dead";
    if (room[target]! <= 0) return "no enemy takes more than its 3rd wound";
    room[target] = ours[k]!.kill ? 0 : room[target]! - 1;
  }
  if (lost && room.some((r) => r > 0)) return "a hit is lost while an enemy can still take it";
  const left = Object.fromEntries(combat.fighters.map((id) => [id, characterRoom(state, id)]));
  lost = false;
  for (const target of draft.theirs) {
    if (target === null) {
      lost = true;
      continue;
    }
    if ((left[target] ?? 0) <= 0) return `${target} cannot take that hit`;
    left[target]! -= 1;
  }
  if (lost && Object.values(left).some((r) => r > 0)) return "a hit is lost while a fighter can still take it";
  return null;
}

/** All hits of the sub-step land together; then the next sub-step, the next round, or the end. */
export function applyHits(state: TwomState, draft: HitsDraft): void {
  const combat = state.combat!;
  const { ours } = hitUnits(state);
  for (const [k, target] of draft.ours.entries()) {
    if (target === null) continue;
    const e = combat.enemies[target]!;
    if (e.dead) continue;
    const dealt = ours[k]!.kill ? ENEMY_LIMIT - e.wounds : 1;
    e.wounds += dealt;
    combat.woundsDealt += dealt;
    if (e.wounds >= ENEMY_LIMIT) {
      e.dead = true;
      if (e.kind !== "thug") combat.killedNonThug = true;
    }
  }
  const wounds: Record<string, number> = {};
  for (const target of draft.theirs) if (target !== null) wounds[target] = (wounds[target] ?? 0) + 1;
  for (const [id, n] of Object.entries(wounds)) changeState(state, findCharacter(state, id)!, "wounds", n, "combat");
  for (const r of combat.rolls)
    if (!ourRoll(r) && DIE_FACES[r.colour][r.face]!.outOfAmmo) combat.enemies[r.who as number]!.weapon = "unarmed";
  state.log.push({
    kind: "combat",
    what: "hits",
    detail: `${draft.ours.filter((t) => t !== null).length} given, ${draft.theirs.filter((t) => t !== null).length} taken`,
  });
  afterHits(state);
}

function afterHits(state: TwomState): void {
  const combat = state.combat!;
  combat.rolls = [];
  if (combat.stage === "sneak") return endCombat(state, "fled");
  if (liveEnemies(combat).length === 0) return endCombat(state, "won");
  if (combat.breakPoint !== null && combat.woundsDealt >= combat.breakPoint) return endCombat(state, "won");
  if (ableFighters(state).length === 0) return endCombat(state, "lost");
  if (combat.stage === "ambush") return rollSubStep(state, "shooters");
  if (combat.stage === "shooters") return rollSubStep(state, "others");
  nextRound(state);
}

/** The fight is over: the Empathy roll for a killing, weapons dropped by the fallen if the group fled, the script resumed. */
function endCombat(state: TwomState, result: "won" | "fled" | "lost"): void {
  const combat = state.combat!;
  if (combat.killedNonThug) {
    const face = 1 + randomInt(state.rng, 10);
    const affected = combat.fighters.map((id) => findCharacter(state, id)).filter((c) => c !== undefined && c.empathy > face);
    state.log.push({ kind: "roll", what: "empathy:killing", character: null, face });
    for (const c of affected) changeState(state, c!, "misery", 1, "killing");
  }
  if (result === "fled") {
    const place = state[armoury(state)];
    for (const [id, w] of Object.entries(combat.carried)) {
      const c = findCharacter(state, id);
      if (c && c.states.wounds < MAX_STATE) continue;
      if ((place[w] ?? 0) > 0) {
        place[w] = place[w]! - 1;
        if (place[w] === 0) delete place[w];
        state.supply[w] = (state.supply[w] ?? 0) + 1;
      }
    }
  }
  state.log.push({ kind: "combat", what: "end", detail: result });
  state.combat = null;
  state.combatResult = result;
}
