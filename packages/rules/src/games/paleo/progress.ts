import type { Progress } from "../../engine/index.js";
import type { PaleoPublicView } from "./views.js";

/**
 * Where a game stands, for pages outside the table (the home page's list of tables, an invite
 * link): the Day, the Skulls and the Frescoes on the Night board (issue 34). From the public view
 * only. Before the first Day is dealt the table shows Day 1, as its own header does.
 */
export const progress = (view: PaleoPublicView): Progress => ({
  counts: { day: Math.max(1, view.day), skulls: view.skulls, frescoes: view.frescoes },
  names: {},
});
