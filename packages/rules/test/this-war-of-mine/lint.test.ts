import { describe, expect, it } from "vitest";
import {
  lintScripts,
  type LintIssue,
  type Paragraph,
  type ScriptContent,
} from "../../src/games/this-war-of-mine/scripts/index.js";
import { content, t } from "./fixtures.js";

/** A sound little script: every check passes on it; each test breaks it one way. */
const sound = (): ScriptContent =>
  content(
    [
      {
        id: 1,
        name: "start",
        text: t("A door."),
        effects: [{ kind: "when", if: { kind: "flag", flag: "seen" }, then: [{ kind: "goto", to: 3 }] }],
        choices: [
          { label: t("Open it."), effects: [{ kind: "setFlag", flag: "seen" }], goto: 2 },
          { label: t("Leave."), goto: "return" },
        ],
      },
      {
        id: 2,
        text: t("A room."),
        effects: [
          {
            kind: "roll",
            branches: [
              { range: [1, 5], then: [{ kind: "goto", to: 3 }] },
              { range: [6, 10], then: [{ kind: "goto", to: "@start" }] },
            ],
          },
        ],
      },
      { id: 3, text: t("The end."), goto: "end_scavenging" },
    ],
    { flags: [{ name: "seen", meaning: "The door was opened." }] },
  );

function broken(edit: (c: ScriptContent) => void): ScriptContent {
  const c = sound();
  edit(c);
  return c;
}
const p = (c: ScriptContent, id: number): Paragraph => c.paragraphs.find((x) => x.id === id)!;
const checks = (issues: LintIssue[]) => [...new Set(issues.map((i) => i.check))].sort();

describe("the script linter", () => {
  it("passes a sound script with neither errors nor warnings", () => {
    expect(lintScripts(sound())).toEqual({ errors: [], warnings: [] });
  });

  it("format: content that does not parse, and ids, labels or entries defined twice", () => {
    const bad = lintScripts(broken((c) => ((p(c, 3) as unknown as { goto: string }).goto = "nowhere")));
    expect(checks(bad.errors)).toEqual(["format"]);
    expect(checks(lintScripts(broken((c) => c.paragraphs.push({ id: 3, text: t("Twice."), goto: "return" }))).errors)).toContain(
      "format",
    );
    expect(checks(lintScripts(broken((c) => (p(c, 3).name = "start"))).errors)).toEqual(["format"]);
    expect(checks(lintScripts(broken((c) => c.entries.push({ ...c.entries[0]! }))).errors)).toEqual(["format"]);
  });

  it("lands: a jump to a missing paragraph or label, from a paragraph or an entry", () => {
    const missingId = lintScripts(broken((c) => (p(c, 1).choices![0]!.goto = 99)));
    expect(missingId.errors.filter((e) => e.check === "lands")).toEqual([
      { check: "lands", where: "§1", message: expect.stringMatching(/paragraph 99/) },
    ]);
    const missingLabel = lintScripts(broken((c) => (p(c, 3).goto = "@nowhere")));
    expect(checks(missingLabel.errors)).toContain("lands");
    const entry = lintScripts(broken((c) => c.entries.push({ kind: "location", card: "x", hook: "arrival", to: 42 })));
    expect(checks(entry.errors)).toEqual(["lands"]);
  });

  it("dead-end: a paragraph with nowhere to go, or effects that may fall through with no jump", () => {
    expect(checks(lintScripts(broken((c) => delete p(c, 3).goto)).errors)).toContain("dead-end");
    const fallsThrough = lintScripts(
      broken((c) => (p(c, 2).effects![0]! as { branches: { then: unknown[] }[] }).branches[1]!.then.splice(0)),
    );
    expect(checks(fallsThrough.errors)).toContain("dead-end");
  });

  it("dead-end: choices none of which is always open", () => {
    const closed = lintScripts(
      broken((c) => {
        p(c, 1).choices![1]!.if = { kind: "flag", flag: "seen" };
        p(c, 1).choices![0]!.cost = [{ kind: "lose", item: "water", n: 1 }];
      }),
    );
    expect(closed.errors.map((e) => [e.check, e.where])).toEqual([["dead-end", "§1"]]);
  });

  it("exit: a cycle no path leaves", () => {
    const cycle = lintScripts(
      broken((c) => {
        p(c, 3).goto = 4;
        c.paragraphs.push({ id: 4, text: t("Round and round."), choices: [{ label: t("Again."), goto: 3 }] });
      }),
    );
    expect(cycle.errors.filter((e) => e.check === "exit").map((e) => e.where)).toEqual(["§3", "§4"]);
  });

  it("languages: a blank French or English text or choice label; a text the same in both is a warning", () => {
    const noFrench = lintScripts(broken((c) => (p(c, 2).text.fr = " ")));
    expect(noFrench.errors).toEqual([{ check: "languages", where: "§2", message: "text has no French" }]);
    const noEnglishLabel = lintScripts(broken((c) => (p(c, 1).choices![1]!.label.en = "")));
    expect(noEnglishLabel.errors).toEqual([{ check: "languages", where: "§1", message: "choice 2 has no English" }]);
    const same = lintScripts(broken((c) => (p(c, 3).text = { fr: "Fin.", en: "Fin." })));
    expect(same.errors).toEqual([]);
    expect(checks(same.warnings)).toEqual(["languages"]);
  });

  it("reachable: a paragraph no entry leads to", () => {
    const orphan = lintScripts(broken((c) => c.paragraphs.push({ id: 50, text: t("Nobody comes here."), goto: "return" })));
    expect(orphan.errors).toEqual([{ check: "reachable", where: "§50", message: "no entry leads here" }]);
  });

  it("dice: branches that miss a face or overlap", () => {
    const roll = (c: ScriptContent) => p(c, 2).effects![0]! as { branches: { range: [number, number] }[] };
    expect(checks(lintScripts(broken((c) => (roll(c).branches[1]!.range = [7, 10]))).errors)).toEqual(["dice"]);
    expect(checks(lintScripts(broken((c) => (roll(c).branches[1]!.range = [5, 10]))).errors)).toEqual(["dice"]);
  });

  it("after-jump: effects after one that always jumps", () => {
    const after = lintScripts(broken((c) => p(c, 2).effects!.push({ kind: "setFlag", flag: "seen" })));
    expect(checks(after.errors)).toEqual(["after-jump"]);
  });

  it("flags: used but not declared, or read but never set, fail; set but never read, or declared and unused, warn", () => {
    const undeclared = lintScripts(broken((c) => (c.flags = [])));
    expect(undeclared.errors.map((e) => e.message)).toEqual(["flag seen is not declared"]);
    const neverSet = lintScripts(broken((c) => (p(c, 1).choices![0]!.effects = [])));
    expect(neverSet.errors.map((e) => e.message)).toEqual(["flag seen is read but never set: its test could never pass"]);
    const neverRead = lintScripts(broken((c) => (p(c, 1).effects = [])));
    expect(neverRead.errors).toEqual([]);
    expect(neverRead.warnings.map((e) => e.message)).toEqual(["flag seen is set but read nowhere yet"]);
    const unused = lintScripts(broken((c) => c.flags.push({ name: "spare", meaning: "Nothing yet." })));
    expect(unused.warnings.map((e) => e.message)).toEqual(["flag spare is declared but never used"]);
  });
});
