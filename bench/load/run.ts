/**
 * Server load benchmark: Tablée (production build) against a bare Colyseus 0.16 room, the
 * server pinned to core 0 and the driver to core 1, at several numbers of concurrent rooms and
 * two paces, for each game at its typical table size (bench/load/games.ts). Prints a Markdown
 * table. Run: `npm run bench:load -- [options]`.
 *
 * Options: --targets tablee,bare,bare-tick  --paces stress,evening  --levels 50,200  --drivers 2
 *          --games precognition,shipwreck-arcana,paleo,natera,this-war-of-mine (Tablée rows; default precognition)
 *          --warmup 8 --measure 20  (seconds)  --json (one JSON line per row as well)
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_LOAD_GAMES, LOAD_GAMES } from "./games.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const targets = option("targets", "tablee,bare").split(",");
const paces = option("paces", "stress").split(",");
const levels = option("levels", "50,200").split(",").map(Number);
const games = option("games", "precognition").split(",");
for (const gameId of games)
  if (!LOAD_GAMES[gameId]) throw new Error(`--games: no load set-up for ${gameId} (${DEFAULT_LOAD_GAMES.join(", ")})`);
const warmup = Number(option("warmup", "8"));
const measure = Number(option("measure", "20"));
/** Driver processes sharing core 1: smaller heaps, shorter GC pauses in the instrument. */
const drivers = Number(option("drivers", "2"));
const asJson = args.includes("--json");
const cores = os.cpus().length;
const pin = (core: number) => (cores > 1 && fs.existsSync("/usr/bin/taskset") ? ["taskset", "-c", String(core)] : []);

export interface Row {
  target: string;
  /** The game played (Tablée), or "bare". */
  game: string;
  /** Clients per room. */
  seats: number;
  pace: string;
  rooms: number;
  reveals: number;
  revealsPerSecond: number;
  movesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  bytesPerClientPerTurn: number;
  /** Moves the server accepted per second (a bare room's every commit). */
  acceptedPerSecond: number;
  /** A move sent → every client of its room has decoded the state it made (Tablée only). */
  moveP50: number;
  moveP95: number;
  moveP99: number;
  /** Bytes each client received per accepted move of its room. */
  bytesPerClientPerMove: number;
  /** Server CPU time per accepted move (a bare room's per commit, its state change). */
  serverCpuMsPerMove: number;
  driverCpu: number;
  driverLoopDelayP99: number;
  driverLoopDelayMax: number;
  driverGcMaxMs: number;
  serverLoopP99: number;
  serverLoopMax: number;
  errors: number;
  /** Moves refused because another seat's move got there first (the table changed under it). */
  refused: number;
  disconnects: number;
  gamesFinished: number;
  serverCpu: number;
  serverRssMb: number;
  rssPerRoomKb: number;
  /** The server's live JavaScript heap at the end of the minute (Tablée only: read from /metrics). */
  serverHeapMb: number;
  driverSaturated: boolean;
}

