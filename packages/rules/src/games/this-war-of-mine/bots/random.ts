import { pickOne, randomInt, type Bot } from "../../../engine/index.js";
import { legalMoves } from "../moves.js";
import type { TwomMove, TwomState } from "../types.js";

/**
 * A legal random player, that never concedes. It picks among the kinds of moves open to it, not among the moves (a
 * day plan offers hundreds of assignments and one confirmation); the Leader confirms a valid draft
 * one time in three (so drafts get filled in), and rarely plays an any-time move, so days end.
 */
export const random: Bot<TwomState, TwomMove> = (state, seat, rng) => {
  // A bot plays on for the story: it never concedes (a person may; the group's bots are not asked).
  const moves = legalMoves(state, seat).filter((m) => m.type !== "concede");
  if (moves.length === 0) throw new Error(`this-war-of-mine: seat ${seat} has no legal move`);
  const confirm = moves.find((m) => m.type === "confirm");
  if (confirm && randomInt(rng, 3) === 0) return confirm;
  const edits = moves.filter((m) => m.type === "edit");
  if (edits.length > 0 && randomInt(rng, 10) > 0) {
    const kinds = [...new Set(edits.map((m) => (m.type === "edit" ? editKey(m.edit) : "")))];
    const kind = pickOne(rng, kinds);
    return pickOne(
      rng,
      edits.filter((m) => m.type === "edit" && editKey(m.edit) === kind),
    );
  }
  return pickOne(rng, moves);
};

/** Groups edits by what they change: a character's field, or the script's choice. */
function editKey(edit: Extract<TwomMove, { type: "edit" }>["edit"]): string {
  return "character" in edit ? `${edit.kind}:${edit.character}` : edit.kind;
}
