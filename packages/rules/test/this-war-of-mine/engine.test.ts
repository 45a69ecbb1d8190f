import { describe, expect, it } from "vitest";
import { isRuleError } from "../../src/engine/errors.js";
import {
  chooseInScript,
  enterScript,
  openBook,
  resumeScript,
  scriptChoices,
  scriptDecisions,
  scriptView,
  type Paragraph,
} from "../../src/games/this-war-of-mine/scripts/index.js";
import { bookOf, clone, content, makeWorld, t } from "./fixtures.js";

/** A small script: a hub with a conditional choice, a costly one, one that needs a character, and a way out. */
const paragraphs: Paragraph[] = [
  {
    id: 10,
    name: "hub",
    text: t("A locked gate and a sleeping dog."),
    effects: [{ kind: "addFlag", flag: "visits", by: 1 }],
    choices: [
      { label: t("Use the lockpick."), if: { kind: "has", item: "lockpick" }, goto: 11 },
      {
        label: t("Climb over."),
        actor: { from: "present", if: { kind: "state", who: "chosen", state: "wounds", atMost: 1 } },
        cost: [
          { kind: "lose", item: "cigarettes", n: 1 },
          { kind: "state", who: "chosen", state: "fatigue", by: 1 },
        ],
        effects: [{ kind: "setFlag", flag: "climbed" }],
        goto: "@yard",
      },
      { label: t("Leave."), goto: "return" },
    ],
  },
  { id: 11, text: t("The gate opens."), goto: "@yard" },
  {
    id: 12,
    name: "yard",
    text: t("The yard."),
    choices: [
      { label: t("Back to the gate."), goto: "@hub" },
      { label: t("Home, for good."), goto: "end_campaign" },
    ],
  },
];

