import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "../../server/test/helpers.js";

/** What every browser test shares: the built client, a real server serving it, Debian's Chromium. */
export const root = fileURLToPath(new URL("../../..", import.meta.url));
export const dist = path.join(root, "packages/client/dist");
export const shots = path.join(root, "artifacts/screenshots");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Builds the client if needed, starts the server on it (`env` adds to its settings, e.g. a database
 * file and a port that outlive a restart) and launches Chromium (flags: ../shared/STACK-NOTES.md).
 */
export async function startBrowserTable(env: Record<string, string> = {}): Promise<{ server: TestServer; browser: Browser }> {
  if (!fs.existsSync(path.join(dist, "index.html")))
    execFileSync("npx", ["vite", "build"], { cwd: path.join(root, "packages/client"), stdio: "inherit" });
  fs.mkdirSync(shots, { recursive: true });
  const server = await startTestServer(serverSettings(env));
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

/** The browser tests' server settings, with `env` added. */
export const serverSettings = (env: Record<string, string> = {}): Record<string, string> => ({
  CLIENT_DIST: dist,
  BOT_DELAY_MS: "30",
  ...env,
});

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A test file's table: the server and browser of `startBrowserTable`, the people's pages, and what went wrong on them. */
export interface BrowserTable {
  /** The server's base address. */
  readonly url: string;
  /** The server's store: what it stored (moves, rooms), for tests that replay a game. */
  readonly store: TestServer["store"];
  readonly browser: Browser;
  /** A new person: a browser context of their own (storage, screen, language) and its page, watched. */
  newPage(viewport: { width: number; height: number }, locale: string): Promise<Page>;
  /** Watches a page opened another way (a second tab of a context): its errors and warnings are kept. */
  watch(page: Page): Page;
  /** Uncaught errors on any watched page. */
  readonly pageErrors: string[];
  /** Server messages the web client does not register (colyseus.js warns "not registered"). */
  readonly unregisteredWarnings: string[];
}

/** Opens the table before the file's tests and closes every context, the browser and the server after them. */
export function openTable(): BrowserTable {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const table: BrowserTable = {
    get url() {
      return server!.server.url;
    },
    get store() {
      return server!.store;
    },
    get browser() {
      return browser!;
    },
    async newPage(viewport, locale) {
      const context = await browser!.newContext({ viewport, locale });
      contexts.push(context);
      return table.watch(await context.newPage());
    },
    watch(page) {
      page.on("pageerror", (error) => {
        table.pageErrors.push(error.message);
        console.error("page error:", error.message);
      });
      page.on("console", (message) => {
        if (/not registered/.test(message.text())) table.unregisteredWarnings.push(message.text());
      });
      return page;
    },
    pageErrors: [],
    unregisteredWarnings: [],
  };
  beforeAll(async () => {
    ({ server, browser } = await startBrowserTable());
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });
  return table;
}
