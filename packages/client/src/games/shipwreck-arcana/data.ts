import { shipwreckDisplay as S } from "@tablee/rules";
import type { Translate } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";

export const {
  arcanaById,
  abilityOf,
  answerWord,
  cardName,
  describeCondition,
  describePower,
  describeQuestion,
  describeUser,
  listValues,
  powerOf,
  tokenHours,
  tokenValue,
  HOURS_SLOT,
  LOSING_JUDGMENT,
  VALUES,
  WIN_SCORE,
} = S;
export type PublicView = S.ShipwreckPublicView;
export type PrivateView = S.ShipwreckPrivateView;
export type Move = S.ShipwreckMove;
export type Proposal = S.Proposal;
export type PowerTarget = S.PowerTarget;
export type TokenId = S.TokenId;
export type ArcanaId = S.ArcanaId;
export type LogEntry = S.LogEntry;
export type RowCard = S.RowCard;
export type Phase = S.Phase;

/** My private view as the client receives it: held tokens and the moves the server accepts now. */
export type Mine = PrivateView & { legalMoves: Move[] };

export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A seat's name at the table, or "Seat n" when it has none (a vacant seat). */
export const nameOf = (seats: SeatInfo[], seat: number, t: Translate): string =>
  seats[seat]?.name || t("seat.n", { n: seat + 1 });

/** The Arcana in front of row slot `slot` (1–4), if any. */
export const cardAt = (view: PublicView, slot: number): ArcanaId | null => view.row[slot - 1]?.card ?? null;
