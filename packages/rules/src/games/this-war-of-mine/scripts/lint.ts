import {
  ENDS,
  scriptContentSchema,
  type Effect,
  type Jump,
  type Paragraph,
  type ParagraphId,
  type ScriptContent,
} from "./schema.js";
import { alwaysOpen, allEffects, flagsRead, flagsSet, flagsWritten, innerLists, jumpsOf, surelyJumps, topLists } from "./walk.js";

/**
 * The content linter, run by the tests over every script we ship. Errors fail the tests;
 * warnings are printed by the content test and left to the writer's judgement.
 *
 * | check       | fails when                                                                                   |
 * | ----------- | -------------------------------------------------------------------------------------------- |
 * | `format`    | the content does not parse (schemas), or an id, a label name or an entry is defined twice    |
 * | `lands`     | a jump (in a paragraph or an entry) goes to a paragraph or a label that does not exist       |
 * | `dead-end`  | a paragraph has no choices, no jump, and effects that may not jump; or choices none of which is always open (no `if`, no actor, no cost that can fail) |
 * | `exit`      | from some paragraph no path leads to `return`, `end_scavenging` or `end_campaign` (a cycle without exit) |
 * | `languages` | a paragraph's text or a choice's label is blank in French or in English                      |
 * | `reachable` | a paragraph cannot be reached from any entry (Locations, Residents, Events, Characters…)    |
 * | `dice`      | a roll's branches do not cover the faces 1–10 exactly once                                   |
 * | `after-jump`| effects follow an effect that always jumps (they would never run)                            |
 * | `flags`     | a flag is used but not declared, or read but never set anywhere (its test could never pass)  |
 *
 * Warnings: a flag set but never read, or declared but never used (the choice that sets it
 * matters nowhere yet; later content may read it: the warning says so until it does); a text
 * identical in both languages (an untranslated copy). We warn rather than fail on unread flags
 * because content is written in slices: a Location may set a flag a later Event will read.
 */
export interface LintIssue {
  check: "format" | "lands" | "dead-end" | "exit" | "languages" | "reachable" | "dice" | "after-jump" | "flags";
  where: string;
  message: string;
}
export interface LintReport {
  errors: LintIssue[];
  warnings: LintIssue[];
}

const isEndJump = (jump: Jump): boolean => typeof jump === "string" && (ENDS as readonly string[]).includes(jump);

