import { commitChoice, require_, revealedChoices, type Seat } from "../../engine/index.js";
import { keyOf } from "./catalog.js";
import { renewed } from "./ids.js";
import { startTurn } from "./course.js";
import { wantsEndTurn } from "./options.js";
import { PaleoError, PICK_AMONG, type PaleoState, type PickChoice } from "./types.js";

/**
 * The Day: turns of three steps. Step 1, every awake group picks one of its top three cards by
 * its back, or sleeps early (a simultaneous round: picks are public by back and may change until
 * the last group commits); step 2, all picked cards turn face up in the same transition; step 3,
 * each awake group uses its card (options.ts, actions.ts). A group with an empty deck and no card
 * left to use falls asleep; when all sleep, the Night begins.
 */

/** Step 1: a pick by back (0 = top of the deck) or sleeping early; the reveal when the last awake group commits. */
export function choose(state: PaleoState, seat: Seat, choice: PickChoice): void {
  const round = state.round;
  require_(state.phase === "day" && state.step === "choose" && round, PaleoError.WRONG_STEP, "picks are made in step 1");
  const deck = state.groups[seat]!.deck;
  if (choice.kind === "pick")
    require_(
      choice.index < Math.min(PICK_AMONG, deck.length),
      PaleoError.NO_SUCH_CARD,
      `pick among the top ${Math.min(PICK_AMONG, deck.length)}`,
    );
  const current = round.choices[seat];
  require_(
    !current ||
      current.kind !== choice.kind ||
      (choice.kind === "pick" && current.kind === "pick" && current.index !== choice.index),
    PaleoError.NOT_POSSIBLE,
    "that is already the pick",
  );
  if (commitChoice(round, seat, choice)) reveal(state);
}

/** Step 2: every pick turns face up at once; early sleepers' decks go face down to the hidden discard. */
function reveal(state: PaleoState): void {
  const cards: (string | null)[] = state.groups.map(() => null);
  for (const [seat, choice] of revealedChoices(state.round!)) {
    const group = state.groups[seat]!;
    if (choice.kind === "sleep") {
      state.log.push({ kind: "sleepEarly", seat, cards: group.deck.length });
      state.hiddenDiscard.push(...renewed(state, group.deck.splice(0)));
      group.asleep = true;
      continue;
    }
    const [picked] = group.deck.splice(choice.index, 1);
    group.revealed = picked!.card;
    group.used = false;
    cards[seat] = keyOf(picked!.card);
  }
  state.round = null;
  state.step = "use";
  state.log.push({ kind: "reveal", cards });
  advance(state);
}

/**
 * After every change in step 3: groups with an empty deck and nothing left to use fall asleep;
 * when every awake group has used its card (and is done with extra actions) and nothing is being
 * resolved, the turn ends.
 */
export function advance(state: PaleoState): void {
  // The end of an action that drew an Idea onto the full Rack waits for the choice of the one leaving.
  if (state.phase !== "day" || state.step !== "use" || state.newIdea) return;
  for (const [seat, group] of state.groups.entries()) {
    const busy = state.secretToPlay?.group === seat || state.pending?.acting === seat;
    if (!group.asleep && group.deck.length === 0 && group.used && !busy) {
      group.asleep = true;
      state.log.push({ kind: "asleep", seat });
    }
  }
  if (state.pending || state.secretToPlay) return;
  const open = state.groups.some((group, seat) => !group.asleep && (!group.used || wantsEndTurn(state, seat)));
  if (!open) startTurn(state);
}
