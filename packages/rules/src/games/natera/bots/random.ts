import { pickOne, randomInt, type Bot, type RngState } from "../../../engine/index.js";
import { legalMoves } from "../moves.js";
import { tribeOf } from "../tribe.js";
import type { NateraMove, NateraState } from "../types.js";

/**
 * A legal random bot. It picks a kind of move, then a move of that kind, so that one card with
 * three ways to pay does not outweigh a hire; it rarely passes while it can act, and it finishes
 * its set-up choices instead of changing them forever, so games end.
 */
export const random: Bot<NateraState, NateraMove> = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`natera: seat ${seat} has no legal move`);
  if (state.phase === "choose") return setupChoice(state, seat, moves, rng);
  const of = (type: NateraMove["type"]) => moves.filter((m) => m.type === type);
  if (state.prompt) {
    const real = moves.filter((m) => m.type === "choose" && m.option !== "skip" && m.option !== "stop" && m.option !== "no");
    return real.length > 0 && randomInt(rng, 5) > 0 ? pickOne(rng, real) : pickOne(rng, moves);
  }
  if (of("endTurn").length > 0 && randomInt(rng, 10) > 0) return of("endTurn")[0]!;
  const main = moves.filter((m) => ["deploy", "play", "hire", "ability", "colony"].includes(m.type));
  if (main.length > 0 && randomInt(rng, 20) > 0) return pickFromKinds(main, rng);
  return pickOne(rng, moves);
};

export function pickFromKinds(moves: NateraMove[], rng: RngState): NateraMove {
  const kind = pickOne(rng, [...new Set(moves.map((m) => m.type))]);
  return pickOne(
    rng,
    moves.filter((m) => m.type === kind),
  );
}

/** Set-up and draft: a tribe, a side, three discards, ready; a draft pick at random. */
export function setupChoice(state: NateraState, seat: number, moves: NateraMove[], rng: RngState): NateraMove {
  const c = tribeOf(state, seat).choice;
  const ready = moves.find((m) => m.type === "ready");
  if (ready) return ready;
  if (!c.tribe)
    return pickOne(
      rng,
      moves.filter((m) => m.type === "pickTribe"),
    );
  if (!c.side)
    return pickOne(
      rng,
      moves.filter((m) => m.type === "pickSide"),
    );
  return pickOne(
    rng,
    moves.filter((m) => m.type === "toggleDiscard" && !c.discards.includes(m.card)),
  );
}
