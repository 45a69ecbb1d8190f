import type { GameInfo } from "../../gameInfo.js";

/** What pages show of Paleo before its table opens (see catalogue.ts). */
export const paleoInfo: GameInfo = {
  id: "paleo",
  name: "Paleo",
  minSeats: 2,
  maxSeats: 4,
  joinsMidGame: false,
  choosesPlace: false,
};
