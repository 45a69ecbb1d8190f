/**
 * Codes shared by every game. Games add their own codes (UPPER_SNAKE_CASE); a code, once
 * published, keeps its meaning because clients translate refusals by code.
 */
export const EngineErrorCode = {
  /** The message does not match the game's move schema. */
  MALFORMED_MOVE: "MALFORMED_MOVE",
  /** The seat number does not exist at this table. */
  NO_SUCH_SEAT: "NO_SUCH_SEAT",
  /** The seat has nothing to decide right now. */
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  /** The game has ended; no move is accepted. */
  GAME_OVER: "GAME_OVER",
  /** The options given to set up a game are not valid for it. */
  BAD_OPTIONS: "BAD_OPTIONS",
  /** The number of seats is outside the game's range. */
  BAD_SEAT_COUNT: "BAD_SEAT_COUNT",
} as const;

/**
 * A refusal by the rules. Thrown before the state is touched, so the state the caller holds
 * is exactly what it was; `code` is stable, `message` is for humans (English, for logs and
 * as a fallback; clients translate by code).
 */
export class RuleError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
  }
}

export function isRuleError(value: unknown): value is RuleError {
  return value instanceof RuleError;
}

/** Throws a RuleError unless `condition` holds; reads like the rule it enforces. */
export function require_(condition: unknown, code: string, message: string): asserts condition {
  if (!condition) throw new RuleError(code, message);
}
