import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchMaker, Server } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { startHeartbeat, type HeartbeatClient, type HeartbeatServer } from "./heartbeat.js";
import { findGame, isRuleError, listedGameIds } from "@tablee/rules";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { gameRoomWith, type RoomServices } from "./rooms/GameRoom.js";
import { hashToken, newSecret } from "./rooms/secrets.js";
import { createRoomSchema } from "./rooms/messages.js";
import type { Store } from "./store/store.js";

export const ROOM_NAME = "table";
/** Hard cap on one WebSocket frame; the room refuses decoded messages far below it. */
export const MAX_FRAME_BYTES = 64 * 1024;

export interface TableeServer {
  port: number;
  /** Base URL of this server, used for invite links. */
  url: string;
  metrics: Metrics;
  /** Stops accepting, tells clients to reconnect later, and closes rooms without changing their stored status. */
  close(): Promise<void>;
}

const defaultClientDist = fileURLToPath(new URL("../../client/dist", import.meta.url));

export async function startServer(config: Config, deps: { store: Store; logger: Logger }): Promise<TableeServer> {
  const { logger, store } = deps;
  const metrics = createMetrics();
  store.onWrite = (seconds) => metrics.storeWrites.observe(seconds);
  const services: RoomServices = {
    store,
    logger,
    metrics,
    internalKey: newSecret(),
    nodeId: config.nodeId,
    settings: {
      botDelayMs: config.botDelayMs,
      reconnectSeconds: config.reconnectSeconds,
      idleMinutes: config.idleMinutes,
      messagesPerSecond: config.messagesPerSecond,
      messageBurst: config.messageBurst,
    },
  };

  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "16kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  app.get("/metrics", (_req, res) => {
    res.type("text/plain; version=0.0.4").send(metrics.render());
  });

  app.get("/api/games", (_req, res) => {
    res.json(
      listedGameIds.map((id) => ({
        id,
        name: findGame(id)?.name,
        minSeats: findGame(id)?.minSeats,
        maxSeats: findGame(id)?.maxSeats,
      })),
    );
  });

  app.post("/api/rooms", async (req, res, next) => {
    const parsed = createRoomSchema.safeParse(req.body);
    if (!parsed.success) {
      res
        .status(400)
        .json({ code: "BAD_REQUEST", message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
      return;
    }
    try {
      const hostToken = newSecret();
      const room = await matchMaker.createRoom(ROOM_NAME, {
        internalKey: services.internalKey,
        ...parsed.data,
        hostTokenHash: hashToken(hostToken),
      });
      res.status(201).json({ roomId: room.roomId, inviteUrl: `${baseUrl()}/r/${room.roomId}`, hostToken });
    } catch (error) {
      next(error);
    }
  });

  /** A finished game's full record (its secrets no longer matter): the replay. */
  app.get("/api/rooms/:roomId/replay", (req, res) => {
    const room = store.getRoom(req.params.roomId);
    if (!room || room.status !== "finished") {
      res.status(404).json({ code: "NO_REPLAY", message: "no finished game with this id" });
      return;
    }
    const seats = store.listSeats(room.id).map((s) => ({ seat: s.seat, name: s.name, bot: s.bot }));
    res.json({
      gameId: room.gameId,
      options: room.options,
      seats: room.seats,
      seed: room.seed,
      players: seats,
      moves: store.listMoves(room.id),
    });
  });

  const clientDist = config.clientDist ?? defaultClientDist;
  if (fs.existsSync(path.join(clientDist, "index.html"))) {
    app.use(express.static(clientDist, { index: false, maxAge: "1h" }));
    // Every other page (the home page, invite links /r/<id>) is the single-page client.
    app.get(/^\/(?!api\/|matchmake\/|metrics$|healthz$).*/, (_req, res) => {
      res.sendFile(path.join(clientDist, "index.html"));
    });
  } else {
    logger.warn({ clientDist }, "web client not built; serving the API only");
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const message = error instanceof Error ? error.message : String(error);
    const code = isRuleError(error) ? error.code : "BAD_REQUEST";
    res.status(400).json({ code, message });
  });

  const httpServer = http.createServer(app);
  // Our own heartbeat instead of the transport's (pingInterval 0): the same pings, spread out.
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: MAX_FRAME_BYTES, pingInterval: 0 });
  const stopHeartbeat = startHeartbeat((transport as unknown as { wss: HeartbeatServer<HeartbeatClient> }).wss);
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(config.redisUrl ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // A room is created by the process that received the request (the proxy spreads requests):
    // room creation stays a local call, and the internal key never leaves the process.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  gameServer.define(ROOM_NAME, gameRoomWith(services));
  await gameServer.listen(config.port, config.host);
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const localHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const baseUrl = () => config.publicUrl ?? `http://${localHost}:${port}`;

  // Every unfinished room comes back with its id, seats and moves; players reconnect with their seat tokens.
  for (const room of store.listUnfinishedRooms(config.nodeId)) {
    try {
      await matchMaker.createRoom(ROOM_NAME, { internalKey: services.internalKey, restore: room.id });
    } catch (error) {
      logger.error({ err: error, roomId: room.id }, "could not restore a room");
    }
  }
  logger.info({ port, url: baseUrl() }, "server listening");

  return {
    port,
    url: baseUrl(),
    metrics,
    close: async () => {
      stopHeartbeat();
      await gameServer.gracefullyShutdown(false);
    },
  };
}
