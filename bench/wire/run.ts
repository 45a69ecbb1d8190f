/**
 * Bytes on the wire for a first visit to the home page and to a room of each game, with
 * `Accept-Encoding: br, gzip` (a browser) and `identity` (no compression), against the built
 * client served by the real server (its production build, an in-memory store). Prints Markdown
 * tables. Run: `npm run bench:wire` (builds first); `-- --files` lists every file as well.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../../packages/server/dist/app.js";
import { loadConfig } from "../../packages/server/dist/config.js";
import { createLogger } from "../../packages/server/dist/logger.js";
import { SqliteStore } from "../../packages/server/dist/store/sqlite.js";
import { fileTable, firstVisits, wireTable } from "./measure.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = path.join(root, "packages/client/dist");
if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error(`no built client in ${dist}: run npm run build first`);

const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_PATH: ":memory:", LOG_LEVEL: "silent", CLIENT_DIST: dist });
const store = new SqliteStore(config.databasePath);
const server = await startServer(config, { store, logger: createLogger("silent") });
try {
  for (const encoding of ["br, gzip", "gzip", "identity"]) {
    const visits = await firstVisits(server.url, dist, encoding);
    console.log(`${wireTable(visits, encoding)}\n`);
    if (process.argv.includes("--files")) for (const visit of visits) console.log(`${fileTable(visit)}\n`);
  }
} finally {
  await server.close();
  store.close();
}
