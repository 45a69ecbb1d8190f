import { openRound, type Seat } from "../../engine/index.js";
import { cardOf } from "./catalog.js";
import { finishAction } from "./endings.js";
import { releaseTokens } from "./held.js";
import { deal, feed } from "./night.js";
import type { CardId, PaleoState, PickChoice } from "./types.js";

/**
 * The course of a game, the only place that moves it from one part to the next: a Day's turns
 * (day.ts plays each step), the Night when no group is awake (night.ts feeds and deals), the next
 * Day once the Night's cards are resolved (actions.ts resolves them).
 */

/** A new Day: groups with no card left sleep at once, then the first turn. */
export function startDay(state: PaleoState): void {
  state.phase = "day";
  state.day++;
  state.turn = 0;
  state.log.push({ kind: "day", day: state.day });
  for (const [seat, group] of state.groups.entries()) {
    group.asleep = group.deck.length === 0;
    if (group.asleep) state.log.push({ kind: "asleep", seat });
  }
  startTurn(state);
}

/** A new turn of the Day, or the Night when no group is awake. */
export function startTurn(state: PaleoState): void {
  const awake = state.groups.flatMap((group, seat) => (group.asleep ? [] : [seat]));
  for (const group of state.groups) {
    group.revealed = null;
    group.used = true;
    group.failed = [];
    group.done = false;
    group.refusedBy = [];
  }
  if (awake.length === 0) return startNight(state);
  state.turn++;
  state.step = "choose";
  state.round = openRound<PickChoice>(awake, state.seats);
}

/**
 * The Night, all groups together: feed every Character (one action for the win/loss check),
 * resolve each Mission, then each night card (☾) in a group — any seat proposes, all accept
 * (actions.ts) — then shuffle both discards and deal them round-robin from a rotating start.
 */
export function startNight(state: PaleoState): void {
  state.phase = "night";
  state.round = null;
  state.pending = null;
  state.log.push({ kind: "night", day: state.day });
  feed(state);
  if (finishAction(state)) return;
  state.night = { step: "missions", todo: state.missions.map((card) => ({ card, group: null })) };
  nextNightStep(state);
}

/** When the step's cards are all resolved: night cards after Missions, then the new Day. */
export function nextNightStep(state: PaleoState): void {
  const night = state.night!;
  if (night.todo.length > 0) return;
  if (night.step === "missions") {
    night.step = "cards";
    night.todo = state.groups.flatMap((group, seat) =>
      group.attached.filter((card) => cardOf(card).night.length > 0).map((card) => ({ card, group: seat as Seat | null })),
    );
    if (night.todo.length > 0) return;
  }
  newDay(state);
}

/** A Night card was resolved: off the list, and on to what follows. */
export function nightCardDone(state: PaleoState, card: CardId): void {
  const night = state.night!;
  const at = night.todo.findIndex((item) => item.card === card);
  if (at >= 0) night.todo.splice(at, 1);
  nextNightStep(state);
}

/** Placed cards that leave at Night go to the open discard; both discards are shuffled and dealt; Dreams gained at Night go on top. */
function newDay(state: PaleoState): void {
  for (const group of state.groups) {
    const leaving = group.attached.filter((card) => cardOf(card).leavesPlay === "night");
    group.attached = group.attached.filter((card) => !leaving.includes(card));
    state.openDiscard.push(...leaving);
  }
  const leavingBoard = state.board.filter((card) => cardOf(card).leavesPlay === "night");
  state.board = state.board.filter((card) => !leavingBoard.includes(card));
  state.openDiscard.push(...leavingBoard);
  for (const card of [...leavingBoard, ...state.openDiscard]) releaseTokens(state, card);
  const cards = [...state.openDiscard, ...state.hiddenDiscard.map((c) => c.card)];
  state.openDiscard = [];
  state.hiddenDiscard = [];
  state.night = null;
  deal(state, cards);
  for (const group of state.groups) group.deck.unshift(...group.incoming.splice(0));
  startDay(state);
}
