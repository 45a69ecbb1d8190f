import type { GameInfo } from "../../gameInfo.js";

/** What pages show of Sealed Numbers before its table opens (see catalogue.ts). */
export const sealedNumbersInfo: GameInfo = {
  id: "sealed-numbers",
  name: "Sealed Numbers",
  minSeats: 2,
  maxSeats: 4,
  joinsMidGame: false,
  choosesPlace: false,
};
