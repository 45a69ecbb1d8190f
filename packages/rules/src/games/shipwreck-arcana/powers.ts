import { require_, type Seat } from "../../engine/index.js";
import { visibleValues } from "./abilities.js";
import { arcanaById, type Arcana, type Power } from "./content/index.js";
import { drawTo, heldToken } from "./phases.js";
import { tokenValue, type ArcanaId, type PowerTarget, type ShipwreckState, type TokenId } from "./types.js";

export const PowerError = {
  NOT_WITHERED: "NOT_WITHERED",
  WRONG_USER: "WRONG_USER",
  POWER_ALREADY_USED: "POWER_ALREADY_USED",
  BAD_TARGET: "BAD_TARGET",
} as const;

/**
 * Withered powers: one per turn; the active player's before placing, the group's during the
 * prediction step (by unanimous agreement). Once used, the card goes face up to the bottom
 * of the pile. Questions are answered here, from the hidden state, into the public log.
 */
export function checkPower(state: ShipwreckState, user: "active" | "group", cardId: ArcanaId, target: PowerTarget): Arcana {
  require_(state.withered.includes(cardId), PowerError.NOT_WITHERED, "that Arcana has not withered");
  const card = arcanaById(cardId);
  require_(
    card.user === user,
    PowerError.WRONG_USER,
    user === "active" ? "that power belongs to the group" : "that power belongs to the active player",
  );
  require_(!state.powerUsed, PowerError.POWER_ALREADY_USED, "a withered power has already been used this turn");
  require_(
    targetsOf(state, card).some((t) => sameTarget(t, target)),
    PowerError.BAD_TARGET,
    "that power cannot be used that way now",
  );
  return card;
}

const sameTarget = (a: PowerTarget, b: PowerTarget): boolean => a.token === b.token && a.slot === b.slot;

/** Every way `card`'s power can be used now (an empty list: not now). */
export function targetsOf(state: ShipwreckState, card: Arcana): PowerTarget[] {
  const rowSlots = state.row.flatMap((c, i) => (c ? [i + 1] : []));
  const visible = state.fates.flatMap((tokens, i) => tokens.map((token) => ({ token, slot: i + 1 })));
  switch (card.power.kind) {
    case "sweep":
      return visible.map(({ token }) => ({ token }));
    case "shift":
      return visible.flatMap(({ token, slot: from }) => rowSlots.filter((to) => to !== from).map((slot) => ({ token, slot })));
    case "stay":
      return rowSlots.map((slot) => ({ slot }));
    case "redraw":
      return state.bag.length > 0 ? (state.held[state.active] ?? []).map((token) => ({ token })) : [];
    case "confess":
      return (state.held[state.active] ?? []).length === 2 ? [{}] : [];
    case "absolve":
      return state.judgment > 0 ? [{}] : [];
    case "askAbovePlayed":
      return state.placed ? [{}] : [];
    default:
      return [{}];
  }
}

/** The question a power asks about the held token, as the log writes it; null for a power that asks nothing. */
export function questionOf(power: Power): string | null {
  switch (power.kind) {
    case "askOdd":
      return "odd";
    case "askAbove":
      return `above:${power.n}`;
    case "askBetween":
      return `between:${power.min}:${power.max}`;
    case "askVisible":
      return "visible";
    case "askAbovePlayed":
      return "abovePlayed";
    default:
      return null;
  }
}

/** The true answer to `question` for a held token of `value`, given the visible fates and this turn's played value. */
export function answerTo(question: string, value: number, table: { visible: readonly number[]; played: number | null }): boolean {
  const [kind, a, b] = question.split(":");
  switch (kind) {
    case "odd":
      return value % 2 === 1;
    case "above":
      return value > Number(a);
    case "between":
      return value >= Number(a) && value <= Number(b);
    case "visible":
      return table.visible.includes(value);
    case "abovePlayed":
      return table.played !== null && value > table.played;
    default:
      throw new Error(`unknown question ${question}`);
  }
}

/** Values the table can see now, for answering questions. */
export const questionContext = (state: ShipwreckState) => ({
  visible: visibleValues(state),
  played: state.placed ? tokenValue(state.placed.token) : null,
});

export function applyPower(state: ShipwreckState, seat: Seat | null, card: Arcana, target: PowerTarget): void {
  const power = card.power;
  state.log.push({
    kind: "power",
    seat,
    card: card.id,
    // A redrawn token is a held one: its value stays secret.
    ...(target.token && power.kind !== "redraw" ? { value: tokenValue(target.token) } : {}),
    ...(target.slot ? { slot: target.slot } : {}),
  });
  const question = questionOf(power);
  if (question) {
    const yes = answerTo(question, tokenValue(heldToken(state)!), questionContext(state));
    state.log.push({ kind: "answer", card: card.id, question, yes });
  }
  switch (power.kind) {
    case "twice":
      state.effects.extraPredictions++;
      break;
    // The five questions are answered above.
    case "absolve":
      state.judgment = Math.max(0, state.judgment - 1);
      break;
    case "sweep":
      removeVisible(state, target.token!);
      state.bag.push(target.token!);
      break;
    case "shift":
      removeVisible(state, target.token!);
      state.fates[target.slot! - 1]!.push(target.token!);
      break;
    case "shelter":
      state.effects.shelter = true;
      break;
    case "redraw": {
      // Another token: the one put back goes into the bag only after the draw.
      const hand = state.held[state.active]!;
      hand.splice(hand.indexOf(target.token!), 1);
      drawTo(state, state.active, 2);
      state.bag.push(target.token!);
      break;
    }
    case "anywhere":
      state.effects.anywhere = true;
      break;
    case "stay":
      state.effects.stay = target.slot!;
      break;
    case "confess":
      state.log.push({
        kind: "confess",
        card: card.id,
        odd: state.held[state.active]!.filter((t) => tokenValue(t) % 2 === 1).length,
      });
      break;
  }
  state.powerUsed = true;
  state.withered.splice(state.withered.indexOf(card.id), 1);
  state.pile.push(card.id);
}

function removeVisible(state: ShipwreckState, token: TokenId): void {
  for (const tokens of state.fates) {
    const index = tokens.indexOf(token);
    if (index >= 0) tokens.splice(index, 1);
  }
}
