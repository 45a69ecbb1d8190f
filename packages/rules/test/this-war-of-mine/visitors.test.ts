import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, game, group, inventory, member, newCampaign, nextDie } from "./game.js";

/** Enters Dusk on `day` with this Visitors deck (top first) and the knock roll showing `face`. */
function dusk(seed: string, deck: string[], face: number, day = 3): TwomState {
  const state = newCampaign(1, seed);
  group(state, [member("vera"), member("marek")]);
  inventory(state, { water: 2, raw_food: 2 });
  state.visitors = { deck, discard: [] };
  state.day = day;
  state.phase = "dusk";
  state.step = 0;
  state.draft = null;
  nextDie(state, face);
  advance(state);
  return state;
}

describe("Visitors: a knock at the door at Dusk", () => {
  it("on 7–10, from the second day, reads the top Visitors card's story before water and food", () => {
    const state = dusk("knock", ["visitor-lasko", "visitor-feliks"], 7);
    expect(state.log.filter((e) => e.kind === "roll" && e.what === "knock").map((e) => e.kind === "roll" && e.face)).toEqual([7]);
    expect(state.script).toMatchObject({ entry: 800, status: "choosing" });
    expect(state.draft?.kind).toBe("script");
    expect(state.visitors).toEqual({ deck: ["visitor-feliks"], discard: ["visitor-lasko"] });
    // Lasko's rota: 1 water for Misery −1 to those present; then the Dusk draft opens.
    edit(state, { kind: "choice", choice: 0, actor: null });
    confirm(state);
    expect(state.script).toBeNull();
    expect(state.inventory.water).toBe(1);
    expect(state.flags.block_committee).toBe(1);
    expect(state.draft?.kind).toBe("dusk");
  });

  it("on 1–6 nobody comes; on the first day there is no roll at all", () => {
    const quiet = dusk("quiet", ["visitor-lasko"], 6);
    expect(quiet.script).toBeNull();
    expect(quiet.draft?.kind).toBe("dusk");
    expect(quiet.visitors.deck).toEqual(["visitor-lasko"]);
    const first = dusk("first", ["visitor-lasko"], 10, 1);
    expect(first.script).toBeNull();
    expect(first.log.some((e) => e.kind === "roll" && e.what === "knock")).toBe(false);
  });

  it("never brings back a character already in the group, dead or gone: the card is removed and nobody comes", () => {
    for (const gone of ["in the group", "dead"]) {
      const state = newCampaign(1, `sasha-${gone}`);
      group(state, gone === "dead" ? [member("vera")] : [member("vera"), member("sasha")]);
      state.charactersDeck = state.charactersDeck.filter((c) => c !== "sasha");
      state.visitors = { deck: ["visitor-sasha", "visitor-lasko"], discard: [] };
      state.day = 4;
      state.phase = "dusk";
      state.step = 0;
      state.draft = null;
      nextDie(state, 9);
      advance(state);
      expect(state.script).toBeNull();
      expect(state.draft?.kind).toBe("dusk");
      expect(state.visitors).toEqual({ deck: ["visitor-lasko"], discard: [] });
      expect(state.log.find((e) => e.kind === "visitor")).toEqual({ kind: "visitor", card: "visitor-sasha", came: false });
    }
    // Still in the Characters deck: she knocks, and may be taken in.
    const waiting = newCampaign(1, "sasha-waits");
    group(waiting, [member("vera")]);
    waiting.charactersDeck = ["sasha", "pavel"];
    waiting.visitors = { deck: ["visitor-sasha"], discard: [] };
    waiting.day = 4;
    waiting.phase = "dusk";
    waiting.step = 0;
    waiting.draft = null;
    nextDie(waiting, 9);
    advance(waiting);
    expect(waiting.script).toMatchObject({ entry: 820 });
  });

  it("reshuffles the read cards when the deck runs out; nobody sees the deck's cards, only its size and the cards read", () => {
    const state = dusk("reshuffle", [], 8);
    expect(state.script).toBeNull();
    state.visitors = { deck: [], discard: ["visitor-feliks"] };
    state.phase = "dusk";
    state.step = 0;
    state.draft = null;
    nextDie(state, 8);
    advance(state);
    expect(state.script).toMatchObject({ entry: 840 });
    const hidden = dusk("hidden", ["visitor-census", "visitor-novak", "visitor-ivo"], 2);
    expect(game.hiddenFrom(hidden)).toEqual(expect.arrayContaining(["visitor-census", "visitor-novak", "visitor-ivo"]));
    expect(game.publicView(hidden).visitors).toEqual({ deck: 3, discard: [] });
    expect(JSON.stringify(game.publicView(hidden))).not.toContain("visitor-census");
  });
});
