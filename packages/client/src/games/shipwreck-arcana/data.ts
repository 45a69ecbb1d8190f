import { shipwreckDisplay as S } from "@tablee/rules";
import type { Language, Translate } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";

export const {
  arcanaById,
  abilityName,
  abilityOf,
  answerWord,
  describeCondition,
  describePower,
  describeQuestion,
  describeUser,
  listValues,
  powerName,
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

/**
 * The Arcana's names as players read them. The rules name each card in English (an id, for the
 * logs); the French edition's rulebook keeps the three names it prints (The Hours, Midnight and
 * The Deep), and the cards of our own design have French names of their own.
 */
const NAMES: Record<ArcanaId, { en: string; fr: string }> = {
  "arcana-midnight": { en: "Midnight", fr: "Midnight" },
  "arcana-the-deep": { en: "The Deep", fr: "The Deep" },
  "arcana-high-tide": { en: "High Tide", fr: "La Marée haute" },
  "arcana-the-twins": { en: "The Twins", fr: "Les Jumeaux" },
  "arcana-the-lantern": { en: "The Lantern", fr: "La Lanterne" },
  "arcana-the-anchor": { en: "The Anchor", fr: "L'Ancre" },
  "arcana-the-storm": { en: "The Storm", fr: "La Tempête" },
  "arcana-the-gull": { en: "The Gull", fr: "La Mouette" },
  "arcana-the-reef": { en: "The Reef", fr: "Le Récif" },
  "arcana-the-compass": { en: "The Compass", fr: "La Boussole" },
  "arcana-the-siren": { en: "The Siren", fr: "La Sirène" },
  "arcana-the-castaway": { en: "The Castaway", fr: "Le Naufragé" },
  "arcana-the-lighthouse": { en: "The Lighthouse", fr: "Le Phare" },
  "arcana-the-kraken": { en: "The Kraken", fr: "Le Kraken" },
  "arcana-the-shallows": { en: "The Shallows", fr: "Les Hauts-Fonds" },
  "arcana-the-wreck": { en: "The Wreck", fr: "L'Épave" },
  "arcana-the-pearl": { en: "The Pearl", fr: "La Perle" },
  "arcana-the-current": { en: "The Current", fr: "Le Courant" },
  "arcana-the-bell": { en: "The Drowned Bell", fr: "La Cloche engloutie" },
  "arcana-the-fog": { en: "The Fog", fr: "Le Brouillard" },
};

/** An Arcana's name in the player's language (the rules' English name for a card we do not know). */
export const cardName = (id: ArcanaId, language: Language): string => NAMES[id]?.[language] ?? S.cardName(id);

/** A seat's name at the table, or "Seat n" when it has none (a vacant seat). */
export const nameOf = (seats: SeatInfo[], seat: number, t: Translate): string =>
  seats[seat]?.name || t("seat.n", { n: seat + 1 });

/** The Arcana in front of row slot `slot` (1–4), if any. */
export const cardAt = (view: PublicView, slot: number): ArcanaId | null => view.row[slot - 1]?.card ?? null;
