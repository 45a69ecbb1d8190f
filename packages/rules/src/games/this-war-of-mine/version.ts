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
 * from a new room's request), so the guard holds from version 3 on.
 */
export const CONTENT_VERSION = 3;

/** Code of the refusal (the platform's RuleError). */
export const CONTENT_VERSION_ERROR = "CONTENT_VERSION";

/** Throws, before anything is set up, when the campaign's content version is not the one this build plays. */
export function refuseOtherVersion(version: number): void {
  if (version === CONTENT_VERSION) return;
  throw new RuleError(
    CONTENT_VERSION_ERROR,
    `This War of Mine: this campaign was begun with content version ${version}; this server plays version ${CONTENT_VERSION} ` +
      "only, and would replay its moves into a different story. It cannot be resumed here.",
  );
}
