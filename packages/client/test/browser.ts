import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { startTestServer, type TestServer } from "../../server/test/helpers.js";

/** What every browser test shares: the built client, a real server serving it, Debian's Chromium. */
export const root = fileURLToPath(new URL("../../..", import.meta.url));
export const dist = path.join(root, "packages/client/dist");
export const shots = path.join(root, "artifacts/screenshots");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Builds the client if needed, starts the server on it and launches Chromium (flags: ../shared/STACK-NOTES.md). */
export async function startBrowserTable(): Promise<{ server: TestServer; browser: Browser }> {
  if (!fs.existsSync(path.join(dist, "index.html")))
    execFileSync("npx", ["vite", "build"], { cwd: path.join(root, "packages/client"), stdio: "inherit" });
  fs.mkdirSync(shots, { recursive: true });
  const server = await startTestServer({ CLIENT_DIST: dist, BOT_DELAY_MS: "30" });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return { server, browser };
}
