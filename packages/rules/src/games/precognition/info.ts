import type { GameInfo } from "../../gameInfo.js";

/** What pages show of Précognition before its table opens (see catalogue.ts). */
export const precognitionInfo: GameInfo = {
  id: "precognition",
  name: "Précognition",
  minSeats: 2,
  maxSeats: 4,
  joinsMidGame: false,
  choosesPlace: false,
};
