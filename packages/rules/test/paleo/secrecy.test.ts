import { describe, expect, it } from "vitest";
import { playInPlace, seedRng, viewFor } from "../../src/engine/index.js";
import { cardOf } from "../../src/games/paleo/catalog.js";
import { startNight } from "../../src/games/paleo/course.js";
import { hiddenFrom, publicView } from "../../src/games/paleo/views.js";
import type { PaleoState } from "../../src/games/paleo/types.js";
import { face, game, newGame, play, setDeck, useStep } from "./fixtures.js";

const faceDownIds = (state: PaleoState) => [
  ...state.groups.flatMap((g) => g.deck.map((c) => c.id)),
  ...state.hiddenDiscard.map((c) => c.id),
  ...state.secretStack.map((c) => c.id),
];

describe("who sees what", () => {
  it("Ruling: every seat and spectator gets the same view — a deck's backs, order and count for everyone, its fronts for nobody, its owner included", () => {
    const state = newGame(3, "same");
    const views = [null, 0, 1, 2].map((seat) => viewFor(game, state, seat));
    for (const view of views) expect(view.public).toEqual(views[0]!.public);
    for (const view of views.slice(1)) expect(view.private).toEqual({});
    const deck = publicView(state).groups[0]!.deck;
    expect(deck).toHaveLength(state.groups[0]!.deck.length);
    expect(deck.map((c) => c.back)).toEqual(state.groups[0]!.deck.map((c) => cardOf(c.card).back.kind));
    const json = JSON.stringify(views);
    for (const card of hiddenFrom(state)) expect(json).not.toContain(`"${card}"`);
    for (const seat of [null, 0, 1, 2]) expect([...game.hiddenFrom(state, seat)]).toEqual(hiddenFrom(state));
  });

  it("the Secret stack shows the numbers on its backs; the Base-camp decks their counts", () => {
    const view = publicView(newGame(2, "stack"));
    expect(view.secrets.map((s) => [s.back, s.number])).toEqual([
      ["secret", 1],
      ["secret", 2],
    ]);
    expect(JSON.stringify(view)).not.toContain("bone-painting");
    expect(view.camp).toEqual({ characters: 24 - 4, dreams: 16, ideas: 9 });
  });

  it("Ruling: the hidden discard shows backs and count to everyone, fronts never — cards discarded as costs or by sleeping early are never seen", () => {
    const state = useStep(newGame(2, "hidden"), [face("fallen-oak"), null]);
    state.groups[0]!.members = [{ card: "toolmaker-1", wounds: 0 }];
    setDeck(state, 0, [face("salmon-run"), face("wolf-pack")]);
    const before = publicView(state).hiddenDiscard.length;
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    const view = publicView(state);
    expect(view.hiddenDiscard).toHaveLength(before + 1);
    expect(view.hiddenDiscard.at(-1)).toMatchObject({ back: "river", hint: "fish" });
    expect(JSON.stringify(view)).not.toContain(`"${face("salmon-run")}"`);
    expect(JSON.stringify(view.log)).not.toContain("salmon-run");
  });

  it("Ruling: face-down cards carry opaque ids, new at every move into a face-down zone, every shuffle and every deal", () => {
    const state = useStep(newGame(2, "ids"), [face("fallen-oak"), null]);
    state.groups[0]!.members = [{ card: "toolmaker-1", wounds: 0 }];
    setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
    const inDeck = state.groups[0]!.deck[0]!.id;
    expect(inDeck).toMatch(/^fd-[0-9a-z]{14}$/);
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    const discarded = state.hiddenDiscard.at(-1)!;
    expect(discarded.card).toBe(face("salmon-run"));
    expect(discarded.id).not.toBe(inDeck);
    // Ids seen before the Night never come back after the shuffle and the deal.
    for (const group of state.groups) state.hiddenDiscard.push(...group.deck.splice(0));
    const seen = new Set(faceDownIds(state).filter((id) => !state.secretStack.some((s) => s.id === id)));
    const faceUp = state.openDiscard.length;
    startNight(state);
    for (const card of ["great-aurochs-1", "beyond-the-mountains-1"]) {
      play(state, 0, { type: "resolve", card, action: 1 });
      play(state, 1, { type: "accept", version: state.pending!.version });
    }
    expect(state.day).toBe(2);
    expect(state.groups.flatMap((g) => g.deck).length).toBe(seen.size + faceUp);
    expect(state.groups.flatMap((g) => g.deck).some((c) => seen.has(c.id))).toBe(false);
    // Two games deal under unrelated ids.
    expect(newGame(2, "ids").groups[0]!.deck.map((c) => c.id)).not.toEqual(newGame(2, "other").groups[0]!.deck.map((c) => c.id));
  });

  it("a face id never appears in a view while its card is face down, through whole bot games", () => {
    for (let i = 0; i < 6; i++) {
      const state = newGame(2 + (i % 3), `whole-${i}`);
      const rng = seedRng(`whole-bots-${i}`);
      for (let moves = 0; game.outcome(state) === null && moves < 3000; moves++) {
        const seat = game.waitingOn(state)[0]!;
        playInPlace(game, state, seat, game.bots[i % 2 ? "greedy" : "random"]!(state, seat, rng));
        const json = JSON.stringify(publicView(state));
        for (const card of hiddenFrom(state)) if (json.includes(`"${card}"`)) expect.fail(`${card} shows while face down`);
      }
    }
  });

  it("bots get the same view (no peeking): the team bot decides the same when face-down cards of the same back swap faces", () => {
    let compared = 0;
    for (let i = 0; i < 4; i++) {
      const state = newGame(3, `peek-${i}`);
      const rng = seedRng(`peek-bots-${i}`);
      for (let moves = 0; game.outcome(state) === null && moves < 400; moves++) {
        const seat = game.waitingOn(state)[0]!;
        const swapped = structuredClone(state);
        shuffleFacesByBack(swapped);
        const move = game.bots.greedy!(state, seat, seedRng(`x${moves}`));
        expect(game.bots.greedy!(swapped, seat, seedRng(`x${moves}`))).toEqual(move);
        compared++;
        playInPlace(game, state, seat, game.bots.greedy!(state, seat, rng));
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});

/** Exchanges the faces of face-down cards that show the same back and hint, across every deck and the hidden discard. */
function shuffleFacesByBack(state: PaleoState): void {
  const cards = [...state.groups.flatMap((g) => g.deck), ...state.hiddenDiscard];
  const byBack = new Map<string, typeof cards>();
  for (const card of cards) {
    const back = cardOf(card.card).back;
    const key = `${back.kind}:${back.hint ?? ""}:${back.number ?? ""}`;
    byBack.set(key, [...(byBack.get(key) ?? []), card]);
  }
  for (const same of byBack.values()) {
    const faces = same.map((c) => c.card).reverse();
    same.forEach((c, i) => (c.card = faces[i]!));
  }
}
