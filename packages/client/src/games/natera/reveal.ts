import { useLayoutEffect, type RefObject } from "react";

/** The bar that stays at the top of the screen (ResourceBar): what it covers is out of sight. */
const STICKY_BAR = ".na-resource-bar-mine";
const GAP = 8;

/** The part of the window not covered by the sticky bar: [top, bottom] in viewport pixels. */
export function visibleBand(): { top: number; bottom: number } {
  const bar = document.querySelector<HTMLElement>(STICKY_BAR);
  const top = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  return { top, bottom: window.innerHeight };
}

/**
 * Brings a new question into sight. Each time `asking` changes to something (a question of the
 * server, a step of the turn, a draft packet), the element scrolls so that its top sits just
 * under the sticky bar — unless the player sees it already: whole, or its top in the upper half
 * of the screen. The player may have been reading the board or a tribe far below; the question
 * appears at the top of the table, where it would otherwise be off screen.
 */
export function useRevealWhenAsked(ref: RefObject<HTMLElement | null>, asking: string | null): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (asking === null || !element) return;
    const box = element.getBoundingClientRect();
    const band = visibleBand();
    const topInSight = box.top >= band.top && box.top < band.bottom;
    if (topInSight && (box.bottom <= band.bottom || box.top < (band.top + band.bottom) / 2)) return;
    // Where the top goes: under the bar, which is stuck to the top of the screen once the page scrolls.
    const barHeight = document.querySelector<HTMLElement>(STICKY_BAR)?.offsetHeight ?? 0;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: box.top - barHeight - GAP, behavior: still ? "auto" : "smooth" });
  }, [ref, asking]);
}
