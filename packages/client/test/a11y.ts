import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Accessibility in the browser tests (issue 34): axe-core checks the page as it stands. Serious and
 * critical violations fail the test, and so does a page without a level-one heading (axe rates
 * that one "moderate", but a screen reader's first jump is to the h1, and the issue asks for one).
 * Axe leaves its experimental rules off; label-content-name-mismatch is turned on (a button whose
 * name differs from its text cannot be spoken to by voice control: "click Start" finds nothing).
 */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
const ALWAYS_BLOCKING_RULES = new Set(["page-has-heading-one"]);

/** What axe finds on the page that must be fixed, one readable line per rule and element. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without a blank page per run to merge frames'
  // results: the client has no iframes, and it halves the time of a run (8 s rather than 17 on a
  // busy two-core machine).
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? "") || ALWAYS_BLOCKING_RULES.has(v.id))
    .flatMap((v) =>
      v.nodes.map((node) => {
        const snippet = node.html.replace(/\s+/g, " ").slice(0, 160);
        const why = node.failureSummary?.split("\n").slice(1).join(" ").trim();
        return `${v.id} (${v.impact}) at ${node.target.join(" ")}: ${snippet}${why ? ` — ${why}` : ""}`;
      }),
    );
}

/**
 * Fails the test, softly (the test goes on to its other pages, so one run lists every page's
 * problems), if axe finds a serious or critical violation on the page or it has no h1.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const problems = await accessibilityProblems(page);
  expect.soft(problems, `axe on ${where}: serious or critical violations`).toEqual([]);
}
