import { describe, expect, it } from "vitest";
import { applyMove, playInPlace, viewFor } from "../../src/engine/index.js";
import { resolvedCosts, resolvedGain } from "../../src/games/precognition/catalog.js";
import { MIRROR, type ExpeditionCard } from "../../src/games/precognition/content/schema.js";
import { maintenanceChoices } from "../../src/games/precognition/maintenance.js";
import { applyMaintenance, feed } from "../../src/games/precognition/phases.js";
import type { PrecognitionState } from "../../src/games/precognition/index.js";
import { boat0, cardOf, content, findCard, game, inAction, newGame, othersDone } from "./fixtures.js";
import { refusal } from "../refusal.js";

const card = (
  cost: number | typeof MIRROR,
  gain: number | typeof MIRROR,
  type: ExpeditionCard["type"] = "food",
): ExpeditionCard => ({
  id: "pc-defitia-s1-99",
  name: { en: "x", fr: "x" },
  season: 1,
  type,
  cost,
  gain,
  bonus: {},
  plague: 0,
});

const play = (state: PrecognitionState, seat: number, move: unknown) => playInPlace(game, state, seat, move);

/** Leaves every waiting resource behind, so only the rule under test changes the boat. */
function declineEverything(state: PrecognitionState): void {
  while (boat0(state).action?.step === "collect") {
    const moves = viewFor(game, state, 0).legalMoves as { type: string }[];
    play(state, 0, moves.find((m) => m.type === "decline") ?? moves.find((m) => m.type === "collect"));
  }
}

describe("≈ costs and gains", () => {
  it("a ≈ cost equals the other card's cost; two ≈ costs are both 0", () => {
    expect(resolvedCosts(card(MIRROR, 1), card(3, 1))).toEqual([3, 3]);
    expect(resolvedCosts(card(2, 1), card(MIRROR, 1))).toEqual([2, 2]);
    expect(resolvedCosts(card(MIRROR, 1), card(MIRROR, 1))).toEqual([0, 0]);
    expect(resolvedCosts(card(1, 1), card(4, 1))).toEqual([1, 4]);
  });

  it("a ≈ gain equals the other card's printed cost, else this card's own printed cost", () => {
    expect(resolvedGain(card(1, MIRROR), card(3, 2))).toBe(3);
    expect(resolvedGain(card(2, MIRROR), card(MIRROR, 2))).toBe(2);
    expect(resolvedGain(card(MIRROR, MIRROR), card(MIRROR, 2))).toBe(0);
    expect(resolvedGain(card(MIRROR, MIRROR), card(4, 2))).toBe(4);
    expect(resolvedGain(card(1, 3), card(4, 2))).toBe(3);
  });

  it("activating a ≈-cost card with another card pays twice the other cost", () => {
    const mirror = findCard((c) => c.cost === MIRROR && c.gain !== MIRROR);
    const other = findCard((c) => typeof c.cost === "number" && c.cost >= 1 && c.cost <= 2 && c.gain !== MIRROR, [mirror.id]);
    const state = inAction(mirror, other);
    boat0(state).healthy = 10;
    play(state, 0, { type: "activate", cards: "both" });
    expect(boat0(state).healthy).toBe(10 - 2 * (other.cost as number));
    expect(boat0(state).contaminated).toBe(2 * (other.cost as number));
  });
});

