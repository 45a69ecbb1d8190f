import type { Seat } from "../../engine/index.js";
import { cardOf, isDanger, keyOf } from "./catalog.js";
import { RESOURCES, type Reward, type TokenKind, type ToolType } from "./content/index.js";
import { addFrescoes, addSkulls, removeSkulls } from "./endings.js";
import { carryOutStores, heldOn, releaseTokens, takeFromCard } from "./held.js";
import { faceDown, renewed } from "./ids.js";
import { pendingAction } from "./plan.js";
import { discardTool, gainTool, takeFromRack, toolCount } from "./tools.js";
import type { CardId, PaleoState, Pending } from "./types.js";
import { drawCharacter, healOne, loseMember, sufferWounds } from "./wounds.js";

/**
 * Carrying out an action by its plan, in the rulebook's order: costs (resources, tools, cards
 * discarded from the acting group's deck with a wound per red back), then the rewards in the
 * order printed, then the cards go where they go. Conditions were checked before (planProblem);
 * a Character dying while costs are paid does not stop the action.
 */
export function executePlan(state: PaleoState, pending: Pending): void {
  const action = pendingAction(pending);
  const { plan, acting, partial } = pending;
  const group = state.groups[acting]!;
  state.log.push({
    kind: "action",
    seat: acting,
    card: keyOf(pending.card),
    list: pending.list,
    action: pending.action,
    helpers: pending.helpers.map((h) => h.seat),
  });
  if (pending.source.kind === "secret") state.secretToPlay = null;

  // Costs.
  for (const unit of plan.units.filter((u) => u.craft === null)) spend(state, unit.pay, partial);
  for (const { tool, from } of plan.tools) if (toolCount(state.groups[from]!.tools, tool) > 0) discardTool(state, from, tool);
  for (const { tool, from } of plan.cancelTools)
    if (toolCount(state.groups[from]!.tools, tool) > 0) discardTool(state, from, tool);
  for (const { tool, from } of plan.boosts)
    if (toolCount(state.groups[from]!.tools, tool) > 0) {
      discardTool(state, from, tool);
      state.log.push({ kind: "boost", seat: from, tool });
    }
  const source = pending.source;
  if (source.kind === "helpCard" || source.kind === "extra" || source.kind === "night")
    for (const kind of action.costs.fromCard)
      if (!partial || heldOn(state, source.card, kind as TokenKind) > 0) takeFromCard(state, source.card, kind);
  if (action.costs.discard > 0 && pending.source.kind !== "night") {
    const discarded = group.deck.splice(0, action.costs.discard);
    state.hiddenDiscard.push(...renewed(state, discarded));
    state.log.push({ kind: "discard", seat: acting, backs: discarded.map((c) => cardOf(c.card).back.kind) });
  }
  const wounds = plan.wounds.map((w) => ({ ...w }));
  for (const wound of wounds.filter((w) => w.from === "red")) sufferWounds(state, wound.target, wound.n, wound.cancel);

  // Rewards, in the order printed.
  let gain = 0;
  let heal = 0;
  const crafted: { tool: ToolType; to: Seat }[] = [];
  const cardWounds = wounds.filter((w) => w.from === "card");
  for (const reward of action.rewards) {
    switch (reward.kind) {
      case "tool":
      case "character":
      case "dream": {
        const count = reward.count;
        for (let k = 0; k < count; k++) giveGain(state, reward, plan.gains[gain++]?.to ?? acting, pending);
        break;
      }
      case "heal":
        for (let k = 0; k < reward.n; k++) healOne(state, plan.heals[heal++] ?? null);
        break;
      case "craft":
        for (const [index, craft] of plan.crafts.entries()) {
          for (const unit of plan.units.filter((u) => u.craft === index)) spend(state, unit.pay, false);
          const tool = takeFromRack(state, craft.idea, craft.to);
          crafted.push({ tool, to: craft.to });
          state.log.push({ kind: "craft", seat: craft.to, tool });
        }
        break;
      case "wounds": {
        const wound = cardWounds.shift();
        if (wound) sufferWounds(state, wound.target, wound.n, wound.cancel);
        break;
      }
      case "destroyCharacter":
        if (plan.destroy) loseMember(state, plan.destroy);
        else addSkulls(state, 1);
        break;
      case "idea":
        drawIdea(state, acting);
        break;
      case "secret":
        turnSecret(
          state,
          acting,
          reward.n,
          pending.helpers.map((h) => h.seat),
        );
        break;
      default:
        applySimple(state, acting, reward);
    }
  }

  carryOutStores(state, plan, crafted);

  // Where the cards go.
  const destroy = action.costs.destroyCard;
  if (source.kind === "revealed" || source.kind === "secret") {
    if (source.kind === "revealed") {
      group.revealed = null;
      group.used = true;
    }
    (destroy ? state.graveyard : state.openDiscard).push(pending.card);
  } else if (source.kind === "helpCard") {
    spendCard(state, acting);
    if (destroy) removeFromPlay(state, source.card);
  } else if (source.kind === "extra" && destroy) removeFromPlay(state, source.card);
  for (const helper of pending.helpers) if (!helper.free) spendCard(state, helper.seat);
  state.pending = null;
}

/** A helper's or a help-a-card group's revealed card goes to the open discard: its Help is spent. */
export function spendCard(state: PaleoState, seat: Seat): void {
  const group = state.groups[seat]!;
  if (group.revealed !== null) state.openDiscard.push(group.revealed);
  group.revealed = null;
  group.used = true;
}

