import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(2567),
  HOST: z.string().default("0.0.0.0"),
  /** Base of invite links, e.g. https://play.example.org; defaults to the local address. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_PATH: z.string().default(path.join(process.cwd(), "data", "tablee.sqlite")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Directory of the built web client; the server serves it when it exists. */
  CLIENT_DIST: z.string().optional(),
  /** Delay before a bot plays, so a table with bots feels human; 0 in tests. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(900),
  /** Seconds a dropped player keeps their session; the seat token works after that too. */
  RECONNECT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Minutes an unfinished room stays open with nobody connected; its log stays in the store. */
  ROOM_IDLE_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(60 * 24 * 30)
    .default(24 * 60),
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(1).max(100_000).default(10),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Several processes share matchmaking through Redis when this is set (redis://host:port). */
  REDIS_URL: z.string().optional(),
  /** How clients reach this process behind a proxy, e.g. play.example.org/app1 (no scheme). */
  PUBLIC_ADDRESS: z.string().optional(),
  /** A stable name for this process: it restores the rooms it created after a restart. */
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default("main"),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string | undefined;
  databasePath: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  clientDist: string | undefined;
  botDelayMs: number;
  reconnectSeconds: number;
  idleMinutes: number;
  messagesPerSecond: number;
  messageBurst: number;
  redisUrl: string | undefined;
  publicAddress: string | undefined;
  nodeId: string;
};

/** Reads the configuration from the environment; every value has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    databasePath: e.DATABASE_PATH,
    logLevel: e.LOG_LEVEL,
    clientDist: e.CLIENT_DIST,
    botDelayMs: e.BOT_DELAY_MS,
    reconnectSeconds: e.RECONNECT_SECONDS,
    idleMinutes: e.ROOM_IDLE_MINUTES,
    messagesPerSecond: e.RATE_LIMIT_PER_SECOND,
    messageBurst: e.RATE_LIMIT_BURST,
    redisUrl: e.REDIS_URL || undefined,
    publicAddress: e.PUBLIC_ADDRESS || undefined,
    nodeId: e.NODE_ID,
  };
}
