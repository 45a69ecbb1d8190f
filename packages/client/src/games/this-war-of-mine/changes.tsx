import { useState } from "react";
import { useI18n } from "../../i18n/index.js";

/**
 * What the last change brought, where it shows (issue 34: gains appeared only in the log): counts
 * kept from one render to the next, and for each key how much it moved at the latest change — a
 * step's wood and components beside the Inventory's lines, a card's finds beside the Finds pile, a
 * state's rise beside the character. The marks stay until the next change of the same counts.
 * Nothing is marked on the first render (a page opened or reloaded has no "before").
 */
export function useChanges(
  counts: Readonly<Record<string, number>>,
  /** Whether a key absent on one side counts as 0 (items) or is not compared (a character who joined or left). */
  absentIsZero = true,
): Readonly<Record<string, number>> {
  const key = JSON.stringify(counts);
  const [seen, setSeen] = useState({ key, counts, deltas: {} as Record<string, number> });
  if (seen.key === key) return seen.deltas;
  const deltas: Record<string, number> = {};
  for (const k of new Set([...Object.keys(counts), ...Object.keys(seen.counts)])) {
    if (!absentIsZero && (!(k in counts) || !(k in seen.counts))) continue;
    const by = (counts[k] ?? 0) - (seen.counts[k] ?? 0);
    if (by !== 0) deltas[k] = by;
  }
  // React's pattern for information from earlier renders: the state is set during the render.
  setSeen({ key, counts, deltas });
  return deltas;
}

/** A change as a small mark: "+2" or "−1", its meaning in words for screen readers. */
export function ChangeMark({ by, label }: { by: number | undefined; label?: string }) {
  const { t } = useI18n();
  if (!by) return null;
  const words = label ?? t(by > 0 ? "tw.change.more" : "tw.change.fewer", { n: Math.abs(by) });
  return (
    <span className={`tw-change ${by > 0 ? "tw-change-up" : "tw-change-down"}`} role="img" aria-label={words} title={words}>
      {by > 0 ? `+${by}` : `−${-by}`}
    </span>
  );
}
