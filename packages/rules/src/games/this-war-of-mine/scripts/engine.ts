import { RuleError } from "../../../engine/index.js";
import { holds } from "./conditions.js";
import { runEffects, type EffectsOutcome } from "./effects.js";
import {
  ENDS,
  scriptContentSchema,
  type Choice,
  type Cost,
  type Jump,
  type LocalText,
  type Paragraph,
  type ParagraphId,
  type ScriptContent,
  type ScriptEnd,
} from "./schema.js";
import { charactersOf, countAt, isAsleep, placeOf, type ScriptPosition, type ScriptWorld } from "./world.js";

/**
 * The paragraph engine: pure functions over a state slice (`ScriptWorld`) and a position
 * (`ScriptPosition`), both plain JSON in the game state. Reading a paragraph runs its effects and
 * stops where the group must decide (its choices), where the game must resolve a combat or a
 * trade, or where the script ends. Nothing else is kept between calls, so a campaign stopped
 * mid-script resumes from the stored state.
 */

/** Refusal codes of script moves (stable: clients translate them). */
export const ScriptErrorCode = {
  NOT_CHOOSING: "SCRIPT_NOT_CHOOSING",
  NO_SUCH_CHOICE: "SCRIPT_NO_SUCH_CHOICE",
  CHOICE_UNAVAILABLE: "SCRIPT_CHOICE_UNAVAILABLE",
  ACTOR_NEEDED: "SCRIPT_ACTOR_NEEDED",
  BAD_ACTOR: "SCRIPT_BAD_ACTOR",
  NOT_AWAITING: "SCRIPT_NOT_AWAITING",
  WRONG_OUTCOME: "SCRIPT_WRONG_OUTCOME",
} as const;

/** A guard against content that loops through jumps without ever stopping (the linter refuses it first). */
const MAX_PARAGRAPHS_PER_STEP = 200;

/** Content indexed for reading: paragraphs by id and label name. Built once per content version. */
export interface ScriptBook {
  content: ScriptContent;
  byId: ReadonlyMap<ParagraphId, Paragraph>;
  byName: ReadonlyMap<string, ParagraphId>;
}

/** Validates the content's format and indexes it; throws on a malformed book or duplicate ids/names. */
export function openBook(input: ScriptContent): ScriptBook {
  const content = scriptContentSchema.parse(input);
  const byId = new Map<ParagraphId, Paragraph>();
  const byName = new Map<string, ParagraphId>();
  for (const p of content.paragraphs) {
    if (byId.has(p.id)) throw new Error(`This War of Mine scripts: paragraph ${p.id} is defined twice`);
    byId.set(p.id, p);
    if (p.name !== undefined) {
      if (byName.has(p.name)) throw new Error(`This War of Mine scripts: label @${p.name} is defined twice`);
      byName.set(p.name, p.id);
    }
  }
  return { content, byId, byName };
}

export const isEnd = (jump: Jump): jump is ScriptEnd => typeof jump === "string" && (ENDS as readonly string[]).includes(jump);

/** The paragraph a jump (not an end) lands on, or undefined. */
export function landing(book: ScriptBook, jump: Exclude<Jump, ScriptEnd>): Paragraph | undefined {
  const id = typeof jump === "number" ? jump : book.byName.get(jump.slice(1));
  return id === undefined ? undefined : book.byId.get(id);
}

function paragraph(book: ScriptBook, jump: Exclude<Jump, ScriptEnd>): Paragraph {
  const p = landing(book, jump);
  if (!p) throw new Error(`This War of Mine scripts: the jump to ${jump} lands nowhere`);
  return p;
}

/** Follows jumps from `jump`, reading each paragraph, until the group must choose, the game must act, or an end. */
function advance(book: ScriptBook, world: ScriptWorld, position: ScriptPosition, jump: Jump): void {
  let next = jump;
  for (let read = 0; ; read++) {
    if (isEnd(next)) {
      position.status = "ended";
      position.end = next;
      position.awaiting = null;
      return;
    }
    if (read >= MAX_PARAGRAPHS_PER_STEP)
      throw new Error(`This War of Mine scripts: paragraph ${position.at} loops without a choice`);
    const p = paragraph(book, next);
    position.at = p.id;
    position.read.push(p.id);
    const outcome = runEffects(world, position, p.effects ?? []);
    if (settle(position, outcome)) return;
    if (outcome.kind === "jump") next = outcome.to;
    else if (p.choices) {
      position.status = "choosing";
      return;
    } else if (p.goto !== undefined) next = p.goto;
    else throw new Error(`This War of Mine scripts: paragraph ${p.id} is a dead end`);
  }
}

/** Puts the position in `awaiting` when the effects wait for a combat or a trade; true if so. */
function settle(position: ScriptPosition, outcome: EffectsOutcome): boolean {
  if (outcome.kind !== "await") return false;
  position.status = "awaiting";
  position.awaiting = outcome.effect;
  return true;
}

/** Opens the book at `to` (a paragraph, a label, or an end) and reads on until the first stop. */
export function enterScript(book: ScriptBook, world: ScriptWorld, to: Jump, actor: string | null = null): ScriptPosition {
  const position: ScriptPosition = {
    entry: isEnd(to) ? 0 : paragraph(book, to).id,
    at: 0,
    status: "choosing",
    actor,
    awaiting: null,
    end: null,
    read: [],
    events: [],
  };
  advance(book, world, position, to);
  return position;
}

