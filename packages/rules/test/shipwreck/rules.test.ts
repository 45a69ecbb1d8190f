import { describe, expect, it } from "vitest";
import { applyMove, createGame, playBotMatch, playInPlace, seedRng, viewFor } from "../../src/engine/index.js";
import { ARCANA, arcanaById } from "../../src/games/shipwreck-arcana/content/index.js";
import * as display from "../../src/games/shipwreck-arcana/display.js";
import { shipwreckArcana as game } from "../../src/games/shipwreck-arcana/index.js";
import { ALL_TOKENS, type ArcanaId, type ShipwreckState, type TokenId } from "../../src/games/shipwreck-arcana/types.js";
import { refusal } from "../refusal.js";

const play = (state: ShipwreckState, seat: number, move: unknown) => playInPlace(game, state, seat, move);

/**
 * A table with a chosen row and chosen hands: every held token is taken out of the bag, the
 * row's cards out of the pile. Seat 0 is active in the place step.
 */
function table(
  seats: number,
  opts: { row?: ArcanaId[]; held?: TokenId[][]; fates?: TokenId[][]; judgment?: number; score?: number; players?: number } = {},
): ShipwreckState {
  const options = opts.players === undefined ? { difficulty: "normal" } : { difficulty: "normal", players: opts.players };
  const state = createGame(game, { seats, options, seed: "table" });
  state.active = 0;
  // Put everything back, then deal exactly what the test asks for.
  state.bag = [...ALL_TOKENS];
  state.held = state.held.map(() => []);
  state.fates = [[], [], [], []];
  const row = opts.row ?? state.row.filter((c): c is ArcanaId => c !== null);
  state.pile = ARCANA.map((c) => c.id).filter((id) => !row.includes(id));
  state.row = [...row];
  const take = (token: TokenId) => state.bag.splice(state.bag.indexOf(token), 1);
  for (const [seat, hand] of (opts.held ?? []).entries()) {
    for (const token of hand) take(token);
    state.held[seat] = [...hand];
  }
  for (const [slot, tokens] of (opts.fates ?? []).entries()) {
    for (const token of tokens) take(token);
    state.fates[slot] = [...tokens];
  }
  if (opts.judgment !== undefined) state.judgment = opts.judgment;
  if (opts.score !== undefined) state.score = opts.score;
  return state;
}

const countTokens = (state: ShipwreckState) => state.bag.length + state.held.flat().length + state.fates.flat().length;
const ROW: ArcanaId[] = ["arcana-midnight", "arcana-the-deep", "arcana-high-tide", "arcana-the-storm"];

describe("The Shipwreck Arcana — set-up and content", () => {
  it("deals 4 Arcana beside The Hours, 21 fates, Judgment by difficulty, and the first player draws two", () => {
    for (const [difficulty, judgment] of [
      ["easy", 0],
      ["normal", 2],
      ["hard", 4],
      ["doomed", 6],
    ] as const) {
      const state = createGame(game, { seats: 3, options: { difficulty }, seed: difficulty });
      expect(state.judgment).toBe(judgment);
      expect(state.row).toHaveLength(4);
      expect(state.pile).toHaveLength(16);
      expect(state.held[state.active]).toHaveLength(2);
      expect(state.bag).toHaveLength(19);
      expect(countTokens(state)).toBe(21);
    }
    expect(() => createGame(game, { seats: 6, options: {}, seed: "x" })).toThrow();
    expect(() => createGame(game, { seats: 1, options: {}, seed: "x" })).toThrow();
  });

  it("has 20 original Arcana, with Midnight and The Deep as the rulebook quotes them", () => {
    expect(new Set(ARCANA.map((c) => c.id)).size).toBe(20);
    expect(arcanaById("arcana-midnight").condition).toEqual({ kind: "lower" });
    expect(arcanaById("arcana-the-deep").condition).toEqual({ kind: "sumAtMost", n: 5 });
    for (const card of ARCANA) expect(card.duration).toBeGreaterThanOrEqual(2);
  });
});

