import type { ReactNode } from "react";
import type { DraftEdit, Move, PublicView } from "./data.js";

/** Decisions made of one pick (what next, a card's option, a card to keep): the Leader's pick is the confirmation. */
export const ONE_PICK: ReadonlySet<string> = new Set(["explore", "card", "narrative", "crime", "script"]);

/**
 * The Leader's pick as the group's decision (issue 34: one click per scavenging step, not a pick
 * then a confirmation): the edit, then the confirmation of the draft that edit makes (the version
 * after it). Moves the server already has; a stale confirmation is refused, never misapplied. A
 * pick the draft already holds (someone pointed to it) is confirmed as it stands.
 */
export function decider(view: PublicView, send: (move: Move) => void): (edit: DraftEdit | null) => void {
  return (edit) => {
    if (edit) send({ type: "edit", edit });
    send({ type: "confirm", version: view.draftVersion + (edit ? 1 : 0) });
  };
}

/**
 * A value the Leader picks and confirms in one click (`decider`). `data-move` holds the edit (none
 * for the value the draft holds: the click confirms it) and `data-decides` says a confirmation follows.
 */
export function DecideButton({
  edit,
  pressed,
  open,
  decide,
  children,
  label,
}: {
  edit: DraftEdit | null;
  pressed: boolean;
  open: boolean;
  decide: (edit: DraftEdit | null) => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={open ? "tw-decide" : ""}
      disabled={!open}
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => decide(edit)}
      data-move={edit ? JSON.stringify({ type: "edit", edit }) : undefined}
      data-decides="1"
    >
      {children}
    </button>
  );
}
