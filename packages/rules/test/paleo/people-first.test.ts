import { describe, expect, it } from "vitest";
import { applyMove, seedRng } from "../../src/engine/index.js";
import { startNight } from "../../src/games/paleo/course.js";
import type { PaleoMove, PaleoState } from "../../src/games/paleo/types.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setMembers, useStep } from "./fixtures.js";

/**
 * Issue 34: a group decision waits for the people at the table. The room tells the rules which
 * seats bots hold (`seatHolders`); bots use their cards after the people, accept a Night plan as
 * good as their own, and a proposal cannot wipe acceptances without a change, so every Night ends.
 */
const AUROCHS = "great-aurochs-1";
const BEYOND = "beyond-the-mountains-1";

const botAt = (state: PaleoState, seat: number) => play(state, seat, game.seatHolders!.bot as PaleoMove);
const greedy = (state: PaleoState, seat: number): PaleoMove => game.bots.greedy!(state, seat, seedRng(`bot:${seat}`));

function night(seats: number): PaleoState {
  const state = useStep(
    newGame(seats, "night"),
    Array.from({ length: seats }, () => null),
    { depot: { food: 5 } },
  );
  for (let seat = 0; seat < seats; seat++) {
    setMembers(state, seat, [[seat === 0 ? "lookout-1" : "giant-1", 0]]);
    giveTools(state, seat, {});
    state.hiddenDiscard.push(...state.groups[seat]!.deck.splice(0));
  }
  startNight(state);
  return state;
}

describe("people first (issue 34)", () => {
  it("the room says which seats bots hold; saying it twice is refused and changes nothing", () => {
    const state = newGame(3, "holders");
    botAt(state, 2);
    expect(state.bots).toEqual([false, false, true]);
    expect(refusal(() => applyMove(game, state, 2, game.seatHolders!.bot))).toBe("NOT_POSSIBLE");
    play(state, 2, game.seatHolders!.person as PaleoMove);
    expect(state.bots).toEqual([false, false, false]);
    // Never a move a seat is offered.
    expect(legal(state, 0).some((m) => m.type === ("holder" as string))).toBe(false);
  });

  it("step 3: the table waits on the people's cards first; a bot is waited on once no person has a card to use", () => {
    const state = useStep(newGame(3, "order"), [face("deadwood"), face("reed-beds"), face("clam-bed")]);
    botAt(state, 1);
    expect(game.waitingOn(state)).toEqual([0, 2]);
    play(state, 0, { type: "ignore" });
    expect(game.waitingOn(state)).toEqual([2]);
    play(state, 2, { type: "ignore" });
    expect(game.waitingOn(state)).toEqual([1]);
  });

  it("Night: the proposer accepts its own plan, and proposing again what is proposed is neither listed nor accepted", () => {
    const state = night(2);
    play(state, 0, { type: "resolve", card: BEYOND, action: 1 });
    expect(state.pending!.accepted).toEqual([0]);
    expect(game.waitingOn(state)).toEqual([1]);
    expect(legal(state, 1)).not.toContainEqual({ type: "resolve", card: BEYOND, action: 1 });
    expect(refusal(() => applyMove(game, state, 1, { type: "resolve", card: BEYOND, action: 1 }))).toBe("NOT_POSSIBLE");
    play(state, 1, { type: "accept", version: state.pending!.version });
    expect(state.night!.todo.map((t) => t.card)).toEqual([AUROCHS]);
  });

  it("Night: a bot accepts a person's proposal instead of proposing over it", () => {
    const state = night(3);
    botAt(state, 1);
    botAt(state, 2);
    // The person proposes what a greedy bot would not: the Skull of Beyond the Mountains first.
    play(state, 0, { type: "resolve", card: BEYOND, action: 1 });
    for (const seat of [1, 2]) expect(greedy(state, seat)).toEqual({ type: "accept", version: state.pending!.version });
  });

  it("Night: with a person who only accepts and bots who propose, every Night ends, and only the person's acceptance carries a plan out", () => {
    const state = night(3);
    botAt(state, 1);
    botAt(state, 2);
    const day = state.day;
    let moves = 0;
    while (state.phase === "night" && moves < 50) {
      const waiting = game.waitingOn(state);
      const bot = waiting.find((seat) => state.bots[seat]);
      if (bot !== undefined) {
        const todo = state.night!.todo.length;
        play(state, bot, greedy(state, bot));
        // No bot move resolves a card while the person has not accepted.
        expect(state.night?.todo.length ?? 0).toBe(todo);
      } else {
        expect(waiting).toEqual([0]);
        play(state, 0, { type: "accept", version: state.pending!.version });
      }
      moves++;
    }
    expect(state.phase).toBe("day");
    expect(state.day).toBe(day + 1);
    expect(moves).toBeLessThan(20);
  });
});
