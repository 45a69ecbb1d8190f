import type { ViewFields, ViewPart } from "./viewParts.js";
import { fitSchemaString } from "./schemaString.js";

/**
 * A rolling list (a game's log shown as its last N entries) travels in pages of a few
 * entries numbered from the list's start, each in a slot field `key~slot` (slot = page number
 * modulo the slot count) as `[page number, ...entries]`. When the list grows, its last page
 * changes, and its first as the view slides past its entries: a move sends a page or two, not
 * the whole view (a Paleo log of 60 entries was three quarters of the game's bytes). Every slot
 * holds exactly what the view holds now (a game may reword an entry, as Natera does when a
 * specialist goes back to its deck), so a client never keeps what the view no longer shows.
 */
export const PAGE_SIZES = [4, 8, 16] as const;

/** The slot fields of a rolling list whose view holds at most `entries` entries, in pages of `pageSize`. */
export function rollingParts(key: string, entries: number, pageSize: number = PAGE_SIZES[0]): ViewPart[] {
  const slots = Math.ceil(entries / pageSize) + 1;
  return Array.from({ length: slots }, (_, slot) => ({ field: `${key}~${slot}`, key, slot, pageSize }));
}

/** A page in a slot: its number and its entries' JSON. */
interface SlotPage {
  page: number;
  entries: string[];
}

/** One rolling list of one synchronised view. */
interface Pager {
  /** The list index of the view's first entry last time. */
  base: number;
  /** The view's entries last time, as JSON. */
  entries: string[];
  /** The whole list's JSON last time: most moves add no entry, and then nothing more is done. */
  whole: string;
}

const pagers = new WeakMap<ViewFields, Map<string, Pager>>();

/**
 * How far the view slid since last time: the smallest shift for which what was in view and is
 * still in view is unchanged. None (a take-back, a restore): the list is taken as new entries.
 */
function shiftOf(before: string[], now: string[]): number {
  for (let shift = 0; shift < before.length; shift++) {
    const overlap = Math.min(before.length - shift, now.length);
    let same = true;
    for (let i = 0; i < overlap && same; i++) same = before[shift + i] === now[i];
    if (same) return shift;
  }
  return before.length;
}

/** Writes the slot fields of `key` for the list `value` (the view's entries), touching only the pages that changed. */
export function syncRollingList(target: ViewFields, part: ViewPart, value: unknown, slotCount: number): void {
  const { key } = part;
  const pageSize = part.pageSize ?? PAGE_SIZES[0];
  const ofTarget = pagers.get(target) ?? new Map<string, Pager>();
  pagers.set(target, ofTarget);
  const whole = JSON.stringify(value) ?? "";
  const pager = ofTarget.get(key) ?? { base: 0, entries: [], whole: "" };
  if (pager.whole === whole && whole !== "") return;
  const now = Array.isArray(value) ? value.map((entry) => JSON.stringify(entry) ?? "null") : [];
  const base = pager.base + shiftOf(pager.entries, now);
  const wanted: (SlotPage | null)[] = Array.from({ length: slotCount }, () => null);
  if (now.length > 0) {
    const first = Math.floor(base / pageSize);
    const last = Math.floor((base + now.length - 1) / pageSize);
    for (let page = first; page <= last; page++) {
      const from = Math.max(0, page * pageSize - base);
      const to = Math.min(now.length, (page + 1) * pageSize - base);
      const entries = now.slice(from, to);
      wanted[page % slotCount] = { page, entries };
    }
  }
  wanted.forEach((page, slot) => {
    const json = page ? fitSchemaString(`[${[page.page, ...page.entries].join(",")}]`) : "null";
    const field = `${key}~${slot}`;
    if (target[field] !== json) target[field] = json;
  });
  ofTarget.set(key, { base, entries: now, whole });
}
