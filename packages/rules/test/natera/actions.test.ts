import { describe, expect, it } from "vitest";
import { hireCost } from "../../src/games/natera/actions.js";
import { publicView } from "../../src/games/natera/views.js";
import { refusal } from "../refusal.js";
import { act, choose, giveCards, hire, legal, setResources, setRiver, settle, started } from "./fixtures.js";

const ready = (tribes: Parameters<typeof started>[0] = ["raccoons", "rabbits"]) => {
  const state = started(tribes);
  for (const seat of state.tribes.keys()) setResources(state, seat, {});
  return state;
};
const nextTurn = (state: ReturnType<typeof started>) => {
  act(state, state.active, state.mainDone ? { type: "endTurn" } : { type: "pass" });
};

describe("Natera: playing Exploration cards", () => {
  it("pays one of the three printed costs, asked when several are payable; a production card gives nothing on play", () => {
    const state = ready();
    giveCards(state, 0, ["nc-b01"]);
    setResources(state, 0, { endurance: 5, intelligence: 3 });
    act(state, 0, { type: "play", card: "nc-b01" });
    expect(state.prompt).toMatchObject({ kind: "pay", options: ["endurance", "intelligence"] });
    choose(state, "intelligence");
    expect(state.tribes[0]!.res).toMatchObject({ endurance: 5, intelligence: 0, food: 0 });
    expect(state.tribes[0]!.tableau).toEqual(["nc-b01"]);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    act(state, 0, { type: "pass" });
    settle(state);
    // Raccoons' production: mini-tile 2 Food + 1 Material, Aquaponics 3 Food, tribe card 4 Energy.
    expect(state.tribes[0]!.res).toMatchObject({ food: 5, materials: 1, energy: 4 });
  });

  it("Ruling: prerequisites — presence now, track level, and cards of a type already in play (the card itself not counted; specialists count)", () => {
    const state = ready();
    giveCards(state, 0, ["nc-b13", "nc-b29", "nc-a03", "nc-b33", "nc-a21"]);
    setResources(state, 0, { endurance: 30, agility: 30, intelligence: 30 });
    const mine = ["nc-b13", "nc-b29", "nc-a03", "nc-b33", "nc-a21"];
    const playable = () => legal(state, 0).flatMap((m) => (m.type === "play" && mine.includes(m.card) ? [m.card] : []));
    expect(playable()).toEqual(["nc-b33"]);
    expect(refusal(() => act(state, 0, { type: "play", card: "nc-a03" }))).toBe("PREREQUISITE");
    state.tribes[0]!.tracks.military = 2;
    state.locations["nl-mil-1b"]!.pawns.push({ seat: 0, kind: "explorer" });
    hire(state, 0, "ns-02");
    expect(playable().sort()).toEqual(["nc-a21", "nc-b13", "nc-b29", "nc-b33"]);
    act(state, 0, { type: "play", card: "nc-b33" });
    settle(state);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    expect(playable()).toContain("nc-a03");
  });

  it("Ruling: a cost inside a reward is optional, and skipped when unpayable; the card is played either way", () => {
    const state = ready();
    giveCards(state, 0, ["nc-b24"]);
    setResources(state, 0, { endurance: 2, materials: 2 });
    act(state, 0, { type: "play", card: "nc-b24" });
    expect(state.prompt).toMatchObject({ kind: "trade", options: ["yes", "no"] });
    choose(state, "yes");
    expect(state.tribes[0]!.res).toMatchObject({ food: 3, materials: 0, endurance: 4 });
    const other = ready();
    giveCards(other, 0, ["nc-b24"]);
    setResources(other, 0, { endurance: 2 });
    act(other, 0, { type: "play", card: "nc-b24" });
    expect(other.prompt).toBeNull();
    expect(other.tribes[0]!.tableau).toEqual(["nc-b24"]);
  });
});

