import { require_, RuleError, type Seat } from "../../engine/index.js";
import {
  abilitySources,
  colonySites,
  doHire,
  establishColony,
  hireCost,
  NateraError,
  pawnKinds,
  playableCards,
  startDeploy,
  startPlay,
  useAbility,
} from "./actions.js";
import { faceUpLocations } from "./board.js";
import { canPay, log, tribeOf } from "./tribe.js";
import { answer, kindOf } from "./effects.js";
import { endTurn, pass, resume, revealSetup, settleDraft } from "./flow.js";
import type { NateraMove, NateraState } from "./types.js";

/**
 * Who may act and what they may do. A turn is a short sequence: the action and where (one move),
 * then the server's questions one at a time (`choose`), each answer one click. Nothing here lists
 * every way to pay at once.
 */
export function activeSeats(state: NateraState): Seat[] {
  switch (state.phase) {
    case "over":
      return [];
    case "choose":
      return state.tribes.map((_, seat) => seat);
    case "draft":
    case "restDraft":
      return state.tribes.flatMap((t, seat) => (t.packet.length > 1 ? [seat] : []));
    default:
      if (state.prompt) return [state.prompt.seat];
      return state.phase === "action" ? [state.active] : [];
  }
}

export function waitingOn(state: NateraState): Seat[] {
  if (state.phase === "choose") return activeSeats(state).filter((s) => !tribeOf(state, s).choice.ready);
  if (state.phase === "draft" || state.phase === "restDraft")
    return activeSeats(state).filter((s) => tribeOf(state, s).pick === null);
  return activeSeats(state);
}

const sideIds = (board: string): string[] => [`${board}a`, `${board}b`];

export function legalMoves(state: NateraState, seat: Seat): NateraMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  const t = tribeOf(state, seat);
  if (state.phase === "choose") {
    const c = t.choice;
    const moves: NateraMove[] = [
      ...t.dealt.filter((d) => d !== c.tribe).map((tribe): NateraMove => ({ type: "pickTribe", tribe })),
      ...sideIds(t.board)
        .filter((s) => s !== c.side)
        .map((side): NateraMove => ({ type: "pickSide", side })),
      ...[...new Set(t.hand)]
        .filter((card) => c.discards.includes(card) || c.discards.length < 3)
        .map((card): NateraMove => ({ type: "toggleDiscard", card })),
    ];
    if (!c.ready && c.tribe && c.side && c.discards.length === 3) moves.push({ type: "ready" });
    return moves;
  }
  if (state.phase === "draft" || state.phase === "restDraft")
    return [...new Set(t.packet)].filter((card) => card !== t.pick).map((card) => ({ type: "draftPick", card }));
  if (state.prompt) return state.prompt.options.map((option) => ({ type: "choose", option }));
  const moves: NateraMove[] = [];
  if (!state.mainDone) {
    for (const location of faceUpLocations(state))
      if (pawnKinds(state, seat, location).length > 0) moves.push({ type: "deploy", location });
    for (const card of playableCards(state, seat)) moves.push({ type: "play", card });
    for (const card of state.river)
      if (canPay(state, seat, { food: hireCost(state, seat, card) })) moves.push({ type: "hire", card });
    for (const source of abilitySources(state, seat)) moves.push({ type: "ability", source });
    for (const location of colonySites(state, seat)) moves.push({ type: "colony", location });
    moves.push({ type: "pass" });
  } else moves.push({ type: "endTurn" });
  if (t.hand.length >= 2) moves.push({ type: "bonus" });
  return moves;
}

function refuse(code: string, message: string): never {
  throw new RuleError(code, message);
}

