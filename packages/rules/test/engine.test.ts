import { describe, expect, it } from "vitest";
import {
  applyMove,
  commitChoice,
  committedSeats,
  createGame,
  EngineErrorCode,
  isRuleError,
  nextUint32,
  openRound,
  ownChoice,
  playBotMatch,
  randomInt,
  replay,
  revealedChoices,
  type RuleError,
  sealedNumbers,
  seedRng,
  shuffleInPlace,
  viewFor,
  waitingOn,
  type SeatView,
} from "@tablee/rules";
import type { SealedNumbersPrivateView, SealedNumbersPublicView, SealedNumbersState } from "../src/games/sealed-numbers/index.js";

type SnView = SeatView<SealedNumbersPublicView, SealedNumbersPrivateView, unknown>;
const game = sealedNumbers;
const newGame = (seed = "s1", seats = 2) => createGame(game, { seats, options: {}, seed }) as SealedNumbersState;
const expectRuleError = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (error) {
    expect(isRuleError(error)).toBe(true);
    expect((error as RuleError).code).toBe(code);
    return;
  }
  throw new Error(`expected RuleError ${code}`);
};

describe("seeded PRNG", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = seedRng("alpha");
    const b = seedRng("alpha");
    const c = seedRng("beta");
    const seqA = Array.from({ length: 8 }, () => nextUint32(a));
    expect(Array.from({ length: 8 }, () => nextUint32(b))).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => nextUint32(c))).not.toEqual(seqA);
  });

  it("draws integers in range with every value reachable, and shuffles into a permutation", () => {
    const rng = seedRng("range");
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const x = randomInt(rng, 7);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(7);
      seen.add(x);
    }
    expect(seen.size).toBe(7);
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffleInPlace(rng, [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});

describe("determinism and replay", () => {
  it("same seed and same moves give identical states; another seed deals another game", () => {
    const first = playBotMatch(game, { seats: 3, options: {}, seed: "det" }, ["random", "random", "random"]);
    const again = replay(game, { seats: 3, options: {}, seed: "det" }, first.moves);
    expect(again).toEqual(first.state);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first.state));
    expect(newGame("other", 3)).not.toEqual(newGame("det", 3));
  });

  it("replays a game move by move to every intermediate state", () => {
    const states: string[] = [];
    const match = playBotMatch(game, { seats: 2, options: {}, seed: "steps" }, ["random", "greedy"], {
      onMove: (state) => states.push(JSON.stringify(state)),
    });
    match.moves.forEach((_, i) => {
      const partial = replay(game, { seats: 2, options: {}, seed: "steps" }, match.moves.slice(0, i + 1));
      expect(JSON.stringify(partial)).toBe(states[i]);
    });
    expect(match.outcome.scores.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
  });

  it("keeps the state plain JSON", () => {
    const state = newGame();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("simultaneous commit/reveal helper", () => {
  it("tracks who committed, allows a change of mind and reveals only a complete round", () => {
    const round = openRound<string>([0, 1, 2], 3);
    expect(commitChoice(round, 1, "x")).toBe(false);
    expect(committedSeats(round)).toEqual([1]);
    expect(waitingOn(round)).toEqual([0, 2]);
    expect(() => revealedChoices(round)).toThrow();
    expect(commitChoice(round, 1, "y")).toBe(false);
    expect(ownChoice(round, 1)).toBe("y");
    expect(commitChoice(round, 0, "z")).toBe(false);
    expect(commitChoice(round, 2, "w")).toBe(true);
    expect(revealedChoices(round)).toEqual([
      [0, "z"],
      [1, "y"],
      [2, "w"],
    ]);
    expect(() => commitChoice(round, 3, "nope")).toThrow();
  });

  it("no view shows another seat's sealed card before the reveal, and the reveal happens in one move", () => {
    let state = newGame("secret", 3);
    const handOf = (seat: number) => state.hands[seat]!;
    const sealedBy = [handOf(0)[0]!, handOf(1)[1]!, handOf(2)[2]!];
    state = applyMove(game, state, 0, { type: "seal", card: sealedBy[0] });
    state = applyMove(game, state, 1, { type: "seal", card: sealedBy[1] });

    for (const viewer of [0, 1, 2, null]) {
      const view = viewFor(game, state, viewer) as SnView;
      const text = JSON.stringify(view);
      expect(view.public.sealed).toEqual([0, 1]);
      for (let other = 0; other < 3; other++) {
        if (other === viewer) continue;
        for (const card of handOf(other)) expect(text).not.toContain(`"${card}"`);
      }
      if (viewer !== null) expect(view.private?.sealedCard).toBe(viewer === 2 ? null : sealedBy[viewer]);
      else expect(view.private).toBeNull();
    }

    const before = state;
    const after = applyMove(game, state, 2, { type: "seal", card: sealedBy[2] });
    expect(before.history).toHaveLength(0);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.cards).toEqual(sealedBy);
    expect((viewFor(game, after, null) as SnView).public.history[0]!.cards).toEqual(sealedBy);
    expect((viewFor(game, after, 1) as SnView).public.sealed).toEqual([]);
  });

  it("a seat that changed its mind is revealed with its last choice", () => {
    let state = newGame("mind");
    const [first, second] = state.hands[0]!;
    state = applyMove(game, state, 0, { type: "seal", card: first });
    state = applyMove(game, state, 0, { type: "seal", card: second });
    state = applyMove(game, state, 1, { type: "seal", card: state.hands[1]![0] });
    expect(state.history[0]!.cards[0]).toBe(second);
    expect(state.hands[0]).toContain(first);
  });
});

describe("refusals", () => {
  it("throws RuleError with a stable code and leaves the state unchanged", () => {
    const state = newGame("refuse");
    const snapshot = JSON.stringify(state);
    const otherCard = state.hands[1]![0]!;
    expectRuleError(() => applyMove(game, state, 0, { type: "seal", card: otherCard }), "CARD_NOT_IN_HAND");
    expectRuleError(() => applyMove(game, state, 0, { type: "draw" }), EngineErrorCode.MALFORMED_MOVE);
    expectRuleError(() => applyMove(game, state, 0, "seal"), EngineErrorCode.MALFORMED_MOVE);
    expectRuleError(() => applyMove(game, state, 5, { type: "seal", card: otherCard }), EngineErrorCode.NO_SUCH_SEAT);
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it("refuses every move once the game is over, and bad set-ups", () => {
    const { state } = playBotMatch(game, { seats: 2, options: {}, seed: "over" }, ["random", "random"]);
    expectRuleError(() => applyMove(game, state, 0, { type: "seal", card: "sn-card-01" }), EngineErrorCode.GAME_OVER);
    expectRuleError(() => createGame(game, { seats: 1, options: {}, seed: "x" }), EngineErrorCode.BAD_SEAT_COUNT);
    expectRuleError(() => createGame(game, { seats: 2, options: { rounds: 9 }, seed: "x" }), EngineErrorCode.BAD_OPTIONS);
  });

  it("legal moves are exactly the moves that the rules accept", () => {
    const state = newGame("legal");
    const legal = viewFor(game, state, 0).legalMoves;
    expect(legal).toHaveLength(3);
    for (let value = 1; value <= 12; value++) {
      const move = { type: "seal", card: `sn-card-${String(value).padStart(2, "0")}` };
      const isListed = legal.some((m) => JSON.stringify(m) === JSON.stringify(move));
      let accepted = true;
      try {
        applyMove(game, state, 0, move);
      } catch {
        accepted = false;
      }
      expect(accepted).toBe(isListed);
    }
    expect(viewFor(game, state, null).legalMoves).toEqual([]);
  });
});
