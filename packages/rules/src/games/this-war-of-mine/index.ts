import type { GameDefinition } from "../../engine/index.js";
import { bots } from "./bots/index.js";
import { thisWarOfMineInfo } from "./info.js";
import { movesFromView } from "./draftOptions.js";
import { activeSeats, legalMoves, ownMoves, play, waitingOn } from "./moves.js";
import { outcome } from "./outcome.js";
import { progress, publicLog } from "./progress.js";
import { setup } from "./setup.js";
import { moveSchema, optionsSchema, type TwomMove, type TwomOptions, type TwomState } from "./types.js";
import { hiddenFrom, LOG_IN_VIEW, privateView, publicView, type TwomPrivateView, type TwomPublicView } from "./views.js";

/**
 * This War of Mine — a cooperative survival campaign for 1–6 seats sharing one group of up to 4
 * characters. Rules: `../shared/rules/this-war-of-mine.md` (the digest and its rulings). Listed
 * in the catalogue; its table is packages/client/src/games/this-war-of-mine. Where things are:
 * - types.ts: the state (the script world and everything around it), moves, errors, the log;
 *   combatTypes.ts: a fight's state and drafts. Both import only types and leaf constants.
 * - setup.ts: the set-up as the digest lists it. info.ts: what pages show.
 * - flow.ts, the only driver: after each move (moves.ts) it runs the day on until the group must
 *   decide — scripts and epilogues first, then one step of the phase, which reports when it is
 *   over; the flow then enters the next, in this order: Morning, Day actions, Dusk, Night,
 *   Scavenging, Night raid, Dawn, and the next day's Morning (`NEXT_PHASE`). Nothing it drives
 *   imports it back.
 * - leader.ts: the Leader role. draft.ts: the shared draft, its edits and the Leader's confirmation
 *   (it hands each draft to its resolver); draftOpen.ts: opening a draft; draftOptions.ts: the
 *   edits as the public view lists them for every seat.
 * - phases/: morning.ts (Events, Chapters, Objectives, the Ceasefire), day.ts (the three steps
 *   of Day actions, Search included), dusk.ts (a knock at the door, then water and food), night.ts
 *   (tasks), dawn.ts (returns, medicine, Fate, Narrative actions, Death has struck).
 * - scavenging.ts (Locations, Noise, the Unknown, Exploration cards, encounters, Choose finds;
 *   expedition.ts: its bookkeeping that scripts touch too), raid.ts (the Night raid, the Crime
 *   wave), combat.ts (fights for scripts' `combat`), trade.ts (scripts' `trade`), gear.ts (trade
 *   values, weights, weapons, the combat dice). ending.ts: the campaign's end. eventDeck.ts:
 *   removing the top Event.
 * - anytime.ts: eating, alcohol, the objective, ×5 markers, Narrative cards. concession.ts: conceding,
 *   once the final objective is out of reach, with every person's agreement.
 * - knock.ts (Visitors at Dusk), hooks.ts (Characters' story hooks woken by cards), snipers.ts
 *   (the Snipers kind of Event).
 * - characters.ts (states, tokens, boxes, sleep, epilogues due), board.ts (movement, spaces),
 *   markers.ts (units, ×5 markers and the box), locations.ts, scripting.ts (the Book of Scripts:
 *   opening scripts, running cards' effects, Finds cards included, applying what the engine reports).
 * - scripts/: the paragraph engine; content/: our cards and scripts (content/DESIGN.md).
 * - views.ts: one view for all; `hiddenFrom`. progress.ts: the day, chapter and survivors pages
 *   show, and the whole log a returning player's "previously" is cut from. bots/: random,
 *   survival (economy.ts: Narrative cards, trade).
 */
export const thisWarOfMine: GameDefinition<TwomState, TwomMove, TwomOptions, TwomPublicView, TwomPrivateView> = {
  id: thisWarOfMineInfo.id,
  name: thisWarOfMineInfo.name,
  minSeats: thisWarOfMineInfo.minSeats,
  maxSeats: thisWarOfMineInfo.maxSeats,
  optionsSchema,
  moveSchema,
  setup,
  seatCount: (state) => state.seats,
  activeSeats,
  waitingOn,
  legalMoves,
  // Every seat may make the same draft edits, listed once in the public view: a seat gets only its own (the Leader's, conceding).
  compactMoves: { own: ownMoves, join: movesFromView },
  play,
  publicView,
  privateView,
  outcome,
  hiddenFrom,
  // The log is its last entries: sent in pages, each entry once (server rollingPages.ts).
  rollingViews: { log: LOG_IN_VIEW },
  bots,
  progress,
  publicLog,
  campaign: true,
  seatChanges: {
    vacantSeats: (state) => state.away.flatMap((away, seat) => (away ? [seat] : [])),
    join: { type: "join" },
    leave: { type: "leave" },
  },
  seatHolders: { bot: { type: "holder", bot: true }, person: { type: "holder", bot: false } },
};

export type { TwomMove, TwomOptions, TwomState } from "./types.js";
export type { TwomPublicView, TwomPrivateView } from "./views.js";
