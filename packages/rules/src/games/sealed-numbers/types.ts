import { z } from "zod";
import type { RngState, Seat, SimultaneousRound } from "../../engine/index.js";

/**
 * Sealed Numbers — the platform's reference game, used by tests only: every round a public
 * target is drawn; every seat secretly seals one number card from its hand; all cards are
 * revealed together and the closest to the target scores. Three rounds.
 */
export const ROUNDS = 3;
export const DECK_SIZE = 12;

/** Card ids are distinctive so leak audits can look for them in raw bytes. */
export type CardId = `sn-card-${string}`;

export const optionsSchema = z
  .object({
    rounds: z.number().int().min(1).max(ROUNDS).default(ROUNDS),
  })
  .strict();
export type SealedNumbersOptions = z.infer<typeof optionsSchema>;

export const moveSchema = z
  .object({
    type: z.literal("seal"),
    card: z.string().regex(/^sn-card-\d\d$/) as z.ZodType<CardId>,
  })
  .strict();
export type SealedNumbersMove = z.infer<typeof moveSchema>;

export interface RevealedRound {
  target: number;
  cards: CardId[];
  scorers: Seat[];
}

export interface SealedNumbersState {
  rng: RngState;
  seats: number;
  rounds: number;
  round: number;
  target: number;
  hands: CardId[][];
  sealing: SimultaneousRound<CardId>;
  history: RevealedRound[];
  scores: number[];
}

export const cardValue = (card: CardId): number => Number(card.slice("sn-card-".length));
export const cardId = (value: number): CardId => `sn-card-${String(value).padStart(2, "0")}`;
