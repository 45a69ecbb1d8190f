import { randomInt } from "../../../engine/index.js";
import { MAX_STATE } from "../items.js";
import { holds } from "./conditions.js";
import { HOST_EFFECT_KINDS, type AwaitedEffect, type Effect, type HostEffect, type Jump } from "./schema.js";
import {
  MAX_CHARACTERS,
  MAX_NOISE,
  MIN_NOISE,
  charactersOf,
  levelFourPending,
  newCharacter,
  placeOf,
  releaseHidden,
  type ScriptCharacter,
  type ScriptPosition,
  type ScriptWorld,
} from "./world.js";

/** The black die: 1–10 from the state's seeded RNG. */
export const rollBlackDie = (world: ScriptWorld): number => 1 + randomInt(world.rng, 10);

/** Effects a run left to do, with the characters the Empathy roll around them affected (plain data: kept in the state). */
export interface EffectsLeft {
  effects: Effect[];
  affected: string[];
}

/**
 * How a run of effects ended: it went through, it jumps, it waits for a combat or a trade, or (only
 * when asked to pause there) a noise roll met someone whose Residents card is resolved first, and
 * `rest` is what is left of the run, in order.
 */
export type EffectsOutcome =
  | { kind: "through" }
  | { kind: "jump"; to: Jump }
  | { kind: "await"; effect: AwaitedEffect }
  | { kind: "encounter"; rest: EffectsLeft[] };
const THROUGH: EffectsOutcome = { kind: "through" };

export interface RunOptions {
  /**
   * Stop right after a noise roll's encounter that draws a Residents card (and the roll's own
   * encounter effects): the game resolves that card before the rest (the rulebook's Finds cards:
   * "resolve the Residents card first"). Scripts' paragraphs never pause: their encounters wait
   * for the script's end.
   */
  pauseAtEncounter?: boolean;
}

