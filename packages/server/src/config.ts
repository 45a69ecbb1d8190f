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
  /**
   * Days a campaign under way (This War of Mine) waits with nobody connected before it expires;
   * its room and seats live until then, whatever ROOM_IDLE_MINUTES says. Counted from the last
   * activity (a move, a visit), across restarts.
   */
  CAMPAIGN_IDLE_DAYS: z.coerce.number().min(0.00001).max(3650).default(60),
  /** Without a decision timer: seconds an absent player's decision waits before a bot makes it (0: the table waits). */
  AWAY_DECISION_SECONDS: z.coerce.number().int().min(0).max(86_400).default(90),
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(1).max(100_000).default(10),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Rooms one address may create per hour. */
  ROOMS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Join and reconnection requests one address may make per minute (a refresh is one). */
  JOINS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Joins under way at once in one room from people without a seat token (seat tokens always get in). */
  PENDING_JOINS_PER_ROOM: z.coerce.number().int().min(1).max(1000).default(16),
  /** Connections one room holds, players and watchers (seat tokens always get in). */
  MAX_CLIENTS_PER_ROOM: z.coerce.number().int().min(2).max(10_000).default(64),
  /** Minutes a new room waits for someone to join before it expires. */
  UNJOINED_ROOM_MINUTES: z.coerce
    .number()
    .min(0.005)
    .max(60 * 24)
    .default(10),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For), as express's "trust
   * proxy": false (none, the default), true, a hop count, or addresses/subnets. Set it behind a
   * reverse proxy, or every client shares the proxy's address and its per-address limits.
   */
  TRUST_PROXY: z.string().default("false"),
  /** Offers the test-only reference game through the API (tests only). */
  TABLEE_TEST_GAMES: z.enum(["", "0", "1"]).default(""),
  /** Several processes share matchmaking through Redis when this is set (redis://host:port). */
  REDIS_URL: z.string().optional(),
  /** How clients reach this process behind a proxy, e.g. play.example.org/app1 (no scheme). */
  PUBLIC_ADDRESS: z.string().optional(),
  /**
   * More addresses the pages may connect to, besides their own site (Content-Security-Policy
   * `connect-src`), separated by spaces: only for a cluster whose PUBLIC_ADDRESS names another
   * host than the pages', e.g. "wss://app1.example.org wss://app2.example.org".
   */
  CSP_CONNECT_SRC: z
    .string()
    .regex(/^[^;,'"]*$/, "space-separated sources, without ; , or quotes")
    .default(""),
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
  campaignIdleDays: number;
  messagesPerSecond: number;
  messageBurst: number;
  awaySeconds: number;
  roomsPerHourPerAddress: number;
  joinsPerMinutePerAddress: number;
  pendingJoinsPerRoom: number;
  maxClientsPerRoom: number;
  unjoinedMinutes: number;
  trustProxy: boolean | number | string;
  testGames: boolean;
  redisUrl: string | undefined;
  publicAddress: string | undefined;
  /** CSP_CONNECT_SRC, one source an item. */
  cspConnectSrc: string[];
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
    campaignIdleDays: e.CAMPAIGN_IDLE_DAYS,
    messagesPerSecond: e.RATE_LIMIT_PER_SECOND,
    messageBurst: e.RATE_LIMIT_BURST,
    awaySeconds: e.AWAY_DECISION_SECONDS,
    roomsPerHourPerAddress: e.ROOMS_PER_HOUR_PER_ADDRESS,
    joinsPerMinutePerAddress: e.JOINS_PER_MINUTE_PER_ADDRESS,
    pendingJoinsPerRoom: e.PENDING_JOINS_PER_ROOM,
    maxClientsPerRoom: e.MAX_CLIENTS_PER_ROOM,
    unjoinedMinutes: e.UNJOINED_ROOM_MINUTES,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    testGames: e.TABLEE_TEST_GAMES === "1",
    redisUrl: e.REDIS_URL || undefined,
    publicAddress: e.PUBLIC_ADDRESS || undefined,
    cspConnectSrc: e.CSP_CONNECT_SRC.split(/\s+/).filter(Boolean),
    nodeId: e.NODE_ID,
  };
}

function trustProxyOf(value: string): boolean | number | string {
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
