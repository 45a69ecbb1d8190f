import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { returnExploration } from "../../src/games/this-war-of-mine/expedition.js";
import { newExpedition, resolveCard } from "../../src/games/this-war-of-mine/scavenging.js";
import { openScript, runCardScript } from "../../src/games/this-war-of-mine/scripting.js";
import type { TwomCharacter, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, game, group, inventory, member, newCampaign, nextDie, nextDraws } from "./game.js";

/** Exploring a Location with these scavengers; the Exploration area as given. */
function exploring(seed: string, scavengers: TwomCharacter[], area: string[] = []): TwomState {
  const state = newCampaign(1, seed);
  group(state, scavengers);
  for (const c of state.characters) c.task = "scavenging";
  inventory(state, {});
  state.scene = "scavenging";
  state.phase = "scavenging";
  state.location = "school";
  state.noise = 1;
  state.expedition = { ...newExpedition(), stage: "card", space: 0, unknown: ["x-kitchen", "x-office", "x-stairwell"], area };
  state.exploration.deck = state.exploration.deck.filter((c) => !state.expedition!.unknown.includes(c));
  state.draft = null;
  return state;
}

/** Resolves an Exploration card's option, the noise roll quiet. */
function take(state: TwomState, card: string, option: number): void {
  state.expedition!.current = card;
  nextDie(state, 10);
  resolveCard(state, option);
}

describe("scavenging abilities", () => {
  it("Dunja's light step ignores the first Noise raise of the scavenging, not the second", () => {
    const state = exploring("light-step", [member("dunja"), member("marek")]);
    take(state, "x-creaking-boards", 0);
    expect(state.noise).toBe(1);
    expect(state.expedition!.usedOnce).toEqual(["dunja:light-step"]);
    take(state, "x-creaking-boards", 0);
    expect(state.noise).toBe(2);
    // Without her, every raise counts.
    const without = exploring("no-light-step", [member("marek")]);
    take(without, "x-creaking-boards", 0);
    expect(without.noise).toBe(2);
  });

  it("Dunja waiting on the Finds pile (after a death) does not lighten anyone's step", () => {
    const state = exploring("light-step-waiting", [member("dunja"), member("marek")]);
    state.expedition!.waiting = ["dunja"];
    take(state, "x-creaking-boards", 0);
    expect(state.noise).toBe(2);
  });
});

describe("the sneak attack from a Hiding place", () => {
  const fightAt = (state: TwomState) => {
    runCardScript(state, [
      {
        kind: "combat",
        enemies: [{ kind: "civilian", weapon: "melee", n: 2 }],
        outcomes: { won: "return", fled: "return", lost: "return" },
      },
    ]);
    advance(state);
    for (const e of state.combat!.enemies) e.prowess = 0;
  };

  it("spends a kept Hiding place: only the group rolls first, then the first round is fought as usual", () => {
    const state = exploring("ambush", [member("marek")], ["x-hiding-closet"]);
    state.finds = { hatchet: 1 };
    fightAt(state);
    expect(state.combat!.ambush).toBe(true);
    expect(state.draft).toMatchObject({ kind: "fight", weapons: { marek: "hatchet" } });
    // Marek's sneak attack: a hatchet's kill face (yellow index 4) kills an enemy outright; the enemies do not roll.
    nextDraws(state, [[6, 4]]);
    confirm(state);
    expect(state.combat!.stage).toBe("ambush");
    expect(state.combat!.rolls.map((r) => r.who)).toEqual(["marek"]);
    expect(state.expedition!.area).toEqual([]);
    expect(state.exploration.discard).toContain("x-hiding-closet");
    while (state.draft?.kind === "rolls") confirm(state);
    confirm(state); // the hit on the first enemy
    expect(state.combat!.enemies.filter((e) => e.dead)).toHaveLength(1);
    // A normal round follows: the survivor rolls too (its die among this sub-step's rolls).
    expect(state.combat!.stage).toBe("others");
    expect(state.combat!.rolls.some((r) => r.who === 1)).toBe(true);
  });

  it("without a kept Hiding place the fight opens as usual: both sides roll in the first round", () => {
    const state = exploring("no-ambush", [member("marek")]);
    state.finds = { hatchet: 1 };
    fightAt(state);
    expect(state.combat!.ambush).toBeUndefined();
    nextDraws(state, [[6, 1]]);
    confirm(state);
    expect(state.combat!.stage).toBe("others");
    expect(state.combat!.rolls.some((r) => typeof r.who === "number")).toBe(true);
  });
});

