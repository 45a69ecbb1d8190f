import { describe, expect, it } from "vitest";
import { clonePlain, playInPlace, seedRng, shuffleInPlace, viewFor, type Bot, type RngState } from "../../src/engine/index.js";
import { locationOf } from "../../src/games/natera/board.js";
import { content } from "../../src/games/natera/content/index.js";
import type { LocationState, NateraMove, NateraState } from "../../src/games/natera/types.js";
import { livePeek } from "../../src/games/natera/views.js";
import { act, choose, game, newGame, putTile, settle, started } from "./fixtures.js";

describe("Natera: who sees what", () => {
  it("hands are their owner's; everyone sees hand and deck sizes, discard piles, the river and the board", () => {
    const state = started(["raccoons", "rabbits", "crows"]);
    const hand = state.tribes[0]!.hand;
    const mine = viewFor(game, state, 0);
    const theirs = viewFor(game, state, 1);
    const spectator = viewFor(game, state, null);
    expect(mine.private!.hand).toEqual(hand);
    expect(theirs.private!.hand).not.toEqual(hand);
    for (const view of [theirs, spectator]) {
      const json = JSON.stringify(view);
      for (const card of hand) expect(json).not.toContain(`"${card}"`);
      expect(view.public.tribes[0]!.handSize).toBe(hand.length);
    }
    expect(spectator.private).toBeNull();
    expect(spectator.legalMoves).toEqual([]);
    expect(spectator.public.deckSizes.basic).toBe(state.decks.basic.length);
    expect(spectator.public.river).toEqual(state.river);
  });

  it("nobody sees deck orders, face-down tiles or the box; a face-down slot shows no id", () => {
    const state = started(["raccoons", "rabbits"]);
    const hidden = new Set(game.hiddenFrom(state, null));
    for (const card of [...state.decks.basic, ...state.decks.advanced, ...state.decks.specialists])
      expect(hidden.has(card)).toBe(true);
    for (const tile of state.box.tiles) expect(hidden.has(tile)).toBe(true);
    const faceDown = Object.keys(state.locations).filter((id) => !state.locations[id]!.revealed);
    for (const tile of faceDown) expect(hidden.has(tile)).toBe(true);
    const slots = game.publicView(state).locations.filter((l) => l.id === null);
    expect(slots).toHaveLength(faceDown.length);
    for (const seat of [null, 0, 1]) {
      const json = JSON.stringify(viewFor(game, state, seat));
      for (const id of game.hiddenFrom(state, seat)) expect(json.includes(`"${id}"`), `${id} in the view of ${seat}`).toBe(false);
    }
    // Once revealed, a tile is everyone's.
    putTile(state, faceDown[0]!);
    expect([...game.hiddenFrom(state, 1)]).not.toContain(faceDown[0]);
  });

  it("a question's options are its owner's only (they may name hand cards); others see whose question and its kind", () => {
    const state = started(["raccoons", "rabbits"]);
    act(state, 0, { type: "bonus" });
    expect(viewFor(game, state, 0).private!.prompt).toMatchObject({ kind: "discard", options: state.tribes[0]!.hand });
    expect(viewFor(game, state, 1).private!.prompt).toBeNull();
    expect(viewFor(game, state, 1).public.prompt).toEqual({ seat: 0, kind: "discard" });
    expect(JSON.stringify(viewFor(game, state, 1))).not.toContain(`"${state.tribes[0]!.hand[0]!}"`);
    choose(state, state.tribes[0]!.hand[0]!);
    settle(state);
  });

  it("set-up choices and the dealt Science board stay secret until the reveal", () => {
    const state = newGame(2, "boards");
    const board = state.tribes[0]!.board;
    expect([...game.hiddenFrom(state, 1)]).toEqual(expect.arrayContaining([`${board}a`, `${board}b`, ...state.tribes[0]!.dealt]));
    expect(viewFor(game, state, 0).private!.board).toBe(board);
    expect(game.publicView(state).tribes[0]!.tribe).toBeNull();
  });

  const bots = game.bots as Record<string, Bot<NateraState, NateraMove>>;
  it("bots get the same view (no peeking): each bot decides the same when what its seat cannot see is dealt otherwise", () => {
    // greedy and random over whole games (draft off and on); lookahead (ten times slower) over the first moves of one.
    expect(sameDecisions(bots.greedy!, 2, 2_000)).toBeGreaterThan(400);
    expect(sameDecisions(bots.random!, 2, 2_000)).toBeGreaterThan(400);
    expect(sameDecisions(bots.lookahead!, 1, 80)).toBe(80);
  }, 300_000);

  it("…and that check has teeth: a bot that looks at the top of the basic deck before choosing a deck is caught", () => {
    const cheat: Bot<NateraState, NateraMove> = (state, seat, rng) => {
      const prompt = state.prompt;
      if (prompt?.seat === seat && prompt.options.includes("basic") && prompt.options.includes("advanced"))
        return { type: "choose", option: content.cards[state.decks.basic[0]!]!.vp > 0 ? "basic" : "advanced" };
      return bots.random!(state, seat, rng);
    };
    expect(() => sameDecisions(cheat, 2, 2_000)).toThrow(/decides otherwise/);
  }, 300_000);
});

