import { describe, expect, it } from "vitest";
import { seedRng } from "../../src/engine/rng.js";
import {
  enterScript,
  resumeScript,
  rollBlackDie,
  type Effect,
  type ScriptPosition,
  type ScriptWorld,
} from "../../src/games/this-war-of-mine/scripts/index.js";
import { bookOf, character, clone, makeWorld, t } from "./fixtures.js";

/** Reads one paragraph with these effects, then returns to the game. */
function run(
  effects: Effect[],
  world: ScriptWorld = makeWorld(),
  actor: string | null = null,
): { world: ScriptWorld; position: ScriptPosition } {
  const book = bookOf([
    { id: 1, text: t("Effects."), effects, goto: "return" },
    { id: 2, text: t("Jumped."), goto: "end_campaign" },
    { id: 3, text: t("Other branch."), goto: "end_scavenging" },
  ]);
  const position = enterScript(book, world, 1, actor);
  return { world, position };
}

/** The black die's next face for this world, without using it. */
const nextFace = (world: ScriptWorld) => rollBlackDie(clone(world));

describe("script effects", () => {
  it("setFlag, addFlag (never below 0) and clearFlag", () => {
    const { world } = run([
      { kind: "setFlag", flag: "a" },
      { kind: "setFlag", flag: "b", value: 3 },
      { kind: "addFlag", flag: "b", by: 2 },
      { kind: "addFlag", flag: "c", by: -2 },
      { kind: "setFlag", flag: "d" },
      { kind: "clearFlag", flag: "d" },
    ]);
    expect(world.flags).toEqual({ a: 1, b: 5, c: 0 });
  });

  it("gain takes from the box's supply, no more than it holds, to the Inventory at the shelter", () => {
    const w = makeWorld();
    w.supply.canned_food = 1;
    run(
      [
        { kind: "gain", item: "canned_food", n: 2 },
        { kind: "gain", item: "books", n: 1, to: "finds" },
      ],
      w,
    );
    expect(w.inventory.canned_food).toBe(1);
    expect(w.supply.canned_food).toBe(0);
    expect(w.finds.books).toBe(1);
    expect(w.supply.books).toBe(2);
  });

  it("gain and lose use the Finds pile while scavenging", () => {
    const w = makeWorld({ scene: "scavenging", finds: { water: 2 }, inventory: { water: 2 } });
    run(
      [
        { kind: "gain", item: "wood", n: 2 },
        { kind: "lose", item: "water", n: 1 },
      ],
      w,
    );
    expect(w.finds).toEqual({ water: 1, wood: 2 });
    expect(w.inventory).toEqual({ water: 2 });
  });

  it("lose returns up to what there is to the box, or removes it from the campaign", () => {
    const w = makeWorld({ inventory: { cigarettes: 2, medicine: 1 } });
    w.supply.cigarettes = 4;
    w.supply.medicine = 2;
    run(
      [
        { kind: "lose", item: "cigarettes", n: 5 },
        { kind: "lose", item: "medicine", n: 1, remove: true },
      ],
      w,
    );
    expect(w.inventory).toEqual({});
    expect(w.supply.cigarettes).toBe(6);
    expect(w.supply.medicine).toBe(2);
  });

  it("state changes stay within 0–4, concern the chosen character, and a non-Fatigue state reaching 4 is reported", () => {
    const w = makeWorld();
    w.characters[0]!.states.misery = 3;
    w.characters[1]!.states.fatigue = 3;
    const { position } = run(
      [
        { kind: "state", who: "all", state: "misery", by: 2 },
        { kind: "state", who: "all", state: "fatigue", by: 1 },
        { kind: "state", who: "chosen", state: "hunger", by: -2 },
        { kind: "state", who: { character: "cvetka" }, state: "wounds", by: 1 },
      ],
      w,
      "anna",
    );
    expect(w.characters.map((c) => c.states.misery)).toEqual([4, 2, 2]);
    expect(w.characters.map((c) => c.states.fatigue)).toEqual([1, 4, 1]);
    expect(w.characters.map((c) => c.states.hunger)).toEqual([0, 0, 0]);
    expect(w.characters[2]!.states.wounds).toBe(1);
    expect(position.events).toEqual([{ kind: "stateFour", character: "anna", state: "misery", from: 3 }]);
  });

  it("noise stays within 1–8", () => {
    const w = makeWorld({ noise: 7 });
    run([{ kind: "noise", by: 3 }], w);
    expect(w.noise).toBe(8);
    run([{ kind: "noise", by: -7 }], w);
    expect(w.noise).toBe(1);
  });

  it("a noise roll at or under Noise is an encounter: Noise back to 1, a Residents card, the encounter effects", () => {
    const w = makeWorld({ scene: "scavenging", noise: 8 });
    const { position } = run([{ kind: "noiseRoll", encounter: [{ kind: "goto", to: 2 }], quiet: [{ kind: "goto", to: 3 }] }], w);
    expect(w.noise).toBe(1);
    expect(position.events).toEqual([{ kind: "encounter", drawResident: true }]);
    expect(position.end).toBe("end_campaign");
  });

  it("a noise roll over Noise is quiet; skipResidents still resets Noise on an encounter", () => {
    const quiet = makeWorld({ scene: "scavenging", noise: 1 });
    while (nextFace(quiet) === 1) rollBlackDie(quiet);
    const { position } = run(
      [{ kind: "noiseRoll", encounter: [{ kind: "goto", to: 2 }], quiet: [{ kind: "goto", to: 3 }] }],
      quiet,
    );
    expect(position.end).toBe("end_scavenging");
    expect(position.events).toEqual([]);

    const loud = makeWorld({ scene: "scavenging", noise: 8 });
    const second = run([{ kind: "noiseRoll", encounter: [], skipResidents: true }], loud);
    expect(loud.noise).toBe(1);
    expect(second.position.events).toEqual([{ kind: "encounter", drawResident: false }]);
  });

  it("a roll runs the branch holding the seeded die's face, the same face for the same state", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const w = makeWorld({ rng: seedRng(`roll-${i}`) });
      const face = nextFace(w);
      const again = clone(w);
      const roll: Effect = {
        kind: "roll",
        branches: [
          { range: [1, 3], then: [{ kind: "setFlag", flag: "low" }] },
          { range: [4, 10], then: [{ kind: "setFlag", flag: "high" }] },
        ],
      };
      run([roll], w);
      expect(w.flags).toEqual(face <= 3 ? { low: 1 } : { high: 1 });
      seen.add(Object.keys(w.flags)[0]!);
      run([roll], again);
      expect(again).toEqual(w);
    }
    expect([...seen].sort()).toEqual(["high", "low"]);
  });

  it("an Empathy roll affects those whose Empathy is strictly above the die", () => {
    const w = makeWorld();
    const face = nextFace(w);
    w.characters[0]!.empathy = face; // not above: unaffected
    w.characters[1]!.empathy = face + 1;
    w.characters[2]!.empathy = 10;
    w.characters[2]!.task = "scavenging"; // not present at the shelter
    run([{ kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }], w);
    expect(w.characters.map((c) => c.states.misery)).toEqual([0, 1, 0]);
  });

  it("when runs then or else; goto jumps at once and nothing after it runs", () => {
    const w = makeWorld({ flags: { a: 1 } });
    const { position } = run(
      [
        {
          kind: "when",
          if: { kind: "flag", flag: "a" },
          then: [{ kind: "setFlag", flag: "yes" }],
          else: [{ kind: "setFlag", flag: "no" }],
        },
        { kind: "when", if: { kind: "flag", flag: "z" }, then: [{ kind: "setFlag", flag: "z2" }] },
        { kind: "goto", to: 3 },
        { kind: "setFlag", flag: "never" },
      ],
      w,
    );
    expect(w.flags).toEqual({ a: 1, yes: 1 });
    expect(position.read).toEqual([1, 3]);
    expect(position.end).toBe("end_scavenging");
  });

  it("Cold goes up and down, never below 0", () => {
    const w = makeWorld({ cold: 1 });
    run([{ kind: "cold", by: 2 }], w);
    expect(w.cold).toBe(3);
    run([{ kind: "cold", by: -5 }], w);
    expect(w.cold).toBe(0);
  });

  it("join adds a character (never a fifth; never twice), leave and die remove them, each reported", () => {
    const w = makeWorld();
    const { position } = run(
      [
        { kind: "join", character: "dario", states: { hunger: 2 } },
        { kind: "join", character: "dario" },
        { kind: "join", character: "emil" },
        { kind: "leave", who: { character: "anna" } },
        { kind: "die", who: "chosen" },
      ],
      w,
      "boris",
    );
    expect(w.characters.map((c) => c.id)).toEqual(["cvetka", "dario"]);
    expect(w.characters[1]!.states.hunger).toBe(2);
    expect(position.events).toEqual([
      { kind: "joined", character: "dario" },
      { kind: "joinRefused", character: "emil" },
      { kind: "left", character: "anna" },
      { kind: "died", character: "boris" },
    ]);
  });

  it("a character joining while scavenging comes along with the scavengers", () => {
    const w = makeWorld({ scene: "scavenging", characters: [character("anna", { task: "scavenging" })] });
    run([{ kind: "join", character: "dario" }], w);
    expect(w.characters[1]!.task).toBe("scavenging");
  });

  it("blank tokens are placed and taken back", () => {
    const w = makeWorld();
    run(
      [
        { kind: "placeToken", number: 2, on: "tram-depot" },
        { kind: "placeToken", number: 5, on: "cold" },
        { kind: "removeToken", number: 5 },
      ],
      w,
    );
    expect(w.tokens).toEqual({ "2": "tram-depot" });
  });

  it("effects that need the whole game are reported in order; returning Exploration cards counts down the Unknown", () => {
    const hostEffects: Effect[] = [
      { kind: "removeTopEvent" },
      { kind: "addCard", deck: "residents", card: "mira-again" },
      { kind: "returnExploration", n: 3 },
      { kind: "drawFinds", line: "furniture" },
      { kind: "endExploration" },
      { kind: "swapLocation" },
      { kind: "gainNarrative" },
      { kind: "capActions", perCharacter: 1, days: 2 },
      { kind: "closeZone", zone: "basement" },
    ];
    const w = makeWorld({ unknownLeft: 5 });
    const { position } = run(hostEffects, w);
    expect(position.events).toEqual(hostEffects);
    expect(w.unknownLeft).toBe(2);
  });

  it("a combat suspends the script; the game's outcome picks the jump", () => {
    for (const [result, end] of [
      ["won", "end_campaign"],
      ["fled", "end_scavenging"],
      ["lost", "return"],
    ] as const) {
      const combat: Effect = {
        kind: "combat",
        enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
        breakPoint: 2,
        outcomes: { won: 2, fled: 3, lost: "return" },
      };
      const w = makeWorld();
      const book = bookOf([
        { id: 1, text: t("Fight."), effects: [combat, { kind: "setFlag", flag: "never" }], goto: "return" },
        { id: 2, text: t("Won."), goto: "end_campaign" },
        { id: 3, text: t("Fled."), goto: "end_scavenging" },
      ]);
      const position = enterScript(book, w, 1);
      expect(position.status).toBe("awaiting");
      expect(position.awaiting).toEqual(combat);
      expect(() => resumeScript(book, w, position, { kind: "trade", result: "done" })).toThrow(/waits on a combat/);
      resumeScript(book, w, position, { kind: "combat", result });
      expect(position.end).toBe(end);
      expect(position.awaiting).toBeNull();
      expect(w.flags).toEqual({});
    }
  });

  it("a trade suspends the script; done and declined jump apart", () => {
    const book = bookOf([
      { id: 1, text: t("Trade."), effects: [{ kind: "trade", wares: ["coffee"], commission: 1, done: 2, declined: 3 }] },
      { id: 2, text: t("Done."), goto: "end_campaign" },
      { id: 3, text: t("Declined."), goto: "return" },
    ]);
    const w = makeWorld();
    const done = enterScript(book, w, 1);
    expect(done.awaiting).toMatchObject({ kind: "trade", commission: 1 });
    resumeScript(book, w, done, { kind: "trade", result: "done" });
    expect(done.end).toBe("end_campaign");
    const declined = enterScript(book, w, 1);
    resumeScript(book, w, declined, { kind: "trade", result: "declined" });
    expect(declined.read).toEqual([1, 3]);
    expect(declined.end).toBe("return");
    expect(() => resumeScript(book, w, declined, { kind: "trade", result: "done" })).toThrow(/not waiting/);
  });
});
