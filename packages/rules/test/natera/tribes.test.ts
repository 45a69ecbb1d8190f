import { describe, expect, it } from "vitest";
import { content } from "../../src/games/natera/content/index.js";
import { scoreSheet } from "../../src/games/natera/scoring.js";
import { act, choose, game, giveCards, legal, setResources, setRiver, settle, started, TIER1 } from "./fixtures.js";

type State = ReturnType<typeof started>;
const empty = (state: State) => state.tribes.forEach((_, seat) => setResources(state, seat, {}));
/** Ends turns and passes until the Rest phase's first question (or the next season). */
const toRest = (state: State) => {
  const season = state.season;
  while (state.phase === "action" && !state.prompt && state.season === season)
    act(state, state.active, state.mainDone ? { type: "endTurn" } : { type: "pass" });
};

describe("Natera tribes: set-up, passive, production", () => {
  it("Bears: three leaders, one more card at set-up, +1 authority on each Forest deploy, draw 1 in production", () => {
    const state = started(["bears", "raccoons"]);
    const bears = state.tribes[0]!;
    expect([bears.leaders, bears.explorers]).toEqual([3, 0]);
    expect(bears.hand).toHaveLength(6);
    act(state, 0, { type: "deploy", location: "nl-for-0a" });
    choose(state, bears.hand[0]!);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "authorityUp" });
    choose(state, "coastal");
    expect(bears.tracks.coastal).toBe(1);
    toRest(state);
    const hand = bears.hand.length;
    settle(state);
    expect(bears.hand).toHaveLength(hand + 1 + 4);
  });

  it("Beavers: a free colony on a TIER 1 at set-up; any leader on a Beaver colony doubles its bonus; production: any colony's bonus", () => {
    const state = started(["beavers", "raccoons"]);
    const beavers = state.tribes[0]!;
    const colony = Object.keys(state.locations).find((id) => state.locations[id]!.colony === 0)!;
    expect(TIER1).toContain(colony);
    expect(beavers.coloniesLeft).toBe(7);
    state.locations[colony]!.colony = null;
    state.locations["nl-agr-1a"]!.colony = 0;
    empty(state);
    act(state, 0, { type: "pass" });
    act(state, 1, { type: "deploy", location: "nl-agr-1a" });
    choose(state, "leader");
    expect(beavers.res.endurance).toBe(4);
    // An explorer on it: the bonus once.
    state.locations["nl-agr-1a"]!.pawns = [];
    act(state, 1, { type: "endTurn" });
    act(state, 1, { type: "deploy", location: "nl-agr-1a" });
    expect(beavers.res.endurance).toBe(6);
    toRest(state);
    settle(state);
    // Mini-tile 1 Material, then the one colony's bonus: 2 Endurance.
    expect(beavers.res).toMatchObject({ endurance: 8, materials: 1 });
  });

  it("Chimpanzees: Agility and Intelligence pay for each other; production: 2 resources of choice", () => {
    const state = started(["chimpanzees", "raccoons"]);
    empty(state);
    giveCards(state, 0, ["nc-b06"]);
    setResources(state, 0, { agility: 1, intelligence: 1 });
    act(state, 0, { type: "play", card: "nc-b06" });
    choose(state, "agility");
    expect(state.tribes[0]!.res).toMatchObject({ agility: 3, intelligence: 0 });
    toRest(state);
    choose(state, "energy");
    choose(state, "energy");
    expect(state.tribes[0]!.res.energy).toBe(2);
  });

  it("Foxes: a Forest deploy draws 1; production copies a Forest location, its discard included (no card, no copy)", () => {
    const state = started(["foxes", "raccoons"]);
    empty(state);
    const foxes = state.tribes[0]!;
    const hand = foxes.hand.length;
    act(state, 0, { type: "deploy", location: "nl-for-0f" });
    choose(state, "explorer");
    choose(state, foxes.hand[0]!);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "draw" });
    choose(state, "basic");
    expect(foxes.hand).toHaveLength(hand);
    expect(foxes.res.materials).toBe(4);
    foxes.hand.splice(0).forEach((c) => state.discards[content.cards[c]!.deck].push(c));
    const copies = () => state.log.filter((e) => e.seat === 0 && e.what === "copy").length;
    const before = copies();
    toRest(state);
    settle(state);
    // No card, so no copy (the mini-tile gives no Materials).
    expect(foxes.res.materials).toBe(4);
    expect(copies()).toBe(before);
  });

  it("Gorillas: +1 Endurance per Science card; production places 1 Growth, and a bottom box filled so first produces next Rest (Ruling)", () => {
    const state = started(["gorillas", "raccoons"]);
    empty(state);
    const gorillas = state.tribes[0]!;
    gorillas.face = "nsb-1a";
    giveCards(state, 0, ["nc-b33"]);
    setResources(state, 0, { intelligence: 3 });
    act(state, 0, { type: "play", card: "nc-b33" });
    choose(state, "box-1");
    expect(gorillas.res.endurance).toBe(1);
    // Hand-built: an empty board, so the production Growth goes on a bottom box.
    gorillas.growth = [];
    empty(state);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "growth", options: ["box-0", "box-1", "box-2"] });
    choose(state, "box-0");
    settle(state);
    // Mini-tile 2 Endurance, 1 Food, 1 Material; box 0 (2 Food) does not produce yet.
    expect(gorillas.res).toMatchObject({ endurance: 2, food: 1, materials: 1 });
    toRest(state);
    settle(state);
    expect(gorillas.res.food).toBe(1 + 1 + 2);
  });

  it("Moles: four explorers; production: −1 authority on a track of choice, skipped when all are 0", () => {
    const state = started(["moles", "raccoons"]);
    const moles = state.tribes[0]!;
    expect([moles.leaders, moles.explorers]).toEqual([0, 4]);
    toRest(state);
    settle(state);
    expect(state.season).toBe(2);
    moles.tracks.military = 2;
    toRest(state);
    settle(state);
    expect(moles.tracks.military).toBe(1);
  });

  it("Rabbits: +2 Food for a card with a prerequisite; production: +1 authority", () => {
    const state = started(["rabbits", "raccoons"]);
    empty(state);
    giveCards(state, 0, ["nc-b17"]);
    state.locations["nl-for-0a"]!.pawns.push({ seat: 0, kind: "explorer" });
    setResources(state, 0, { intelligence: 2 });
    act(state, 0, { type: "play", card: "nc-b17" });
    settle(state);
    expect(state.tribes[0]!.res.food).toBe(2);
    toRest(state);
    settle(state, (kind) => (kind === "authorityUp" ? "urban" : undefined));
    expect(state.tribes[0]!.tracks.urban).toBe(1);
  });

  it("Raccoons: use a river specialist's ability without hiring it (their production: course and actions tests)", () => {
    const state = started(["raccoons", "rabbits"]);
    empty(state);
    setRiver(state, ["ns-01"]);
    setResources(state, 0, { energy: 4 });
    expect(legal(state, 1).length).toBe(0);
    act(state, 0, { type: "ability", source: "ns-01" });
    expect(state.tribes[0]!.res.food).toBe(7);
    expect(state.river).toContain("ns-01");
    expect(state.tribes[0]!.specialists).toEqual([]);
  });

  it("Crows: a peek at the top of a deck before each draw, for the Crows' eyes only while the card stays on top", () => {
    const state = started(["crows", "raccoons"]);
    act(state, 0, { type: "deploy", location: "nl-urb-1b" });
    choose(state, "explorer");
    expect(state.prompt!.options).toEqual(["basic", "advanced", "peek:basic", "peek:advanced"]);
    const top = state.decks.basic[0]!;
    choose(state, "peek:basic");
    expect(game.privateView(state, 0).peek).toEqual({ deck: "basic", card: top });
    expect([...game.hiddenFrom(state, 0)]).not.toContain(top);
    expect([...game.hiddenFrom(state, 1)]).toContain(top);
    expect(game.publicView(state).tribes[0]!.peeking).toBe("basic");
    expect(state.prompt!.options).toEqual(["basic", "advanced"]);
    choose(state, "basic");
    expect(state.tribes[0]!.hand).toContain(top);
    expect(game.privateView(state, 0).peek).toBeNull();
    // The second card drawn allows a new peek.
    expect(state.prompt!.options).toContain("peek:advanced");
  });

  it("Reptiles: discard up to 2 river specialists and refill (set-up and production); hires cost 2 Food less", () => {
    const state = started(["reptiles", "raccoons"]);
    expect(state.discards.specialists).toHaveLength(2);
    expect(state.river).toHaveLength(5);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "riverSwap" });
    const first = state.river[0]!;
    choose(state, first);
    // The river is refilled once, after the discards: the second pick is among the four left.
    expect(state.river).toHaveLength(4);
    expect(state.prompt!.options).toEqual([...state.river, "stop"]);
    choose(state, "stop");
    expect(state.river).toHaveLength(5);
    expect(state.river).not.toContain(first);
    settle(state);
    expect(state.discards.specialists).toHaveLength(3);
  });

  it("Red Pandas: +1 Energy per card type newly in play; production searches the advanced deck for a named type", () => {
    const state = started(["red-pandas", "raccoons"]);
    empty(state);
    giveCards(state, 0, ["nc-b02", "nc-b07"]);
    setResources(state, 0, { endurance: 6 });
    act(state, 0, { type: "play", card: "nc-b02" });
    expect(state.tribes[0]!.res.energy).toBe(1);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    act(state, 0, { type: "play", card: "nc-b07" });
    settle(state);
    expect(state.tribes[0]!.res.energy).toBe(2);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "search" });
    const hand = state.tribes[0]!.hand.length;
    const deck = state.decks.advanced.length;
    choose(state, "nuclear");
    // The card found, then the Rest draws (3 basic + 1 advanced per tribe).
    expect(state.tribes[0]!.hand).toHaveLength(hand + 1 + 4);
    expect(state.tribes[0]!.hand.some((c) => content.cards[c]!.types.includes("nuclear"))).toBe(true);
    expect(state.decks.advanced).toHaveLength(deck - 1 - 2);
    expect(state.log.some((e) => e.seat === 0 && e.what === "searchFound" && e.ref === "nuclear")).toBe(true);
    settle(state);
    toRest(state);
    choose(state, "basic");
    expect(state.log.some((e) => e.what === "searchFailed" && e.ref === "basic")).toBe(true);
  });

  it("Turtles: a free colony at set-up; colonies score 2; production may move a colony, gaining the new bonus", () => {
    const state = started(["turtles", "raccoons"]);
    const turtles = state.tribes[0]!;
    const colony = Object.keys(state.locations).find((id) => state.locations[id]!.colony === 0)!;
    expect(TIER1).toContain(colony);
    expect(scoreSheet(state, 0).colonies).toBe(2);
    empty(state);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "moveColony" });
    choose(state, colony);
    const to = state.prompt!.options.find((id) => id !== colony && id.startsWith("nl-urb-1a"))!;
    choose(state, to);
    settle(state);
    expect(state.locations[colony]!.colony).toBeNull();
    expect(state.locations[to]!.colony).toBe(0);
    expect(turtles.res.materials).toBe(1 + 1);
  });
});
