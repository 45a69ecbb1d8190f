import { describe, expect, it } from "vitest";
import type { Zone } from "../../src/games/natera/content/index.js";
import { finalScoring, scoreSheet, trackPoints } from "../../src/games/natera/scoring.js";
import { game, hire, started } from "./fixtures.js";

type State = ReturnType<typeof started>;
const levels = (state: State, zone: Zone, values: number[], holder: number | null) => {
  values.forEach((v, seat) => (state.tribes[seat]!.tracks[zone] = v));
  state.discs[zone] = holder;
};
const four = () => started(["raccoons", "rabbits", "crows", "chimpanzees"]);

describe("Natera track ranks", () => {
  it("the disc holder is 1st whatever its level; 2nd and 3rd by level among the others", () => {
    const state = four();
    levels(state, "urban", [2, 5, 3, 0], 0);
    expect(trackPoints(state, "urban")).toEqual([7, 3, 1, 0]);
  });
  it("a tie for 2nd shares 3 + 1 rounded down and no 3rd is awarded", () => {
    const state = four();
    levels(state, "urban", [2, 4, 4, 2], 0);
    expect(trackPoints(state, "urban")).toEqual([7, 2, 2, 0]);
  });
  it("a tie for 3rd gives 1 each", () => {
    const state = four();
    levels(state, "urban", [2, 5, 3, 3], 0);
    expect(trackPoints(state, "urban")).toEqual([7, 3, 1, 1]);
  });
  it("Ruling: with no holder, 1st goes by level; two tied 1sts share 7 + 3, and the next level is 3rd", () => {
    const state = four();
    levels(state, "urban", [4, 4, 2, 1], null);
    expect(trackPoints(state, "urban")).toEqual([5, 5, 1, 0]);
  });
  it("Ruling: three tied 1sts share 7 + 3 + 1; level 0 takes no rank", () => {
    const state = four();
    levels(state, "urban", [3, 3, 3, 1], null);
    expect(trackPoints(state, "urban")).toEqual([3, 3, 3, 0]);
    levels(state, "coastal", [2, 0, 0, 0], null);
    expect(trackPoints(state, "coastal")).toEqual([7, 0, 0, 0]);
  });
});

describe("Natera final scoring", () => {
  it("adds achievements, colonies (Turtles 2 each), top Science boxes, specialists (special values too), cards and tracks", () => {
    const state = started(["turtles", "raccoons"]);
    const t = state.tribes[0]!;
    state.spots[0]!.holder = 0;
    t.face = "nsb-1a";
    t.growth = [1, 4, 7, 10, 13];
    hire(state, 0, "ns-33"); // the Sculptor: a flat 3 ◆
    hire(state, 0, "ns-12"); // the Chronicler and the Curator: 1 ◆ per specialist hired
    hire(state, 0, "ns-40");
    t.tableau.push("nc-a14", "nc-b01");
    levels(state, "military", [3, 1], null);
    const sheet = scoreSheet(state, 0);
    // Cards: Fortress (nc-a14) 3 ◆ since pass 11, Aquaponics none.
    expect(sheet).toMatchObject({ achievements: 7, colonies: 2, science: 4, specialists: 3 + 3 + 3, cards: 3, tracks: 7 });
    expect(sheet.total).toBe(7 + 2 + 4 + 9 + 3 + 7);
  });

  it("Ruling: late claims — tiles already claimed that a tribe with tokens meets at the end, 3 each; never a level-10 spot nor its own tile", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    state.spots[0] = { id: "na-c2", condition: "allTracks3", zone: null, holder: 0 };
    state.spots.find((s) => s.id === "track-urban")!.holder = 0;
    for (const seat of [0, 1, 2])
      Object.assign(state.tribes[seat]!.tracks, { agricultural: 3, urban: 10, military: 3, coastal: 3 });
    state.tribes[2]!.tokens = 0;
    finalScoring(state);
    expect(state.lateClaims).toEqual([[1, "na-c2"]]);
    expect(scoreSheet(state, 1).lateClaims).toBe(3);
    expect(state.tribes[1]!.tokens).toBe(2);
  });

  it("the winner has most points; ties go to the higher sum of levels, then more Materials, then a shared victory", () => {
    const state = started(["raccoons", "rabbits"]);
    state.phase = "over";
    state.tribes.forEach((t) => (t.res.materials = 0));
    levels(state, "agricultural", [4, 0], null);
    levels(state, "urban", [0, 2], null);
    expect(game.outcome(state)).toMatchObject({ winners: [0], reason: "TIE_LEVELS", scores: [7, 7] });
    levels(state, "agricultural", [2, 0], null);
    state.tribes[1]!.res.materials = 3;
    expect(game.outcome(state)).toMatchObject({ winners: [1], reason: "TIE_MATERIALS" });
    state.tribes[0]!.res.materials = 3;
    expect(game.outcome(state)).toMatchObject({ winners: [0, 1], reason: "TIE_SHARED" });
    levels(state, "coastal", [1, 0], null);
    expect(game.outcome(state)).toMatchObject({ winners: [0], reason: "MOST_POINTS", scores: [14, 7] });
  });
});
