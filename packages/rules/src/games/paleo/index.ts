import type { GameDefinition } from "../../engine/index.js";
import { bots } from "./bots/index.js";
import { outcome } from "./endings.js";
import { activeSeats, legalMoves, play, waitingOn } from "./moves.js";
import { setup } from "./setup.js";
import { moveSchema, optionsSchema, type PaleoMove, type PaleoOptions, type PaleoState } from "./types.js";
import { hiddenFrom, LOG_IN_VIEW, privateView, publicView, type PaleoPrivateView, type PaleoPublicView } from "./views.js";
import { paleoInfo } from "./info.js";
import { progress } from "./progress.js";

/**
 * Paleo — a cooperative game of a Stone Age tribe: each seat is a group of Characters with its
 * own face-down deck. Rules: `../shared/rules/paleo.md` (the digest and its rulings). Where
 * things are:
 * - setup.ts: levels as module lists, supply, Rack, Base camp, Characters, Missions, Secrets, the deal.
 * - course.ts, the only driver: a Day's turns, the Night when every group sleeps, its Missions
 *   and night cards, then the next Day.
 * - day.ts: the turn — step 1 picks by back or sleeping early (a simultaneous round), the reveal,
 *   falling asleep, the end of a turn.
 * - options.ts: what a group may do with its card (act, help, ignore, place, help a card, extra
 *   actions, Talisman), the Danger rules.
 * - actions.ts: starting an action, pledges, asking for help, dice, failure, acceptance,
 *   execution; the Night's proposals; Healing roots.
 * - plan.ts / planning.ts: the plan (payments, tools, wounds and cancels, gains, heals, crafts)
 *   with its default, its checks and its one-field edits.
 * - execute.ts: costs, rewards and where cards go. conditions.ts: skills, requests, feasibility.
 * - wounds.ts (wounds, death, replacement), tools.ts (tokens, the Rack, crafting), night.ts
 *   (feeding, shuffle and deal), endings.ts (Skulls, Frescoes, outcome).
 * - ids.ts: opaque ids of face-down cards. views.ts: one view for all; `hiddenFrom`. why.ts: why
 *   an action or a plan cannot be done now, as data the views carry. progress.ts: Day, Skulls and
 *   Frescoes for pages outside the table.
 * - content/: our cards and their schema (content/DESIGN.md); bots/: random and greedy.
 *
 * Decisions where the digest is silent (also in content/DESIGN.md):
 * - One action is resolved at a time; while it is, other groups may only pledge, withdraw,
 *   answer a call for help or (helpers) use a Talisman on the helped Danger card.
 * - Wound targets that die earlier in the same action pass to the first Character of their group.
 * - The acting group writes the plan; a helper may move a wound the plan aims at its group to
 *   another of its own Characters (issue 34), which asks every helper to accept again.
 * - A group that has used its card but holds an extra action it could use is asked to end its
 *   turn (`endTurn`), so extra actions remain usable after the last card of the turn.
 * - Opaque ids come from their own seeded stream, so ids seen say nothing about the shuffles.
 * - The 40 resources are 16 Food, 12 Wood, 12 Stone.
 * - An Idea drawn onto the full Rack waits face up beside it; the group that drew it names the
 *   Idea that leaves (`ideaOut`), and its action ends then (issue 35; test/paleo/RULINGS.md).
 * - One call for help at a time; a Healing root's heals are named in the group's order.
 */
export const paleo: GameDefinition<PaleoState, PaleoMove, PaleoOptions, PaleoPublicView, PaleoPrivateView> = {
  id: paleoInfo.id,
  name: paleoInfo.name,
  minSeats: paleoInfo.minSeats,
  maxSeats: paleoInfo.maxSeats,
  optionsSchema,
  moveSchema,
  setup,
  seatCount: (state) => state.seats,
  activeSeats,
  waitingOn,
  legalMoves,
  play,
  publicView,
  privateView,
  outcome,
  hiddenFrom,
  // The log is its last entries: sent in pages, each entry once (server rollingPages.ts).
  rollingViews: { log: LOG_IN_VIEW },
  // Every entry is public: the view shows the same entries to all.
  publicLog: (state) => state.log,
  progress,
  bots,
  seatHolders: { bot: { type: "holder", bot: true }, person: { type: "holder", bot: false } },
};

export type { PaleoMove, PaleoOptions, PaleoState } from "./types.js";
export type { PaleoPublicView, PaleoPrivateView, GroupView, BackView } from "./views.js";
