import { RuleError } from "../../engine/index.js";

/**
 * The version of this game's content and rules. Bumped whenever a change would make a stored
 * campaign's moves replay into a different game (a card, a paragraph, a rule, a deck's order at
 * set-up). A room stores it in its options when it is created; a campaign of another version is
 * refused at set-up with a message that says why, rather than replayed under rules it was not
 * played with (the server then closes the room: its moves no longer replay).
 *
 * History: 2, the engine up to the fifth slice; 3, the sixth slice (Ines's storyteller, Lena's
 * chemist, Residents in the Exploration area, hidden items taken first, people carried home, the
 * Location swap at scavenging). Campaigns stored before the version was written into the options
 * carry none: the schema's default reads them as the current version (nothing tells them apart
 * from a new room's request), so the guard holds from version 3 on. 4, rules fidelity (issue 35):
 * the same content, rules fixed (`RULE_FIXES`); a version-3 campaign still replays, as it was
 * played.
 */
export const CONTENT_VERSION = 4;

/**
 * The versions this build plays: a campaign of an older one whose content is the same is replayed
 * under the rules it was begun with, every fix since gated by `ruleFixed`.
 */
export const PLAYED_VERSIONS: readonly number[] = [3, CONTENT_VERSION];

/**
 * Rule fixes that change what stored moves lead to, by the version that brought them. A campaign
 * begun before keeps the old rule, so its moves replay into the same story (the server restores a
 * room by replaying its moves).
 */
export const RULE_FIXES = {
  /** Issue 35, 7: an enemy that rolls out of ammo does not roll again, unarmed, in the same round. */
  oneEnemyDiePerRound: 4,
  /** Issue 35, 8: a Residents card an encounter draws is resolved before the rest of the card that raised it. */
  encounterFirst: 4,
} as const;

/** Whether a campaign plays by this fix (it was begun under the version that brought it, or later). */
export const ruleFixed = (state: { contentVersion: number }, fix: keyof typeof RULE_FIXES): boolean =>
  state.contentVersion >= RULE_FIXES[fix];

/** Code of the refusal (the platform's RuleError). */
export const CONTENT_VERSION_ERROR = "CONTENT_VERSION";

/** Throws, before anything is set up, when the campaign's content version is not one this build plays. */
export function refuseOtherVersion(version: number): void {
  if (PLAYED_VERSIONS.includes(version)) return;
  throw new RuleError(
    CONTENT_VERSION_ERROR,
    `This War of Mine: this campaign was begun with content version ${version}; this server plays versions ${PLAYED_VERSIONS.join(", ")} ` +
      "only, and would replay its moves into a different story. It cannot be resumed here.",
  );
}
