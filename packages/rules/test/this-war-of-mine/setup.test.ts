import { describe, expect, it } from "vitest";
import { createGame, isRuleError } from "../../src/engine/index.js";
import {
  CHARACTERS,
  FINALE_EVENTS,
  FIXTURES,
  GUARD_SPACE,
  OBJECTIVES,
  REGULAR_EVENTS,
  SHELTER_CARDS,
  SPACES,
  eventCard,
  objectiveCard,
  raidCard,
} from "../../src/games/this-war-of-mine/content/index.js";
import { BOX_RESOURCES, BOX_TOKENS } from "../../src/games/this-war-of-mine/items.js";
import { CONTENT_VERSION } from "../../src/games/this-war-of-mine/setup.js";
import { game, newCampaign } from "./game.js";

describe("This War of Mine's set-up", () => {
  it("takes 1 to 6 seats, and the same seed gives the same campaign", () => {
    for (const seats of [0, 7]) {
      let error: unknown = null;
      try {
        createGame(game, { seats, options: {}, seed: "x" });
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error) && error.code).toBe("BAD_SEAT_COUNT");
    }
    for (let seats = 1; seats <= 6; seats++) expect(newCampaign(seats, "a").seats).toBe(seats);
    expect(JSON.stringify(newCampaign(3, "same"))).toBe(JSON.stringify(newCampaign(3, "same")));
  });

  it("freezes the content version in the options: a campaign of another version is refused, never replayed into another story", () => {
    const parsed = game.optionsSchema.parse({});
    expect(parsed).toEqual({ contentVersion: CONTENT_VERSION });
    expect(createGame(game, { seats: 2, options: parsed, seed: "v" }).contentVersion).toBe(CONTENT_VERSION);
    // A version-3 campaign (before the rule fixes of issue 35) still replays, under its own rules.
    expect(createGame(game, { seats: 2, options: { contentVersion: 3 }, seed: "v" }).contentVersion).toBe(3);
    for (const contentVersion of [2, CONTENT_VERSION + 1]) {
      let error: unknown = null;
      try {
        createGame(game, { seats: 2, options: { contentVersion }, seed: "v" });
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error) && error.code).toBe("CONTENT_VERSION");
      expect((error as Error).message).toMatch(new RegExp(`version ${contentVersion}.*cannot be resumed`));
    }
  });

  it("picks a random Leader", () => {
    const leaders = new Set(Array.from({ length: 40 }, (_, i) => newCampaign(4, `leader-${i}`).log[0]));
    expect(new Set([...leaders].map((e) => (e.kind === "setup" ? e.leader : -1)))).toEqual(new Set([0, 1, 2, 3]));
  });

  it("draws 3 characters, the first red and the first two black, at Hunger 2, each with a colour, on the Guard space", () => {
    for (let i = 0; i < 10; i++) {
      const state = newCampaign(2, `chars-${i}`);
      const border = (id: string) => CHARACTERS.find((c) => c.id === id)!.border;
      const setupLog = state.log[0]!;
      expect(setupLog.kind).toBe("setup");
      const starting = setupLog.kind === "setup" ? setupLog.characters : [];
      expect(starting.map(border)).toEqual(["red", "black", "black"]);
      expect(state.characters.map((c) => c.id)).toEqual(starting);
      expect(state.characters.every((c) => c.states.hunger === 2 && c.starting && c.space === GUARD_SPACE)).toBe(true);
      expect(new Set(state.characters.map((c) => c.colour)).size).toBe(3);
      expect(state.charactersDeck).toHaveLength(CHARACTERS.length - 3);
    }
  });

  it("builds the Event deck bottom-up: 3 shuffled finale Events, Chapter III, 4 Events, Chapter II, 3 Events, Chapter I", () => {
    const state = newCampaign(2, "events");
    // The first Morning drew Chapter I and the first Event: 2 Events, Chapter II, 4, Chapter III, 3 finale remain.
    const kinds = state.events.map((id) => eventCard(id).kind);
    expect(kinds).toEqual([
      "regular",
      "regular",
      "chapter",
      "regular",
      "regular",
      "regular",
      "regular",
      "chapter",
      "finale",
      "finale",
      "finale",
    ]);
    expect(state.events[2]).toBe("chapter-2");
    expect(state.events[7]).toBe("chapter-3");
    expect(new Set(state.events.slice(8))).toEqual(new Set(FINALE_EVENTS.map((e) => e.id)));
    const raidEvents = state.raids.deck.filter((id) => raidCard(id) === undefined);
    const regular = [...state.eventDiscard, ...state.faceUpEvents, ...raidEvents, ...state.events].filter(
      (id) => eventCard(id).kind === "regular",
    );
    expect(regular).toHaveLength(7);
    expect(new Set(regular).size).toBe(7);
    expect(REGULAR_EVENTS.length).toBeGreaterThanOrEqual(7);
    // Unused Events left the campaign unseen: they are nowhere.
    const inPlay = new Set([...state.eventDiscard, ...state.faceUpEvents, ...raidEvents, ...state.events]);
    expect(REGULAR_EVENTS.filter((e) => !inPlay.has(e.id))).toHaveLength(REGULAR_EVENTS.length - 7);
  });

  it("piles the Objectives: one drawn from the Chapter I pool on top (revealed by Chapter I), one from Chapter II, the final one at the bottom", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const state = newCampaign(1, `objectives-${i}`);
      expect(objectiveCard(state.objective!.card).chapter).toBe(1);
      expect(state.objective!.marker).toBe(0);
      expect(state.objectives.map((id) => objectiveCard(id).chapter)).toEqual([2, "final"]);
      seen.add(state.objective!.card);
      seen.add(state.objectives[0]!);
    }
    expect(seen).toEqual(new Set(OBJECTIVES.filter((o) => o.chapter !== "final").map((o) => o.id)));
  });

  it("lays the 14 Shelter cards on their spaces, basic fixtures in the Fixtures deck and the rest in Ideas, 3 Locations, Cold from the first Event only", () => {
    const state = newCampaign(2, "board");
    expect(Object.keys(state.shelter.cards)).toHaveLength(14);
    for (const card of SHELTER_CARDS) expect(state.shelter.cards[card.space]).toBe(card.id);
    expect(SHELTER_CARDS.every((c) => SPACES.some((s) => s.id === c.space))).toBe(true);
    expect(state.fixturesDeck).toEqual(FIXTURES.filter((f) => f.basic).map((f) => f.id));
    expect(state.fixturesDeck).toHaveLength(18);
    expect(state.ideas).toHaveLength(8);
    expect(state.locations.spaces).toHaveLength(3);
    const first = state.log.find((e) => e.kind === "event");
    expect(state.cold).toBe(first?.kind === "event" ? first.cold : -1);
  });

  it("starts the Inventory with a lockpick, a shovel, 4 components, 4 wood, 2 water and 3 raw food, taken from the box", () => {
    // A campaign whose first Event leaves the Inventory alone (a face-up Event's Morning effect included).
    const touchesInventory = ["taps-dry", "neighbour-shares", "airdrop", "freezing-rain", "roof-gives-way", "soup-line"];
    const firstEvent = (s: ReturnType<typeof newCampaign>) => {
      const e = s.log.find((entry) => entry.kind === "event");
      return e?.kind === "event" ? e.card : "";
    };
    let state = newCampaign(1, "inventory-0");
    for (let i = 1; touchesInventory.includes(firstEvent(state)); i++) state = newCampaign(1, `inventory-${i}`);
    expect(state.inventory).toEqual({ lockpick: 1, shovel: 1, components: 4, wood: 4, water: 2, raw_food: 3 });
    expect(state.supply.lockpick).toBe(BOX_TOKENS.lockpick - 1);
    expect(state.supply.raw_food).toBe(BOX_TOKENS.raw_food - 3);
    expect(state.supply.water).toBe(BOX_RESOURCES.water - 2);
    expect(state.supply.wood).toBe(BOX_RESOURCES.wood - 4);
  });

  it("opens on day 1's Day actions, step 1, with the shared draft open and the Leader waited on", () => {
    const state = newCampaign(3, "open");
    expect(state).toMatchObject({ day: 1, phase: "day", step: 1, chapter: 1 });
    expect(state.draft).toEqual({ kind: "day", step: 1, plan: {} });
    expect(game.waitingOn(state)).toEqual([state.leader]);
    expect(game.activeSeats(state)).toEqual([0, 1, 2]);
  });
});