describe("Natera: specialists and abilities", () => {
  it("hires from the river for its Food cost, gains the hire reward, and refills the river", () => {
    const state = ready();
    setRiver(state, ["ns-01"]);
    setResources(state, 0, { food: 14 });
    act(state, 0, { type: "hire", card: "ns-01" });
    expect(state.tribes[0]!.specialists).toEqual(["ns-01"]);
    expect(state.river).toHaveLength(5);
    expect(state.river).not.toContain("ns-01");
    expect(state.tribes[0]!.res.food).toBe(3);
  });

  it("the log names the hired specialist and the ability used, until that specialist is back in the deck", () => {
    const state = ready();
    setRiver(state, ["ns-01"]);
    setResources(state, 0, { food: 14, energy: 4 });
    act(state, 0, { type: "hire", card: "ns-01" });
    expect(state.log.findLast((e) => e.what === "hire")).toMatchObject({ seat: 0, what: "hire", ref: "ns-01" });
    nextTurn(state);
    nextTurn(state);
    act(state, 0, { type: "ability", source: "ns-01" });
    expect(publicView(state).log.findLast((e) => e.what === "ability")).toEqual({ seat: 0, what: "ability", ref: "ns-01" });
    // Returned under the deck (Agricultural TIER 3): the deck's cards are no one's, so the view drops the name.
    state.tribes[0]!.specialists = [];
    state.decks.specialists.push("ns-01");
    expect(publicView(state).log.filter((e) => e.what === "hire" || e.what === "ability")).toEqual([
      { seat: 0, what: "hire" },
      { seat: 0, what: "ability" },
    ]);
  });

  it("discounts reduce the Food paid, stack with the Reptiles' 2, and stop at 0", () => {
    const state = ready(["reptiles", "rabbits"]);
    expect(hireCost(state, 0, "ns-01")).toBe(12);
    expect(hireCost(state, 0, "ns-01", { off: 6 })).toBe(6);
    expect(hireCost(state, 0, "ns-06", { off: 6 })).toBe(0);
    expect(hireCost(state, 1, "ns-01")).toBe(14);
  });

  it("uses a specialist's ability (the Business Monkey: 4 Energy → 7 Food) as the turn's main action", () => {
    const state = ready();
    hire(state, 0, "ns-01");
    setResources(state, 0, { energy: 8 });
    act(state, 0, { type: "ability", source: "ns-01" });
    expect(state.tribes[0]!.res).toMatchObject({ energy: 4, food: 7 });
    expect(refusal(() => act(state, 0, { type: "ability", source: "ns-01" }))).toBe("MAIN_ACTION_DONE");
    nextTurn(state);
    nextTurn(state);
    act(state, 0, { type: "ability", source: "ns-01" });
    expect(state.tribes[0]!.res).toMatchObject({ energy: 0, food: 14 });
  });

  it("an activatable card's ability is used the same way; an ability needs its cost", () => {
    const state = ready();
    state.tribes[0]!.tableau.push("nc-b21");
    setResources(state, 0, { energy: 1 });
    expect(legal(state, 0).some((m) => m.type === "ability")).toBe(false);
    expect(refusal(() => act(state, 0, { type: "ability", source: "nc-b21" }))).toBe("CANNOT_PAY");
    setResources(state, 0, { energy: 2 });
    act(state, 0, { type: "ability", source: "nc-b21" });
    expect(state.tribes[0]!.res).toMatchObject({ energy: 0, endurance: 4 });
  });
});

describe("Natera: colonies", () => {
  it("costs 10 Materials, goes on an accessible colony-free location outside the Forest, and gives its bonus now and at each visit", () => {
    const state = ready();
    setResources(state, 0, { materials: 10 });
    const sites = legal(state, 0).flatMap((m) => (m.type === "colony" ? [m.location] : []));
    expect(sites.some((id) => id.startsWith("nl-for"))).toBe(false);
    expect(sites).toHaveLength(8);
    state.locations["nl-agr-1a"]!.pawns.push({ seat: 1, kind: "explorer" });
    act(state, 0, { type: "colony", location: "nl-agr-1a" });
    expect(state.tribes[0]!.res).toMatchObject({ materials: 0, endurance: 2 });
    expect(state.tribes[0]!.coloniesLeft).toBe(7);
    nextTurn(state);
    setResources(state, 1, { materials: 10 });
    expect(refusal(() => act(state, 1, { type: "colony", location: "nl-agr-1a" }))).toBe("COLONY_CLOSED");
    act(state, 1, { type: "deploy", location: "nl-agr-1b" });
    choose(state, "explorer");
    nextTurn(state);
    state.tribes[0]!.coloniesLeft = 0;
    setResources(state, 0, { materials: 10 });
    expect(legal(state, 0).some((m) => m.type === "colony")).toBe(false);
  });
});

describe("Natera: the Science board", () => {
  it("the first Growth goes on a bottom box (Ruling: it gives nothing then), the next on a linked box, paying its cost", () => {
    const state = ready();
    state.tribes[0]!.face = "nsb-1a";
    giveCards(state, 0, ["nc-b33", "nc-b08"]);
    setResources(state, 0, { endurance: 10 });
    act(state, 0, { type: "play", card: "nc-b33" });
    expect(state.prompt).toMatchObject({ kind: "growth", options: ["box-0", "box-1", "box-2"] });
    choose(state, "box-0");
    expect(state.tribes[0]!.res).toMatchObject({ endurance: 7, food: 0 });
    nextTurn(state);
    nextTurn(state);
    act(state, 0, { type: "play", card: "nc-b08" });
    // Box 0 links up to 3 and sideways to 4; box 7 (2 Materials) is not linked yet.
    expect(state.prompt!.options).toEqual(["box-3", "box-4"]);
    choose(state, "box-3");
    // 7 − 4 for the Greenhouse + 3 from box 3.
    expect(state.tribes[0]!.res.endurance).toBe(6);
    expect(state.tribes[0]!.growth).toEqual([0, 3]);
    while (state.phase === "action") nextTurn(state);
    settle(state);
    // Box 0 produces 2 Food in the Rest phase.
    expect(state.tribes[0]!.res.food).toBe(2 + 2);
  });

  it("Ruling: a Growth with no legal box is lost", () => {
    const state = ready();
    state.tribes[0]!.face = "nsb-1a";
    state.tribes[0]!.growth = Array.from({ length: 15 }, (_, i) => i);
    giveCards(state, 0, ["nc-b33"]);
    setResources(state, 0, { intelligence: 3 });
    act(state, 0, { type: "play", card: "nc-b33" });
    expect(state.prompt).toBeNull();
    expect(state.log.at(-1)).toMatchObject({ seat: 0, what: "growthLost" });
  });
});
