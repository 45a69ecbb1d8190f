import { joinViewParts, type JoinMemo } from "@tablee/rules";
import { Client, type Room } from "colyseus.js";
import type { Progress } from "./api.js";
import { LogAssembler, type WholeLog } from "./logAssembler.js";
import { storage } from "./storage.js";

export interface SeatInfo {
  seat: number;
  name: string;
  taken: boolean;
  connected: boolean;
  bot: boolean;
  ready: boolean;
  team: number;
  deadline: number;
  /** A person holds this seat (a bot may keep it warm while they are away). */
  player: boolean;
  /** Someone asking the host for this seat, "" when nobody asks. */
  claim: string;
}

export interface ChatLine {
  channel: "room" | "team";
  team: number;
  from: string;
  seat: number | null;
  text: string;
  at: number;
}

export interface Refusal {
  code: string;
  message: string;
}

export type Connection = "connecting" | "connected" | "reconnecting" | "failed";

/**
 * What this seat's player missed since their last visit to a long game (the server's
 * `previously`, sent to them alone as they come back): where the game stood then and now, and the
 * game's public log entries since, oldest first (`firstIndex` is the first one's index in the log;
 * `skipped` older ones were left out).
 */
export interface Previously {
  since: number;
  from: Progress | null;
  to: Progress | null;
  firstIndex: number;
  entries: unknown[];
  skipped: number;
}

/** Everything the UI reads about a table, rebuilt (immutably) whenever the room changes. */
export interface TableSnapshot {
  connection: Connection;
  /** True once a reconnection succeeded, until the banner is dismissed by time. */
  reconnected: boolean;
  roomId: string;
  gameId: string;
  status: "lobby" | "playing" | "finished";
  options: Record<string, unknown>;
  seats: SeatInfo[];
  mySeat: number | null;
  isHost: boolean;
  hostSeat: number;
  timerSeconds: number;
  moveCount: number;
  /** The seat that may take back its last move now, −1 when nobody may. */
  takeBackSeat: number;
  /** The moves taken back, each with where it falls in the public log (an index): the log says so. */
  takenBack: { seat: number; at: number }[];
  waitingOn: number[];
  /** The game's public view and this seat's private view (with `legalMoves`), parsed. */
  view: Record<string, unknown>;
  mine: Record<string, unknown> | null;
  outcome: { winners: number[]; scores: number[]; reason: string; summary: string } | null;
  rematchRoomId: string;
  chat: ChatLine[];
  lastRefusal: (Refusal & { at: number }) | null;
  /** The host's answer to this browser's request for a seat, until the next request. */
  claimAnswer: { seat: number; accepted: boolean } | null;
  /** Set when this browser can no longer act here (kicked, replaced by another tab, the host closed the table). */
  ended: "kicked" | "replaced" | "seatLeft" | "closed" | null;
  /** The host paused the game: every move waits for them to resume it. */
  paused: boolean;
  /** What this player missed since their last visit, when they came back to a long game. */
  previously: Previously | null;
  /** A finished game's replay shown under its end screen, not the live table. */
  replay?: boolean;
  /**
   * The game's public log from `first` to its end, as far back as this browser has it: the view
   * holds the last entries, the rest is asked for (`history`) a page at a time (issue 34). Null
   * for a game without a log.
   */
  log?: WholeLog | null;
}

type Listener = () => void;

/** A decoded view: one JSON string field per top-level key of the game's view. */
interface ViewFields {
  toJSON(): Record<string, unknown>;
}
interface RawSeat extends SeatInfo {
  secret?: ViewFields;
}

const CONSENTED_CLOSE = 1000;

/**
 * One browser's connection to one table: joins with the stored seat token, survives drops
 * (Colyseus reconnection first, the seat token after a restart), and exposes an immutable
 * snapshot for React's useSyncExternalStore.
 */
export class TableSession {
  private room: Room | null = null;
  private readonly client: Client;
  private listeners = new Set<Listener>();
  private partsCache = new Map<string, { json: string; value: unknown }>();
  /** The views last put together, so a part that did not change stays the same object. */
  private joinMemos = new Map<string, JoinMemo>();
  private closedByUs = false;
  private readonly log = new LogAssembler();
  /** The index a `history` request is on its way for; −1 when none. */
  private logAsked = -1;
  /** Set while a "leaveSeat" is on its way: once the seat is gone, its token is forgotten. */
  private leavingSeat = false;
  snapshot: TableSnapshot;

