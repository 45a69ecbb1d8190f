import { require_, type Seat } from "../../engine/index.js";
import {
  accept,
  askable,
  askHelp,
  cancelAction,
  chooseIdeaOut,
  decline,
  endTurn,
  execute,
  failAction,
  ideaOutMoves,
  ignoreCard,
  isPending,
  nightOptions,
  placeCard,
  pledge,
  proposeNight,
  rollDice,
  rootAllowed,
  rootHeals,
  startAction,
  startExtra,
  startHelpCard,
  useRoot,
  useTalisman,
  withdraw,
} from "./actions.js";
import { cardOf, isIgnorable } from "./catalog.js";
import { advance, choose } from "./day.js";
import {
  actOptions,
  canHelp,
  cardToPlace,
  cardToUse,
  extraOptions,
  helpCardOptions,
  talismanTargets,
  wantsEndTurn,
} from "./options.js";
import { pendingAction, planProblem } from "./plan.js";
import { editPlan, helperMayEdit, helperWoundMoves, isPlanEdit, mayEdit, planEditMoves } from "./planning.js";
import { PaleoError, PICK_AMONG, type PaleoMove, type PaleoState } from "./types.js";

const everyone = (state: PaleoState): Seat[] => Array.from({ length: state.seats }, (_, seat) => seat);

/** Seats the table waits on: one decision each that nobody else can make for them. */
export function waitingOn(state: PaleoState): Seat[] {
  if (state.phase === "over") return [];
  if (state.newIdea) return [state.newIdea.group];
  const pending = state.pending;
  if (state.phase === "night") {
    if (!pending) return everyone(state);
    if (planProblem(state, pending) === null) return everyone(state).filter((seat) => !pending.accepted.includes(seat));
    // A person's plan being put right is theirs to finish: no bot proposes over it meanwhile.
    const people = everyone(state).filter((seat) => !state.bots[seat]);
    return state.bots[pending.acting] || people.length === 0 ? everyone(state) : people;
  }
  if (state.step === "choose")
    return state.round ? state.round.expected.filter((seat) => state.round!.choices[seat] == null) : [];
  if (pending) {
    if (pending.asked.length > 0) return [...pending.asked];
    if (planProblem(state, pending) !== null) return [pending.acting];
    const unaccepted = pending.helpers.filter((h) => !pending.accepted.includes(h.seat)).map((h) => h.seat);
    return unaccepted.length > 0 ? unaccepted : [pending.acting];
  }
  if (state.secretToPlay) return [state.secretToPlay.group];
  const withCards = everyone(state).filter((seat) => cardToUse(state, seat) !== null);
  if (withCards.length === 0) return everyone(state).filter((seat) => wantsEndTurn(state, seat));
  // Bots use their cards after the people (issue 34): people have the time to agree, and a bot's
  // unused card can still help them. A bot is only waited on once no person has a card to use.
  const people = withCards.filter((seat) => !state.bots[seat]);
  return people.length > 0 ? people : withCards;
}

/**
 * Seats that may act now (waited on or not): changing a pick, pledging help, a Healing root…
 * exactly the seats with a legal move, found without listing them all.
 */
export function activeSeats(state: PaleoState): Seat[] {
  if (state.phase === "over") return [];
  if (state.newIdea) return [state.newIdea.group];
  // At Night a proposer that accepted its own plan may have nothing left to do (issue 34).
  if (state.phase === "night") return everyone(state).filter((seat) => legalMoves(state, seat).length > 0);
  const pending = state.pending;
  return everyone(state).filter((seat) => {
    if (rootAllowed(state, seat)) return true;
    if (state.step === "choose") return state.round?.expected.includes(seat) ?? false;
    if (talismanTargets(state, seat).length > 0) return true;
    // After a roll the participants are locked: one waiting for the others' acceptance has no move.
    if (pending) return legalMoves(state, seat).length > 0;
    if (cardToUse(state, seat)) return true;
    return !state.secretToPlay && (wantsEndTurn(state, seat) || extraOptions(state, seat).length > 0);
  });
}