describe("activation", () => {
  const keep = findCard((c) => typeof c.cost === "number" && c.cost >= 1 && typeof c.gain === "number" && c.type === "food");
  const give = findCard(
    (c) => typeof c.cost === "number" && c.cost >= 1 && typeof c.gain === "number" && c.type === "human",
    [keep.id],
  );

  it("exactly one card costs nothing and gives only that card", () => {
    const state = inAction(keep, give);
    const before = { ...boat0(state) };
    play(state, 0, { type: "activate", cards: "keep" });
    expect(boat0(state).healthy).toBe(before.healthy);
    expect(boat0(state).action?.pool.food).toBe(keep.gain);
    expect(boat0(state).action?.pool.human).toBe(0);
    play(state, 0, { type: "collect" });
    expect(boat0(state).food).toBe(before.food + (keep.gain as number));
  });

  it("both cards move their summed cost from the Cabins to the Contaminated deck and give both", () => {
    const state = inAction(keep, give);
    boat0(state).healthy = 8;
    play(state, 0, { type: "activate", cards: "both" });
    const cost = (keep.cost as number) + (give.cost as number);
    expect(boat0(state).healthy).toBe(8 - cost);
    expect(boat0(state).contaminated).toBe(cost);
    expect(boat0(state).action?.pool.food).toBe(keep.gain);
    expect(boat0(state).action?.pool.human).toBe(give.gain);
  });

  it("refuses both cards with too few healthy Humans, lists only legal activations, and changes nothing", () => {
    const state = inAction(keep, give);
    boat0(state).healthy = (keep.cost as number) + (give.cost as number) - 1;
    const snapshot = JSON.stringify(state);
    expect(refusal(() => applyMove(game, state, 0, { type: "activate", cards: "both" }))).toBe("NOT_ENOUGH_HEALTHY");
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(viewFor(game, state, 0).legalMoves).toEqual([
      { type: "activate", cards: "keep" },
      { type: "activate", cards: "give" },
    ]);
  });

  it("pays the type bonus only when both cards share a type, and only for activated cards", () => {
    const withBonus = findCard((c) => typeof c.gain === "number" && Object.keys(c.bonus).length > 0 && c.cost !== MIRROR);
    const sameType = findCard(
      (c) => c.type === withBonus.type && typeof c.gain === "number" && c.cost !== MIRROR,
      [withBonus.id],
    );
    const otherType = findCard((c) => c.type !== withBonus.type && typeof c.gain === "number", [withBonus.id]);
    const bonusFood = withBonus.bonus.food ?? 0;
    const bonusOf = (state: PrecognitionState) => boat0(state).action!.pool;

    const matching = inAction(withBonus, sameType);
    play(matching, 0, { type: "activate", cards: "keep" });
    const expected = { food: 0, human: 0, battery: 0, ymune: 0 };
    expected[withBonus.type] += withBonus.gain as number;
    for (const [r, n] of Object.entries(withBonus.bonus)) expected[r as keyof typeof expected] += n ?? 0;
    expect({
      food: bonusOf(matching).food,
      human: bonusOf(matching).human,
      battery: bonusOf(matching).battery,
      ymune: bonusOf(matching).ymune,
    }).toEqual(expected);

    const notActivated = inAction(withBonus, sameType);
    play(notActivated, 0, { type: "activate", cards: "give" });
    expect(bonusOf(notActivated)[withBonus.type]).toBe((sameType.gain as number) + (sameType.bonus[withBonus.type] ?? 0));
    expect(bonusOf(notActivated).food).toBe(
      (withBonus.type === "food" ? (sameType.gain as number) : 0) + (sameType.bonus.food ?? 0),
    );

    const mixed = inAction(withBonus, otherType);
    play(mixed, 0, { type: "activate", cards: "keep" });
    expect(bonusOf(mixed)[withBonus.type]).toBe(withBonus.gain);
    if (withBonus.type !== "food") expect(bonusOf(mixed).food).toBe(0);
    expect(bonusFood).toBeGreaterThanOrEqual(0);
  });

  it("lets a player take fewer resources", () => {
    const foodCard = findCard((c) => c.type === "food" && typeof c.gain === "number" && c.gain >= 2);
    const state = inAction(
      foodCard,
      findCard((c) => c.type !== "food" && c.cost === 0, [foodCard.id]),
    );
    const food = boat0(state).food;
    play(state, 0, { type: "activate", cards: "keep" });
    play(state, 0, { type: "decline", resource: "food" });
    play(state, 0, { type: "collect" });
    expect(boat0(state).food).toBe(food + (foodCard.gain as number) - 1);
  });
});

describe("maintenance", () => {
  it("caps the Plague at 12 and keeps it for later turns", () => {
    const plagueCard = findCard((c) => c.plague >= 2);
    const state = inAction(
      plagueCard,
      findCard((c) => c.plague >= 1, [plagueCard.id]),
    );
    othersDone(state);
    state.river[0] = content.islands[0]!.id;
    boat0(state).plague = 11;
    boat0(state).healthy = 30;
    boat0(state).food = 100;
    play(state, 0, { type: "activate", cards: "keep" });
    declineEverything(state);
    // Seat 0 has no Protector: its loss is forced (healthy only) and Maintenance moves on.
    expect(boat0(state).plague).toBe(12);
    expect(boat0(state).healthy).toBe(30 - 12);
  });

  it("a Protector lowers the Plague by 2, or by 1 when it is at 1", () => {
    const state = newGame(2);
    const boat = Object.assign(boat0(state), { plague: 5, protectors: 3, healthy: 10, contaminated: 0 });
    applyMaintenance(state, 0, 2, 1);
    expect(boat.plague).toBe(1);
    expect(boat.protectors).toBe(1);
    expect(boat.healthy).toBe(9);
    const atOne = Object.assign(boat, { plague: 1, protectors: 2, healthy: 4, contaminated: 0 });
    expect(Math.max(...maintenanceChoices(atOne).map((c) => c.protectors))).toBe(1);
    applyMaintenance(state, 0, 1, 0);
    expect(atOne.plague).toBe(0);
    expect(atOne.healthy).toBe(4);
  });

  it("lets the player choose which Humans the Plague takes, and takes everyone when it must", () => {
    const state = newGame(2);
    const boat = Object.assign(boat0(state), { plague: 3, protectors: 0, healthy: 4, contaminated: 2 });
    expect(maintenanceChoices(boat).map((c) => c.healthyLost)).toEqual([1, 2, 3]);
    const overwhelmed = Object.assign(boat, { plague: 9 });
    expect(maintenanceChoices(overwhelmed)).toEqual([{ protectors: 0, healthyLost: 4 }]);
    applyMaintenance(state, 0, 0, 4);
    expect(overwhelmed.healthy + overwhelmed.contaminated).toBe(0);
    expect(overwhelmed.plague).toBe(9);
  });

  it("heals as many contaminated Humans as there are Doctors", () => {
    const state = inAction(
      findCard((c) => c.cost === 0 && c.plague === 0),
      findCard((c) => c.cost === 0 && c.plague === 0 && c.type !== "human", []),
    );
    state.boats.forEach((b) => {
      b.doctors = 2;
      b.contaminated = 5;
      b.plague = 0;
    });
    othersDone(state);
    state.river[0] = content.islands[0]!.id;
    play(state, 0, { type: "activate", cards: "keep" });
    declineEverything(state);
    expect(boat0(state).contaminated).toBe(3);
  });

  it("feeds healthy Humans at an Island and loses those it cannot feed", () => {
    const boat = { ...newGame(2).boats[0]!, food: 3, healthy: 5, contaminated: 2 };
    feed(boat);
    expect(boat).toMatchObject({ food: 0, healthy: 3, contaminated: 2 });
    const fed = { ...boat, food: 7, healthy: 4 };
    feed(fed);
    expect(fed).toMatchObject({ food: 3, healthy: 4 });
  });
});

