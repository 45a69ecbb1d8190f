import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import type { Progress, RecordedMove } from "@tablee/rules";
import type { NewRoom, RoomChanges, RoomStatus, SeenMark, Store, StoredRoom, StoredSeat } from "./store.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  options TEXT NOT NULL,
  seats INTEGER NOT NULL,
  seed TEXT NOT NULL,
  status TEXT NOT NULL,
  host_token_hash TEXT NOT NULL,
  host_seat INTEGER,
  timer_seconds INTEGER,
  rematch_of TEXT,
  node_id TEXT NOT NULL DEFAULT 'main',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  progress TEXT,
  paused INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  token_hash TEXT,
  bot INTEGER NOT NULL,
  ready INTEGER NOT NULL,
  seen_at INTEGER,
  seen_log INTEGER,
  seen_progress TEXT,
  PRIMARY KEY (room_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS moves (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (room_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS taken_back (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT NOT NULL,
  at INTEGER NOT NULL,
  taken_back_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rooms_by_status ON rooms(status);
`;

interface RoomRow {
  id: string;
  game_id: string;
  options: string;
  seats: number;
  seed: string;
  status: RoomStatus;
  host_token_hash: string;
  host_seat: number | null;
  timer_seconds: number | null;
  rematch_of: string | null;
  node_id: string;
  created_at: number;
  updated_at: number;
  progress: string | null;
  paused: number;
}

const toRoom = (row: RoomRow): StoredRoom => ({
  id: row.id,
  gameId: row.game_id,
  options: JSON.parse(row.options) as unknown,
  seats: row.seats,
  seed: row.seed,
  status: row.status,
  hostTokenHash: row.host_token_hash,
  hostSeat: row.host_seat,
  timerSeconds: row.timer_seconds,
  rematchOf: row.rematch_of,
  nodeId: row.node_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  progress: row.progress === null ? null : (JSON.parse(row.progress) as Progress),
  paused: row.paused === 1,
});

/** Columns added after the first release, for files made by an older version. */
function migrate(db: Database.Database): void {
  const columns = new Set((db.prepare(`PRAGMA table_info(rooms)`).all() as { name: string }[]).map((c) => c.name));
  if (!columns.has("node_id")) db.exec(`ALTER TABLE rooms ADD COLUMN node_id TEXT NOT NULL DEFAULT 'main'`);
  if (!columns.has("progress")) db.exec(`ALTER TABLE rooms ADD COLUMN progress TEXT`);
  if (!columns.has("paused")) db.exec(`ALTER TABLE rooms ADD COLUMN paused INTEGER NOT NULL DEFAULT 0`);
  const seatColumns = new Set((db.prepare(`PRAGMA table_info(seats)`).all() as { name: string }[]).map((c) => c.name));
  for (const [column, type] of [
    ["seen_at", "INTEGER"],
    ["seen_log", "INTEGER"],
    ["seen_progress", "TEXT"],
  ] as const)
    if (!seatColumns.has(column)) db.exec(`ALTER TABLE seats ADD COLUMN ${column} ${type}`);
}

const COLUMNS: Record<string, string> = {
  status: "status",
  hostSeat: "host_seat",
  timerSeconds: "timer_seconds",
  seed: "seed",
  hostTokenHash: "host_token_hash",
  progress: "progress",
  paused: "paused",
};

/** A change's value as its column stores it. */
function columnValue(key: string, value: unknown): unknown {
  if (key === "progress") return value === null || value === undefined ? null : JSON.stringify(value);
  if (key === "paused") return value ? 1 : 0;
  return value ?? null;
}

/** The store's file cannot be used: the server must not start (and never start empty over it). */
export class StoreUnusableError extends Error {
  override name = "StoreUnusableError";
}

const WAY_OUT = 'restore the last backup (README, "Backups") to that path, or move the file away to start with no rooms';

/**
 * Opens the file and checks it before anything is served: a file that is not a database, or
 * a damaged one, stops the start with one line naming the file and the way out. A 0-byte file
 * would open as a new, empty database: every room gone without a word, so it stops too.
 */
function openChecked(file: string): Database.Database {
  if (file === ":memory:") return prepare(new Database(file));
  const resolved = path.resolve(file);
  const size = fs.statSync(resolved, { throwIfNoEntry: false })?.size;
  if (size === 0) throw new StoreUnusableError(`the database file ${resolved} is empty (0 bytes); ${WAY_OUT}`);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  let db: Database.Database | undefined;
  try {
    db = new Database(resolved);
    const check = db.pragma("quick_check", { simple: true }) as string;
    if (check !== "ok") throw new Error(check);
    return prepare(db);
  } catch (error) {
    db?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreUnusableError(`the database file ${resolved} cannot be used (${reason}); ${WAY_OUT}`);
  }
}

function prepare(db: Database.Database): Database.Database {
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.exec(SCHEMA);
  migrate(db);
  return db;
}

/** SQLite in WAL mode: a committed move survives the process being killed. */
export class SqliteStore implements Store {
  onWrite?: (seconds: number) => void;
  private readonly db: Database.Database;
  private readonly statements;
  private readonly appendMoveTransaction: (roomId: string, seq: number, seat: number, move: string) => void;
  private readonly takeBackTransaction: (roomId: string, seq: number) => void;

  constructor(
    file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = openChecked(file);
    this.statements = {
      insertRoom: this.db.prepare(
        `INSERT INTO rooms (id, game_id, options, seats, seed, status, host_token_hash, host_seat, timer_seconds, rematch_of, node_id, created_at, updated_at)
         VALUES (@id, @gameId, @options, @seats, @seed, @status, @hostTokenHash, @hostSeat, @timerSeconds, @rematchOf, @nodeId, @now, @now)`,
      ),
      lastSeq: this.db.prepare(`SELECT COALESCE(MAX(seq), 0) AS seq FROM moves WHERE room_id = ?`),
      insertMove: this.db.prepare(`INSERT INTO moves (room_id, seq, seat, move, at) VALUES (?, ?, ?, ?, ?)`),
      upsertSeat: this.db.prepare(
        `INSERT INTO seats (room_id, seat, name, token_hash, bot, ready) VALUES (@roomId, @seat, @name, @tokenHash, @bot, @ready)
         ON CONFLICT (room_id, seat) DO UPDATE SET name = excluded.name, token_hash = excluded.token_hash, bot = excluded.bot, ready = excluded.ready`,
      ),
      getRoom: this.db.prepare(`SELECT * FROM rooms WHERE id = ?`),
      listSeats: this.db.prepare(`SELECT seat, name, token_hash, bot, ready FROM seats WHERE room_id = ? ORDER BY seat`),
      listMoves: this.db.prepare(`SELECT seat, move FROM moves WHERE room_id = ? ORDER BY seq`),
      listTakenBack: this.db.prepare(`SELECT seq, seat FROM taken_back WHERE room_id = ? ORDER BY taken_back_at, rowid`),
      archiveMove: this.db.prepare(
        `INSERT INTO taken_back (room_id, seq, seat, move, at, taken_back_at) SELECT room_id, seq, seat, move, at, ? FROM moves WHERE room_id = ? AND seq = ?`,
      ),
      deleteMove: this.db.prepare(`DELETE FROM moves WHERE room_id = ? AND seq = ?`),
      saveSeen: this.db.prepare(`UPDATE seats SET seen_at = ?, seen_log = ?, seen_progress = ? WHERE room_id = ? AND seat = ?`),
      listSeen: this.db.prepare(
        `SELECT seat, seen_at, seen_log, seen_progress FROM seats WHERE room_id = ? AND seen_at IS NOT NULL ORDER BY seat`,
      ),
      lastActivity: this.db.prepare(
        `SELECT MAX(
           (SELECT updated_at FROM rooms WHERE id = @id),
           COALESCE((SELECT MAX(at) FROM moves WHERE room_id = @id), 0),
           COALESCE((SELECT MAX(seen_at) FROM seats WHERE room_id = @id), 0)
         ) AS at`,
      ),
      unfinished: this.db.prepare(`SELECT * FROM rooms WHERE status IN ('lobby', 'playing') AND node_id = ? ORDER BY created_at`),
    };
    // Made once: building a transaction wrapper per move was a measurable share of the server at load.
    // A move writes its own row only (with its time), not the room's row: one page less per move.
    this.appendMoveTransaction = this.db.transaction((roomId: string, seq: number, seat: number, move: string) => {
      const { seq: last } = this.statements.lastSeq.get(roomId) as { seq: number };
      if (last + 1 !== seq) throw new Error(`room ${roomId}: move ${seq} expected after ${last}`);
      this.statements.insertMove.run(roomId, seq, seat, move, this.now());
    });
    // A move taken back leaves the game's moves but is kept, with when it was taken back.
    this.takeBackTransaction = this.db.transaction((roomId: string, seq: number) => {
      const { seq: last } = this.statements.lastSeq.get(roomId) as { seq: number };
      if (last !== seq) throw new Error(`room ${roomId}: only the last move (${last}) can be taken back, not ${seq}`);
      this.statements.archiveMove.run(this.now(), roomId, seq);
      this.statements.deleteMove.run(roomId, seq);
    });
  }

  private timed<T>(write: () => T): T {
    const start = performance.now();
    try {
      return write();
    } finally {
      this.onWrite?.((performance.now() - start) / 1000);
    }
  }

  createRoom(room: NewRoom): void {
    this.timed(() => this.statements.insertRoom.run({ ...room, options: JSON.stringify(room.options ?? {}), now: this.now() }));
  }

  updateRoom(roomId: string, changes: RoomChanges): void {
    const entries = Object.entries(changes).filter(([key]) => key in COLUMNS);
    if (entries.length === 0) return;
    const sets = entries.map(([key]) => `${COLUMNS[key]} = ?`).join(", ");
    this.timed(() =>
      this.db
        .prepare(`UPDATE rooms SET ${sets}, updated_at = ? WHERE id = ?`)
        .run(...entries.map(([key, v]) => columnValue(key, v)), this.now(), roomId),
    );
  }

  appendMove(roomId: string, { seat, move }: RecordedMove, seq: number): void {
    this.timed(() => this.appendMoveTransaction(roomId, seq, seat, JSON.stringify(move)));
  }

  takeBackMove(roomId: string, seq: number): void {
    this.timed(() => this.takeBackTransaction(roomId, seq));
  }

  saveSeat(roomId: string, seat: StoredSeat): void {
    this.timed(() => this.statements.upsertSeat.run({ roomId, ...seat, bot: seat.bot ? 1 : 0, ready: seat.ready ? 1 : 0 }));
  }

  getRoom(roomId: string): StoredRoom | undefined {
    const row = this.statements.getRoom.get(roomId) as RoomRow | undefined;
    return row && toRoom(row);
  }

  listSeats(roomId: string): StoredSeat[] {
    return (
      this.statements.listSeats.all(roomId) as {
        seat: number;
        name: string;
        token_hash: string | null;
        bot: number;
        ready: number;
      }[]
    ).map((row) => ({ seat: row.seat, name: row.name, tokenHash: row.token_hash, bot: row.bot === 1, ready: row.ready === 1 }));
  }

  listMoves(roomId: string): RecordedMove[] {
    return (this.statements.listMoves.all(roomId) as { seat: number; move: string }[]).map((row) => ({
      seat: row.seat,
      move: JSON.parse(row.move) as unknown,
    }));
  }

  listTakenBack(roomId: string): { seq: number; seat: number }[] {
    return this.statements.listTakenBack.all(roomId) as { seq: number; seat: number }[];
  }

  saveSeen(roomId: string, seat: number, seen: SeenMark | null): void {
    this.timed(() =>
      this.statements.saveSeen.run(
        seen?.at ?? null,
        seen?.logLength ?? null,
        seen?.progress ? JSON.stringify(seen.progress) : null,
        roomId,
        seat,
      ),
    );
  }

  listSeen(roomId: string): Map<number, SeenMark> {
    const rows = this.statements.listSeen.all(roomId) as {
      seat: number;
      seen_at: number;
      seen_log: number | null;
      seen_progress: string | null;
    }[];
    return new Map(
      rows.map((row) => [
        row.seat,
        {
          at: row.seen_at,
          logLength: row.seen_log ?? 0,
          progress: row.seen_progress === null ? null : (JSON.parse(row.seen_progress) as Progress),
        },
      ]),
    );
  }

  lastActivity(roomId: string): number {
    return (this.statements.lastActivity.get({ id: roomId }) as { at: number | null }).at ?? 0;
  }

  listUnfinishedRooms(nodeId: string): StoredRoom[] {
    return (this.statements.unfinished.all(nodeId) as RoomRow[]).map(toRoom);
  }

  close(): void {
    this.db.close();
  }
}