function spawnPinned(
  core: number,
  command: string[],
  env: Record<string, string>,
  stdout: "pipe" | "ignore" | number,
): ChildProcess {
  const full = [...pin(core), ...command];
  return spawn(full[0]!, full.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", stdout, "inherit"] });
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

/** utime + stime in seconds, and resident memory in bytes, of a process. */
function usage(pid: number): { cpu: number; rss: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssPages = Number(fields[21]);
  return { cpu: ticks / 100, rss: rssPages * 4096 };
}

async function freePort(): Promise<number> {
  const net = await import("node:net");
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Node flags for the server, either target. LOAD_HEAP_SNAPSHOT=<dir>: a heap snapshot at the end
 * of the measured minute. LOAD_SERVER_NODE_FLAGS="--flag …": extra Node/V8 flags, to try a setting out.
 */
const serverFlags = () => [
  ...(process.env.LOAD_HEAP_SNAPSHOT
    ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${process.env.LOAD_HEAP_SNAPSHOT}`]
    : []),
  ...(process.env.LOAD_SERVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
];

async function startServer(target: string, port: number): Promise<ChildProcess> {
  if (target === "tablee") {
    // LOAD_DB_DIR=/dev/shm measures the server without disk latency (to tell the store's share).
    const dir = fs.mkdtempSync(path.join(process.env.LOAD_DB_DIR ?? os.tmpdir(), "tablee-load-"));
    const child = spawnPinned(
      0,
      [
        "node",
        ...(process.env.LOAD_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`] : []),
        // LOAD_TRACE_GC=<file>: the server's GC pauses (--trace-gc) go to that file.
        ...(process.env.LOAD_TRACE_GC ? ["--trace-gc"] : []),
        ...serverFlags(),
        // As the server is started in production (package.json "serve", quickstart, Dockerfile).
        "--single-threaded-gc",
        "packages/server/dist/main.js",
      ],
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: path.join(dir, "load.sqlite"),
        LOG_LEVEL: "warn",
        BOT_DELAY_MS: "0",
        RATE_LIMIT_PER_SECOND: "100000",
        RATE_LIMIT_BURST: "100000",
        // This War of Mine is not listed until its table lands; the benchmark plays it all the same.
        TABLEE_TEST_GAMES: "1",
        // Every simulated player comes from 127.0.0.1: the per-address limits are not what is measured.
        ROOMS_PER_HOUR_PER_ADDRESS: "1000000",
        JOINS_PER_MINUTE_PER_ADDRESS: "1000000",
      },
      process.env.LOAD_TRACE_GC ? fs.openSync(process.env.LOAD_TRACE_GC, "w") : "ignore",
    );
    await waitHealthy(port);
    return child;
  }
  const child = spawnPinned(
    0,
    ["node", ...serverFlags(), "bench/load/bare-server.mjs"],
    { PORT: String(port), BARE_IMMEDIATE: target === "bare" ? "1" : "0" },
    "ignore",
  );
  await waitHealthy(port);
  return child;
}