/** A choice as the group sees it: its label, whether it can be taken, its cost and who may take it. Never its target. */
export interface ChoiceOption {
  index: number;
  label: LocalText;
  available: boolean;
  cost: Cost[];
  /** Characters who may be chosen to take it; null when it needs no one. */
  actors: string[] | null;
}

/** Whether the world can pay these costs (items at their place, Unknown cards to return). */
export function costPayable(world: ScriptWorld, costs: readonly Cost[]): boolean {
  const items = new Map<string, number>();
  let returned = 0;
  for (const cost of costs) {
    if (cost.kind === "lose") {
      const key = `${placeOf(world, cost.from)}:${cost.item}`;
      items.set(key, (items.get(key) ?? 0) + cost.n);
      if ((items.get(key) ?? 0) > countAt(world, cost.item, cost.from)) return false;
    } else if (cost.kind === "returnExploration") {
      returned += cost.n;
      if (returned > world.unknownLeft) return false;
    }
  }
  return true;
}

function actorsFor(world: ScriptWorld, position: ScriptPosition, choice: Choice): string[] | null {
  const actor = choice.actor;
  if (!actor) return null;
  return charactersOf(world, actor.from, position.actor)
    .filter((c) => !isAsleep(c))
    .filter((c) => !actor.if || holds(world, actor.if, { actor: c.id, affected: [] }))
    .map((c) => c.id);
}

/** The current paragraph's choices, available or not (empty unless the script is choosing). */
export function scriptChoices(book: ScriptBook, world: ScriptWorld, position: ScriptPosition): ChoiceOption[] {
  if (position.status !== "choosing") return [];
  const choices = book.byId.get(position.at)?.choices ?? [];
  return choices.map((choice, index) => {
    const actors = actorsFor(world, position, choice);
    const cost = choice.cost ?? [];
    const available =
      (!choice.if || holds(world, choice.if, { actor: position.actor, affected: [] })) &&
      costPayable(world, cost) &&
      (actors === null || actors.length > 0);
    return { index, label: choice.label, available, cost, actors };
  });
}

/** A decision on the current paragraph: which choice, and who takes it when it needs someone. */
export interface ScriptDecision {
  choice: number;
  actor?: string | null;
}

/** Every decision the group may take now (each available choice, once per eligible actor): for bots and `legalMoves`. */
export function scriptDecisions(book: ScriptBook, world: ScriptWorld, position: ScriptPosition): ScriptDecision[] {
  return scriptChoices(book, world, position)
    .filter((o) => o.available)
    .flatMap((o) => (o.actors === null ? [{ choice: o.index }] : o.actors.map((actor) => ({ choice: o.index, actor }))));
}

/**
 * Takes a choice: checks it (throwing a RuleError before anything changes), pays its cost, runs
 * its effects and follows its jump until the next stop.
 */
export function chooseInScript(book: ScriptBook, world: ScriptWorld, position: ScriptPosition, decision: ScriptDecision): void {
  if (position.status !== "choosing") throw new RuleError(ScriptErrorCode.NOT_CHOOSING, "The script is not waiting for a choice");
  const choice = book.byId.get(position.at)?.choices?.[decision.choice];
  const option = scriptChoices(book, world, position)[decision.choice];
  if (!choice || !option)
    throw new RuleError(ScriptErrorCode.NO_SUCH_CHOICE, `Paragraph ${position.at} has no choice ${decision.choice}`);
  if (!option.available) throw new RuleError(ScriptErrorCode.CHOICE_UNAVAILABLE, "That choice cannot be taken now");
  const actor = decision.actor ?? null;
  if (option.actors === null) {
    if (actor !== null) throw new RuleError(ScriptErrorCode.BAD_ACTOR, "That choice is nobody's in particular");
  } else {
    if (actor === null) throw new RuleError(ScriptErrorCode.ACTOR_NEEDED, "Choose who takes that choice");
    if (!option.actors.includes(actor)) throw new RuleError(ScriptErrorCode.BAD_ACTOR, `${actor} cannot take that choice`);
    position.actor = actor;
  }
  const paid = runEffects(world, position, option.cost);
  if (paid.kind !== "through") throw new Error("This War of Mine scripts: a cost cannot jump");
  const outcome = runEffects(world, position, choice.effects ?? []);
  if (settle(position, outcome)) return;
  advance(book, world, position, outcome.kind === "jump" ? outcome.to : choice.goto);
}

/** How the game's combat or trade ended, reported to the waiting script. */
export type AwaitedOutcome = { kind: "combat"; result: "won" | "fled" | "lost" } | { kind: "trade"; result: "done" | "declined" };

/** Resumes a script waiting on a combat or a trade, along the outcome's jump. */
export function resumeScript(book: ScriptBook, world: ScriptWorld, position: ScriptPosition, outcome: AwaitedOutcome): void {
  const awaited = position.awaiting;
  if (position.status !== "awaiting" || !awaited)
    throw new RuleError(ScriptErrorCode.NOT_AWAITING, "The script is not waiting on the game");
  if (awaited.kind !== outcome.kind) throw new RuleError(ScriptErrorCode.WRONG_OUTCOME, `The script waits on a ${awaited.kind}`);
  const jump =
    awaited.kind === "combat"
      ? awaited.outcomes[outcome.result as "won" | "fled" | "lost"]
      : awaited[outcome.result as "done" | "declined"];
  position.awaiting = null;
  advance(book, world, position, jump);
}
