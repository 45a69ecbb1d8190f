import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { exploreActs, newExpedition, resolveExplore, SWAP_RETURNS } from "../../src/games/this-war-of-mine/scavenging.js";
import { applyScriptEvents } from "../../src/games/this-war-of-mine/scripting.js";
import { holds } from "../../src/games/this-war-of-mine/scripts/index.js";
import type { TwomCharacter, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, game, group, inventory, member, newCampaign } from "./game.js";

/**
 * The scavenging rules of the digest's Scavenging 5, 7 and 8 (RAS 534): Residents placed in the
 * Exploration area, the Location swap at the start or end, people carried home.
 */
function exploring(seed: string, scavengers: TwomCharacter[], unknown = 6): TwomState {
  const state = newCampaign(1, seed);
  group(state, scavengers);
  for (const c of state.characters) c.task = "scavenging";
  inventory(state, {});
  state.scene = "scavenging";
  state.phase = "scavenging";
  state.locations.spaces = ["school", "tram-depot", "villa"];
  state.locations.deck = state.locations.deck.filter((l) => !state.locations.spaces.includes(l));
  state.location = "school";
  state.noise = 1;
  state.expedition = {
    ...newExpedition(),
    stage: "explore",
    space: 0,
    unknown: state.exploration.deck.splice(0, unknown),
  };
  state.unknownLeft = unknown;
  state.draft = null;
  state.script = null;
  return state;
}

const closeScript = (state: TwomState) => {
  state.script = null;
  state.draft = null;
};

describe("Residents placed in the Exploration area", () => {
  it("Civilians, Vagrants and Survivors met stay in the area, shown to all, and scripts can tell; Thugs and Soldiers do not", () => {
    const state = exploring("residents-area", [member("vera")]);
    state.residents.deck = [
      "old-couple",
      "looters",
      ...state.residents.deck.filter((r) => r !== "old-couple" && r !== "looters"),
    ];
    state.expedition!.encounters = 1;
    advance(state);
    expect(state.expedition!.residents).toEqual([{ card: "old-couple", kind: "civilians" }]);
    expect(game.publicView(state).expedition!.residents).toEqual([{ card: "old-couple", kind: "civilians" }]);
    expect(holds(state, { kind: "resident", of: "civilians" }, { actor: null, affected: [] })).toBe(true);
    expect(holds(state, { kind: "resident", of: "vagrants" }, { actor: null, affected: [] })).toBe(false);
    closeScript(state);
    state.expedition!.encounters = 1;
    advance(state);
    expect(state.expedition!.met).toEqual(["looters"]);
    expect(state.expedition!.residents).toHaveLength(1);
  });

  it("they go back into the Residents deck at Choose finds", () => {
    const state = exploring("residents-back", [member("vera")]);
    state.residents.deck = ["lost-boy", ...state.residents.deck.filter((r) => r !== "lost-boy")];
    state.expedition!.encounters = 1;
    advance(state);
    expect(state.residents.deck).not.toContain("lost-boy");
    closeScript(state);
    state.expedition!.ended = true;
    advance(state);
    expect(state.expedition!.stage).toBe("choose");
    expect(state.residents.deck).toContain("lost-boy");
    expect(state.expedition!.residents).toEqual([]);
    expect(holds(state, { kind: "resident" }, { actor: null, affected: [] })).toBe(false);
  });
});

describe("the Location swap at scavenging (RAS 534)", () => {
  it("at the start: 4 Unknown cards returned replace another Location in play, into the same space; not the current one", () => {
    const state = exploring("swap-start", [member("vera")]);
    state.stash.villa = { books: 1 };
    const swaps = exploreActs(state).filter((a) => a.kind === "swap");
    expect(swaps).toEqual([
      { kind: "swap", space: 1 },
      { kind: "swap", space: 2 },
    ]);
    const before = state.exploration.deck.length;
    resolveExplore(state, { kind: "swap", space: 2 });
    expect(state.locations.spaces[0]).toBe("school");
    expect(state.locations.spaces[1]).toBe("tram-depot");
    expect(state.locations.spaces[2]).not.toBe("villa");
    expect(state.locations.removed).toContain("villa");
    expect(state.stash.villa).toBeUndefined();
    expect(state.expedition!.unknown).toHaveLength(6 - SWAP_RETURNS);
    expect(state.exploration.deck.length).toBe(before + SWAP_RETURNS);
    expect(state.expedition!.ended).toBe(false);
    // Once per scavenging.
    expect(exploreActs(state).some((a) => a.kind === "swap")).toBe(false);
  });

  it("not once a card is drawn, until the group could end: then the current Location too, and the exploration ends", () => {
    const state = exploring("swap-end", [member("vera")], 8);
    resolveExplore(state, { kind: "draw" });
    state.expedition!.current = null;
    expect(exploreActs(state).some((a) => a.kind === "swap")).toBe(false);
    state.expedition!.mayEnd = true;
    expect(exploreActs(state).filter((a) => a.kind === "swap")).toHaveLength(3);
    resolveExplore(state, { kind: "swap", space: 0 });
    expect(state.locations.spaces[0]).not.toBe("school");
    expect(state.expedition!.ended).toBe(true);
    // Choose finds: nothing can be hidden on a Location that left play.
    state.finds = { books: 2 };
    advance(state);
    expect(state.draft?.kind).toBe("carry");
    expect(game.legalMoves(state, state.leader).some((m) => m.type === "edit" && m.edit.kind === "stash")).toBe(false);
  });

  it("needs 4 cards left on the Unknown", () => {
    const state = exploring("swap-short", [member("vera")], 3);
    expect(exploreActs(state).some((a) => a.kind === "swap")).toBe(false);
  });
});

describe("people carried home", () => {
  it("a person weighs in the Backpacks before any item, and arrives home (the script's flag) at Choose finds", () => {
    const state = exploring("carry-person", [member("vera")]);
    applyScriptEvents(state, [{ kind: "carryHome", person: "danek", weight: 3, flag: "helped_boy" }]);
    state.finds = { books: 4 };
    state.expedition!.ended = true;
    advance(state);
    // Vera's Backpack is 4: the boy (3) and one book.
    expect(state.draft).toMatchObject({ kind: "carry", keep: { books: 1 } });
    edit(state, { kind: "carry", item: "books", n: 2 });
    expect(game.publicView(state).draftProblem).toMatch(/too heavy/);
    edit(state, { kind: "carry", item: "books", n: 1 });
    confirm(state);
    expect(state.flags.helped_boy).toBe(1);
    expect((state.finds.books ?? 0) + (state.inventory.books ?? 0)).toBe(1);
  });

  it("one who does not fit is left behind: the flag is not set", () => {
    const state = exploring("carry-person-left", [member("lena")]);
    applyScriptEvents(state, [{ kind: "carryHome", person: "danek", weight: 5, flag: "helped_boy" }]);
    state.expedition!.ended = true;
    advance(state);
    confirm(state);
    expect(state.flags.helped_boy).toBeUndefined();
    expect(state.log.some((e) => e.kind === "scavenging" && e.what === "person-left")).toBe(true);
  });
});

describe("Olek's good ear at an 'or end' point", () => {
  it("listening resolves no card: the group may still end the exploration after it", () => {
    const state = exploring("listen-end", [member("olek")]);
    state.expedition!.mayEnd = true;
    resolveExplore(state, { kind: "listen" });
    expect(state.expedition!.heard).toBe(state.expedition!.unknown[0]);
    expect(exploreActs(state)).toContainEqual({ kind: "end" });
  });
});
