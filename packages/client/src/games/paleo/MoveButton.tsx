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
  title,
}: {
  move: Move | undefined;
  send: (move: Move) => void;
  children: ReactNode;
  primary?: boolean;
  className?: string;
  testId?: string;
  title?: string;
}) {
  return (
    <button
      type="button"
      className={`${primary && move ? "primary " : ""}${className}`}
      disabled={!move}
      onClick={() => move && send(move)}
      data-move={move ? JSON.stringify(move) : undefined}
      data-testid={testId ?? (move ? `pl-${move.type}` : undefined)}
      title={title}
    >
      {children}
    </button>
  );
}