interface Run {
  world: ScriptWorld;
  position: ScriptPosition;
  /** The characters the innermost Empathy roll affected. */
  affected: readonly string[];
  pause: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const isHostEffect = (effect: Effect): effect is HostEffect => (HOST_EFFECT_KINDS as readonly string[]).includes(effect.kind);

function concerned(run: Run, who: Parameters<typeof charactersOf>[1]): ScriptCharacter[] {
  return charactersOf(run.world, who, run.position.actor, run.affected);
}

function removeFromGroup(run: Run, leaving: readonly ScriptCharacter[], event: "left" | "died"): void {
  const ids = new Set(leaving.map((c) => c.id));
  run.world.characters = run.world.characters.filter((c) => !ids.has(c.id));
  for (const id of ids) run.position.events.push({ kind: event, character: id });
}

/**
 * Runs effects in order on the world; stops at the first that jumps or waits. Random outcomes
 * come from `world.rng`, so the same state gives the same story.
 */
export function runEffects(
  world: ScriptWorld,
  position: ScriptPosition,
  effects: readonly Effect[],
  affected: readonly string[] = [],
  options: RunOptions = {},
): EffectsOutcome {
  return runList({ world, position, affected, pause: options.pauseAtEncounter === true }, effects);
}

/** Runs what a run left (`EffectsLeft` parts, in order) as one run: a pause keeps the parts not reached. */
export function runParts(
  world: ScriptWorld,
  position: ScriptPosition,
  parts: readonly EffectsLeft[],
  options: RunOptions = {},
): EffectsOutcome {
  for (const [k, part] of parts.entries()) {
    const outcome = runEffects(world, position, part.effects, part.affected, options);
    if (outcome.kind === "encounter") return { kind: "encounter", rest: [...outcome.rest, ...parts.slice(k + 1)] };
    if (outcome.kind !== "through") return outcome;
  }
  return THROUGH;
}

function runList(run: Run, effects: readonly Effect[]): EffectsOutcome {
  for (const [k, effect] of effects.entries()) {
    const outcome = runEffect(run, effect);
    if (outcome.kind === "encounter") {
      const after = effects.slice(k + 1);
      const rest = after.length > 0 ? [...outcome.rest, { effects: after, affected: [...run.affected] }] : outcome.rest;
      return { kind: "encounter", rest };
    }
    if (outcome.kind !== "through") return outcome;
  }
  return THROUGH;
}

/** A nested list (a branch, an Empathy roll's effects) run within the same run. */
const runWithin = (run: Run, effects: readonly Effect[], affected: readonly string[] = run.affected): EffectsOutcome =>
  runList({ ...run, affected }, effects);

function runEffect(run: Run, effect: Effect): EffectsOutcome {
  const { world, position } = run;
  if (isHostEffect(effect)) {
    // The game returns the cards; the count is kept now so later costs see what is left.
    if (effect.kind === "returnExploration") world.unknownLeft = Math.max(0, world.unknownLeft - effect.n);
    position.events.push(effect);
    return THROUGH;
  }
  switch (effect.kind) {
    case "setFlag":
      world.flags[effect.flag] = effect.value ?? 1;
      return THROUGH;
    case "addFlag":
      world.flags[effect.flag] = Math.max(0, (world.flags[effect.flag] ?? 0) + effect.by);
      return THROUGH;
    case "clearFlag":
      delete world.flags[effect.flag];
      return THROUGH;
    case "gain": {
      const place = world[placeOf(world, effect.to)];
      releaseHidden(world, effect.item, effect.n);
      const n = Math.min(effect.n, world.supply[effect.item] ?? 0);
      if (n > 0) {
        world.supply[effect.item] = (world.supply[effect.item] ?? 0) - n;
        place[effect.item] = (place[effect.item] ?? 0) + n;
      }
      return THROUGH;
    }
    case "lose": {
      const place = world[placeOf(world, effect.from)];
      const n = Math.min(effect.n, place[effect.item] ?? 0);
      if (n > 0) {
        place[effect.item] = (place[effect.item] ?? 0) - n;
        if (place[effect.item] === 0) delete place[effect.item];
        if (!effect.remove) world.supply[effect.item] = (world.supply[effect.item] ?? 0) + n;
      }
      return THROUGH;
    }
    case "state":
      for (const c of concerned(run, effect.who)) {
        // A level 4 is resolved before anything lowers it (the rulebook's 220).
        if (effect.by < 0 && levelFourPending(world, c, effect.state)) continue;
        const before = c.states[effect.state];
        c.states[effect.state] = clamp(before + effect.by, 0, MAX_STATE);
        if (before < MAX_STATE && c.states[effect.state] === MAX_STATE && effect.state !== "fatigue")
          position.events.push({ kind: "stateFour", character: c.id, state: effect.state, from: before });
      }
      return THROUGH;
    case "noise":
      world.noise = clamp(world.noise + effect.by, MIN_NOISE, MAX_NOISE);
      return THROUGH;
    case "noiseRoll": {
      if (rollBlackDie(world) <= world.noise) {
        world.noise = MIN_NOISE;
        const draws = !effect.skipResidents;
        position.events.push({ kind: "encounter", drawResident: draws });
        const then = runWithin(run, effect.encounter);
        return then.kind === "through" && draws && run.pause ? { kind: "encounter", rest: [] } : then;
      }
      return runWithin(run, effect.quiet ?? []);
    }
    case "roll": {
      const face = rollBlackDie(world);
      const branch = effect.branches.find((b) => b.range[0] <= face && face <= b.range[1]);
      if (!branch) throw new Error(`This War of Mine scripts: no branch of a roll holds ${face} (paragraph ${position.at})`);
      return runWithin(run, branch.then);
    }
    case "empathyRoll": {
      const face = rollBlackDie(world);
      const hit = concerned(run, effect.who)
        .filter((c) => c.empathy > face)
        .map((c) => c.id);
      return runWithin(run, effect.then, hit);
    }
    case "when":
      return runWithin(
        run,
        holds(world, effect.if, { actor: position.actor, affected: run.affected }) ? effect.then : (effect.else ?? []),
      );
    case "goto":
      return { kind: "jump", to: effect.to };
    case "cold":
      world.cold = Math.max(0, world.cold + effect.by);
      return THROUGH;
    case "join":
      if (world.characters.some((c) => c.id === effect.character)) return THROUGH;
      if (world.characters.length >= MAX_CHARACTERS) {
        position.events.push({ kind: "joinRefused", character: effect.character });
        return THROUGH;
      }
      world.characters.push(
        newCharacter(effect.character, effect.states, world.scene === "scavenging" ? "scavenging" : "shelter"),
      );
      position.events.push({ kind: "joined", character: effect.character });
      return THROUGH;
    case "leave":
      removeFromGroup(run, concerned(run, effect.who), "left");
      return THROUGH;
    case "die":
      removeFromGroup(run, concerned(run, effect.who), "died");
      return THROUGH;
    case "placeToken":
      world.tokens[String(effect.number)] = effect.on;
      return THROUGH;
    case "removeToken":
      delete world.tokens[String(effect.number)];
      return THROUGH;
    case "combat":
    case "trade":
      return { kind: "await", effect };
  }
}
