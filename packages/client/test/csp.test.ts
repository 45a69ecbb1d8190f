import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { listedGameIds } from "@tablee/rules";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";

/**
 * Issue 36, in Chromium: the server's Content-Security-Policy (no inline script or style, files
 * and connections from the site only) breaks nothing the client does. The home page, a join page,
 * every game's table in play with bots and a replay are visited with CSP enforced (Playwright's
 * `bypassCSP` stays off); any `securitypolicyviolation` event or CSP console message fails.
 */
const table = openTable();

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** A person's page whose CSP violations, on every document it loads, land in `violations`. */
async function watchedPage(violations: Violation[], viewport = DESKTOP, locale = "en-GB"): Promise<Page> {
  const page = await table.newPage(viewport, locale);
  // Bindings and init scripts are the browser's own (DevTools protocol): the policy does not apply to them.
  await page.exposeFunction("reportCspViolation", (violation: Violation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(v: Violation): void }).reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push({ directive: "console", blocked: message.text(), page: page.url() });
  });
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `csp-${name}.png`) });

/** A room of `gameId` made through the API, whose host token the page's browser then holds. */
async function roomFor(page: Page, gameId: string, seats: number, options: object = {}): Promise<string> {
  const response = await fetch(`${table.url}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gameId, seats, options, timerSeconds: null }),
  });
  const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
  await page.goto(table.url);
  await page.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
  return `${table.url}/r/${roomId}`;
}

/** Through the join page to a started table: the person in seat 1, bots in the others. */
async function startWithBots(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId("room-summary").waitFor();
  await page.getByTestId("join-name").fill("Léa");
  await page.getByTestId("join-seat").click();
  await page.getByTestId("fill-bots").click();
  await page.getByTestId("ready").click();
  await page.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
  await page.getByTestId("start").click();
  await page.locator(".table").waitFor();
}

/** A few of the person's decisions, whichever are offered: more of the table drawn, more sockets used. */
async function playAFew(page: Page, steps: number): Promise<void> {
  for (let step = 0; step < steps; step++) {
    await page.evaluate(() => {
      const offered = [...document.querySelectorAll<HTMLButtonElement>(".my-area button[data-move]:not([disabled])")];
      offered[0]?.click();
    });
    await page.waitForTimeout(250);
  }
}

const seatsOf: Record<string, number> = { "shipwreck-arcana": 3, "this-war-of-mine": 3 };

describe("the Content-Security-Policy in Chromium (issue 36)", () => {
  it("is enforced: an inline style, an inline script and a socket to another address are refused and seen", async () => {
    const violations: Violation[] = [];
    const page = await watchedPage(violations);
    const response = await page.goto(table.url);
    expect(response?.headers()["content-security-policy"]).toMatch(/default-src 'none'/);
    await page.getByTestId("create").waitFor();
    expect(violations).toEqual([]);
    const otherPort = new URL(table.url).port === "1" ? "2" : "1";
    await page.evaluate((port) => {
      document.body.insertAdjacentHTML("beforeend", '<div style="color: red">injected</div>');
      const script = document.createElement("script");
      script.textContent = "document.title = 'injected'";
      document.head.append(script);
      try {
        new WebSocket(`ws://127.0.0.1:${port}/`);
      } catch {
        // Refused at once or on connecting: either way a violation is reported.
      }
    }, otherPort);
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual(expect.arrayContaining(["connect-src", "script-src-elem", "style-src-attr"]));
    expect(await page.title()).not.toBe("injected");
  }, 60_000);

  it("the home page, a join page and every game's table in play with bots: no violation", async () => {
    const violations: Violation[] = [];
    const home = await watchedPage(violations, PHONE, "fr-FR");
    await home.goto(table.url);
    for (const gameId of listedGameIds) await home.getByTestId("game-select").selectOption(gameId);
    await shot(home, "home-390x844-fr");
    expect(violations, "on the home page").toEqual([]);

    for (const gameId of listedGameIds) {
      const page = await watchedPage(violations);
      const link = await roomFor(page, gameId, seatsOf[gameId] ?? 2);
      await startWithBots(page, link);
      await playAFew(page, 6);
      await shot(page, `${gameId}-1280x800`);
      expect(violations, `at the ${gameId} table`).toEqual([]);
    }
  }, 300_000);

  it("a finished game's end screen and replay: no violation", async () => {
    const violations: Violation[] = [];
    const page = await watchedPage(violations);
    const link = await roomFor(page, "sealed-numbers", 2, { rounds: 1 });
    await startWithBots(page, link);
    await page.locator(".sealed-numbers button[data-move]").first().click();
    await page.getByTestId("open-replay").click();
    await page.locator(".replay input[type=range]").waitFor();
    await page.locator(".replay input[type=range]").fill("0");
    await shot(page, "replay-1280x800");
    expect(violations).toEqual([]);
  }, 60_000);
});
