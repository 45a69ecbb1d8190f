import { describe, expect, it } from "vitest";
import { meets } from "../../src/games/natera/achievements.js";
import { ACHIEVEMENT_CONDITIONS, type AchievementCondition } from "../../src/games/natera/content/index.js";
import { achievementTiles } from "../../src/games/natera/content/achievements.js";
import type { NateraOptions } from "../../src/games/natera/types.js";
import { act, choose, game, hire, newGame, putTile, setResources, started } from "./fixtures.js";

type State = ReturnType<typeof started>;
const colonies = (state: State, ids: string[]) =>
  ids.forEach((id) => {
    putTile(state, id);
    state.locations[id]!.colony = 0;
  });
const tableau = (state: State, ids: string[]) => state.tribes[0]!.tableau.push(...ids);

/** For each condition: a state one step short of it, and the step. */
const CASES: Record<AchievementCondition, [(s: State) => void, (s: State) => void]> = {
  specialists5: [(s) => ["ns-01", "ns-02", "ns-03", "ns-04"].forEach((id) => hire(s, 0, id)), (s) => hire(s, 0, "ns-05")],
  specialistsCostSpread: [(s) => ["ns-09", "ns-10", "ns-01"].forEach((id) => hire(s, 0, id)), (s) => hire(s, 0, "ns-02")],
  specialistsNoTraining: [
    (s) => ["ns-01", "ns-05", "ns-06", "ns-02"].forEach((id) => hire(s, 0, id)),
    (s) => hire(s, 0, "ns-07"),
  ],
  specialistsDistinctVp: [
    (s) => ["ns-06", "ns-02", "ns-01", "ns-05"].forEach((id) => hire(s, 0, id)),
    (s) => hire(s, 0, "ns-10"),
  ],
  colonies4: [(s) => colonies(s, ["nl-agr-1a", "nl-agr-1b", "nl-urb-1a"]), (s) => colonies(s, ["nl-urb-1b"])],
  coloniesAgrUrbCoa: [(s) => colonies(s, ["nl-agr-1a", "nl-urb-1a", "nl-mil-1a"]), (s) => colonies(s, ["nl-coa-1a"])],
  coloniesAgrCoaMil: [(s) => colonies(s, ["nl-agr-1a", "nl-coa-1a", "nl-urb-1a"]), (s) => colonies(s, ["nl-mil-1a"])],
  coloniesHighTier: [(s) => colonies(s, ["nl-agr-2a", "nl-urb-3a", "nl-agr-1a"]), (s) => colonies(s, ["nl-mil-2b"])],
  prerequisites7: [
    (s) => tableau(s, ["nc-b13", "nc-b14", "nc-b15", "nc-b16", "nc-b17", "nc-b29"]),
    (s) => tableau(s, ["nc-b30"]),
  ],
  presencePrerequisites5: [(s) => tableau(s, ["nc-b13", "nc-b14", "nc-b15", "nc-b16", "nc-b29"]), (s) => tableau(s, ["nc-b17"])],
  allTracks3: [
    (s) => Object.assign(s.tribes[0]!.tracks, { agricultural: 3, urban: 3, military: 3, coastal: 2 }),
    (s) => (s.tribes[0]!.tracks.coastal = 3),
  ],
  trackPrerequisites4: [(s) => tableau(s, ["nc-b29", "nc-b30", "nc-b31", "nc-b13"]), (s) => tableau(s, ["nc-b32"])],
  growth8: [(s) => (s.tribes[0]!.growth = [0, 1, 2, 3, 4, 5, 6]), (s) => s.tribes[0]!.growth.push(7)],
  fullColumn: [(s) => (s.tribes[0]!.growth = [0, 3, 6, 9, 13]), (s) => s.tribes[0]!.growth.push(12)],
  adjacentRows: [(s) => (s.tribes[0]!.growth = [0, 1, 2, 3, 4, 7, 8]), (s) => s.tribes[0]!.growth.push(5)],
  scienceCards5: [(s) => tableau(s, ["nc-b08", "nc-b19", "nc-b33", "nc-a01", "nc-b01"]), (s) => tableau(s, ["nc-a02"])],
  improvements4: [(s) => tableau(s, ["nc-b01", "nc-b09", "nc-b10", "nc-b02"]), (s) => tableau(s, ["nc-b18"])],
  interactive3: [(s) => tableau(s, ["nc-b12", "nc-b23"]), (s) => tableau(s, ["nc-a07"])],
  advanced6: [(s) => tableau(s, ["nc-a01", "nc-a02", "nc-a03", "nc-a04", "nc-a05", "nc-b01"]), (s) => tableau(s, ["nc-a06"])],
  discoveries6: [(s) => tableau(s, ["nc-b07", "nc-b11", "nc-b17", "nc-b23", "nc-b34", "nc-b01"]), (s) => tableau(s, ["nc-a10"])],
};

