import { Room, ServerError, type Client, type ClientPrivate } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { findGame, isRuleError, replay, type AnyGame, type RecordedMove } from "@tablee/rules";
import type { StoredRoom, StoredSeat } from "../store/store.js";
import { Bots } from "./bots.js";
import { Chat } from "./chat.js";
import { Claims } from "./claims.js";
import { isMessageType, logMessageFailure, messageTypeOf, refuseUnknownType, registerMessages } from "./dispatch.js";
import { Host } from "./host.js";
import { lobbyHandlers } from "./lobby.js";
import { joinSchema, roomInitSchema } from "./messages.js";
import { Moves } from "./moves.js";
import { RateLimiter } from "./rateLimit.js";
import { newRecord } from "./records.js";
import { schemaFor, schemaJson, shareEncodeBuffers, type GameSchema, type TableState } from "./schema.js";
import { Seats } from "./seats.js";
import { TakeBacks } from "./takeBacks.js";
import { later, type RoomServices, type Table, type TableClient } from "./table.js";
import { Visits } from "./visits.js";

export type { RoomServices, RoomSettings } from "./table.js";

/**
 * Hosts one table of any game in the rules registry, and wires its parts: seats and tokens
 * (`seats.ts`), the host (`host.ts`), the lobby and host decisions (`lobby.ts`), the move
 * pipeline (`moves.ts`), bots and deadlines (`bots.ts`), chat (`chat.ts`) and the message gate
 * (`dispatch.ts`). It never trusts a client: every message is parsed, checked against the seat
 * and the rules, stored, and only then shown.
 */
export class GameRoom extends Room<TableState> implements Table {
  /** Set by the subclass that `gameRoomWith` makes for each server. */
  declare readonly services: RoomServices;
  override autoDispose = false;
  schema!: GameSchema;
  game!: AnyGame;
  record!: StoredRoom;
  gameState: unknown = null;
  private seats!: Seats;
  private host!: Host;
  private moves!: Moves;
  private bots!: Bots;
  private chat!: Chat;
  private claims!: Claims;
  private visits!: Visits;
  private idleTimer: { cancel(): void } | null = null;
  /** Since when nobody has been connected (ms), for a campaign's long wait; null while someone is. */
  private quietSince: number | null = null;
  /** Whether anyone ever joined: a room nobody joins expires after `unjoinedMinutes`. */
  private everJoined = false;

  override onCreate(rawOptions: unknown): void {
    const { internalKey, ...rawInit } = (rawOptions ?? {}) as { internalKey?: unknown };
    if (internalKey !== this.services.internalKey) throw new ServerError(4403, "rooms are created through the server's API");
    const init = roomInitSchema.parse(rawInit);
    const { store } = this.services;
    if ("restore" in init) {
      const record = store.getRoom(init.restore);
      if (!record) throw new Error(`no stored room ${init.restore}`);
      this.record = record;
      this.roomId = record.id;
      this.setUp(store.listSeats(record.id));
      // The moves live in the store only: the room keeps their count.
      const moves = store.listMoves(record.id);
      this.state.moveCount = moves.length;
      if (record.status === "playing") {
        this.gameState = this.replayStored(record, moves);
        this.state.status = "playing";
        if (this.gameState !== null) {
          this.moves.takeBacks?.restoreMarks(moves);
          this.moves.backfillSeatHolders(moves, this.seats.all());
        }
      }
      this.everJoined = record.status === "playing" || this.seats.all().some((s) => s.taken && !s.bot);
      // A campaign's wait goes on from its last activity, not from this start.
      this.quietSince = store.lastActivity(record.id);
      this.services.logger.info({ roomId: this.roomId, moves: moves.length }, "room restored");
    } else {
      const { record, seats } = newRecord(init, this.services);
      this.record = record;
      this.roomId = record.id;
      store.createRoom(record);
      for (const seat of seats) store.saveSeat(record.id, seat);
      this.setUp(seats);
    }
    // Admission is ours (`_reserveSeat`): a seat token always gets in, whatever the count.
    this.maxClients = Infinity;
    // Every change pushes its own patch at once (`afterChange`), so the 50 ms patch interval
    // only re-checked unchanged state: 20 timer callbacks a second per room, each filtering the
    // room's clients — 40,000 a second at 2,000 rooms, for nothing.
    this.patchRate = 0; // 0: no patch interval
    this.setPrivate(true);
    const handlers = lobbyHandlers({
      table: this,
      seats: this.seats,
      host: this.host,
      moves: this.moves,
      bots: this.bots,
      chat: this.chat,
      claims: this.claims,
      roomName: this.roomName,
      closeForGood: () => this.closeForGood(),
    });
    registerMessages(this, this, handlers, this.moves);
    // Unreachable once `_onMessage` refuses unknown types; gone so that nothing can call it.
    delete (this as unknown as { onMessageHandlers: Record<string, unknown> }).onMessageHandlers.__no_message_handler;
    this.moves.project();
    this.services.metrics.roomsOpen.inc();
    this.armIdleTimer();
  }

