import type { GameInfo } from "../../gameInfo.js";

/** What pages show of The Shipwreck Arcana before its table opens (see catalogue.ts). */
export const shipwreckArcanaInfo: GameInfo = {
  id: "shipwreck-arcana",
  name: "The Shipwreck Arcana",
  minSeats: 2,
  maxSeats: 5,
  joinsMidGame: true,
  choosesPlace: true,
};