export async function runOne(
  target: string,
  pace: string,
  rooms: number,
  warmupS: number,
  measureS: number,
  gameId = "precognition",
): Promise<Row> {
  const port = await freePort();
  const server = await startServer(target, port);
  await new Promise((r) => setTimeout(r, 500));
  const idle = usage(server.pid!);
  // Rooms are dealt to the driver processes (all on core 1): each room's clients stay in one.
  const processes = Math.max(1, Math.min(drivers, rooms));
  const shares = Array.from({ length: processes }, (_, i) => Math.floor(rooms / processes) + (i < rooms % processes ? 1 : 0));
  const outputs = shares.map(() => ({ text: "" }));
  const children = shares.map((share, i) => {
    const child = spawnPinned(
      1,
      [
        "node",
        // 8,000 clients decoding ~20 KB views make a lot of short-lived garbage; a larger young
        // generation and heap keep the driver's own GC out of the measurement as far as it can.
        `--max-semi-space-size=${process.env.LOAD_DRIVER_SEMI_SPACE_MB ?? "64"}`,
        // All drivers share one core: parallel GC helper threads would only take turns with the
        // main threads. Measured at 2,000 evening rooms: driver loop max 537 -> 250 ms, reveal p99 147 -> 123 ms.
        "--single-threaded-gc",
        // LOAD_DRIVER_NODE_FLAGS="--flag …": extra Node/V8 flags for the drivers, to try a setting out.
        ...(process.env.LOAD_DRIVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
        "--max-old-space-size=8192",
        // LOAD_DRIVER_PROF=<dir>: a CPU profile of each driver, to tell its stalls from the server's.
        ...(process.env.LOAD_DRIVER_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_DRIVER_PROF}`] : []),
        "--import",
        "tsx",
        "bench/load/driver.ts",
        target === "tablee" ? "tablee" : "bare",
        `http://127.0.0.1:${port}`,
        String(share),
        pace,
        String(warmupS),
        String(measureS),
        gameId,
      ],
      { TSX_TSCONFIG_PATH: path.join(root, "bench/tsconfig.json") },
      "pipe",
    );
    child.stdout!.on("data", (chunk: Buffer) => (outputs[i]!.text += chunk.toString()));
    return child;
  });
  await new Promise((r) => setTimeout(r, warmupS * 1000));
  const start = usage(server.pid!);
  // A scrape starts the server's event-loop delay window (Tablée only; the bare server has no metrics).
  if (target === "tablee") await serverMetrics(port);
  const startedAt = Date.now();
  const exited = Promise.all(children.map((child) => new Promise<void>((resolve) => child.once("exit", () => resolve()))));
  // RSS swings by tens of MB with the young generation's collections: the row gives its mean over the minute.
  const rssSamples: number[] = [];
  const sampler = setInterval(() => {
    // A server that died mid-run is reported by the drivers' errors, not by an exception here.
    if (fs.existsSync(`/proc/${server.pid!}/stat`)) rssSamples.push(usage(server.pid!).rss);
  }, 1000);
  await new Promise((r) => setTimeout(r, measureS * 1000 - 200));
  clearInterval(sampler);
  const end = usage(server.pid!);
  const meanRss = rssSamples.length ? rssSamples.reduce((a, b) => a + b, 0) / rssSamples.length : end.rss;
  const serverLoop = target === "tablee" ? await serverMetrics(port) : { p99: NaN, max: NaN, heapUsed: NaN };
  if (process.env.LOAD_HEAP_SNAPSHOT) server.kill("SIGUSR2");
  const wall = (Date.now() - startedAt) / 1000;
  await exited;
  // SIGTERM first: the server exits cleanly (and writes its CPU profile when asked to).
  const serverExited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const stopStarted = Date.now();
  await Promise.race([serverExited, new Promise((r) => setTimeout(r, 60_000))]);
  if (Date.now() - stopStarted > 2000) process.stderr.write(`server took long to stop:  ${Date.now() - stopStarted} ms\n`);
  server.kill("SIGKILL");
  const driverRow = mergeDrivers(outputs.map((o) => JSON.parse(o.text.trim().split("\n").pop() ?? "{}") as DriverResult));
  const serverCpu = ((end.cpu - start.cpu) / wall) * 100;
  return {
    ...driverRow,
    target,
    serverCpu,
    // CPU % of one core is milliseconds of CPU per 10 ms: ×10 gives ms per second.
    serverCpuMsPerMove: (serverCpu * 10) / driverRow.acceptedPerSecond,
    serverRssMb: meanRss / 1024 / 1024,
    rssPerRoomKb: (meanRss - idle.rss) / 1024 / rooms,
    driverSaturated: driverRow.driverCpu > 90 || driverRow.driverLoopDelayP99 > 50,
    serverHeapMb: serverLoop.heapUsed / 1024 / 1024,
    serverLoopP99: serverLoop.p99,
    serverLoopMax: serverLoop.max,
  };
}

/** What one driver process prints (bench/load/driver.ts): its share of a row, with raw latencies and byte counts to pool. */
type DriverResult = Omit<
  Row,
  | "p50"
  | "p95"
  | "p99"
  | "bytesPerClientPerTurn"
  | "serverCpu"
  | "serverRssMb"
  | "rssPerRoomKb"
  | "driverSaturated"
  | "serverLoopP99"
  | "serverLoopMax"
  | "serverHeapMb"
  | "moveP50"
  | "moveP95"
  | "moveP99"
  | "bytesPerClientPerMove"
  | "serverCpuMsPerMove"
> & { latencies: number[]; moveLatencies: number[]; acceptedMoves: number; bytes: number; turnsObserved: number };

/** One row from several drivers: latencies pooled, rates and counts summed, the worst loop and GC kept. */
function mergeDrivers(results: DriverResult[]) {
  const percentile = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
  };
  const pct = percentile(results.flatMap((r) => r.latencies));
  const movePct = percentile(results.flatMap((r) => r.moveLatencies));
  const sum = (pick: (r: DriverResult) => number) => results.reduce((a, r) => a + pick(r), 0);
  const max = (pick: (r: DriverResult) => number) => Math.max(...results.map(pick));
  const turns = sum((r) => r.turnsObserved);
  const accepted = sum((r) => r.acceptedMoves);
  const seats = results[0]!.seats;
  return {
    target: results[0]!.target,
    game: results[0]!.game,
    seats,
    pace: results[0]!.pace,
    rooms: sum((r) => r.rooms),
    reveals: sum((r) => r.reveals),
    revealsPerSecond: sum((r) => r.revealsPerSecond),
    movesPerSecond: sum((r) => r.movesPerSecond),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    bytesPerClientPerTurn: turns ? sum((r) => r.bytes) / turns : NaN,
    acceptedPerSecond: sum((r) => r.acceptedPerSecond),
    moveP50: movePct(50),
    moveP95: movePct(95),
    moveP99: movePct(99),
    bytesPerClientPerMove: accepted ? sum((r) => r.bytes) / (accepted * seats) : NaN,
    driverCpu: sum((r) => r.driverCpu),
    driverLoopDelayP99: max((r) => r.driverLoopDelayP99),
    driverLoopDelayMax: max((r) => r.driverLoopDelayMax),
    driverGcMaxMs: max((r) => r.driverGcMaxMs),
    errors: sum((r) => r.errors),
    refused: sum((r) => r.refused),
    disconnects: sum((r) => r.disconnects),
    gamesFinished: sum((r) => r.gamesFinished),
  };
}