/** Every move `seat` may make now; the same checks as `play`. */
export function legalMoves(state: PaleoState, seat: Seat): PaleoMove[] {
  if (state.phase === "over") return [];
  if (state.newIdea) return ideaOutMoves(state, seat);
  const moves: PaleoMove[] = [];
  const pending = state.pending;
  if (rootAllowed(state, seat)) for (const heals of rootHeals(state, seat)) moves.push({ type: "useRoot", heals });
  if (state.phase === "night") {
    for (const { card, action } of nightOptions(state, seat))
      if (!isPending(state, card, action)) moves.push({ type: "resolve", card, action });
    if (pending) {
      moves.push(...planEditMoves(state, pending));
      if (!pending.accepted.includes(seat) && planProblem(state, pending) === null)
        moves.push({ type: "accept", version: pending.version });
    }
    return moves;
  }
  if (state.step === "choose") {
    const round = state.round;
    if (!round?.expected.includes(seat)) return moves;
    const current = round.choices[seat];
    const top = Math.min(PICK_AMONG, state.groups[seat]!.deck.length);
    for (let index = 0; index < top; index++)
      if (!(current?.kind === "pick" && current.index === index)) moves.push({ type: "pick", index });
    if (current?.kind !== "sleep") moves.push({ type: "sleep" });
    return moves;
  }
  for (const group of talismanTargets(state, seat)) moves.push({ type: "talisman", group });
  if (pending) {
    const locked = pending.dice !== null;
    const helping = pending.helpers.some((h) => h.seat === seat);
    if (!locked && canHelp(state, seat, pending.acting)) moves.push({ type: "help", group: pending.acting });
    if (!locked && helping) moves.push({ type: "withdraw" });
    if (pending.asked.includes(seat)) moves.push({ type: "decline" });
    if (helping && !pending.accepted.includes(seat) && planProblem(state, pending) === null)
      moves.push({ type: "accept", version: pending.version });
    if (helping) moves.push(...helperWoundMoves(state, pending, seat));
    if (pending.acting === seat) {
      moves.push(...planEditMoves(state, pending));
      if (!locked && askable(state, pending).length > 0 && pending.asked.length === 0) moves.push({ type: "askHelp" });
      if (pendingAction(pending).conditions.dice > 0 && !locked) moves.push({ type: "roll" });
      const problem = planProblem(state, pending);
      if (locked && problem !== null) moves.push({ type: "fail" });
      if (!locked) moves.push({ type: "cancel" });
      if (problem === null && pending.helpers.every((h) => pending.accepted.includes(h.seat))) moves.push({ type: "execute" });
    }
    return moves;
  }
  if (cardToPlace(state, seat)) moves.push({ type: "place" });
  const use = cardToUse(state, seat);
  if (use) {
    for (const { action } of actOptions(state, seat)) moves.push({ type: "act", action });
    if (isIgnorable(cardOf(use.card))) moves.push({ type: "ignore" });
    for (const { card: on, action } of helpCardOptions(state, seat)) moves.push({ type: "helpCard", card: on, action });
  }
  if (!state.secretToPlay) {
    for (const { card, action } of extraOptions(state, seat)) moves.push({ type: "extra", card, action });
    if (wantsEndTurn(state, seat)) moves.push({ type: "endTurn" });
  }
  return moves;
}

/** Plays a move for `seat`, checked before anything changes (RuleError otherwise). */
export function play(state: PaleoState, seat: Seat, move: PaleoMove): void {
  if (isPlanEdit(move)) {
    const pending = state.pending;
    require_(
      pending && (mayEdit(pending, seat) || helperMayEdit(state, pending, seat, move)),
      PaleoError.NOT_ACTING,
      "only the acting group (any group at Night) edits the plan; a helper moves a wound aimed at it to another of its Characters",
    );
    return editPlan(state, pending, move);
  }
  switch (move.type) {
    case "pick":
      return choose(state, seat, { kind: "pick", index: move.index });
    case "sleep":
      return choose(state, seat, { kind: "sleep" });
    case "act":
      return startAction(state, seat, move.action);
    case "ignore":
      return ignoreCard(state, seat);
    case "place":
      return placeCard(state, seat);
    case "helpCard":
      return startHelpCard(state, seat, move.card, move.action);
    case "extra":
      return startExtra(state, seat, move.card, move.action);
    case "talisman":
      return useTalisman(state, seat, move.group);
    case "useRoot":
      return useRoot(state, seat, move.heals);
    case "endTurn":
      return endTurn(state, seat);
    case "help":
      return pledge(state, seat, move.group);
    case "withdraw":
      withdraw(state, seat);
      return advance(state);
    case "askHelp":
      return askHelp(state, seat);
    case "decline":
      return decline(state, seat);
    case "roll":
      return rollDice(state, seat);
    case "fail":
      return failAction(state, seat);
    case "cancel":
      return cancelAction(state, seat);
    case "execute":
      return execute(state, seat);
    case "accept":
      return accept(state, seat, move.version);
    case "resolve":
      return proposeNight(state, seat, move.card, move.action);
    case "ideaOut":
      return chooseIdeaOut(state, seat, move.notch);
    case "holder":
      require_(state.bots[seat] !== move.bot, PaleoError.NOT_POSSIBLE, "that seat is already held so");
      state.bots[seat] = move.bot;
      return;
  }
}
