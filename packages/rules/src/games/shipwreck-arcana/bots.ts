import { pickOne, randomInt, type Bot, type Seat } from "../../engine/index.js";
import { conditionHolds, hoursAt, legalPlacements, visibleValues } from "./abilities.js";
import { arcanaById, type Arcana } from "./content/index.js";
import { bestValue, heldWeights, placementsForHand, total, unseenCounts, type Weights } from "./deduction.js";
import { legalMoves } from "./moves.js";
import { answerTo, questionContext, questionOf } from "./powers.js";
import { HOURS_SLOT, tokenValue, VALUES, type ShipwreckMove, type ShipwreckState } from "./types.js";

type ShipwreckBot = Bot<ShipwreckState, ShipwreckMove>;

/** Any legal decision; row requests and flips only now and then, and agreement more often than a new proposal, so games end. */
const random: ShipwreckBot = (state, seat, rng) => {
  const moves = legalMoves(state, seat);
  const decisions = moves.filter((move) => move.type !== "flip" && move.type !== "askFlip");
  const agree = decisions.find((move) => move.type === "agree");
  if (agree && randomInt(rng, 10) < 7) return agree;
  if (decisions.length === 0 || (randomInt(rng, 20) === 0 && decisions.length < moves.length)) return pickOne(rng, moves);
  return pickOne(rng, decisions);
};

/**
 * The placement a clue-giver makes with a hand of these values: the one after which the
 * group, reading only the cards' abilities, is most likely to name the token kept. Deterministic
 * on public data and the hand, so a group member can ask "would they have played this?".
 */
export function cluePlacement(state: ShipwreckState, hand: number[]): { value: number; slot: number; score: number } | null {
  const unseen = unseenCounts(state, null);
  let best: { value: number; slot: number; score: number } | null = null;
  const visible = visibleValues(state);
  for (const { value, slot } of placementsForHand(state, hand)) {
    const kept = hand.length === 2 ? hand[hand.indexOf(value) === 0 ? 1 : 0]! : undefined;
    if (kept === undefined) return { value, slot, score: 0 };
    const card = slot === HOURS_SLOT ? null : state.row[slot - 1]!;
    const here = card ? state.fates[slot - 1]!.map(tokenValue) : [];
    const weights = unseen.map((count, i) =>
      !card || state.effects.anywhere || conditionHolds(arcanaById(card).condition, value, i + 1, visible, here) ? count : 0,
    );
    const score = (weights[kept - 1] ?? 0) / Math.max(1, total(weights)) - (slot === HOURS_SLOT ? 0.001 : 0);
    if (!best || score > best.score + 1e-9) best = { value, slot, score };
  }
  return best;
}

/** The withered cards of one side whose powers may be used now. */
const powersFor = (state: ShipwreckState, user: "active" | "group"): Arcana[] =>
  state.powerUsed ? [] : state.withered.map(arcanaById).filter((card) => card.user === user);

/** Row slots that will wither at the end of this turn unless something is done. */
const witheringSlots = (state: ShipwreckState): number[] =>
  state.row.flatMap((card, i) =>
    card && state.effects.stay !== i + 1 && hoursAt(state, i + 1) >= arcanaById(card).duration ? [i + 1] : [],
  );

/** Active player: a saving power when Judgment is close or a card is about to wither, then the clue placement. */
function activeDecision(state: ShipwreckState, seat: Seat): ShipwreckMove {
  const moves = legalMoves(state, seat);
  for (const card of powersFor(state, "active")) {
    const power = card.power.kind;
    if (power === "absolve" && state.judgment >= 4) return { type: "power", card: card.id, target: {} };
    const nearlyWithered = state.row.findIndex((c, i) => c && hoursAt(state, i + 1) >= arcanaById(c).duration - 1) + 1;
    if (power === "stay" && nearlyWithered > 0) return { type: "power", card: card.id, target: { slot: nearlyWithered } };
    if (power === "sweep" && nearlyWithered > 0) {
      const token = state.fates[nearlyWithered - 1]!.toSorted((a, b) => tokenValue(b) - tokenValue(a))[0];
      if (token) return { type: "power", card: card.id, target: { token } };
    }
    if (power === "shift" && nearlyWithered > 0) {
      // Move the lightest fate of the card about to wither to the card with the most time left.
      const token = state.fates[nearlyWithered - 1]!.toSorted((a, b) => tokenValue(a) - tokenValue(b))[0];
      const roomiest = state.row
        .map((c, i) => ({ slot: i + 1, room: c ? arcanaById(c).duration - hoursAt(state, i + 1) : -1 }))
        .filter((r) => r.slot !== nearlyWithered && r.room > 0)
        .sort((a, b) => b.room - a.room)[0];
      if (token && roomiest) return { type: "power", card: card.id, target: { token, slot: roomiest.slot } };
    }
    if (power === "confess" && (cluePlacement(state, state.held[seat]!.map(tokenValue))?.score ?? 1) < 0.4)
      return { type: "power", card: card.id, target: {} };
  }
  const hand = state.held[seat]!;
  const clue = cluePlacement(state, hand.map(tokenValue));
  const placement = clue && legalPlacements(state).find((p) => tokenValue(p.token) === clue.value && p.slot === clue.slot);
  return placement ? { type: "place", ...placement } : moves.find((m) => m.type === "place")!;
}

