import { loadConfig } from "./config.js";
import { startServer } from "./app.js";
import { createLogger } from "./logger.js";
import { SqliteStore } from "./store/sqlite.js";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const store = new SqliteStore(config.databasePath);
logger.info({ databasePath: config.databasePath }, "store opened");

const server = await startServer(config, { store, logger });
console.log(`Tablée is running at ${server.url}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  await server.close();
  store.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
