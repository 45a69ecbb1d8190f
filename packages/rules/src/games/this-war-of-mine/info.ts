import type { GameInfo } from "../../gameInfo.js";

/** What pages show of This War of Mine before its table opens (see catalogue.ts). Listed since its table landed (issue 18). */
export const thisWarOfMineInfo: GameInfo = {
  id: "this-war-of-mine",
  name: "This War of Mine",
  minSeats: 1,
  maxSeats: 6,
  joinsMidGame: true,
  choosesPlace: false,
};
