import { EngineErrorCode, require_, type Seat } from "../../engine/index.js";
import { hoursTarget, legalPlacements, placementAllowed, visibleValues } from "./abilities.js";
import { arcanaById } from "./content/index.js";
import { carryIfUnanimous, proposalsOf, requireGroupStep } from "./group.js";
import { afterPlacement, groupOf, revealKept } from "./phases.js";
import { applyPower, checkPower, targetsOf } from "./powers.js";
import { joinGame, leaveGame } from "./seats.js";
import { HOURS_SLOT, ShipwreckError, tokenValue, VALUES, type ShipwreckMove, type ShipwreckState } from "./types.js";

const inTurn = (state: ShipwreckState) => state.phase === "place" || state.phase === "predict";

/** Every seat may act while the game lasts: join a vacant seat, leave, or play its part of the turn. */
export function activeSeats(state: ShipwreckState): Seat[] {
  return state.phase === "over" ? [] : Array.from({ length: state.seats }, (_, seat) => seat);
}

/**
 * The decision the table needs: the placement, then each group member's agreement — and the
 * active player while an ally's request to turn a token of their row is unanswered.
 */
export function waitingOn(state: ShipwreckState): Seat[] {
  if (state.phase === "place") return [state.active];
  if (state.phase !== "predict") return [];
  const agreed = state.proposal?.agreed ?? [];
  const group = groupOf(state).filter((seat) => !agreed.includes(seat));
  return state.flipRequests.length > 0 ? [...group, state.active] : group;
}

/** Every decision of `seat` now; joining and leaving are offered by the room, not listed here. */
export function legalMoves(state: ShipwreckState, seat: Seat): ShipwreckMove[] {
  if (!inTurn(state) || !state.present[seat]) return [];
  const moves: ShipwreckMove[] = [];
  if (state.phase === "place" && seat === state.active) {
    for (const { token, slot } of legalPlacements(state)) moves.push({ type: "place", token, slot });
    if (!state.powerUsed) {
      for (const card of state.withered.map(arcanaById).filter((c) => c.user === "active")) {
        for (const target of targetsOf(state, card)) moves.push({ type: "power", card: card.id, target });
      }
    }
  }
  if (state.phase === "predict") {
    if (seat === state.active) {
      // While the group decides the active player only turns the tokens of their row they are asked to.
      for (const { value } of state.flipRequests) moves.push({ type: "flip", seat, value });
    } else {
      for (const proposal of proposalsOf(state)) moves.push({ type: "propose", proposal });
      if (state.proposal && !state.proposal.agreed.includes(seat)) moves.push({ type: "agree", id: state.proposal.id });
      if (state.held[seat]!.length === 1) moves.push({ type: "reveal" });
      for (const value of VALUES) if (!asked(state, value)) moves.push({ type: "askFlip", value });
    }
  }
  return moves;
}

const asked = (state: ShipwreckState, value: number): boolean => state.flipRequests.some((request) => request.value === value);

export function play(state: ShipwreckState, seat: Seat, move: ShipwreckMove): void {
  require_(state.phase !== "over", EngineErrorCode.GAME_OVER, "the game is over");
  if (move.type === "join") return joinGame(state, seat, move.after);
  const arriving = state.arriving.some((arrival) => arrival.seat === seat);
  require_(state.present[seat] || (arriving && move.type === "leave"), ShipwreckError.NOT_PRESENT, "you are not in the game");
  if (move.type === "leave") return leaveGame(state, seat);
  require_(inTurn(state), EngineErrorCode.NOT_YOUR_TURN, "the game waits for a second player");
  switch (move.type) {
    case "place": {
      require_(
        state.phase === "place" && seat === state.active,
        EngineErrorCode.NOT_YOUR_TURN,
        "only the active player places, once",
      );
      const hand = state.held[seat]!;
      require_(hand.includes(move.token), ShipwreckError.NOT_YOUR_TOKEN, "you do not hold that token");
      const others = hand.filter((t) => t !== move.token);
      require_(
        move.slot <= state.row.length && placementAllowed(state, move.token, move.slot, others),
        ShipwreckError.PLACEMENT_NOT_ALLOWED,
        "that card's ability does not allow this token",
      );
      const card = move.slot === HOURS_SLOT ? null : state.row[move.slot - 1]!;
      const target = move.slot === HOURS_SLOT ? hoursTarget(state) : move.slot;
      state.placed = {
        token: move.token,
        slot: move.slot,
        card,
        anywhere: state.effects.anywhere,
        visibleBefore: visibleValues(state),
        hereBefore: card ? state.fates[move.slot - 1]!.map(tokenValue) : [],
      };
      hand.splice(hand.indexOf(move.token), 1);
      if (target === null) state.bag.push(move.token);
      else state.fates[target - 1]!.push(move.token);
      state.effects.anywhere = false;
      const shownCard = target === null ? null : state.row[target - 1]!;
      if (shownCard)
        state.log.push({
          kind: "place",
          seat,
          value: tokenValue(move.token),
          card: shownCard,
          viaHours: move.slot === HOURS_SLOT,
        });
      return afterPlacement(state);
    }
    case "power": {
      require_(
        state.phase === "place" && seat === state.active,
        EngineErrorCode.NOT_YOUR_TURN,
        "the active player uses a power before placing",
      );
      const card = checkPower(state, "active", move.card, move.target);
      return applyPower(state, seat, card, move.target);
    }
    case "propose": {
      requireGroupStep(state, seat);
      if (move.proposal.kind === "power") checkPower(state, "group", move.proposal.card, move.proposal.target);
      state.proposal = { id: state.nextProposalId++, by: seat, proposal: move.proposal, agreed: [seat] };
      return carryIfUnanimous(state);
    }
    case "agree": {
      requireGroupStep(state, seat);
      require_(state.proposal, ShipwreckError.NO_PROPOSAL, "there is no proposal to agree to");
      require_(state.proposal.id === move.id, ShipwreckError.PROPOSAL_CHANGED, "the proposal has changed; look again");
      require_(!state.proposal.agreed.includes(seat), ShipwreckError.ALREADY_AGREED, "you already agreed");
      state.proposal.agreed.push(seat);
      return carryIfUnanimous(state);
    }
    case "reveal": {
      requireGroupStep(state, seat);
      require_(state.held[seat]!.length === 1, ShipwreckError.NOTHING_TO_REVEAL, "you hold no Fate kept from an earlier turn");
      return revealKept(state, seat);
    }
    case "askFlip": {
      requireGroupStep(state, seat);
      require_(!asked(state, move.value), ShipwreckError.ALREADY_ASKED, "that token is already asked for");
      state.flipRequests.push({ value: move.value, by: seat });
      return;
    }
    case "flip": {
      require_(move.seat === seat, ShipwreckError.NOT_OWNER, "only a row's owner turns its tokens");
      require_(
        state.phase === "predict" && seat === state.active && asked(state, move.value),
        ShipwreckError.NOT_ASKED,
        "turn a token of your row when an ally asks for it",
      );
      const row = state.rows[seat]!;
      row[move.value - 1] = !row[move.value - 1];
      state.flipRequests = state.flipRequests.filter((request) => request.value !== move.value);
      return;
    }
  }
}
