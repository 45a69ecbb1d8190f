import { describe, expect, it } from "vitest";
import { createGame, pickOne, playInPlace, replay, seedRng, viewFor, type RecordedMove } from "../../src/engine/index.js";
import { EXPLORATION_CARDS, FINDS_CARDS, RESIDENT_CARDS } from "../../src/games/this-war-of-mine/content/index.js";
import { thisWarOfMine as game } from "../../src/games/this-war-of-mine/index.js";
import { BOX_RESOURCES, BOX_TOKENS, ITEM_KINDS, MAX_STATE, type ItemKind } from "../../src/games/this-war-of-mine/items.js";
import type { TwomMove, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { leaked } from "../leaked.js";

/**
 * Seeded whole campaigns with bots at 1, 2, 4 and 6 seats (two tables in three with the survival
 * bot, one with the random bot), to the end, with the invariants after every move: supplies never
 * exceed the box, states within 0..4, at most 4 characters, no stall, Exploration and Finds cards
 * conserved and Residents cards never doubled, no hidden card's id in any view, and the campaign
 * restored from its stored moves at a random point equals the original. In CI: 4 campaigns per seat
 * count; `TWOM_GAMES=250 npx vitest run packages/rules/test/this-war-of-mine/property.test.ts` plays
 * the 1,000.
 */
const GAMES = Number(process.env.TWOM_GAMES ?? 4);
const MAX_MOVES = 6_000;
const MAX_DAY = 12;
const FULL_CHECK_EVERY = 40;
const BOX: Record<ItemKind, number> = { ...BOX_TOKENS, ...BOX_RESOURCES };

const fail = (state: TwomState, what: string): never => expect.fail(`${what} (day ${state.day}, ${state.phase})`);

/** Every item's units wherever they are: the Inventory, the Finds pile, the box, on characters' cards, hidden at Locations. */
function checkSupplies(state: TwomState): void {
  for (const item of ITEM_KINDS) {
    const places = [state.inventory, state.finds, state.supply, ...Object.values(state.placed), ...Object.values(state.stash)];
    let total = 0;
    for (const place of places) {
      const n = place[item] ?? 0;
      if (n < 0) fail(state, `${n} ${item} somewhere`);
      total += n;
    }
    // ×5 markers: the box counts markers, the Inventory units (a ×5 marker is 5 units on one marker).
    const markers = item === "wood" || item === "components" ? total - 4 * state.fives[item] : total;
    if (markers > BOX[item]) fail(state, `${markers} ${item}, more than the box's ${BOX[item]}`);
  }
}

function checkInvariants(state: TwomState): void {
  checkSupplies(state);
  if (state.characters.length > 4) fail(state, `${state.characters.length} characters`);
  for (const c of state.characters)
    for (const [s, v] of Object.entries(c.states)) if (!(v >= 0 && v <= MAX_STATE)) fail(state, `${c.id}'s ${s} at ${v}`);
  if (state.day > MAX_DAY) fail(state, "a stall: too many days");
  const exp = state.expedition;
  const exploration = [
    ...state.exploration.deck,
    ...state.exploration.discard,
    ...(exp ? [...exp.unknown, ...exp.area, ...(exp.current ? [exp.current] : [])] : []),
  ].sort();
  if (exploration.join() !== EXPLORATION_IDS) fail(state, "Exploration cards not conserved");
  const finds = [...state.findsDeck.deck, ...state.findsDeck.discard].sort();
  if (finds.join() !== FINDS_IDS) fail(state, "Finds cards not conserved");
  const residents = [...state.residents.deck, ...state.residents.setAside, ...(exp?.met ?? [])];
  if (new Set(residents).size !== residents.length) fail(state, "a Residents card twice");
  if (residents.some((r) => !RESIDENT_IDS.has(r))) fail(state, "an unknown Residents card");
  if (state.phase !== "over" && game.waitingOn(state).length === 0) fail(state, "nobody is waited on");
}
const EXPLORATION_IDS = EXPLORATION_CARDS.map((c) => c.id)
  .sort()
  .join();
const FINDS_IDS = FINDS_CARDS.map((c) => c.id)
  .sort()
  .join();
const RESIDENT_IDS = new Set(RESIDENT_CARDS.map((r) => r.id));

/** No hidden id in the public view (after every move), nor in any seat's whole view (every FULL_CHECK_EVERY moves). */
function checkSecrecy(state: TwomState, full: boolean): void {
  const hidden = [...game.hiddenFrom(state, null)];
  const views = full
    ? [null, ...Array.from({ length: state.seats }, (_, s) => s)].map((seat) => JSON.stringify(viewFor(game, state, seat)))
    : [JSON.stringify(game.publicView(state))];
  for (const json of views) {
    // Ids are words of the story's prose ("the music school"): only whole JSON strings count.
    const found = leaked(json, hidden, true);
    if (found.length > 0) fail(state, `a view shows ${found.join(", ")}`);
  }
}

describe("This War of Mine — seeded bot campaigns to the end, with the invariants", () => {
  for (const seats of [1, 2, 4, 6])
    it(
      `plays ${GAMES} campaigns at ${seats} seat(s)`,
      () => {
        const endings: Record<string, number> = {};
        for (let i = 0; i < GAMES; i++) {
          const setup = { seats, options: {}, seed: `twom-${seats}-${i}` };
          const state = createGame(game, setup);
          const bot = i % 3 === 2 ? "random" : "survival";
          const rng = seedRng(`twom-bots-${seats}-${i}`);
          const moves: RecordedMove<TwomMove>[] = [];
          const at = 1 + Math.floor(seedRng(`at-${seats}-${i}`)[0]! % 200);
          let snapshot: string | null = null;
          checkInvariants(state);
          while (game.outcome(state) === null) {
            if (moves.length >= MAX_MOVES) fail(state, `a stall: no end after ${MAX_MOVES} moves`);
            const seat = pickOne(rng, game.waitingOn(state));
            const move = game.bots[bot]!(state, seat, rng);
            const json = JSON.stringify(move);
            if (!game.legalMoves(state, seat).some((m) => JSON.stringify(m) === json))
              fail(state, `${bot} played ${json}, not legal`);
            playInPlace(game, state, seat, move);
            moves.push({ seat, move });
            if (moves.length === at) snapshot = JSON.stringify(state);
            checkInvariants(state);
            checkSecrecy(state, moves.length % FULL_CHECK_EVERY === 0);
          }
          checkSecrecy(state, true);
          // Restored from its stored moves at a random point (or the end of a short campaign), the campaign is the same.
          const cut = snapshot === null ? moves.length : at;
          expect(JSON.stringify(replay(game, setup, moves.slice(0, cut))), `replay to move ${cut}`).toBe(
            snapshot ?? JSON.stringify(state),
          );
          const reason = game.outcome(state)!.reason;
          endings[`${bot}:${reason}`] = (endings[`${bot}:${reason}`] ?? 0) + 1;
        }
        expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(GAMES);
      },
      Math.max(1_200_000, GAMES * 40_000),
    );
});