export function lintScripts(input: ScriptContent): LintReport {
  const errors: LintIssue[] = [];
  const warnings: LintIssue[] = [];
  const error = (check: LintIssue["check"], where: string, message: string) => errors.push({ check, where, message });
  const warn = (check: LintIssue["check"], where: string, message: string) => warnings.push({ check, where, message });

  const parsed = scriptContentSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) error("format", issue.path.join("."), issue.message);
    return { errors, warnings };
  }
  const content = parsed.data;

  // Index: ids, label names, entries.
  const byId = new Map<ParagraphId, Paragraph>();
  const byName = new Map<string, ParagraphId>();
  for (const p of content.paragraphs) {
    if (byId.has(p.id)) error("format", `§${p.id}`, `paragraph ${p.id} is defined twice`);
    byId.set(p.id, p);
    if (p.name !== undefined) {
      if (byName.has(p.name)) error("format", `§${p.id}`, `label @${p.name} is defined twice`);
      byName.set(p.name, p.id);
    }
  }
  const entryKeys = new Set<string>();
  for (const e of content.entries) {
    const key = `${e.kind} ${e.card} ${e.hook}`;
    if (entryKeys.has(key)) error("format", `entry ${key}`, "this entry is defined twice");
    entryKeys.add(key);
  }

  /** The paragraph a jump lands on; undefined for an end or a jump that lands nowhere. */
  const target = (jump: Jump): ParagraphId | undefined =>
    typeof jump === "number" ? (byId.has(jump) ? jump : undefined) : isEndJump(jump) ? undefined : byName.get(jump.slice(1));
  const checkLands = (jump: Jump, where: string) => {
    if (!isEndJump(jump) && target(jump) === undefined)
      error(
        "lands",
        where,
        typeof jump === "number"
          ? `jumps to paragraph ${jump}, which does not exist`
          : `jumps to ${jump}, a label no paragraph has`,
      );
  };

  for (const e of content.entries) checkLands(e.to, `entry ${e.kind} ${e.card} ${e.hook}`);

  for (const p of content.paragraphs) {
    const at = `§${p.id}`;
    for (const jump of jumpsOf(p)) checkLands(jump, at);

    // Endings: every paragraph goes on, and a choosing one always has a way on.
    if (!p.choices && p.goto === undefined && !surelyJumps(p.effects ?? []))
      error("dead-end", at, "has no choice, no jump, and effects that may not jump: the script would stop here");
    if (p.choices && !p.choices.some(alwaysOpen))
      error("dead-end", at, "every choice has a condition, an actor or a cost that can fail: one must always be open");

    // Languages.
    const texts = [
      { what: "text", text: p.text },
      ...(p.choices ?? []).map((c, i) => ({ what: `choice ${i + 1}`, text: c.label })),
    ];
    for (const { what, text } of texts) {
      for (const lang of ["fr", "en"] as const)
        if (text[lang].trim() === "") error("languages", at, `${what} has no ${lang === "fr" ? "French" : "English"}`);
      if (text.fr.trim() !== "" && text.fr === text.en) warn("languages", at, `${what} is the same in French and English`);
    }

    // Dice and effects after a sure jump.
    for (const list of topLists(p))
      for (const effect of allEffects(list)) {
        if (effect.kind === "roll") {
          const faces = Array.from({ length: 10 }, () => 0);
          for (const b of effect.branches) for (let f = b.range[0]; f <= b.range[1]; f++) faces[f - 1]! += 1;
          if (faces.some((n) => n !== 1)) error("dice", at, "a roll's branches must cover the faces 1–10 exactly once");
        }
      }
    const lists: Effect[][] = [...topLists(p)];
    for (const list of topLists(p)) for (const e of allEffects(list)) lists.push(...innerLists(e));
    for (const list of lists) {
      const stop = list.findIndex((e) => surelyJumps([e]));
      if (stop >= 0 && stop < list.length - 1)
        error("after-jump", at, `effects after a ${list[stop]!.kind} that always jumps never run`);
    }
  }

  // Reachability from the entries, and a way out from every paragraph.
  const edges = new Map<ParagraphId, ParagraphId[]>();
  const exits = new Set<ParagraphId>();
  for (const p of content.paragraphs) {
    const jumps = jumpsOf(p);
    if (jumps.some(isEndJump)) exits.add(p.id);
    edges.set(
      p.id,
      jumps.map(target).filter((t): t is ParagraphId => t !== undefined),
    );
  }
  const reached = new Set<ParagraphId>();
  const queue = content.entries.map((e) => target(e.to)).filter((t): t is ParagraphId => t !== undefined);
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(edges.get(id) ?? []));
  }
  for (const p of content.paragraphs) if (!reached.has(p.id)) error("reachable", `§${p.id}`, "no entry leads here");

  const leadsOut = new Set(exits);
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, next] of edges)
      if (!leadsOut.has(id) && next.some((t) => leadsOut.has(t))) {
        leadsOut.add(id);
        grew = true;
      }
  }
  for (const p of content.paragraphs)
    if (!leadsOut.has(p.id)) error("exit", `§${p.id}`, "no path from here returns to the game or ends the campaign");

  // Flags.
  const declared = new Set(content.flags.map((f) => f.name));
  const read = new Map<string, ParagraphId>();
  const set = new Map<string, ParagraphId>();
  const used = new Map<string, ParagraphId>();
  for (const p of content.paragraphs) {
    for (const flag of flagsRead(p)) read.set(flag, p.id);
    for (const flag of flagsSet(p)) set.set(flag, p.id);
    for (const flag of [...flagsRead(p), ...flagsWritten(p)]) used.set(flag, p.id);
  }
  for (const [flag, id] of used) if (!declared.has(flag)) error("flags", `§${id}`, `flag ${flag} is not declared`);
  for (const [flag, id] of read)
    if (!set.has(flag)) error("flags", `§${id}`, `flag ${flag} is read but never set: its test could never pass`);
  for (const [flag, id] of set) if (!read.has(flag)) warn("flags", `§${id}`, `flag ${flag} is set but read nowhere yet`);
  for (const flag of declared) if (!used.has(flag)) warn("flags", "flags", `flag ${flag} is declared but never used`);

  return { errors, warnings };
}