/**
 * Plays `games` seeded 3-tribe games with `bot` (at most `moves` moves each); before each move,
 * asks the bot again on a copy where everything the deciding seat cannot see is dealt otherwise
 * (`redeal`), with the same random numbers: the move must be the same. Returns the decisions compared.
 */
function sameDecisions(bot: Bot<NateraState, NateraMove>, games: number, moves: number): number {
  let compared = 0;
  for (let i = 0; i < games; i++) {
    const state = newGame(3, `peek-${i}`, { draft: i % 2 === 1 });
    const rng = seedRng(`peek-bots-${i}`);
    for (let m = 0; game.outcome(state) === null && m < moves; m++) {
      const seat = game.waitingOn(state)[0]!;
      const other = redeal(state, seat, seedRng(`redeal-${i}-${m}`));
      const move = bot(state, seat, seedRng(`x${i}-${m}`));
      const again = bot(other, seat, seedRng(`x${i}-${m}`));
      if (JSON.stringify(again) !== JSON.stringify(move))
        throw new Error(
          `seat ${seat} decides otherwise (${JSON.stringify(move)} / ${JSON.stringify(again)}) at move ${m} of game ${i}`,
        );
      compared++;
      playInPlace(game, state, seat, bot(state, seat, rng));
    }
  }
  return compared;
}

/**
 * A copy of the state that `seat` cannot tell from it: the cards it cannot see (decks, other
 * tribes' hands and packets) permuted within each deck colour over the same places (its own live
 * peek stays on top), the specialist deck shuffled, face-down tiles exchanged with unused tiles of
 * their zone and tier, other tribes' picks and peeks and the rules' random numbers changed.
 */
function redeal(state: NateraState, seat: number, rng: RngState): NateraState {
  const s = clonePlain(state);
  const peek = livePeek(state, seat);
  const others = s.tribes.filter((_, i) => i !== seat);
  for (const deck of ["basic", "advanced"] as const) {
    const places: [string[], number][] = [];
    for (const list of [s.decks[deck], ...others.flatMap((t) => [t.hand, t.packet])])
      list.forEach((card, at) => {
        if (content.cards[card]!.deck === deck && !(list === s.decks[deck] && at === 0 && peek?.deck === deck))
          places.push([list, at]);
      });
    const cards = shuffleInPlace(
      rng,
      places.map(([list, at]) => list[at]!),
    );
    places.forEach(([list, at], k) => (list[at] = cards[k]!));
  }
  shuffleInPlace(rng, s.decks.specialists);
  const byKind = new Map<string, string[]>();
  const kind = (id: string) => `${locationOf(id).zone}-${locationOf(id).tier}`;
  for (const id of [...Object.keys(s.locations).filter((id) => !s.locations[id]!.revealed), ...s.box.tiles])
    byKind.set(kind(id), [...(byKind.get(kind(id)) ?? []), id]);
  for (const ids of byKind.values()) shuffleInPlace(rng, ids);
  const locations: Record<string, LocationState> = {};
  for (const [id, where] of Object.entries(s.locations)) locations[where.revealed ? id : byKind.get(kind(id))!.shift()!] = where;
  s.locations = locations;
  s.box.tiles = [...byKind.values()].flat();
  for (const t of others) {
    t.peek = null;
    if (t.pick !== null) t.pick = t.packet[0] ?? null;
  }
  s.rng = [...seedRng(`rules-${JSON.stringify(rng)}`)] as RngState;
  return s;
}
