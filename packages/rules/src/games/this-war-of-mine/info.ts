import type { GameInfo } from "../../catalogue.js";

/** What pages will show of This War of Mine before its table opens (registered, not listed until its table lands: see catalogue.ts). */
export const thisWarOfMineInfo: GameInfo = {
  id: "this-war-of-mine",
  name: "This War of Mine",
  minSeats: 1,
  maxSeats: 6,
  joinsMidGame: true,
  choosesPlace: false,
};
