import type { Progress, RecordedMove } from "@tablee/rules";

/**
 * `expired`: nobody came back in time (or the rules changed under an unfinished game);
 * `closed`: the host closed the table for good. Neither comes back at a restart.
 */
export type RoomStatus = "lobby" | "playing" | "finished" | "expired" | "closed";

export interface StoredRoom {
  id: string;
  gameId: string;
  options: unknown;
  seats: number;
  seed: string;
  status: RoomStatus;
  /** sha-256 of the host's token; the host is whoever presents it (or holds `hostSeat`). */
  hostTokenHash: string;
  hostSeat: number | null;
  /** Seconds a seat has to decide before a bot decides for it; null = no timer. */
  timerSeconds: number | null;
  /** The room this one is a rematch of. */
  rematchOf: string | null;
  /** The server process that hosts the room and restores it after a restart. */
  nodeId: string;
  createdAt: number;
  /** When this record last changed (status, host, timer); each move keeps its own time. */
  updatedAt: number;
  /** Where a long game stands (the game's `progress`), as pages outside the table show it; null before it starts. */
  progress: Progress | null;
  /** The host paused the game: no move is taken until they resume it. */
  paused: boolean;
}

/**
 * What a seat's player had seen when they were last at the table: when, how far the game's
 * public log went, and where the game stood. A returning player is told what came after.
 */
export interface SeenMark {
  at: number;
  logLength: number;
  progress: Progress | null;
}

export interface StoredSeat {
  seat: number;
  name: string;
  /** sha-256 of the seat token, null while the seat is free or held by a bot from the start. */
  tokenHash: string | null;
  bot: boolean;
  ready: boolean;
}

export type NewRoom = Omit<StoredRoom, "createdAt" | "updatedAt" | "progress" | "paused">;

export type RoomChanges = Partial<
  Pick<StoredRoom, "status" | "hostSeat" | "timerSeconds" | "seed" | "hostTokenHash" | "progress" | "paused">
>;

/**
 * Where rooms, seats and moves live. A move is appended before the state it produces is shown
 * to anyone, so a restart never loses a move a player saw. SQLite is the default; the
 * interface leaves room for PostgreSQL.
 */
export interface Store {
  createRoom(room: NewRoom): void;
  updateRoom(roomId: string, changes: RoomChanges): void;
  /** Appends a move with the next sequence number (1-based); throws if `seq` is not the next one. */
  appendMove(roomId: string, move: RecordedMove, seq: number): void;
  /** Takes back the room's last move (`seq`): it leaves the moves the game replays, and is kept apart. */
  takeBackMove(roomId: string, seq: number): void;
  saveSeat(roomId: string, seat: StoredSeat): void;
  getRoom(roomId: string): StoredRoom | undefined;
  listSeats(roomId: string): StoredSeat[];
  listMoves(roomId: string): RecordedMove[];
  /** The moves taken back in the room, oldest first: the sequence number each had and its seat. */
  listTakenBack(roomId: string): { seq: number; seat: number }[];
  /** Records what a seat's player has seen (null: forget it, the seat changed hands). */
  saveSeen(roomId: string, seat: number, seen: SeenMark | null): void;
  /** What each seat's player had seen at their last visit, by seat (seats never marked are absent). */
  listSeen(roomId: string): Map<number, SeenMark>;
  /** The last time anything happened in the room (a change of the room, a move, a player seen), in ms. */
  lastActivity(roomId: string): number;
  /** Rooms of `nodeId` still in the lobby or playing: what that process restores on boot. */
  listUnfinishedRooms(nodeId: string): StoredRoom[];
  /** Latency of store writes, for metrics: called with seconds per write. */
  onWrite?: (seconds: number) => void;
  close(): void;
}
