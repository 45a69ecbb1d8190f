import { describe, expect, it } from "vitest";
import { runOne } from "./run.js";

/**
 * The load benchmark itself is a command (`npm run bench:load`), not a test; this smoke run
 * with a handful of rooms keeps it working: both servers start, the driver plays, and the
 * numbers come back without errors or disconnects. No timing is asserted.
 */
describe("load benchmark smoke run", () => {
  for (const target of ["tablee", "bare"]) {
    it(`plays a few ${target} rooms through the driver`, async () => {
      const row = await runOne(target, "stress", 3, 3, 5);
      expect(row.errors).toBe(0);
      expect(row.disconnects).toBe(0);
      expect(row.reveals).toBeGreaterThan(0);
      expect(Number.isFinite(row.p99)).toBe(true);
      expect(row.bytesPerClientPerTurn).toBeGreaterThan(0);
      expect(row.serverRssMb).toBeGreaterThan(0);
    }, 60_000);
  }
});