describe("decision", () => {
  it("reveals every Keep/Give at once, after changes of mind, and moves cards to the right places", () => {
    const state = newGame(3);
    expect(state.phase).toBe("decision");
    const [a, b, c] = state.boats;
    const choices = state.boats.map((boat) => ({ keep: boat.hand[0]!, give: boat.decisionZone[0]! }));
    play(state, 0, { type: "choose", keep: a!.decisionZone[1]!, give: a!.decisionZone[0]! });
    play(state, 0, { type: "choose", ...choices[0] });
    play(state, 1, { type: "choose", ...choices[1] });
    const pending = viewFor(game, state, 2);
    expect(JSON.stringify(pending)).not.toContain(choices[0]!.keep);
    expect(pending.public.boats.map((boat: { committed: boolean }) => boat.committed)).toEqual([true, true, false]);
    const before = state.boats.map((boat) => [...boat.hand, ...boat.decisionZone]);
    play(state, 2, { type: "choose", ...choices[2] });
    expect(state.phase).toBe("action");
    expect(a!.keepSlot).toBe(choices[0]!.keep);
    expect(b!.giveSlot).toBe(choices[0]!.give); // left of seat 0 is seat 1
    expect(a!.giveSlot).toBe(choices[2]!.give);
    const passedBy0 = before[0]!.filter((id) => id !== choices[0]!.keep && id !== choices[0]!.give);
    expect(c!.decisionZone.slice().sort()).toEqual(passedBy0.slice().sort()); // right of seat 0 is seat 2
  });

  it("with two seats the left and right neighbour are the same player", () => {
    const state = newGame(2);
    const choices = state.boats.map((boat) => ({ keep: boat.hand[0]!, give: boat.decisionZone[0]! }));
    const rest0 = [...state.boats[0]!.hand, ...state.boats[0]!.decisionZone].filter(
      (id) => id !== choices[0]!.keep && id !== choices[0]!.give,
    );
    play(state, 0, { type: "choose", ...choices[0] });
    play(state, 1, { type: "choose", ...choices[1] });
    expect(state.boats[1]!.giveSlot).toBe(choices[0]!.give);
    expect(state.boats[1]!.decisionZone.slice().sort()).toEqual(rest0.sort());
  });

  it("refuses a Give card that is not face up, and Keep equal to Give", () => {
    const state = newGame(2);
    const boat = state.boats[0]!;
    expect(refusal(() => applyMove(game, state, 0, { type: "choose", keep: boat.decisionZone[0], give: boat.hand[0] }))).toBe(
      "GIVE_NOT_IN_DECISION_ZONE",
    );
    expect(
      refusal(() => applyMove(game, state, 0, { type: "choose", keep: boat.decisionZone[0], give: boat.decisionZone[0] })),
    ).toBe("KEEP_EQUALS_GIVE");
    expect(
      refusal(() => applyMove(game, state, 0, { type: "choose", keep: state.boats[1]!.hand[0], give: boat.decisionZone[0] })),
    ).toBe("NOT_YOUR_CARD");
    expect(viewFor(game, state, 0).legalMoves).toHaveLength(6);
  });
});

describe("cards in play", () => {
  it("uses card ids that exist in the content", () => {
    const state = newGame(4);
    for (const boat of state.boats)
      for (const id of [...boat.hand, ...boat.decisionZone, ...boat.deck]) expect(cardOf(id).id).toBe(id);
  });
});
