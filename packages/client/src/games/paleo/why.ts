import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import { requestText, resourceName } from "./describe.js";
import { movesOfType, toolName, type Move, type Pending, type Why } from "./data.js";

/**
 * Why something cannot be done now, in words (issue 34): the rules put the reason in the view as
 * data (a kind and its numbers) and the table words it — "the depot is short: 0 Wood (needs 1)",
 * "waiting for Group 2 (Ben)'s action to finish". A lower-case phrase, to follow "Not possible
 * now:" or "Cannot be carried out yet:".
 */
export function whyText(why: Why, t: Translate, language: Language, group: (seat: number) => string): string {
  const skills = (short: { skill: string; have: number; need: number }[]) =>
    short.map((s) => t(`pl.skillHave.${s.skill}` as MessageKey, { have: s.have, need: s.need })).join(", ");
  switch (why.kind) {
    case "busy":
      return t("pl.why.busy", { group: group(why.group) });
    case "secretFirst":
      return t("pl.why.secretFirst", { group: group(why.group) });
    case "failed":
      return t("pl.why.failed");
    case "mustPlace":
      return t("pl.why.mustPlace");
    case "dangerInFull":
      return t("pl.why.dangerInFull", { because: whyText(why.because, t, language, group) });
    case "skills":
      return t(why.withHelp ? "pl.why.skillsWithHelp" : "pl.why.skills", { short: skills(why.short) });
    case "request":
      return t("pl.why.request", { request: requestText(why.request, t, language) });
    case "needsHelp":
      return t("pl.why.needsHelp");
    case "fromCard":
      return t("pl.why.fromCard");
    case "discard":
      return t("pl.why.discard", { need: why.need, have: why.have });
    case "nightDiscard":
      return t("pl.why.nightDiscard");
    case "depot":
      return why.short.length === 0
        ? t("pl.why.depotMix")
        : t(why.crafting ? "pl.why.depotCraft" : "pl.why.depot", {
            short: why.short
              .map((s) => t("pl.why.resourceShort", { have: s.have, what: resourceName(s.resource, t), need: s.need }))
              .join(", "),
          });
    case "tools":
      return t("pl.why.tools", { tool: toolName(why.tool, language), have: why.have, need: why.need });
    case "rollFirst":
      return t("pl.why.rollFirst");
    case "lacksTool":
      return t("pl.why.lacksTool", { group: group(why.group), tool: toolName(why.tool, language) });
    case "holderTakesPart":
      return t("pl.why.holderTakesPart", { group: group(why.group) });
    case "craftSkills":
      return t("pl.why.craftSkills", { short: skills(why.short) });
    case "noToken":
      return t("pl.why.noToken");
    case "nameDestroy":
      return t("pl.why.nameDestroy");
    case "plan":
      return t("pl.why.plan");
  }
}

/** A phrase as a sentence of its own: its first letter up ("les compétences…" → "Les compétences…"). */
export const sentence = (phrase: string): string => phrase.charAt(0).toLocaleUpperCase() + phrase.slice(1);

/**
 * What the acting group can do about a plan that does not hold, from the moves it has: before the
 * roll, ask for help or go back; after it (participants locked, no going back), use up a
 * single-use tool if one is offered, else let the action fail — and then its card is used
 * another way. Nothing to advise while the dice are still to roll.
 */
export function adviceFor(why: Why, pending: Pending, legal: Move[], t: Translate): string[] {
  if (why.kind === "rollFirst") return [];
  if (pending.dice === null) return [t(movesOfType(legal, "askHelp").length > 0 ? "pl.advice.ask" : "pl.advice.change")];
  const ownCard = pending.source.kind === "revealed" || pending.source.kind === "secret";
  return [
    t(movesOfType(legal, "boost").length > 0 ? "pl.advice.boostOrFail" : "pl.advice.fail"),
    ...(ownCard ? [t("pl.advice.thenCard")] : []),
  ];
}
