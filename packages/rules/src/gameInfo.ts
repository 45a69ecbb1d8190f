/**
 * What a page needs to know of a game before its table opens: names, seat counts, whether people
 * may join mid-game. No rules and no content here, so the web client's first chunk stays small; a
 * game's rules load with its table (`loadGame`). `catalogue.test.ts` holds each entry to its
 * game's definition.
 */
export interface GameInfo {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** People may take a vacant seat mid-game (the game declares `seatChanges`). */
  joinsMidGame: boolean;
  /** A newcomer chooses their place in turn order (`seatChanges.joinAfter`). */
  choosesPlace: boolean;
}
