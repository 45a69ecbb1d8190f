import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGame, findGame, playInPlace, replay, seedRng, type AnyGame, type RecordedMove } from "@tablee/rules";
import { cardToUse } from "../../rules/src/games/paleo/options.js";
import type { PaleoState } from "../../rules/src/games/paleo/types.js";
import type { TwomState } from "../../rules/src/games/this-war-of-mine/types.js";
import type { Store } from "../src/store/store.js";
import { aloneWithBots, settled, startTestServer, type Player, type TestServer } from "./helpers.js";

/**
 * Issue 34: in a cooperative game one person sits with bots and stays idle. Bots play at once
 * (BOT_DELAY_MS 0), yet nothing moves a group decision but that person: the table waits on
 * them, and every decision that carries the group on (This War of Mine's confirmations, a Paleo
 * Night card resolved) is their move. When they play (as the rules' bot would), every Day,
 * Dusk, Night and raid still ends.
 */
let t: TestServer;
const warnings = vi.spyOn(console, "warn");
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
  // A normal game sends no schema bigger than the encoders' buffers (the library warns "buffer overflow").
  expect(warnings.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("buffer overflow"))).toEqual([]);
});

const stateOf = (store: Store, roomId: string): unknown => {
  const room = store.getRoom(roomId)!;
  return replay(findGame(room.gameId)!, { seats: room.seats, options: room.options, seed: room.seed }, store.listMoves(roomId));
};

/** The person idles, then plays one move decided by the game's bot; returns false once the game is over. */
async function idleThenPlay(game: AnyGame, roomId: string, person: Player, step: number): Promise<boolean> {
  await settled(person);
  if (person.state.status === "finished") return false;
  expect(person.waitingOn(), "a still table waits on the person").toContain(0);
  const count = person.state.moveCount as number;
  const refused = person.refusals.length;
  const bot = game.bots.greedy ?? game.bots.survival!;
  person.send("move", bot(stateOf(t.store, roomId), 0, seedRng(`person-${step}`)));
  await person.until(() => person.refusals.length > refused || (person.state.moveCount as number) > count, "the move");
  expect(person.refusals.slice(refused)).toEqual([]);
  return true;
}

/** Replays the stored moves and names each move for which `carriesOn(before, after)` holds, with its seat. */
function groupSteps(game: AnyGame, roomId: string, carriesOn: (before: unknown, after: unknown) => boolean): RecordedMove[] {
  const room = t.store.getRoom(roomId)!;
  const state = createGame(game, { seats: room.seats, options: room.options, seed: room.seed });
  const steps: RecordedMove[] = [];
  for (const recorded of t.store.listMoves(roomId)) {
    const before = structuredClone(state);
    playInPlace(game, state, recorded.seat, recorded.move);
    if (carriesOn(before, state)) steps.push(recorded);
  }
  return steps;
}

describe("people first: one idle person, bots in every other seat", () => {
  it("This War of Mine: the person is the Leader; no bot confirms a Day step, the Dusk, the Night or the raid", async () => {
    const game = findGame("this-war-of-mine")!;
    const { roomId, person } = await aloneWithBots(t, "this-war-of-mine", 3, {});
    await settled(person);
    expect((person.view() as { leader: number }).leader).toBe(0);
    for (let step = 0; (person.view() as { day: number }).day < 2; step++) await idleThenPlay(game, roomId, person, step);
    const confirmations = groupSteps(
      game,
      roomId,
      (before, after) =>
        (before as TwomState).draftVersion !== (after as TwomState).draftVersion &&
        (after as TwomState).draft?.kind !== (before as TwomState).draft?.kind,
    );
    expect(confirmations.length).toBeGreaterThan(5);
    const stored = t.store.listMoves(roomId);
    const byBots = stored.filter((m) => m.seat !== 0 && (m.move as { type: string }).type !== "holder");
    expect(byBots, "bots never move in This War of Mine while a person leads").toEqual([]);
    expect(stored.filter((m) => (m.move as { type: string }).type === "confirm").every((m) => m.seat === 0)).toBe(true);
    await person.leave();
  }, 240_000);

  it("Paleo: bots use their cards after the person, and only the person's move resolves a Night card; every Night ends", async () => {
    const game = findGame("paleo")!;
    const { roomId, person } = await aloneWithBots(t, "paleo", 3, { level: "I" });
    for (let step = 0; step < 400; step++) {
      const view = person.view() as { day: number };
      if (view.day >= 2 || !(await idleThenPlay(game, roomId, person, step))) break;
    }
    const room = t.store.getRoom(roomId)!;
    expect((person.view() as { day: number }).day >= 2 || room.status === "finished").toBe(true);
    // Every Night card resolved, and every Night ended, on the person's move.
    const nightSteps = groupSteps(game, roomId, (before, after) => {
      const b = before as PaleoState;
      const a = after as PaleoState;
      return b.phase === "night" && (a.phase !== "night" || a.night!.todo.length < b.night!.todo.length);
    });
    expect(nightSteps.length).toBeGreaterThan(0);
    expect(nightSteps.map((m) => m.seat)).toEqual(nightSteps.map(() => 0));
    // No bot started to use its card while the person still had one to use.
    const state = createGame(game, { seats: room.seats, options: room.options, seed: room.seed }) as PaleoState;
    for (const recorded of t.store.listMoves(roomId)) {
      const type = (recorded.move as { type: string }).type;
      if (recorded.seat !== 0 && ["act", "ignore", "place", "helpCard"].includes(type) && !state.pending)
        expect(cardToUse(state, 0), `a bot's ${type} while the person had a card to use`).toBeNull();
      playInPlace(game, state, recorded.seat, recorded.move);
    }
    await person.leave();
  }, 240_000);
});
