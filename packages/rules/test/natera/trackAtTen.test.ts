import { describe, expect, it } from "vitest";
import { seedRng } from "../../src/engine/index.js";
import { greedy } from "../../src/games/natera/bots/greedy.js";
import { content, ZONES, type Zone } from "../../src/games/natera/content/index.js";
import type { NateraState } from "../../src/games/natera/types.js";
import { act, choose, giveCards, putTile, setResources, setRiver, settle, started } from "./fixtures.js";

/**
 * Issue 35, item 4. "+1 authority on a track of your choice" may name a track at 10, and the gain
 * is lost (digest: "gains beyond 10 are lost"; only the −1 is limited to tracks at 1 or more). It
 * comes from Military TIER 1 and TIER 2, the Bears' Forest deploys, the Rabbits' production, cards
 * and specialists; each is tried here on a hand-built state. The tribe has no achievement token
 * left, so reaching 10 asks nothing else.
 */
const sorted = (options: readonly string[] | undefined) => [...(options ?? [])].sort();
const ALL = sorted(ZONES);

function atLevels(state: NateraState, seat: number, tracks: Partial<Record<Zone, number>>): void {
  const t = state.tribes[seat]!;
  t.tracks = { agricultural: 0, urban: 0, military: 0, coastal: 0, ...tracks };
  t.tokens = 0;
}

describe("Natera: +1 authority on a track at 10 is offered, and the gain is lost", () => {
  it("Military TIER 1: the +1 may name a track at 10 (the −1 still only tracks at 1 or more); the questions say which", () => {
    const state = started(["raccoons", "rabbits"]);
    atLevels(state, 0, { agricultural: 10, urban: 4 });
    act(state, 0, { type: "deploy", location: "nl-mil-1a" });
    choose(state, "explorer");
    choose(state, "basic");
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    expect(sorted(state.prompt!.options)).toEqual(ALL);
    choose(state, "agricultural");
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityDown" });
    expect(sorted(state.prompt!.options)).toEqual(["agricultural", "military", "urban"]);
    choose(state, "urban");
    expect(state.tribes[0]!.tracks).toEqual({ agricultural: 10, urban: 3, military: 1, coastal: 0 });
  });

  it("Military TIER 2: with one track below 10 the tribe still chooses (it may keep that track where it is)", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-mil-2b");
    atLevels(state, 0, { agricultural: 10, urban: 10, military: 10, coastal: 2 });
    act(state, 0, { type: "deploy", location: "nl-mil-2b" });
    choose(state, "explorer");
    // Reaching 3 on Coastal would reveal its TIER 2 tiles to every tribe: a reason to waste the gain.
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    expect(sorted(state.prompt!.options)).toEqual(ALL);
    choose(state, "urban");
    expect(state.tribes[0]!.tracks).toEqual({ agricultural: 10, urban: 10, military: 10, coastal: 2 });
  });

  it("Ruling: every track at 10 — nothing to choose, so nothing is asked; the log says the gain is lost", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-mil-2b");
    atLevels(state, 0, { agricultural: 10, urban: 10, military: 10, coastal: 10 });
    act(state, 0, { type: "deploy", location: "nl-mil-2b" });
    choose(state, "explorer");
    expect(state.prompt).toBeNull();
    expect(state.log.filter((e) => e.what === "authorityLost").map((e) => e.seat)).toEqual([0]);
    expect(Object.values(state.tribes[0]!.tracks)).toEqual([10, 10, 10, 10]);
  });

  it("Bears: the +1 of a Forest deploy may name a track at 10", () => {
    const state = started(["bears", "raccoons"]);
    atLevels(state, 0, { coastal: 10 });
    act(state, 0, { type: "deploy", location: "nl-for-0a" });
    choose(state, state.tribes[0]!.hand[0]!);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    expect(sorted(state.prompt!.options)).toEqual(ALL);
    choose(state, "coastal");
    expect(state.tribes[0]!.tracks).toEqual({ agricultural: 0, urban: 0, military: 0, coastal: 10 });
  });

  it("Rabbits: the production's +1 may name a track at 10", () => {
    const state = started(["rabbits", "raccoons"]);
    atLevels(state, 0, { urban: 10 });
    act(state, 0, { type: "pass" });
    act(state, 1, { type: "pass" });
    const asked: string[][] = [];
    settle(state, (kind, options) => {
      if (kind !== "authorityUp") return undefined;
      asked.push(sorted(options));
      return options.includes("urban") ? "urban" : undefined;
    });
    expect(asked).toEqual([ALL]);
    expect(state.tribes[0]!.tracks).toEqual({ agricultural: 0, urban: 10, military: 0, coastal: 0 });
  });

  it("a card (Watchtower): its +1 may name a track at 10", () => {
    const state = started(["raccoons", "rabbits"]);
    atLevels(state, 0, { military: 10 });
    giveCards(state, 0, ["nc-b29"]);
    setResources(state, 0, { intelligence: content.cards["nc-b29"]!.cost.intelligence });
    act(state, 0, { type: "play", card: "nc-b29" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    expect(sorted(state.prompt!.options)).toEqual(ALL);
    choose(state, "military");
    expect(state.tribes[0]!.tracks.military).toBe(10);
    expect(state.tribes[0]!.tableau).toContain("nc-b29");
  });

  it("a specialist (Diplomat): its hire reward and its ability may name a track at 10", () => {
    const state = started(["raccoons", "rabbits"]);
    const diplomat = content.specialists["ns-09"]!;
    atLevels(state, 0, { coastal: 10 });
    setRiver(state, ["ns-09"]);
    setResources(state, 0, { food: diplomat.cost });
    act(state, 0, { type: "hire", card: "ns-09" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    expect(sorted(state.prompt!.options)).toEqual(ALL);
    choose(state, "coastal");
    settle(state);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    setResources(state, 0, diplomat.ability.cost);
    act(state, 0, { type: "ability", source: "ns-09" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    expect(sorted(state.prompt!.options)).toEqual(ALL);
    choose(state, "coastal");
    expect(state.tribes[0]!.tracks.coastal).toBe(10);
  });

  it("the greedy bot does not waste the gain on a track at 10 when another track still rises", () => {
    for (let i = 0; i < 12; i++) {
      const state = started(["raccoons", "rabbits"]);
      putTile(state, "nl-mil-2b");
      atLevels(state, 0, { agricultural: 10, urban: 10, military: 10, coastal: 7 });
      // Coastal's disc and first place are the other tribe's whatever happens: only the level itself moves.
      state.tribes[1]!.tracks.coastal = 10;
      state.discs.coastal = 1;
      act(state, 0, { type: "deploy", location: "nl-mil-2b" });
      choose(state, "explorer");
      expect(sorted(state.prompt!.options)).toEqual(ALL);
      expect(greedy(state, 0, seedRng(`track-at-10-${i}`))).toEqual({ type: "choose", option: "coastal" });
    }
  });
});
