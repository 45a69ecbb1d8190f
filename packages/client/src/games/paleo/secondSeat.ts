import { useEffect, useMemo, useSyncExternalStore } from "react";
import { joinViewParts } from "@tablee/rules";
import { Client, type Room } from "colyseus.js";
import type { Move } from "./data.js";

/**
 * A second group for the same person, from the same browser (the game's own solo play is one
 * person with two groups). The server binds one connection to one seat, so this is a second
 * connection to the room with its own seat token, kept apart from the page's own seat token
 * (`tablee.paleo.second.<roomId>`). Only its seat's part of the state is read here (its legal
 * moves): the public view is the same for every seat and comes from the page's own session.
 */
export interface SecondSeatSnapshot {
  /** The seat this browser holds besides its own, null when none (yet). */
  seat: number | null;
  legalMoves: Move[];
  connection: "idle" | "connecting" | "connected" | "reconnecting" | "failed";
  /** The last refusal of a move sent for this seat. */
  refusal: { code: string; at: number } | null;
  /** Another tab took this seat, or the host removed it. */
  ended: boolean;
}

const tokenKey = (roomId: string) => `tablee.paleo.second.${roomId}`;
const readToken = (roomId: string): string | null => {
  try {
    return localStorage.getItem(tokenKey(roomId));
  } catch {
    return null;
  }
};
const writeToken = (roomId: string, token: string | null): void => {
  try {
    if (token === null) localStorage.removeItem(tokenKey(roomId));
    else localStorage.setItem(tokenKey(roomId), token);
  } catch {
    // Private mode without storage: the second group lasts while the page stays open.
  }
};

interface RawSeat {
  seat: number;
  taken: boolean;
  secret?: { toJSON(): Record<string, unknown> };
}

const CONSENTED_CLOSE = 1000;

export class SecondSeat {
  private room: Room | null = null;
  private client: Client | null = null;
  private listeners = new Set<() => void>();
  private closedByUs = false;
  private rematchCopied = "";
  refs = 0;
  closeTimer: ReturnType<typeof setTimeout> | null = null;
  snapshot: SecondSeatSnapshot = { seat: null, legalMoves: [], connection: "idle", refusal: null, ended: false };

  constructor(readonly roomId: string) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = (): SecondSeatSnapshot => this.snapshot;

