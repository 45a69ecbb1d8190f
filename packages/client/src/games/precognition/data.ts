import { precognitionDisplay as P } from "@tablee/rules";
import type { Language } from "../../i18n/index.js";

export const {
  content,
  cardOf,
  roomOf,
  riverTileOf,
  objectiveOf,
  isIsland,
  machineOf,
  resolvedCosts,
  resolvedGain,
  MIRROR,
  COOP_TARGET,
  OBJECTIVE_REVEAL_COST,
  TURNS,
  PLAGUE_MAX,
  leftOf,
  rightOf,
  toComeOf,
} = P;
export type BoatView = P.BoatView;
export type PublicView = P.PrecognitionPublicView;
export type PrivateView = P.PrecognitionPrivateView;
export type Move = P.PrecognitionMove;
export type ExpeditionCard = P.ExpeditionCard;
export type MachineCondition = P.MachineCondition;
export type MachineEffect = P.MachineEffect;
export type Requirement = P.Requirement;
export type RiverEffect = P.RiverEffect;
export type Pool = P.Pool;
export type PrescientId = P.PrescientId;
export type PoolResource = P.PoolResource;
export type LogEntry = P.LogEntry;
export type BoatChange = P.BoatChange;

export const cardName = (id: string, language: Language): string => cardOf(id).name[language];
export const prescientName = (id: string | null): string =>
  id ? (content.prescients.find((p) => p.id === id)?.name ?? id) : "—";
export const prescientLeaning = (id: string, language: Language): string =>
  content.prescients.find((p) => p.id === id)?.leaning[language] ?? "";
export const islandName = (id: string, language: Language): string =>
  content.islands.find((i) => i.id === id)?.name[language] ?? id;
export const tileName = (id: string, language: Language): string =>
  isIsland(id) ? islandName(id, language) : riverTileOf(id).name[language];