describe("the Snipers kind of Event", () => {
  /** The Location draft of tonight's scavenging, with the sniper's card face up. */
  function settingOut(seed: string, scavengers: TwomCharacter[]): TwomState {
    const state = newCampaign(1, seed);
    group(state, [...scavengers, member("vera")]);
    for (const c of scavengers) state.characters.find((x) => x.id === c.id)!.task = "scavenging";
    state.characters.find((x) => x.id === "vera")!.task = "guard";
    inventory(state, {});
    state.locations.spaces = ["school", "tram-depot", "villa"];
    state.faceUpEvents = ["sniper-on-the-hill"];
    state.phase = "scavenging";
    state.step = 0;
    state.draft = null;
    advance(state);
    return state;
  }

  it("shoots at the scavengers in turn as they set out, stops at the first hit, and leaves", () => {
    const state = settingOut("sniper", [member("marek"), member("ines")]);
    edit(state, { kind: "location", space: 2 });
    // Red faces: out of ammo (a blank here), then 2 (a hit: 2 Wounds) — Ines is never shot at.
    nextDraws(state, [
      [6, 0],
      [6, 2],
    ]);
    confirm(state);
    const shots = state.log.filter((e) => e.kind === "roll" && e.what === "sniper");
    expect(shots.map((e) => e.kind === "roll" && e.character)).toEqual(["marek", "ines"]);
    expect(state.characters.map((c) => c.states.wounds)).toEqual([0, 2, 0]);
    expect(state.faceUpEvents).toEqual([]);
    expect(state.eventDiscard).toContain("sniper-on-the-hill");
  });

  it("never shoots at those at home, and all may come through unhurt", () => {
    const state = settingOut("sniper-miss", [member("marek")]);
    edit(state, { kind: "location", space: 2 });
    nextDraws(state, [[6, 5]]);
    confirm(state);
    expect(state.characters.map((c) => c.states.wounds)).toEqual([0, 0]);
    expect(state.log.filter((e) => e.kind === "roll" && e.what === "sniper")).toHaveLength(1);
    expect(state.faceUpEvents).toEqual([]);
  });
});

describe("Olek's good ear", () => {
  it("pays 1 Fatigue to show everyone the top Unknown card before it is drawn; returned, it is hidden again", () => {
    const state = exploring("good-ear", [member("olek"), member("marek")]);
    state.expedition!.stage = "explore";
    state.draft = { kind: "explore", act: null };
    expect(game.legalMoves(state, state.leader)).toContainEqual({ type: "edit", edit: { kind: "act", act: { kind: "listen" } } });
    edit(state, { kind: "act", act: { kind: "listen" } });
    confirm(state);
    expect(state.characters[0]!.states.fatigue).toBe(1);
    expect(game.publicView(state).expedition!.heard).toBe("x-kitchen");
    expect(game.hiddenFrom(state)).not.toContain("x-kitchen");
    expect(game.hiddenFrom(state)).toContain("x-office");
    // Once heard, not again until the top changes.
    expect(game.legalMoves(state, state.leader)).not.toContainEqual({
      type: "edit",
      edit: { kind: "act", act: { kind: "listen" } },
    });
    returnExploration(state, 1);
    expect(game.publicView(state).expedition!.heard).toBeNull();
    expect(game.hiddenFrom(state)).toContain("x-kitchen");
    expect(JSON.stringify(game.publicView(state))).not.toContain("x-kitchen");
  });

  it("is not offered without Olek exploring", () => {
    const state = exploring("no-ear", [member("marek")]);
    state.expedition!.stage = "explore";
    state.draft = { kind: "explore", act: null };
    expect(game.legalMoves(state, state.leader)).not.toContainEqual({
      type: "edit",
      edit: { kind: "act", act: { kind: "listen" } },
    });
  });
});

describe("Ines's storyteller", () => {
  const told = (state: TwomState) =>
    state.log
      .filter((e) => e.kind === "state" && e.why === "storyteller")
      .map((e) => (e.kind === "state" ? [e.character, e.to] : []));
  const shelter = (seed: string, ines: TwomCharacter) => {
    const state = newCampaign(1, seed);
    group(state, [ines, member("marek", { misery: 3 }), member("vera", { misery: 1 })]);
    state.scene = "shelter";
    state.script = null;
    return state;
  };

  it("once a day, a script read at the shelter lowers the most miserable present character's Misery by 1", () => {
    const state = shelter("storyteller", member("ines"));
    openScript(state, 800, null);
    expect(told(state)).toEqual([["marek", 2]]);
    state.script = null;
    openScript(state, 800, null);
    expect(told(state)).toHaveLength(1);
  });

  it("not while she sleeps, nor for a script read while scavenging", () => {
    const asleep = shelter("storyteller-asleep", member("ines", { fatigue: 4 }));
    openScript(asleep, 800, null);
    expect(told(asleep)).toEqual([]);
    const away = shelter("storyteller-away", member("ines"));
    away.scene = "scavenging";
    openScript(away, 440, null);
    expect(told(away)).toEqual([]);
  });
});
