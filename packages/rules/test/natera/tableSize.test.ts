import { describe, expect, it } from "vitest";
import { content, miniTile, RESOURCES, type Resources } from "../../src/games/natera/content/index.js";
import { act, setResources, settle, started } from "./fixtures.js";

/**
 * Our two table-size rulings (content/DESIGN.md, "Pass 9" to "Pass 11"): the Moles', (pass 10) the
 * Beavers' and (pass 11) the Turtles' and Rabbits' mini-tiles differ by the number of tribes, and
 * at 2 tribes the season-1 first player takes resources at the reveal.
 */
type State = ReturnType<typeof started>;
const all = (r: Resources) => Object.fromEntries(RESOURCES.map((k) => [k, r[k] ?? 0]));
/** Every tribe passes until the Rest phase's production is done (nobody deploys: no Mole food). */
const throughRest = (state: State) => {
  const season = state.season;
  while (state.phase === "action" && state.season === season) act(state, state.active, { type: "pass" });
  settle(state);
};

describe("Natera table-size rulings", () => {
  const moles: [seats: number, start: Resources, production: Resources][] = [
    [2, { endurance: 2, intelligence: 2, food: 3, materials: 2 }, { intelligence: 1, food: 1 }],
    [3, { endurance: 2, intelligence: 1, food: 1 }, { intelligence: 1, food: 1 }],
    [4, {}, { food: 1 }],
  ];
  for (const [seats, start, production] of moles)
    it(`Moles at ${seats} tribes: start ${JSON.stringify(start)}, mini-tile ${JSON.stringify(production)} each Rest`, () => {
      // The Moles in seat 1, not first player: no seat-order bonus in what they hold.
      const others = (["raccoons", "gorillas", "crows"] as const).slice(0, seats - 1);
      const state = started([others[0], "moles", ...others.slice(1)], {}, 0);
      expect(state.tribes[1]!.tribe).toBe("moles");
      expect(all(state.tribes[1]!.res)).toEqual(all(start));
      setResources(state, 1, {});
      throughRest(state);
      // All tracks at 0: the tribe card's −1 authority is skipped; only the mini-tile produced.
      expect(state.season).toBe(2);
      expect(all(state.tribes[1]!.res)).toEqual(all(production));
    });

  // The rules read every tribe's tile through miniTile (the Moles' cases above play it out).
  const tiles: [tribe: string, seats: number, start: Resources, production: Resources][] = [
    ["beavers", 2, { endurance: 2, intelligence: 1, food: 3, materials: 1 }, { materials: 1, intelligence: 1 }],
    ["beavers", 3, { endurance: 2, food: 3, materials: 2 }, { materials: 1 }],
    ["beavers", 4, { food: 3 }, { materials: 1 }],
    ["turtles", 2, { endurance: 3, intelligence: 1, food: 4, materials: 4 }, { materials: 1, food: 2, intelligence: 1 }],
    ["turtles", 3, { endurance: 2, food: 4, materials: 4 }, { materials: 1, food: 2 }],
    ["turtles", 4, { endurance: 2, food: 4, materials: 4 }, { materials: 1, food: 2 }],
    ["red-pandas", 2, { endurance: 3, food: 5, materials: 3, intelligence: 2 }, { energy: 1, food: 2, agility: 1 }],
    ["red-pandas", 3, { endurance: 3, food: 4, materials: 3, intelligence: 1 }, { energy: 1, food: 2, agility: 1 }],
    ["rabbits", 2, { endurance: 3, food: 6, materials: 3 }, { food: 2, agility: 1 }],
    ["rabbits", 3, { endurance: 3, food: 4, materials: 2 }, { food: 1, agility: 1 }],
    ["rabbits", 4, { endurance: 3, food: 6, materials: 3 }, { food: 2, agility: 1, materials: 1 }],
  ];
  for (const [id, seats, start, production] of tiles)
    it(`${id} at ${seats} tribes: start ${JSON.stringify(start)}, mini-tile ${JSON.stringify(production)} each Rest`, () => {
      const tribe = content.tribes[id]!;
      const gains = miniTile(tribe, seats).production.flatMap((e) => (e.k === "gain" ? Object.entries(e.r) : [["other", 0]]));
      expect(all(miniTile(tribe, seats).start)).toEqual(all(start));
      expect(all(Object.fromEntries(gains))).toEqual(all(production));
    });

  it("at 2 tribes the season-1 first player takes 3 Food and 3 Materials at the reveal, logged; the other tribe does not", () => {
    const state = started(["raccoons", "gorillas"], {}, 1);
    // Raccoons start E3 F4 N2 M1, Gorillas E3 F4 M2 (content/tribes.ts).
    expect(all(state.tribes[0]!.res)).toEqual(all({ endurance: 3, food: 4, energy: 2, materials: 1 }));
    expect(all(state.tribes[1]!.res)).toEqual(all({ endurance: 3, food: 4 + 3, materials: 2 + 3 }));
    expect(state.log.filter((e) => e.what === "firstPlayerBonus")).toEqual([{ seat: 1, what: "firstPlayerBonus" }]);
  });

  it("at 3 and 4 tribes nobody takes a seat-order bonus", () => {
    for (const tribes of [
      ["raccoons", "gorillas", "crows"],
      ["raccoons", "gorillas", "crows", "rabbits"],
    ] as const) {
      const state = started([...tribes], {}, 1);
      expect(all(state.tribes[1]!.res)).toEqual(all({ endurance: 3, food: 4, materials: 2 }));
      expect(state.log.some((e) => e.what === "firstPlayerBonus")).toBe(false);
    }
  });
});
