export interface CreatedRoom {
  roomId: string;
  inviteUrl: string;
  hostToken: string;
}

export interface ApiError {
  code: string;
  message: string;
}

export async function createRoom(body: {
  gameId: string;
  seats: number;
  options: Record<string, unknown>;
  timerSeconds: number | null;
}): Promise<CreatedRoom> {
  const response = await fetch("/api/rooms", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as CreatedRoom | ApiError;
  if (!response.ok) throw Object.assign(new Error((json as ApiError).message), json);
  return json as CreatedRoom;
}

export interface ReplayRecord {
  gameId: string;
  options: unknown;
  seats: number;
  seed: string;
  players: { seat: number; name: string; bot: boolean }[];
  moves: { seat: number; move: unknown }[];
}

export async function fetchReplay(roomId: string): Promise<ReplayRecord> {
  const response = await fetch(`/api/rooms/${encodeURIComponent(roomId)}/replay`);
  if (!response.ok) throw new Error("no replay");
  return (await response.json()) as ReplayRecord;
}

/** Where a long game stands (the game's `progress`): counts by what they count, names by what they list. */
export interface Progress {
  counts: Record<string, number>;
  names: Record<string, string[]>;
}

export interface RoomSummary {
  gameId: string;
  options: unknown;
  status: "lobby" | "playing" | "finished";
  hostSeat: number | null;
  seats: { seat: number; name: string; taken: boolean; bot: boolean }[];
  /** A long game's day, chapter, survivors…; null for games without one, or before the start. */
  progress: Progress | null;
  paused: boolean;
}

/** A table that ended early: its host closed it, or nobody came back in time. */
export interface GoneRoom {
  gone: "closed" | "expired";
  gameId: string;
  progress: Progress | null;
}

/** The public summary an invite link shows before joining (or why the table is gone). */
export async function fetchRoomSummary(roomId: string): Promise<RoomSummary | GoneRoom> {
  const response = await fetch(`/api/rooms/${encodeURIComponent(roomId)}`);
  if (response.status === 410) {
    const json = (await response.json()) as { code: string; gameId: string; progress: Progress | null };
    return { gone: json.code === "ROOM_CLOSED" ? "closed" : "expired", gameId: json.gameId, progress: json.progress };
  }
  if (!response.ok) throw new Error("no room");
  return (await response.json()) as RoomSummary;
}

/** Where one of this browser's tables stands (`POST /api/rooms/status`). */
export type TableStatus =
  | {
      roomId: string;
      status: RoomSummary["status"];
      gameId: string;
      options: unknown;
      progress: Progress | null;
      paused: boolean;
    }
  | { roomId: string; status: "closed" | "expired"; gameId: string; progress: Progress | null }
  | { roomId: string; status: "unknown" };
export type OpenTableStatus = Extract<TableStatus, { paused: boolean }>;

/** The most tables one status request may ask about (the server's limit). */
export const MAX_STATUS_ROOMS = 50;

/** Where each of these tables stands, in one request (never one request per table). */
export async function fetchTableStatuses(roomIds: readonly string[]): Promise<TableStatus[]> {
  const response = await fetch("/api/rooms/status", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ roomIds: roomIds.slice(0, MAX_STATUS_ROOMS) }),
  });
  if (!response.ok) throw new Error("no table status");
  return ((await response.json()) as { rooms: TableStatus[] }).rooms;
}

export const isGone = (summary: RoomSummary | GoneRoom): summary is GoneRoom => "gone" in summary;

/** `/r/<roomId>` → roomId, or null on any other page. */
export function roomIdFromPath(pathname: string): string | null {
  const match = /^\/r\/([A-Za-z0-9_-]{16,64})\/?$/.exec(pathname);
  return match ? (match[1] ?? null) : null;
}
