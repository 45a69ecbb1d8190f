import { createHash, randomBytes } from "node:crypto";
import { matchMaker, Room, ServerError, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import {
  checkMove,
  createGame,
  findGame,
  isRuleError,
  replay,
  seedRng,
  seatPartsOf,
  type AnyGame,
  type Outcome,
} from "@tablee/rules";
import type { Logger } from "../logger.js";
import type { Metrics } from "../metrics.js";
import type { Store, StoredRoom, StoredSeat } from "../store/store.js";
import {
  lobbyMessages,
  MAX_MESSAGE_JSON,
  roomInitSchema,
  RoomErrorCode,
  joinSchema,
  type Refusal,
  type LobbyMessageType,
} from "./messages.js";
import { RateLimiter } from "./rateLimit.js";
import {
  schemaFor,
  schemaJson,
  shareEncodeBuffers,
  type SeatSlot,
  syncFields,
  type TableState,
  type GameSchema,
} from "./schema.js";

export interface RoomSettings {
  /** Delay before a bot plays, so a table with bots feels human; 0 in tests. */
  botDelayMs: number;
  /** Seconds a dropped seated client may take to reconnect with its session. */
  reconnectSeconds: number;
  /** Minutes an unfinished room stays open with nobody connected before it expires. */
  idleMinutes: number;
  /** Sustained messages per second a client may send, and the burst allowed. */
  messagesPerSecond: number;
  messageBurst: number;
}

export interface RoomServices {
  store: Store;
  logger: Logger;
  metrics: Metrics;
  settings: RoomSettings;
  /** Proves a room creation comes from a server of ours, not from a client's `create()`. */
  internalKey: string;
  /** This process's stable name (it restores the rooms it hosts). */
  nodeId: string;
}

interface ClientData {
  seat: number | null;
  /** The name given at join, for a seat taken mid-game. */
  name?: string;
  /** Proved the host token at join. */
  hostByToken: boolean;
  limiter: RateLimiter;
}

type TableClient = Client<ClientData>;

export interface ChatLine {
  channel: "room" | "team";
  team: number;
  from: string;
  seat: number | null;
  text: string;
  at: number;
}

const CHAT_HISTORY = 100;

/** An unguessable id or token: 128 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(16).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * Hosts one table of any game in the rules registry. It never trusts a client: every message
 * is parsed, checked against the seat and the rules, stored, and only then shown.
 */
export class GameRoom extends Room<TableState> {
  /** Set by the subclass that `gameRoomWith` makes for each server. */
  protected services!: RoomServices;
  override autoDispose = false;
  private schema!: GameSchema;

  private game!: AnyGame;
  private record!: StoredRoom;
  private gameState: unknown = null;
  private tokenHashes: (string | null)[] = [];
  private seatClients: (TableClient | null)[] = [];
  private chat: ChatLine[] = [];
  private botTimers = new Map<number, { cancel(): void }>();
  private deadlineTimers = new Map<number, { cancel(): void }>();
  private idleTimer: { cancel(): void } | null = null;
  private lastWaiting = "";

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
        this.gameState = replay(this.game, this.setupOf(), moves);
        this.state.status = "playing";
      }
      this.services.logger.info({ roomId: this.roomId, moves: moves.length }, "room restored");
    } else if ("rematchOf" in init) {
      const previous = store.getRoom(init.rematchOf);
      if (!previous) throw new Error(`no stored room ${init.rematchOf}`);
      this.roomId = newSecret();
      this.record = {
        ...previous,
        id: this.roomId,
        seed: newSecret(),
        status: "lobby",
        rematchOf: previous.id,
        createdAt: 0,
        updatedAt: 0,
      };
      store.createRoom(this.record);
      const seats = store.listSeats(previous.id).map((s) => ({ ...s, ready: s.bot }));
      for (const seat of seats) store.saveSeat(this.roomId, seat);
      this.setUp(seats);
    } else {
      const game = findGame(init.gameId);
      if (!game) throw new Error(`unknown game ${init.gameId}`);
      // Validates seats and options now, so a bad request fails at creation, not at start.
      createGame(game, { seats: init.seats, options: init.options, seed: "probe" });
      this.roomId = newSecret();
      this.record = {
        id: this.roomId,
        gameId: game.id,
        options: init.options,
        seats: init.seats,
        seed: newSecret(),
        status: "lobby",
        hostTokenHash: init.hostTokenHash,
        hostSeat: null,
        timerSeconds: init.timerSeconds,
        rematchOf: null,
        nodeId: this.services.nodeId,
        createdAt: 0,
        updatedAt: 0,
      };
      store.createRoom(this.record);
      this.setUp([]);
    }
    this.maxClients = 64;
    // Every change pushes its own patch at once (`project`), so the 50 ms patch interval only
    // re-checked unchanged state: 20 timer callbacks a second per room, each filtering the
    // room's clients — 40,000 a second at 2,000 rooms, for nothing.
    this.patchRate = 0; // 0: no patch interval
    this.setPrivate(true);
    this.registerMessages();
    this.project();
    this.services.metrics.roomsOpen.inc();
    this.armIdleTimer();
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
    for (let seat = 0; seat < this.record.seats; seat++) {
      const stored = storedSeats.find((s) => s.seat === seat);
      this.state.seats.push(
        this.schema.createSeat(seat).assign({
          name: stored?.name ?? "",
          taken: !!stored && (stored.bot || stored.tokenHash !== null),
          bot: stored?.bot ?? false,
          ready: stored?.ready ?? false,
          team: teams?.[seat] ?? -1,
        }),
      );
      this.tokenHashes.push(stored?.tokenHash ?? null);
      this.seatClients.push(null);
    }
  }

  private setupOf() {
    return { seats: this.record.seats, options: this.record.options, seed: this.record.seed };
  }

  // ---------------------------------------------------------------- joining and leaving

  override onAuth(_client: Client, rawOptions: unknown): boolean {
    const options = joinSchema.safeParse(rawOptions ?? {});
    if (!options.success) throw new ServerError(4400, "invalid join options");
    const token = options.data.seatToken;
    if (token !== undefined && !this.tokenHashes.includes(hashToken(token))) {
      throw new ServerError(4401, "this seat token does not belong to this room");
    }
    return true;
  }

  override onJoin(client: TableClient, rawOptions: unknown): void {
    const options = joinSchema.parse(rawOptions ?? {});
    forceFreshSnapshot(this);
    client.view = new StateView();
    const hostByToken = options.hostToken !== undefined && hashToken(options.hostToken) === this.record.hostTokenHash;
    client.userData = {
      seat: null,
      ...(options.name ? { name: options.name } : {}),
      hostByToken,
      limiter: new RateLimiter(this.services.settings.messagesPerSecond, this.services.settings.messageBurst),
    };
    if (options.seatToken) {
      const seat = this.tokenHashes.indexOf(hashToken(options.seatToken));
      this.bindSeat(client, seat);
      const slot = this.state.seats[seat] as SeatSlot;
      if (options.name && this.state.status === "lobby") this.rename(seat, options.name);
      // A player who comes back takes the seat back from the bot that kept it warm.
      if (slot.bot && this.state.status === "playing") {
        slot.bot = false;
        this.saveSeat(seat);
        this.cancelBot(seat);
      }
    }
    client.send(
      "chatHistory",
      this.chat.filter((line) => this.canRead(client, line)),
    );
    if (hostByToken && this.state.hostSeat < 0 && client.userData.seat !== null) this.setHostSeat(client.userData.seat);
    this.services.metrics.clients.inc();
    this.afterChange();
  }

  override async onLeave(client: TableClient, consented: boolean): Promise<void> {
    this.services.metrics.clients.dec();
    const seat = client.userData?.seat ?? null;
    if (seat === null || this.seatClients[seat] !== client) return this.armIdleTimer();
    const slot = this.state.seats[seat] as SeatSlot;
    slot.connected = false;
    this.broadcastPatch();
    if (!consented && this.services.settings.reconnectSeconds > 0) {
      try {
        const back = (await this.allowReconnection(client, this.services.settings.reconnectSeconds)) as TableClient;
        if (this.seatClients[seat] === client) {
          this.seatClients[seat] = back;
          slot.connected = true;
          this.afterChange();
          return;
        }
      } catch {
        // The session is gone; the seat token still brings the player back.
      }
    }
    if (this.seatClients[seat] === client) this.seatClients[seat] = null;
    this.armIdleTimer();
  }

  override onBeforeShutdown(): void {
    this.broadcast("serverRestarting", { message: "the server is restarting; your seat is kept" });
    void this.disconnect(4000);
  }

  override onDispose(): void {
    this.services.metrics.roomsOpen.dec();
    for (const timer of [...this.botTimers.values(), ...this.deadlineTimers.values()]) timer.cancel();
    this.idleTimer?.cancel();
  }

  /** Binds `client` to `seat`; a client already holding that seat is replaced. */
  private bindSeat(client: TableClient, seat: number): void {
    const slot = this.state.seats[seat] as SeatSlot;
    const previous = this.seatClients[seat];
    if (previous && previous !== client) {
      previous.view?.remove(slot);
      previous.userData = { ...previous.userData!, seat: null };
      previous.send("replaced", { message: "this seat was opened in another window" });
      previous.leave(4002);
    }
    this.seatClients[seat] = client;
    client.userData!.seat = seat;
    slot.connected = true;
    client.view!.add(slot);
  }

  private armIdleTimer(): void {
    this.idleTimer?.cancel();
    const anyoneConnected = this.clients.length > 0;
    if (anyoneConnected) return;
    this.idleTimer = this.later(this.services.settings.idleMinutes * 60_000, () => {
      if (this.clients.length > 0) return;
      if (this.state.status !== "finished") this.services.store.updateRoom(this.roomId, { status: "expired" });
      this.services.logger.info({ roomId: this.roomId }, "idle room closed");
      void this.disconnect();
    });
  }

  // ---------------------------------------------------------------- messages

  private registerMessages(): void {
    this.onMessage("move", (client: TableClient, move: unknown) => this.guard(client, move, () => this.onMove(client, move)));
    for (const type of Object.keys(lobbyMessages) as LobbyMessageType[]) {
      this.onMessage(type, (client: TableClient, payload: unknown) =>
        this.guard(client, payload, () => {
          const parsed = lobbyMessages[type].safeParse(payload ?? {});
          if (!parsed.success) return refusal(RoomErrorCode.BAD_MESSAGE, `invalid ${type} message`);
          return this.handlers[type](client, parsed.data as never);
        }),
      );
    }
    this.onMessage("*", (client: TableClient, type: string | number, payload: unknown) =>
      this.guard(client, payload, () =>
        refusal(RoomErrorCode.UNKNOWN_MESSAGE, `unknown message type ${String(type).slice(0, 40)}`),
      ),
    );
  }

  /** Rate limit and size limit for every message; answers any refusal to the sender alone. */
  private guard(client: TableClient, payload: unknown, handle: () => Refusal | void): void {
    this.services.metrics.messages.inc();
    let result: Refusal | void;
    if (!client.userData?.limiter.take()) {
      result = refusal(RoomErrorCode.RATE_LIMITED, "too many messages; slow down");
    } else if (jsonSize(payload) > MAX_MESSAGE_JSON) {
      result = refusal(RoomErrorCode.MESSAGE_TOO_LARGE, "message too large");
    } else {
      try {
        result = handle();
      } catch (error) {
        this.services.logger.error({ err: error, roomId: this.roomId }, "message handler failed");
        if (process.env.TABLEE_DEBUG) console.error(error);
        result = refusal(RoomErrorCode.INTERNAL, "the server could not handle this message");
      }
    }
    if (result) {
      this.services.metrics.refusals.inc({ code: result.code });
      client.send("refused", result);
    }
  }

  private isHost(client: TableClient): boolean {
    const data = client.userData;
    if (!data) return false;
    return data.hostByToken || (data.seat !== null && data.seat === this.state.hostSeat);
  }

  private readonly handlers: { [K in LobbyMessageType]: (client: TableClient, message: never) => Refusal | void } = {
    takeSeat: (client: TableClient, message: { seat?: number }) => {
      if (client.userData!.seat !== null) return refusal(RoomErrorCode.ALREADY_SEATED, "you already have a seat");
      if (this.state.status === "playing") return this.takeVacantSeat(client, message.seat);
      if (this.state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "seats are taken in the lobby");
      const seat = message.seat ?? this.state.seats.findIndex((s) => !s.taken);
      const slot = this.state.seats[seat];
      if (seat < 0 || !slot) return refusal(RoomErrorCode.NO_FREE_SEAT, "every seat is taken");
      if (slot.taken) return refusal(RoomErrorCode.SEAT_TAKEN, "that seat is taken");
      const token = newSecret();
      this.tokenHashes[seat] = hashToken(token);
      slot.assign({ taken: true, bot: false, ready: false, name: slot.name || `Player ${seat + 1}` });
      this.bindSeat(client, seat);
      this.saveSeat(seat);
      if (client.userData!.hostByToken && this.state.hostSeat < 0) this.setHostSeat(seat);
      client.send("seated", { seat, token });
      this.afterChange();
    },
    leaveSeat: (client: TableClient) => {
      const seat = client.userData!.seat;
      if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "you have no seat");
      if (this.state.status === "playing") return this.leaveMidGame(seat);
      if (this.state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "seats are left in the lobby");
      this.freeSeat(seat);
      this.afterChange();
    },
    setName: (client: TableClient, message: { name: string }) => {
      const seat = client.userData!.seat;
      if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "take a seat to have a name at the table");
      this.rename(seat, message.name);
      this.afterChange();
    },
    ready: (client: TableClient, message: { ready: boolean }) => {
      const seat = client.userData!.seat;
      if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "you have no seat");
      if (this.state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the game has started");
      (this.state.seats[seat] as SeatSlot).ready = message.ready;
      this.saveSeat(seat);
      this.afterChange();
    },
    kick: (client: TableClient, message: { seat: number }) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (this.state.status !== "lobby")
        return refusal(RoomErrorCode.NOT_IN_LOBBY, "during a game, hand the seat to a bot instead");
      const target = this.seatClients[message.seat];
      this.freeSeat(message.seat);
      if (target) {
        target.send("kicked", { message: "the host removed you from the table" });
        target.leave(4003);
      }
      this.afterChange();
    },
    transferHost: (client: TableClient, message: { seat: number }) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      const slot = this.state.seats[message.seat];
      if (!slot || this.tokenHashes[message.seat] === null) return refusal(RoomErrorCode.NO_PLAYER, "nobody sits there");
      // The new host is whoever holds that seat; the old host token stops working.
      this.record.hostTokenHash = hashToken(newSecret());
      for (const c of this.clients as TableClient[]) if (c.userData) c.userData.hostByToken = false;
      this.setHostSeat(message.seat);
      this.afterChange();
    },
    fillBots: (client: TableClient) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (this.state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the game has started");
      this.state.seats.forEach((slot) => {
        if (!slot.taken) this.seatBot(slot.seat);
      });
      this.afterChange();
    },
    setBot: (client: TableClient, message: { seat: number; bot: boolean }) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      const slot = this.state.seats[message.seat];
      if (!slot) return refusal(RoomErrorCode.BAD_MESSAGE, "no such seat");
      if (this.state.status === "lobby") {
        if (message.bot) {
          if (slot.taken) return refusal(RoomErrorCode.SEAT_TAKEN, "that seat is taken");
          this.seatBot(message.seat);
        } else if (slot.bot) {
          this.freeSeat(message.seat);
        }
      } else if (this.state.status === "playing") {
        if (message.bot && slot.connected) return refusal(RoomErrorCode.PLAYER_CONNECTED, "that player is connected");
        if (!message.bot && this.tokenHashes[message.seat] === null)
          return refusal(RoomErrorCode.NO_PLAYER, "no player to hand this seat back to");
        slot.bot = message.bot;
        if (!message.bot) this.cancelBot(message.seat);
        this.saveSeat(message.seat);
      } else {
        return refusal(RoomErrorCode.NOT_STARTED, "the game is over");
      }
      this.afterChange();
    },
    setTimer: (client: TableClient, message: { seconds: number | null }) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can do that");
      if (this.state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the timer is set in the lobby");
      this.record.timerSeconds = message.seconds;
      this.state.timerSeconds = message.seconds ?? 0;
      this.services.store.updateRoom(this.roomId, { timerSeconds: message.seconds });
      this.afterChange();
    },
    start: (client: TableClient) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can start");
      if (this.state.status !== "lobby") return refusal(RoomErrorCode.NOT_IN_LOBBY, "the game has already started");
      // Games people can join later start with their empty seats vacant.
      const seatChanges = this.game.seatChanges;
      const seats = [...this.state.seats];
      const taken = seats.filter((s) => s.taken);
      const unready = seats.filter((s) => (s.taken ? !s.bot && !s.ready : !seatChanges));
      if (unready.length > 0)
        return refusal(RoomErrorCode.NOT_READY, `waiting for seats ${unready.map((s) => s.seat + 1).join(", ")}`);
      if (taken.length < this.game.minSeats)
        return refusal(RoomErrorCode.NOT_READY, `this game needs at least ${this.game.minSeats} players`);
      this.gameState = createGame(this.game, this.setupOf());
      this.state.status = "playing";
      this.services.store.updateRoom(this.roomId, { status: "playing" });
      this.services.metrics.gamesStarted.inc({ game: this.game.id });
      for (const slot of seats) if (!slot.taken && seatChanges) this.submit(slot.seat, seatChanges.leave);
      this.afterChange();
    },
    rematch: (client: TableClient) => {
      if (!this.isHost(client)) return refusal(RoomErrorCode.NOT_HOST, "only the host can ask for a rematch");
      if (this.state.status !== "finished") return refusal(RoomErrorCode.NOT_FINISHED, "the game is not over");
      if (this.state.rematchRoomId) return;
      this.createRematch().catch((error: unknown) =>
        this.services.logger.error({ err: error, roomId: this.roomId }, "rematch failed"),
      );
    },
    chat: (client: TableClient, message: { text: string; channel: "room" | "team" }) => {
      const seat = client.userData!.seat;
      const team = seat === null ? -1 : (this.state.seats[seat] as SeatSlot).team;
      if (message.channel === "team" && team < 0) return refusal(RoomErrorCode.NO_TEAM, "there is no team channel for you here");
      const line: ChatLine = {
        channel: message.channel,
        team: message.channel === "team" ? team : -1,
        from: seat === null ? "Spectator" : (this.state.seats[seat] as SeatSlot).name,
        seat,
        text: message.text,
        at: Date.now(),
      };
      this.chat.push(line);
      if (this.chat.length > CHAT_HISTORY) this.chat.shift();
      for (const c of this.clients as TableClient[]) if (this.canRead(c, line)) c.send("chat", line);
    },
  };

  /** A newcomer takes a seat that is out of the game, in games that allow joining mid-game. */
  private takeVacantSeat(client: TableClient, wanted: number | undefined): Refusal | void {
    const seatChanges = this.game.seatChanges;
    if (!seatChanges || this.gameState === null) return refusal(RoomErrorCode.NOT_IN_LOBBY, "seats are taken in the lobby");
    const vacant = (seatChanges.vacantSeats(this.gameState) as number[]).filter((s) => !this.state.seats[s]?.taken);
    const seat = wanted ?? vacant[0];
    if (seat === undefined) return refusal(RoomErrorCode.NO_FREE_SEAT, "every seat is taken");
    if (!vacant.includes(seat)) return refusal(RoomErrorCode.SEAT_TAKEN, "that seat is not free");
    const refused = this.submit(seat, seatChanges.join);
    if (refused) return refused;
    const token = newSecret();
    this.tokenHashes[seat] = hashToken(token);
    const slot = this.state.seats[seat] as SeatSlot;
    slot.assign({ taken: true, bot: false, ready: true, name: client.userData!.name ?? `Player ${seat + 1}` });
    this.bindSeat(client, seat);
    this.saveSeat(seat);
    client.send("seated", { seat, token });
    this.afterChange();
  }

  /** A player leaves a game that allows it: the rules take them out, the seat becomes free. */
  private leaveMidGame(seat: number): Refusal | void {
    const seatChanges = this.game.seatChanges;
    if (!seatChanges) return refusal(RoomErrorCode.NOT_IN_LOBBY, "during a game, hand your seat to a bot instead");
    const refused = this.submit(seat, seatChanges.leave);
    if (refused) return refused;
    const wasHost = this.state.hostSeat === seat;
    this.freeSeat(seat);
    if (wasHost) {
      const heir = this.state.seats.find((s) => s.taken && !s.bot);
      if (heir) this.setHostSeat(heir.seat);
    }
    this.afterChange();
  }

  private canRead(client: TableClient, line: ChatLine): boolean {
    if (line.channel === "room") return true;
    const seat = client.userData?.seat ?? null;
    return seat !== null && (this.state.seats[seat] as SeatSlot).team === line.team;
  }

  private async createRematch(): Promise<void> {
    const room = await matchMaker.createRoom(this.roomName, { internalKey: this.services.internalKey, rematchOf: this.roomId });
    this.state.rematchRoomId = room.roomId;
    this.broadcastPatch();
  }

  // ---------------------------------------------------------------- seats

  private saveSeat(seat: number): void {
    const slot = this.state.seats[seat] as SeatSlot;
    this.services.store.saveSeat(this.roomId, {
      seat,
      name: slot.name,
      tokenHash: this.tokenHashes[seat] ?? null,
      bot: slot.bot,
      ready: slot.ready,
    });
  }

  private rename(seat: number, name: string): void {
    (this.state.seats[seat] as SeatSlot).name = name;
    this.saveSeat(seat);
  }

  private freeSeat(seat: number): void {
    const slot = this.state.seats[seat] as SeatSlot;
    const client = this.seatClients[seat];
    if (client) {
      client.view?.remove(slot);
      client.userData!.seat = null;
    }
    this.seatClients[seat] = null;
    this.tokenHashes[seat] = null;
    slot.assign({ taken: false, bot: false, ready: false, connected: false, name: "" });
    if (this.state.hostSeat === seat) this.setHostSeat(-1);
    this.saveSeat(seat);
  }

  private seatBot(seat: number): void {
    (this.state.seats[seat] as SeatSlot).assign({ taken: true, bot: true, ready: true, name: `Bot ${seat + 1}` });
    this.saveSeat(seat);
  }

  private setHostSeat(seat: number): void {
    this.state.hostSeat = seat;
    this.record.hostSeat = seat < 0 ? null : seat;
    this.services.store.updateRoom(this.roomId, { hostSeat: this.record.hostSeat });
  }

  // ---------------------------------------------------------------- moves

  private onMove(client: TableClient, move: unknown): Refusal | void {
    const seat = client.userData!.seat;
    if (seat === null) return refusal(RoomErrorCode.NOT_SEATED, "spectators cannot play");
    if (this.gameState === null) return refusal(RoomErrorCode.NOT_STARTED, "the game has not started");
    if ((this.state.seats[seat] as SeatSlot).bot) return refusal(RoomErrorCode.SEAT_HELD_BY_BOT, "a bot is playing this seat");
    if (this.isSeatChange(move)) return refusal(RoomErrorCode.BAD_MESSAGE, "join and leave with takeSeat and leaveSeat");
    const refused = this.submit(seat, move);
    // The sender learns which patch carries its move, so it never acts twice on a stale view.
    if (!refused) client.send("accepted", { seq: this.state.moveCount });
    return refused;
  }

  private isSeatChange(move: unknown): boolean {
    const changes = this.game.seatChanges;
    if (!changes) return false;
    const json = JSON.stringify(move);
    return json === JSON.stringify(changes.join) || json === JSON.stringify(changes.leave);
  }

  /** The one path every move takes, a person's or a bot's: rules, store, then the views. */
  private submit(seat: number, rawMove: unknown): Refusal | void {
    let move: unknown;
    try {
      move = checkMove(this.game, this.gameState, seat, rawMove);
    } catch (error) {
      if (isRuleError(error)) return refusal(error.code, error.message);
      throw error;
    }
    const seq = this.state.moveCount + 1;
    try {
      // In place: a copy of the whole state per move was most of the old-generation garbage
      // (and so of the memory) of a server holding thousands of rooms.
      this.game.play(this.gameState, seat, move);
      this.services.store.appendMove(this.roomId, { seat, move }, seq);
    } catch (error) {
      // The rules may refuse a move after changing part of the state, and a failed write
      // leaves a move unstored: either way the stored moves rebuild the state as it was. A
      // whole Précognition game rebuilds in 0.5 ms, and the rate limit bounds how often a
      // client can make us do it; no game's care is needed for "a refusal changes nothing".
      this.rebuildFromStore();
      if (isRuleError(error)) return refusal(error.code, error.message);
      throw error;
    }
    this.state.moveCount = seq;
    this.services.metrics.moves.inc({ game: this.game.id });
    this.afterChange();
  }

  private rebuildFromStore(): void {
    try {
      const moves = this.services.store.listMoves(this.roomId);
      this.gameState = replay(this.game, this.setupOf(), moves);
      this.state.moveCount = moves.length;
    } catch (error) {
      // Neither the state in memory nor the store can be trusted to match: take no more moves
      // here. The store holds what was played, and a restart brings the room back from it.
      this.services.logger.error({ err: error, roomId: this.roomId }, "could not rebuild the game from the store");
      this.gameState = null;
      void this.disconnect(4000);
    }
  }

  private afterChange(): void {
    this.project();
    this.scheduleBots();
    this.scheduleDeadlines();
  }

  /** Projects the rules state into the synchronised views and pushes the patch at once. */
  private project(): void {
    const state = this.gameState;
    if (state !== null) {
      const game = this.game;
      syncFields(this.state.view, this.schema.publicParts, game.publicView(state));
      for (const slot of this.state.seats) {
        const { private: own, legalMoves } = seatPartsOf(game, state, slot.seat);
        syncFields(slot.secret, this.schema.privateParts, { ...own, legalMoves });
      }
      const waiting = game.waitingOn(state) as number[];
      if (waiting.join() !== this.state.waitingOn.join()) {
        this.state.waitingOn.clear();
        this.state.waitingOn.push(...waiting);
      }
      const outcome = game.outcome(state) as Outcome | null;
      if (outcome && this.state.status !== "finished") this.finish(outcome);
    }
    // Do not wait for the next patch tick: a reveal reaches everyone as soon as it happens.
    this.broadcastPatch();
  }

  private finish(outcome: Outcome): void {
    this.state.outcome = schemaJson(outcome);
    this.state.status = "finished";
    for (const slot of this.state.seats) slot.deadline = 0;
    this.services.store.updateRoom(this.roomId, { status: "finished" });
    this.services.metrics.gamesFinished.inc({ game: this.game.id });
    this.services.logger.info({ roomId: this.roomId, reason: outcome.reason }, "game over");
  }

  // ---------------------------------------------------------------- bots and the decision timer

  private scheduleBots(): void {
    if (this.state.status !== "playing" || this.gameState === null) return;
    for (const seat of this.game.waitingOn(this.gameState) as number[]) {
      if ((this.state.seats[seat] as SeatSlot).bot && !this.botTimers.has(seat)) {
        this.botTimers.set(
          seat,
          this.later(this.services.settings.botDelayMs, () => this.playForSeat(seat, "bot")),
        );
      }
    }
  }

  private cancelBot(seat: number): void {
    this.botTimers.get(seat)?.cancel();
    this.botTimers.delete(seat);
  }

  /** When the room has a timer, each waited-on seat gets a deadline; a bot decides for it after. */
  private scheduleDeadlines(): void {
    const seconds = this.record.timerSeconds;
    if (!seconds || this.state.status !== "playing" || this.gameState === null) return;
    const waiting = this.game.waitingOn(this.gameState) as number[];
    const key = `${this.state.moveCount}:${waiting.join()}`;
    if (key === this.lastWaiting) return;
    this.lastWaiting = key;
    for (const [seat, timer] of this.deadlineTimers) {
      if (!waiting.includes(seat)) {
        timer.cancel();
        this.deadlineTimers.delete(seat);
        (this.state.seats[seat] as SeatSlot).deadline = 0;
      }
    }
    for (const seat of waiting) {
      const slot = this.state.seats[seat] as SeatSlot;
      if (slot.bot || this.deadlineTimers.has(seat)) continue;
      slot.deadline = Date.now() + seconds * 1000;
      this.deadlineTimers.set(
        seat,
        this.later(seconds * 1000, () => {
          this.deadlineTimers.delete(seat);
          slot.deadline = 0;
          this.playForSeat(seat, "timer");
        }),
      );
    }
    this.broadcastPatch();
  }

  /**
   * Node timers, not `this.clock`: Colyseus ticks its clock inside `broadcastPatch()`, and a
   * bot move made from a clock callback would re-enter that tick.
   */
  private later(ms: number, run: () => void): { cancel(): void } {
    const timer = setTimeout(run, ms);
    return { cancel: () => clearTimeout(timer) };
  }

  private playForSeat(seat: number, why: "bot" | "timer"): void {
    this.botTimers.delete(seat);
    const state = this.gameState;
    if (state === null || this.state.status !== "playing") return;
    if (!(this.game.waitingOn(state) as number[]).includes(seat)) return;
    if (why === "bot" && !(this.state.seats[seat] as SeatSlot).bot) return;
    const bot = this.game.bots.greedy ?? this.game.bots.random;
    if (!bot) return;
    const rng = seedRng(`${this.record.seed}:bot:${this.state.moveCount}:${seat}`);
    try {
      const refused = this.submit(seat, bot(state, seat, rng));
      if (refused) this.services.logger.error({ roomId: this.roomId, seat, refused }, "a bot move was refused");
    } catch (error) {
      this.services.logger.error({ err: error, roomId: this.roomId, seat }, "a bot failed");
    }
  }
}

const refusal = (code: string, message: string): Refusal => ({ code, message });

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

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value ?? null)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/** A GameRoom bound to one server's services (store, logger, metrics, settings). */
export function gameRoomWith(services: RoomServices): typeof GameRoom {
  return class BoundGameRoom extends GameRoom {
    protected override services = services;
  };
}
