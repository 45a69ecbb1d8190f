import type { ReactNode } from "react";
import type { Move } from "./data.js";

/**
 * A button for one move the server lists as legal (`data-move` holds it); without a move the
 * button is shown disabled, so players see the option and that it is not open now.
 */
export function MoveButton({
  move,
  send,
  children,
  primary = false,
  className = "",
  testId,
  label,
  pressed,
}: {
  move: Move | undefined;
  send: (move: Move) => void;
  children: ReactNode;
  primary?: boolean;
  className?: string;
  testId?: string;
  label?: string;
  /** A choice already made (shown pressed, not greyed out as a closed option). */
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${primary && move ? "primary " : ""}${className}`}
      disabled={!move && !pressed}
      aria-disabled={!move || undefined}
      onClick={() => move && send(move)}
      data-move={move ? JSON.stringify(move) : undefined}
      data-testid={testId}
      aria-label={label}
      aria-pressed={pressed}
    >
      {children}
    </button>
  );
}
