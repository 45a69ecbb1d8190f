import {
  beforeMove,
  canBeTakenBack,
  createGame,
  playInPlace,
  replay,
  type AnyGame,
  type BeforeMove,
  type RecordedMove,
} from "@tablee/rules";
import { RoomErrorCode, type Refusal } from "./messages.js";
import { schemaJson } from "./schema.js";
import { gameSetupOf } from "./records.js";
import { refusal, type Table, type TableClient } from "./table.js";

/**
 * Taking back one's last moves: a person's moves that showed nothing hidden (engine/takeBack.ts),
 * the last ones of the game, with no one else's move since. The room counts how many such moves
 * the last mover has in a row; each take-back rebuilds the state from the stored moves without
 * the last one, which the store keeps apart. The count lives in memory: after a restart the
 * moves already played stay played.
 */
export class TakeBacks {
  private count = 0;

  constructor(private readonly table: Table) {}

  /** Before a person's move: what the check needs of the state as it was. */
  before(seat: number, move: unknown): BeforeMove | null {
    const { game, gameState } = this.table;
    return gameState === null ? null : beforeMove(game as AnyGame, gameState, seat, move);
  }

  /** After every stored move: a person's reversible move extends their run; anything else ends it. */
  after(seat: number, before: BeforeMove | null): void {
    const { game, gameState, state } = this.table;
    const reversible = before !== null && gameState !== null && canBeTakenBack(game, before, gameState);
    if (!reversible) {
      this.count = 0;
      state.takeBackSeat = -1;
      return;
    }
    this.count = state.takeBackSeat === seat ? this.count + 1 : 1;
    state.takeBackSeat = seat;
  }

  takeBack(client: TableClient): Refusal | void {
    const { table } = this;
    const seat = client.userData!.seat;
    if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "you have no seat");
    if (table.gameState === null || table.state.status !== "playing") return refusal(RoomErrorCode.NOT_STARTED, "no game is on");
    if (!table.game.takeBack) return refusal(RoomErrorCode.NO_TAKE_BACK, "this game has no take-backs");
    if (table.state.takeBackSeat !== seat || this.count === 0)
      return refusal(
        RoomErrorCode.NO_TAKE_BACK,
        "only your last moves, before anything hidden shows and before anyone else acts",
      );
    const { store } = table.services;
    const stored = store.listMoves(table.roomId);
    const last = stored.at(-1);
    if (!last || last.seat !== seat) return refusal(RoomErrorCode.NO_TAKE_BACK, "your last move is not the table's last");
    const earlier = replay(table.game, gameSetupOf(table.record), stored.slice(0, -1));
    store.takeBackMove(table.roomId, stored.length);
    table.gameState = earlier;
    table.state.moveCount = stored.length - 1;
    this.count -= 1;
    if (this.count === 0) table.state.takeBackSeat = -1;
    this.mark(seat, table.game.publicLog?.(earlier).length ?? null);
    table.afterChange();
  }

  /**
   * A take-back is a public event the log tells (issue 34), but its move leaves the game, and the
   * rules' log with it: the room keeps where it fell in the log. After a restart, the places come
   * back from the moves taken back in the store (one replay, only when there are any).
   */
  restoreMarks(moves: readonly RecordedMove[]): void {
    const { table } = this;
    const taken = table.services.store.listTakenBack(table.roomId);
    const publicLog = table.game.publicLog;
    if (taken.length === 0 || !publicLog) return;
    const state = createGame(table.game, gameSetupOf(table.record));
    const lengths = [publicLog(state).length];
    for (const { seat, move } of moves) {
      playInPlace(table.game, state, seat, move);
      lengths.push(publicLog(state).length);
    }
    for (const { seq, seat } of taken) this.mark(seat, lengths[Math.min(seq - 1, moves.length)] ?? null);
  }

  private mark(seat: number, at: number | null): void {
    if (at === null) return;
    const { state } = this.table;
    const marks = JSON.parse(state.takenBack) as { seat: number; at: number }[];
    state.takenBack = schemaJson([...marks, { seat, at }]);
  }
}
