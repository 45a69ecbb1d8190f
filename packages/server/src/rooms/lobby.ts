import { matchMaker } from "@colyseus/core";
import { createGame } from "@tablee/rules";
import type { Bots } from "./bots.js";
import type { Chat } from "./chat.js";
import type { Claims } from "./claims.js";
import type { Host } from "./host.js";
import { RoomErrorCode, type LobbyMessageType, type Refusal } from "./messages.js";
import type { Moves } from "./moves.js";
import type { Seats } from "./seats.js";
import { refusal, type Table, type TableClient } from "./table.js";

export interface TableParts {
  table: Table;
  seats: Seats;
  host: Host;
  moves: Moves;
  bots: Bots;
  chat: Chat;
  claims: Claims;
  /** The room's Colyseus name, for the rematch room. */
  roomName: string;
  /** Ends the room for good (the host closed it): stored as closed, everyone told, everyone out. */
  closeForGood: () => void;
}

/** Log entries per `history` answer: a long campaign's log comes in a few answers of a few tens of KB. */
export const HISTORY_PAGE = 300;

const noSuchSeat = (seat: number): Refusal => refusal(RoomErrorCode.NO_SUCH_SEAT, `this table has no seat ${seat + 1}`);

export type LobbyHandlers = { [K in LobbyMessageType]: (client: TableClient, message: never) => Refusal | void };

/**
 * Every message but `move`: taking and leaving seats, names, readiness, and what the host
 * decides (kick, bots, timer, start, rematch, handing over the role, pausing the game and
 * closing the table for good); chat.
 */
