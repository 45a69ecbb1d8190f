import type { SeatSlot } from "./schema.js";
import { RoomErrorCode, type Refusal } from "./messages.js";
import { refusal, type Table, type TableClient } from "./table.js";

export interface ChatLine {
  channel: "room" | "team";
  team: number;
  from: string;
  seat: number | null;
  text: string;
  at: number;
}

const CHAT_HISTORY = 100;

/** The table's chat: a room channel for everyone and a team channel per team; kept in memory only. */
export class Chat {
  private readonly lines: ChatLine[] = [];

  constructor(private readonly table: Table) {}

  post(client: TableClient, message: { text: string; channel: "room" | "team" }): Refusal | void {
    const seat = client.userData!.seat;
    const slot = seat === null ? null : (this.table.state.seats[seat] as SeatSlot);
    const team = slot ? slot.team : -1;
    if (message.channel === "team" && team < 0) return refusal(RoomErrorCode.NO_TEAM, "there is no team channel for you here");
    const line: ChatLine = {
      channel: message.channel,
      team: message.channel === "team" ? team : -1,
      from: slot ? slot.name : "Spectator",
      seat,
      text: message.text,
      at: Date.now(),
    };
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY) this.lines.shift();
    for (const c of this.table.clients) if (this.canRead(c, line)) c.send("chat", line);
  }

  historyFor(client: TableClient): ChatLine[] {
    return this.lines.filter((line) => this.canRead(client, line));
  }

  private canRead(client: TableClient, line: ChatLine): boolean {
    if (line.channel === "room") return true;
    const seat = client.userData?.seat ?? null;
    return seat !== null && (this.table.state.seats[seat] as SeatSlot).team === line.team;
  }
}
