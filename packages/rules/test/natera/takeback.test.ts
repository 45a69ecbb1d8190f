import { describe, expect, it } from "vitest";
import { beforeMove, canBeTakenBack, clonePlain, replay, type RecordedMove } from "../../src/engine/index.js";
import type { NateraMove } from "../../src/games/natera/types.js";
import { act, game, revealed, started } from "./fixtures.js";

type State = ReturnType<typeof started>;
/** Plays a move and says whether the engine would let its player take it back. */
function takeBackable(state: State, move: NateraMove, seat = state.prompt?.seat ?? state.active): boolean {
  const before = beforeMove(game, state, seat, move);
  act(state, seat, move);
  return canBeTakenBack(game, before, state);
}

describe("Natera take-backs", () => {
  it("a deploy, its pawn and its resources can be taken back; the draw that follows cannot", () => {
    const state = started(["raccoons", "rabbits"]);
    expect(takeBackable(state, { type: "deploy", location: "nl-urb-1b" })).toBe(true);
    expect(takeBackable(state, { type: "choose", option: "explorer" })).toBe(true);
    expect(state.prompt).toMatchObject({ kind: "draw" });
    expect(takeBackable(state, { type: "choose", option: "basic" })).toBe(false);
  });

  it("a deploy that reveals tiles (level 3) cannot be taken back", () => {
    const state = started(["raccoons", "rabbits"]);
    state.tribes[0]!.tracks.agricultural = 2;
    state.tribes[0]!.leaders = 0;
    expect(takeBackable(state, { type: "deploy", location: "nl-agr-1b" })).toBe(false);
  });

  it("an answer to a tribe's set-up question can be taken back (the Beavers' free colony)", () => {
    const state = revealed(["beavers", "rabbits"]);
    expect(state).toMatchObject({ phase: "tribeSetup", prompt: { seat: 0, kind: "freeColony" } });
    expect(takeBackable(state, { type: "choose", option: state.prompt!.options[0]! })).toBe(true);
  });

  it("an answer to a Rest-phase question can be taken back (the Chimpanzees' 2 resources of choice)", () => {
    const state = started(["chimpanzees", "rabbits"]);
    act(state, 0, { type: "pass" });
    act(state, 1, { type: "pass" });
    // Earlier questions of the Rest phase (a mini-tile's, a card's) answered with their first option.
    for (let i = 0; i < 20 && !(state.prompt?.seat === 0 && state.prompt.kind === "choice"); i++)
      act(state, state.prompt!.seat, { type: "choose", option: state.prompt!.options[0]! });
    expect(state).toMatchObject({ phase: "production", prompt: { seat: 0, kind: "choice" } });
    expect(takeBackable(state, { type: "choose", option: "materials" })).toBe(true);
  });

  it("a Crow's peek is never taken back", () => {
    const state = started(["crows", "rabbits"]);
    state.tribes[0]!.leaders = 0;
    act(state, 0, { type: "deploy", location: "nl-urb-1b" });
    expect(takeBackable(state, { type: "choose", option: "peek:basic" })).toBe(false);
  });

  it("the same seed and moves rebuild the same game (what a restart after a take-back relies on)", () => {
    const setup = { seats: 2, options: {}, seed: "restart" };
    const state = replay(game, setup, []);
    const moves: RecordedMove[] = [];
    for (let i = 0; i < 60 && game.outcome(state) === null; i++) {
      const seat = game.waitingOn(state)[0]!;
      const move = game.bots.greedy!(state, seat, [1, 2, 3, i]);
      act(state, seat, move);
      moves.push({ seat, move });
    }
    expect(replay(game, setup, moves)).toEqual(clonePlain(state));
    // Taking back the last move = replaying all but it.
    const shorter = replay(game, setup, moves.slice(0, -1));
    act(shorter, moves.at(-1)!.seat, moves.at(-1)!.move as NateraMove);
    expect(shorter).toEqual(state);
  });
});
