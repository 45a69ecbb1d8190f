import { randomBytes } from "node:crypto";
import { Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { applyMove, createGame, findGame, isRuleError, viewFor, type AnyGame } from "@tablee/rules";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import { createRoomSchema, joinSchema, RoomErrorCode, type Refusal } from "./messages.js";
import { SeatSlot, TableState, syncParts } from "./schema.js";

export interface RoomServices {
  store: Store;
  logger: Logger;
}

interface ClientData {
  seat: number | null;
}

/** An unguessable room id: 128 random bits, URL-safe. */
export const newRoomId = (): string => randomBytes(16).toString("base64url");

/**
 * Hosts one table of any game in the rules registry. It never trusts a client: every
 * message is parsed, checked against the seat and the rules, stored, and only then shown.
 */
export class GameRoom extends Room<TableState> {
  /** Set by the subclass that `gameRoomWith` makes for each server. */
  protected services!: RoomServices;
  override state = new TableState();
  private game!: AnyGame;
  private gameState: unknown = null;
  private setupOptions: unknown;
  private seed = "";

  override onCreate(rawOptions: unknown): void {
    const options = createRoomSchema.parse(rawOptions);
    const game = findGame(options.gameId);
    if (!game) throw new Error(`unknown game ${options.gameId}`);
    // Validates seats and options now so a bad request fails at creation, not at start.
    createGame(game, { seats: options.seats, options: options.options, seed: "probe" });
    this.game = game;
    this.setupOptions = options.options;
    this.seed = randomBytes(16).toString("hex");
    this.roomId = newRoomId();
    this.maxClients = 64;
    this.setPrivate(true);
    this.state.gameId = game.id;
    for (let seat = 0; seat < options.seats; seat++) this.state.seats.push(new SeatSlot().assign({ seat }));
    this.services.store.createRoom({
      id: this.roomId,
      gameId: game.id,
      options: options.options,
      seats: options.seats,
      seed: this.seed,
      status: "lobby",
    });

    this.onMessage("move", (client, move) => this.onMove(client, move));
    this.onMessage("*", (client, type) =>
      this.refuse(client, { code: RoomErrorCode.UNKNOWN_MESSAGE, message: `unknown message type ${String(type)}` }),
    );
    this.services.logger.info({ roomId: this.roomId, gameId: game.id, seats: options.seats }, "room created");
  }

  override onJoin(client: Client<ClientData>, rawOptions: unknown): void {
    const options = joinSchema.parse(rawOptions ?? {});
    client.view = new StateView();
    const slot = options.spectate ? undefined : this.state.seats.find((s) => !s.taken);
    client.userData = { seat: slot ? slot.seat : null };
    if (slot) {
      slot.assign({ taken: true, connected: true, name: options.name ?? `Player ${slot.seat + 1}` });
      client.view.add(slot);
    }
    if (this.state.status === "lobby" && this.state.seats.every((s) => s.taken)) this.start();
  }

  override onLeave(client: Client<ClientData>): void {
    const seat = client.userData?.seat;
    if (seat != null) {
      const slot = this.state.seats[seat];
      if (slot) slot.connected = false;
    }
  }

  private start(): void {
    this.gameState = createGame(this.game, { seats: this.state.seats.length, options: this.setupOptions, seed: this.seed });
    this.state.status = "playing";
    this.services.store.setRoomStatus(this.roomId, "playing");
    this.project();
  }

  private onMove(client: Client<ClientData>, move: unknown): void {
    const seat = client.userData?.seat;
    if (seat == null) return this.refuse(client, { code: RoomErrorCode.NOT_SEATED, message: "spectators cannot play" });
    if (this.gameState === null) {
      return this.refuse(client, { code: RoomErrorCode.NOT_STARTED, message: "the game has not started" });
    }
    let next: unknown;
    try {
      next = applyMove(this.game, this.gameState, seat, move);
    } catch (error) {
      if (isRuleError(error)) return this.refuse(client, { code: error.code, message: error.message });
      this.services.logger.error({ err: error, roomId: this.roomId }, "rules crashed on a move");
      return this.refuse(client, { code: RoomErrorCode.INTERNAL, message: "the server could not play this move" });
    }
    this.services.store.appendMove(this.roomId, { seat, move }, this.state.moveCount + 1);
    this.gameState = next;
    this.state.moveCount += 1;
    this.project();
  }

  /** Projects the rules state into the synchronised views and pushes the patch at once. */
  private project(): void {
    const game = this.game;
    const state = this.gameState;
    syncParts(this.state.view, game.publicView(state));
    for (const slot of this.state.seats) {
      const { private: own, legalMoves } = viewFor(game, state, slot.seat);
      syncParts(slot.secret.parts, { ...own, legalMoves });
    }
    const waiting = game.waitingOn(state);
    if (waiting.join() !== this.state.waitingOn.join()) {
      this.state.waitingOn.clear();
      this.state.waitingOn.push(...waiting);
    }
    const outcome = game.outcome(state);
    if (outcome && this.state.status !== "finished") {
      this.state.outcome = JSON.stringify(outcome);
      this.state.status = "finished";
      this.services.store.setRoomStatus(this.roomId, "finished");
      this.services.logger.info({ roomId: this.roomId, reason: outcome.reason }, "game over");
    }
    // Do not wait for the next patch tick: a reveal reaches everyone as soon as it happens.
    this.broadcastPatch();
  }

  private refuse(client: Client, refusal: Refusal): void {
    client.send("refused", refusal);
  }
}

/** A GameRoom bound to one server's services (store, logger). */
export function gameRoomWith(services: RoomServices): typeof GameRoom {
  return class BoundGameRoom extends GameRoom {
    protected override services = services;
  };
}
