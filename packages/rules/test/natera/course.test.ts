import { describe, expect, it } from "vitest";
import { viewFor } from "../../src/engine/index.js";
import { content } from "../../src/games/natera/content/index.js";
import { MAX_TURNS_PER_SEASON } from "../../src/games/natera/types.js";
import { refusal } from "../refusal.js";
import { act, choose, game, giveCards, newGame, setResources, settle, started } from "./fixtures.js";

describe("Natera set-up", () => {
  it("lays out the board, the tiles, the achievements, the river and the hands", () => {
    const state = newGame(3);
    const where = Object.entries(state.locations);
    expect(where.filter(([, w]) => w.revealed)).toHaveLength(14);
    expect(
      where
        .filter(([, w]) => !w.revealed)
        .map(([id]) => content.locations[id]!.tier)
        .sort(),
    ).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(state.box.tiles).toHaveLength(20);
    expect(state.spots).toHaveLength(9);
    expect(new Set(state.spots.slice(0, 5).map((s) => s.id.charAt(3)))).toEqual(new Set(["a", "b", "c", "d", "e"]));
    expect(state.river).toHaveLength(5);
    for (const t of state.tribes) {
      expect(t.hand).toHaveLength(8);
      expect(t.hand.filter((c) => content.cards[c]!.deck === "advanced")).toHaveLength(2);
      expect(t.dealt).toHaveLength(2);
      expect(t.tokens).toBe(3);
      expect(t.coloniesLeft).toBe(8);
    }
    expect(state.phase).toBe("choose");
  });

  it("draws the first player at random (Ruling), the same for the same seed", () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => newGame(4, `seed-${i}`).first));
    expect(firsts.size).toBeGreaterThan(1);
    expect(newGame(4, "same").first).toBe(newGame(4, "same").first);
  });

  it("Ruling: the set-up choices are secret and may change until the last seat is ready; the reveal is one step", () => {
    const state = newGame(2, "secret");
    const [a, b] = state.tribes;
    const unchosen = [a!.dealt[1]!, b!.dealt[0]!];
    act(state, 0, { type: "pickTribe", tribe: a!.dealt[0]! });
    act(state, 0, { type: "pickSide", side: `${a!.board}b` });
    for (const card of a!.hand.slice(0, 3)) act(state, 0, { type: "toggleDiscard", card });
    act(state, 0, { type: "ready" });
    expect(game.waitingOn(state)).toEqual([1]);
    const seen = JSON.stringify(viewFor(game, state, 1));
    for (const id of [...a!.dealt, `${a!.board}a`, `${a!.board}b`, ...a!.hand]) expect(seen).not.toContain(`"${id}"`);
    // Changing a choice takes the seat out of "ready".
    act(state, 0, { type: "pickSide", side: `${a!.board}a` });
    expect(a!.choice.ready).toBe(false);
    act(state, 0, { type: "ready" });
    act(state, 1, { type: "pickTribe", tribe: b!.dealt[1]! });
    act(state, 1, { type: "pickSide", side: `${b!.board}a` });
    for (const card of b!.hand.slice(0, 3)) act(state, 1, { type: "toggleDiscard", card });
    expect(refusal(() => act(state, 1, { type: "toggleDiscard", card: b!.hand[3]! }))).toBe("BAD_CHOICE");
    act(state, 1, { type: "ready" });
    settle(state);
    expect(state.phase).toBe("action");
    expect(a!.face).toBe(`${a!.board}a`);
    expect(a!.hand).toHaveLength(5 + (a!.tribe === "bears" ? 1 : 0) - (a!.tribe === "foxes" ? 1 : 0));
    expect(state.discards.basic.length + state.discards.advanced.length).toBeGreaterThanOrEqual(6);
    // The unchosen tribe cards stay secret from everyone (Ruling).
    for (const viewer of [null, 0, 1]) expect([...game.hiddenFrom(state, viewer)]).toEqual(expect.arrayContaining(unchosen));
    expect(JSON.stringify(viewFor(game, state, 0))).not.toContain(unchosen[0]);
  });

  it("Ruling: tribe set-up effects come after the starting hands, in seat order from the first player", () => {
    const state = started(["foxes", "bears"], {}, 1);
    const draw = state.log.findIndex((e) => e.seat === 1 && e.what === "draw");
    const copy = state.log.findIndex((e) => e.seat === 0 && e.what === "copy");
    expect(draw).toBeGreaterThanOrEqual(0);
    expect(copy).toBeGreaterThan(draw);
    expect(state.tribes[1]!.hand).toHaveLength(6);
    expect(state.tribes[0]!.hand).toHaveLength(4);
    expect(state.active).toBe(1);
  });
});