/** A yes/no question that splits the remaining weight well enough to be worth a power. */
function usefulQuestion(state: ShipwreckState, card: Arcana, weights: Weights): boolean {
  const question = questionOf(card.power);
  if (!question) return false;
  const table = questionContext(state);
  let yesWeight = 0;
  for (const [i, weight] of weights.entries()) if (answerTo(question, i + 1, table)) yesWeight += weight;
  const share = yesWeight / Math.max(1, total(weights));
  return share > 0.2 && share < 0.8;
}

/** Group member: predict when confident, ask a question or take a second try when not, save the table when needed. */
function groupProposal(state: ShipwreckState, seat: Seat): ShipwreckMove {
  const weights = heldWeights(state, seat, true, cluePlacement);
  const sum = total(weights);
  const best = bestValue(weights);
  const confidence = sum === 0 ? 0 : weights[best - 1]! / sum;
  const withering = witheringSlots(state).length > 0;
  const predict: ShipwreckMove = { type: "propose", proposal: { kind: "predict", value: best } };
  for (const card of powersFor(state, "group")) {
    const power = card.power.kind;
    if (confidence < 0.6 && usefulQuestion(state, card, weights))
      return { type: "propose", proposal: { kind: "power", card: card.id, target: {} } };
    if (power === "twice" && confidence < 0.6 && state.effects.extraPredictions === 0)
      return { type: "propose", proposal: { kind: "power", card: card.id, target: {} } };
    if (power === "absolve" && state.judgment >= 4)
      return { type: "propose", proposal: { kind: "power", card: card.id, target: {} } };
    if (power === "shelter" && withering && confidence < 0.5)
      return { type: "propose", proposal: { kind: "power", card: card.id, target: {} } };
    if (power === "sweep" && withering && confidence < 0.5) {
      const slot = witheringSlots(state)[0]!;
      const token = state.fates[slot - 1]!.toSorted((a, b) => tokenValue(b) - tokenValue(a))[0];
      if (token) return { type: "propose", proposal: { kind: "power", card: card.id, target: { token } } };
    }
  }
  const bold = withering || state.effects.extraPredictions > 0 || state.wrongPredictions > 0;
  if (sum > 0 && (confidence >= 0.4 || (bold && confidence >= 0.2))) return predict;
  return { type: "propose", proposal: { kind: "pass" } };
}

/**
 * An ally holding a Fate kept from an earlier turn reveals it when that changes the group's
 * choice: the group is about to name its value (the proposal on the table, or the best guess
 * from what everyone sees), and once everyone knows the active player cannot hold this copy,
 * another value is likelier (the FAQ's case: it was the last copy).
 */
function helpfulReveal(state: ShipwreckState, seat: Seat): ShipwreckMove | null {
  const kept = state.held[seat]!;
  if (kept.length !== 1) return null;
  const value = tokenValue(kept[0]!);
  const open = state.proposal?.proposal;
  const named = open?.kind === "predict" ? open.value : bestValue(heldWeights(state, null, true, cluePlacement));
  if (named !== value) return null;
  const informed = heldWeights(state, seat, true, cluePlacement);
  return informed[value - 1] === 0 || bestValue(informed) !== value ? { type: "reveal" } : null;
}

/**
 * A memory aid kept honest: ask the active player to turn each token of their row whose value
 * everyone can rule out (and to turn back one that is possible again), one request at a time.
 * Values ruled out by this seat's own tokens are not asked for: that would tell what it holds.
 */
function rowRequest(state: ShipwreckState): ShipwreckMove | null {
  const row = state.rows[state.active]!;
  const weights = heldWeights(state, null, false);
  for (const value of VALUES) {
    const ruledOut = weights[value - 1] === 0;
    if (ruledOut !== row[value - 1] && !state.flipRequests.some((request) => request.value === value))
      return { type: "askFlip", value };
  }
  return null;
}

/**
 * The deducing bot. As the active player it gives the clearest clue its hand allows, then turns
 * the tokens of its row its allies ask for; in the group it tracks the unseen fates, eliminates
 * values by the card the token was played to (and by the clue a player like itself would have
 * given), reveals a kept Fate when the copy it holds would change the group's choice, asks for
 * the row to show what everyone can rule out, and agrees with any proposal it cannot rule out.
 */
const deducing: ShipwreckBot = (state, seat) => {
  if (state.phase === "place") return activeDecision(state, seat);
  if (seat === state.active) {
    const request = state.flipRequests[0];
    if (!request) throw new Error("the active player has nothing to decide while the group decides");
    return { type: "flip", seat, value: request.value };
  }
  const reveal = helpfulReveal(state, seat);
  if (reveal) return reveal;
  const ask = rowRequest(state);
  if (ask) return ask;
  const open = state.proposal;
  if (open && !open.agreed.includes(seat)) {
    const weights = heldWeights(state, seat, false);
    const impossible = open.proposal.kind === "predict" && weights[open.proposal.value - 1] === 0;
    if (!impossible) return { type: "agree", id: open.id };
  }
  return groupProposal(state, seat);
};

export const bots: Record<string, ShipwreckBot> = { random, deducing, greedy: deducing };
