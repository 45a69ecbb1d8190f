import { describe, expect, it } from "vitest";
import { createGame, playInPlace, pickOne, seedRng, viewFor } from "../../src/engine/index.js";
import { FRESCOES_TO_WIN, MAX_DAYS, MAX_TURNS_PER_DAY, SKULLS_TO_LOSE, type PaleoState } from "../../src/games/paleo/types.js";
import { allCards, cardOf, cardsOfGame, content, game } from "./fixtures.js";
import { leaked } from "../leaked.js";

/**
 * Seeded games to the end, at every level the content holds, 2–4 groups, random and greedy bots
 * (and mixed tables), with the invariants after every move. In CI: 200 games per group count at
 * level I, 40 at each other level; `PALEO_GAMES=667 npx vitest run
 * packages/rules/test/paleo/property.test.ts` plays the 2,000 games per level (667 per group count).
 */
const gamesAt = (level: string): number => Number(process.env.PALEO_GAMES ?? (level === "I" ? 200 : 40));
/** The views are scanned for face ids after every move; every seat's whole view every FULL_CHECK_EVERY moves. */
const FULL_CHECK_EVERY = 25;
/**
 * At the size (PALEO_GAMES set), the views are scanned in one game of VIEWS_EVERY and the
 * invariants checked in all: the scans were a third of a game's time, and the leak audits cover
 * secrecy. A level alone: `-t "level V plays"`.
 */
const VIEWS_EVERY = process.env.PALEO_GAMES ? 10 : 1;

/** Every resource and tool token, per kind, wherever it is: the depot, the supply, groups, the Rack, cards in play. */
function tokenTotals(state: PaleoState): string {
  const totals = new Map<string, number>();
  const add = (counts: Partial<Record<string, number>>) => {
    for (const [kind, n] of Object.entries(counts)) totals.set(kind, (totals.get(kind) ?? 0) + (n ?? 0));
  };
  add(state.depot);
  add(state.supply);
  add(state.toolSupply);
  add(state.rack.basics);
  for (const group of state.groups) add(group.tools);
  for (const notch of state.rack.notches) if (notch) add({ [cardOf(notch.idea).idea?.tool ?? "surprise"]: notch.tokens });
  for (const held of Object.values(state.held)) add(held);
  return JSON.stringify([...totals].filter(([, n]) => n !== 0).sort());
}

/** Plain checks (expect is slow at this rate); a failure names what broke. */
function checkInvariants(state: PaleoState, expected: string[], tokens: string): void {
  const cards = allCards(state).sort();
  if (cards.join() !== expected.join()) expect(cards, "cards are conserved").toEqual(expected);
  const nowTokens = tokenTotals(state);
  if (nowTokens !== tokens) expect(nowTokens, "resources and tool tokens are conserved").toEqual(tokens);
  const fail = (what: string) => expect.fail(`${what} (Day ${state.day}, turn ${state.turn})`);
  if (state.skulls < 0 || state.skulls > SKULLS_TO_LOSE) fail(`${state.skulls} Skulls`);
  if (state.frescoes < 0 || state.frescoes > FRESCOES_TO_WIN) fail(`${state.frescoes} Frescoes`);
  if (state.day > MAX_DAYS) fail("a stall: too many Days");
  if (state.turn > MAX_TURNS_PER_DAY) fail("a stall: too many turns in a Day");
  for (const r of ["food", "wood", "stone"] as const) if (state.depot[r] < 0 || state.supply[r] < 0) fail(`negative ${r}`);
  if (state.phase !== "over" && game.waitingOn(state).length === 0) fail("nobody is waited on");
}

/** Every face id in the public view (ids travel as whole JSON strings) must be a face-up card's: the cheap check, after every move. */
function checkPublicView(state: PaleoState): void {
  const hidden = new Set(game.hiddenFrom(state, null));
  const text = JSON.stringify(game.publicView(state));
  for (const quoted of text.match(/"[a-z][a-z-]*-\d{1,2}"/g) ?? []) {
    const token = quoted.slice(1, -1);
    if (hidden.has(token)) expect.fail(`the public view shows ${token}, a face-down card`);
  }
}