  constructor(readonly roomId: string) {
    const protocol = window.location.protocol === "https:" ? "wss" : "ws";
    this.client = new Client(`${protocol}://${window.location.host}`);
    this.snapshot = {
      connection: "connecting",
      reconnected: false,
      roomId,
      gameId: "",
      status: "lobby",
      options: {},
      seats: [],
      mySeat: null,
      isHost: false,
      hostSeat: -1,
      timerSeconds: 0,
      moveCount: 0,
      takeBackSeat: -1,
      takenBack: [],
      waitingOn: [],
      view: {},
      mine: null,
      outcome: null,
      rematchRoomId: "",
      chat: [],
      lastRefusal: null,
      claimAnswer: null,
      ended: null,
      paused: false,
      previously: null,
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TableSnapshot => this.snapshot;

  private update(changes: Partial<TableSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...changes };
    for (const listener of this.listeners) listener();
  }

  /** Joins with the stored seat token when there is one; a stale token falls back to watching. */
  async connect(name?: string): Promise<void> {
    const seatToken = storage.seatToken(this.roomId) ?? undefined;
    const hostToken = storage.hostToken(this.roomId) ?? undefined;
    try {
      this.attach(await this.client.joinById(this.roomId, { name, seatToken, hostToken }));
    } catch (error) {
      if (seatToken && String((error as { code?: number }).code) === "4401") {
        storage.setSeatToken(this.roomId, null);
        this.attach(await this.client.joinById(this.roomId, { name, hostToken }));
        return;
      }
      this.update({ connection: "failed" });
      throw error;
    }
  }

  private attach(room: Room): void {
    this.room = room;
    room.onStateChange(() => this.read());
    room.onMessage("seated", (message: { seat: number; token: string }) => storage.setSeatToken(this.roomId, message.token));
    room.onMessage("refused", (refusal: Refusal) => {
      this.leavingSeat = false;
      this.update({ lastRefusal: { ...refusal, at: Date.now() } });
    });
    // The move went through: a refusal shown for an earlier attempt no longer applies.
    room.onMessage("accepted", () => {
      if (this.snapshot.lastRefusal) this.update({ lastRefusal: null });
    });
    room.onMessage("chat", (line: ChatLine) => this.update({ chat: [...this.snapshot.chat, line].slice(-200) }));
    room.onMessage("chatHistory", (lines: ChatLine[]) => this.update({ chat: lines }));
    room.onMessage("kicked", () => {
      storage.setSeatToken(this.roomId, null);
      this.update({ ended: "kicked" });
    });
    room.onMessage("claimAnswered", (answer: { seat: number; accepted: boolean }) => this.update({ claimAnswer: answer }));
    room.onMessage("replaced", () => this.update({ ended: "replaced" }));
    room.onMessage("seatLeft", () => {
      storage.setSeatToken(this.roomId, null);
      this.update({ ended: "seatLeft" });
    });
    room.onMessage("roomClosed", () => this.update({ ended: "closed" }));
    room.onMessage("previously", (previously: Previously) => this.update({ previously }));
    room.onMessage("serverRestarting", () => this.update({ connection: "reconnecting" }));
    room.onMessage("history", (answer: { from: number; entries: unknown[] }) => {
      this.log.put(answer.from, answer.entries);
      this.logAsked = -1;
      this.read();
    });
    this.logAsked = -1;
    room.onLeave((code) => void this.onLeave(code));
    this.update({ connection: "connected" });
    this.read();
  }

  private async onLeave(code: number): Promise<void> {
    if (this.closedByUs || this.snapshot.ended || code === CONSENTED_CLOSE) return;
    this.update({ connection: "reconnecting" });
    const token = this.room?.reconnectionToken;
    for (let attempt = 0; attempt < 40 && !this.closedByUs; attempt++) {
      try {
        // A short drop: the same session. After a server restart: the seat token.
        const room =
          attempt < 2 && token ? await this.client.reconnect(token) : await this.client.joinById(this.roomId, this.joinOptions());
        this.attach(room);
        this.update({ reconnected: true });
        setTimeout(() => this.update({ reconnected: false }), 3000);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 5000)));
      }
    }
    this.update({ connection: "failed" });
  }

  private joinOptions() {
    return { seatToken: storage.seatToken(this.roomId) ?? undefined, hostToken: storage.hostToken(this.roomId) ?? undefined };
  }

  private parse(key: string, json: string): unknown {
    const cached = this.partsCache.get(key);
    if (cached && cached.json === json) return cached.value;
    const value = JSON.parse(json) as unknown;
    this.partsCache.set(key, { json, value });
    return value;
  }

  private partsOf(prefix: string, fields: ViewFields | undefined): Record<string, unknown> {
    const memo = this.joinMemos.get(prefix) ?? new Map();
    this.joinMemos.set(prefix, memo);
    return joinViewParts(fields?.toJSON() ?? {}, (key, json) => this.parse(`${prefix}.${key}`, json), memo);
  }

  /** Rebuilds the snapshot from the synchronised state. */
  private read(): void {
    const state = this.room?.state as Record<string, unknown> | undefined;
    if (!state) return;
    const rawSeats = (state.seats as RawSeat[] | undefined) ?? [];
    const seats = [...rawSeats].map((s) => ({
      seat: s.seat,
      name: s.name,
      taken: s.taken,
      connected: s.connected,
      bot: s.bot,
      ready: s.ready,
      team: s.team,
      deadline: s.deadline,
      player: s.player,
      claim: s.claim,
    }));
    // A seat that is no longer taken is not ours any more, even before its private part is dropped.
    const own = rawSeats.find((s) => s.secret !== undefined && s.taken);
    const mySeat = own ? own.seat : null;
    if (this.leavingSeat && mySeat === null) {
      // The seat was given up (in the lobby or mid-game): its token would only be refused now.
      this.leavingSeat = false;
      storage.setSeatToken(this.roomId, null);
    }
    const hostSeat = (state.hostSeat as number) ?? -1;
    const outcome = (state.outcome as string) || "";
    const view = this.partsOf("public", state.view as ViewFields | undefined);
    this.update({
      gameId: state.gameId as string,
      status: state.status as TableSnapshot["status"],
      options: this.parse("options", (state.options as string) || "{}") as Record<string, unknown>,
      seats,
      mySeat,
      hostSeat,
      isHost: storage.hostToken(this.roomId) !== null || (mySeat !== null && mySeat === hostSeat),
      timerSeconds: state.timerSeconds as number,
      moveCount: state.moveCount as number,
      takeBackSeat: (state.takeBackSeat as number | undefined) ?? -1,
      takenBack: this.parse("takenBack", (state.takenBack as string | undefined) || "[]") as TableSnapshot["takenBack"],
      waitingOn: [...((state.waitingOn as number[]) ?? [])],
      view,
      log: this.wholeLog(view.log, (state.logLength as number | undefined) ?? 0),
      mine: own ? this.partsOf("private", own.secret) : null,
      outcome: outcome ? (this.parse("outcome", outcome) as TableSnapshot["outcome"]) : null,
      rematchRoomId: (state.rematchRoomId as string) ?? "",
      paused: (state.paused as boolean | undefined) ?? false,
    });
  }

  /** The whole log as far as this browser has it; asks for the page before it while older entries are missing. */
  private wholeLog(tail: unknown, length: number): WholeLog | null {
    if (!Array.isArray(tail) || length === 0) return null;
    const log = this.log.read(tail, length);
    if (log.first > 0 && this.logAsked !== log.first && this.room) {
      this.logAsked = log.first;
      this.room.send("history", { before: log.first });
    }
    return log;
  }

  send(type: string, payload: unknown = {}): void {
    if (type === "claimSeat") this.update({ claimAnswer: null });
    if (type === "leaveSeat" && this.snapshot.mySeat !== null) this.leavingSeat = true;
    this.room?.send(type, payload);
  }

  move(move: unknown): void {
    this.send("move", move);
  }

  async leave(): Promise<void> {
    this.closedByUs = true;
    await this.room?.leave(true);
  }
}
