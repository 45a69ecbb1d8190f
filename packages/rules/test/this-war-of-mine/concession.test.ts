import { describe, expect, it } from "vitest";
import { legalMovesFromWire, wirePartsOf } from "../../src/engine/index.js";
import { publicView } from "../../src/games/this-war-of-mine/views.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { game, group, legal, member, newCampaign, play, refused } from "./game.js";

/**
 * Conceding (issue 35, 9): the rulebook lets the players concede once the last of the starting
 * characters is lost (the final objective is out of reach); the digest's ruling: with the
 * agreement of every connected player, else play goes on. Ours: every seat a person holds agrees;
 * bots are not asked; anyone refuses; the campaign then ends, lost, "CONCEDED".
 */
const propose = { type: "concede", agree: true } as const;
const refuse = { type: "concede", agree: false } as const;
const concedeMoves = (state: TwomState, seat: number) => legal(state, seat).filter((m) => m.type === "concede");

/** A campaign at these seats whose starting characters are all gone: Vera joined later and is left. */
function withoutStarters(seats: number): TwomState {
  const state = newCampaign(seats, `concede-${seats}`);
  group(state, [member("vera", {}, false)]);
  return state;
}

describe("conceding", () => {
  it("is not offered, and refused, while one of the starting characters is in the group", () => {
    const state = newCampaign(2, "concede-early");
    group(state, [member("marek"), member("vera", {}, false)]);
    expect(concedeMoves(state, 0)).toEqual([]);
    expect(publicView(state).mayConcede).toBe(false);
    refused(state, 0, propose, "NOT_NOW");
  });

  it("needs every person's agreement: one proposes, the others agree, and the campaign ends lost, in the log", () => {
    const state = withoutStarters(3);
    expect(publicView(state).mayConcede).toBe(true);
    for (const seat of [0, 1, 2]) expect(concedeMoves(state, seat)).toEqual([propose]);
    play(state, 1, propose);
    expect(publicView(state).concession).toEqual({ agreed: [1], waiting: [0, 2] });
    expect(concedeMoves(state, 1)).toEqual([refuse]);
    expect(concedeMoves(state, 0)).toEqual([propose, refuse]);
    refused(state, 1, propose, "ALREADY");
    // Play goes on meanwhile: the Leader still decides.
    expect(game.waitingOn(state)).toEqual([state.leader]);
    play(state, 0, propose);
    expect(state.phase).not.toBe("over");
    play(state, 2, propose);
    expect(state.phase).toBe("over");
    expect(game.outcome(state)).toMatchObject({ winners: [], reason: "CONCEDED" });
    expect(state.log.slice(-5)).toEqual([
      { kind: "concession", what: "proposed", seat: 1 },
      { kind: "concession", what: "agreed", seat: 0 },
      { kind: "concession", what: "agreed", seat: 2 },
      { kind: "concession", what: "conceded", seat: null },
      { kind: "end", won: false, reason: "CONCEDED" },
    ]);
  });

  it("is gone when anyone refuses or the proposer withdraws; a new proposal may follow", () => {
    const state = withoutStarters(2);
    play(state, 0, propose);
    play(state, 1, refuse);
    expect(state.concession).toBeNull();
    expect(publicView(state).concession).toBeNull();
    refused(state, 1, refuse, "NOT_NOW");
    play(state, 1, propose);
    play(state, 1, refuse);
    expect(state.log.slice(-4).map((e) => (e.kind === "concession" ? `${e.what}:${e.seat}` : e.kind))).toEqual([
      "proposed:0",
      "refused:1",
      "proposed:1",
      "withdrew:1",
    ]);
    expect(state.phase).not.toBe("over");
  });

  it("asks no bot: a seat a bot holds has no say, and a seat handed to a bot or freed leaves the proposal", () => {
    const state = withoutStarters(3);
    play(state, 2, { type: "holder", bot: true });
    expect(concedeMoves(state, 2)).toEqual([]);
    refused(state, 2, propose, "NOT_NOW");
    play(state, 0, propose);
    expect(publicView(state).concession).toEqual({ agreed: [0], waiting: [1] });
    // The last person who had not agreed leaves the table: everyone left has agreed.
    play(state, 1, { type: "leave" });
    expect(game.outcome(state)).toMatchObject({ reason: "CONCEDED" });

    const lapsing = withoutStarters(2);
    play(lapsing, 0, propose);
    play(lapsing, 0, { type: "holder", bot: true });
    expect(lapsing.concession).toBeNull();
    expect(lapsing.log.at(-1)).toEqual({ kind: "concession", what: "lapsed", seat: null });
    expect(lapsing.phase).not.toBe("over");
  });

  it("alone at the table, proposing is conceding", () => {
    const state = withoutStarters(1);
    play(state, 0, propose);
    expect(game.outcome(state)).toMatchObject({ reason: "CONCEDED", winners: [] });
  });

  it("travels to each seat with its own moves (a seat that is not the Leader too)", () => {
    const state = withoutStarters(3);
    const other = (state.leader + 1) % 3;
    const view = JSON.parse(JSON.stringify(publicView(state))) as unknown;
    const sent = wirePartsOf(game, state, other).legalMoves;
    expect(sent).toEqual([propose]);
    expect(legalMovesFromWire(game, view, sent)).toEqual(game.legalMoves(state, other));
  });
});