describe("the paragraph engine", () => {
  it("opens at an entry, reads the paragraph's effects and stops on its choices", () => {
    const book = bookOf(paragraphs);
    const world = makeWorld();
    const position = enterScript(book, world, "@hub");
    expect(position).toMatchObject({ entry: 10, at: 10, status: "choosing", read: [10], end: null });
    expect(world.flags.visits).toBe(1);
  });

  it("lists every choice with its availability, cost and eligible characters: the condition, an unpayable cost, an actor's condition", () => {
    const book = bookOf(paragraphs);
    const world = makeWorld();
    world.characters[1]!.states.wounds = 2;
    world.characters[2]!.states.fatigue = 4; // asleep: takes no active part
    const position = enterScript(book, world, 10);
    let choices = scriptChoices(book, world, position);
    expect(choices.map((c) => [c.available, c.actors])).toEqual([
      [false, null],
      [false, ["anna"]],
      [true, null],
    ]);
    expect(choices[1]!.cost).toHaveLength(2);
    world.inventory = { lockpick: 1, cigarettes: 1 };
    choices = scriptChoices(book, world, position);
    expect(choices.map((c) => c.available)).toEqual([true, true, true]);
    expect(scriptDecisions(book, world, position)).toEqual([{ choice: 0 }, { choice: 1, actor: "anna" }, { choice: 2 }]);
    world.characters[0]!.states.wounds = 2; // nobody able to climb
    expect(scriptChoices(book, world, position)[1]).toMatchObject({ available: false, actors: [] });
  });

  it("a choice pays its cost, runs its effects with the chosen character and follows its jump (labels too)", () => {
    const book = bookOf(paragraphs);
    const world = makeWorld({ inventory: { cigarettes: 2 } });
    const position = enterScript(book, world, 10);
    chooseInScript(book, world, position, { choice: 1, actor: "boris" });
    expect(world.inventory.cigarettes).toBe(1);
    expect(world.characters.find((c) => c.id === "boris")!.states.fatigue).toBe(1);
    expect(world.flags.climbed).toBe(1);
    expect(position).toMatchObject({ at: 12, actor: "boris", status: "choosing", read: [10, 12] });
    chooseInScript(book, world, position, { choice: 0 });
    expect(position.read).toEqual([10, 12, 10]);
    expect(world.flags.visits).toBe(2);
    chooseInScript(book, world, position, { choice: 2 });
    expect(position).toMatchObject({ status: "ended", end: "return" });
  });

  it("follows paragraphs' own jumps and ends the campaign where the script says", () => {
    const book = bookOf(paragraphs);
    const world = makeWorld({ inventory: { lockpick: 1 } });
    const position = enterScript(book, world, 10);
    chooseInScript(book, world, position, { choice: 0 });
    expect(position.read).toEqual([10, 11, 12]);
    chooseInScript(book, world, position, { choice: 1 });
    expect(position).toMatchObject({ status: "ended", end: "end_campaign" });
    expect(scriptChoices(book, world, position)).toEqual([]);
  });

  it("refuses a wrong decision before changing anything", () => {
    const book = bookOf(paragraphs);
    const world = makeWorld({ inventory: { cigarettes: 1 } });
    const position = enterScript(book, world, 10);
    const before = clone({ world, position });
    const refusals: [Parameters<typeof chooseInScript>[3], string][] = [
      [{ choice: 5 }, "SCRIPT_NO_SUCH_CHOICE"],
      [{ choice: 0 }, "SCRIPT_CHOICE_UNAVAILABLE"],
      [{ choice: 1 }, "SCRIPT_ACTOR_NEEDED"],
      [{ choice: 1, actor: "nobody" }, "SCRIPT_BAD_ACTOR"],
      [{ choice: 2, actor: "anna" }, "SCRIPT_BAD_ACTOR"],
    ];
    for (const [decision, code] of refusals) {
      let error: unknown;
      try {
        chooseInScript(book, world, position, decision);
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error) && error.code).toBe(code);
      expect({ world, position }).toEqual(before);
    }
    chooseInScript(book, world, position, { choice: 2 });
    expect(() => chooseInScript(book, world, position, { choice: 2 })).toThrow(/not waiting for a choice/);
    expect(() => resumeScript(book, world, position, { kind: "combat", result: "won" })).toThrow(/not waiting on the game/);
  });

  it("an entry at an end reads nothing", () => {
    const position = enterScript(bookOf(paragraphs), makeWorld(), "return");
    expect(position).toMatchObject({ status: "ended", end: "return", read: [] });
  });

  it("resumes from the stored state at any point: a JSON round trip mid-script changes nothing that follows", () => {
    const book = bookOf([
      ...paragraphs.slice(0, 2),
      {
        id: 12,
        name: "yard",
        text: t("The yard, where a roll decides."),
        effects: [
          {
            kind: "roll",
            branches: [
              { range: [1, 5], then: [{ kind: "gain", item: "wood", n: 1 }] },
              { range: [6, 10], then: [{ kind: "gain", item: "components", n: 1 }] },
            ],
          },
        ],
        choices: [
          { label: t("Again."), goto: "@hub" },
          { label: t("Home."), goto: "end_campaign" },
        ],
      },
    ]);
    const decisions = [{ choice: 0 }, { choice: 0 }, { choice: 0 }, { choice: 0 }, { choice: 0 }, { choice: 1 }];
    const play = (stopAt: number | null) => {
      let world = makeWorld({ inventory: { lockpick: 1 } });
      let position = enterScript(book, world, 10);
      decisions.forEach((d, i) => {
        if (i === stopAt) ({ world, position } = clone({ world, position })); // stored, and read back days later
        chooseInScript(openBook(content(book.content.paragraphs)), world, position, d);
      });
      return { world, position };
    };
    const straight = play(null);
    expect(straight.position.end).toBe("end_campaign");
    for (let stop = 0; stop < decisions.length; stop++) expect(play(stop)).toEqual(straight);
  });

  it("a script waiting on a combat resumes after a round trip too", () => {
    const book = bookOf([
      {
        id: 1,
        text: t("They come at you."),
        effects: [
          {
            kind: "combat",
            enemies: [{ kind: "soldier", weapon: "firearm", n: 1 }],
            outcomes: { won: 2, fled: "return", lost: "return" },
          },
        ],
      },
      { id: 2, text: t("Quiet again."), goto: "return" },
    ]);
    const world = makeWorld();
    const stored = clone({ world, position: enterScript(book, world, 1) });
    resumeScript(book, stored.world, stored.position, { kind: "combat", result: "won" });
    expect(stored.position).toMatchObject({ read: [1, 2], end: "return" });
  });

  it("refuses content that loops through jumps without a stop, and jumps that land nowhere", () => {
    const loop = bookOf([
      { id: 1, text: t("One."), goto: 2 },
      { id: 2, text: t("Two."), goto: 1 },
    ]);
    expect(() => enterScript(loop, makeWorld(), 1)).toThrow(/loops without a choice/);
    expect(() => enterScript(bookOf([{ id: 1, text: t("One."), goto: 7 }]), makeWorld(), 1)).toThrow(/lands nowhere/);
    expect(() =>
      openBook(
        content([
          { id: 1, text: t("One."), goto: "return" },
          { id: 1, text: t("Again."), goto: "return" },
        ]),
      ),
    ).toThrow(/defined twice/);
  });

  it("the view shows what was read and the choices by label, never a target, a condition or an unread paragraph", () => {
    const book = bookOf(paragraphs);
    const world = makeWorld();
    const position = enterScript(book, world, 10);
    const view = scriptView(book, world, position);
    expect(view.read).toEqual([{ id: 10, text: paragraphs[0]!.text }]);
    expect(view.choices.map((c) => c.label.en)).toEqual(["Use the lockpick.", "Climb over.", "Leave."]);
    const json = JSON.stringify(view);
    for (const hidden of ["goto", '"if"', "@yard", "11", "12", "The gate opens", "The yard"]) expect(json).not.toContain(hidden);
  });

  it("the view of a waiting combat shows the enemies, not the outcomes", () => {
    const book = bookOf([
      {
        id: 1,
        text: t("Fight."),
        effects: [
          {
            kind: "combat",
            enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
            breakPoint: 2,
            outcomes: { won: 77, fled: "return", lost: "return" },
          },
        ],
      },
      { id: 77, text: t("Won."), goto: "return" },
    ]);
    const world = makeWorld({ scene: "scavenging" });
    const view = scriptView(book, world, enterScript(book, world, 1));
    expect(view.awaiting).toEqual({
      kind: "combat",
      enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
      breakPoint: 2,
      canFlee: true,
    });
    expect(JSON.stringify(view)).not.toContain("77");
  });
});
