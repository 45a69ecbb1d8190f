import { describe, expect, it } from "vitest";
import { EXPLORATION_CARDS, FINDS_CARDS, type FindsCard } from "../../src/games/this-war-of-mine/content/index.js";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { gainItems, settleMarkers } from "../../src/games/this-war-of-mine/markers.js";
import { applyScriptEvents, runCardEffects } from "../../src/games/this-war-of-mine/scripting.js";
import { barterMax } from "../../src/games/this-war-of-mine/trade.js";
import { hiddenFrom, publicView } from "../../src/games/this-war-of-mine/views.js";
import type { TwomCharacter, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { assign, confirm, edit, group, inventory, legal, member, newCampaign, nextDie, refused } from "./game.js";

/** The Scavenging phase with these scavengers, the Location draft open; the Locations on the spaces set by hand. */
function scavenging(seed: string, scavengers: TwomCharacter[], items: Parameters<typeof inventory>[1] = {}): TwomState {
  const state = newCampaign(1, seed);
  group(state, scavengers);
  for (const c of state.characters) c.task = "scavenging";
  inventory(state, items);
  state.locations.spaces = ["school", "tram-depot", "villa"];
  state.draft = null;
  state.phase = "scavenging";
  state.step = 0;
  advance(state);
  return state;
}

/**
 * Sets out to a Location (by space), the Unknown then replaced by these cards (top first). Every
 * Location has an arrival story: unless `story`, it is closed unread, so the tests start exploring.
 */
function setOut(state: TwomState, space: number, unknown?: string[], story = false): void {
  edit(state, { kind: "location", space });
  confirm(state);
  if (!story && state.script) {
    state.script.status = "ended";
    state.script.end = "return";
    state.draft = null;
    advance(state);
  }
  if (unknown) {
    state.exploration.deck.push(...state.expedition!.unknown.splice(0));
    state.exploration.deck = state.exploration.deck.filter((c) => !unknown.includes(c));
    state.expedition!.unknown = [...unknown];
    state.unknownLeft = unknown.length;
  }
}
const act = (state: TwomState, a: Parameters<typeof edit>[1] & { kind: "act" }) => {
  edit(state, a);
  confirm(state);
};
const option = (state: TwomState, o: number | "park" | "keep" | "pass") => {
  edit(state, { kind: "option", option: o });
  confirm(state);
};

describe("Scavenging: setting out", () => {
  it("moves the scavengers to the chosen Location with their equipment, Noise on 1, and builds the Unknown unseen (14, 12, 10)", () => {
    for (const [space, n] of [
      [0, 14],
      [2, 10],
    ] as const) {
      const state = scavenging(`out-${space}`, [member("marek"), member("ines")], { knife: 1, cigarettes: 2, water: 2 });
      expect(state.draft).toEqual({ kind: "expedition", space: null, equip: {} });
      refused(state, state.leader, { type: "edit", edit: { kind: "equip", item: "water", n: 1 } }, "BAD_EDIT");
      edit(state, { kind: "equip", item: "knife", n: 1 });
      edit(state, { kind: "equip", item: "cigarettes", n: 2 });
      state.noise = 5;
      setOut(state, space);
      expect(state.scene).toBe("scavenging");
      expect(state.location).toBe(state.locations.spaces[space]);
      expect(state.noise).toBe(1);
      expect(state.finds).toEqual({ knife: 1, cigarettes: 2 });
      expect(state.inventory).toEqual({ water: 2 });
      expect(state.expedition!.unknown).toHaveLength(n);
      const view = JSON.stringify(publicView(state));
      for (const card of state.expedition!.unknown) expect(view).not.toContain(`"${card}"`);
      expect(hiddenFrom(state)).toEqual(expect.arrayContaining(state.expedition!.unknown));
      expect(publicView(state).expedition!.unknown).toBe(n);
    }
  });

  it("takes one weapon per scavenger at most", () => {
    const state = scavenging("weapons", [member("marek")], { knife: 1, hatchet: 1 });
    edit(state, { kind: "equip", item: "knife", n: 1 });
    edit(state, { kind: "equip", item: "hatchet", n: 1 });
    edit(state, { kind: "location", space: 0 });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
  });

  it("rolls for items hidden there on an earlier visit: 1–6 lost, 7–10 onto the Finds pile", () => {
    for (const [face, found] of [
      [6, false],
      [7, true],
    ] as const) {
      const state = scavenging(`stash-${face}`, [member("marek")]);
      state.stash.school = { books: 1 };
      state.supply.books = 2;
      edit(state, { kind: "location", space: 0 });
      nextDie(state, face);
      confirm(state);
      expect(state.finds.books ?? 0).toBe(found ? 1 : 0);
      expect(state.supply.books).toBe(found ? 2 : 3);
      expect(state.stash.school).toBeUndefined();
    }
  });

  it("reads the Location's arrival script when it has a story (the Tram Depot)", () => {
    const state = scavenging("arrival", [member("marek")]);
    setOut(state, 1, undefined, true);
    expect(state.script?.at).toBe(100);
    expect(state.draft?.kind).toBe("script");
  });
});

describe("Scavenging: exploring", () => {
  it("resolves the top card; returning cards puts them back on the Exploration deck unseen (time spent)", () => {
    const state = scavenging("return", [member("marek")]);
    setOut(state, 0, ["x-kitchen", "x-bathroom", "x-attic"]);
    expect(legal(state, state.leader)).not.toContainEqual({ type: "edit", edit: { kind: "act", act: { kind: "end" } } });
    act(state, { kind: "act", act: { kind: "draw" } });
    expect(state.expedition!.current).toBe("x-kitchen");
    option(state, 0); // return 1 card, then a Finds card's Kitchen line
    expect(state.expedition!.unknown).toEqual(["x-attic"]);
    expect(state.exploration.deck[0]).toBe("x-bathroom");
    expect(state.exploration.discard).toContain("x-kitchen");
    expect(state.findsDeck.discard).toHaveLength(1);
  });

  it("raises Noise and makes a noise roll: at or under the Noise it is an encounter — Noise back to 1, a Residents card's script opens", () => {
    for (const [face, meets] of [
      [2, true],
      [3, false],
    ] as const) {
      const state = scavenging(`noise-${face}`, [member("marek")]);
      setOut(state, 0, ["x-creaking-boards", "x-attic"]);
      state.residents.deck = ["rival", "looters"];
      act(state, { kind: "act", act: { kind: "draw" } });
      nextDie(state, face);
      option(state, 0); // Noise +1 (2), a noise roll
      expect(state.noise).toBe(meets ? 1 : 2);
      expect(state.script?.at ?? null).toBe(meets ? 430 : null);
      expect(state.residents.deck).toEqual(meets ? ["looters"] : ["rival", "looters"]);
    }
  });

  it("puts an ignored Residents card back unresolved, the encounter still counted", () => {
    const state = scavenging("ignore", [member("marek")]);
    setOut(state, 0, ["x-creaking-boards", "x-attic"]);
    state.flags.robbed_mira = 1;
    state.residents.deck = ["mira"];
    act(state, { kind: "act", act: { kind: "draw" } });
    nextDie(state, 1);
    option(state, 0);
    expect(state.noise).toBe(1);
    expect(state.script).toBeNull();
    expect(state.residents.deck).toEqual(["mira"]);
  });

  it("needs the tool an obstacle names; an obstacle may be parked and taken up later", () => {
    const state = scavenging("obstacle", [member("marek")]);
    setOut(state, 0, ["x-bars", "x-attic", "x-kitchen"]);
    act(state, { kind: "act", act: { kind: "draw" } });
    refused(state, state.leader, { type: "edit", edit: { kind: "option", option: 0 } }, "BAD_EDIT");
    option(state, "park");
    expect(state.expedition!.area).toEqual(["x-bars"]);
    state.finds.saw_blade = 1;
    state.supply.saw_blade = 0;
    act(state, { kind: "act", act: { kind: "obstacle", card: "x-bars" } });
    option(state, 0);
    expect(state.expedition!.area).toEqual([]);
    expect(state.exploration.discard).toContain("x-bars");
  });

  it("lets someone small slip through Bars without a saw blade (Sasha)", () => {
    const state = scavenging("small", [member("sasha")]);
    setOut(state, 0, ["x-bars", "x-attic"]);
    act(state, { kind: "act", act: { kind: "draw" } });
    expect(legal(state, state.leader)).toContainEqual({ type: "edit", edit: { kind: "option", option: 0 } });
  });

  it("keeps a Hiding place for 2 returned cards, to lie low later (Noise back to 1)", () => {
    const state = scavenging("hiding", [member("marek")]);
    setOut(state, 0, ["x-hiding-closet", "x-kitchen", "x-bathroom", "x-attic"]);
    act(state, { kind: "act", act: { kind: "draw" } });
    option(state, "keep");
    expect(state.expedition!.unknown).toEqual(["x-attic"]);
    state.noise = 6;
    act(state, { kind: "act", act: { kind: "hiding" } });
    expect(state.noise).toBe(1);
    expect(state.expedition!.area).toEqual([]);
  });

  it("passes by a card none of whose options can be taken (a Hiding place drawn last: nothing to return), so the group is never stuck", () => {
    const state = scavenging("hiding-last", [member("marek")]);
    setOut(state, 0, ["x-hiding-boiler"]);
    act(state, { kind: "act", act: { kind: "draw" } });
    expect(state.expedition!.unknown).toEqual([]);
    const options = legal(state, state.leader).filter((m) => m.type === "edit" && m.edit.kind === "option");
    expect(options).toEqual([{ type: "edit", edit: { kind: "option", option: "pass" } }]);
    option(state, "pass");
    expect(state.draft?.kind).toBe("carry");
    expect(state.expedition!.current).toBeNull();
  });

  it("offers to end the exploration only after a card that says so, and then goes to Choose finds", () => {
    const state = scavenging("end", [member("marek")]);
    setOut(state, 0, ["x-attic", "x-kitchen", "x-bathroom"]);
    act(state, { kind: "act", act: { kind: "draw" } });
    option(state, 2); // leave it
    act(state, { kind: "act", act: { kind: "end" } });
    expect(state.draft?.kind).toBe("carry");
    expect(state.expedition!.unknown).toEqual([]);
    expect(state.exploration.deck).toHaveLength(EXPLORATION_CARDS.length);
    expect(state.exploration.discard).toEqual([]);
  });

  it("plays a Location's special action for its returned cards (the school's gym: 3 wood)", () => {
    const state = scavenging("special", [member("marek")]);
    setOut(state, 0, ["x-attic", "x-kitchen", "x-bathroom", "x-dog", "x-stairwell"]);
    act(state, { kind: "act", act: { kind: "special", id: "gym" } });
    expect(state.expedition!.unknown).toEqual(["x-stairwell"]);
    expect(state.finds.wood).toBe(3);
  });
});

describe("Scavenging: an encounter comes before the rest of the card that raised it", () => {
  /** Resolves the Residents card met (the rival: split the building with her, or chase her off and flee). */
  const meetRival = (state: TwomState, how: "split" | "flee") => {
    expect(state.script?.at).toBe(430);
    edit(state, { kind: "choice", choice: how === "split" ? 0 : 1, actor: null });
    confirm(state);
    if (how === "flee") {
      edit(state, { kind: "flee", flee: true });
      for (let n = 0; state.combat && n < 10; n++) confirm(state);
    }
  };

  it("an Exploration option that rolls for noise then gives wood: the Residents card first, the wood after", () => {
    const state = scavenging("encounter-first", [member("marek")]);
    setOut(state, 0, ["x-piano-room", "x-attic", "x-kitchen"]);
    state.residents.deck = ["rival", "looters"];
    act(state, { kind: "act", act: { kind: "draw" } });
    nextDie(state, 1);
    option(state, 0); // Noise +3, a noise roll (met: the rival), then 3 wood
    expect(state.noise).toBe(1);
    expect(state.finds.wood).toBeUndefined();
    meetRival(state, "split");
    expect(state.script).toBeNull();
    expect(state.finds.wood).toBe(3);
    expect(state.draft?.kind).toBe("explore");
  });

  it("the rest of the card is not read once the scavengers have left (they fled the fight)", () => {
    const state = scavenging("encounter-fled", [member("marek")]);
    setOut(state, 0, ["x-piano-room", "x-attic", "x-kitchen"]);
    state.residents.deck = ["rival", "looters"];
    act(state, { kind: "act", act: { kind: "draw" } });
    nextDie(state, 1);
    option(state, 0);
    meetRival(state, "flee");
    expect(state.expedition!.ended).toBe(true);
    expect(state.finds.wood).toBeUndefined();
    expect(state.log.at(-2)).toMatchObject({ kind: "scavenging", what: "rest-dropped" });
    expect(state.draft?.kind).toBe("carry");
  });

  it("a Finds card that rolls for noise then gives books: the Residents card first (the rulebook), then the rest of the Finds card", () => {
    // No Finds card of ours both opens an encounter and gives items: one is made for the test.
    const noisy: FindsCard = {
      id: "find-test-noisy",
      name: { en: "A noisy find", fr: "Une trouvaille bruyante" },
      lines: {},
      reality: {
        text: { en: "It clatters.", fr: "Ça claque." },
        effects: [
          { kind: "noiseRoll", encounter: [] },
          { kind: "gain", item: "books", n: 1 },
        ],
      },
    };
    (FINDS_CARDS as FindsCard[]).push(noisy);
    try {
      const state = scavenging("finds-encounter-first", [member("marek")]);
      setOut(state, 0, ["x-stairwell", "x-attic", "x-kitchen"]);
      state.residents.deck = ["rival", "looters"];
      state.findsDeck.deck.unshift(noisy.id);
      act(state, { kind: "act", act: { kind: "draw" } });
      nextDie(state, 1);
      option(state, 0); // return 1 card, then a Finds card: the noisy one (Noise 1, rolled 1: met)
      expect(state.finds.books).toBeUndefined();
      meetRival(state, "split");
      expect(state.finds.books).toBe(1);
    } finally {
      (FINDS_CARDS as FindsCard[]).splice((FINDS_CARDS as FindsCard[]).indexOf(noisy), 1);
    }
  });

  it("a campaign begun under content version 3 keeps its old order (the card to its end, then the encounter): its moves replay as played", () => {
    const state = scavenging("encounter-v3", [member("marek")]);
    state.contentVersion = 3;
    setOut(state, 0, ["x-piano-room", "x-attic", "x-kitchen"]);
    state.residents.deck = ["rival", "looters"];
    act(state, { kind: "act", act: { kind: "draw" } });
    nextDie(state, 1);
    option(state, 0);
    expect(state.script?.at).toBe(430);
    expect(state.finds.wood).toBe(3);
  });
});

describe("Scavenging: Choose finds", () => {
  const atChoose = (seed: string, scavengers: TwomCharacter[], finds: Parameters<typeof inventory>[1]) => {
    const state = scavenging(seed, scavengers);
    setOut(state, 0, ["x-attic"]);
    for (const [item, n] of Object.entries(finds)) {
      state.finds[item as keyof typeof finds] = n;
      state.supply[item as keyof typeof finds] = (state.supply[item as keyof typeof finds] ?? 0) - n!;
    }
    act(state, { kind: "act", act: { kind: "draw" } });
    option(state, 2);
    return state;
  };

  it("carries what fits the Backpacks (heavy tokens by weight, each resource 1), overload +1 for Fatigue +2", () => {
    // Sasha: Backpack 2. A shovel (2) and books (1).
    const state = atChoose("carry", [member("sasha")], { shovel: 1, books: 1, cigarettes: 2 });
    expect(state.draft).toEqual({ kind: "carry", keep: { shovel: 1, cigarettes: 2 }, hide: {}, overload: [] });
    edit(state, { kind: "carry", item: "books", n: 1 });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    edit(state, { kind: "overload", character: "sasha", on: true });
    edit(state, { kind: "carry", item: "wood", n: 1 });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    edit(state, { kind: "carry", item: "wood", n: 0 });
    confirm(state);
    expect(state.finds).toEqual({ shovel: 1, books: 1, cigarettes: 2 });
    expect(state.characters[0]!.states.fatigue).toBe(2);
    expect(state.phase).not.toBe("scavenging");
  });

  it("refuses to overload at Fatigue 3, and adds resources from the supply only within the Location's caps", () => {
    const state = atChoose("caps", [member("bogdan", { fatigue: 3 })], {});
    refused(state, state.leader, { type: "edit", edit: { kind: "overload", character: "bogdan", on: true } }, "BAD_EDIT");
    // The school: at most 1 water, 6 wood.
    refused(state, state.leader, { type: "edit", edit: { kind: "carry", item: "water", n: 2 } }, "BAD_EDIT");
    edit(state, { kind: "carry", item: "wood", n: 6 });
    confirm(state);
    expect(state.log.find((e) => e.kind === "scavenging" && e.what === "carried")).toMatchObject({ detail: '{"wood":6}' });
  });

  it("hides what is left on the Location card; the rest goes back to the box", () => {
    const state = atChoose("hide", [member("sasha")], { guitar: 1, books: 2 });
    expect(state.draft).toMatchObject({ keep: { guitar: 1 } }); // what does not fit is left out at first
    edit(state, { kind: "stash", item: "books", n: 1 });
    confirm(state);
    expect(state.stash.school).toEqual({ books: 1 });
    expect(state.log.find((e) => e.kind === "scavenging" && e.what === "carried")).toMatchObject({ detail: '{"guitar":1}' });
    expect(state.supply.books).toBe(2);
  });
});

describe("Scavenging: a death", () => {
  it("makes an Empathy roll for the other scavengers when one dies: those affected stop and wait", () => {
    const state = scavenging("death", [member("marek"), member("vera")]);
    setOut(state, 0, ["x-attic", "x-kitchen"]);
    nextDie(state, 3); // Vera's Empathy 6 > 3
    state.characters = state.characters.filter((c) => c.id !== "marek");
    state.script = null;
    // As the engine reports it.
    applyScriptEvents(state, [{ kind: "died", character: "marek" }]);
    expect(state.expedition!.waiting).toEqual(["vera"]);
  });
});

describe("the shelter's Search", () => {
  it("draws a Finds card and reads its Furniture line; a Weight of Reality card is put back and another drawn", () => {
    const state = newCampaign(1, "search");
    group(state, [member("marek")]);
    inventory(state, {});
    delete state.shelter.cards["b-door"];
    state.findsDeck.deck = ["find-reality-photograph", "find-dresser"];
    assign(state, "marek", { kind: "search", space: "b-door" });
    confirm(state);
    expect(state.inventory.wood).toBe(2);
    expect(state.findsDeck.discard).toEqual(["find-dresser"]);
    expect(state.findsDeck.deck).toEqual(["find-reality-photograph"]);
  });
});

describe("Locations leaving play", () => {
  it("discard the items hidden on them", async () => {
    const { swapLocation } = await import("../../src/games/this-war-of-mine/locations.js");
    const state = newCampaign(1, "swap");
    state.locations.spaces = ["school", "tram-depot", "villa"];
    state.stash.school = { books: 1 };
    state.supply.books = 2;
    swapLocation(state, 0);
    expect(state.stash.school).toBeUndefined();
    expect(state.supply.books).toBe(3);
    expect(state.locations.spaces.slice(0, 2)).toEqual(["tram-depot", "villa"]);
  });
});

describe("hidden items are taken first when the box runs out of that kind (RAS 534)", () => {
  it("a gain the box cannot give comes off the Location cards that hide it; what the box has is taken first", () => {
    const state = newCampaign(1, "hidden-first");
    inventory(state, {});
    state.supply.canned_food = 1;
    state.stash = { villa: { canned_food: 2, books: 1 } };
    runCardEffects(state, [{ kind: "gain", item: "canned_food", n: 2 }]);
    expect(state.inventory.canned_food).toBe(2);
    expect(state.stash).toEqual({ villa: { canned_food: 1, books: 1 } });
    expect(state.supply.canned_food).toBe(0);
  });

  it("so do the shelter's gains of wood, a marker at a time, and a trader's wares", () => {
    const state = newCampaign(1, "hidden-first-wood");
    inventory(state, {});
    state.stash = { villa: { wood: 2 } };
    state.finds.wood = 18;
    settleMarkers(state);
    expect(state.supply.wood).toBe(0);
    gainItems(state, { wood: 1 });
    expect(state.inventory.wood).toBe(1);
    expect(state.stash).toEqual({ villa: { wood: 1 } });
    state.stash = { school: { medicine: 1 } };
    state.supply.medicine = 0;
    state.trade = { wares: ["medicine"], commission: 0 };
    expect(barterMax(state, "take", "medicine", { kind: "trade", give: {}, take: {}, commission: {} })).toBe(1);
  });
});
