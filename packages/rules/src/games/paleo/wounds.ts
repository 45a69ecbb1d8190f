import type { Seat } from "../../engine/index.js";
import { cardOf, keyOf } from "./catalog.js";
import { addSkulls } from "./endings.js";
import { gainTool } from "./tools.js";
import type { CardId, Member, MemberRef, PaleoState } from "./types.js";

/** Wounds, death and healing. All wounds of one source go on one Character. */
export const heartsOf = (card: CardId): number => cardOf(card).character?.hearts ?? 1;
export const memberOf = (state: PaleoState, ref: MemberRef): Member | undefined =>
  state.groups[ref.group]?.members.find((m) => m.card === ref.card);

/**
 * Draws a Character from the Base camp, face up, into the group, with its tool token from the
 * supply when it shows one (if the supply has it). Null when the Characters deck is empty.
 */
export function drawCharacter(state: PaleoState, seat: Seat): CardId | null {
  const drawn = state.camp.characters.shift();
  if (!drawn) return null;
  state.groups[seat]!.members.push({ card: drawn.card, wounds: 0 });
  const tool = cardOf(drawn.card).character?.tool;
  if (tool) gainTool(state, seat, tool);
  state.log.push({ kind: "character", seat, card: keyOf(drawn.card) });
  return drawn.card;
}

/**
 * A Character leaves for the Graveyard (a death, or destroyed by a reward): its wounds go back,
 * +1 Skull; its tools stay with the group. A group left with none draws a new one at once.
 */
export function loseMember(state: PaleoState, ref: MemberRef): void {
  const group = state.groups[ref.group]!;
  const at = group.members.findIndex((m) => m.card === ref.card);
  if (at < 0) return;
  group.members.splice(at, 1);
  state.graveyard.push(ref.card);
  state.log.push({ kind: "death", group: ref.group, card: keyOf(ref.card) });
  addSkulls(state, 1);
  if (group.members.length === 0) {
    const drawn = drawCharacter(state, ref.group);
    state.log.push({ kind: "replacement", group: ref.group, card: drawn && keyOf(drawn) });
  }
}

/**
 * `n` wounds from one source, `cancelled` of them prevented before placement. A wound with no
 * free heart kills the Character and the rest of that source is lost. A target that died earlier
 * in the same action is replaced by the first Character of its group; a group with none takes
 * the source as 1 Skull.
 */
export function sufferWounds(state: PaleoState, target: MemberRef | null, n: number, cancelled: number): void {
  const effective = n - cancelled;
  if (effective <= 0) return;
  let member = target ? memberOf(state, target) : undefined;
  const group = target?.group ?? null;
  if (!member && group !== null) member = state.groups[group]!.members[0];
  if (!member || group === null) {
    addSkulls(state, 1);
    return;
  }
  state.log.push({ kind: "wound", group, card: keyOf(member.card), n, cancelled });
  for (let k = 0; k < effective; k++) {
    if (member.wounds < heartsOf(member.card)) member.wounds++;
    else {
      loseMember(state, { group, card: member.card });
      return;
    }
  }
}

/** One wound removed from a Character, if it has any. */
export function healOne(state: PaleoState, ref: MemberRef | null): void {
  const member = ref ? memberOf(state, ref) : undefined;
  if (member && member.wounds > 0) member.wounds--;
}