  /**
   * The stored moves, replayed. A move the rules refuse now means the rules changed since the
   * game was played (an upgrade): that game cannot come back, so it is closed for good rather
   * than retried at every start.
   */
  private replayStored(record: StoredRoom, moves: RecordedMove[]): unknown {
    try {
      return replay(this.game, this.moves.setup(), moves);
    } catch (error) {
      if (isRuleError(error)) {
        this.services.store.updateRoom(record.id, { status: "expired" });
        this.services.logger.warn(
          { roomId: record.id, gameId: record.gameId, code: error.code, reason: error.message },
          "an unfinished game no longer replays under these rules (changed by an upgrade): closed",
        );
      }
      throw error;
    }
  }

  private setUp(storedSeats: StoredSeat[]): void {
    const game = findGame(this.record.gameId);
    if (!game) throw new Error(`unknown game ${this.record.gameId}`);
    this.game = game;
    this.schema = schemaFor(game, this.record.seats);
    this.state = this.schema.createTable();
    shareEncodeBuffers(this);
    const teams = game.teams?.(this.record.seats, game.optionsSchema.parse(this.record.options ?? {})) ?? null;
    this.state.gameId = game.id;
    this.state.options = schemaJson(this.record.options ?? {});
    this.state.hostSeat = this.record.hostSeat ?? -1;
    this.state.timerSeconds = this.record.timerSeconds ?? 0;
    this.state.status = this.record.status === "finished" ? "finished" : "lobby";
    this.state.paused = this.record.paused ?? false;
    this.seats = new Seats(this, storedSeats, teams);
    this.host = new Host(this);
    this.moves = new Moves(this);
    this.moves.takeBacks = new TakeBacks(this);
    this.bots = new Bots(this, this.moves);
    this.chat = new Chat(this);
    this.claims = new Claims(this, this.seats, this.host, this.bots, this.moves);
    this.visits = new Visits(this);
    this.moves.onView = (view) => this.visits.viewChanged(view);
  }

  afterChange(): void {
    this.moves.project();
    this.bots.schedule();
  }

  close(code?: number): void {
    void this.disconnect(code);
  }

  // ---------------------------------------------------------------- joining and leaving

