import { z } from "zod";

/** Everything a client may send is parsed here; anything else is refused. */
export const createRoomSchema = z
  .object({
    gameId: z.string().min(1).max(64),
    seats: z.number().int().min(1).max(8),
    options: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type CreateRoomOptions = z.infer<typeof createRoomSchema>;

export const joinSchema = z
  .object({
    name: z.string().trim().min(1).max(32).optional(),
    spectate: z.boolean().optional(),
  })
  .strip();
export type JoinOptions = z.infer<typeof joinSchema>;

/** Codes of refusals that come from the room rather than from the rules. */
export const RoomErrorCode = {
  NOT_SEATED: "NOT_SEATED",
  NOT_STARTED: "NOT_STARTED",
  UNKNOWN_MESSAGE: "UNKNOWN_MESSAGE",
  INTERNAL: "INTERNAL",
} as const;

export interface Refusal {
  code: string;
  message: string;
}
