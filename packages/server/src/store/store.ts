import type { RecordedMove } from "@tablee/rules";

export type RoomStatus = "lobby" | "playing" | "finished" | "expired";

export interface StoredRoom {
  id: string;
  gameId: string;
  options: unknown;
  seats: number;
  seed: string;
  status: RoomStatus;
  createdAt: number;
  updatedAt: number;
}

/**
 * Where rooms and their moves live. A move is appended before the state it produces is
 * shown to anyone, so a restart never loses a move a player saw. SQLite is the default;
 * the interface leaves room for PostgreSQL.
 */
export interface Store {
  createRoom(room: Omit<StoredRoom, "createdAt" | "updatedAt">): void;
  setRoomStatus(roomId: string, status: RoomStatus): void;
  /** Appends a move with the next sequence number (1-based) and returns that number. */
  appendMove(roomId: string, move: RecordedMove, expectedSeq: number): number;
  getRoom(roomId: string): StoredRoom | undefined;
  listMoves(roomId: string): RecordedMove[];
  listUnfinishedRooms(): StoredRoom[];
  close(): void;
}