describe("placement by the cards' abilities", () => {
  it("Midnight takes the lower token only; The Deep a token when the sum is 5 or less; a refusal changes nothing", () => {
    const state = table(3, { row: ROW, held: [["fate-2a", "fate-5a"]] });
    expect(refusal(() => applyMove(game, state, 0, { type: "place", token: "fate-5a", slot: 1 }))).toBe("PLACEMENT_NOT_ALLOWED");
    expect(refusal(() => applyMove(game, state, 0, { type: "place", token: "fate-2a", slot: 2 }))).toBe("PLACEMENT_NOT_ALLOWED");
    const before = structuredClone(state);
    expect(refusal(() => applyMove(game, state, 0, { type: "place", token: "fate-6a", slot: 0 }))).toBe("NOT_YOUR_TOKEN");
    expect(state).toEqual(before);
    const next = applyMove(game, state, 0, { type: "place", token: "fate-2a", slot: 1 });
    expect(next.fates[0]).toEqual(["fate-2a"]);
    expect(next.phase).toBe("predict");
    const deep = table(3, { row: ROW, held: [["fate-2a", "fate-3a"]] });
    expect(applyMove(game, deep, 0, { type: "place", token: "fate-3a", slot: 2 }).fates[1]).toEqual(["fate-3a"]);
  });

  it("The Hours takes any token and passes it to the Arcana on its right", () => {
    const state = table(2, { row: ROW, held: [["fate-7a", "fate-7b"]] });
    play(state, 0, { type: "place", token: "fate-7a", slot: 0 });
    expect(state.fates[0]).toEqual(["fate-7a"]);
    expect(state.log.at(-1)).toMatchObject({ kind: "place", card: "arcana-midnight", viaHours: true, value: 7 });
  });

  it("legal placements list exactly the allowed (token, slot) pairs", () => {
    const state = table(3, {
      row: ["arcana-the-twins", "arcana-the-siren", "arcana-the-wreck", "arcana-the-compass"],
      held: [["fate-4a", "fate-6a"]],
      fates: [[], ["fate-6b"], ["fate-5a"], []],
    });
    const places = viewFor(game, state, 0).legalMoves.filter((m) => m.type === "place");
    expect(places).toEqual(
      expect.arrayContaining([
        { type: "place", token: "fate-4a", slot: 0 },
        { type: "place", token: "fate-6a", slot: 0 },
        { type: "place", token: "fate-6a", slot: 2 }, // The Siren: equals a visible fate (6)
        { type: "place", token: "fate-6a", slot: 3 }, // The Wreck: higher than the 5 there
        { type: "place", token: "fate-4a", slot: 4 }, // The Compass: same parity
        { type: "place", token: "fate-6a", slot: 4 },
      ]),
    );
    expect(places).toHaveLength(6); // The Twins needs a pair; 4 is not above 5 at The Wreck
  });
});