export function play(state: NateraState, seat: Seat, move: NateraMove): void {
  const t = tribeOf(state, seat);
  if (state.phase === "choose") return chooseSetup(state, seat, move);
  if (state.phase === "draft" || state.phase === "restDraft") {
    require_(move.type === "draftPick", NateraError.NOT_NOW, "pick a card of your packet");
    require_(
      t.packet.includes(move.card) && t.packet.length > 1,
      NateraError.NOT_AN_OPTION,
      `${move.card} is not in your packet`,
    );
    require_(move.card !== t.pick, NateraError.ALREADY_CHOSEN, `you have already picked ${move.card}`);
    t.pick = move.card;
    settleDraft(state);
    return resume(state);
  }
  if (state.prompt) {
    require_(move.type === "choose", NateraError.NOT_NOW, "answer the current question first");
    const prompt = state.prompt;
    require_(prompt.options.includes(move.option), NateraError.NOT_AN_OPTION, `${move.option} is not an option now`);
    answer(state, prompt.job, kindOf(prompt.job), move.option);
    return resume(state);
  }
  require_(state.phase === "action" && seat === state.active, NateraError.NOT_NOW, "it is not your turn");
  const main = ["deploy", "play", "hire", "ability", "colony"].includes(move.type);
  require_(!(main && state.mainDone), NateraError.MAIN_ACTION_DONE, "you have taken your main action this turn");
  switch (move.type) {
    case "deploy":
      startDeploy(state, seat, move.location);
      break;
    case "play":
      startPlay(state, seat, move.card);
      break;
    case "hire":
      require_(state.river.includes(move.card), NateraError.NOT_IN_RIVER, `${move.card} is not in the river`);
      doHire(state, seat, move.card, hireCost(state, seat, move.card));
      break;
    case "ability":
      useAbility(state, seat, move.source);
      break;
    case "colony":
      establishColony(state, seat, move.location);
      break;
    case "bonus":
      require_(t.hand.length >= 2, NateraError.NOT_NOW, "the bonus action discards 2 cards");
      log(state, { seat, what: "bonus" });
      state.queue.unshift({ seat, e: { k: "discard" } }, { seat, e: { k: "discard" } }, { seat, e: { k: "choice" } });
      return resume(state);
    case "endTurn":
      require_(state.mainDone, NateraError.MAIN_ACTION_NEEDED, "take a main action or pass");
      endTurn(state);
      return resume(state);
    case "pass":
      require_(!state.mainDone, NateraError.MAIN_ACTION_DONE, "you have acted this turn: end it instead");
      pass(state, seat);
      return resume(state);
    default:
      refuse(NateraError.NOT_NOW, `${move.type} is not possible now`);
  }
  state.mainDone = true;
  resume(state);
}

/**
 * The secret set-up round: choices change freely until the last seat is ready. Choosing again
 * what is already chosen, or saying ready twice, is refused (never listed: the client shows the
 * choice made as pressed, not as a button), so it cannot make a ready seat unready.
 */
function chooseSetup(state: NateraState, seat: Seat, move: NateraMove): void {
  const t = tribeOf(state, seat);
  const c = t.choice;
  switch (move.type) {
    case "pickTribe":
      require_(t.dealt.includes(move.tribe), NateraError.BAD_CHOICE, `${move.tribe} was not dealt to you`);
      require_(move.tribe !== c.tribe, NateraError.ALREADY_CHOSEN, `you have already chosen ${move.tribe}`);
      c.tribe = move.tribe;
      break;
    case "pickSide":
      require_(sideIds(t.board).includes(move.side), NateraError.BAD_CHOICE, `${move.side} is not a side of your board`);
      require_(move.side !== c.side, NateraError.ALREADY_CHOSEN, `you have already chosen ${move.side}`);
      c.side = move.side;
      break;
    case "toggleDiscard":
      require_(t.hand.includes(move.card), NateraError.NOT_IN_HAND, `${move.card} is not in your hand`);
      if (c.discards.includes(move.card)) c.discards.splice(c.discards.indexOf(move.card), 1);
      else {
        require_(c.discards.length < 3, NateraError.BAD_CHOICE, "you discard exactly 3 cards");
        c.discards.push(move.card);
      }
      break;
    case "ready":
      require_(!c.ready, NateraError.ALREADY_CHOSEN, "you are ready already");
      require_(c.tribe && c.side && c.discards.length === 3, NateraError.BAD_CHOICE, "choose a tribe, a side and 3 cards first");
      c.ready = true;
      if (state.tribes.every((x) => x.choice.ready)) revealSetup(state);
      return;
    default:
      refuse(NateraError.NOT_NOW, "choose your tribe, your Science side and 3 cards to discard");
  }
  c.ready = false;
}
