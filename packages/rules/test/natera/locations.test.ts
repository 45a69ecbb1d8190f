import { describe, expect, it } from "vitest";
import { content } from "../../src/games/natera/content/index.js";
import { refusal } from "../refusal.js";
import { act, choose, game, giveCards, legal, putTile, setResources, setRiver, settle, started } from "./fixtures.js";

const deploys = (state: ReturnType<typeof started>, seat: number) =>
  legal(state, seat).flatMap((m) => (m.type === "deploy" ? [m.location] : []));

describe("Natera locations and deploying", () => {
  it("TIER 2 tiles are revealed by the first tribe to reach 3 and usable only at 3 or more, checked at the moment of use", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tracks.agricultural = 2;
    const tier2 = Object.keys(state.locations).filter(
      (id) => content.locations[id]!.zone === "agricultural" && content.locations[id]!.tier === 2,
    );
    expect(tier2.every((id) => !state.locations[id]!.revealed)).toBe(true);
    expect(deploys(state, 0).some((id) => tier2.includes(id))).toBe(false);
    act(state, 0, { type: "deploy", location: "nl-agr-1b" });
    settle(state);
    expect(tier2.every((id) => state.locations[id]!.revealed)).toBe(true);
    act(state, 0, { type: "endTurn" });
    // Discovered, but the Rabbits at 0 may not use them.
    expect(deploys(state, 1).some((id) => tier2.includes(id))).toBe(false);
    act(state, 1, { type: "pass" });
    setResources(state, 0, { food: 10, endurance: 5 });
    expect(deploys(state, 0).filter((id) => tier2.includes(id)).length).toBeGreaterThan(0);
    // Falling below 3 later closes them again for this tribe.
    state.tribes[0]!.tracks.agricultural = 2;
    expect(deploys(state, 0).some((id) => tier2.includes(id))).toBe(false);
  });

  it("the TIER 3 tile is revealed at 6; gains beyond 10 are lost", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tracks.military = 5;
    const tier3 = Object.keys(state.locations).find(
      (id) => content.locations[id]!.zone === "military" && content.locations[id]!.tier === 3,
    )!;
    act(state, 0, { type: "deploy", location: "nl-mil-1b" });
    settle(state);
    expect(state.locations[tier3]!.revealed).toBe(true);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    state.tribes[0]!.tracks.military = 10;
    act(state, 0, { type: "deploy", location: "nl-mil-1a" });
    settle(state);
    expect(state.tribes[0]!.tracks.military).toBe(10);
  });

  it("explorers share a location, a leader may join them, then it is closed; never two of one's own pawns", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "leader");
    act(state, 1, { type: "endTurn" });
    expect(refusal(() => act(state, 2, { type: "deploy", location: "nl-urb-1a" }))).toBe("PLACE_CLOSED");
    act(state, 2, { type: "pass" });
    expect(refusal(() => act(state, 0, { type: "deploy", location: "nl-urb-1a" }))).toBe("PLACE_CLOSED");
    // A colony never blocks.
    state.locations["nl-agr-1a"]!.colony = 2;
    expect(deploys(state, 0)).toContain("nl-agr-1a");
  });

  it("the rulebook's example: a Raccoon on an Agricultural TIER 2 with another tribe's colony", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-agr-2c");
    state.locations["nl-agr-2c"]!.colony = 1;
    state.tribes[0]!.tracks.agricultural = 3;
    state.tribes[0]!.tracks.urban = 2;
    setResources(state, 0, {});
    setResources(state, 1, {});
    act(state, 0, { type: "deploy", location: "nl-agr-2c" });
    choose(state, "explorer");
    // +1 Agricultural first; then 5 Endurance and −1 on a track of choice (only tracks at 1 or more).
    expect(state.tribes[0]!.tracks.agricultural).toBe(4);
    expect(state.prompt!.options.sort()).toEqual(["agricultural", "urban"]);
    choose(state, "urban");
    expect(state.tribes[0]!.res.endurance).toBe(5);
    expect(state.tribes[0]!.tracks.urban).toBe(1);
    expect(state.tribes[1]!.res.agility).toBe(2);
  });

  it("Mole food comes when another tribe's pawn joins a mole: 4 Food to the Moles, 2 to that tribe", () => {
    const state = started(["moles", "raccoons"]);
    setResources(state, 0, {});
    setResources(state, 1, {});
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    expect(state.tribes[0]!.res.food).toBe(4);
    expect(state.tribes[1]!.res.food).toBe(2);
  });

  it("Ruling: a Forest location needs a card to discard; Urban's draw 3, discard 1 draws first", () => {
    const state = started(["raccoons", "rabbits"]);
    const hand = state.tribes[0]!.hand.splice(0);
    expect(deploys(state, 0).some((id) => id.startsWith("nl-for"))).toBe(false);
    putTile(state, "nl-urb-2b");
    state.tribes[0]!.tracks.urban = 3;
    expect(deploys(state, 0)).toContain("nl-urb-2b");
    state.tribes[0]!.hand.push(hand[0]!);
    setResources(state, 0, {});
    act(state, 0, { type: "deploy", location: "nl-for-0a" });
    choose(state, "explorer");
    expect(state.tribes[0]!.hand).toHaveLength(0);
    expect(state.tribes[0]!.res.endurance).toBe(5);
  });

  it("an exchange must be payable: Coastal TIER 1 takes 2 Food", () => {
    const state = started(["raccoons", "rabbits"]);
    setResources(state, 0, { food: 1 });
    expect(deploys(state, 0)).not.toContain("nl-coa-1a");
    setResources(state, 0, { food: 2 });
    act(state, 0, { type: "deploy", location: "nl-coa-1a" });
    choose(state, "explorer");
    expect(state.tribes[0]!.res).toMatchObject({ food: 0, intelligence: 2 });
  });

  it("Ruling: the Coastal hire needs a specialist of printed cost ≤ 18 in the river and costs exactly 5 Food", () => {
    const state = started(["reptiles", "rabbits"]);
    putTile(state, "nl-coa-3a");
    state.tribes[0]!.tracks.coastal = 6;
    setResources(state, 0, { food: 5 });
    setRiver(state, ["ns-09", "ns-10", "ns-11", "ns-12", "ns-13"]);
    expect(deploys(state, 0)).not.toContain("nl-coa-3a");
    setRiver(state, ["ns-08", "ns-10", "ns-11", "ns-12", "ns-13"]);
    act(state, 0, { type: "deploy", location: "nl-coa-3a" });
    choose(state, "explorer");
    expect(state.prompt!.options).toEqual(["ns-08", "skip"]);
    choose(state, "ns-08");
    expect(state.tribes[0]!.specialists).toEqual(["ns-08"]);
    expect(state.tribes[0]!.res.food).toBe(0);
    expect(state.tribes[0]!.res.materials).toBe(4);
  });

  it("Ruling: a copy resolves the target's reward with its costs, places nothing, and never copies a copy; two targets differ", () => {
    const state = started(["raccoons", "rabbits"]);
    for (const id of ["nl-mil-2c", "nl-mil-2d", "nl-mil-3a", "nl-mil-3c"]) putTile(state, id);
    state.tribes[0]!.tracks.military = 6;
    setResources(state, 0, {});
    act(state, 0, { type: "deploy", location: "nl-mil-3c" });
    choose(state, "explorer");
    const options = state.prompt!.options;
    for (const copy of ["nl-mil-2c", "nl-mil-2d", "nl-mil-3a", "nl-mil-3c"]) expect(options).not.toContain(copy);
    // Unpayable targets are left out (Coastal without Food).
    expect(options).not.toContain("nl-coa-1a");
    expect(options).toContain("nl-for-0f");
    const hand = state.tribes[0]!.hand.length;
    choose(state, "nl-for-0f");
    choose(state, state.tribes[0]!.hand[0]!);
    expect(state.tribes[0]!.res.materials).toBe(4);
    expect(state.tribes[0]!.hand).toHaveLength(hand - 1);
    expect(state.locations["nl-for-0f"]!.pawns).toEqual([]);
    expect(state.tribes[0]!.tracks.military).toBe(7);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    act(state, 0, { type: "deploy", location: "nl-mil-3a" });
    choose(state, "explorer");
    choose(state, "nl-urb-1a");
    expect(state.prompt!.options).not.toContain("nl-urb-1a");
  });

  it("Ruling: Urban TIER 3 gains two different colony bonuses, own ones and its own location's included; fewer than two: nothing", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-urb-3b");
    state.tribes[0]!.tracks.urban = 6;
    state.locations["nl-urb-3b"]!.colony = 0;
    setResources(state, 0, {});
    act(state, 0, { type: "deploy", location: "nl-urb-3b" });
    choose(state, "explorer");
    choose(state, "reward-first");
    // One colony only: the reward fizzles; the bonus of the location (1 draw) is still gained.
    expect(state.prompt?.kind ?? "none").not.toBe("colonyBonuses");
    settle(state);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    state.locations["nl-urb-3b"]!.pawns = [];
    state.tribes[0]!.explorers = 1;
    state.tribes[0]!.leaders = 0;
    state.locations["nl-agr-1a"]!.colony = 1;
    setResources(state, 0, {});
    act(state, 0, { type: "deploy", location: "nl-urb-3b" });
    choose(state, "reward-first");
    expect(state.prompt!.kind).toBe("colonyBonuses");
    expect(state.prompt!.options.sort()).toEqual(["nl-agr-1a", "nl-urb-3b"]);
    choose(state, "nl-agr-1a");
    settle(state);
    // The Agricultural colony's bonus (2 Endurance) and this location's (1 draw) go to the deployer only.
    expect(state.tribes[0]!.res.endurance).toBe(2);
  });

  it("Ruling: Military TIER 1 applies +1 first, then −1, and both may name the same track", () => {
    const state = started(["raccoons", "rabbits"]);
    act(state, 0, { type: "deploy", location: "nl-mil-1a" });
    choose(state, "explorer");
    settle(state, (kind, options) =>
      kind.startsWith("authority") ? (options.includes("urban") ? "urban" : undefined) : undefined,
    );
    expect(state.tribes[0]!.tracks).toMatchObject({ military: 1, urban: 0 });
  });

  it("zone-leader discs: first to 2 takes it; strictly higher at the end of its own turn takes it; at 0 it goes back", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tracks.urban = 1;
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    expect(state.discs.urban).toBe(0);
    act(state, 0, { type: "endTurn" });
    state.tribes[1]!.tracks.urban = 1;
    act(state, 1, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    // Equal is not enough.
    act(state, 1, { type: "endTurn" });
    expect(state.discs.urban).toBe(0);
    state.tribes[1]!.tracks.urban = 4;
    act(state, 0, { type: "pass" });
    act(state, 1, { type: "deploy", location: "nl-urb-1b" });
    choose(state, "explorer");
    settle(state);
    expect(state.discs.urban).toBe(0);
    act(state, 1, { type: "endTurn" });
    expect(state.discs.urban).toBe(1);
  });

  it("Ruling: a disc back on the board goes to the next tribe that reaches 2, not to one already past it before its turn ends", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tracks.urban = 3;
    state.tribes[1]!.tracks.urban = 1;
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    expect(state.discs.urban).toBeNull();
    act(state, 0, { type: "endTurn" });
    expect(state.discs.urban).toBe(0);
    state.discs.urban = null;
    state.tribes[1]!.leaders = 0;
    act(state, 1, { type: "deploy", location: "nl-urb-1b" });
    settle(state);
    expect(state.discs.urban).toBe(1);
  });

  it("a holder falling to 0 puts its disc back; Ruling: the disc then goes to the active tribe at 2 or more at the end of its turn", () => {
    const state = started(["moles", "raccoons"]);
    state.tribes[0]!.tracks.urban = 1;
    state.discs.urban = 0;
    state.tribes[1]!.tracks.urban = 1;
    // The Moles' production takes 1 authority: −1 on urban brings them to 0.
    act(state, 0, { type: "pass" });
    act(state, 1, { type: "pass" });
    settle(state, (kind) => (kind === "authorityDown" ? "urban" : undefined));
    expect(state.tribes[0]!.tracks.urban).toBe(0);
    expect(state.discs.urban).toBeNull();
    expect(state.season).toBe(2);
    expect(state.active).toBe(1);
    state.tribes[1]!.tracks.urban = 2;
    act(state, 1, { type: "pass" });
    expect(state.discs.urban).toBe(1);
  });

  it("on its own colony the deployer chooses the order of reward and bonus", () => {
    const state = started(["raccoons", "rabbits"]);
    state.locations["nl-agr-1b"]!.colony = 0;
    act(state, 0, { type: "deploy", location: "nl-agr-1b" });
    choose(state, "explorer");
    expect(state.prompt).toMatchObject({ kind: "order", options: ["reward-first", "bonus-first"] });
  });

  it("a card given by hand is playable (fixture sanity)", () => {
    const state = started(["raccoons", "rabbits"]);
    giveCards(state, 0, ["nc-b02"]);
    setResources(state, 0, { endurance: 3 });
    expect(game.legalMoves(state, 0)).toContainEqual({ type: "play", card: "nc-b02" });
  });
});
