import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchMaker, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { isRuleError } from "@tablee/rules";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { gameRoomWith } from "./rooms/GameRoom.js";
import { createRoomSchema } from "./rooms/messages.js";
import type { Store } from "./store/store.js";

export const ROOM_NAME = "table";
/** Largest WebSocket message a client may send; moves and chat are far smaller. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

export interface TableeServer {
  port: number;
  /** Base URL of this server, used for invite links. */
  url: string;
  close(): Promise<void>;
}

const defaultClientDist = fileURLToPath(new URL("../../client/dist", import.meta.url));

export async function startServer(config: Config, services: { store: Store; logger: Logger }): Promise<TableeServer> {
  const { logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "16kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
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
      const room = await matchMaker.createRoom(ROOM_NAME, parsed.data);
      res.status(201).json({ roomId: room.roomId, inviteUrl: `${baseUrl()}/r/${room.roomId}` });
    } catch (error) {
      next(error);
    }
  });

  const clientDist = config.clientDist ?? defaultClientDist;
  if (fs.existsSync(path.join(clientDist, "index.html"))) {
    app.use(express.static(clientDist, { index: false, maxAge: "1h" }));
    // Every other page (the home page, invite links /r/<id>) is the single-page client.
    app.get(/^\/(?!api\/|matchmake\/).*/, (_req, res) => {
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
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: httpServer, maxPayload: MAX_MESSAGE_BYTES }),
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define(ROOM_NAME, gameRoomWith(services));
  await gameServer.listen(config.port, config.host);
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const localHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const baseUrl = () => config.publicUrl ?? `http://${localHost}:${port}`;
  logger.info({ port, url: baseUrl() }, "server listening");

  return {
    port,
    url: baseUrl(),
    close: async () => {
      await gameServer.gracefullyShutdown(false);
    },
  };
}
