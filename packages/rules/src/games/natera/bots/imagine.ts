import { nextUint32, shuffleInPlace, type RngState, type Seat } from "../../../engine/index.js";
import { cloneState } from "../clone.js";
import { locationOf } from "../board.js";
import { content } from "../content/index.js";
import type { LocationState, NateraState } from "../types.js";
import { livePeek } from "../views.js";

/**
 * The game as `seat` could imagine it: a copy of the state in which everything hidden from that
 * seat is dealt again at random (the bot's own random numbers), consistent with what it sees.
 * - The cards it cannot see — each deck, the other tribes' hands and draft packets — are pooled
 *   per deck colour, sorted, shuffled and dealt again: each deck keeps its size (and the seat's
 *   own live peek stays on top), each other tribe keeps its hand and packet sizes.
 * - The specialist deck is shuffled; face-down tiles are drawn again from their zone and tier
 *   (the slots stay where they are), with the unused tiles; other tribes' peeks and searches are forgotten;
 *   the rules' random numbers are the bot's; the log is left out.
 * Pools are sorted before they are shuffled, so the result depends only on the seat's view and
 * the bot's random numbers: two states that differ only in what the seat cannot see give the same
 * imagined game (`secrecy.test.ts` checks the bots' choices this way). Bots simulate on it, never
 * on the real state.
 */
export function imagine(state: NateraState, seat: Seat, rng: RngState): NateraState {
  const s = cloneState(state);
  const rules: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
  const peek = livePeek(state, seat);
  const others = s.tribes.filter((_, i) => i !== seat);
  const leftovers: string[] = [];
  for (const deck of ["basic", "advanced"] as const) {
    const mine = peek?.deck === deck ? peek.card : null;
    const held = others.flatMap((t) => [...t.hand, ...t.packet]).filter((c) => content.cards[c]!.deck === deck);
    const pool = shuffleInPlace(rng, [...s.decks[deck], ...held].filter((c) => c !== mine).sort());
    const size = s.decks[deck].length - (mine ? 1 : 0);
    s.decks[deck] = [...(mine ? [mine] : []), ...pool.splice(0, size)];
    leftovers.push(...pool);
  }
  shuffleInPlace(rng, leftovers);
  for (const t of others) {
    t.hand = leftovers.splice(0, t.hand.length);
    t.packet = leftovers.splice(0, t.packet.length);
    t.pick = null;
    t.peek = null;
    t.searched = [];
  }
  s.decks.specialists = shuffleInPlace(rng, [...s.decks.specialists].sort());

  // Face-down tiles: per zone and tier, the slots keep their places and take tiles drawn again.
  const hiddenTiles = new Map<string, string[]>();
  const keyOf = (id: string) => `${locationOf(id).zone}-${locationOf(id).tier}`;
  const faceDown = Object.keys(s.locations).filter((id) => !s.locations[id]!.revealed);
  for (const id of [...faceDown, ...s.box.tiles]) hiddenTiles.set(keyOf(id), [...(hiddenTiles.get(keyOf(id)) ?? []), id]);
  for (const [key, ids] of hiddenTiles) hiddenTiles.set(key, shuffleInPlace(rng, ids.sort()));
  const locations: Record<string, LocationState> = {};
  for (const [id, where] of Object.entries(s.locations))
    locations[where.revealed ? id : hiddenTiles.get(keyOf(id))!.shift()!] = where;
  s.locations = locations;
  s.box.tiles = [...hiddenTiles.values()].flat().sort();
  s.box.tribes.sort();
  s.box.boards.sort();
  s.rng = rules;
  // The log is words for people; simulations copy the world often and need none of it.
  s.log = [];
  return s;
}
