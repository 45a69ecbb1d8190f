import { describe, expect, it } from "vitest";
import { DEFAULT_LOAD_GAMES } from "./games.js";
import { runOne } from "./run.js";

/**
 * The load benchmark itself is a command (`npm run bench:load`), not a test; this smoke run
 * with a handful of rooms keeps it working: both servers start, the driver plays every game,
 * and the numbers come back without errors or disconnects. No timing is asserted.
 */
describe("load benchmark smoke run", () => {
  it("plays a few bare rooms through the driver", async () => {
    const row = await runOne("bare", "stress", 3, 3, 5);
    expect(row.errors).toBe(0);
    expect(row.disconnects).toBe(0);
    expect(row.reveals).toBeGreaterThan(0);
    expect(Number.isFinite(row.p99)).toBe(true);
    expect(row.bytesPerClientPerTurn).toBeGreaterThan(0);
    expect(row.serverRssMb).toBeGreaterThan(0);
  }, 60_000);

  for (const gameId of DEFAULT_LOAD_GAMES) {
    it(`plays a few Tablée ${gameId} rooms through the driver`, async () => {
      const row = await runOne("tablee", "stress", 3, 3, 5, gameId);
      expect(row.errors).toBe(0);
      expect(row.disconnects).toBe(0);
      expect(row.acceptedPerSecond).toBeGreaterThan(0);
      expect(Number.isFinite(row.moveP99)).toBe(true);
      expect(row.bytesPerClientPerMove).toBeGreaterThan(0);
      expect(row.serverRssMb).toBeGreaterThan(0);
      if (gameId === "precognition") expect(row.reveals).toBeGreaterThan(0);
    }, 60_000);
  }
});