describe("Natera seasons", () => {
  it("runs the Rest phase in order: pawns back, production from the first player, draws, the first player moves on", () => {
    const state = started(["chimpanzees", "raccoons"]);
    setResources(state, 0, {});
    setResources(state, 1, {});
    act(state, 0, { type: "deploy", location: "nl-agr-1a" });
    choose(state, "explorer");
    expect(state.tribes[0]!.explorers).toBe(1);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    act(state, 0, { type: "pass" });
    expect(state.phase).toBe("production");
    expect(state.prompt).toMatchObject({ seat: 0, kind: "choice" });
    choose(state, "food");
    choose(state, "food");
    expect(state.tribes[0]!.res).toMatchObject({ endurance: 2, agility: 1, intelligence: 1, food: 4 });
    expect(state.tribes[1]!.res).toMatchObject({ food: 2, materials: 1, energy: 4 });
    expect(state.tribes[0]!.explorers).toBe(2);
    expect(state.locations["nl-agr-1a"]!.pawns).toEqual([]);
    expect(state.season).toBe(2);
    expect(state.first).toBe(1);
    expect(state.active).toBe(1);
    expect(state.phase).toBe("action");
  });

  it("draws 3 basic + 1 advanced after season 1, then 1 basic + 3 advanced", () => {
    const state = started(["raccoons", "rabbits"]);
    const sizes = () => [state.decks.basic.length, state.decks.advanced.length];
    const passAll = () => {
      act(state, state.active, { type: "pass" });
      act(state, state.active, { type: "pass" });
      settle(state);
    };
    let [basic, advanced] = sizes();
    passAll();
    expect(sizes()).toEqual([basic! - 6, advanced! - 2]);
    [basic, advanced] = sizes();
    passAll();
    expect(sizes()).toEqual([basic! - 2, advanced! - 6]);
  });

  it("ends when every tribe has passed in season 4, with no production", () => {
    const state = started(["raccoons", "rabbits"]);
    for (let season = 1; season < 4; season++) {
      act(state, state.active, { type: "pass" });
      act(state, state.active, { type: "pass" });
      settle(state);
    }
    expect(state.season).toBe(4);
    const before = JSON.stringify(state.tribes.map((t) => t.res));
    act(state, state.active, { type: "pass" });
    act(state, state.active, { type: "pass" });
    expect(state.phase).toBe("over");
    expect(JSON.stringify(state.tribes.map((t) => t.res))).toBe(before);
    expect(game.outcome(state)).not.toBeNull();
  });

  it("a passed tribe takes no more turns but still gains its colony bonus", () => {
    const state = started(["raccoons", "rabbits"]);
    state.locations["nl-agr-1a"]!.colony = 1;
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    expect(state.active).toBe(0);
    const endurance = state.tribes[1]!.res.endurance;
    act(state, 0, { type: "deploy", location: "nl-agr-1a" });
    choose(state, "explorer");
    expect(state.tribes[1]!.res.endurance).toBe(endurance + 2);
    act(state, 0, { type: "endTurn" });
    expect(state.active).toBe(0);
  });

  it("Ruling: the bonus discard (2 cards → 1 resource) may fund the same turn's main action; alone it ends in a pass", () => {
    const state = started(["raccoons", "rabbits"]);
    setResources(state, 0, { materials: 9 });
    expect(game.legalMoves(state, 0).some((m) => m.type === "colony")).toBe(false);
    const hand = state.tribes[0]!.hand.length;
    act(state, 0, { type: "bonus" });
    choose(state, state.tribes[0]!.hand[0]!);
    choose(state, state.tribes[0]!.hand[0]!);
    choose(state, "materials");
    expect(state.tribes[0]!.hand).toHaveLength(hand - 2);
    expect(refusal(() => act(state, 0, { type: "endTurn" }))).toBe("MAIN_ACTION_NEEDED");
    act(state, 0, { type: "colony", location: "nl-urb-1a" });
    expect(state.locations["nl-urb-1a"]!.colony).toBe(0);
    expect(refusal(() => act(state, 0, { type: "pass" }))).toBe("MAIN_ACTION_DONE");
  });

  it("Ruling: the engine guard passes a tribe after 200 turns in a season", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[1]!.turns = MAX_TURNS_PER_SEASON;
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    choose(state, "explorer");
    act(state, 0, { type: "endTurn" });
    expect(state.tribes[1]!.passed).toBe(true);
    expect(state.log.some((e) => e.seat === 1 && e.what === "guardPass")).toBe(true);
    expect(state.active).toBe(0);
  });

  it("refuses a second main action and an answer that is not an option", () => {
    const state = started(["raccoons", "rabbits"]);
    giveCards(state, 0, ["nc-b05"]);
    setResources(state, 0, { endurance: 5 });
    act(state, 0, { type: "deploy", location: "nl-urb-1a" });
    expect(refusal(() => choose(state, "nobody"))).toBe("NOT_AN_OPTION");
    choose(state, "explorer");
    expect(refusal(() => act(state, 0, { type: "play", card: "nc-b05" }))).toBe("MAIN_ACTION_DONE");
    expect(refusal(() => act(state, 1, { type: "pass" }))).toBe("NOT_YOUR_TURN");
  });
});
