import type { StoredSeat } from "../store/store.js";
import type { SeatSlot } from "./schema.js";
import { hashToken, newSecret } from "./secrets.js";
import type { Table, TableClient } from "./table.js";

/** Windows that may hold one seat at once (a player's devices, friends sharing a group). */
export const MAX_HOLDERS = 6;

type Notice = { type: "kicked" | "replaced" | "seatLeft"; message: string; code: number };
/** Why a client stops holding a seat it did not leave itself. */
const NOTICES = {
  kicked: { type: "kicked", message: "the host removed you from the table", code: 4003 },
  replaced: { type: "replaced", message: "this seat was opened in another window", code: 4002 },
  newKey: { type: "replaced", message: "this seat was given to someone who asked for it", code: 4002 },
  seatLeft: { type: "seatLeft", message: "someone holding this seat with you left it", code: 4002 },
} satisfies Record<string, Notice>;

/**
 * Who holds each seat: the seat tokens (hashed), the clients bound to each seat, and the one
 * place a client is granted a seat's private view or loses it. Several clients may hold one seat
 * — a player's phone and laptop, or friends sharing a group (Paleo's ruling: any of them may send
 * the seat's moves, and the rules take the first valid one) — up to MAX_HOLDERS; the token is the
 * seat's key, and whoever has it holds the seat.
 */
export class Seats {
  private readonly tokenHashes: (string | null)[] = [];
  private readonly holders: TableClient[][] = [];
  /** Holders whose connection dropped, in their reconnection window: they hold the seat, but are not there. */
  private readonly away = new Set<TableClient>();

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
      this.holders.push([]);
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

  /** Whether `client` holds `seat` (a dropped client in its reconnection window still does). */
  holds(seat: number, client: TableClient): boolean {
    return this.holders[seat]?.includes(client) ?? false;
  }

  /** A new token for `seat`: the previous one stops working and whoever held the seat by it lets go; the caller hands it to the player. */
  issueToken(seat: number): string {
    this.releaseAll(seat, NOTICES.newKey);
    const token = newSecret();
    this.tokenHashes[seat] = hashToken(token);
    (this.table.state.seats[seat] as SeatSlot).player = true;
    return token;
  }

  /** Binds `client` to `seat` and grants it the seat's private view, beside whoever holds it already. */
  bind(client: TableClient, seat: number): void {
    const holders = this.holders[seat]!;
    if (!holders.includes(client)) holders.push(client);
    // A token opened in more windows than any table needs: the oldest window lets go.
    if (holders.length > MAX_HOLDERS) this.release(seat, holders[0]!, NOTICES.replaced);
    client.userData!.seat = seat;
    client.view!.add(this.table.state.seats[seat] as SeatSlot);
    this.refreshConnected(seat);
  }

  /** The same client, back through a Colyseus reconnection: its view came with it. */
  rebind(seat: number, from: TableClient, to: TableClient): boolean {
    const holders = this.holders[seat]!;
    const at = holders.indexOf(from);
    this.away.delete(from);
    if (at < 0) return false;
    holders[at] = to;
    this.refreshConnected(seat);
    return true;
  }

  /** The client's connection dropped: it may come back within its reconnection window. */
  dropped(seat: number, client: TableClient): void {
    if (this.holds(seat, client)) this.away.add(client);
    this.refreshConnected(seat);
  }

  /** The client's connection is gone for good; the seat stays its player's (the token brings them back). */
  disconnected(seat: number, client: TableClient): void {
    this.away.delete(client);
    const holders = this.holders[seat];
    if (holders?.includes(client)) holders.splice(holders.indexOf(client), 1);
    this.refreshConnected(seat);
  }

  /**
   * Frees the seat: its token stops working and its clients lose its private view. `by`, a holder
   * leaving the seat, just lets go; the others are told (the seat was left, or they were removed).
   */
  free(seat: number, by?: TableClient): void {
    if (by && this.holds(seat, by)) this.release(seat, by, null);
    this.releaseAll(seat, by ? NOTICES.seatLeft : NOTICES.kicked);
    this.tokenHashes[seat] = null;
    const slot = this.table.state.seats[seat] as SeatSlot;
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

  /** Connected: someone holding the seat is there now. */
  private refreshConnected(seat: number): void {
    const slot = this.table.state.seats[seat] as SeatSlot;
    slot.connected = this.holders[seat]!.some((client) => !this.away.has(client));
  }

  /** Every holder of the seat lets go, told why and closed. */
  private releaseAll(seat: number, notice: Notice): void {
    for (const client of [...this.holders[seat]!]) this.release(seat, client, notice);
  }

  /** The client stops holding the seat; with a notice, it is told why and its connection closed. */
  private release(seat: number, client: TableClient, notice: Notice | null): void {
    const holders = this.holders[seat]!;
    holders.splice(holders.indexOf(client), 1);
    this.away.delete(client);
    this.revoke(client, this.table.state.seats[seat] as SeatSlot);
    this.refreshConnected(seat);
    if (!notice) return;
    try {
      client.send(notice.type, { message: notice.message });
      client.leave(notice.code);
    } catch {
      // A dropped client in its reconnection window has no socket to tell.
    }
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
