import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { RecordedMove } from "@tablee/rules";
import type { RoomStatus, Store, StoredRoom } from "./store.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  options TEXT NOT NULL,
  seats INTEGER NOT NULL,
  seed TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (room_id, seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rooms_by_status ON rooms(status);
`;

interface RoomRow {
  id: string;
  game_id: string;
  options: string;
  seats: number;
  seed: string;
  status: RoomStatus;
  created_at: number;
  updated_at: number;
}

const toRoom = (row: RoomRow): StoredRoom => ({
  id: row.id,
  gameId: row.game_id,
  options: JSON.parse(row.options) as unknown,
  seats: row.seats,
  seed: row.seed,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** SQLite in WAL mode: a committed move survives the process being killed. */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(
    file: string,
    private readonly now: () => number = Date.now,
  ) {
    if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("foreign_keys = ON");
    this.db.exec(SCHEMA);
    this.statements = {
      insertRoom: this.db.prepare(
        `INSERT INTO rooms (id, game_id, options, seats, seed, status, created_at, updated_at)
         VALUES (@id, @gameId, @options, @seats, @seed, @status, @now, @now)`,
      ),
      setStatus: this.db.prepare(`UPDATE rooms SET status = ?, updated_at = ? WHERE id = ?`),
      touch: this.db.prepare(`UPDATE rooms SET updated_at = ? WHERE id = ?`),
      lastSeq: this.db.prepare(`SELECT COALESCE(MAX(seq), 0) AS seq FROM moves WHERE room_id = ?`),
      insertMove: this.db.prepare(`INSERT INTO moves (room_id, seq, seat, move, at) VALUES (?, ?, ?, ?, ?)`),
      getRoom: this.db.prepare(`SELECT * FROM rooms WHERE id = ?`),
      listMoves: this.db.prepare(`SELECT seat, move FROM moves WHERE room_id = ? ORDER BY seq`),
      unfinished: this.db.prepare(`SELECT * FROM rooms WHERE status IN ('lobby', 'playing') ORDER BY created_at`),
    };
  }

  createRoom(room: Omit<StoredRoom, "createdAt" | "updatedAt">): void {
    this.statements.insertRoom.run({ ...room, options: JSON.stringify(room.options ?? {}), now: this.now() });
  }

  setRoomStatus(roomId: string, status: RoomStatus): void {
    this.statements.setStatus.run(status, this.now(), roomId);
  }

  appendMove = (roomId: string, { seat, move }: RecordedMove, expectedSeq: number): number =>
    this.db.transaction(() => {
      const { seq } = this.statements.lastSeq.get(roomId) as { seq: number };
      if (seq + 1 !== expectedSeq) throw new Error(`room ${roomId}: move ${expectedSeq} expected after ${seq}`);
      const at = this.now();
      this.statements.insertMove.run(roomId, expectedSeq, seat, JSON.stringify(move), at);
      this.statements.touch.run(at, roomId);
      return expectedSeq;
    })();

  getRoom(roomId: string): StoredRoom | undefined {
    const row = this.statements.getRoom.get(roomId) as RoomRow | undefined;
    return row && toRoom(row);
  }

  listMoves(roomId: string): RecordedMove[] {
    return (this.statements.listMoves.all(roomId) as { seat: number; move: string }[]).map((row) => ({
      seat: row.seat,
      move: JSON.parse(row.move) as unknown,
    }));
  }

  listUnfinishedRooms(): StoredRoom[] {
    return (this.statements.unfinished.all() as RoomRow[]).map(toRoom);
  }

  close(): void {
    this.db.close();
  }
}