  private update(changes: Partial<SecondSeatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...changes };
    for (const listener of this.listeners) listener();
  }

  get hasToken(): boolean {
    return readToken(this.roomId) !== null;
  }

  private newClient(): Client {
    const protocol = window.location.protocol === "https:" ? "wss" : "ws";
    this.client ??= new Client(`${protocol}://${window.location.host}`);
    return this.client;
  }

  /** Back to the second seat with its stored token (after a refresh, or when the table opens). */
  async resume(): Promise<void> {
    const seatToken = readToken(this.roomId);
    if (!seatToken || this.room || this.snapshot.connection === "connecting") return;
    this.closedByUs = false;
    this.update({ connection: "connecting" });
    try {
      this.attach(await this.newClient().joinById(this.roomId, { seatToken }));
    } catch (error) {
      // A token the room no longer knows (the seat was given up or taken back): forget it.
      if (String((error as { code?: number }).code) === "4401") writeToken(this.roomId, null);
      this.update({ connection: "failed", seat: null });
    }
  }

  /** Takes a free seat of the lobby as this browser's second group. */
  async take(name: string): Promise<void> {
    if (this.room) return;
    this.closedByUs = false;
    this.update({ connection: "connecting", ended: false });
    try {
      const room = await this.newClient().joinById(this.roomId, { name: name || undefined });
      this.attach(room);
      room.send("takeSeat", {});
    } catch {
      this.update({ connection: "failed" });
    }
  }

  /** Gives the second seat up (in the lobby) and closes its connection. */
  async giveUp(): Promise<void> {
    this.room?.send("leaveSeat", {});
    writeToken(this.roomId, null);
    this.update({ seat: null, legalMoves: [] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await this.close();
  }

  private attach(room: Room): void {
    this.room = room;
    room.onStateChange(() => this.read());
    room.onMessage("seated", (message: { seat: number; token: string }) => writeToken(this.roomId, message.token));
    room.onMessage("refused", (refusal: { code: string }) => {
      this.update({ refusal: { code: refusal.code, at: Date.now() } });
      // No seat was free after all: this connection only watched, and is not needed.
      if (this.snapshot.seat === null && !readToken(this.roomId)) void this.close();
    });
    room.onMessage("accepted", () => {
      if (this.snapshot.refusal) this.update({ refusal: null });
    });
    // The page's own session shows the chat, the seat requests, what happened since a last visit and the log.
    for (const type of ["chat", "chatHistory", "claimAnswered", "serverRestarting", "previously", "history"])
      room.onMessage(type, () => undefined);
    // The host closed the table: the page's own session says so; this seat is over too.
    room.onMessage("roomClosed", () => this.update({ ended: true, legalMoves: [] }));
    for (const type of ["kicked", "seatLeft"])
      room.onMessage(type, () => {
        writeToken(this.roomId, null);
        this.update({ ended: true, seat: null, legalMoves: [] });
      });
    room.onMessage("replaced", () => this.update({ ended: true, seat: null, legalMoves: [] }));
    room.onLeave((code) => void this.onLeave(code));
    this.update({ connection: "connected" });
    this.read();
  }

  private async onLeave(code: number): Promise<void> {
    this.room = null;
    if (this.closedByUs || this.snapshot.ended || code === CONSENTED_CLOSE) return;
    this.update({ connection: "reconnecting" });
    for (let attempt = 0; attempt < 30 && !this.closedByUs; attempt++) {
      const seatToken = readToken(this.roomId);
      if (!seatToken) break;
      try {
        this.attach(await this.newClient().joinById(this.roomId, { seatToken }));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 5000)));
      }
    }
    this.update({ connection: "failed" });
  }

  private read(): void {
    const state = this.room?.state as Record<string, unknown> | undefined;
    if (!state) return;
    const seats = [...((state.seats as RawSeat[] | undefined) ?? [])];
    const own = seats.find((s) => s.secret !== undefined && s.taken);
    const parts = own?.secret ? joinViewParts(own.secret.toJSON(), (_, json) => JSON.parse(json) as unknown) : {};
    const legalMoves = ((parts as { legalMoves?: Move[] }).legalMoves ?? []) as Move[];
    // A rematch keeps the seats: so does this browser's second token.
    const rematch = (state.rematchRoomId as string | undefined) ?? "";
    const token = readToken(this.roomId);
    if (rematch && token && this.rematchCopied !== rematch) {
      this.rematchCopied = rematch;
      writeToken(rematch, token);
    }
    this.update({ seat: own ? own.seat : null, legalMoves });
  }

  move(move: Move): void {
    this.room?.send("move", move);
  }

  send(type: string, payload: unknown = {}): void {
    this.room?.send(type, payload);
  }

  async close(): Promise<void> {
    this.closedByUs = true;
    const room = this.room;
    this.room = null;
    this.update({ connection: "idle" });
    await room?.leave(true).catch(() => undefined);
  }
}

/** One second seat per room for the whole page: the lobby and the table share it. */
const seconds = new Map<string, SecondSeat>();

/**
 * The second seat of this room, kept open while any part of the page shows it (the lobby hands
 * it over to the table without closing it) and closed a moment after the last one goes.
 */
export function useSecondSeat(roomId: string, active = true): { second: SecondSeat; snapshot: SecondSeatSnapshot } {
  const second = useMemo(() => {
    let found = seconds.get(roomId);
    if (!found) seconds.set(roomId, (found = new SecondSeat(roomId)));
    return found;
  }, [roomId]);
  useEffect(() => {
    if (!active) return;
    second.refs++;
    if (second.closeTimer) clearTimeout(second.closeTimer);
    second.closeTimer = null;
    void second.resume();
    return () => {
      second.refs--;
      if (second.refs > 0) return;
      second.closeTimer = setTimeout(() => {
        if (second.refs > 0) return;
        seconds.delete(roomId);
        void second.close();
      }, 1500);
    };
  }, [second, roomId, active]);
  const snapshot = useSyncExternalStore(second.subscribe, second.getSnapshot);
  return { second, snapshot };
}
