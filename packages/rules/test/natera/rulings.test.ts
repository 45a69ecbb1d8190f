import { describe, expect, it } from "vitest";
import { createGame, viewFor } from "../../src/engine/index.js";
import { meets } from "../../src/games/natera/achievements.js";
import { locationOf } from "../../src/games/natera/board.js";
import { CARD_TYPES, content, type CardType, type Effect, type Resources } from "../../src/games/natera/content/index.js";
import { boxCost, boxReward } from "../../src/games/natera/science.js";
import { givesTraining, typesInPlay, typesOfCard } from "../../src/games/natera/tribe.js";
import { finalScoring } from "../../src/games/natera/scoring.js";
import { publicView } from "../../src/games/natera/views.js";
import {
  act,
  choose,
  game,
  giveCards,
  hire,
  legal,
  newGame,
  putTile,
  setResources,
  setRiver,
  settle,
  started,
  TIER1,
} from "./fixtures.js";

/**
 * The digest's rulings that no other Natera test pinned (audit of issue 16, see RULINGS.md).
 * Content numbers (bonuses, costs, mini-tiles) are being tuned elsewhere, so expected amounts are
 * read from the content here, never written out; only rulebook facts (location rewards) are.
 */
type State = ReturnType<typeof started>;
const deploys = (state: State, seat: number) => legal(state, seat).flatMap((m) => (m.type === "deploy" ? [m.location] : []));
/** Ends turns and passes until the Rest phase's first question (or the next season). */
const toRest = (state: State) => {
  const season = state.season;
  while (state.phase === "action" && !state.prompt && state.season === season)
    act(state, state.active, state.mainDone ? { type: "endTurn" } : { type: "pass" });
};
/** The resources a list of plain gains gives (null when an effect is not a plain gain). */
const plainGain = (effects: Effect[]): Resources | null => {
  const sum: Record<string, number> = {};
  for (const e of effects) {
    if (e.k !== "gain") return null;
    for (const [k, n] of Object.entries(e.r)) sum[k] = (sum[k] ?? 0) + n;
  }
  return sum;
};
const plus = (a: Resources, b: Resources, times = 1): Record<string, number> => {
  const out: Record<string, number> = { ...a };
  for (const [k, n] of Object.entries(b)) out[k] = (out[k] ?? 0) + n * times;
  return out;
};
const resOf = (state: State, seat: number) => ({ ...state.tribes[seat]!.res });

describe("Natera rulings: seats, options, turn order, supply", () => {
  it("Ruling: 2–4 seats online; by default no draft, Nuclear Discovery on, random achievement tiles", () => {
    expect([game.minSeats, game.maxSeats]).toEqual([2, 4]);
    expect(() => createGame(game, { seats: 1, options: {}, seed: "solo" })).toThrow();
    expect(() => createGame(game, { seats: 5, options: {}, seed: "five" })).toThrow();
    expect(game.optionsSchema.parse({})).toEqual({ draft: false, nuclear: true, achievements: "random" });
    expect(newGame(2, "defaults").phase).toBe("choose");
  });

  it("Ruling: clockwise = increasing seat index, from the first player, wrapping round", () => {
    const state = started(["raccoons", "rabbits", "crows"], {}, 2);
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(state.active);
      act(state, state.active, { type: "pass" });
    }
    expect(order).toEqual([2, 0, 1]);
  });

  it("Ruling: unlimited resource supply, no reserve cap, no hand limit", () => {
    const state = started(["raccoons", "rabbits"]);
    setResources(state, 0, { endurance: 500 });
    giveCards(state, 0, state.decks.basic.slice(0, 25));
    const hand = state.tribes[0]!.hand.length;
    act(state, 0, { type: "deploy", location: "nl-for-0a" });
    choose(state, "explorer");
    choose(state, state.tribes[0]!.hand[0]!);
    expect(state.tribes[0]!.res.endurance).toBe(505);
    toRest(state);
    settle(state);
    expect(state.tribes[0]!.hand).toHaveLength(hand - 1 + 4);
  });
});

