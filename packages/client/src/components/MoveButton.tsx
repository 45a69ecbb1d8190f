import type { ReactNode } from "react";

/**
 * A button for one move the server lists as legal (`data-move` holds it, for tests and tools);
 * without a move the button is shown disabled, so players see the option and that it is not open
 * now. A choice already made shows pressed rather than greyed out.
 */
export function MoveButton<M>({
  move,
  send,
  children,
  primary = false,
  className = "",
  testId,
  title,
  label,
  pressed,
}: {
  move: M | undefined;
  send: (move: M) => void;
  children: ReactNode;
  primary?: boolean;
  className?: string;
  testId?: string;
  title?: string;
  label?: string;
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
      title={title}
      aria-label={label}
      aria-pressed={pressed}
    >
      {children}
    </button>
  );
}
