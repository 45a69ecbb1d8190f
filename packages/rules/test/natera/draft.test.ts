import { describe, expect, it } from "vitest";
import { seedRng, viewFor } from "../../src/engine/index.js";
import { draftWorth } from "../../src/games/natera/bots/draft.js";
import { content } from "../../src/games/natera/content/index.js";
import { act, game, newGame, settle, started } from "./fixtures.js";

type State = ReturnType<typeof newGame>;
const pickAll = (state: State) =>
  state.tribes.forEach((t, seat) => t.packet.length > 1 && act(state, seat, { type: "draftPick", card: t.packet[0]! }));

describe("Natera draft variant", () => {
  it("drafts the starting 8 (6 basic + 2 advanced), passing left; picks are secret and packets move when everyone has picked", () => {
    const state = newGame(3, "draft", { draft: true });
    expect(state.phase).toBe("draft");
    for (const t of state.tribes) {
      expect(t.packet).toHaveLength(8);
      expect(t.packet.filter((c) => content.cards[c]!.deck === "advanced")).toHaveLength(2);
      expect(t.hand).toEqual([]);
    }
    const packets = state.tribes.map((t) => [...t.packet]);
    act(state, 0, { type: "draftPick", card: packets[0]![0]! });
    // Changeable until the round completes; secret from the others.
    act(state, 0, { type: "draftPick", card: packets[0]![1]! });
    expect(game.waitingOn(state)).toEqual([1, 2]);
    const seen = JSON.stringify(viewFor(game, state, 1));
    for (const card of packets[0]!) expect(seen).not.toContain(`"${card}"`);
    expect([...game.hiddenFrom(state, 1)]).toEqual(expect.arrayContaining(packets[0]!));
    act(state, 1, { type: "draftPick", card: packets[1]![0]! });
    act(state, 2, { type: "draftPick", card: packets[2]![0]! });
    expect(state.tribes[0]!.hand).toEqual([packets[0]![1]]);
    // Left: seat 1 now holds what seat 0 passed.
    expect(state.tribes[1]!.packet.sort()).toEqual(packets[0]!.filter((c) => c !== packets[0]![1]).sort());
    for (let round = 0; round < 6; round++) pickAll(state);
    expect(state.tribes.map((t) => t.hand.length)).toEqual([8, 8, 8]);
    expect(state.phase).toBe("choose");
  });

  it("drafts the Rest draws: right after seasons 1 and 3, left after season 2", () => {
    const state = started(["raccoons", "rabbits", "crows"], { draft: true });
    const passAll = () => {
      const season = state.season;
      while (state.phase === "action" && state.season === season) act(state, state.active, { type: "pass" });
      settle(state);
    };
    const directions: number[] = [];
    for (let season = 1; season <= 3; season++) {
      passAll();
      expect(state.phase).toBe("restDraft");
      expect(state.tribes.map((t) => t.packet.length)).toEqual([4, 4, 4]);
      const packets = state.tribes.map((t) => [...t.packet]);
      pickAll(state);
      const fromSeat0 = packets[0]!.slice(1).sort().join();
      directions.push(state.tribes.findIndex((t) => [...t.packet].sort().join() === fromSeat0));
      while (state.phase === "restDraft") pickAll(state);
    }
    // Seat 0's packet goes to seat 2 (right, the previous seat), then seat 1 (left), then seat 2.
    expect(directions).toEqual([2, 1, 2]);
  });

  it("the greedy bot drafts the card it values most: an Observatory (3 ◆, Growth, a draw) over a Berry Patch", () => {
    const state = newGame(2, "draft-bot", { draft: true });
    const observatory = content.cards["nc-a02"]!;
    const berries = content.cards["nc-b02"]!;
    expect(draftWorth(state, 0, observatory)).toBeGreaterThan(draftWorth(state, 0, berries));
    for (const packet of [
      ["nc-b02", "nc-a02"],
      ["nc-a02", "nc-b02"],
    ])
      for (const seed of ["a", "b", "c", "d"]) {
        state.tribes[0]!.packet = [...packet];
        expect(game.bots.greedy!(state, 0, seedRng(seed))).toEqual({ type: "draftPick", card: "nc-a02" });
      }
  });
});
