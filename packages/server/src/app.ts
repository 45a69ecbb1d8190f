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
import { rateLimit } from "express-rate-limit";
import expressStaticGzip from "express-static-gzip";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { gameRoomWith, type RoomServices } from "./rooms/GameRoom.js";
import { hashToken, newSecret } from "./rooms/secrets.js";
import { createRoomSchema, roomStatusSchema } from "./rooms/messages.js";
import { colyseusLogger } from "./logThrottle.js";
import { matchmakeRoute } from "./matchmake.js";
import { missingConnectSource, securityHeaders } from "./securityHeaders.js";
import { boundCloseReasons } from "./transport.js";
import type { Store } from "./store/store.js";

export const ROOM_NAME = "table";
/** Hard cap on one WebSocket frame; the room refuses decoded messages far below it. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Largest HTTP request body, API and matchmaking alike. */
export const MAX_BODY = "16kb";

/** A request's schema refusals in one line: where, and what is wrong. */
const issuesText = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues.map((i) => `${i.path.map(String).join(".")}: ${i.message}`).join("; ");

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A per-address limit of `limit` requests per `windowMs` (express-rate-limit: IPv6 subnets, standard headers). */
function perAddress(windowMs: number, limit: number, what: string) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { code: "RATE_LIMITED", message: `too many ${what}; try again later` },
    // Behind a proxy, TRUST_PROXY says whom to believe; without it every client shares the
    // proxy's address. That is the self-hoster's setting to make, not an error to log per request.
    validate: { xForwardedForHeader: false },
  });
}

export interface TableeServer {
  port: number;
  /** Base URL of this server, used for invite links. */
  url: string;
  metrics: Metrics;
  /** Stops accepting, tells clients to reconnect later, and closes rooms without changing their stored status. */
  close(): Promise<void>;
}

const defaultClientDist = fileURLToPath(new URL("../../client/dist", import.meta.url));

/**
 * The built client: the `.br` or `.gz` copy the build wrote beside each file when the request's
 * Accept-Encoding allows it (brotli first), with the original's Content-Type and
 * `Vary: Accept-Encoding` (express-static-gzip, on express 5's serve-static). Hashed files under
 * /assets/ never change: cached for a year; the page is revalidated on every visit, so a new
 * build reaches everyone at once. The compressed copies are listed when the server starts: after
 * a new build, restart it (as a deploy does).
 */
