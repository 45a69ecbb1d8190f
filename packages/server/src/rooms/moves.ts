import { checkMove, isRuleError, isSeatHolderMove, replay, wirePartsOf, type GameSetup, type Outcome } from "@tablee/rules";
import { RoomErrorCode, type Refusal } from "./messages.js";
import { gameSetupOf } from "./records.js";
import { schemaJson, syncFields, type SeatSlot } from "./schema.js";
import { refusal, type Table, type TableClient } from "./table.js";
import type { TakeBacks } from "./takeBacks.js";

/**
 * The one path every move takes, a person's, a bot's or a timer's: the rules check it, the
 * room plays it in place, the store keeps it, and only then do the views show it.
 */
export class Moves {
  /** Set by the room: take-backs watch every move (a person's reversible ones can be taken back). */
  takeBacks: TakeBacks | null = null;
  /** Set by the room: sees each new public view (a long game's progress is kept from it). */
  onView: ((view: unknown) => void) | null = null;

  constructor(private readonly table: Table) {}

  setup(): GameSetup<unknown> {
    return gameSetupOf(this.table.record);
  }

  /** A seated person's move, from the `move` message. */
  fromPlayer(client: TableClient, move: unknown): Refusal | void {
    const { table } = this;
    const seat = client.userData!.seat;
    if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "spectators cannot play");
    if (table.gameState === null) return refusal(RoomErrorCode.NOT_STARTED, "the game has not started");
    if ((table.state.seats[seat] as SeatSlot).bot) return refusal(RoomErrorCode.SEAT_HELD_BY_BOT, "a bot is playing this seat");
    if (this.isSeatChange(move)) return refusal(RoomErrorCode.BAD_MESSAGE, "join and leave with takeSeat and leaveSeat");
    const refused = this.submit(seat, move, true);
    // The sender learns which patch carries its move, so it never acts twice on a stale view.
    if (!refused) client.send("accepted", { seq: table.state.moveCount });
    return refused;
  }

  /** A join, leave or seat-holder move, whatever its other fields: only the room plays those. */
  private isSeatChange(move: unknown): boolean {
    if (isSeatHolderMove(this.table.game, move)) return true;
    const changes = this.table.game.seatChanges;
    if (!changes) return false;
    const typeOf = (m: unknown) => (typeof m === "object" && m !== null ? (m as { type?: unknown }).type : m);
    const type = typeOf(move);
    return type === typeOf(changes.join) || type === typeOf(changes.leave);
  }

  /**
   * Tells the rules of a game with `seatHolders` that a bot or a person holds `seat` now (so no
   * bot decides for the group ahead of a seated person). Other games, and a game not under way,
   * need nothing.
   */
  seatHeld(seat: number, bot: boolean): void {
    const holders = this.table.game.seatHolders;
    if (!holders || this.table.gameState === null || this.table.state.status !== "playing") return;
    // Even in a paused game: who holds a seat is a fact, not a decision.
    const refused = this.play(seat, bot ? holders.bot : holders.person, false);
    if (refused)
      this.table.services.logger.warn({ roomId: this.table.roomId, seat, refused }, "the rules refused who holds a seat");
  }

  /**
   * A room stored before the rules were told who holds each seat (issue 34) restores with every
   * seat taken for a person's: tell them, once, which seats its bots hold. A room that ever told
   * them has its holder moves among its stored moves and needs nothing.
   */
  backfillSeatHolders(stored: readonly { move: unknown }[], slots: readonly SeatSlot[]): void {
    const { game } = this.table;
    if (!game.seatHolders || stored.some(({ move }) => isSeatHolderMove(game, move))) return;
    for (const slot of slots) if (slot.bot) this.seatHeld(slot.seat, true);
  }

  /** `byPerson`: the seat's own player sent it (not a bot, a timer or the room): it may be taken back. */
  submit(seat: number, rawMove: unknown, byPerson = false): Refusal | void {
    if (this.table.state.paused) return refusal(RoomErrorCode.PAUSED, "the host paused the game");
    return this.play(seat, rawMove, byPerson);
  }

  private play(seat: number, rawMove: unknown, byPerson: boolean): Refusal | void {
    const { table } = this;
    const { game, services } = table;
    let move: unknown;
    try {
      move = checkMove(game, table.gameState, seat, rawMove);
    } catch (error) {
      if (isRuleError(error)) return refusal(error.code, error.message);
      throw error;
    }
    const seq = table.state.moveCount + 1;
    const before = byPerson ? (this.takeBacks?.before(seat, move) ?? null) : null;
    try {
      // In place: a copy of the whole state per move was most of the old-generation garbage
      // (and so of the memory) of a server holding thousands of rooms.
      game.play(table.gameState, seat, move);
      services.store.appendMove(table.roomId, { seat, move }, seq);
    } catch (error) {
      // The rules may refuse a move after changing part of the state, and a failed write
      // leaves a move unstored: either way the stored moves rebuild the state as it was. A
      // whole Précognition game rebuilds in 0.5 ms, and the rate limit bounds how often a
      // client can make us do it; no game's care is needed for "a refusal changes nothing".
      this.rebuildFromStore();
      if (isRuleError(error)) return refusal(error.code, error.message);
      throw error;
    }
    table.state.moveCount = seq;
    this.takeBacks?.after(seat, before);
    services.metrics.moves.inc({ game: game.id });
    table.afterChange();
  }

  private rebuildFromStore(): void {
    const { table } = this;
    try {
      const moves = table.services.store.listMoves(table.roomId);
      table.gameState = replay(table.game, this.setup(), moves);
      table.state.moveCount = moves.length;
    } catch (error) {
      // Neither the state in memory nor the store can be trusted to match: take no more moves
      // here. The store holds what was played, and a restart brings the room back from it.
      table.services.logger.error({ err: error, roomId: table.roomId }, "could not rebuild the game from the store");
      table.gameState = null;
      table.close(4000);
    }
  }

  /** Projects the rules state into the synchronised views and pushes the patch at once. */
  project(): void {
    const { table } = this;
    const state = table.gameState;
    if (state !== null) {
      const { game, schema } = table;
      const view = game.publicView(state);
      syncFields(table.state.view, schema.publicParts, view);
      if (game.publicLog) table.state.logLength = game.publicLog(state).length;
      this.onView?.(view);
      for (const slot of table.state.seats) {
        const { private: own, legalMoves } = wirePartsOf(game, state, slot.seat);
        syncFields(slot.secret, schema.privateParts, { ...own, legalMoves });
      }
      const waiting = game.waitingOn(state) as number[];
      if (waiting.join() !== table.state.waitingOn.join()) {
        table.state.waitingOn.clear();
        table.state.waitingOn.push(...waiting);
      }
      const outcome = game.outcome(state) as Outcome | null;
      if (outcome && table.state.status !== "finished") this.finish(outcome);
    }
    // Do not wait for the next patch tick: a reveal reaches everyone as soon as it happens.
    table.broadcastPatch();
  }

  private finish(outcome: Outcome): void {
    const { table } = this;
    table.state.outcome = schemaJson(outcome);
    table.state.status = "finished";
    for (const slot of table.state.seats) slot.deadline = 0;
    table.services.store.updateRoom(table.roomId, { status: "finished" });
    table.services.metrics.gamesFinished.inc({ game: table.game.id });
    table.services.logger.info({ roomId: table.roomId, reason: outcome.reason }, "game over");
  }
}
