import { isRuleError, type RuleError } from "../src/engine/index.js";

/** The code of the RuleError `fn` throws; fails the test when `fn` is accepted. */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isRuleError(error)) return (error as RuleError).code;
    throw error;
  }
  throw new Error("the move was accepted");
}
