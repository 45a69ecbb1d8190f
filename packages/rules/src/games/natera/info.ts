import type { GameInfo } from "../../gameInfo.js";

/** What pages show of Natera before its table opens (see catalogue.ts). Listed since its table landed (issue 16). */
export const nateraInfo: GameInfo = {
  id: "natera",
  name: "Natera: New Beginning",
  minSeats: 2,
  maxSeats: 4,
  joinsMidGame: false,
  choosesPlace: false,
};
