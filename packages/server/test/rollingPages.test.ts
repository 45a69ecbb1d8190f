import { describe, expect, it } from "vitest";
import { joinViewParts } from "@tablee/rules";
import { PAGE_SIZES, rollingParts } from "../src/rooms/rollingPages.js";
import { syncFields, viewPartsOf, type ViewFields } from "../src/rooms/schema.js";

const WINDOW = 10;
const parts = rollingParts("log", WINDOW);

/** A synchronised view as plain fields, and what a client rebuilds from them. */
function table(pageSize: number = PAGE_SIZES[0]) {
  const parts = rollingParts("log", WINDOW, pageSize);
  const fields: Record<string, string> = {};
  return {
    fields,
    sync(log: unknown[]): string[] {
      const before = { ...fields };
      syncFields(fields as unknown as ViewFields, parts, { log });
      return Object.keys(fields).filter((field) => fields[field] !== before[field]);
    },
    seen: () => joinViewParts(fields).log,
  };
}

const entry = (n: number) => ({ n, text: `entry ${n}` });
const windowOf = (log: unknown[]) => log.slice(-WINDOW);

describe("a rolling list travels in pages", () => {
  it.each(PAGE_SIZES)(
    "gives the client exactly the view's entries after every append, and changes at most two pages a move (pages of %i)",
    (pageSize) => {
      const { sync, seen } = table(pageSize);
      const log: unknown[] = [];
      sync(log);
      for (let n = 0; n < 40; n++) {
        log.push(entry(n));
        const changed = sync(windowOf(log));
        expect(seen()).toEqual(windowOf(log));
        expect(changed.length).toBeLessThanOrEqual(2);
      }
    },
  );

  it("follows several entries at once, a take-back, an entry reworded in view, and a list started again", () => {
    const { sync, seen } = table();
    const log: unknown[] = Array.from({ length: 23 }, (_, n) => entry(n));
    const check = () => {
      sync(windowOf(log));
      expect(seen()).toEqual(windowOf(log));
    };
    check();
    log.push(entry(23), entry(24), entry(25));
    check();
    log.pop();
    check();
    log[log.length - 3] = { n: 22, text: "reworded" };
    check();
    log.splice(0, log.length, entry(100), entry(101));
    check();
    log.splice(0, log.length);
    check();
  });

  it("repeats of the same entry are kept apart", () => {
    const { sync, seen } = table();
    const log: unknown[] = [];
    for (let n = 0; n < 25; n++) {
      log.push({ text: n % 7 === 0 ? "other" : "same" });
      sync(windowOf(log));
      expect(seen()).toEqual(windowOf(log));
    }
  });

  it("has a slot for every page a full view can touch", () => {
    expect(parts).toHaveLength(Math.ceil(WINDOW / PAGE_SIZES[0]) + 1);
    expect(viewPartsOf({ view: { log: [], phase: "x" }, seats: 2 }, undefined, { log: WINDOW }).map((p) => p.field)).toEqual([
      ...parts.map((p) => p.field),
      "phase",
    ]);
  });

  it("takes larger pages when small ones would pass the schema's 64 fields", () => {
    const view: Record<string, unknown> = { log: [] };
    for (let i = 0; i < 50; i++) view[`key${i}`] = i;
    const cut = viewPartsOf({ view, seats: 2 }, undefined, { log: 80 });
    expect(cut.length).toBeLessThanOrEqual(64);
    expect(cut.filter((p) => p.key === "log")).toHaveLength(Math.ceil(80 / 8) + 1);
    expect(cut.every((p) => p.key !== "log" || p.pageSize === 8)).toBe(true);
  });
});
