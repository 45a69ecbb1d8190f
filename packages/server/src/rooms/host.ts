import { hashToken, newSecret } from "./secrets.js";
import type { Table, TableClient } from "./table.js";

/** The host: whoever presented the host token at join, or whoever holds the host's seat. */
export class Host {
  constructor(private readonly table: Table) {}

  provesToken(hostToken: string | undefined): boolean {
    return hostToken !== undefined && hashToken(hostToken) === this.table.record.hostTokenHash;
  }

  is(client: TableClient): boolean {
    const data = client.userData;
    if (!data) return false;
    return data.hostByToken || (data.seat !== null && data.seat === this.table.state.hostSeat);
  }

  get seat(): number {
    return this.table.state.hostSeat;
  }

  setSeat(seat: number): void {
    const { state, record, services, roomId } = this.table;
    state.hostSeat = seat;
    record.hostSeat = seat < 0 ? null : seat;
    services.store.updateRoom(roomId, { hostSeat: record.hostSeat });
  }

  /** The host role goes to whoever holds `seat`; the old host token stops working. */
  transferTo(seat: number): void {
    const { record, services, roomId } = this.table;
    // Stored, or a restart (or the rematch, which copies the record) made the old token host again.
    record.hostTokenHash = hashToken(newSecret());
    services.store.updateRoom(roomId, { hostTokenHash: record.hostTokenHash });
    for (const c of this.table.clients) if (c.userData) c.userData.hostByToken = false;
    this.setSeat(seat);
  }

  /**
   * The host's seat was freed. In the lobby the host token still proves the host; during a
   * game the role passes to another person at the table, if any.
   */
  seatFreed(seat: number, passOn: boolean): void {
    if (this.seat !== seat) return;
    const heir = passOn ? this.table.state.seats.find((s) => s.taken && !s.bot) : undefined;
    this.setSeat(heir ? heir.seat : -1);
  }
}
