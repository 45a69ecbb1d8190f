import { pickOne, randomInt, type Bot } from "../../../engine/index.js";
import { legalMoves } from "../moves.js";
import { isPlanEdit } from "../planning.js";
import type { PaleoMove, PaleoState } from "../types.js";

/**
 * A legal random bot. It picks among the kinds of moves open to it, not among the moves (a plan
 * offers dozens of edits and one `execute`), and it moves the game on more often than it edits
 * or cancels, so games end.
 */
export const random: Bot<PaleoState, PaleoMove> = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`paleo: seat ${seat} has no legal move`);
  const picks = moves.filter((m) => m.type === "pick");
  if (picks.length > 0 && randomInt(rng, 20) > 0) return pickOne(rng, picks);
  const onward = moves.filter((m) => m.type === "execute" || m.type === "accept" || m.type === "fail");
  if (onward.length > 0 && randomInt(rng, 10) < 8) return pickOne(rng, onward);
  const edits = moves.filter(isPlanEdit);
  const rare: PaleoMove[] = moves.filter(
    (m) => m.type === "cancel" || m.type === "withdraw" || m.type === "useRoot" || isPlanEdit(m),
  );
  const common = moves.filter((m) => !rare.includes(m));
  if (common.length > 0 && randomInt(rng, 10) < 8) return pickFromKinds(common, rng);
  if (edits.length > 0 && randomInt(rng, 2) === 0) return pickOne(rng, edits);
  return pickFromKinds(moves, rng);
};

function pickFromKinds(moves: PaleoMove[], rng: Parameters<Bot<PaleoState, PaleoMove>>[2]): PaleoMove {
  const kinds = [...new Set(moves.map((m) => m.type))];
  const kind = pickOne(rng, kinds);
  return pickOne(
    rng,
    moves.filter((m) => m.type === kind),
  );
}
