import { resources } from "./notation.js";
import type { Resources } from "./schema.js";

/**
 * Seat-order compensation: our online ruling (content/DESIGN.md, "Pass 9"; the rulebook has
 * none). The first-player token passes on every Rest, so at 2 tribes the season-1 first player is
 * second in seasons 2 and 4, and being first in season 2 (the first pick after the first
 * production and draws) was measured at about +12.5 points. At the reveal, the first player of
 * season 1 takes these resources on top of its mini-tile's. Table size → resources (none at 3
 * and 4 tribes, where the first player's edge measured within noise of parity).
 * Loaded into `content.firstPlayerBonus` (so the bench's content hash covers it).
 */
export const firstPlayerBonusRows: Partial<Record<number, Resources>> = {
  2: resources("F3&M3"),
};
