import type { Seat } from "../../engine/index.js";
import { BASIC_IDEAS, type BasicIdea, type Resource, type SkillSet, type ToolType } from "./content/index.js";
import { basicIdea, cardOf, toolDef } from "./catalog.js";
import type { PaleoState, RackKey, ToolCounts } from "./types.js";

/** Tool tokens: each belongs to one group, never handed over; spent ones go back to their Rack space or the supply. */
export const toolCount = (tools: ToolCounts, type: ToolType): number => tools[type] ?? 0;

function add(tools: ToolCounts, type: ToolType, n: number): void {
  const next = toolCount(tools, type) + n;
  if (next > 0) tools[type] = next;
  else delete tools[type];
}

/** Up to `n` tokens from the general supply to a group (the supply is finite); returns how many came. */
export function gainTool(state: PaleoState, seat: Seat, type: ToolType, n = 1): number {
  const got = Math.min(n, toolCount(state.toolSupply, type));
  if (got > 0) {
    add(state.toolSupply, type, -got);
    add(state.groups[seat]!.tools, type, got);
  }
  return got;
}

/**
 * A group discards a token: back to the Rack space of its idea when that idea is on the Rack (the
 * three basics always are), else to the general supply.
 */
export function discardTool(state: PaleoState, seat: Seat, type: ToolType): void {
  const tools = state.groups[seat]!.tools;
  if (toolCount(tools, type) < 1) throw new Error(`group ${seat} has no ${type}`);
  add(tools, type, -1);
  returnToken(state, type);
}

export function returnToken(state: PaleoState, type: ToolType): void {
  if ((BASIC_IDEAS as readonly string[]).includes(type)) {
    state.rack.basics[type as BasicIdea]++;
    return;
  }
  const notch = state.rack.notches.find((n) => n !== null && cardOf(n.idea).idea?.tool === type);
  if (notch) notch.tokens++;
  else add(state.toolSupply, type, 1);
}

/**
 * Skills a group's kept tools give (tokens the plan spends excluded by the caller). A single-use
 * tool gives its skills only to the action it is discarded for (`boostSkills`).
 */
export function toolSkills(tools: ToolCounts): SkillSet {
  const total: SkillSet = {};
  for (const [type, n] of Object.entries(tools) as [ToolType, number][]) {
    if (toolDef(type).singleUse) continue;
    for (const [skill, value] of Object.entries(toolDef(type).skills)) {
      const key = skill as keyof SkillSet;
      total[key] = (total[key] ?? 0) + (value ?? 0) * n;
    }
  }
  return total;
}

/** Skills of single-use tools discarded for an action (one entry per token). */
export function boostSkills(boosts: readonly { tool: ToolType }[]): SkillSet {
  const total: SkillSet = {};
  for (const { tool } of boosts)
    for (const [skill, value] of Object.entries(toolDef(tool).skills)) {
      const key = skill as keyof SkillSet;
      total[key] = (total[key] ?? 0) + (value ?? 0);
    }
  return total;
}

/** A single-use tool that gives skills when discarded for an action. */
export const isBoostTool = (type: ToolType): boolean => toolDef(type).singleUse && Object.keys(toolDef(type).skills).length > 0;

/** What crafting one token from the Rack costs and needs, and which tool it is; null when nothing is there. */
export function rackIdea(
  state: PaleoState,
  key: RackKey,
): { tool: ToolType; cost: Resource[][]; skills: SkillSet; tokens: number } | null {
  if (typeof key === "string") {
    const basic = basicIdea(key);
    return { tool: key, cost: basic.craftCost, skills: {}, tokens: state.rack.basics[key] };
  }
  const notch = state.rack.notches[key];
  const idea = notch ? cardOf(notch.idea).idea : undefined;
  if (!notch || !idea?.tool) return null;
  return { tool: idea.tool, cost: idea.craftCost, skills: idea.craftSkills, tokens: notch.tokens };
}

/** Every place one may craft from now. */
export const rackKeys = (state: PaleoState): RackKey[] => [
  ...BASIC_IDEAS,
  ...state.rack.notches.flatMap((_, i) => (rackIdea(state, i) ? [i] : [])),
];

/** Takes one crafted token from its Rack space to a group. */
export function takeFromRack(state: PaleoState, key: RackKey, seat: Seat): ToolType {
  const idea = rackIdea(state, key);
  if (!idea || idea.tokens < 1) throw new Error(`nothing to craft at ${key}`);
  if (typeof key === "string") state.rack.basics[key]--;
  else state.rack.notches[key]!.tokens--;
  add(state.groups[seat]!.tools, idea.tool, 1);
  return idea.tool;
}
