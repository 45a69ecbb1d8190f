import os from "node:os";
import v8 from "node:v8";
import { loadConfig } from "./config.js";
import { startServer } from "./app.js";
import { createLogger } from "./logger.js";
import { SqliteStore, StoreUnusableError } from "./store/sqlite.js";

// Memory before CPU, as a small VPS wants: after each full collection the heap may grow 20 %
// over what is live, instead of up to 4×. At 2,000 rooms this keeps RSS per room close to a
// bare Colyseus room's for a few points of CPU (docs/PERFORMANCE.md, issue 7).
v8.setFlagsFromString("--heap-growing-percent=20");

const config = loadConfig();
const logger = createLogger(config.logLevel);
// Only the command line can set it (V8 crashes when its GC threads are turned off at run time).
if (os.availableParallelism() === 1 && !process.execArgv.includes("--single-threaded-gc")) {
  logger.warn("one core and no --single-threaded-gc: GC threads will stall the event loop (docs/PERFORMANCE.md)");
}
const store = openStore();
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

function openStore(): SqliteStore {
  try {
    return new SqliteStore(config.databasePath);
  } catch (error) {
    if (!(error instanceof StoreUnusableError)) throw error;
    // One line, no stack: the message names the file and what to do.
    logger.fatal(error.message);
    process.exit(1);
  }
}
