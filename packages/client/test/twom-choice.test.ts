import { describe, expect, it } from "vitest";
import { createGame, playInPlace, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";
import { translate, type Language, type MessageKey } from "../src/i18n/index.js";
import { dayChoiceKeys, dayVerbs } from "../src/games/this-war-of-mine/dayChoice.js";
import { emptyPlan } from "../src/games/this-war-of-mine/DraftPanel.js";
import { problemText } from "../src/games/this-war-of-mine/describe.js";
import { describeEntry } from "../src/games/this-war-of-mine/log.js";
import type { DayAction, LogEntry, PublicView } from "../src/games/this-war-of-mine/data.js";
import { plannedMove } from "./twom-plan.js";

/**
 * This War of Mine's table, issue 34: a Day action is chosen as an action then its target (not
 * one menu of every action); a plan with nobody doing anything is told apart and its log line
 * reads in words; a refused trade says why.
 */
const tr = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(language, key, params);
const t = tr("en");
type State = ThisWarOfMine.TwomState;

function firstDay(): State {
  const state = createGame(thisWarOfMine, { seats: 3, options: {}, seed: "twom-6" }) as State;
  for (let step = 0; state.draft?.kind !== "day"; step++) {
    expect(step).toBeLessThan(200);
    playInPlace(thisWarOfMine, state, state.leader, plannedMove(state, step));
  }
  return state;
}
const viewOf = (state: State) => thisWarOfMine.publicView(state) as PublicView;
function legalFor(view: PublicView, character: string): DayAction[] {
  const options = view.draftOptions;
  if (options?.kind !== "day") throw new Error("not a day draft");
  const mine = options.characters.find((c) => c.character === character)!;
  return mine.options.flatMap((at) => (at < 0 ? [] : [options.actions[at]!]));
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe("a Day action: the action, then its target", () => {
  it("every legal action is reached through one action and one target (a rummage: its split), in a first menu ten times shorter", () => {
    const view = viewOf(firstDay());
    const who = view.characters[0]!.id;
    const legal = legalFor(view, who);
    expect(legal.length).toBeGreaterThan(100);
    const verbs = dayVerbs(view, legal, null, [], t, "en");
    expect(verbs.length).toBeLessThan(legal.length / 5);
    const leaves = verbs.flatMap((v) => v.targets.flatMap((x) => x.details.map((d) => ({ v, x, d }))));
    // Each leaf is a legal action, found again under its own keys.
    for (const { v, x, d } of leaves) {
      expect(legal.some((a) => same(a, d.action))).toBe(true);
      expect(dayChoiceKeys(d.action)).toEqual({ verb: v.key, target: x.key, detail: d.key });
    }
    // Every legal action has its place (two copies of a fixture share one: the first is offered).
    for (const action of legal) {
      const keys = dayChoiceKeys(action);
      const verb = verbs.find((v) => v.key === keys.verb)!;
      expect(verb.targets.find((x) => x.key === keys.target)!.details.some((d) => d.key === keys.detail)).toBe(true);
    }
    // Words: the build names its fixture and cost; the rummage asks where, then how much wood, in order.
    const bed = verbs.find((v) => v.key === "build:Bed")!;
    expect(bed.label).toBe("Build Bed — 3 Wood, 2 Components");
    expect(bed.targetPrompt).toBe("Where?");
    const rummage = verbs.find((v) => v.key === "rummage")!;
    expect(rummage.targets[0]!.details.map((d) => d.label)).toEqual(["0", "1", "2", "3", "4"]);
    expect(rummage.detailPrompt).toBe("As wood, at most (the rest as components)");
    // Spaces as the house runs, whatever the plan holds: the plan's own space is not put first.
    const planned = rummage.targets.at(-1)!.details[0]!.action;
    const kept = dayVerbs(
      view,
      legal.filter((a) => !same(a, planned)),
      planned,
      [],
      t,
      "en",
    ).find((v) => v.key === "rummage")!;
    expect(kept.targets.map((x) => x.key)).toEqual(rummage.targets.map((x) => x.key));
  });

  it("two copies of a fixture read as one action, and the copy another character builds is not offered again", () => {
    const view = viewOf(firstDay());
    const [a, b] = view.characters.map((c) => c.id);
    const legal = legalFor(view, b!);
    const beds = legal.filter((x) => x.kind === "build" && x.fixture.startsWith("bed-"));
    expect(new Set(beds.map((x) => (x.kind === "build" ? x.fixture : ""))).size).toBe(2);
    const taken = beds.find((x) => x.kind === "build" && x.fixture === "bed-1")!;
    const bed = dayVerbs(view, legal, null, [taken], t, "en").find((v) => v.key === "build:Bed")!;
    for (const target of bed.targets)
      expect(target.details.map((d) => (d.action.kind === "build" ? d.action.fixture : ""))).toEqual(["bed-2"]);
    // The character's own choice is kept as it is.
    const mine = beds.find((x) => x.kind === "build" && x.fixture === "bed-1")!;
    const kept = dayVerbs(view, legal, mine, [], t, "en").find((v) => v.key === "build:Bed")!;
    expect(kept.targets.flatMap((x) => x.details).some((d) => same(d.action, mine))).toBe(true);
    expect(a).toBeDefined();
  });
});

describe("an empty plan", () => {
  it("a Day step or a Dusk that gives nobody anything is told apart; one action or one drink is not empty", () => {
    expect(emptyPlan({ kind: "day", step: 1, plan: {} })).toBe("day");
    expect(emptyPlan({ kind: "day", step: 1, plan: { vera: null } })).toBe("day");
    expect(emptyPlan({ kind: "day", step: 1, plan: { vera: { kind: "garden", space: "t-garden" } } })).toBeNull();
    expect(emptyPlan({ kind: "dusk", water: {}, food: {} })).toBe("dusk");
    expect(emptyPlan({ kind: "dusk", water: { vera: false }, food: { vera: {} } })).toBe("dusk");
    expect(emptyPlan({ kind: "dusk", water: { vera: true }, food: {} })).toBeNull();
    expect(emptyPlan({ kind: "dusk", water: {}, food: { vera: { raw_food: 1 } } })).toBeNull();
    expect(emptyPlan({ kind: "night", tasks: {} })).toBeNull();
  });

  it("the log says in words that nobody acted, drank or ate (it read 'Step 1: .')", () => {
    const view = viewOf(firstDay());
    const line = (entry: LogEntry, language: Language) => describeEntry(entry, view, () => "", tr(language), language);
    expect(line({ kind: "step", step: 1, actions: [] }, "en")).toBe("Step 1: nobody acted.");
    expect(line({ kind: "step", step: 1, actions: [] }, "fr")).toBe("Étape 1 : personne n'a agi.");
    expect(line({ kind: "dusk", drank: [], ate: { vera: {} } }, "en")).toBe("Dusk: nobody drank; nobody ate.");
    expect(line({ kind: "dusk", drank: ["vera"], ate: { vera: { raw_food: 1 }, anton: { canned_food: 1 } } }, "fr")).toBe(
      "Crépuscule : Vera a bu ; Vera, Anton ont mangé.",
    );
  });
});

describe("a trade refused says why", () => {
  it("the rules' reasons, in both languages, with the number that is missing", () => {
    expect(problemText("the commission is worth 3", t, "en")).toBe("the commission must be worth at least 3");
    expect(problemText("what you give must be worth what you take", tr("fr"), "fr")).toBe(
      "ce que vous donnez doit valoir au moins ce que vous prenez",
    );
    expect(problemText("take something, or decline", t, "en")).toBe("take something, or choose nothing to decline");
    expect(problemText("cannot give that much ammo", tr("fr"), "fr")).toBe("pas autant de Munitions");
    expect(problemText("not enough wood for the whole plan", t, "en")).toBe("not enough Wood for the whole plan");
  });
});