  /**
   * Every join reserves a seat first (an HTTP request), and reservations count until they are
   * used or expire. Someone with a seat token of this room is always admitted; others only
   * while the room's joins under way and connections stay under their limits, so nobody with
   * the link can lock the room by reserving and never connecting.
   */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions: unknown = true,
    authData: unknown = undefined,
    seconds?: number,
    allowReconnection = false,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (!allowReconnection && !this.admits(joinOptions)) return false;
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
  }

  private admits(joinOptions: unknown): boolean {
    const options = joinSchema.safeParse(joinOptions ?? {});
    if (!options.success) return false;
    if (options.data.seatToken !== undefined && this.seats.seatOfToken(options.data.seatToken) >= 0) return true;
    const { pendingJoins, maxClients } = this.services.settings;
    const pending = Object.keys(this.reservedSeats).length;
    return pending < pendingJoins && this.clients.length + pending < maxClients;
  }

  /**
   * Every frame of every client enters here. A type the room did not register is refused
   * before Colyseus looks it up (its own fallback sits in the same table, and one of them
   * closed the socket with a reason quoting the payload), and whatever one client's frame
   * throws costs that client only: never the process, never another room.
   */
  protected override _onMessage(client: TableClient & ClientPrivate, buffer: Buffer): void {
    try {
      const type = messageTypeOf(buffer);
      if (type !== undefined && !isMessageType(type)) return refuseUnknownType(this, client, type);
      super._onMessage(client, buffer);
    } catch (error) {
      logMessageFailure(this, error, "a client's frame could not be handled");
      try {
        client.leave(4400);
      } catch {
        // The socket is gone already.
      }
    }
  }

  override onAuth(_client: Client, rawOptions: unknown): boolean {
    const options = joinSchema.safeParse(rawOptions ?? {});
    if (!options.success) throw new ServerError(4400, "invalid join options");
    const token = options.data.seatToken;
    if (token !== undefined && this.seats.seatOfToken(token) < 0) {
      throw new ServerError(4401, "this seat token does not belong to this room");
    }
    return true;
  }

  override onJoin(client: TableClient, rawOptions: unknown): void {
    const options = joinSchema.parse(rawOptions ?? {});
    forceFreshSnapshot(this);
    client.view = new StateView();
    this.everJoined = true;
    this.quietSince = null;
    const hostByToken = this.host.provesToken(options.hostToken);
    const { settings } = this.services;
    client.userData = {
      seat: null,
      ...(options.name ? { name: options.name } : {}),
      hostByToken,
      limiter: new RateLimiter(settings.messagesPerSecond, settings.messageBurst),
    };
    if (options.seatToken) {
      const seat = this.seats.seatOfToken(options.seatToken);
      this.seats.bind(client, seat);
      const slot = this.seats.slot(seat)!;
      this.claims.seatSettled(seat);
      if (options.name && this.state.status === "lobby") this.seats.rename(seat, options.name);
      // A player who comes back takes the seat back from the bot that kept it warm.
      if (slot.bot && this.state.status === "playing") {
        slot.bot = false;
        this.seats.save(seat);
        this.bots.cancel(seat);
        this.moves.seatHeld(seat, false);
      }
      // Back at a long game: what happened since their last visit, to them alone.
      if (this.state.status !== "lobby") {
        const previously = this.visits.previouslyFor(seat);
        if (previously) client.send("previously", previously);
        this.visits.markSeen(seat);
      }
    }
    client.send("chatHistory", this.chat.historyFor(client));
    if (hostByToken && this.host.seat < 0 && client.userData.seat !== null) this.host.setSeat(client.userData.seat);
    this.services.metrics.clients.inc();
    this.afterChange();
  }

  override async onLeave(client: TableClient, consented: boolean): Promise<void> {
    this.services.metrics.clients.dec();
    this.claims.forget(client);
    const seat = client.userData?.seat ?? null;
    if (seat === null || !this.seats.holds(seat, client)) {
      this.broadcastPatch();
      return this.armIdleTimer();
    }
    this.seats.dropped(seat, client);
    this.visits.markSeen(seat);
    // An absent player's decisions get a deadline (AWAY_DECISION_SECONDS); it also pushes the patch.
    this.bots.schedule();
    this.broadcastPatch();
    const { reconnectSeconds } = this.services.settings;
    if (!consented && reconnectSeconds > 0) {
      try {
        const back = (await this.allowReconnection(client, reconnectSeconds)) as TableClient;
        if (this.seats.rebind(seat, client, back)) {
          this.afterChange();
          return;
        }
      } catch {
        // The session is gone; the seat token still brings the player back.
      }
    }
    this.seats.disconnected(seat, client);
    this.armIdleTimer();
  }

  override onBeforeShutdown(): void {
    for (const slot of this.seats.all()) if (slot.connected && !slot.bot) this.visits.markSeen(slot.seat);
    this.broadcast("serverRestarting", { message: "the server is restarting; your seat is kept" });
    void this.disconnect(4000);
  }

  override onDispose(): void {
    this.services.metrics.roomsOpen.dec();
    this.bots.stop();
    this.idleTimer?.cancel();
  }

  /**
   * With nobody connected, a room closes after a while: an unfinished game's room expires after
   * ROOM_IDLE_MINUTES (UNJOINED_ROOM_MINUTES if nobody ever joined); a campaign under way waits
   * CAMPAIGN_IDLE_DAYS from its last activity, across restarts; a finished game's room just
   * leaves memory (its replay stays).
   */
  private armIdleTimer(): void {
    this.idleTimer?.cancel();
    if (this.clients.length > 0) return;
    const { idleMinutes, unjoinedMinutes, campaignIdleDays } = this.services.settings;
    const since = (this.quietSince ??= Date.now());
    const campaign = this.game.campaign !== undefined && this.state.status === "playing";
    const wait = campaign
      ? campaignIdleDays * 86_400_000 - (Date.now() - since)
      : (this.everJoined ? idleMinutes : unjoinedMinutes) * 60_000;
    this.idleTimer = later(wait, () => {
      if (this.clients.length > 0) return;
      if (this.state.status !== "finished") this.services.store.updateRoom(this.roomId, { status: "expired" });
      this.services.logger.info({ roomId: this.roomId, everJoined: this.everJoined, campaign }, "idle room closed");
      void this.disconnect();
    });
  }

  /** The host closed the table for good: stored as closed (never restored), everyone told and let go. */
  private closeForGood(): void {
    this.services.store.updateRoom(this.roomId, { status: "closed" });
    this.bots.stop();
    this.broadcast("roomClosed", { message: "the host closed this table for good" });
    this.services.logger.info({ roomId: this.roomId }, "room closed by its host");
    void this.disconnect(4004);
  }
}

/**
 * Colyseus 0.16 caches the encoded full state for joining clients and does not invalidate
 * the cache when patches are discarded with nobody connected (colyseus issue 917), so a
 * player who joins after a quiet spell could get a stale snapshot. Joins are rare at a board
 * game table: re-encode the snapshot for every join.
 */
function forceFreshSnapshot(room: Room): void {
  const serializer = (room as unknown as { _serializer?: { needFullEncode?: boolean } })._serializer;
  if (serializer && "needFullEncode" in serializer) serializer.needFullEncode = true;
}

/** A GameRoom bound to one server's services (store, logger, metrics, settings). */
export function gameRoomWith(services: RoomServices): typeof GameRoom {
  return class BoundGameRoom extends GameRoom {
    override readonly services = services;
  };
}
