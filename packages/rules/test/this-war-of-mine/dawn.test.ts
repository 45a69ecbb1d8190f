import { describe, expect, it } from "vitest";
import { playBotMatch } from "../../src/engine/index.js";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, game, group, inventory, member, newCampaign, nextDie, play } from "./game.js";

/** Starts Dawn (after the Night) with this Fate deck and these Narrative cards. */
function dawn(state: TwomState, fate: string[], narrative = ["lucky-find", "hidden-tin"]): void {
  state.fate.deck = fate;
  state.narrative.deck = narrative;
  state.phase = "dawn";
  state.step = 0;
  state.draft = null;
  advance(state);
}

describe("Dawn", () => {
  it("lets medicine be placed on the sick and wounded; a Fate card then treats them and discards every token of that type", () => {
    const state = newCampaign(1, "medicine");
    group(state, [member("vera", { illness: 2 }), member("marek", { illness: 2 }), member("lena")]);
    inventory(state, { medicine: 2 });
    dawn(state, ["fever-night"]);
    expect(state.draft?.kind).toBe("medicine");
    expect(() => edit(state, { kind: "medicine", character: "lena", item: "medicine", n: 1 })).toThrow();
    edit(state, { kind: "medicine", character: "vera", item: "medicine", n: 2 });
    confirm(state);
    // fever-night: medicine Illness −2 (both tokens discarded: stacking is waste); untreated Illness 1+: +1.
    expect(state.characters.map((c) => c.states.illness)).toEqual([0, 3, 0]);
    expect(state.placed.vera ?? {}).toEqual({});
    expect(state.supply.medicine).toBe(3);
  });

  it("pays Waiting tokens at a Fate card that says so, then discards them", () => {
    const state = newCampaign(1, "waiting");
    group(state, [member("vera")]);
    inventory(state, {});
    state.shelter.fixtures["g-hall"] = "rat-trap";
    state.shelter.waiting = ["g-hall"];
    dawn(state, ["fever-night"]);
    expect(state.inventory.raw_food).toBe(1);
    expect(state.shelter.waiting).toEqual([]);
  });

  it("applies the cold clause on Cold − Barricades, and resolves awake characters' Traits", () => {
    const state = newCampaign(1, "cold");
    group(state, [member("lena"), member("pavel", { misery: 2, fatigue: 4 })]);
    state.cold = 3;
    state.shelter.barricades = ["g-hole"];
    dawn(state, ["quiet-night"]);
    // Cold 3 − 1 Barricade ≥ 2: Illness +1 each. Lena's trait Misery +1; Pavel asleep: his trait skipped.
    expect(state.characters.map((c) => [c.states.illness, c.states.misery])).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it("draws 2 Narrative action cards, keeps 1 and shuffles the other back", () => {
    const state = newCampaign(1, "narrative");
    group(state, [member("vera")]);
    inventory(state, {});
    dawn(state, ["fever-night"], ["lucky-find", "hidden-tin", "shared-meal"]);
    expect(state.draft).toEqual({ kind: "narrative", offer: ["lucky-find", "hidden-tin"], keep: null });
    edit(state, { kind: "keep", index: 1 });
    confirm(state);
    expect(state.narrative.kept).toEqual(["hidden-tin"]);
    expect(new Set(state.narrative.deck)).toEqual(new Set(["lucky-find", "shared-meal"]));
    // A new day has begun; the kept card is played by the Leader when its timing allows ("any"): 1 canned food.
    expect(state.phase).toBe("day");
    expect(game.legalMoves(state, state.leader)).toContainEqual({ type: "narrative", card: "hidden-tin", actor: null });
    const before = state.inventory.canned_food ?? 0;
    play(state, state.leader, { type: "narrative", card: "hidden-tin", actor: null });
    expect(state.inventory.canned_food).toBe(before + 1);
    expect(state.narrative.kept).toEqual([]);
  });

  it("Death has struck: a character lost today means one Empathy roll, those strictly above it Misery +2", () => {
    const state = newCampaign(1, "death");
    group(state, [member("sasha"), member("pavel")]);
    inventory(state, {});
    state.lostToday = ["vera"];
    state.fate.deck = ["mending"];
    state.narrative.deck = [];
    state.narrative.discard = [];
    state.phase = "dawn";
    state.step = 5;
    state.draft = null;
    nextDie(state, 5);
    advance(state);
    // Sasha's Empathy 9 > 5: Misery +2; Pavel's 1 is not.
    expect(state.characters.map((c) => c.states.misery)).toEqual([2, 0]);
    expect(state.phase).toBe("day");
  });

  it("sends a character whose state reaches 4 to the epilogue on their level-4 token, and they are gone", () => {
    const state = newCampaign(1, "epilogue");
    group(state, [member("vera", { hunger: 3 }), member("marek")]);
    state.characters[0]!.tokens.hunger = "hunger-3b";
    inventory(state, { canned_food: 1 });
    while (state.draft?.kind === "day") confirm(state);
    edit(state, { kind: "food", character: "marek", item: "canned_food", n: 1 });
    confirm(state);
    expect(state.characters.map((c) => c.id)).toEqual(["marek"]);
    expect(state.log).toContainEqual({ kind: "lost", character: "vera", how: "died", cause: "hunger" });
    expect(state.log.some((e) => e.kind === "script" && e.entry === 901)).toBe(true);
  });
});

describe("bots", () => {
  it("play whole days with random legal moves, and whole campaigns to their end (1, 2, 4 and 6 seats)", () => {
    const days = new Set<number>();
    const phases = new Set<string>();
    for (const [i, seats] of [1, 2, 4, 6].entries()) {
      const result = playBotMatch(game, { seats, options: {}, seed: `bots-${i}` }, ["random"], {
        maxMoves: 20_000,
        onMove: (state) => {
          days.add(state.day);
          phases.add(state.phase);
          expect(state.characters.length).toBeLessThanOrEqual(4);
          for (const c of state.characters) for (const v of Object.values(c.states)) expect(v >= 0 && v <= 4).toBe(true);
        },
      });
      expect(result.outcome).not.toBeNull();
    }
    expect(days.size).toBeGreaterThanOrEqual(2);
    expect([...phases]).toEqual(expect.arrayContaining(["day", "dusk", "night", "scavenging", "raid", "dawn"]));
  });
});