describe("prediction by the group", () => {
  it("is made only when every non-active player agrees; a new proposal resets agreement; a stale agreement is refused", () => {
    const state = table(4, { row: ROW, held: [["fate-2a", "fate-5a"]] });
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 5 } });
    play(state, 2, { type: "agree", id: 1 });
    expect(game.waitingOn(state)).toEqual([3]);
    play(state, 3, { type: "propose", proposal: { kind: "predict", value: 6 } });
    expect(state.proposal).toMatchObject({ id: 2, agreed: [3] });
    expect(refusal(() => applyMove(game, state, 1, { type: "agree", id: 1 }))).toBe("PROPOSAL_CHANGED");
    expect(refusal(() => applyMove(game, state, 0, { type: "propose", proposal: { kind: "pass" } }))).toBe("NOT_IN_GROUP");
    play(state, 1, { type: "agree", id: 2 });
    expect(state.score).toBe(0);
    play(state, 2, { type: "agree", id: 2 });
    // 6 was wrong: Judgment +1, the held token back in the bag, the next player's turn.
    expect(state.judgment).toBe(3);
    expect(state.held[0]).toEqual([]);
    expect(state.active).toBe(1);
    expect(countTokens(state)).toBe(21);
  });

  it("a correct prediction scores and spares the table the withering Judgment", () => {
    const state = table(2, { row: ROW, held: [["fate-1a", "fate-3a"]], fates: [["fate-4a", "fate-4b"]] });
    // Midnight (duration 5) has 4 hours; the 1 brings it to 5: it withers at the end of the turn.
    const top = state.pile[0];
    play(state, 0, { type: "place", token: "fate-1a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 3 } });
    expect(state.score).toBe(1);
    expect(state.judgment).toBe(2);
    expect(state.withered).toEqual(["arcana-midnight"]);
    expect(state.row[0]).toBe(top);
    expect(state.fates[0]).toEqual([]);
    expect(countTokens(state)).toBe(21);
  });

  it("a wrong prediction and each withering add up (1 + 2)", () => {
    const state = table(2, { row: ROW, held: [["fate-1a", "fate-3a"]], fates: [["fate-4a", "fate-4b"]] });
    play(state, 0, { type: "place", token: "fate-1a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 2 } });
    expect(state.judgment).toBe(2 + 1 + 2);
  });

  it("without a prediction the held token stays for its holder's next turn, who then draws one", () => {
    const state = table(2, { row: ROW, held: [["fate-1a", "fate-3a"]] });
    play(state, 0, { type: "place", token: "fate-1a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "pass" } });
    expect(state.held[0]).toEqual(["fate-3a"]);
    expect(state.active).toBe(1);
    expect(state.held[1]).toHaveLength(2);
    // Seat 1 plays anything at The Hours; the group passes; seat 0 draws only one.
    play(state, 1, { type: "place", token: state.held[1]![0]!, slot: 0 });
    play(state, 0, { type: "propose", proposal: { kind: "pass" } });
    expect(state.held[0]).toHaveLength(2);
    expect(state.held[0]![0]).toBe("fate-3a");
    expect(state.log.findLast((e) => e.kind === "draw")).toEqual({ kind: "draw", seat: 0, count: 1 });
  });

  it("issue 14 item 8: an ally holding a kept token reveals it while the group decides; the active player has no move then", () => {
    const state = table(4, { row: ROW, held: [["fate-2a", "fate-5a"], ["fate-6a"]] });
    // Before the placement there is no group decision: nobody reveals.
    expect(refusal(() => applyMove(game, state, 1, { type: "reveal" }))).toBe("NOT_YOUR_TURN");
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    play(state, 2, { type: "propose", proposal: { kind: "predict", value: 6 } });
    play(state, 3, { type: "agree", id: 1 });
    // A wrong proposal one agreement short: the active player can neither reveal nor cancel it.
    expect(viewFor(game, state, 0).legalMoves).toEqual([]);
    expect(refusal(() => applyMove(game, state, 0, { type: "reveal" }))).toBe("NOT_IN_GROUP");
    expect(refusal(() => applyMove(game, state, 2, { type: "reveal" }))).toBe("NOTHING_TO_REVEAL");
    expect(viewFor(game, state, 1).legalMoves).toContainEqual({ type: "reveal" });
    expect(viewFor(game, state, 2).legalMoves).not.toContainEqual({ type: "reveal" });
    play(state, 1, { type: "reveal" });
    expect(state.log.at(-1)).toEqual({ kind: "reveal", seat: 1, value: 6 });
    expect(state.held[1]).toEqual([]);
    expect(state.bag).toContain("fate-6a");
    expect(countTokens(state)).toBe(21);
    // The group goes on deciding: the proposal and its agreements stand, the held token too.
    expect(state.phase).toBe("predict");
    expect(state.proposal).toMatchObject({ id: 1, agreed: [2, 3] });
    expect(state.held[0]).toEqual(["fate-5a"]);
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 5 } });
    play(state, 2, { type: "agree", id: 2 });
    play(state, 3, { type: "agree", id: 2 });
    expect(state.score).toBe(1);
    expect(state.judgment).toBe(2);
  });

  it("ends at once when the score reaches 7, before withering", () => {
    const state = table(2, { row: ROW, held: [["fate-1a", "fate-3a"]], fates: [["fate-4a", "fate-4b"]], score: 6, judgment: 6 });
    play(state, 0, { type: "place", token: "fate-1a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 3 } });
    expect(state.phase).toBe("over");
    expect(game.outcome(state)).toMatchObject({ winners: [0, 1], reason: "SEVEN_PREDICTIONS" });
    expect(state.withered).toEqual([]);
  });

  it("is lost when Judgment reaches 7", () => {
    const state = table(2, { row: ROW, held: [["fate-1a", "fate-3a"]], judgment: 6 });
    play(state, 0, { type: "place", token: "fate-1a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 4 } });
    expect(game.outcome(state)).toMatchObject({ winners: [], reason: "JUDGMENT" });
    expect(refusal(() => applyMove(game, state, 0, { type: "flip", seat: 1, value: 2 }))).toBe("GAME_OVER");
  });
});

describe("withered powers", () => {
  function withWithered(card: ArcanaId, opts: Parameters<typeof table>[1] = {}): ShipwreckState {
    const state = table(3, { row: ROW, held: [["fate-2a", "fate-5a"]], ...opts });
    state.pile = state.pile.filter((id) => id !== card);
    state.withered = [card];
    return state;
  }

  it("a group question is answered by the server from the hidden token; the card goes to the bottom of the pile", () => {
    const state = withWithered("arcana-high-tide", {
      row: ["arcana-midnight", "arcana-the-deep", "arcana-the-storm", "arcana-the-gull"],
    });
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    const proposal = { kind: "power", card: "arcana-high-tide", target: {} };
    expect(refusal(() => applyMove(game, state, 0, { type: "power", card: "arcana-high-tide", target: {} }))).toBe(
      "NOT_YOUR_TURN",
    );
    play(state, 1, { type: "propose", proposal });
    expect(state.log.some((e) => e.kind === "answer")).toBe(false);
    play(state, 2, { type: "agree", id: state.proposal!.id });
    expect(state.log.find((e) => e.kind === "answer")).toEqual({
      kind: "answer",
      card: "arcana-high-tide",
      question: "odd",
      yes: true,
    });
    expect(state.withered).toEqual([]);
    expect(state.pile.at(-1)).toBe("arcana-high-tide");
    // One power per turn, and the prediction step goes on.
    expect(state.phase).toBe("predict");
    expect(state.powerUsed).toBe(true);
  });

  it("Midnight's power gives a second try: a correct second prediction forgives the first", () => {
    const row: ArcanaId[] = ["arcana-the-deep", "arcana-high-tide", "arcana-the-storm", "arcana-the-gull"];
    const state = withWithered("arcana-midnight", { row });
    play(state, 0, { type: "place", token: "fate-2a", slot: 0 });
    play(state, 1, { type: "propose", proposal: { kind: "power", card: "arcana-midnight", target: {} } });
    play(state, 2, { type: "agree", id: state.proposal!.id });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 4 } });
    play(state, 2, { type: "agree", id: state.proposal!.id });
    expect(state.phase).toBe("predict");
    expect(refusal(() => applyMove(game, state, 0, { type: "reveal" }))).toBe("NOT_IN_GROUP");
    play(state, 2, { type: "propose", proposal: { kind: "predict", value: 5 } });
    play(state, 1, { type: "agree", id: state.proposal!.id });
    expect(state.score).toBe(1);
    expect(state.judgment).toBe(2);
  });

  it("an active-player power is used before placing, once per turn: The Anchor keeps a card from withering", () => {
    const state = withWithered("arcana-the-anchor", { fates: [["fate-4a", "fate-4b"]] });
    state.withered.push("arcana-the-reef");
    state.pile = state.pile.filter((id) => id !== "arcana-the-reef");
    play(state, 0, { type: "power", card: "arcana-the-anchor", target: { slot: 1 } });
    expect(
      refusal(() => applyMove(game, state, 0, { type: "power", card: "arcana-the-reef", target: { token: "fate-4a" } })),
    ).toBe("POWER_ALREADY_USED");
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "pass" } });
    play(state, 2, { type: "agree", id: state.proposal!.id });
    expect(state.row[0]).toBe("arcana-midnight");
    expect(state.judgment).toBe(2);
  });

  it("The Reef's sweep returns a visible fate to the bag; a target that is not visible is refused", () => {
    const state = withWithered("arcana-the-reef", { fates: [["fate-4a"]] });
    expect(
      refusal(() => applyMove(game, state, 0, { type: "power", card: "arcana-the-reef", target: { token: "fate-4b" } })),
    ).toBe("BAD_TARGET");
    play(state, 0, { type: "power", card: "arcana-the-reef", target: { token: "fate-4a" } });
    expect(state.fates[0]).toEqual([]);
    expect(state.bag).toContain("fate-4a");
    expect(countTokens(state)).toBe(21);
  });

  it("The Lantern's confession tells how many of the two tokens are odd; The Kraken lets a token go anywhere", () => {
    const lantern = withWithered("arcana-the-lantern");
    play(lantern, 0, { type: "power", card: "arcana-the-lantern", target: {} });
    expect(lantern.log.find((e) => e.kind === "confess")).toEqual({ kind: "confess", card: "arcana-the-lantern", odd: 1 });
    const kraken = withWithered("arcana-the-kraken");
    expect(refusal(() => applyMove(game, kraken, 0, { type: "place", token: "fate-5a", slot: 1 }))).toBe("PLACEMENT_NOT_ALLOWED");
    play(kraken, 0, { type: "power", card: "arcana-the-kraken", target: {} });
    play(kraken, 0, { type: "place", token: "fate-5a", slot: 1 });
    expect(kraken.fates[0]).toEqual(["fate-5a"]);
  });
});