/** The whole views of every seat and of a spectator, as the server's leak audit reads them; the seats that may act are those with moves. */
function checkSecrecy(state: PaleoState): void {
  const hidden = [...game.hiddenFrom(state, null)];
  const ids = state.groups.flatMap((g) => g.deck.map((c) => c.id)).concat(state.hiddenDiscard.map((c) => c.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const seat of [null, ...state.groups.keys()]) {
    expect([...game.hiddenFrom(state, seat)]).toEqual(hidden);
    const json = JSON.stringify(viewFor(game, state, seat));
    const found = leaked(json, hidden);
    expect(found, `seat ${seat} sees ${found.join(", ")}`).toEqual([]);
  }
  if (state.phase !== "over") {
    const withMoves = [...state.groups.keys()].filter((seat) => game.legalMoves(state, seat).length > 0);
    expect(game.activeSeats(state)).toEqual(withMoves);
    for (const seat of game.waitingOn(state)) expect(withMoves).toContain(seat);
  }
}

for (const { id: level } of content.levels)
  describe(`Paleo — seeded bot games at level ${level}`, () => {
    for (const seats of [2, 3, 4]) {
      it(`plays ${gamesAt(level)} games with ${seats} groups to the end with the invariants`, () => {
        const endings = { won: 0, lost: 0 };
        const moveKinds = new Map<string, number>();
        for (let i = 0; i < gamesAt(level); i++) {
          const seed = level === "I" ? `paleo-${seats}-${i}` : `paleo-${level}-${seats}-${i}`;
          const state = createGame(game, { seats, options: { level }, seed });
          const expected = cardsOfGame(state).sort();
          const tokens = tokenTotals(state);
          const rng = seedRng(`paleo-bots-${seats}-${i}`);
          // A third of the tables random, a third greedy, a third mixed.
          const botOf = (seat: number) =>
            i % 3 === 0 ? "random" : i % 3 === 1 ? "greedy" : seat % 2 === 0 ? "greedy" : "random";
          checkInvariants(state, expected, tokens);
          for (let moves = 0; game.outcome(state) === null; moves++) {
            expect(moves, "a stall: no end after 20,000 moves").toBeLessThan(20_000);
            const seat = pickOne(rng, game.waitingOn(state));
            const move = game.bots[botOf(seat)]!(state, seat, rng);
            const json = JSON.stringify(move);
            if (!game.legalMoves(state, seat).some((m) => JSON.stringify(m) === json))
              expect.fail(`seat ${seat} played ${json}, not a legal move`);
            playInPlace(game, state, seat, move);
            moveKinds.set(move.type, (moveKinds.get(move.type) ?? 0) + 1);
            checkInvariants(state, expected, tokens);
            if (i % VIEWS_EVERY !== 0) continue;
            checkPublicView(state);
            if (moves % FULL_CHECK_EVERY === 0) checkSecrecy(state);
          }
          if (i % VIEWS_EVERY === 0) checkSecrecy(state);
          endings[state.won ? "won" : "lost"]++;
        }
        expect(endings.won).toBeGreaterThan(0);
        expect(endings.lost).toBeGreaterThan(0);
        // Dice from level II on: the bots roll them.
        if (level !== "I") expect(moveKinds.get("roll") ?? 0, "roll").toBeGreaterThan(0);
        if (level !== "I") return;
        // The bots reach the digest's mechanics: picks, sleeping early, help, help on a card, plans, Night proposals.
        for (const kind of [
          "pick",
          "sleep",
          "act",
          "ignore",
          "help",
          "helpCard",
          "execute",
          "accept",
          "resolve",
          "askHelp",
          "decline",
        ])
          expect(moveKinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
      }, 600_000);
    }
  });