/** The server's event-loop delay p99 and max (ms) since the previous scrape of /metrics, and its heap in use (bytes). */
async function serverMetrics(port: number): Promise<{ p99: number; max: number; heapUsed: number }> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const read = (series: string) => Number(new RegExp(`${series} ([0-9.e+-]+)`).exec(text)?.[1]);
    return {
      p99: read('tablee_event_loop_delay_seconds\\{quantile="0.99"\\}') * 1000,
      max: read('tablee_event_loop_delay_seconds\\{quantile="1"\\}') * 1000,
      heapUsed: read('tablee_process_memory_bytes\\{kind="heap_used"\\}'),
    };
  } catch {
    return { p99: NaN, max: NaN, heapUsed: NaN };
  }
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "—";

export function printRows(rows: Row[]): void {
  console.log(
    "| target | game | pace | rooms | clients | reveals/s | accepted moves/s | reveal p50 / p99 ms | move p50 / p99 ms | server CPU % | CPU ms/move | server RSS MB | RSS/room KB | server heap MB | bytes/client/move | bytes/client/turn | driver CPU % | driver loop p99 / max ms | driver GC max ms | server loop p99 / max ms | errors | refused (races) | disconnects |",
  );
  console.log(
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  );
  for (const r of rows) {
    console.log(
      `| ${r.target} | ${r.game} | ${r.pace} | ${r.rooms} | ${r.rooms * r.seats} | ${fmt(r.revealsPerSecond, 1)} | ${fmt(r.acceptedPerSecond)} | ${fmt(r.p50, 1)} / ${fmt(r.p99, 1)} | ${fmt(r.moveP50, 1)} / ${fmt(r.moveP99, 1)} | ${fmt(r.serverCpu)} | ${fmt(r.serverCpuMsPerMove, 3)} | ${fmt(r.serverRssMb)} | ${fmt(r.rssPerRoomKb)} | ${fmt(r.serverHeapMb)} | ${fmt(r.bytesPerClientPerMove)} | ${fmt(r.bytesPerClientPerTurn)} | ${fmt(r.driverCpu)}${r.driverSaturated ? " (saturated)" : ""} | ${fmt(r.driverLoopDelayP99, 1)} / ${fmt(r.driverLoopDelayMax)} | ${fmt(r.driverGcMaxMs)} | ${fmt(r.serverLoopP99, 1)} / ${fmt(r.serverLoopMax)} | ${r.errors} | ${r.refused} | ${r.disconnects} |`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows: Row[] = [];
  console.log(
    `node ${process.version}, ${cores} cores (${os.cpus()[0]?.model ?? "?"}), server on core 0, driver on core 1; warm-up ${warmup}s, measure ${measure}s\n`,
  );
  for (const pace of paces) {
    for (const rooms of levels) {
      for (const target of targets) {
        for (const gameId of target === "tablee" ? games : ["bare"]) {
          const row = await runOne(target, pace, rooms, warmup, measure, gameId === "bare" ? undefined : gameId);
          rows.push(row);
          if (asJson) console.log(JSON.stringify(row));
          process.stderr.write(
            `done: ${target} ${gameId} ${pace} ${rooms} rooms → reveal p99 ${fmt(row.p99, 1)} ms, move p99 ${fmt(row.moveP99, 1)} ms, ${fmt(row.acceptedPerSecond)} moves/s\n`,
          );
        }
      }
    }
  }
  printRows(rows);
}
