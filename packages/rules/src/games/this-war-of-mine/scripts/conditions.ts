import type { Condition } from "./schema.js";
import { charactersOf, countAt, flagValue, stateOf, type ScriptWorld } from "./world.js";

/** Who is being asked about: the chosen character and the characters an Empathy roll affected. */
export interface Subjects {
  actor: string | null;
  affected: readonly string[];
}

const within = (value: number, b: { atLeast?: number; atMost?: number }, defaultAtLeast = 0): boolean =>
  value >= (b.atLeast ?? defaultAtLeast) && (b.atMost === undefined || value <= b.atMost);

/** Whether `cond` holds now. Pure: reads the world, changes nothing. */
export function holds(world: ScriptWorld, cond: Condition, subjects: Subjects): boolean {
  const who = (w: Parameters<typeof charactersOf>[1]) => charactersOf(world, w, subjects.actor, subjects.affected);
  switch (cond.kind) {
    case "all":
      return cond.of.every((c) => holds(world, c, subjects));
    case "any":
      return cond.of.some((c) => holds(world, c, subjects));
    case "not":
      return !holds(world, cond.cond, subjects);
    case "flag":
      return within(flagValue(world, cond.flag), cond, 1);
    case "has":
      return countAt(world, cond.item, cond.in) >= (cond.n ?? 1);
    case "state": {
      const concerned = who(cond.who);
      const test = (c: (typeof concerned)[number]) => within(stateOf(c, cond.state), cond);
      return concerned.length > 0 && (cond.every ? concerned.every(test) : concerned.some(test));
    }
    case "trait":
      return who(cond.who).some((c) => c.traits.includes(cond.trait));
    case "ability":
      return who(cond.who).some((c) => c.abilities.includes(cond.ability));
    case "characters":
      return within(who(cond.who).length, cond);
    case "character":
      return who(cond.who ?? "all").some((c) => c.id === cond.character);
    case "token": {
      const on = world.tokens[String(cond.number)];
      return on !== undefined && (cond.on === undefined || on === cond.on);
    }
    case "location":
      return world.location === cond.location;
    case "chapter":
      return within(world.chapter, cond);
    case "day":
      return within(world.day, cond);
    case "noise":
      return within(world.noise, cond);
    case "cold":
      return within(world.cold, cond);
    case "scene":
      return world.scene === cond.scene;
    case "resident":
      return (world.expedition?.residents ?? []).some((r) => cond.of === undefined || r.kind === cond.of);
  }
}
