import { createGame, findGame, type GameSetup } from "@tablee/rules";
import type { StoredRoom, StoredSeat } from "../store/store.js";
import type { RoomInit } from "./messages.js";
import { newSecret } from "./secrets.js";
import type { RoomServices } from "./table.js";

/** The stored record (and seats) of a new room: a new table, or the rematch of a finished one. */
export function newRecord(
  init: Exclude<RoomInit, { restore: string }>,
  services: RoomServices,
): { record: StoredRoom; seats: StoredSeat[] } {
  const { store } = services;
  if ("rematchOf" in init) {
    const previous = store.getRoom(init.rematchOf);
    if (!previous) throw new Error(`no stored room ${init.rematchOf}`);
    const record: StoredRoom = {
      ...previous,
      id: newSecret(),
      seed: newSecret(),
      status: "lobby",
      rematchOf: previous.id,
      createdAt: 0,
      updatedAt: 0,
      progress: null,
      paused: false,
    };
    const seats = store.listSeats(previous.id).map((s) => ({ ...s, ready: s.bot }));
    return { record, seats };
  }
  const game = findGame(init.gameId);
  if (!game) throw new Error(`unknown game ${init.gameId}`);
  // Validates seats and options now, so a bad request fails at creation, not at start.
  createGame(game, { seats: init.seats, options: init.options, seed: "probe" });
  const record: StoredRoom = {
    id: newSecret(),
    gameId: game.id,
    // Stored as the game parsed them, defaults filled in: a default frozen at creation (This War
    // of Mine's content version) cannot change under a stored game when an upgrade changes it.
    options: game.optionsSchema.parse(init.options ?? {}),
    seats: init.seats,
    seed: newSecret(),
    status: "lobby",
    hostTokenHash: init.hostTokenHash,
    hostSeat: null,
    timerSeconds: init.timerSeconds,
    rematchOf: null,
    nodeId: services.nodeId,
    createdAt: 0,
    updatedAt: 0,
    progress: null,
    paused: false,
  };
  return { record, seats: [] };
}

/** What the rules set a stored room's game up from (its seats, options and seed): every replay starts here. */
export const gameSetupOf = (record: StoredRoom): GameSetup<unknown> => ({
  seats: record.seats,
  options: record.options,
  seed: record.seed,
});
