import { describe, expect, it } from "vitest";
import { clonePlain, isRuleError, type Seat } from "../../src/engine/index.js";
import type { NateraMove, NateraState } from "../../src/games/natera/types.js";
import { refusal } from "../refusal.js";
import { act, legal, newGame, started } from "./fixtures.js";

/**
 * Issue 35: `play` accepts exactly the moves `legalMoves` lists for that seat. Each case is a
 * hand-built state where they disagreed; `agreement` then tries every given move on a copy.
 */
const key = (move: NateraMove) => JSON.stringify(move, Object.keys(move).sort());

/** The moves of `candidates` on which `play` and `legalMoves` disagree ([] when they agree). */
function disagreements(state: NateraState, seat: Seat, candidates: NateraMove[]): string[] {
  const listed = new Set(legal(state, seat).map(key));
  const found: string[] = [];
  for (const move of candidates) {
    let accepted = true;
    try {
      act(clonePlain(state), seat, move);
    } catch (error) {
      if (!isRuleError(error)) throw error;
      accepted = false;
    }
    if (accepted !== listed.has(key(move))) found.push(`${key(move)} ${listed.has(key(move)) ? "listed" : "not listed"}`);
  }
  return found;
}

/** Seat 0 has chosen its first tribe card, side a and its first 3 cards, and is ready; seat 1 has not. */
function chosen(): NateraState {
  const state = newGame(2, "play-listed");
  const t = state.tribes[0]!;
  act(state, 0, { type: "pickTribe", tribe: t.dealt[0]! });
  act(state, 0, { type: "pickSide", side: `${t.board}a` });
  for (const card of t.hand.slice(0, 3)) act(state, 0, { type: "toggleDiscard", card });
  act(state, 0, { type: "ready" });
  return state;
}

describe("Natera: play accepts exactly the listed moves", () => {
  it("set-up: choosing again the tribe or side already chosen, or saying ready twice, is refused and changes nothing", () => {
    const state = chosen();
    const t = state.tribes[0]!;
    const choice = clonePlain(t.choice);
    expect(refusal(() => act(state, 0, { type: "pickTribe", tribe: t.dealt[0]! }))).toBe("ALREADY_CHOSEN");
    expect(refusal(() => act(state, 0, { type: "pickSide", side: `${t.board}a` }))).toBe("ALREADY_CHOSEN");
    expect(refusal(() => act(state, 0, { type: "ready" }))).toBe("ALREADY_CHOSEN");
    // The refusals left the choice ready (a re-choice used to make the seat unready).
    expect(t.choice).toEqual(choice);
    // Changing one's mind is listed and accepted, and asks for ready again.
    act(state, 0, { type: "pickTribe", tribe: t.dealt[1]! });
    expect(t.choice.ready).toBe(false);
  });

  it("set-up: every tribe, side, card and ready agree between play and legalMoves, ready or not", () => {
    const state = chosen();
    const candidates = (seat: Seat): NateraMove[] => {
      const t = state.tribes[seat]!;
      return [
        ...[...t.dealt, ...state.box.tribes, ...state.tribes[1 - seat]!.dealt].map((tribe): NateraMove => ({
          type: "pickTribe",
          tribe,
        })),
        ...[`${t.board}a`, `${t.board}b`, `${state.tribes[1 - seat]!.board}a`].map((side): NateraMove => ({
          type: "pickSide",
          side,
        })),
        ...[...t.hand, ...state.tribes[1 - seat]!.hand.slice(0, 2)].map((card): NateraMove => ({ type: "toggleDiscard", card })),
        { type: "ready" },
        { type: "pass" },
        { type: "draftPick", card: t.hand[0]! },
      ];
    };
    expect(disagreements(state, 0, candidates(0))).toEqual([]);
    expect(disagreements(state, 1, candidates(1))).toEqual([]);
    act(state, 0, { type: "toggleDiscard", card: state.tribes[0]!.hand[0]! });
    expect(disagreements(state, 0, candidates(0))).toEqual([]);
  });

  it("draft: picking again the card already picked is refused; another card of the packet is listed and accepted", () => {
    const state = newGame(3, "play-listed", { draft: true });
    const t = state.tribes[0]!;
    const [first, second] = t.packet;
    act(state, 0, { type: "draftPick", card: first! });
    expect(refusal(() => act(state, 0, { type: "draftPick", card: first! }))).toBe("ALREADY_CHOSEN");
    expect(t.pick).toBe(first);
    const candidates = [...t.packet, ...state.tribes[1]!.packet].map((card): NateraMove => ({ type: "draftPick", card }));
    expect(disagreements(state, 0, candidates)).toEqual([]);
    act(state, 0, { type: "draftPick", card: second! });
    expect(t.pick).toBe(second);
  });

  it("a hire of something not in the river is refused as such (it threw a TypeError)", () => {
    const state = started(["raccoons", "rabbits"]);
    const notInRiver = ["nc-b15", "pay", state.decks.specialists[0]!];
    for (const card of notInRiver) expect(refusal(() => act(state, 0, { type: "hire", card }))).toBe("NOT_IN_RIVER");
    expect(
      disagreements(
        state,
        0,
        [...notInRiver, ...state.river].map((card): NateraMove => ({ type: "hire", card })),
      ),
    ).toEqual([]);
  });
});
