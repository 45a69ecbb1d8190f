import { z } from "zod";
import { cleanName, cleanText } from "../text.js";

/** A person's name at the table, cleaned (see text.ts) before it is checked. */
const name = z.string().max(256).transform(cleanName).pipe(z.string().min(1).max(32));

/** Everything a client may send is parsed here; anything else is refused. */
export const createRoomSchema = z
  .object({
    gameId: z.string().min(1).max(64),
    seats: z.number().int().min(1).max(8),
    options: z.record(z.string(), z.unknown()).default({}),
    /** Seconds each seat has to decide before a bot decides for it; absent or null = no timer. */
    timerSeconds: z.number().int().min(1).max(3600).nullable().default(null),
  })
  .strict();
export type CreateRoomOptions = z.infer<typeof createRoomSchema>;

/** The most tables one status request may ask about (the home page lists at most 20). */
export const MAX_STATUS_ROOMS = 50;
/** Which of these tables are still there, and where each stands (the home page's "Your tables"). */
export const roomStatusSchema = z
  .object({
    roomIds: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a room id is 1–64 letters, digits, - or _"))
      .max(MAX_STATUS_ROOMS, `at most ${MAX_STATUS_ROOMS} room ids per request`),
  })
  .strict();

/** What the room is created with internally: a new table, a restore, or a rematch. */
export const roomInitSchema = z.union([
  createRoomSchema.extend({ hostTokenHash: z.string().length(64) }),
  z.object({ restore: z.string().min(16).max(64) }).strict(),
  z.object({ rematchOf: z.string().min(16).max(64) }).strict(),
]);
export type RoomInit = z.infer<typeof roomInitSchema>;

const token = z.string().min(16).max(128);
export const joinSchema = z
  .object({
    name: name.optional(),
    seatToken: token.optional(),
    hostToken: token.optional(),
  })
  .strip();
export type JoinOptions = z.infer<typeof joinSchema>;

const seat = z.number().int().min(0).max(7);
export const lobbyMessages = {
  /** `after`: in games where newcomers choose their place in turn order, the player to follow. */
  takeSeat: z.object({ seat: seat.optional(), after: seat.optional() }).strict(),
  leaveSeat: z.object({}).strict(),
  setName: z.object({ name }).strict(),
  ready: z.object({ ready: z.boolean() }).strict(),
  kick: z.object({ seat }).strict(),
  transferHost: z.object({ seat }).strict(),
  fillBots: z.object({}).strict(),
  setBot: z.object({ seat, bot: z.boolean() }).strict(),
  setTimer: z.object({ seconds: z.number().int().min(1).max(3600).nullable() }).strict(),
  start: z.object({}).strict(),
  rematch: z.object({}).strict(),
  takeBack: z.object({}).strict(),
  claimSeat: z.object({ seat }).strict(),
  answerClaim: z.object({ seat, accept: z.boolean() }).strict(),
  /** The host pauses the game under way (true) or resumes it (false). */
  pause: z.object({ paused: z.boolean() }).strict(),
  /** The host closes the table for good: the room ends and its link says so. */
  closeRoom: z.object({}).strict(),
  /** The public log's entries before index `before` (the view holds only the last ones): answered with `history`. */
  history: z
    .object({
      before: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31),
    })
    .strict(),
  chat: z
    .object({
      text: z.string().max(2000).transform(cleanText).pipe(z.string().min(1).max(500)),
      channel: z.enum(["room", "team"]).default("room"),
    })
    .strict(),
} as const;
export type LobbyMessageType = keyof typeof lobbyMessages;

/** Codes of refusals that come from the room rather than from the rules. */
export const RoomErrorCode = {
  BAD_MESSAGE: "BAD_MESSAGE",
  MESSAGE_TOO_LARGE: "MESSAGE_TOO_LARGE",
  RATE_LIMITED: "RATE_LIMITED",
  UNKNOWN_MESSAGE: "UNKNOWN_MESSAGE",
  NOT_SEATED: "NOT_SEATED",
  ALREADY_SEATED: "ALREADY_SEATED",
  SEAT_TAKEN: "SEAT_TAKEN",
  NO_FREE_SEAT: "NO_FREE_SEAT",
  NOT_HOST: "NOT_HOST",
  NOT_IN_LOBBY: "NOT_IN_LOBBY",
  NOT_STARTED: "NOT_STARTED",
  NOT_FINISHED: "NOT_FINISHED",
  NOT_READY: "NOT_READY",
  SEAT_HELD_BY_BOT: "SEAT_HELD_BY_BOT",
  PLAYER_CONNECTED: "PLAYER_CONNECTED",
  NO_PLAYER: "NO_PLAYER",
  NO_TEAM: "NO_TEAM",
  NO_SUCH_SEAT: "NO_SUCH_SEAT",
  SEAT_NOT_AWAY: "SEAT_NOT_AWAY",
  NO_CLAIM: "NO_CLAIM",
  NO_TAKE_BACK: "NO_TAKE_BACK",
  /** The game keeps no log to send (`history`). */
  NO_LOG: "NO_LOG",
  /** The host paused the game: no move until they resume it. */
  PAUSED: "PAUSED",
  INTERNAL: "INTERNAL",
} as const;

export interface Refusal {
  code: string;
  message: string;
}

/** Longest JSON a message may take once decoded; far above any legal move or chat line. */
export const MAX_MESSAGE_JSON = 4096;
