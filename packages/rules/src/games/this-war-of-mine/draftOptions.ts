import type { DayAction, Draft, DraftEdit, Phase, TwomMove } from "./types.js";

/**
 * What the shared draft accepts, described once for the whole table (every seat may make the same
 * edits), in the public view. A seat's legal moves are these edits plus its own moves; on
 * the wire a seat gets only the latter (`compactMoves` in index.ts), because the day's edits —
 * every character × every action, 140 on average and up to 40 KB of JSON — were 96 % of what a
 * seat received and were sent again, to every seat, at each edit (`npm run bench:parts`).
 *
 * The day's options include each character's current action: they change with the step, not with
 * each edit, so an edit sends the plan's change and the options stay as they were. Other drafts'
 * edits are few and small: they travel as the list. Only types are imported here: the client
 * uses this file to list a seat's moves.
 */
export type DraftOptions =
  /** `actions`: each action any character may take, once; per character, indices into it (−1: no action). */
  | { kind: "day"; actions: DayAction[]; characters: { character: string; options: number[] }[] }
  | { kind: "edits"; edits: DraftEdit[] };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The edits `options` describes, in `draftEdits`' order: for the day, every option but each character's current action. */
export function optionEdits(options: DraftOptions | null, draft: Draft | null): DraftEdit[] {
  if (!options) return [];
  if (options.kind === "edits") return options.edits;
  const plan = draft?.kind === "day" ? draft.plan : {};
  return options.characters.flatMap(({ character, options: indices }) => {
    const now = plan[character] ?? null;
    return indices
      .map((at) => (at < 0 ? null : options.actions[at]!))
      .filter((action) => !same(action, now))
      .map((action) => ({ kind: "assign" as const, character, action }));
  });
}

/**
 * A seat's legal moves put back together from the public view (the draft's options, which every
 * seat shares) and its own moves (`ownMoves`: the Leader's, conceding), the only part a seat gets on its own.
 */
export function movesFromView(
  // The public view's fields, named here rather than imported: views.ts imports this file.
  view: { phase: Phase; draft: Draft | null; draftOptions: DraftOptions | null },
  own: TwomMove[],
): TwomMove[] {
  if (view.phase === "over") return [];
  return [...optionEdits(view.draftOptions, view.draft).map((edit) => ({ type: "edit" as const, edit })), ...own];
}
