import { describe, expect, it } from "vitest";
import { holds, type Condition, type ScriptWorld } from "../../src/games/this-war-of-mine/scripts/index.js";
import { character, makeWorld } from "./fixtures.js";

const none = { actor: null, affected: [] };

/** Each condition kind with a world where it holds and one where it does not. */
const cases: { name: string; cond: Condition; yes: (w: ScriptWorld) => void; no: (w: ScriptWorld) => void }[] = [
  { name: "flag set", cond: { kind: "flag", flag: "met" }, yes: (w) => (w.flags.met = 1), no: () => {} },
  {
    name: "flag counter within bounds",
    cond: { kind: "flag", flag: "trust", atLeast: 2, atMost: 3 },
    yes: (w) => (w.flags.trust = 3),
    no: (w) => (w.flags.trust = 4),
  },
  {
    name: "flag at most 0 (unset)",
    cond: { kind: "flag", flag: "x", atLeast: 0, atMost: 0 },
    yes: () => {},
    no: (w) => (w.flags.x = 1),
  },
  {
    name: "has, carried = the Inventory at the shelter",
    cond: { kind: "has", item: "cigarettes", n: 2 },
    yes: (w) => (w.inventory.cigarettes = 2),
    no: (w) => {
      w.inventory.cigarettes = 1;
      w.finds.cigarettes = 5;
    },
  },
  {
    name: "has, carried = the Finds pile while scavenging",
    cond: { kind: "has", item: "water" },
    yes: (w) => {
      w.scene = "scavenging";
      w.finds.water = 1;
    },
    no: (w) => {
      w.scene = "scavenging";
      w.inventory.water = 3;
    },
  },
  {
    name: "has in a named place",
    cond: { kind: "has", item: "wood", in: "finds" },
    yes: (w) => (w.finds.wood = 1),
    no: (w) => (w.inventory.wood = 1),
  },
  {
    name: "state: some character",
    cond: { kind: "state", who: "all", state: "hunger", atLeast: 3 },
    yes: (w) => (w.characters[1]!.states.hunger = 3),
    no: (w) => (w.characters[1]!.states.hunger = 2),
  },
  {
    name: "state: every character",
    cond: { kind: "state", who: "all", state: "misery", atMost: 1, every: true },
    yes: () => {},
    no: (w) => (w.characters[2]!.states.misery = 2),
  },
  {
    name: "state of the chosen character",
    cond: { kind: "state", who: "chosen", state: "wounds", atLeast: 1 },
    yes: (w) => (w.characters[0]!.states.wounds = 1),
    no: (w) => (w.characters[1]!.states.wounds = 1),
  },
  {
    name: "trait",
    cond: { kind: "trait", who: "present", trait: "smoker" },
    yes: (w) => w.characters[0]!.traits.push("smoker"),
    no: (w) => {
      w.characters[0]!.traits.push("smoker");
      w.characters[0]!.task = "scavenging";
    },
  },
  {
    name: "ability",
    cond: { kind: "ability", who: "scavengers", ability: "stealth" },
    yes: (w) => {
      w.characters[1]!.abilities.push("stealth");
      w.characters[1]!.task = "scavenging";
    },
    no: (w) => w.characters[1]!.abilities.push("stealth"),
  },
  {
    name: "characters: count of guards",
    cond: { kind: "characters", who: "guards", atLeast: 2 },
    yes: (w) => w.characters.forEach((c) => (c.task = "guard")),
    no: (w) => (w.characters[0]!.task = "guard"),
  },
  {
    name: "characters: at most 3 in the group",
    cond: { kind: "characters", who: "all", atMost: 3 },
    yes: () => {},
    no: (w) => w.characters.push(character("dario")),
  },
  {
    name: "character in the group",
    cond: { kind: "character", character: "boris" },
    yes: () => {},
    no: (w) => w.characters.splice(1, 1),
  },
  {
    name: "character among a group",
    cond: { kind: "character", character: "boris", who: "scavengers" },
    yes: (w) => (w.characters[1]!.task = "scavenging"),
    no: () => {},
  },
  {
    name: "token placed",
    cond: { kind: "token", number: 3 },
    yes: (w) => (w.tokens["3"] = "tram-depot"),
    no: (w) => (w.tokens["4"] = "x"),
  },
  {
    name: "token on a space",
    cond: { kind: "token", number: 3, on: "tram-depot" },
    yes: (w) => (w.tokens["3"] = "tram-depot"),
    no: (w) => (w.tokens["3"] = "conservatory"),
  },
  { name: "location", cond: { kind: "location", location: "tram-depot" }, yes: (w) => (w.location = "tram-depot"), no: () => {} },
  { name: "chapter", cond: { kind: "chapter", atLeast: 2 }, yes: (w) => (w.chapter = 2), no: () => {} },
  { name: "day", cond: { kind: "day", atMost: 5 }, yes: () => {}, no: (w) => (w.day = 6) },
  { name: "noise", cond: { kind: "noise", atLeast: 4 }, yes: (w) => (w.noise = 4), no: () => {} },
  { name: "cold", cond: { kind: "cold", atLeast: 1, atMost: 2 }, yes: (w) => (w.cold = 2), no: (w) => (w.cold = 3) },
  { name: "scene", cond: { kind: "scene", scene: "scavenging" }, yes: (w) => (w.scene = "scavenging"), no: () => {} },
  {
    name: "all",
    cond: {
      kind: "all",
      of: [
        { kind: "flag", flag: "a" },
        { kind: "flag", flag: "b" },
      ],
    },
    yes: (w) => Object.assign(w.flags, { a: 1, b: 1 }),
    no: (w) => (w.flags.a = 1),
  },
  {
    name: "any",
    cond: {
      kind: "any",
      of: [
        { kind: "flag", flag: "a" },
        { kind: "flag", flag: "b" },
      ],
    },
    yes: (w) => (w.flags.b = 1),
    no: () => {},
  },
  { name: "not", cond: { kind: "not", cond: { kind: "flag", flag: "a" } }, yes: () => {}, no: (w) => (w.flags.a = 1) },
];

describe("script conditions", () => {
  it("cover every condition kind", () => {
    const kinds = new Set(cases.map((c) => c.cond.kind));
    expect([...kinds].sort()).toEqual(
      [
        "all",
        "any",
        "not",
        "flag",
        "has",
        "state",
        "trait",
        "ability",
        "characters",
        "character",
        "token",
        "location",
        "chapter",
        "day",
        "noise",
        "cold",
        "scene",
      ].sort(),
    );
  });

  for (const c of cases)
    it(`${c.name}: holds, and fails when it should`, () => {
      const yes = makeWorld();
      c.yes(yes);
      expect(holds(yes, c.cond, { actor: "anna", affected: [] })).toBe(true);
      const no = makeWorld();
      c.no(no);
      expect(holds(no, c.cond, { actor: "anna", affected: [] })).toBe(false);
    });

  it("the chosen character is nobody when no one was chosen; affected characters are those given", () => {
    const w = makeWorld();
    w.characters[0]!.states.wounds = 2;
    expect(holds(w, { kind: "state", who: "chosen", state: "wounds", atLeast: 1 }, none)).toBe(false);
    expect(holds(w, { kind: "characters", who: "affected", atLeast: 2 }, { actor: null, affected: ["anna", "boris"] })).toBe(
      true,
    );
    expect(holds(w, { kind: "character", character: "boris", who: { character: "boris" } }, none)).toBe(true);
  });
});