export function lobbyHandlers(parts: TableParts): LobbyHandlers {
  const { table, seats, host, moves, bots, chat, claims } = parts;
  const { state } = table;

  /** A newcomer takes a seat that is out of the game, in games that allow joining mid-game. */
  const takeVacantSeat = (client: TableClient, wanted: number | undefined, after: number | undefined): Refusal | void => {
    const seatChanges = table.game.seatChanges;
    if (!seatChanges || table.gameState === null) return refusal(RoomErrorCode.NOT_IN_LOBBY, "seats are taken in the lobby");
    const vacant = (seatChanges.vacantSeats(table.gameState) as number[]).filter((s) => !state.seats[s]?.taken);
    const seat = wanted ?? vacant[0];
    if (seat === undefined) return refusal(RoomErrorCode.NO_FREE_SEAT, "every seat is taken");
    if (!vacant.includes(seat)) return refusal(RoomErrorCode.SEAT_TAKEN, "that seat is not free");
    const join = after !== undefined && seatChanges.joinAfter ? seatChanges.joinAfter(after) : seatChanges.join;
    const refused = moves.submit(seat, join);
    if (refused) return refused;
    const token = seats.issueToken(seat);
    seats.slot(seat)!.assign({ taken: true, bot: false, ready: true, name: client.userData!.name ?? `Player ${seat + 1}` });
    seats.bind(client, seat);
    seats.save(seat);
    client.send("seated", { seat, token });
    table.afterChange();
  };

  /** A player leaves a game that allows it: the rules take them out, the seat becomes free. */
  const leaveMidGame = (seat: number, client: TableClient): Refusal | void => {
    const seatChanges = table.game.seatChanges;
    if (!seatChanges) return refusal(RoomErrorCode.NOT_IN_LOBBY, "during a game, hand your seat to a bot instead");
    const refused = moves.submit(seat, seatChanges.leave);
    if (refused) return refused;
    seats.free(seat, client);
    host.seatFreed(seat, true);
    table.afterChange();
  };

  const createRematch = async (): Promise<void> => {
    const room = await matchMaker.createRoom(parts.roomName, {
      internalKey: table.services.internalKey,
      rematchOf: table.roomId,
    });
    state.rematchRoomId = room.roomId;
    table.broadcastPatch();
  };

  return {
    takeSeat: (client: TableClient, message: { seat?: number; after?: number }) => {
      if (client.userData!.seat !== null) return refusal(RoomErrorCode.ALREADY_SEATED, "you already have a seat");
      if (state.status === "playing") return takeVacantSeat(client, message.seat, message.after);
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "seats are taken in the lobby");
      const seat = message.seat ?? state.seats.findIndex((s) => !s.taken);
      const slot = state.seats[seat];
      if (seat < 0 || !slot) return refusal(RoomErrorCode.NO_FREE_SEAT, "every seat is taken");
      if (slot.taken) return refusal(RoomErrorCode.SEAT_TAKEN, "that seat is taken");
      const token = seats.issueToken(seat);
      slot.assign({ taken: true, bot: false, ready: false, name: client.userData!.name ?? (slot.name || `Player ${seat + 1}`) });
      seats.bind(client, seat);
      seats.save(seat);
      if (client.userData!.hostByToken && host.seat < 0) host.setSeat(seat);
      client.send("seated", { seat, token });
      table.afterChange();
    },
    leaveSeat: (client: TableClient) => {
      const seat = client.userData!.seat;
      if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "you have no seat");
      if (state.status === "playing") return leaveMidGame(seat, client);
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "seats are left in the lobby");
      seats.free(seat, client);
      host.seatFreed(seat, false);
      table.afterChange();
    },
    setName: (client: TableClient, message: { name: string }) => {
      const seat = client.userData!.seat;
      if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "take a seat to have a name at the table");
      seats.rename(seat, message.name);
      table.afterChange();
    },
    ready: (client: TableClient, message: { ready: boolean }) => {
      const seat = client.userData!.seat;
      if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "you have no seat");
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the game has started");
      seats.slot(seat)!.ready = message.ready;
      seats.save(seat);
      table.afterChange();
    },
    kick: (client: TableClient, message: { seat: number }) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "during a game, hand the seat to a bot instead");
      if (!seats.slot(message.seat)) return noSuchSeat(message.seat);
      seats.free(message.seat);
      host.seatFreed(message.seat, false);
      table.afterChange();
    },
    transferHost: (client: TableClient, message: { seat: number }) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (!seats.slot(message.seat)) return noSuchSeat(message.seat);
      if (!seats.hasPlayer(message.seat)) return refusal(RoomErrorCode.NO_PLAYER, "nobody sits there");
      host.transferTo(message.seat);
      table.afterChange();
    },
    fillBots: (client: TableClient) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the game has started");
      for (const slot of seats.all()) if (!slot.taken) seats.seatBot(slot.seat);
      table.afterChange();
    },
    setBot: (client: TableClient, message: { seat: number; bot: boolean }) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      const slot = seats.slot(message.seat);
      if (!slot) return noSuchSeat(message.seat);
      if (state.status === "lobby") {
        if (message.bot) {
          if (slot.taken) return refusal(RoomErrorCode.SEAT_TAKEN, "that seat is taken");
          seats.seatBot(message.seat);
        } else if (slot.bot) {
          seats.free(message.seat);
          host.seatFreed(message.seat, false);
        }
      } else if (state.status === "playing") {
        if (message.bot && slot.connected) return refusal(RoomErrorCode.PLAYER_CONNECTED, "that player is connected");
        // A bot keeps a player's seat warm; a seat nobody holds is a vacant seat of the game.
        if (message.bot && !seats.hasPlayer(message.seat)) return refusal(RoomErrorCode.NO_PLAYER, "nobody holds this seat");
        if (!message.bot && !seats.hasPlayer(message.seat))
          return refusal(RoomErrorCode.NO_PLAYER, "no player to hand this seat back to");
        if (slot.bot !== message.bot) {
          slot.bot = message.bot;
          moves.seatHeld(message.seat, message.bot);
        }
        if (!message.bot) bots.cancel(message.seat);
        seats.save(message.seat);
      } else {
        return refusal(RoomErrorCode.NOT_STARTED, "the game is over");
      }
      table.afterChange();
    },
    setTimer: (client: TableClient, message: { seconds: number | null }) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the timer is set in the lobby");
      table.record.timerSeconds = message.seconds;
      state.timerSeconds = message.seconds ?? 0;
      table.services.store.updateRoom(table.roomId, { timerSeconds: message.seconds });
      table.afterChange();
    },
    start: (client: TableClient) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can start");
      if (state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the game has already started");
      // Games people can join later start with their empty seats vacant.
      const seatChanges = table.game.seatChanges;
      const all = seats.all();
      const taken = all.filter((s) => s.taken);
      const unready = all.filter((s) => (s.taken ? !s.bot && !s.ready : !seatChanges));
      if (unready.length > 0)
        return refusal(RoomErrorCode.NOT_READY, `waiting for seats ${unready.map((s) => s.seat + 1).join(", ")}`);
      if (taken.length < table.game.minSeats)
        return refusal(RoomErrorCode.NOT_READY, `this game needs at least ${table.game.minSeats} players`);
      table.gameState = createGame(table.game, moves.setup());
      state.status = "playing";
      table.services.store.updateRoom(table.roomId, { status: "playing" });
      table.services.metrics.gamesStarted.inc({ game: table.game.id });
      if (seatChanges) {
        // Who is in the game is who sits at the table: seats taken in the lobby join, empty ones leave.
        const vacant = seatChanges.vacantSeats(table.gameState) as number[];
        for (const slot of all) {
          if (slot.taken && vacant.includes(slot.seat)) moves.submit(slot.seat, seatChanges.join);
          if (!slot.taken && !vacant.includes(slot.seat)) moves.submit(slot.seat, seatChanges.leave);
        }
      }
      for (const slot of all) if (slot.bot) moves.seatHeld(slot.seat, true);
      table.afterChange();
    },
    rematch: (client: TableClient) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can ask for a rematch");
      if (state.status !== "finished") return refusal(RoomErrorCode.NOT_FINISHED, "the game is not over");
      if (state.rematchRoomId) return;
      createRematch().catch((error: unknown) =>
        table.services.logger.error({ err: error, roomId: table.roomId }, "rematch failed"),
      );
    },
    chat: (client: TableClient, message: { text: string; channel: "room" | "team" }) => chat.post(client, message),
    takeBack: (client: TableClient) =>
      state.paused ? refusal(RoomErrorCode.PAUSED, "the host paused the game") : moves.takeBacks?.takeBack(client),
    claimSeat: (client: TableClient, message: { seat: number }) => claims.ask(client, message.seat),
    answerClaim: (client: TableClient, message: { seat: number; accept: boolean }) =>
      claims.answer(client, message.seat, message.accept),
    pause: (client: TableClient, message: { paused: boolean }) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (state.status !== "playing") return refusal(RoomErrorCode.NOT_STARTED, "only a game under way can be paused");
      if (state.paused === message.paused) return;
      state.paused = message.paused;
      table.record.paused = message.paused;
      table.services.store.updateRoom(table.roomId, { paused: message.paused });
      if (message.paused) bots.pause();
      table.afterChange();
    },
    closeRoom: (client: TableClient) => {
      if (!host.is(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      parts.closeForGood();
    },
    history: (client: TableClient, message: { before: number }) => {
      const { game, gameState } = table;
      if (!game.publicLog) return refusal(RoomErrorCode.NO_LOG, "this game keeps no log");
      if (gameState === null) return refusal(RoomErrorCode.NOT_STARTED, "the game has not started");
      // Every entry is public: the same answer for a seat and a spectator.
      const log = game.publicLog(gameState);
      const before = Math.min(message.before, log.length);
      const from = Math.max(0, before - HISTORY_PAGE);
      client.send("history", { from, entries: log.slice(from, before) });
    },
  };
}
