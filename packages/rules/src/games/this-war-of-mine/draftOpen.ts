import type { TwomState } from "./types.js";

/**
 * Opens a draft for the group: a new version, so a confirmation made on an older one is refused.
 * On its own so the phases can open drafts without importing the flow that runs them.
 */
export function openDraft(state: TwomState, draft: NonNullable<TwomState["draft"]>): void {
  state.draft = draft;
  state.draftVersion += 1;
}
