import type { Seat } from "../../engine/index.js";
import { cardOf } from "./catalog.js";
import { RESOURCES, type Action, type Resource, type TokenKind, type ToolType } from "./content/index.js";
import { returnToken, toolCount } from "./tools.js";
import type { CardId, PaleoState, Plan, TokenCounts } from "./types.js";

/**
 * Tokens on cards (the digest's "Cards in play"): a card in play that names token kinds may hold
 * them. Whoever gains one of those kinds may put it on the card instead of taking it as usual;
 * once there it serves only that card's own actions, whose `fromCard` costs take from it. When
 * the card leaves play its tokens go back to the supply (tools to their Rack space).
 */
export const isResource = (kind: TokenKind): kind is Resource => (RESOURCES as readonly string[]).includes(kind);

export const heldOn = (state: PaleoState, card: CardId, kind: TokenKind): number => state.held[card]?.[kind] ?? 0;

function addHeld(state: PaleoState, card: CardId, kind: TokenKind, n: number): void {
  const counts: TokenCounts = state.held[card] ?? {};
  const next = (counts[kind] ?? 0) + n;
  if (next > 0) counts[kind] = next;
  else delete counts[kind];
  if (Object.keys(counts).length > 0) state.held[card] = counts;
  else delete state.held[card];
}

/** Whether the tokens on `card` cover the action's "from this card" costs. */
export function fromCardCovered(state: PaleoState, card: CardId | null, action: Action): boolean {
  const need = new Map<TokenKind, number>();
  for (const kind of action.costs.fromCard) need.set(kind, (need.get(kind) ?? 0) + 1);
  for (const [kind, n] of need) if (card === null || heldOn(state, card, kind) < n) return false;
  return true;
}

/** Pays one token of `kind` from the card: back to the supply, or to its Rack space for a tool. */
export function takeFromCard(state: PaleoState, card: CardId, kind: TokenKind): void {
  if (heldOn(state, card, kind) < 1) throw new Error(`${card} holds no ${kind}`);
  addHeld(state, card, kind, -1);
  if (isResource(kind)) state.supply[kind]++;
  else returnToken(state, kind);
}

/** A card leaves play: whatever it held goes back. */
export function releaseTokens(state: PaleoState, card: CardId): void {
  for (const [kind, n] of Object.entries(state.held[card] ?? {}) as [TokenKind, number][])
    for (let k = 0; k < n; k++) takeFromCard(state, card, kind);
}

/** Cards a participant may put gained tokens on: Missions, board slots and the participants' attached cards that hold any kind. */
export function storeCards(state: PaleoState, seats: readonly Seat[]): CardId[] {
  const inPlay = [...state.missions, ...state.board, ...seats.flatMap((seat) => state.groups[seat]!.attached)];
  return inPlay.filter((card) => cardOf(card).holds.length > 0);
}

/**
 * The tokens an action brings, by kind: resources (as far as the supply goes, before any store)
 * and tool tokens (rewards and crafts). The tokens a plan may put on cards.
 */
export function gainsOf(state: PaleoState, action: Action, plan: Plan, crafted: readonly { tool: ToolType }[]): TokenCounts {
  const gains: TokenCounts = {};
  const add = (kind: TokenKind, n: number) => {
    if (n > 0) gains[kind] = (gains[kind] ?? 0) + n;
  };
  const supply = { ...state.supply };
  for (const reward of action.rewards) {
    if (reward.kind === "resources")
      for (const r of RESOURCES) {
        const got = Math.min(reward[r] ?? 0, supply[r]);
        supply[r] -= got;
        add(r, got);
      }
  }
  for (const gain of plan.gains) if (gain.kind === "tool" && gain.tool) add(gain.tool, 1);
  for (const { tool } of crafted) add(tool, 1);
  return gains;
}

/**
 * Carries out the plan's stores once the rewards are in: a resource leaves the depot, a tool
 * leaves a participant that received one in this action and still holds one.
 */
export function carryOutStores(state: PaleoState, plan: Plan, crafted: readonly { tool: ToolType; to: Seat }[]): void {
  for (const { token, card } of plan.stores) {
    if (isResource(token)) {
      if (state.depot[token] < 1) continue;
      state.depot[token]--;
    } else {
      const recipients = [...plan.gains.filter((g) => g.tool === token), ...crafted.filter((c) => c.tool === token)].map(
        (g) => g.to,
      );
      const from = recipients.find((seat) => toolCount(state.groups[seat]!.tools, token) > 0);
      if (from === undefined) continue;
      const tools = state.groups[from]!.tools;
      tools[token] = toolCount(tools, token) - 1;
      if (tools[token] === 0) delete tools[token];
    }
    addHeld(state, card, token, 1);
    state.log.push({ kind: "store", card: cardOf(card).key, token, n: 1 });
  }
}
