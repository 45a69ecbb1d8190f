import type { Seat } from "../../engine/index.js";
import { cardOf } from "./catalog.js";
import { startDay } from "./day.js";
import { addSkulls, finishAction } from "./endings.js";
import { releaseTokens } from "./held.js";
import { shuffledFaceDown } from "./ids.js";
import type { CardId, PaleoState } from "./types.js";

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

/** 1 Food per Character from the depot, as far as it goes; each unfed Character is +1 Skull and stays, starving. */
function feed(state: PaleoState): void {
  const mouths = state.groups.reduce((sum, group) => sum + group.members.length, 0);
  const fed = Math.min(mouths, state.depot.food);
  state.depot.food -= fed;
  state.supply.food += fed;
  state.log.push({ kind: "feed", fed, starving: mouths - fed });
  addSkulls(state, mouths - fed);
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

/**
 * Shuffles the cards face down and deals them one by one, round-robin, starting with the seat
 * `deals mod groups` (the start rotates with every deal), each under a new opaque id.
 */
export function deal(state: PaleoState, cards: readonly CardId[]): void {
  const shuffled = shuffledFaceDown(state, cards);
  const start = state.deals % state.seats;
  state.deals++;
  for (const group of state.groups) group.deck = [];
  shuffled.forEach((card, i) => state.groups[(start + i) % state.seats]!.deck.push(card));
  state.log.push({ kind: "deal", start, counts: state.groups.map((g) => g.deck.length) });
}
