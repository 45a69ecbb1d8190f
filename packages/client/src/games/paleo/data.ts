import type { Language, Translate } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
// Paleo's content and its pure look-ups, straight from the rules' source (the client compiles the
// rules from source: see vite.config.ts). Every import of the rules' Paleo files is in this file.
import { cardOf, content, hasHelpOption, isDanger, isIgnorable, toolDef } from "../../../../rules/src/games/paleo/catalog.js";
import { everyCard } from "../../../../rules/src/games/paleo/content/index.js";
import { FRESCOES_TO_WIN, SKULLS_TO_LOSE } from "../../../../rules/src/games/paleo/types.js";
import type {
  Action,
  ActionList,
  BackKind,
  BasicIdea,
  Card,
  Hint,
  Request,
  Resource,
  Reward,
  Skill,
  SkillSet,
  TokenKind,
  ToolType,
} from "../../../../rules/src/games/paleo/content/index.js";
import type { LogEntry, Pending, Plan, RackKey, TokenCounts, ToolCounts } from "../../../../rules/src/games/paleo/types.js";
import type { BackView, GroupView, PaleoMove, PaleoPublicView } from "../../../../rules/src/games/paleo/index.js";
import type { Why } from "../../../../rules/src/games/paleo/why.js";

export { cardOf, content, hasHelpOption, isDanger, isIgnorable, toolDef, FRESCOES_TO_WIN, SKULLS_TO_LOSE };
export type {
  Action,
  ActionList,
  BackKind,
  BackView,
  BasicIdea,
  Card,
  GroupView,
  Hint,
  LogEntry,
  Pending,
  Plan,
  RackKey,
  Request,
  Resource,
  Reward,
  Skill,
  SkillSet,
  ToolCounts,
  TokenCounts,
  TokenKind,
  ToolType,
  Why,
};
export type PublicView = PaleoPublicView;
export type Move = PaleoMove;
export type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

export const SKILLS: readonly Skill[] = ["strength", "perception", "dexterity"];
export const RESOURCES: readonly Resource[] = ["food", "wood", "stone"];

/** Cards by key: the log names cards by key (`salmon-run`), never by a face id. */
const byKey = new Map(everyCard(content).map((card) => [card.key, card]));
export const cardByKey = (key: string): Card | undefined => byKey.get(key);

/** A card's name in the player's language, from a face id (`salmon-run-2`) or a key (`salmon-run`). */
export function cardName(id: string, language: Language): string {
  const card = byKey.get(id) ?? (isFaceLike(id) ? safeCardOf(id) : undefined);
  return card?.name[language] ?? id;
}
const isFaceLike = (id: string) => /-\d{1,2}$/.test(id);
function safeCardOf(face: string): Card | undefined {
  try {
    return cardOf(face);
  } catch {
    return undefined;
  }
}

export const toolName = (tool: string, language: Language): string =>
  content.tools.find((t) => t.type === tool)?.name[language] ?? tool;

/** The actions of a list of a card, by its face id. */
export const actionsOf = (face: string, list: ActionList): Action[] => cardOf(face)[list];

/** A group at the table: "Group 2 (Ana)". */
export const groupName = (seats: SeatInfo[], seat: number, t: Translate): string =>
  seats[seat]?.name ? t("pl.groupOf", { n: seat + 1, name: seats[seat].name }) : t("pl.group", { n: seat + 1 });

/** The moves of one type among the legal ones. */
export const movesOfType = <T extends Move["type"]>(legal: readonly Move[], type: T): MoveOf<T>[] =>
  legal.filter((m): m is MoveOf<T> => m.type === type);

/** Skills a set of groups shows (display only: the server checks conditions), tokens spent by the plan left out. */
/**
 * The participants' skills: Characters, kept tools (not those spent), and the single-use tools
 * discarded for this action (`boosts`), whose skills count only then.
 */
export function skillsOf(
  view: PublicView,
  seats: readonly number[],
  spent: { tool: ToolType; from: number }[] = [],
  boosts: { tool: ToolType }[] = [],
): SkillSet {
  const total: SkillSet = {};
  const add = (skills: SkillSet, times = 1) => {
    for (const skill of SKILLS) if (skills[skill]) total[skill] = (total[skill] ?? 0) + (skills[skill] ?? 0) * times;
  };
  for (const seat of seats) {
    const group = view.groups[seat];
    if (!group) continue;
    for (const member of group.members) add(cardOf(member.card).character?.skills ?? {});
    for (const [tool, n] of Object.entries(group.tools) as [ToolType, number][]) {
      const used = spent.filter((s) => s.from === seat && s.tool === tool).length;
      if (!toolDef(tool).singleUse) add(toolDef(tool).skills, n - used);
    }
  }
  for (const { tool } of boosts) add(toolDef(tool).skills);
  return total;
}

/** The skill requirement of an action with the dice faces rolled for it. */
export function requiredSkills(action: Action, dice: readonly SkillSet[] | null): SkillSet {
  const need: SkillSet = { ...action.conditions.skills };
  for (const face of dice ?? [])
    for (const skill of SKILLS) if (face[skill]) need[skill] = (need[skill] ?? 0) + (face[skill] ?? 0);
  return need;
}

/** The participants of the action being resolved: the acting group and its helpers (every group at Night). */
export const participantsOf = (view: PublicView, pending: Pending): number[] =>
  pending.source.kind === "night" ? view.groups.map((_, seat) => seat) : [pending.acting, ...pending.helpers.map((h) => h.seat)];

export const heartsOf = (face: string): number => cardOf(face).character?.hearts ?? 1;
