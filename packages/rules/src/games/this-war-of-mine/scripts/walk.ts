import type { Choice, Condition, Effect, Jump, Paragraph } from "./schema.js";

/**
 * Walks over the script format: the effect lists nested in an effect, the jumps and flags in a
 * paragraph, whether a list of effects always jumps. Shared by the linter and the tests.
 */

/** The effect lists an effect holds (roll branches, a `when`'s arms, encounter and quiet, an Empathy roll's `then`). */
export function innerLists(effect: Effect): Effect[][] {
  switch (effect.kind) {
    case "roll":
      return effect.branches.map((b) => b.then);
    case "when":
      return [effect.then, effect.else ?? []];
    case "noiseRoll":
      return [effect.encounter, effect.quiet ?? []];
    case "empathyRoll":
      return [effect.then];
    default:
      return [];
  }
}

/** Every effect in the lists, nested ones included, depth first. */
export function* allEffects(effects: readonly Effect[]): Generator<Effect> {
  for (const effect of effects) {
    yield effect;
    for (const list of innerLists(effect)) yield* allEffects(list);
  }
}

/** Every effect list of a paragraph, top-level ones (its effects, each choice's cost and effects) only. */
export function topLists(p: Paragraph): Effect[][] {
  return [p.effects ?? [], ...(p.choices ?? []).flatMap((c) => [c.cost ?? [], c.effects ?? []])];
}

/** The jumps an effect makes directly (not those of its inner lists). */
function ownJumps(effect: Effect): Jump[] {
  switch (effect.kind) {
    case "goto":
      return [effect.to];
    case "combat":
      return [effect.outcomes.won, effect.outcomes.fled, effect.outcomes.lost];
    case "trade":
      return [effect.done, effect.declined];
    default:
      return [];
  }
}

export const jumpsOfEffects = (effects: readonly Effect[]): Jump[] => [...allEffects(effects)].flatMap(ownJumps);

/** Every jump a paragraph may make: from its effects, its choices (and their effects) and its own `goto`. */
export function jumpsOf(p: Paragraph): Jump[] {
  return [
    ...jumpsOfEffects(p.effects ?? []),
    ...(p.choices ?? []).flatMap((c) => [...jumpsOfEffects(c.effects ?? []), c.goto]),
    ...(p.goto === undefined ? [] : [p.goto]),
  ];
}

/** Whether running these effects always ends in a jump (or a wait that ends in one), whatever the dice and the state. */
export function surelyJumps(effects: readonly Effect[]): boolean {
  return effects.some((effect) => {
    switch (effect.kind) {
      case "goto":
      case "combat":
      case "trade":
        return true;
      case "roll":
        return effect.branches.every((b) => surelyJumps(b.then));
      case "when":
        return surelyJumps(effect.then) && surelyJumps(effect.else ?? []);
      case "noiseRoll":
        return surelyJumps(effect.encounter) && surelyJumps(effect.quiet ?? []);
      case "empathyRoll":
        return surelyJumps(effect.then);
      default:
        return false;
    }
  });
}

/** Every condition in a condition tree. */
export function* allConditions(cond: Condition): Generator<Condition> {
  yield cond;
  if (cond.kind === "all" || cond.kind === "any") for (const c of cond.of) yield* allConditions(c);
  if (cond.kind === "not") yield* allConditions(cond.cond);
}

/** The conditions a paragraph tests: its choices' `if` and actor `if`, and every `when`. */
export function conditionsOf(p: Paragraph): Condition[] {
  const roots: Condition[] = [];
  for (const list of topLists(p)) for (const e of allEffects(list)) if (e.kind === "when") roots.push(e.if);
  for (const c of p.choices ?? []) {
    if (c.if) roots.push(c.if);
    if (c.actor?.if) roots.push(c.actor.if);
  }
  return roots.flatMap((root) => [...allConditions(root)]);
}

/** Flags a paragraph reads (in conditions). */
export const flagsRead = (p: Paragraph): string[] => conditionsOf(p).flatMap((c) => (c.kind === "flag" ? [c.flag] : []));

/** Flags a paragraph can raise (set to a value above 0, or add to); clearing is a write but never sets. */
export function flagsSet(p: Paragraph): string[] {
  return topLists(p).flatMap((list) =>
    [...allEffects(list)].flatMap((e) =>
      (e.kind === "setFlag" && (e.value ?? 1) > 0) || (e.kind === "addFlag" && e.by > 0) || e.kind === "carryHome"
        ? [e.flag]
        : [],
    ),
  );
}

/** Flags a paragraph writes in any way. */
export const flagsWritten = (p: Paragraph): string[] =>
  topLists(p).flatMap((list) =>
    [...allEffects(list)].flatMap((e) =>
      e.kind === "setFlag" || e.kind === "addFlag" || e.kind === "clearFlag" || e.kind === "carryHome" ? [e.flag] : [],
    ),
  );

/** A choice the group can always take: no condition, no actor to find, no cost that can fail. */
export const alwaysOpen = (c: Choice): boolean =>
  !c.if && !c.actor && (c.cost ?? []).every((cost) => cost.kind === "state" || cost.kind === "noise");