describe("Natera rulings: locations", () => {
  it("Ruling: a discard 2 (Urban TIER 2) is a cost — the pawn goes there only with two cards to discard", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-urb-2d");
    state.tribes[0]!.tracks.urban = 3;
    const hand = state.tribes[0]!.hand.splice(0);
    state.tribes[0]!.hand.push(hand[0]!);
    expect(deploys(state, 0)).not.toContain("nl-urb-2d");
    state.tribes[0]!.hand.push(hand[1]!);
    expect(deploys(state, 0)).toContain("nl-urb-2d");
    setResources(state, 0, {});
    act(state, 0, { type: "deploy", location: "nl-urb-2d" });
    settle(state, (kind) => (kind === "pawn" ? "explorer" : undefined));
    expect(state.tribes[0]!.hand).toHaveLength(0);
    expect(state.tribes[0]!.res.materials).toBe(5);
  });

  it("'Or' rewards: exactly one option (Urban TIER 2: 3 Materials or 2 resources of choice)", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-urb-2e");
    state.tribes[0]!.tracks.urban = 3;
    setResources(state, 0, {});
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-urb-2e" });
    expect(state.prompt).toMatchObject({ kind: "or", options: ["option-0", "option-1"] });
    choose(state, "option-0");
    expect(state.prompt).toBeNull();
    expect(state.tribes[0]!.res).toMatchObject({ materials: 3, endurance: 0, food: 0 });
  });

  it("Agricultural TIER 2 hire for 6 Food less; Ruling: Mole food comes before the reward and may pay that hire", () => {
    const state = started(["raccoons", "moles"]);
    putTile(state, "nl-agr-2b");
    state.tribes[0]!.tracks.agricultural = 3;
    state.locations["nl-agr-2b"]!.pawns.push({ seat: 1, kind: "explorer" });
    const target = Object.values(content.specialists).find((s) => s.cost >= 9 && plainGain(s.reward))!;
    setRiver(state, [target.id]);
    setResources(state, 0, { food: target.cost - 6 - 2 });
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-agr-2b" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "hire" });
    expect(state.prompt!.options).toContain(target.id);
    choose(state, target.id);
    expect(state.tribes[0]!.specialists).toEqual([target.id]);
    expect(state.tribes[0]!.res.food).toBe(plainGain(target.reward)!.food ?? 0);
  });

  it("Agricultural TIER 3 plays a card for 4 Endurance / 3 Agility / 3 Intelligence less", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-agr-3a");
    state.tribes[0]!.tracks.agricultural = 6;
    const card = Object.values(content.cards).find((c) => !c.prerequisite && c.cost.intelligence > 3 && c.cost.endurance > 4)!;
    giveCards(state, 0, [card.id]);
    setResources(state, 0, { endurance: card.cost.endurance - 4 });
    expect(legal(state, 0)).not.toContainEqual({ type: "play", card: card.id });
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-agr-3a" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "play" });
    expect(state.prompt!.options).toContain(card.id);
    choose(state, card.id);
    settle(state);
    expect(state.tribes[0]!.tableau).toContain(card.id);
  });

  it("Agricultural TIER 3 returns a hired specialist under the specialist deck for its printed cost in Food; its type leaves", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-agr-3b");
    state.tribes[0]!.tracks.agricultural = 6;
    const specialist = state.decks.specialists[3]!;
    hire(state, 0, specialist);
    setResources(state, 0, {});
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-agr-3b" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "returnSpecialist", options: [specialist, "skip"] });
    choose(state, specialist);
    expect(state.tribes[0]!.specialists).toEqual([]);
    expect(state.decks.specialists.at(-1)).toBe(specialist);
    expect(state.tribes[0]!.res.food).toBe(content.specialists[specialist]!.cost);
    expect(typesInPlay(state, 0).has("specialist")).toBe(false);
  });

  it("a Growth location's exchange must be payable (Agricultural TIER 3: 2 Endurance → 1 Growth)", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-agr-3c");
    state.tribes[0]!.tracks.agricultural = 6;
    state.tribes[0]!.face = "nsb-1a";
    state.tribes[0]!.growth = [];
    setResources(state, 0, { endurance: 1 });
    expect(deploys(state, 0)).not.toContain("nl-agr-3c");
    setResources(state, 0, { endurance: 2 });
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-agr-3c" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "growth", options: ["box-0", "box-1", "box-2"] });
    choose(state, "box-1");
    expect(state.tribes[0]!.growth).toEqual([1]);
    expect(state.tribes[0]!.res.endurance).toBe(0);
  });

  it("Military TIER 2 copies a Forest location, and only one", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-mil-2d");
    state.tribes[0]!.tracks.military = 3;
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-mil-2d" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "copy" });
    expect(state.prompt!.options.sort()).toEqual(
      Object.keys(content.locations)
        .filter((id) => id.startsWith("nl-for"))
        .sort(),
    );
  });

  it("Ruling: a copy needs a face-up target but no access level; it gives no authority, colony bonus or Mole food", () => {
    const state = started(["raccoons", "moles"]);
    putTile(state, "nl-mil-3c");
    putTile(state, "nl-urb-2e");
    state.tribes[0]!.tracks.military = 6;
    state.locations["nl-urb-2e"]!.colony = 1;
    state.locations["nl-urb-2e"]!.pawns.push({ seat: 1, kind: "explorer" });
    setResources(state, 0, {});
    const moles = resOf(state, 1);
    const faceDown = Object.keys(state.locations).filter((id) => !state.locations[id]!.revealed);
    expect(faceDown.length).toBeGreaterThan(0);
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-mil-3c" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "copy" });
    // Urban at 0: no access to a TIER 2 there, yet it may be copied; face-down tiles may not.
    expect(state.prompt!.options).toContain("nl-urb-2e");
    for (const id of faceDown) expect(state.prompt!.options).not.toContain(id);
    choose(state, "nl-urb-2e");
    choose(state, "option-0");
    expect(state.tribes[0]!.res).toMatchObject({ materials: 3, food: 0 });
    expect(state.tribes[0]!.tracks.urban).toBe(0);
    expect(state.tribes[1]!.res).toEqual(moles);
    expect(state.locations["nl-urb-2e"]!.pawns).toEqual([{ seat: 1, kind: "explorer" }]);
  });

  it("Ruling: Urban TIER 3's two colony bonuses go to the deployer only; their owners gain nothing extra", () => {
    const state = started(["raccoons", "rabbits"]);
    putTile(state, "nl-urb-3b");
    state.tribes[0]!.tracks.urban = 6;
    const [a, b] = TIER1.filter((id) => plainGain(locationOf(id).bonus) && locationOf(id).bonus.length > 0);
    state.locations[a!]!.colony = 1;
    state.locations[b!]!.colony = 1;
    setResources(state, 0, {});
    setResources(state, 1, {});
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-urb-3b" });
    expect(state.prompt).toMatchObject({ seat: 0, kind: "colonyBonuses" });
    choose(state, a!);
    settle(state);
    expect(state.tribes[0]!.res).toMatchObject(plus(plainGain(locationOf(a!).bonus)!, plainGain(locationOf(b!).bonus)!));
    expect(Object.values(state.tribes[1]!.res).every((n) => n === 0)).toBe(true);
  });
});

