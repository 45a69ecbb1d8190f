import type { Seat } from "../../engine/index.js";
import type { Request, Resource, Skill, ToolType } from "./content/index.js";

/**
 * Why something cannot be done now, as data (issue 34: every action that cannot be done says
 * why). The views carry it — for each action of a group's card to use, for each action of a card
 * to resolve at Night, and for the plan of the action being resolved — and clients word it by its
 * kind; `whyText` words it in English for refusals. Everything here comes from what the table
 * sees (counts, backs, faces up), like the checks it explains.
 */
export interface SkillShort {
  skill: Skill;
  have: number;
  need: number;
}
export interface ResourceShort {
  resource: Resource;
  have: number;
  need: number;
}

export type Why =
  // Taking turns.
  /** Another action is being resolved (by `group`): one action at a time. */
  | { kind: "busy"; group: Seat }
  /** `group` plays the Secret it turned up before anything else. */
  | { kind: "secretFirst"; group: Seat }
  /** This action failed after a roll this turn: the card is used another way. */
  | { kind: "failed" }
  /** The card says where it goes: placing it is its whole use this turn. */
  | { kind: "mustPlace" }
  /** A Danger card takes a hostile action it can carry out in full, alone, when one can be: not this one. */
  | { kind: "dangerInFull"; because: Why }
  // Conditions.
  /** The skills are short; `withHelp`: even counting every group that could still help. */
  | { kind: "skills"; short: SkillShort[]; withHelp: boolean }
  | { kind: "request"; request: Request }
  /** The action needs a helping group and none could help. */
  | { kind: "needsHelp" }
  /** The card does not hold the tokens its action takes from it. */
  | { kind: "fromCard" }
  // Costs.
  /** Too few cards in the acting group's deck to discard. */
  | { kind: "discard"; need: number; have: number }
  /** Decks are empty at Night: a discard cost cannot be paid. */
  | { kind: "nightDiscard" }
  /** The depot cannot pay (`short` is empty when only a mix of choices falls short); `crafting`: the crafts' costs. */
  | { kind: "depot"; short: ResourceShort[]; crafting: boolean }
  /** The groups that could take part hold too few of a tool the action spends. */
  | { kind: "tools"; tool: ToolType; have: number; need: number }
  // The plan of the action being resolved.
  | { kind: "rollFirst" }
  /** The plan spends a tool `group` does not hold (another participant may pay it). */
  | { kind: "lacksTool"; group: Seat; tool: ToolType }
  /** The group the helped card is attached to takes part in its action. */
  | { kind: "holderTakesPart"; group: Seat }
  | { kind: "craftSkills"; short: SkillShort[] }
  | { kind: "noToken" }
  | { kind: "nameDestroy" }
  /** A plan that the rules' own edits never make (a client sending odd fields): `detail` in English. */
  | { kind: "plan"; detail: string };

/** The skills short of a requirement. */
export function skillsShort(have: Partial<Record<Skill, number>>, need: Partial<Record<Skill, number>>): SkillShort[] {
  return (Object.keys(need) as Skill[]).flatMap((skill) =>
    (have[skill] ?? 0) < (need[skill] ?? 0) ? [{ skill, have: have[skill] ?? 0, need: need[skill] ?? 0 }] : [],
  );
}

/** English words for refusals and logs of the server (clients word a Why themselves). */
export function whyText(why: Why): string {
  switch (why.kind) {
    case "busy":
      return "another action is being resolved";
    case "secretFirst":
      return "the Secret is played first";
    case "failed":
      return "this action failed after the roll this turn";
    case "mustPlace":
      return "this card is placed: that is its whole use";
    case "dangerInFull":
      return `a Danger card takes a hostile action it can carry out in full (${whyText(why.because)})`;
    case "skills":
      return "the skills are short";
    case "request":
      return "a request is not met";
    case "needsHelp":
      return "this action needs help";
    case "fromCard":
      return "the card does not hold what this action takes from it";
    case "discard":
    case "nightDiscard":
      return "too few cards to discard";
    case "depot":
      return why.crafting ? "the depot is short for crafting" : "the depot is short";
    case "tools":
      return `too few ${why.tool} tokens`;
    case "rollFirst":
      return "roll the dice first";
    case "lacksTool":
      return `group ${why.group} lacks a ${why.tool}`;
    case "holderTakesPart":
      return "the group holding that card must take part";
    case "craftSkills":
      return "the skills are short for crafting";
    case "noToken":
      return "no token left to craft there";
    case "nameDestroy":
      return "name the Character to destroy";
    case "plan":
      return why.detail;
  }
}
