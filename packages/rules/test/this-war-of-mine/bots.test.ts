import { describe, expect, it } from "vitest";
import { playInPlace, seedRng, shuffleInPlace } from "../../src/engine/index.js";
import { raidCard } from "../../src/games/this-war-of-mine/content/index.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { game, newCampaign } from "./game.js";

/**
 * The survival bot sees what every seat sees: scrambling everything hidden — every face-down deck's
 * order, the Unknown, the set-aside red-corner cards, the Event deck past what a Radio showed, the
 * Objectives, Locations and Visitors still to come, the blind state tokens, the dice to come — never changes
 * its decision.
 */
function scramble(state: TwomState, seed: string): void {
  const rng = seedRng(seed);
  const shuffle = (cards: string[]) => shuffleInPlace(rng, cards);
  const known = state.events.slice(0, state.eventsKnown);
  state.events = [...known, ...shuffle(state.events.slice(state.eventsKnown))];
  for (const deck of [
    state.exploration.deck,
    state.findsDeck.deck,
    state.residents.deck,
    state.residents.setAside,
    state.visitors.deck,
    state.raids.setAside,
    state.objectives,
    state.locations.deck,
    state.fate.deck,
    state.narrative.deck,
    state.charactersDeck,
  ])
    shuffle(deck);
  // The raid deck: its raid cards among themselves (Events put on it are known).
  const raids = state.raids.deck.filter((id) => raidCard(id) !== undefined);
  shuffle(raids);
  state.raids.deck = state.raids.deck.map((id) => (raidCard(id) !== undefined ? raids.shift()! : id));
  // The Unknown and the Exploration deck are both face down: their cards mix.
  if (state.expedition) {
    const pool = shuffle([...state.expedition.unknown, ...state.exploration.deck]);
    state.expedition.unknown = pool.splice(0, state.expedition.unknown.length);
    state.exploration.deck = pool;
  }
  // The blind level-3/4 tokens: the other token of the same state and level.
  for (const c of state.characters)
    for (const [s, token] of Object.entries(c.tokens))
      if (token) c.tokens[s as keyof typeof c.tokens] = token.endsWith("a") ? `${token.slice(0, -1)}b` : `${token.slice(0, -1)}a`;
  state.rng = seedRng(`${seed}-dice`);
}

describe("the survival bot", () => {
  it("decides the same when everything hidden is scrambled (it sees only the views)", () => {
    let compared = 0;
    for (const seats of [1, 3]) {
      const state = newCampaign(seats, `peek-${seats}`);
      const rng = seedRng(`peek-bots-${seats}`);
      for (let moves = 0; game.outcome(state) === null && moves < 500; moves++) {
        const seat = game.waitingOn(state)[0]!;
        const scrambled = structuredClone(state);
        scramble(scrambled, `scramble-${moves}`);
        const move = game.bots.survival!(state, seat, seedRng(`x${moves}`));
        expect(game.bots.survival!(scrambled, seat, seedRng(`x${moves}`)), `move ${moves}, ${state.phase}`).toEqual(move);
        compared++;
        playInPlace(game, state, seat, game.bots.survival!(state, seat, rng));
      }
    }
    expect(compared).toBeGreaterThan(300);
    // Hundreds of bot decisions, each twice: slow on a shared machine (no timing is asserted).
  }, 120_000);

  it("is the bot the platform seats (greedy)", () => {
    expect(game.bots.greedy).toBe(game.bots.survival);
  });
});

describe("hidden Fate cards", () => {
  it("are those never drawn: a Fate card drawn before (the log names it) and shuffled back is known to be in the deck", () => {
    const state = newCampaign(1, "fate-seen");
    const [seen, unseen] = state.fate.deck as [string, string];
    state.log.push({ kind: "fate", card: seen });
    const hidden = [...game.hiddenFrom(state, null)];
    expect(hidden).not.toContain(seen);
    expect(hidden).toContain(unseen);
  });
});
