import { createGame, openRound } from "../../src/engine/index.js";
import { precognition, type PrecognitionState } from "../../src/games/precognition/index.js";
import { content, cardOf } from "../../src/games/precognition/catalog.js";
import type { ExpeditionCard, PrecognitionOptionsInput } from "./types.js";
import { newActionProgress, type Boat } from "../../src/games/precognition/types.js";

export const game = precognition;
export const allCards = (): ExpeditionCard[] => content.prescients.flatMap((p) => p.cards);

export function findCard(predicate: (card: ExpeditionCard) => boolean, exclude: string[] = []): ExpeditionCard {
  const card = allCards().find((c) => predicate(c) && !exclude.includes(c.id));
  if (!card) throw new Error("the content has no card for this test");
  return card;
}

export function newGame(seats = 4, options: PrecognitionOptionsInput = {}, seed = "test"): PrecognitionState {
  return createGame(game, { seats, options, seed }) as PrecognitionState;
}

/** A game put straight into the Action phase with the given cards in `seat`'s Action zone. */
export function inAction(
  keep: ExpeditionCard,
  give: ExpeditionCard,
  options: PrecognitionOptionsInput = {},
  seats = 2,
): PrecognitionState {
  const state = newGame(seats, options);
  state.phase = "action";
  state.decision = null;
  state.boats.forEach((boat, seat) => {
    boat.hand = [];
    boat.keepSlot = seat === 0 ? keep.id : findCard((c) => c.cost === 0 && c.plague === 0, [keep.id, give.id]).id;
    boat.giveSlot =
      seat === 0 ? give.id : findCard((c) => c.cost === 0 && c.plague === 0 && c.id !== boat.keepSlot, [keep.id, give.id]).id;
    boat.action = newActionProgress();
  });
  return state;
}

/** Puts the game into Maintenance-ready Action end: every seat but `seat` is done. */
export function othersDone(state: PrecognitionState, seat = 0): void {
  state.boats.forEach((boat, s) => {
    if (s !== seat && boat.action) boat.action.step = "done";
  });
}

export const boat0 = (state: PrecognitionState): Boat => state.boats[0] as Boat;
export { cardOf, content, openRound };