describe("joining and leaving mid-game", () => {
  it("a leaving active player's fates go back to the bag and the turn passes; alone, the game waits; a newcomer resumes it", () => {
    const state = table(3, { row: ROW, held: [["fate-2a", "fate-5a"], [], ["fate-6a"]] });
    play(state, 0, { type: "leave" });
    expect(state.present).toEqual([false, true, true]);
    expect(state.active).toBe(1);
    expect(state.held[0]).toEqual([]);
    expect(countTokens(state)).toBe(21);
    play(state, 2, { type: "leave" });
    expect(state.phase).toBe("waiting");
    expect(game.waitingOn(state)).toEqual([]);
    expect(refusal(() => applyMove(game, state, 1, { type: "place", token: "fate-1a", slot: 0 }))).toBe("NOT_YOUR_TURN");
    expect(refusal(() => applyMove(game, state, 1, { type: "join" }))).toBe("ALREADY_PRESENT");
    play(state, 0, { type: "join" });
    expect(state.phase).toBe("place");
    expect(state.present).toEqual([true, true, false]);
    expect(game.seatChanges!.vacantSeats(state)).toEqual([2]);
    expect(state.held[state.active]).toHaveLength(2);
  });

  it("a group member leaving completes a unanimous agreement among those who stay", () => {
    const state = table(4, { row: ROW, held: [["fate-2a", "fate-5a"]] });
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 5 } });
    play(state, 2, { type: "agree", id: 1 });
    play(state, 3, { type: "leave" });
    expect(state.score).toBe(1);
  });
});

