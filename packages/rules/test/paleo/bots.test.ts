import { describe, expect, it } from "vitest";
import { nightReserve, reserveShort } from "../../src/games/paleo/bots/reserve.js";
import { actionValue } from "../../src/games/paleo/bots/values.js";
import { greedy } from "../../src/games/paleo/bots/greedy.js";
import { publicView } from "../../src/games/paleo/views.js";
import { seedRng } from "../../src/engine/index.js";
import { startNight } from "../../src/games/paleo/course.js";
import { cardOf, face, giveTools, newGame, play, useStep } from "./fixtures.js";

/**
 * The team bot keeps what the coming Night asks (issue 15's third balance pass): it reads the
 * Missions and night cards on the table, never a face in a deck, and does not spend by day the
 * Wood, Stone, Food or tools their cheapest way needs.
 */
describe("Paleo team bot: the coming Night's reserve", () => {
  it("reserves the cheapest open way of each Mission: level I's aurochs asks Food and a Hide, the pass a Tent; no Hide held, no way to keep", () => {
    const state = useStep(newGame(2, "reserve", { level: "I" }), [null, null], { depot: { food: 9, wood: 2, stone: 2 } });
    giveTools(state, 0, { hide: 1, tent: 1 });
    giveTools(state, 1, {});
    const aurochs = cardOf(state.missions.find((m) => cardOf(m).key === "great-aurochs")!).night.find((a) => !a.hostile)!;
    expect(aurochs.costs.tools).toEqual(["hide"]);
    const reserve = nightReserve(state);
    expect(reserve.units).toEqual(aurochs.costs.resources.map((u) => [...u]));
    expect(reserve.units.length).toBeGreaterThan(0);
    expect(reserve.tools).toEqual({ hide: 1, tent: 1 });
    giveTools(state, 0, { tent: 1 });
    expect(nightReserve(state)).toMatchObject({ units: [], tools: { tent: 1 } });
  });

  it("the winter fire: a Torch held makes its way 1 Wood and the Torch, else 3 Wood; the feeding's Food comes first", () => {
    const state = useStep(newGame(2, "reserve", { level: "II" }), [null, null], { depot: { food: 0, wood: 3, stone: 0 } });
    giveTools(state, 0, {});
    giveTools(state, 1, {});
    const fire = cardOf(state.missions.find((m) => cardOf(m).key === "winter-fire")!).night;
    const threeWood = fire.find((a) => a.costs.resources.length === 3)!.costs.resources;
    expect(nightReserve(state).units).toEqual(expect.arrayContaining(threeWood.map((u) => [...u])));
    giveTools(state, 0, { torch: 1 });
    const withTorch = nightReserve(state);
    expect(withTorch.tools.torch).toBe(1);
    expect(withTorch.units.filter((u) => u.length === 1 && u[0] === "wood")).toHaveLength(1);
    // Food for the feeding is eaten before any Mission: Food in the depot up to the mouths does not count.
    const mouths = withTorch.mouths;
    expect(reserveShort(withTorch, { food: mouths, wood: 3, stone: 9 })).toBeGreaterThan(0);
  });

  it("an action that spends the Wood the Night needs is worth less than the same action with Wood to spare", () => {
    const frostbite = face("frostbite");
    const state = useStep(newGame(2, "reserve", { level: "II" }), [frostbite, null], { depot: { food: 9, wood: 3, stone: 0 } });
    giveTools(state, 0, {});
    giveTools(state, 1, {});
    const warmUp = cardOf(frostbite).actions.find((a) => !a.hostile)!;
    const short = actionValue(state, publicView(state), 0, [0], warmUp);
    state.depot.wood = 6;
    const spare = actionValue(state, publicView(state), 0, [0], warmUp);
    expect(spare - short).toBeGreaterThanOrEqual(3);
  });

  it("a choice unit is paid with what the Night does not need: the painted wall's Food or Wood is paid in Wood while the spirits need the Food", () => {
    const wall = face("painted-wall");
    const state = useStep(newGame(2, "reserve", { level: "II" }), [wall, null]);
    giveTools(state, 0, { torch: 2, handaxe: 1 });
    giveTools(state, 1, {});
    const mouths = nightReserve(state).mouths;
    // Food is the richest type, so the default plan pays the choice in Food; fed first, the tribe
    // then has exactly the spirit wall's 1 Food left. The fire burns a Torch and 1 Wood.
    Object.assign(state.depot, { food: mouths + 1, wood: 2, stone: 12 });
    const index = cardOf(wall).actions.findIndex((a) => a.rewards.some((r) => r.kind === "fresco"));
    play(state, 0, { type: "act", action: index });
    expect(state.pending!.plan.units.find((u) => u.options.length > 1)!.pay).toBe("food");
    for (let i = 0; i < 20 && state.pending; i++) play(state, 0, greedy(state, 0, seedRng(`t${i}`)));
    expect(state.pending).toBeNull();
    expect(state.depot).toMatchObject({ food: mouths + 1, wood: 1, stone: 10 });
  });

  it("at Night, a Mission the depot can pay is paid, not taken as a Skull, though a later card will fall short (level VII's herds: a windbreak of Wood)", () => {
    const state = useStep(newGame(3, "reserve", { level: "VII" }), [null, null, null], {
      depot: { food: 20, wood: 4, stone: 2 },
    });
    for (const seat of [0, 1, 2]) {
      giveTools(state, seat, {});
      state.hiddenDiscard.push(...state.groups[seat]!.deck.splice(0));
    }
    const characters = state.groups.reduce((sum, g) => sum + g.members.length, 0);
    expect(characters).toBeGreaterThanOrEqual(5);
    startNight(state);
    // The spirits take their Food and Stone; then the depot pays the herds' windbreak and 1 Wood more, not the guests' gifts too.
    expect(cardOf(state.night!.todo[0]!.card).key).toBe("spirit-wall");
    for (let i = 0; i < 20 && cardOf(state.night!.todo[0]!.card).key === "spirit-wall"; i++)
      play(state, i % 3, greedy(state, i % 3, seedRng(`w${i}`)));
    expect(state.skulls).toBe(0);
    expect(cardOf(state.night!.todo[0]!.card).key).toBe("following-the-herds");
    const herds = cardOf(state.night!.todo[0]!.card).night;
    const windbreak = herds.find((a) => a.conditions.requests.some((r) => r.kind === "characters"))!.costs.resources.length;
    Object.assign(state.depot, { food: 0, wood: windbreak + 1, stone: 0 });
    for (let i = 0; i < 20 && cardOf(state.night!.todo[0]!.card).key === "following-the-herds"; i++)
      play(state, i % 3, greedy(state, i % 3, seedRng(`h${i}`)));
    expect(state.skulls).toBe(0);
    expect(state.depot.wood).toBe(1);
  });
});