describe("Natera achievements", () => {
  it("the four numbered sets: set N is the face numbered N of every letter (A.1, A.2 the faces of tile 1; A.3, A.4 of tile 2)", () => {
    const faces = (achievements: NateraOptions["achievements"]) =>
      newGame(2, "sets", { achievements })
        .spots.filter((s) => s.condition)
        .map((s) => `${s.id}:${s.condition}`);
    expect(faces("set1")).toEqual(achievementTiles.map((t) => `${t.id}:${t.faces[0]}`).filter((_, i) => i % 2 === 0));
    expect(faces("set2")).toEqual(achievementTiles.map((t) => `${t.id}:${t.faces[1]}`).filter((_, i) => i % 2 === 0));
    expect(faces("set3")).toEqual(achievementTiles.map((t) => `${t.id}:${t.faces[0]}`).filter((_, i) => i % 2 === 1));
    expect(faces("set4")).toEqual(achievementTiles.map((t) => `${t.id}:${t.faces[1]}`).filter((_, i) => i % 2 === 1));
    // Together the four sets show all 20 conditions; every set is the same whatever the seed.
    expect(new Set((["set1", "set2", "set3", "set4"] as const).flatMap(faces)).size).toBe(20);
    expect(newGame(3, "other", { achievements: "set3" }).spots.map((s) => s.condition)).toEqual(
      newGame(2, "sets", { achievements: "set3" }).spots.map((s) => s.condition),
    );
    expect(game.optionsSchema.safeParse({ achievements: "set5" }).success).toBe(false);
  });

  for (const condition of ACHIEVEMENT_CONDITIONS)
    it(`${condition}: met exactly when its condition holds`, () => {
      const state = started(["raccoons", "chimpanzees"]);
      const [short, step] = CASES[condition];
      short(state);
      expect(meets(state, 0, condition)).toBe(false);
      step(state);
      expect(meets(state, 0, condition)).toBe(true);
    });

  it("Chimpanzees' interchangeable tokens never count for achievements or prerequisites", () => {
    const state = started(["chimpanzees", "raccoons"]);
    setResources(state, 0, { intelligence: 5 });
    expect(meets(state, 0, "allTracks3")).toBe(false);
  });

  it("the server claims an achievement the moment it is met; the spot is then closed to others", () => {
    const state = started(["raccoons", "rabbits"]);
    state.spots[1] = { id: "na-b1", condition: "colonies4", zone: null, holder: null };
    colonies(state, ["nl-agr-1a", "nl-agr-1b", "nl-urb-1a"]);
    setResources(state, 0, { materials: 10 });
    act(state, 0, { type: "colony", location: "nl-urb-1b" });
    expect(state.spots[1]!.holder).toBe(0);
    expect(state.tribes[0]!.tokens).toBe(2);
    for (const id of ["nl-mil-1a", "nl-mil-1b", "nl-coa-1a", "nl-coa-1b"]) state.locations[id]!.colony = 1;
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    expect(state.spots[1]!.holder).toBe(0);
    // The token stays even if the condition later fails.
    state.locations["nl-agr-1a"]!.colony = null;
    act(state, 0, { type: "pass" });
    expect(state.spots[1]!.holder).toBe(0);
  });

  it("the level-10 spot goes to the first tribe to reach 10 on that track", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tracks.urban = 9;
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    expect(state.spots.find((s) => s.id === "track-urban")!.holder).toBe(0);
  });

  it("Ruling: a tribe meeting more achievements than it has tokens chooses; a tribe without tokens claims nothing and the spot stays open", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tokens = 1;
    state.tribes[0]!.leaders = 0;
    state.tribes[0]!.tracks.urban = 9;
    state.spots[4] = { id: "na-e1", condition: "improvements4", zone: null, holder: null };
    // One move meets two at once: the urban track at 10, and four improvements put in play by hand.
    state.tribes[0]!.tableau.push("nc-b01", "nc-b09", "nc-b10", "nc-b18");
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "claim" });
    expect(state.prompt!.options.sort()).toEqual(["na-e1", "track-urban"]);
    choose(state, "track-urban");
    expect(state.tribes[0]!.tokens).toBe(0);
    expect(state.spots.find((s) => s.id === "na-e1")!.holder).toBeNull();
    state.tribes[0]!.tracks.agricultural = 10;
    act(state, 0, { type: "endTurn" });
    expect(state.spots.find((s) => s.id === "track-agricultural")!.holder).toBeNull();
    expect(state.spots.find((s) => s.id === "na-e1")!.holder).toBeNull();
  });
});