describe("secrecy and deduction rows", () => {
  it("a held token is in its holder's view only; the bag is in nobody's", () => {
    const state = table(3, { row: ROW, held: [["fate-2a", "fate-5a"], ["fate-6a"]] });
    for (const seat of [null, 1, 2]) {
      const json = JSON.stringify(viewFor(game, state, seat));
      expect(json).not.toContain("fate-2a");
      expect(json).not.toContain("fate-5a");
      for (const token of state.bag) expect(json).not.toContain(token);
    }
    expect(JSON.stringify(viewFor(game, state, 0).private)).toContain("fate-5a");
    expect(JSON.stringify(viewFor(game, state, 0))).not.toContain("fate-6a");
  });

  it("issue 14 item 9: allies ask the active player to flip their row; only the owner flips, only what was asked; requests end with the turn", () => {
    const state = table(3, { row: ROW, held: [["fate-2a", "fate-5a"]] });
    // Before the placement nobody asks, and nobody flips another player's row.
    expect(refusal(() => applyMove(game, state, 1, { type: "askFlip", value: 3 }))).toBe("NOT_YOUR_TURN");
    expect(refusal(() => applyMove(game, state, 1, { type: "flip", seat: 2, value: 3 }))).toBe("NOT_OWNER");
    expect(viewFor(game, state, 1).legalMoves).toEqual([]);
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    expect(refusal(() => applyMove(game, state, 1, { type: "flip", seat: 0, value: 3 }))).toBe("NOT_OWNER");
    expect(refusal(() => applyMove(game, state, 0, { type: "flip", seat: 1, value: 3 }))).toBe("NOT_OWNER");
    expect(refusal(() => applyMove(game, state, 0, { type: "askFlip", value: 3 }))).toBe("NOT_IN_GROUP");
    // The owner flips only what was asked: an unasked flip would be a signal.
    expect(refusal(() => applyMove(game, state, 0, { type: "flip", seat: 0, value: 3 }))).toBe("NOT_ASKED");
    play(state, 1, { type: "askFlip", value: 3 });
    expect(viewFor(game, state, null).public.flipRequests).toEqual([{ value: 3, by: 1 }]);
    expect(refusal(() => applyMove(game, state, 2, { type: "askFlip", value: 3 }))).toBe("ALREADY_ASKED");
    expect(game.waitingOn(state)).toEqual([1, 2, 0]);
    expect(viewFor(game, state, 0).legalMoves).toEqual([{ type: "flip", seat: 0, value: 3 }]);
    play(state, 0, { type: "flip", seat: 0, value: 3 });
    expect(viewFor(game, state, 2).public.rows[0]![2]).toBe(true);
    expect(state.flipRequests).toEqual([]);
    expect(game.waitingOn(state)).toEqual([1, 2]);
    // Asked again, the owner turns it back.
    play(state, 2, { type: "askFlip", value: 3 });
    play(state, 2, { type: "askFlip", value: 4 });
    play(state, 0, { type: "flip", seat: 0, value: 3 });
    expect(state.rows[0]![2]).toBe(false);
    expect(state.flipRequests).toEqual([{ value: 4, by: 2 }]);
    // A request not answered ends with the turn; the row stays as it is while the token is kept.
    play(state, 1, { type: "askFlip", value: 6 });
    play(state, 0, { type: "flip", seat: 0, value: 6 });
    play(state, 1, { type: "propose", proposal: { kind: "pass" } });
    play(state, 2, { type: "agree", id: state.proposal!.id });
    expect(state.active).toBe(1);
    expect(state.flipRequests).toEqual([]);
    expect(state.rows[0]![5]).toBe(true);
    expect(refusal(() => applyMove(game, state, 2, { type: "askFlip", value: 2 }))).toBe("NOT_YOUR_TURN");
  });
});