function clientFiles(clientDist: string) {
  const assets = path.join(clientDist, "assets") + path.sep;
  const page = path.join(clientDist, "index.html"); // and its .br and .gz
  return expressStaticGzip(clientDist, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        if (file.startsWith(assets)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        else if (file.startsWith(page)) res.setHeader("Cache-Control", "no-cache");
      },
    },
  });
}

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
      campaignIdleDays: config.campaignIdleDays,
      messagesPerSecond: config.messagesPerSecond,
      messageBurst: config.messageBurst,
      unjoinedMinutes: config.unjoinedMinutes,
      awaySeconds: config.awaySeconds,
      pendingJoins: config.pendingJoinsPerRoom,
      maxClients: config.maxClientsPerRoom,
    },
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // First, so that every answer carries them: pages, files, the API, matchmaking, refusals and 404s.
  app.use(securityHeaders(config.cspConnectSrc));
  app.use(express.json({ limit: MAX_BODY }));

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

  const roomCreations = perAddress(60 * 60_000, config.roomsPerHourPerAddress, "rooms created from your address this hour");
  app.post("/api/rooms", roomCreations, async (req, res) => {
    const parsed = createRoomSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ code: "BAD_REQUEST", message: issuesText(parsed.error.issues) });
      return;
    }
    if (!listedGameIds.includes(parsed.data.gameId) && !(config.testGames && findGame(parsed.data.gameId))) {
      res.status(400).json({ code: "UNKNOWN_GAME", message: `no game ${parsed.data.gameId} here` });
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
      // The request passed the schema: what the room refuses is its seats or options.
      res.status(400).json({ code: isRuleError(error) ? error.code : "BAD_REQUEST", message: errorMessage(error) });
    }
  });

  // Colyseus's own matchmaking route buffered bodies without limit and offered every method;
  // ours takes the two a client needs, with the API's body limit and a per-address rate.
  app.post(
    "/matchmake/:method/:roomId",
    perAddress(60_000, config.joinsPerMinutePerAddress, "joins from your address this minute"),
    matchmakeRoute,
  );

  /**
   * What an invite link shows before joining: the game and its options, the host and who is
   * seated. Nothing here is secret: anyone with the link may watch the table.
   */
  app.get("/api/rooms/:roomId", (req, res) => {
    const room = store.getRoom(req.params.roomId);
    if (!room) {
      res.status(404).json({ code: "NO_ROOM", message: "no open room with this id" });
      return;
    }
    // A link to a table that ended early says why: its host closed it, or nobody came back in time.
    if (room.status === "closed" || room.status === "expired") {
      const closed = room.status === "closed";
      res.status(410).json({
        code: closed ? "ROOM_CLOSED" : "ROOM_EXPIRED",
        message: closed ? "the host closed this table for good" : "this table expired: nobody came back in time",
        gameId: room.gameId,
        progress: room.progress,
      });
      return;
    }
    const stored = store.listSeats(room.id);
    const seats = Array.from({ length: room.seats }, (_, seat) => {
      const s = stored.find((x) => x.seat === seat);
      return { seat, name: s?.name ?? "", taken: !!s && (s.bot || s.tokenHash !== null), bot: s?.bot ?? false };
    });
    res.json({
      gameId: room.gameId,
      options: room.options,
      status: room.status,
      hostSeat: room.hostSeat,
      seats,
      // A long game's day, chapter, survivors… (the game's `progress`, public by construction).
      progress: room.progress,
      paused: room.paused,
    });
  });

  /**
   * Where each of a list of tables stands, in one request (the home page's "Your tables", which
   * would otherwise ask for each): open ones with their game, options, status and progress;
   * `closed`, `expired` or `unknown` for those the browser may forget.
   */
  app.post("/api/rooms/status", (req, res) => {
    const parsed = roomStatusSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ code: "BAD_REQUEST", message: issuesText(parsed.error.issues) });
      return;
    }
    const rooms = [...new Set(parsed.data.roomIds)].map((roomId) => {
      const room = store.getRoom(roomId);
      if (!room) return { roomId, status: "unknown" as const };
      const { gameId, options, status, progress, paused } = room;
      return status === "closed" || status === "expired"
        ? { roomId, status, gameId, progress }
        : { roomId, status, gameId, options, progress, paused };
    });
    res.json({ rooms });
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

  const clientDist = path.resolve(config.clientDist ?? defaultClientDist);
  if (fs.existsSync(path.join(clientDist, "index.html"))) {
    const client = clientFiles(clientDist);
    app.use(client);
    // Every other page (the home page, invite links /r/<id>) is the single-page client. A missing
    // file under /assets/ (a chunk of an older build) is a 404, not the page.
    app.get(/^\/(?!api\/|matchmake\/|assets\/|metrics$|healthz$).*/, (req, res, next) => {
      req.url = "/index.html";
      client(req, res, next);
    });
  } else {
    logger.warn({ clientDist }, "web client not built; serving the API only");
  }

  // Our own 404: express's default one replaces the Content-Security-Policy with its own.
  app.use((_req, res) => {
    res.status(404).json({ code: "NOT_FOUND", message: "nothing here" });
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // express.json's refusals: a body too large (413) or not JSON (400).
      res.status(status).json({ code: status === 413 ? "BODY_TOO_LARGE" : "BAD_REQUEST", message: errorMessage(error) });
      return;
    }
    logger.error({ err: error }, "request failed");
    res.status(500).json({ code: "INTERNAL", message: "the server could not answer this request" });
  });

  const httpServer = http.createServer(app);
  boundCloseReasons();
  // Our own heartbeat instead of the transport's (pingInterval 0): the same pings, spread out.
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: MAX_FRAME_BYTES, pingInterval: 0 });
  const stopHeartbeat = startHeartbeat((transport as unknown as { wss: HeartbeatServer<HeartbeatClient> }).wss);
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger(logger),
    ...(config.redisUrl ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // A room is created by the process that received the request (the proxy spreads requests):
    // room creation stays a local call, and the internal key never leaves the process.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  // Every HTTP request goes to express, /matchmake included (see the route above): Colyseus
  // put its own request listener in front of ours when it attached to the server.
  httpServer.removeAllListeners("request");
  httpServer.on("request", app);
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
  const unreachableSockets = missingConnectSource(config.publicUrl, config.publicAddress, config.cspConnectSrc);
  if (unreachableSockets) logger.warn(unreachableSockets);
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
