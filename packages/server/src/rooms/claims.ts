import type { Bots } from "./bots.js";
import type { Host } from "./host.js";
import { RoomErrorCode, type Refusal } from "./messages.js";
import type { Moves } from "./moves.js";
import type { Seats } from "./seats.js";
import { refusal, type Table, type TableClient } from "./table.js";

/**
 * A player back on a device without their seat token asks for their seat; the host (or, with
 * the host away, anyone seated) gives it or not. Given, the seat gets a new token — the old
 * one stops working — and the asker holds the seat from then on.
 */
export class Claims {
  private readonly askers = new Map<number, TableClient>();

  constructor(
    private readonly table: Table,
    private readonly seats: Seats,
    private readonly host: Host,
    private readonly bots: Bots,
    private readonly moves: Moves,
  ) {}

  ask(client: TableClient, seat: number): Refusal | void {
    const slot = this.seats.slot(seat);
    if (!slot) return refusal(RoomErrorCode.NO_SUCH_SEAT, `this table has no seat ${seat + 1}`);
    if (client.userData!.seat !== null) return refusal(RoomErrorCode.ALREADY_SEATED, "you already have a seat");
    if (this.table.state.status === "finished") return refusal(RoomErrorCode.NOT_STARTED, "the game is over");
    // Away: a player's seat with no live connection (a dropped one may still be in its reconnection window).
    if (!this.seats.hasPlayer(seat) || slot.connected)
      return refusal(RoomErrorCode.SEAT_NOT_AWAY, "only the seat of a player who is away can be asked for");
    const other = this.askers.get(seat);
    if (other && other !== client && this.table.state.seats[seat]?.claim)
      return refusal(RoomErrorCode.SEAT_TAKEN, "someone else is asking for that seat");
    this.forget(client);
    this.askers.set(seat, client);
    slot.claim = client.userData!.name ?? "?";
    this.table.afterChange();
  }

  answer(client: TableClient, seat: number, accept: boolean): Refusal | void {
    if (!this.mayAnswer(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can answer");
    const asker = this.askers.get(seat);
    if (!asker) return refusal(RoomErrorCode.NO_CLAIM, "nobody is asking for that seat");
    this.clear(seat);
    if (!accept || this.seats.slot(seat)!.connected || !this.seats.hasPlayer(seat)) {
      // Refused, the player came back meanwhile (the seat stays theirs), or the seat was freed.
      asker.send("claimAnswered", { seat, accepted: false });
      this.table.afterChange();
      return;
    }
    const token = this.seats.issueToken(seat);
    const slot = this.seats.slot(seat)!;
    if (slot.bot) {
      slot.bot = false;
      this.bots.cancel(seat);
      this.moves.seatHeld(seat, false);
    }
    this.seats.bind(asker, seat);
    this.seats.save(seat);
    asker.send("seated", { seat, token });
    asker.send("claimAnswered", { seat, accepted: true });
    this.table.afterChange();
  }

  /** The seat's player is back (or the seat was freed): nobody needs to ask for it any more. */
  seatSettled(seat: number): void {
    const asker = this.askers.get(seat);
    if (!asker) return;
    this.clear(seat);
    asker.send("claimAnswered", { seat, accepted: false });
  }

  /** The asker left: their request goes with them. */
  forget(client: TableClient): void {
    for (const [seat, asker] of this.askers) if (asker === client) this.clear(seat);
  }

  private clear(seat: number): void {
    this.askers.delete(seat);
    const slot = this.seats.slot(seat);
    if (slot) slot.claim = "";
  }

  /** The host; while no host is connected, anyone seated (a table is never stuck on an absent host). */
  private mayAnswer(client: TableClient): boolean {
    if (this.host.is(client)) return true;
    const hostHere = [...this.table.clients].some((c) => this.host.is(c));
    return !hostHere && client.userData?.seat !== null && client.userData?.seat !== undefined;
  }
}
