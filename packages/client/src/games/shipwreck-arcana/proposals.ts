import type { Language, Translate } from "../../i18n/index.js";
import { cardAt, cardName, powerOf, tokenValue, type Move, type PowerTarget, type Proposal, type PublicView } from "./data.js";

const sameTarget = (a: PowerTarget | undefined, b: PowerTarget | undefined) => a?.token === b?.token && a?.slot === b?.slot;

/** Two proposals say the same thing (whatever the order of their keys). */
export function sameProposal(a: Proposal, b: Proposal): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "predict" && b.kind === "predict") return a.value === b.value;
  if (a.kind === "power" && b.kind === "power") return a.card === b.card && sameTarget(a.target, b.target);
  return true;
}

/**
 * What backing `proposal` sends for a group member: an agreement when that very proposal is on
 * the table (proposing it again would wipe the others' agreement), a new proposal otherwise.
 * Null when the server would accept neither now.
 */
export function offerFor(proposal: Proposal, view: PublicView, legal: Move[]): { move: Move | null; onTable: boolean } {
  const open = view.proposal;
  if (open && sameProposal(open.proposal, proposal)) {
    return { move: legal.find((m) => m.type === "agree" && m.id === open.id) ?? null, onTable: true };
  }
  return { move: legal.find((m) => m.type === "propose" && sameProposal(m.proposal, proposal)) ?? null, onTable: false };
}

/** Where a face-up token lies: the row position (1–4) it is in front of, if any. */
export function positionOfToken(view: PublicView, token: string): number | null {
  const index = view.row.findIndex((card) => card?.fates.includes(token as never));
  return index < 0 ? null : index + 1;
}

/** A power's target in words: "the 5 in front of The Gull", "position 2 (The Reef)". */
export function describeTarget(target: PowerTarget, view: PublicView, t: Translate, language: Language): string {
  const parts: string[] = [];
  if (target.token) {
    const from = positionOfToken(view, target.token);
    const card = from === null ? null : cardAt(view, from);
    parts.push(
      card
        ? t("sw.target.tokenAt", { value: tokenValue(target.token), card: cardName(card, language) })
        : t("sw.target.token", { value: tokenValue(target.token) }),
    );
  }
  if (target.slot) {
    const card = cardAt(view, target.slot);
    parts.push(
      t(target.token ? "sw.target.toSlot" : "sw.target.slot", { n: target.slot, card: card ? cardName(card, language) : "—" }),
    );
  }
  return parts.join(" ");
}

/** A proposal in words, for the prediction panel. */
export function describeProposal(proposal: Proposal, view: PublicView, t: Translate, language: Language): string {
  switch (proposal.kind) {
    case "predict":
      return t("sw.proposal.predict", { value: proposal.value });
    case "pass":
      return view.wrongPredictions > 0 ? t("sw.proposal.stop") : t("sw.proposal.pass");
    case "power": {
      const target = describeTarget(proposal.target ?? {}, view, t, language);
      return (
        t("sw.proposal.power", { card: cardName(proposal.card, language), effect: powerOf(proposal.card, language) }) +
        (target ? ` (${target})` : "")
      );
    }
  }
}
