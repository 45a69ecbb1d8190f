import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const tsconfig = path.join(root, "packages/server/test/tsconfig.child.json");
const main = path.join(root, "packages/server/src/main.ts");

/**
 * The real server in its own process (node itself, with tsx as a loader, so signals reach the
 * server and not a wrapper), to be killed like a crashed VPS process.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: root,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: tsconfig,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      BOT_DELAY_MS: "0",
      RECONNECT_SECONDS: "1",
      RATE_LIMIT_PER_SECOND: "10000",
      RATE_LIMIT_BURST: "10000",
      ROOMS_PER_HOUR_PER_ADDRESS: "100000",
      JOINS_PER_MINUTE_PER_ADDRESS: "100000",
      TABLEE_TEST_GAMES: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The server's error log (pino's JSON lines) on the test's output: a room that fails to come
  // back says why there. Its start-up banner stays out.
  readline.createInterface({ input: child.stdout! }).on("line", (line) => {
    if (line.startsWith("{")) process.stderr.write(`server on port ${port}: ${line}\n`);
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, child);
  return child;
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${url} never answered`);
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the process did not exit")), 15_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export async function killHard(child: ChildProcess): Promise<void> {
  const exited = exitOf(child);
  child.kill("SIGKILL");
  await exited;
}

/** A throwaway redis-server on loopback (installed from Debian by scripts/system-deps.sh). */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.env.REDIS_SERVER ?? "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const net = await import("node:net");
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error("redis-server exited");
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("redis-server did not start");
}
