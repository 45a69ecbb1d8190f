/**
 * The seeded table of one Paleo balance game: `paleo-balance.ts` and its helpers (`paleo-cell.ts`,
 * `paleo-days.ts`, `paleo-first-night.ts`) all deal game `i` of a cell the same way, so their
 * figures describe the same games.
 */
export const balanceSetup = (level: string, groups: number, i: number, bot = "greedy") => ({
  seats: groups,
  options: { level },
  seed: `paleo-balance-${level}-${groups}-${bot}-${i}`,
});
