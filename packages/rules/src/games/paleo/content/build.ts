import type { z } from "zod";
import type {
  actionSchema,
  Back,
  CardInput,
  LocalText,
  ModuleId,
  Request,
  Resource,
  rewardSchema,
  TokenKind,
  ToolType,
  TypeSymbol,
} from "./schema.js";

/**
 * Short ways to write cards as data. They only shape plain objects for the schema; nothing
 * here decides a rule.
 */
export type RewardInput = z.input<typeof rewardSchema>;
export type ActionInput = z.input<typeof actionSchema>;

export const t = (en: string, fr: string): LocalText => ({ en, fr });

/** "food wood/stone" → [["food"], ["wood", "stone"]]: one unit per word, `/` for a choice. */
export function pay(spec: string): Resource[][] {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((unit) => unit.split("/") as Resource[]);
}

export interface ActionSpec {
  str?: number;
  per?: number;
  dex?: number;
  dice?: number;
  discard?: number;
  /** Resource units, as for `pay`. */
  pay?: string;
  tools?: ToolType[];
  destroy?: boolean;
  /** Tokens taken from those held on this card. */
  fromCard?: TokenKind[];
  requests?: Request[];
  needsHelp?: boolean;
  hostile?: boolean;
  name?: LocalText;
}

export function act(spec: ActionSpec, ...rewards: RewardInput[]): ActionInput {
  const skills: Record<string, number> = {};
  if (spec.str) skills.strength = spec.str;
  if (spec.per) skills.perception = spec.per;
  if (spec.dex) skills.dexterity = spec.dex;
  return {
    ...(spec.name ? { name: spec.name } : {}),
    conditions: { skills, dice: spec.dice ?? 0, requests: spec.requests ?? [], needsHelp: spec.needsHelp ?? false },
    costs: {
      discard: spec.discard ?? 0,
      resources: spec.pay ? pay(spec.pay) : [],
      tools: spec.tools ?? [],
      destroyCard: spec.destroy ?? false,
      fromCard: spec.fromCard ?? [],
    },
    rewards,
    hostile: spec.hostile ?? false,
  };
}

/** A hostile action: harm, no reward. */
export const hostile = (spec: Omit<ActionSpec, "hostile">, ...harm: RewardInput[]): ActionInput =>
  act({ ...spec, hostile: true }, ...harm);

export const food = (n: number): RewardInput => ({ kind: "resources", food: n });
export const wood = (n: number): RewardInput => ({ kind: "resources", wood: n });
export const stone = (n: number): RewardInput => ({ kind: "resources", stone: n });
export const resources = (bundle: Partial<Record<Resource, number>>): RewardInput => ({ kind: "resources", ...bundle });
export const tool = (type: ToolType, count = 1): RewardInput => ({ kind: "tool", tool: type, count });
export const character = (count = 1): RewardInput => ({ kind: "character", count });
export const destroyCharacter = (): RewardInput => ({ kind: "destroyCharacter" });
export const dream = (count = 1): RewardInput => ({ kind: "dream", count });
export const idea = (): RewardInput => ({ kind: "idea" });
export const secret = (n: number): RewardInput => ({ kind: "secret", n });
export const fresco = (count = 1): RewardInput => ({ kind: "fresco", count });
export const skull = (count = 1): RewardInput => ({ kind: "skull", count });
export const removeSkull = (count = 1): RewardInput => ({ kind: "removeSkull", count });
export const heal = (n: number): RewardInput => ({ kind: "heal", n });
export const ignoreDanger = (): RewardInput => ({ kind: "ignoreDanger" });
export const craft = (n: number): RewardInput => ({ kind: "craft", n });
export const wounds = (n: number): RewardInput => ({ kind: "wounds", n });

export type { CardInput };

/** A deck card: an Action card, or a Danger card when `danger` is set (a red frame, no Help nor Ignore). */
export function deckCard(
  set: CardInput["set"],
  sort: string,
  key: string,
  name: [string, string],
  back: Back["kind"] | Back,
  typeSymbol: TypeSymbol,
  actions: ActionInput[],
  more: Partial<CardInput> & { danger?: boolean } = {},
): CardInput {
  const { danger, ...rest } = more;
  return {
    key,
    set,
    sort,
    name: t(...name),
    typeSymbol,
    back: typeof back === "string" ? { kind: back } : back,
    frame: danger ? "danger" : "action",
    actions,
    ...rest,
  };
}

/** A module's deck cards: an Action or Danger card whose set and sort symbol are the module's letter. */
export const moduleCard =
  (module: ModuleId) =>
  (...args: Parameters<typeof deckCard> extends [unknown, unknown, ...infer Rest] ? Rest : never): CardInput =>
    deckCard(module, module, ...args);