describe("Natera rulings: tribes", () => {
  it("Ruling: any tribe's leader — a Bear's too — on a Beaver colony gives the Beavers its bonus twice", () => {
    const state = started(["beavers", "bears"]);
    for (const where of Object.values(state.locations)) where.colony = null;
    const site = TIER1.find((id) => {
      const l = locationOf(id);
      return !l.cost && l.bonus.length > 0 && plainGain(l.bonus) && plainGain(l.reward);
    })!;
    state.locations[site]!.colony = 0;
    setResources(state, 0, {});
    act(state, 0, { type: "pass" });
    act(state, 1, { type: "deploy", location: site });
    settle(state);
    expect(state.tribes[0]!.res).toMatchObject(plus({}, plainGain(locationOf(site).bonus)!, 2));
  });

  it("Foxes' production copies a Forest location and pays its discard", () => {
    const state = started(["foxes", "raccoons"]);
    const foxes = state.tribes[0]!;
    for (const card of foxes.hand.splice(1)) state.discards[content.cards[card]!.deck].push(card);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "copy" });
    expect(state.prompt!.options.sort()).toEqual(
      Object.keys(content.locations)
        .filter((id) => id.startsWith("nl-for"))
        .sort(),
    );
    const before = resOf(state, 0);
    const hand = [...foxes.hand];
    choose(state, "nl-for-0a");
    // The one card discarded, then the Rest draws (4 cards).
    expect(foxes.hand).toHaveLength(4);
    expect(foxes.hand).not.toContain(hand[0]);
    expect(foxes.res.endurance).toBe(before.endurance + 5);
  });

  it("Gorillas' production Growth — Ruling: a middle box's immediate reward is gained as usual", () => {
    const state = started(["gorillas", "raccoons"]);
    const gorillas = state.tribes[0]!;
    gorillas.face = "nsb-1a";
    gorillas.growth = [0];
    const face = content.science["nsb-1a"]!;
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "growth" });
    const box = state
      .prompt!.options.map((o) => Number(o.slice(4)))
      .find((b) => b >= 3 && Object.keys(boxCost(face, b)).length === 0 && plainGain(boxReward(face, b)))!;
    expect(box).toBeDefined();
    const before = resOf(state, 0);
    choose(state, `box-${box}`);
    expect(gorillas.res).toMatchObject(plus(before, plainGain(boxReward(face, box))!));
  });

  it("Crows' production draws 1 card, with a peek first", () => {
    const state = started(["crows", "raccoons"]);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "draw" });
    expect(state.prompt!.options).toContain("peek:advanced");
    const hand = state.tribes[0]!.hand.length;
    choose(state, "advanced");
    // The card drawn, then the Rest draws (4 cards).
    expect(state.tribes[0]!.hand).toHaveLength(hand + 1 + 4);
  });

  it("Ruling: Red Pandas gain 1 Energy per type newly in play — several at once; the first specialist brings its type, the second nothing", () => {
    const state = started(["red-pandas", "raccoons"]);
    const plain = (id: string) => {
      const c = content.cards[id]!;
      return !c.prerequisite && c.background === "immediate" && plainGain(c.effects) && !plainGain(c.effects)!.energy;
    };
    const rich = Object.keys(content.cards).find((id) => plain(id) && typesOfCard(content.cards[id]!).length >= 2)!;
    const same = Object.keys(content.cards).find(
      (id) =>
        id !== rich && plain(id) && typesOfCard(content.cards[id]!).every((t) => typesOfCard(content.cards[rich]!).includes(t)),
    )!;
    const specialists = Object.values(content.specialists)
      .filter((s) => plainGain(s.reward) && !plainGain(s.reward)!.energy)
      .slice(0, 2);
    giveCards(state, 0, [rich, same]);
    setRiver(
      state,
      specialists.map((s) => s.id),
    );
    const energy = () => state.tribes[0]!.res.energy;
    setResources(state, 0, { endurance: 99, food: 99 });
    act(state, 0, { type: "play", card: rich });
    expect(energy()).toBe(typesOfCard(content.cards[rich]!).length);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    act(state, 0, { type: "play", card: same });
    expect(energy()).toBe(typesOfCard(content.cards[rich]!).length);
    act(state, 0, { type: "endTurn" });
    act(state, 0, { type: "hire", card: specialists[0]!.id });
    expect(energy()).toBe(typesOfCard(content.cards[rich]!).length + 1);
    act(state, 0, { type: "endTurn" });
    act(state, 0, { type: "hire", card: specialists[1]!.id });
    expect(energy()).toBe(typesOfCard(content.cards[rich]!).length + 1);
  });

  it("Ruling: the cards a Red Panda turns in its search are shown to the Red Pandas alone, while in the deck, until their next turn ends", () => {
    const state = started(["red-pandas", "raccoons"]);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "search" });
    const deck = [...state.decks.advanced];
    const has = (card: string, type: CardType) => typesOfCard(content.cards[card]!).includes(type);
    const type = CARD_TYPES.find((t) => !has(deck[0]!, t) && deck.some((c) => has(c, t)))!;
    const turned = deck.slice(
      0,
      deck.findIndex((c) => has(c, type)),
    );
    choose(state, type);
    // The Rest draws may take some of them from the deck: those are no longer shown there.
    const shown = turned.filter((c) => state.decks.advanced.includes(c));
    expect(shown.length).toBeGreaterThan(0);
    expect([...game.privateView(state, 0).searched].sort()).toEqual([...shown].sort());
    expect(game.privateView(state, 1).searched).toEqual([]);
    for (const card of shown) {
      expect([...game.hiddenFrom(state, 0)]).not.toContain(card);
      expect([...game.hiddenFrom(state, 1)]).toContain(card);
      expect([...game.hiddenFrom(state, null)]).toContain(card);
      expect(JSON.stringify(viewFor(game, state, 1))).not.toContain(`"${card}"`);
    }
    // Season 2 opens with the Raccoons; the Red Pandas still see the cards during their turn, not after it.
    act(state, 1, { type: "pass" });
    expect(game.privateView(state, 0).searched).toEqual(shown);
    act(state, 0, { type: "pass" });
    expect(game.privateView(state, 0).searched).toEqual([]);
    expect([...game.hiddenFrom(state, 0)]).toEqual(expect.arrayContaining(shown));
  });

  it("Ruling: a Red Panda search that finds nothing gives nothing and never looks in the discard pile; the named type and count are public", () => {
    const state = started(["red-pandas", "raccoons"]);
    const nuclear = state.decks.advanced.filter((c) => content.cards[c]!.types.includes("nuclear"));
    state.decks.advanced = state.decks.advanced.filter((c) => !nuclear.includes(c));
    state.discards.advanced.push(...nuclear);
    toRest(state);
    expect(state.prompt).toMatchObject({ seat: 0, kind: "search" });
    const deck = state.decks.advanced.length;
    const hand = state.tribes[0]!.hand.length;
    choose(state, "nuclear");
    // Nothing found; then the Rest draws (3 basic + 1 advanced per tribe, none of them nuclear).
    expect(state.tribes[0]!.hand).toHaveLength(hand + 4);
    expect(state.tribes[0]!.hand.some((c) => nuclear.includes(c))).toBe(false);
    expect(state.discards.advanced).toEqual(expect.arrayContaining(nuclear));
    expect(state.decks.advanced).toHaveLength(deck - 2);
    expect(publicView(state).log).toContainEqual({ seat: 0, what: "searchFailed", ref: "nuclear", n: deck });
  });
});

