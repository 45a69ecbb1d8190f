import { cardOf } from "../catalog.js";
import { gainsOf, heldOn } from "../held.js";
import { pendingAction } from "../plan.js";
import { rackIdea } from "../tools.js";
import type { PaleoMove, PaleoState, Pending } from "../types.js";

/**
 * Tokens on cards, for the team bot: it lays a gained token on a card in play while that card's
 * own "from this card" costs still lack it, and, for Food, only while the depot keeps the next
 * Night's meal (provisions are never eaten, so Food laid too early starves the tribe).
 */
export function storeMove(state: PaleoState, pending: Pending, moves: readonly PaleoMove[]): PaleoMove | undefined {
  const plan = pending.plan;
  for (const move of moves) {
    if (move.type !== "store") continue;
    const card = cardOf(move.card);
    const wanted = Math.max(
      0,
      ...[...card.helpCardActions, ...card.extraActions, ...card.night].map(
        (a) => a.costs.fromCard.filter((k) => k === move.token).length,
      ),
    );
    const planned = plan.stores.filter((s) => s.card === move.card && s.token === move.token).length;
    if (heldOn(state, move.card, move.token) + planned >= wanted) continue;
    if (move.token === "food" && foodAfter(state, pending) - 1 < mouths(state)) continue;
    return move;
  }
  return undefined;
}

const mouths = (state: PaleoState): number => state.groups.reduce((sum, g) => sum + g.members.length, 0);

/** The depot's Food once the plan is carried out. */
function foodAfter(state: PaleoState, pending: Pending): number {
  const plan = pending.plan;
  const crafted = plan.crafts.flatMap((c) => {
    const idea = rackIdea(state, c.idea);
    return idea ? [{ tool: idea.tool }] : [];
  });
  const gained = gainsOf(state, pendingAction(pending), plan, crafted).food ?? 0;
  const paid = plan.units.filter((u) => u.pay === "food").length;
  const stored = plan.stores.filter((s) => s.token === "food").length;
  return state.depot.food - paid + gained - stored;
}