describe("issue 14 item 10: five places, the players who start, and a newcomer's place in turn order", () => {
  it("a table always has five places: the players option says how many start, the other places are free to take", () => {
    const state = createGame(game, { seats: 5, options: { difficulty: "normal", players: 3 }, seed: "five" });
    expect(game.seatCount(state)).toBe(5);
    expect(state.present).toEqual([true, true, true, false, false]);
    expect(game.seatChanges!.vacantSeats(state)).toEqual([3, 4]);
    expect([0, 1, 2]).toContain(state.active);
    expect(viewFor(game, state, null).public.order).toEqual([0, 1, 2]);
    expect(() => createGame(game, { seats: 3, options: { players: 4 }, seed: "x" })).toThrow();
    expect(() => createGame(game, { seats: 5, options: { players: 1 }, seed: "x" })).toThrow();
    // Without the option every place starts (tables made before it).
    expect(createGame(game, { seats: 4, options: {}, seed: "x" }).present).toEqual([true, true, true, true]);
  });

  it("a newcomer chooses whom they follow in turn order; while the group decides, they come in between turns", () => {
    const state = table(5, { row: ROW, held: [["fate-2a", "fate-5a"]], players: 3 });
    expect(refusal(() => applyMove(game, state, 3, { type: "join", after: 4 }))).toBe("BAD_PLACE");
    expect(refusal(() => applyMove(game, state, 1, { type: "join", after: 0 }))).toBe("ALREADY_PRESENT");
    // Before the placement no decision is under way: seat 5 sits down at once, right after seat 1.
    play(state, 4, { type: "join", after: 0 });
    expect(state.present[4]).toBe(true);
    expect(viewFor(game, state, null).public.order).toEqual([0, 4, 1, 2]);
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    expect(game.waitingOn(state)).toEqual([1, 2, 4]);
    // During the group's decision seat 4 takes its place after seat 2, but comes in when the turn ends.
    play(state, 3, { type: "join", after: 1 });
    expect(state.present[3]).toBe(false);
    expect(viewFor(game, state, null).public.arriving).toEqual([{ seat: 3, after: 1 }]);
    expect(game.seatChanges!.vacantSeats(state)).toEqual([]);
    expect(game.waitingOn(state)).toEqual([1, 2, 4]);
    expect(refusal(() => applyMove(game, state, 3, { type: "propose", proposal: { kind: "pass" } }))).toBe("NOT_PRESENT");
    expect(refusal(() => applyMove(game, state, 3, { type: "join" }))).toBe("ALREADY_PRESENT");
    play(state, 1, { type: "propose", proposal: { kind: "pass" } });
    play(state, 2, { type: "agree", id: state.proposal!.id });
    play(state, 4, { type: "agree", id: state.proposal!.id });
    expect(state.present[3]).toBe(true);
    expect(state.order).toEqual([0, 4, 1, 3, 2]);
    expect(state.active).toBe(4);
    expect(state.log.filter((e) => e.kind === "join")).toEqual([
      { kind: "join", seat: 4, after: 0, deferred: false },
      { kind: "join", seat: 3, after: 1, deferred: true },
    ]);
  });

  it("without a chosen place a newcomer sits by seat number; the turn passes on in the chosen order", () => {
    const state = table(5, { row: ROW, held: [["fate-1a", "fate-3a"]], players: 2 });
    play(state, 3, { type: "join" });
    expect(state.order).toEqual([0, 1, 3]);
    play(state, 2, { type: "join", after: 3 });
    expect(state.order).toEqual([0, 1, 3, 2]);
    const actives: number[] = [];
    for (let turn = 0; turn < 5; turn++) {
      actives.push(state.active);
      play(state, state.active, { type: "place", token: state.held[state.active]![0]!, slot: 0 });
      if (state.phase !== "predict") continue;
      const [first, ...rest] = game.waitingOn(state);
      play(state, first!, { type: "propose", proposal: { kind: "pass" } });
      for (const seat of rest) play(state, seat, { type: "agree", id: state.proposal!.id });
    }
    expect(actives).toEqual([0, 1, 3, 2, 0]);
  });
});

