import type { Language, Translate } from "../../i18n/index.js";
import { characterName, fixtureCard, local, shelterCard, SPACES, type DayAction, type PublicView } from "./data.js";
import { fixtureName, itemsText, spaceName, stateName } from "./describe.js";

/**
 * A character's Day action chosen in two steps, the action then its target (issue 34: one menu of
 * 108–170 actions per character was too long to read): the action ("Build Bed — 3 Wood, 2
 * Components", "Rummage", "Clear a Shelter card"), then where or on what ("Hall", "Rubble — Cellar"),
 * and for a rummage how the die splits. Only the legal actions the server lists are offered; two
 * copies of one fixture (two Beds) read as one action, the copy nobody else is building taken.
 */
export interface DayChoiceKeys {
  verb: string;
  target: string;
  detail: string;
}
export interface DayDetail {
  key: string;
  label: string;
  action: DayAction;
}
export interface DayTarget {
  key: string;
  label: string;
  details: DayDetail[];
}
export interface DayVerb {
  key: string;
  label: string;
  group: string;
  /** What the target choice asks ("Where?", "Which one?"), and the detail's ("How the die splits"). */
  targetPrompt: string;
  detailPrompt: string;
  targets: DayTarget[];
}

/** Where an action sits: its action, its target, its detail (a rummage's split). */
export function dayChoiceKeys(action: DayAction): DayChoiceKeys {
  switch (action.kind) {
    case "rummage":
      return { verb: "rummage", target: action.space, detail: `wood:${action.wood}` };
    case "build":
      // Two copies of a fixture (Bed) are one action: keyed by the name both cards print.
      return { verb: `build:${fixtureCard(action.fixture).name.en}`, target: action.space, detail: "" };
    case "newIdea":
      return { verb: "newIdea", target: `${action.space}:${action.ideas.join("+")}`, detail: "" };
    case "use":
      return {
        verb: `use:${action.space}:${action.action}`,
        target: action.hole ?? `times:${action.times}`,
        detail: "",
      };
    case "move":
      return { verb: `move:${action.space}`, target: action.to, detail: "" };
    case "nurse":
      return { verb: "nurse", target: `${action.patient}:${action.state}`, detail: "" };
    default:
      return { verb: action.kind, target: action.space, detail: "" };
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The action's name in the first menu, and its group there. */
function verbLabel(view: PublicView, action: DayAction, t: Translate, language: Language): { label: string; group: string } {
  const house = t("tw.verb.group.house");
  switch (action.kind) {
    case "rummage":
      return { label: t("tw.verb.rummage"), group: house };
    case "garden":
      return { label: t("tw.action.garden"), group: house };
    case "search":
      return { label: t("tw.verb.search"), group: house };
    case "clear":
      return { label: t("tw.verb.clear"), group: house };
    case "newIdea":
      return { label: t("tw.verb.newIdea"), group: house };
    case "nap":
      return { label: t("tw.verb.nap"), group: house };
    case "nurse":
      return { label: t("tw.verb.nurse"), group: house };
    case "build": {
      const f = fixtureCard(action.fixture);
      return {
        label: t("tw.menu.build", { fixture: local(f.name, language), cost: itemsText(f.cost, t) }),
        group: t("tw.action.group.build"),
      };
    }
    case "use": {
      const f = view.shelter.fixtures[action.space];
      const card = f ? fixtureCard(f) : null;
      const a = card?.actions.find((x) => x.id === action.action);
      return {
        label: t("tw.verb.use", {
          action: a ? local(a.label, language) : action.action,
          fixture: card ? local(card.name, language) : "",
        }),
        group: t("tw.action.group.use"),
      };
    }
    case "move":
      return {
        label: t("tw.verb.move", { fixture: fixtureName(view, action.space, language) }),
        group: t("tw.verb.group.fixtures"),
      };
    case "dismantle":
      return { label: t("tw.verb.dismantle"), group: t("tw.verb.group.fixtures") };
  }
}

/** The target's words in the second choice. */
function targetLabel(view: PublicView, action: DayAction, t: Translate, language: Language): string {
  switch (action.kind) {
    case "clear": {
      const card = view.shelter.cards[action.space];
      return t("tw.target.card", {
        card: card ? local(shelterCard(card.id)?.name, language) : "",
        space: spaceName(action.space, t),
      });
    }
    case "newIdea":
      return action.ideas.map((i) => local(fixtureCard(i).name, language)).join(" + ");
    case "use": {
      if (action.hole) return spaceName(action.hole, t);
      const f = view.shelter.fixtures[action.space];
      const cost = f ? fixtureCard(f).actions.find((x) => x.id === action.action)?.cost : undefined;
      const paid = Object.fromEntries(Object.entries(cost ?? {}).map(([k, n]) => [k, (n ?? 0) * action.times]));
      return t("tw.target.times", { n: action.times, cost: itemsText(paid, t) });
    }
    case "move":
      return spaceName(action.to, t);
    case "dismantle":
    case "nap":
      return t("tw.target.fixture", { fixture: fixtureName(view, action.space, language), space: spaceName(action.space, t) });
    case "nurse": {
      const patient = view.characters.find((c) => c.id === action.patient);
      return t("tw.target.nurse", {
        name: characterName(action.patient),
        state: stateName(action.state, t),
        n: patient?.states[action.state] ?? 0,
      });
    }
    default:
      return spaceName(action.space, t);
  }
}

/** What the target choice asks, by kind of action. */
function targetPrompt(action: DayAction, t: Translate): string {
  switch (action.kind) {
    case "clear":
      return t("tw.target.whichCard");
    case "newIdea":
      return t("tw.target.whichIdeas");
    case "use":
      return action.hole ? t("tw.target.whichHole") : t("tw.target.howMany");
    case "nurse":
      return t("tw.target.who");
    case "dismantle":
    case "nap":
      return t("tw.target.whichFixture");
    default:
      return t("tw.target.where");
  }
}
const prompts = (action: DayAction, t: Translate) => ({
  targetPrompt: targetPrompt(action, t),
  detailPrompt: t("tw.target.split"),
});

/**
 * The actions a character may take, as actions → targets → details. `legal`: the character's legal
 * actions (the server's list); `current`: the action the plan holds for them (kept even when no
 * longer offered, so it shows); `others`: what the plan gives everyone else (a fixture copy another
 * character builds is not offered twice when another copy is free).
 */
export function dayVerbs(
  view: PublicView,
  legal: readonly DayAction[],
  current: DayAction | null,
  others: readonly DayAction[],
  t: Translate,
  language: Language,
): DayVerb[] {
  const builtByOthers = new Set(others.flatMap((a) => (a.kind === "build" ? [a.fixture] : [])));
  // The plan's action is not among the edits (it is already made): it takes its place among the others.
  const all = current && !legal.some((a) => same(a, current)) ? [...legal, current] : [...legal];
  const verbs = new Map<string, DayVerb>();
  for (const action of all) {
    const keys = dayChoiceKeys(action);
    let verb = verbs.get(keys.verb);
    if (!verb) {
      verb = { key: keys.verb, ...verbLabel(view, action, t, language), ...prompts(action, t), targets: [] };
      verbs.set(keys.verb, verb);
    }
    let target = verb.targets.find((x) => x.key === keys.target);
    if (!target) {
      target = { key: keys.target, label: targetLabel(view, action, t, language), details: [] };
      verb.targets.push(target);
    }
    const at = target.details.findIndex((d) => d.key === keys.detail);
    const detail = { key: keys.detail, label: detailLabel(action, t), action };
    if (at < 0) target.details.push(detail);
    else if (prefer(action, target.details[at]!.action, current, builtByOthers)) target.details[at] = detail;
  }
  for (const verb of verbs.values()) {
    verb.targets.sort((a, b) => placeOf(a.key) - placeOf(b.key));
    for (const target of verb.targets) target.details.sort((a, b) => placeOf(a.key) - placeOf(b.key));
  }
  return [...verbs.values()];
}

/** Where a target or detail goes in its list: spaces as the house runs, counts in order; the rest as they come (stable sort). */
function placeOf(key: string): number {
  const space = SPACES.findIndex((s) => s.id === key);
  if (space >= 0) return space;
  const count = /^(?:times|wood):(\d+)$/.exec(key);
  return count ? Number(count[1]) : 0;
}

/** Of two copies of one fixture for the same space: the one the plan holds, else one nobody else builds. */
function prefer(a: DayAction, b: DayAction, current: DayAction | null, builtByOthers: ReadonlySet<string>): boolean {
  if (current && same(a, current)) return true;
  if (current && same(b, current)) return false;
  const taken = (x: DayAction) => x.kind === "build" && builtByOthers.has(x.fixture);
  return taken(b) && !taken(a);
}

function detailLabel(action: DayAction, t: Translate): string {
  return action.kind === "rummage" ? t("tw.target.wood", { wood: action.wood }) : "";
}
