import type { Language, Translate } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
// Natera's content and types, straight from the rules' source (the client compiles the rules from
// source: see vite.config.ts). Every import of the rules' Natera files is in this file.
import { content, CARD_TYPES, miniTile, RESOURCES, ZONES } from "../../../../rules/src/games/natera/content/index.js";
import { ACCESS_LEVEL } from "../../../../rules/src/games/natera/board.js";
import { COLONY_COST, SEASONS, TRACK_MAX } from "../../../../rules/src/games/natera/types.js";
import { ACHIEVEMENT_VP, LATE_CLAIM_VP } from "../../../../rules/src/games/natera/content/index.js";
import type {
  AchievementCondition,
  Card,
  CardType,
  Effect,
  Location,
  PayKind,
  Prerequisite,
  Resource,
  Resources,
  ScienceFace,
  Specialist,
  Tribe,
  Zone,
} from "../../../../rules/src/games/natera/content/index.js";
import type { AchievementSpot, LogEntry, NateraMove, Pawn, Phase } from "../../../../rules/src/games/natera/types.js";
import type { LocationView, NateraPrivateView, NateraPublicView, TribeView } from "../../../../rules/src/games/natera/views.js";
import type { ScoreSheet } from "../../../../rules/src/games/natera/scoring.js";

export { content, CARD_TYPES, miniTile, RESOURCES, ZONES, ACCESS_LEVEL, COLONY_COST, SEASONS, TRACK_MAX };
export { ACHIEVEMENT_VP, LATE_CLAIM_VP };
export type {
  AchievementCondition,
  AchievementSpot,
  Card,
  CardType,
  Effect,
  Location,
  LocationView,
  LogEntry,
  PayKind,
  Pawn,
  Phase,
  Prerequisite,
  Resource,
  Resources,
  ScienceFace,
  ScoreSheet,
  Specialist,
  Tribe,
  TribeView,
  Zone,
};
export type PublicView = NateraPublicView;
export type PrivateView = NateraPrivateView & { legalMoves?: Move[] };
export type Move = NateraMove;
export type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

/** Every zone of the board, the Forest first (it is the centre). */
export const BOARD_ZONES = ["forest", ...ZONES] as const;
export type BoardZone = (typeof BOARD_ZONES)[number];

/** One colour per seat, used for pawns, colonies, discs and track markers. */
/** White names sit on these (claims, badges): each one is dark enough for 4.5:1. */
export const SEAT_COLOURS = ["#c0533a", "#2f6fd6", "#287a4e", "#86691a"] as const;
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/** A tribe at the table: "Ana" or "Tribe 2". */
export const playerName = (seats: SeatInfo[], seat: number, t: Translate): string =>
  seats[seat]?.name || t("na.seat", { n: seat + 1 });

export const tribeById = (id: string | null | undefined): Tribe | undefined =>
  id ? (content.tribes[id] ?? content.tribes[id.replace(/^nt-/, "")]) : undefined;
export const tribeName = (id: string | null | undefined, language: Language): string => tribeById(id)?.name[language] ?? "";

export const cardOf = (id: string): Card | undefined => content.cards[id];
export const specialistOf = (id: string): Specialist | undefined => content.specialists[id];
export const locationOf = (id: string): Location | undefined => content.locations[id];
export const faceOf = (id: string | null | undefined): ScienceFace | undefined => (id ? content.science[id] : undefined);

/** A card's or specialist's name in the player's language (ids of both kinds). */
export const nameOf = (id: string, language: Language): string =>
  cardOf(id)?.name[language] ?? specialistOf(id)?.name[language] ?? tribeById(id)?.name[language] ?? id;

/** The moves of one type among the legal ones. */
export const movesOfType = <T extends Move["type"]>(legal: readonly Move[], type: T): MoveOf<T>[] =>
  legal.filter((m): m is MoveOf<T> => m.type === type);

/** The box numbers of a Science board, top row first (row 4 scores, row 0 produces). */
export const SCIENCE_ROWS = [4, 3, 2, 1, 0] as const;