function spend(state: PaleoState, resource: (typeof RESOURCES)[number], partial: boolean): void {
  if (state.depot[resource] <= 0) {
    if (partial) return;
    throw new Error(`the depot has no ${resource}`);
  }
  state.depot[resource]--;
  state.supply[resource]++;
}

/** Resources, Frescoes, Skulls, healing and ignoring a Danger: effects with no one to name. */
export function applySimple(state: PaleoState, seat: Seat, reward: Reward): void {
  switch (reward.kind) {
    case "resources":
      for (const r of RESOURCES) {
        const got = Math.min(reward[r] ?? 0, state.supply[r]);
        state.supply[r] -= got;
        state.depot[r] += got;
        if (got > 0) state.log.push({ kind: "gain", seat, what: r, n: got });
      }
      break;
    case "fresco":
      addFrescoes(state, reward.count);
      break;
    case "skull":
      addSkulls(state, reward.count);
      break;
    case "removeSkull":
      removeSkulls(state, reward.count);
      break;
    case "heal": {
      // Surprise Ideas heal the drawing group's most wounded Characters.
      for (let k = 0; k < reward.n; k++) {
        const member = [...state.groups[seat]!.members].sort((a, b) => b.wounds - a.wounds)[0];
        healOne(state, member ? { group: seat, card: member.card } : null);
      }
      break;
    }
    case "ignoreDanger": {
      const group = state.groups[seat]!;
      if (group.revealed !== null && !group.used && isDanger(cardOf(group.revealed))) {
        state.log.push({ kind: "ignore", seat, card: keyOf(group.revealed), by: "reward" });
        spendCard(state, seat);
      }
      break;
    }
    case "dream":
    case "character":
    case "tool":
      giveGain(state, reward, seat, null);
      break;
    default:
      break;
  }
}

function giveGain(state: PaleoState, reward: Reward, to: Seat, pending: Pending | null): void {
  if (reward.kind === "tool") {
    const got = gainTool(state, to, reward.tool);
    if (got > 0) state.log.push({ kind: "gain", seat: to, what: reward.tool, n: got });
  } else if (reward.kind === "character") drawCharacter(state, to);
  else if (reward.kind === "dream") {
    const drawn = state.camp.dreams.shift();
    if (!drawn) return;
    const card = faceDown(state, drawn.card);
    // At Night decks are empty and about to be dealt: the Dream waits, then goes on top after the deal.
    if (state.phase === "night" || pending?.source.kind === "night") state.groups[to]!.incoming.push(card);
    else state.groups[to]!.deck.unshift(card);
    state.log.push({ kind: "dream", seat: to });
  }
}

/**
 * An Idea drawn face up into a free notch. When none is free it waits beside the Rack, seen by
 * everyone, for the drawing group to name the Idea that leaves (`replaceIdea`): an Idea is its
 * action's last reward (content check), so the rest of the action is done by then.
 */
function drawIdea(state: PaleoState, seat: Seat): void {
  const drawn = state.camp.ideas.shift();
  if (!drawn) return;
  const notch = state.rack.notches.findIndex((n) => n === null);
  if (notch < 0) state.newIdea = { group: seat, idea: drawn.card };
  else placeIdea(state, seat, drawn.card, notch, null);
}

/** The full Rack's choice: the Idea in `notch` goes to the Graveyard, its recess tokens to the supply; the new Idea takes its place. */
export function replaceIdea(state: PaleoState, notch: number): void {
  const { group, idea } = state.newIdea!;
  const old = state.rack.notches[notch]!;
  state.graveyard.push(old.idea);
  const tool = cardOf(old.idea).idea?.tool;
  if (tool && old.tokens > 0) state.toolSupply[tool] = toolCount(state.toolSupply, tool) + old.tokens;
  state.newIdea = null;
  placeIdea(state, group, idea, notch, old.idea);
}

/** The Idea into its notch with its tokens from the supply; a surprise acts as it comes. */
function placeIdea(state: PaleoState, seat: Seat, card: CardId, notch: number, replaced: CardId | null): void {
  const idea = cardOf(card).idea!;
  const tokens = idea.tool ? Math.min(idea.tokens, toolCount(state.toolSupply, idea.tool)) : 0;
  if (idea.tool && tokens > 0) state.toolSupply[idea.tool] = toolCount(state.toolSupply, idea.tool) - tokens;
  state.rack.notches[notch] = { idea: card, tokens };
  state.log.push({ kind: "idea", card: keyOf(card), replaced: replaced && keyOf(replaced) });
  for (const reward of idea.onArrival) applySimple(state, seat, reward);
}

/** Secret N turns face up for the group to play at once; nothing when it is not in the stack. */
function turnSecret(state: PaleoState, seat: Seat, n: number, helpers: Seat[]): void {
  const at = state.secretStack.findIndex((s) => s.number === n);
  if (at < 0) return;
  const card = state.secretStack.splice(at, 1)[0]!.card;
  state.secretToPlay = { group: seat, card, carried: helpers, failed: [] };
  state.log.push({ kind: "secret", seat, card: keyOf(card) });
}

/** A card in play destroyed by its own action: out of its slot, group or Mission place, to the Graveyard. */
function removeFromPlay(state: PaleoState, card: CardId): void {
  for (const list of [state.missions, state.board, ...state.groups.map((g) => g.attached)]) {
    const at = list.indexOf(card);
    if (at >= 0) list.splice(at, 1);
  }
  releaseTokens(state, card);
  state.graveyard.push(card);
}
