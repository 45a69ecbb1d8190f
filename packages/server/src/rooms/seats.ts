import type { StoredSeat } from "../store/store.js";
import type { SeatSlot } from "./schema.js";
import { hashToken, newSecret } from "./secrets.js";
import type { Table, TableClient } from "./table.js";

/**
 * Who holds each seat: the seat tokens (hashed), the client bound to each seat, and the one
 * place a client is granted a seat's private view or loses it.
 */
export class Seats {
  private readonly tokenHashes: (string | null)[] = [];
  private readonly holders: (TableClient | null)[] = [];

  constructor(
    private readonly table: Table,
    stored: StoredSeat[],
    teams: readonly number[] | null,
  ) {
    const { state, schema } = table;
    for (let seat = 0; seat < table.record.seats; seat++) {
      const saved = stored.find((s) => s.seat === seat);
      state.seats.push(
        schema.createSeat(seat).assign({
          name: saved?.name ?? "",
          taken: !!saved && (saved.bot || saved.tokenHash !== null),
          bot: saved?.bot ?? false,
          ready: saved?.ready ?? false,
          team: teams?.[seat] ?? -1,
          player: !!saved?.tokenHash,
        }),
      );
      this.tokenHashes.push(saved?.tokenHash ?? null);
      this.holders.push(null);
    }
  }

  get count(): number {
    return this.holders.length;
  }

  /** The seat's synchronised slot, or undefined for a number that is not a seat of this table. */
  slot(seat: number): SeatSlot | undefined {
    return Number.isInteger(seat) && seat >= 0 && seat < this.count ? (this.table.state.seats[seat] as SeatSlot) : undefined;
  }

  all(): SeatSlot[] {
    return [...this.table.state.seats] as SeatSlot[];
  }

  /** The seat a token opens, or −1. */
  seatOfToken(token: string): number {
    return this.tokenHashes.indexOf(hashToken(token));
  }

  hasPlayer(seat: number): boolean {
    return this.tokenHashes[seat] !== null && this.tokenHashes[seat] !== undefined;
  }

  holder(seat: number): TableClient | null {
    return this.holders[seat] ?? null;
  }

  /** A new token for `seat` (the previous one stops working); the caller hands it to the player. */
  issueToken(seat: number): string {
    const token = newSecret();
    this.tokenHashes[seat] = hashToken(token);
    (this.table.state.seats[seat] as SeatSlot).player = true;
    return token;
  }

  /** Binds `client` to `seat` and grants it the seat's private view; a client already holding that seat is replaced. */
  bind(client: TableClient, seat: number): void {
    const slot = this.table.state.seats[seat] as SeatSlot;
    const previous = this.holders[seat];
    if (previous && previous !== client) {
      this.revoke(previous, slot);
      previous.send("replaced", { message: "this seat was opened in another window" });
      previous.leave(4002);
    }
    this.holders[seat] = client;
    client.userData!.seat = seat;
    slot.connected = true;
    client.view!.add(slot);
  }

  /** The same client, back through a Colyseus reconnection: its view came with it. */
  rebind(seat: number, from: TableClient, to: TableClient): boolean {
    if (this.holders[seat] !== from) return false;
    this.holders[seat] = to;
    (this.table.state.seats[seat] as SeatSlot).connected = true;
    return true;
  }

  /** The client's connection is gone; the seat stays its player's (the token brings them back). */
  disconnected(seat: number, client: TableClient): void {
    if (this.holders[seat] === client) this.holders[seat] = null;
  }

  /** Frees the seat: its token stops working and its client, if any, loses its private view. */
  free(seat: number): void {
    const slot = this.table.state.seats[seat] as SeatSlot;
    const client = this.holders[seat];
    if (client) this.revoke(client, slot);
    this.holders[seat] = null;
    this.tokenHashes[seat] = null;
    slot.assign({ taken: false, bot: false, ready: false, connected: false, name: "", player: false, claim: "" });
    this.save(seat);
    // Whoever takes the seat next has seen nothing of the game yet.
    this.table.services.store.saveSeen(this.table.roomId, seat, null);
  }

  seatBot(seat: number): void {
    (this.table.state.seats[seat] as SeatSlot).assign({ taken: true, bot: true, ready: true, name: `Bot ${seat + 1}` });
    this.save(seat);
  }

  rename(seat: number, name: string): void {
    (this.table.state.seats[seat] as SeatSlot).name = name;
    this.save(seat);
  }

  save(seat: number): void {
    const slot = this.table.state.seats[seat] as SeatSlot;
    this.table.services.store.saveSeat(this.table.roomId, {
      seat,
      name: slot.name,
      tokenHash: this.tokenHashes[seat] ?? null,
      bot: slot.bot,
      ready: slot.ready,
    });
  }

  /** The client stops holding the seat: no later patch of the seat's private part may reach it. */
  private revoke(client: TableClient, slot: SeatSlot): void {
    // `remove(slot)` sends the deletion of the private field but leaves the private child in the
    // view's visible set (@colyseus/schema 3.0.76 drops only the object it is given), so every
    // later change of that child — the next holder's secrets — still reached this client.
    client.view?.remove(slot.secret);
    client.view?.remove(slot);
    client.userData!.seat = null;
  }
}
