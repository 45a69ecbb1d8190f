import type { Language } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import type { Translate } from "../../i18n/index.js";
// This War of Mine's content and types, straight from the rules' source (the client compiles the
// rules from source: see vite.config.ts). Every import of the rules' TWoM files is in this file.
import {
  characterCard,
  EDGES,
  eventCard,
  explorationCard,
  fixtureCard,
  locationCard,
  narrativeCard,
  objectiveCard,
  raidCard,
  residentCard,
  shelterCard,
  SPACES,
  visitorCard,
  type ShelterSpace,
} from "../../../../rules/src/games/this-war-of-mine/content/index.js";
import { DIE_FACES, HEAVY, TRADE_VALUE } from "../../../../rules/src/games/this-war-of-mine/gear.js";
import {
  ITEM_KINDS,
  STATES,
  type ItemCounts,
  type ItemKind,
  type StateKind,
} from "../../../../rules/src/games/this-war-of-mine/items.js";
import type { LocalText } from "../../../../rules/src/games/this-war-of-mine/scripts/schema.js";
// A seat's legal moves: the draft's edits the public view lists, and its own (the Leader's moves).
export { movesFromView } from "../../../../rules/src/games/this-war-of-mine/draftOptions.js";
import type {
  DayAction,
  Draft,
  DraftEdit,
  LogEntry,
  Phase,
  TwomMove,
} from "../../../../rules/src/games/this-war-of-mine/types.js";
import type { CharacterView, TwomPublicView } from "../../../../rules/src/games/this-war-of-mine/views.js";
import type { ChoiceOption } from "../../../../rules/src/games/this-war-of-mine/scripts/engine.js";
import type { CombatRoll } from "../../../../rules/src/games/this-war-of-mine/combat.js";

export {
  characterCard,
  DIE_FACES,
  EDGES,
  eventCard,
  explorationCard,
  fixtureCard,
  HEAVY,
  ITEM_KINDS,
  locationCard,
  narrativeCard,
  objectiveCard,
  raidCard,
  residentCard,
  shelterCard,
  SPACES,
  STATES,
  TRADE_VALUE,
  visitorCard,
};
export type {
  CharacterView,
  ChoiceOption,
  CombatRoll,
  DayAction,
  Draft,
  DraftEdit,
  ItemCounts,
  ItemKind,
  LocalText,
  LogEntry,
  Phase,
  ShelterSpace,
  StateKind,
};
export type PublicView = TwomPublicView;
export type Move = TwomMove;
export type EditMove = Extract<Move, { type: "edit" }>;
/** A seat's own part: the Leader's moves (the draft's edits, the same for every seat, are in the public view). */
export interface PrivateView {
  legalMoves?: Move[] | null;
}

/** A content text in the page's language. */
export const local = (text: LocalText | undefined, language: Language): string => (text ? text[language] : "");

/** A seat's name at the table. */
export const playerName = (seats: readonly SeatInfo[], seat: number, t: Translate): string =>
  seats[seat]?.name || t("seat.n", { n: seat + 1 });

/** A character's printed name (the same in both languages). */
export const characterName = (id: string): string => characterCard(id)?.name ?? id;

/** Floors from the attic down, as the house stands. */
export const FLOORS = [3, 2, 1, 0] as const;

/** The legal edits of the shared draft, and the Leader's confirmation if open. */
export function editsOf(legal: readonly Move[]): DraftEdit[] {
  return legal.flatMap((m) => (m.type === "edit" ? [m.edit] : []));
}
export const confirmOf = (legal: readonly Move[]): Extract<Move, { type: "confirm" }> | undefined =>
  legal.find((m): m is Extract<Move, { type: "confirm" }> => m.type === "confirm");

/** Item counts with something in them, in the box's order. */
export const presentItems = (items: ItemCounts | undefined): [ItemKind, number][] =>
  ITEM_KINDS.flatMap((k) => ((items?.[k] ?? 0) > 0 ? [[k, items![k]!] as [ItemKind, number]] : []));