describe("issue 14: the deducing bot uses the new moves", () => {
  const bot = game.bots.deducing!;

  it("an ally holding the last copy of the value the group is about to name reveals it; one whose kept Fate is not named keeps it hidden", () => {
    const state = table(3, {
      row: ROW,
      held: [["fate-2a", "fate-5a"], ["fate-6c"], ["fate-3a"]],
      fates: [[], ["fate-6a"], ["fate-6b"], []],
    });
    play(state, 0, { type: "place", token: "fate-2a", slot: 1 });
    play(state, 2, { type: "propose", proposal: { kind: "predict", value: 6 } });
    expect(bot(state, 1, seedRng("bot"))).toEqual({ type: "reveal" });
    // Seat 3's 3 says nothing about the 5 now proposed: it stays hidden.
    play(state, 1, { type: "propose", proposal: { kind: "predict", value: 5 } });
    expect(bot(state, 2, seedRng("bot"))).not.toEqual({ type: "reveal" });
  });

  it("allies ask for the row tokens everyone can rule out, not those only their own tokens rule out; the owner turns what is asked", () => {
    // Midnight took a 4: the kept token is above 4. Seat 3 holds the last 7, which the others cannot know.
    const state = table(3, {
      row: ROW,
      held: [["fate-4a", "fate-6a"], [], ["fate-7c"]],
      fates: [[], ["fate-7a"], ["fate-7b"], []],
    });
    play(state, 0, { type: "place", token: "fate-4a", slot: 1 });
    const asked: number[] = [];
    for (let step = 0; step < 10; step++) {
      const move = bot(state, 2, seedRng("bot"));
      if (move.type !== "askFlip") break;
      asked.push(move.value);
      play(state, 2, move);
    }
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(game.waitingOn(state)).toContain(0);
    for (const _value of asked) play(state, 0, bot(state, 0, seedRng("bot")));
    expect(state.rows[0]).toEqual([true, true, true, true, false, false, false]);
    expect(state.flipRequests).toEqual([]);
    expect(bot(state, 1, seedRng("bot")).type).not.toBe("askFlip");
  });

  it("whole bot games still end, with reveals, requests and flips among the moves", () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { outcome, moves } = playBotMatch(
        game,
        { seats: 5, options: { difficulty: "normal", players: 2 + (i % 4) }, seed: `bots-${i}` },
        ["deducing", "random", "deducing", "random", "deducing"],
      );
      expect(outcome.reason).toMatch(/SEVEN_PREDICTIONS|JUDGMENT/);
      for (const { move } of moves) kinds.add((move as { type: string }).type);
    }
    for (const kind of ["place", "propose", "agree", "reveal", "askFlip", "flip"]) expect(kinds).toContain(kind);
  });
});