describe("Natera rulings: achievements, Rest phase, decks, scoring", () => {
  it("Ruling: when several tribes meet an open achievement at once, the active tribe claims it first, then clockwise", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    act(state, 0, { type: "pass" });
    expect(state.active).toBe(1);
    state.spots = [
      { id: "na-c2", condition: "allTracks3", zone: null, holder: null },
      ...state.spots.filter((s) => s.zone !== null),
    ];
    for (const t of state.tribes) Object.assign(t.tracks, { agricultural: 3, urban: 3, military: 3, coastal: 3 });
    state.tribes[1]!.leaders = 0;
    act(state, 1, { type: "deploy", location: "nl-agr-1a" });
    expect(state.spots[0]!.holder).toBe(1);
    expect(state.tribes.map((t) => t.tokens)).toEqual([3, 2, 3]);
  });

  it("Ruling: the 'no training' specialists are judged on their hire reward only, not their ability", () => {
    const state = started(["raccoons", "chimpanzees"]);
    const untrained = Object.values(content.specialists).filter((s) => !givesTraining(s.reward));
    const trainingAbility = untrained.filter((s) => givesTraining(s.ability.gain));
    expect(trainingAbility.length).toBeGreaterThan(0);
    const four = [trainingAbility[0]!, ...untrained.filter((s) => s !== trainingAbility[0]).slice(0, 3)];
    four.slice(0, 3).forEach((s) => hire(state, 0, s.id));
    expect(meets(state, 0, "specialistsNoTraining")).toBe(false);
    hire(state, 0, four[3]!.id);
    expect(meets(state, 0, "specialistsNoTraining")).toBe(true);
  });

  it("Ruling: the Rest-phase production runs tribe by tribe from the current first player, clockwise", () => {
    const state = started(["chimpanzees", "rabbits"], {}, 1);
    // A covered bottom Science box that asks a question: each tribe is asked early (Science) and
    // late (tribe card), so tribes taking turns by stage would interleave the questions.
    const [face, box] = Object.values(content.science).flatMap((f) =>
      f.production.flatMap((effects, b) => (plainGain(effects) ? [] : [[f.id, b] as const])),
    )[0]!;
    for (const t of state.tribes) Object.assign(t, { face, growth: [box] });
    toRest(state);
    const seats: number[] = [];
    while (state.prompt && state.phase === "production") {
      seats.push(state.prompt.seat);
      choose(state, state.prompt.options[0]!);
    }
    expect(seats[0]).toBe(1);
    expect(seats.includes(0)).toBe(true);
    // Every question of seat 1 comes before every question of seat 0.
    expect(seats.lastIndexOf(1)).toBeLessThan(seats.indexOf(0));
  });

  it("Ruling: an empty deck is rebuilt from its discard pile; with both empty the draw is lost; an empty specialist deck leaves the river short", () => {
    const state = started(["raccoons", "rabbits"]);
    state.discards.basic.push(...state.decks.basic.splice(0));
    const pile = state.discards.basic.length;
    const hand = state.tribes[0]!.hand.length;
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-urb-1b" });
    expect(state.prompt).toMatchObject({ kind: "draw", options: ["basic", "advanced"] });
    choose(state, "basic");
    expect(state.tribes[0]!.hand).toHaveLength(hand + 1);
    expect(state.discards.basic).toHaveLength(0);
    expect(state.decks.basic).toHaveLength(pile - 1);
    settle(state);
    act(state, 0, { type: "endTurn" });
    act(state, 1, { type: "pass" });
    for (const deck of ["basic", "advanced"] as const) {
      state.decks[deck] = [];
      state.discards[deck] = [];
    }
    const before = state.tribes[0]!.hand.length;
    act(state, 0, { type: "deploy", location: "nl-mil-1a" });
    // No draw question: the draw is lost, and the location's authority questions follow.
    expect(state.prompt).toMatchObject({ kind: "authorityUp" });
    expect(state.log.some((e) => e.seat === 0 && e.what === "drawLost")).toBe(true);
    settle(state);
    expect(state.tribes[0]!.hand).toHaveLength(before);
    act(state, 0, { type: "endTurn" });
    state.decks.specialists = [];
    state.discards.specialists = [];
    setResources(state, 0, { food: 99 });
    act(state, 0, { type: "hire", card: state.river[0]! });
    expect(state.river).toHaveLength(4);
  });

  it("Ruling: discards go face up to their pile, and every seat sees the piles whole", () => {
    const state = started(["raccoons", "rabbits"]);
    const card = state.tribes[0]!.hand[0]!;
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-for-0a" });
    choose(state, card);
    expect(state.discards[content.cards[card]!.deck]).toContain(card);
    expect(game.publicView(state).discards).toEqual(state.discards);
    for (const viewer of [null, 0, 1] as const) expect([...game.hiddenFrom(state, viewer)]).not.toContain(card);
  });

  it("Ruling: several tribes may late-claim one tile", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    state.spots[0] = { id: "na-c2", condition: "allTracks3", zone: null, holder: 0 };
    for (const t of state.tribes) Object.assign(t.tracks, { agricultural: 3, urban: 3, military: 3, coastal: 3 });
    finalScoring(state);
    expect(state.lateClaims).toEqual([
      [1, "na-c2"],
      [2, "na-c2"],
    ]);
  });
});