describe("issue 14 item 11: first player, redraw, names", () => {
  it("the first player is drawn from the seed among the players who start", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const state = createGame(game, { seats: 4, options: {}, seed: `first-${i}` });
      firsts.add(state.active);
      expect(state.held[state.active]).toHaveLength(2);
      expect(createGame(game, { seats: 4, options: {}, seed: `first-${i}` }).active).toBe(state.active);
    }
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    const fewer = new Set<number>();
    for (let i = 0; i < 20; i++) fewer.add(createGame(game, { seats: 5, options: { players: 2 }, seed: `first-${i}` }).active);
    expect([...fewer].sort()).toEqual([0, 1]);
  });

  it("The Castaway's redraw never draws back the token just returned", () => {
    for (let i = 0; i < 30; i++) {
      const state = table(3, { row: ROW, held: [["fate-2a", "fate-5a"]] });
      state.pile = state.pile.filter((id) => id !== "arcana-the-castaway");
      state.withered = ["arcana-the-castaway"];
      // One other token in the bag: the only one that may come.
      state.fates[3] = state.bag.filter((token) => token !== "fate-7a");
      state.bag = ["fate-7a"];
      state.rng = seedRng(`redraw-${i}`);
      play(state, 0, { type: "power", card: "arcana-the-castaway", target: { token: "fate-2a" } });
      expect(state.held[0]!.toSorted()).toEqual(["fate-5a", "fate-7a"]);
      expect(state.bag).toEqual(["fate-2a"]);
    }
  });

  it("every Arcana names its ability and its power, in English and French; Midnight's power is the FAQ's Twice", () => {
    const names = (key: "abilityName" | "powerName", language: "en" | "fr") =>
      ARCANA.map((card) => (card as unknown as Record<string, Record<string, string>>)[key]?.[language]);
    for (const key of ["abilityName", "powerName"] as const) {
      for (const language of ["en", "fr"] as const) {
        for (const name of names(key, language)) expect(name, `${key} ${language}`).toMatch(/\S/);
      }
    }
    expect(new Set(names("abilityName", "en")).size).toBe(20);
    expect(new Set(names("abilityName", "fr")).size).toBe(20);
    for (const card of ARCANA.filter((c) => c.power.kind === "twice")) {
      expect((card as unknown as { powerName: unknown }).powerName).toEqual({ en: "Twice", fr: "Deux fois" });
    }
    const helpers = display as unknown as Record<string, (id: ArcanaId, language: string) => string>;
    expect(helpers.powerName?.("arcana-midnight", "fr")).toBe("Deux fois");
    expect(helpers.abilityName?.("arcana-midnight", "en")).toBe(names("abilityName", "en")[0]);
  });
});
