import path from "node:path";
import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/helpers.js";
import { expectAccessible } from "./a11y.js";
import { shots, startBrowserTable } from "./browser.js";

/**
 * End-to-end: Debian's Chromium (installed by scripts/system-deps.sh) drives the built client
 * against the real server. Screenshots land in artifacts/screenshots/.
 */

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ server, browser } = await startBrowserTable());
}, 120_000);

const unregisteredWarnings: string[] = [];

afterAll(async () => {
  expect(unregisteredWarnings, "server messages the web client does not register").toEqual([]);
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

async function newPage(viewport = { width: 1280, height: 800 }, locale = "en-US"): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  contexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  // colyseus.js warns for every server message the client did not register (issue 12, item 10).
  page.on("console", (message) => {
    if (/not registered/.test(message.text())) unregisteredWarnings.push(message.text());
  });
  return page;
}

async function createTable(page: Page, name: string, mode: string, seats: number): Promise<string> {
  await page.goto(server.server.url);
  await page.getByTestId("name").fill(name);
  await page.getByTestId("mode").selectOption(mode);
  if (mode !== "team") await page.getByTestId("seats").selectOption(String(seats));
  await page.getByTestId("create").click();
  await page.waitForURL(/\/r\//);
  await page.getByTestId("ready").waitFor();
  return page.getByTestId("invite-link").inputValue();
}

const roomOf = (link: string): string => new URL(link).pathname.split("/").pop()!;

async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId("join-name").fill(name);
  await page.getByTestId("join-seat").click();
  await page.getByTestId("ready").waitFor();
}

/** One decision through the UI, if this page has one: Keep/Give then commit, or any offered option. */
async function playStep(page: Page, random: number): Promise<boolean> {
  return page.evaluate((r) => {
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(r * items.length)];
    const commit = document.querySelector<HTMLButtonElement>("[data-testid=commit]");
    if (commit) {
      if (
        commit.disabled &&
        document.querySelector("[data-testid^=keep-][aria-pressed=true]") &&
        document.querySelector("[data-testid^=give-][aria-pressed=true]")
      )
        return false;
      const gives = [...document.querySelectorAll<HTMLButtonElement>("[data-testid^=give-]")];
      const give = pick(gives);
      if (!give) return false;
      give.click();
      const keeps = [...document.querySelectorAll<HTMLButtonElement>("[data-testid^=keep-]")].filter(
        (b) => b.dataset.testid?.slice(5) !== give.dataset.testid?.slice(5),
      );
      pick(keeps)?.click();
      return true;
    }
    const options = [
      ...document.querySelectorAll<HTMLButtonElement>(
        ".my-area button[data-move]:not([disabled]), .sealed-numbers button[data-move]",
      ),
    ];
    const option = pick(options);
    if (!option) return false;
    option.click();
    return true;
  }, random);
}

async function commitIfReady(page: Page): Promise<void> {
  await page.evaluate(() => {
    const commit = document.querySelector<HTMLButtonElement>("[data-testid=commit]");
    if (commit && !commit.disabled) commit.click();
  });
}

async function playUntilEnd(pages: Page[], watchers: Page[] = [], onRound?: (round: number) => Promise<void>): Promise<void> {
  let seed = 1;
  const rng = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  // A bound on rounds, not on the clock: a loaded machine is slow, not wrong.
  const maxRounds = 2_000;
  for (let round = 0; round < maxRounds; round++) {
    const ended = await Promise.all(pages.map((p) => p.getByTestId("end-screen").isVisible()));
    if (ended.every(Boolean)) return;
    for (const page of pages) {
      if (await playStep(page, rng())) {
        await commitIfReady(page);
        await page.waitForTimeout(15);
      }
    }
    await onRound?.(round);
    if (round % 5 === 0) for (const w of watchers) await expectNoHand(w);
    await pages[0]!.waitForTimeout(10);
  }
  throw new Error(`the game did not reach its end screen within ${maxRounds} rounds`);
}

/** One Shipwreck decision through the UI, if this page has one: agree, place a token, or propose. */
async function shipwreckStep(page: Page, random: number): Promise<boolean> {
  return page.evaluate(async (r) => {
    const enabled = (selector: string) => [...document.querySelectorAll<HTMLButtonElement>(selector)].filter((b) => !b.disabled);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(r * items.length)];
    const agree = enabled("[data-testid=agree]")[0];
    if (agree && r < 0.8) {
      agree.click();
      return true;
    }
    let slots = enabled("[data-testid^=slot-]");
    const tokens = enabled("[data-testid=held-token]");
    if (slots.length === 0 && tokens.length > 0 && document.querySelector("[data-testid=slot-0]")) {
      pick(tokens)!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      slots = enabled("[data-testid^=slot-]");
    }
    if (slots.length > 0) {
      pick(slots)!.click();
      return true;
    }
    const proposals = enabled("[data-testid^=propose-]");
    if (proposals.length > 0) {
      pick(proposals)!.click();
      return true;
    }
    agree?.click();
    return !!agree;
  }, random);
}

/** Token ids shown on a page (only its own held tokens carry `data-token`). */
const shownTokens = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>("[data-testid=held-token]")].map((e) => e.dataset.token ?? ""));

async function expectNoHand(page: Page): Promise<void> {
  const handCards = await page.evaluate(
    () => document.querySelectorAll("[aria-label='Your hand'], [data-testid^=keep-], .my-area").length,
  );
  expect(handCards).toBe(0);
}

/** The outcome's title and scores are on screen at the top of the page: no scrolling to find who won. */
async function expectOutcomeInView(page: Page): Promise<void> {
  await page.waitForFunction(() => window.scrollY === 0);
  const inView = await page.evaluate(() =>
    ["[data-testid=end-screen] h2", "[data-testid=end-screen] table"].every((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  );
  expect(inView).toBe(true);
}

async function startGame(host: Page): Promise<void> {
  await host.getByTestId("start").click();
  await host.locator(".table").waitFor();
}

describe("in Chromium", () => {
  it("four players create and join through the invite link and play a competitive game to the end screen", async () => {
    const host = await newPage();
    const link = await createTable(host, "Ada", "competitive", 4);
    const phone = await newPage({ width: 390, height: 844 }, "fr-FR");
    const others = [await newPage(), await newPage()];
    await others[0]!.goto(link);
    await others[0]!.getByTestId("room-summary").waitFor();
    await expectAccessible(others[0]!, "the join page (en, desktop)");
    await joinByLink(others[0]!, link, "Brune");
    await joinByLink(others[1]!, link, "Cyril");
    await joinByLink(phone, link, "Dalia");
    const players = [host, ...others, phone];
    for (const p of players) await p.getByTestId("ready").click();
    await host.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    const spectator = await newPage();
    await spectator.goto(link);
    await spectator.getByTestId("join-watch").click();
    await startGame(host);
    await spectator.locator(".table").waitFor();
    let shot = false;
    await host.getByTestId("commit").waitFor();
    await playStep(host, 0.5);
    await host.screenshot({ path: path.join(shots, "decision-1280x800.png") });
    await expectAccessible(host, "the Précognition table (en, desktop)");
    await playUntilEnd(players, [spectator], async (round) => {
      if (!shot && round === 12) {
        shot = true;
        await host.screenshot({ path: path.join(shots, "table-1280x800.png"), fullPage: false });
        await phone.screenshot({ path: path.join(shots, "table-390x844.png"), fullPage: false });
        await expectAccessible(phone, "the Précognition table (fr, phone)");
      }
    });
    for (const p of players) await expect(p.getByTestId("end-screen")).toBeTruthy();
    // The outcome comes first: its title and the scores are in view without scrolling.
    for (const p of [host, phone]) await expectOutcomeInView(p);
    await host.screenshot({ path: path.join(shots, "end-1280x800.png") });
    await phone.screenshot({ path: path.join(shots, "end-390x844-fr.png") });
    expect(await host.getByTestId("end-screen").textContent()).toMatch(/Healthy Humans/);
    expect(await phone.getByTestId("end-screen").textContent()).toMatch(/Humains sains/);
    await expectNoHand(spectator);
    // The replay steps through the move log.
    await host.getByTestId("open-replay").click();
    await host.locator(".replay input[type=range]").waitFor();
    // A rematch: one click each brings every player to their own seat in the new room.
    await host.getByTestId("rematch").click();
    for (const p of players) await p.getByTestId("to-rematch").click();
    for (const [seat, p] of players.entries()) {
      await p.getByTestId("ready").waitFor();
      await expect.poll(() => p.getByTestId("my-seat").textContent()).toMatch(new RegExp(`\\b${seat + 1}$`));
    }
    expect(await host.getByTestId("start").isVisible()).toBe(true);
    await host.screenshot({ path: path.join(shots, "rematch-1280x800.png") });
  }, 400_000);

  it("a player who closes the browser mid-game: the host lets a bot play, the player comes back on a new device and asks for the seat", async () => {
    const ana = await newPage();
    const link = await createTable(ana, "Ana", "competitive", 2);
    let ben = await newPage({ width: 390, height: 844 }, "fr-FR");
    await joinByLink(ben, link, "Ben");
    for (const p of [ana, ben]) await p.getByTestId("ready").click();
    await ana.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await startGame(ana);
    await ben.getByTestId("commit").waitFor();
    // Ben's browser closes: the host is told, and hands the seat to a bot.
    await ben.context().close();
    await ana.getByTestId("away-1").waitFor();
    await ana.screenshot({ path: path.join(shots, "away-1280x800.png") });
    await ana.getByTestId("bot-for-1").click();
    await ana.getByTestId("kept-1").waitFor();
    // Ben on another device, without his seat token: the link says what the table is, he watches and asks.
    ben = await newPage({ width: 390, height: 844 }, "fr-FR");
    await ben.goto(link);
    await ben.getByTestId("room-summary").waitFor();
    expect(await ben.getByTestId("room-summary").textContent()).toMatch(/Précognition.*Ana/s);
    await ben.screenshot({ path: path.join(shots, "join-390x844-fr.png") });
    await expectAccessible(ben, "the join page (fr, phone)");
    await ben.getByTestId("join-name").fill("Ben");
    await ben.getByTestId("join-watch").click();
    await ben.getByTestId("claim-1").click();
    await ana.getByTestId("give-seat-1").waitFor();
    await ana.screenshot({ path: path.join(shots, "claim-1280x800.png") });
    await ana.getByTestId("give-seat-1").click();
    await expect.poll(() => ben.getByTestId("my-seat").textContent()).toMatch(/\b2$/);
    await ana.waitForFunction(() => !document.querySelector("[data-testid=kept-1]"));
    await ben.locator(".my-area").waitFor();
    await ben.screenshot({ path: path.join(shots, "reclaimed-390x844-fr.png") });
  }, 120_000);

  it("a team game and a cooperative game with bots filling the empty seats", async () => {
    for (const mode of ["team", "cooperative"]) {
      const host = await newPage();
      await createTable(host, "Host", mode, 3);
      await host.getByTestId("fill-bots").click();
      await host.getByTestId("ready").click();
      await host.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
      await startGame(host);
      await playUntilEnd([host]);
      expect(await host.getByTestId("end-screen").isVisible()).toBe(true);
    }
  }, 400_000);

  it("three players play The Shipwreck Arcana; one leaves mid-game and a newcomer takes the free seat", async () => {
    const ana = await newPage();
    await ana.goto(server.server.url);
    await ana.getByTestId("name").fill("Ana");
    await ana.getByTestId("game-select").selectOption("shipwreck-arcana");
    await ana.getByTestId("seats").selectOption("3");
    await ana.getByTestId("difficulty").selectOption("easy");
    await ana.getByTestId("create").click();
    await ana.waitForURL(/\/r\//);
    await ana.getByTestId("ready").waitFor();
    const link = await ana.getByTestId("invite-link").inputValue();
    const ben = await newPage({ width: 390, height: 844 }, "fr-FR");
    const cleo = await newPage();
    await joinByLink(ben, link, "Ben");
    await joinByLink(cleo, link, "Cleo");
    for (const p of [ana, ben, cleo]) await p.getByTestId("ready").click();
    await ana.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await ana.getByTestId("start").click();
    for (const p of [ana, ben, cleo]) await p.getByTestId("shipwreck-table").waitFor();

    const players = [ana, ben, cleo];
    let seed = 3;
    const rng = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let dan: Page | null = null;
    let asked = false;
    const maxRounds = 2_000;
    for (let round = 0; ; round++) {
      expect(round, `the game did not reach its end screen within ${maxRounds} rounds`).toBeLessThan(maxRounds);
      const ended = await Promise.all(players.map((p) => p.getByTestId("end-screen").isVisible()));
      if (ended.every(Boolean)) break;
      // Once, an ally asks the active player to turn a row token over: every page shows the request.
      if (!asked) {
        for (const page of players) {
          const ask = page.locator("[data-testid^=flip-][data-move*=askFlip]:not([disabled])").first();
          if (await ask.isVisible().catch(() => false)) {
            await ask.click();
            await expect.poll(() => ana.locator(".sw-row-token.asked").count()).toBeGreaterThan(0);
            asked = true;
            break;
          }
        }
      }
      for (const page of players) if (await shipwreckStep(page, rng())) await page.waitForTimeout(20);
      // Each player's held tokens are on their own page only.
      if (round % 4 === 0) {
        const shown = await Promise.all(players.map(shownTokens));
        for (const [i, tokens] of shown.entries())
          for (const [j, others] of shown.entries()) if (i !== j) for (const token of tokens) expect(others).not.toContain(token);
      }
      // Early, so that the game is surely still on (random predictions can lose it in five turns).
      if (round === 2) {
        expect(await ana.getByTestId("end-screen").isVisible()).toBe(false);
        // Cleo has to go: her seat becomes free and she only watches.
        await cleo.getByTestId("leave-game").click();
        const confirm = cleo.getByTestId("leave-game-confirm");
        if (await confirm.isVisible().catch(() => false)) await confirm.click();
        await cleo.waitForFunction(() => document.querySelectorAll("[data-testid=held-token]").length === 0);
        await expect.poll(() => cleo.locator(".room-bar").textContent()).toMatch(/atch/);
        players.splice(players.indexOf(cleo), 1);
        // Dan arrives by the same link and takes the free seat mid-game.
        dan = await newPage();
        await dan.goto(link);
        await dan.getByTestId("join-name").fill("Dan");
        await dan.getByTestId("join-watch").click();
        // A newcomer chooses whom to follow in turn order.
        await dan.getByTestId("join-after").selectOption({ index: 1 });
        await dan.getByTestId("take-free-seat").click();
        await expect.poll(() => dan!.locator(".room-bar").textContent()).toMatch(/seat 3/);
        players.push(dan);
        await ana.screenshot({ path: path.join(shots, "shipwreck-1280x800.png") });
        await ben.screenshot({ path: path.join(shots, "shipwreck-390x844.png") });
        await expectAccessible(ana, "The Shipwreck Arcana's table (en, desktop)");
        await expectAccessible(ben, "The Shipwreck Arcana's table (fr, phone)");
      }
      await ana.waitForTimeout(10);
    }
    expect(dan).not.toBeNull();
    expect(asked).toBe(true);
    expect(await ana.getByTestId("end-screen").textContent()).toMatch(/Judgment|prediction/i);
    await expectNoHand(cleo);
  }, 300_000);

  it("on an English phone: the home page, the lobby, the table and the end screen", async () => {
    const phone = await newPage({ width: 390, height: 844 }, "en-US");
    await phone.goto(server.server.url);
    await phone.screenshot({ path: path.join(shots, "home-390x844-en.png") });
    await expectAccessible(phone, "the home page (en, phone)");
    await createTable(phone, "Pip", "competitive", 2);
    await phone.getByTestId("fill-bots").click();
    await phone.getByTestId("ready").click();
    await phone.screenshot({ path: path.join(shots, "lobby-390x844-en.png") });
    await phone.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await startGame(phone);
    await phone.getByTestId("commit").waitFor();
    await phone.screenshot({ path: path.join(shots, "table-390x844-en.png") });
    await expectAccessible(phone, "the Précognition table (en, phone)");
    await playUntilEnd([phone]);
    await expectOutcomeInView(phone);
    await phone.screenshot({ path: path.join(shots, "end-390x844-en.png") });
  }, 300_000);

  it("a player shares their seat's link: a friend on a phone holds the seat too and makes its choice", async () => {
    const host = await newPage();
    const link = await createTable(host, "Gus", "competitive", 2);
    const guest = await newPage();
    await joinByLink(guest, link, "Hana");
    await host.getByTestId("share-seat").locator("summary").click();
    const seatLink = await host.getByTestId("seat-link").inputValue();
    expect(seatLink).toMatch(/\/r\/[^#]+#seat=/);
    await host.screenshot({ path: path.join(shots, "share-seat-1280x800-en.png") });
    const friend = await newPage({ width: 390, height: 844 }, "fr-FR");
    await friend.goto(seatLink);
    await friend.getByTestId("ready").waitFor();
    expect(await friend.getByTestId("my-seat").textContent()).toMatch(/place 1/);
    expect(new URL(friend.url()).hash, "the seat token leaves the address bar").toBe("");
    await friend.screenshot({ path: path.join(shots, "share-seat-390x844-fr.png") });
    for (const p of [host, guest]) await p.getByTestId("ready").click();
    await host.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await startGame(host);
    await friend.getByTestId("commit").waitFor();
    await playStep(friend, 0.6);
    await commitIfReady(friend);
    const chosen = () =>
      [...document.querySelectorAll("[aria-pressed=true][data-testid]")].map((b) => (b as HTMLElement).dataset.testid).sort();
    await host.waitForFunction(() => document.querySelectorAll("[aria-pressed=true][data-testid^=keep-]").length === 1);
    expect(await host.evaluate(chosen)).toEqual(await friend.evaluate(chosen));
    expect(await host.getByTestId("commit").isDisabled()).toBe(true);
    await friend.screenshot({ path: path.join(shots, "share-seat-table-390x844-fr.png") });
  }, 120_000);

  it("a newcomer's first minutes: the invite link first, the seat's own link behind a warning, tables named by game and mode, closed ones forgotten in one request", async () => {
    const host = await newPage();
    await host.goto(server.server.url);
    await host.getByTestId("name").fill("Ivy");
    await host.getByTestId("mode").selectOption("cooperative");
    await host.getByTestId("difficulty").selectOption("hard");
    await host.getByTestId("setup").selectOption("advanced");
    await host.getByTestId("create").click();
    await host.getByTestId("ready").waitFor();
    const open = roomOf(await host.getByTestId("invite-link").inputValue());

    // The host's first text field is the invite link; the seat's own link waits behind "Move to another device".
    const firstField = () =>
      [...document.querySelectorAll<HTMLInputElement>("input:not([type]), input[type=text], input[type=url]")]
        .find((input) => input.offsetParent !== null)
        ?.getAttribute("data-testid");
    expect(await host.evaluate(firstField)).toBe("invite-link");
    expect(await host.getByTestId("table-title").textContent()).toBe(
      "Précognition — Cooperative · Difficulty: Hard · Advanced set-up",
    );
    expect(await host.getByTestId("seat-link").isVisible()).toBe(false);
    await host.getByTestId("share-seat").locator("summary", { hasText: "Move to another device" }).click();
    expect(await host.getByTestId("seat-link-warning").textContent()).toMatch(/hands over your seat/);
    await host.screenshot({ path: path.join(shots, "lobby-move-device-1280x800-en.png"), fullPage: true });

    // A second table that its host closes, and a seat token for a table the server never held.
    await host.goto(server.server.url);
    await host.getByTestId("name").fill("Ivy");
    await host.getByTestId("create").click();
    await host.getByTestId("ready").waitFor();
    const closed = roomOf(await host.getByTestId("invite-link").inputValue());
    server.store.updateRoom(closed, { status: "closed" });
    await host.evaluate(() => localStorage.setItem("tablee.seat.unknownTable00000000", "x".repeat(32)));

    const asked: string[] = [];
    const gone: string[] = [];
    host.on("request", (request) => {
      if (request.url().includes("/api/rooms")) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    host.on("response", (response) => {
      if (response.status() >= 400) gone.push(`${response.status()} ${response.url()}`);
    });
    await host.goto(server.server.url);
    await host.getByTestId(`your-table-${open}`).waitFor();
    expect(await host.getByTestId(`your-table-${open}`).getByTestId("table-title").textContent()).toBe(
      "Précognition — Cooperative · Difficulty: Hard · Advanced set-up",
    );
    expect(await host.getByTestId(`your-table-${closed}`).count()).toBe(0);
    expect(asked).toEqual(["POST /api/rooms/status"]);
    expect(gone).toEqual([]);
    const seatKeys = await host.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("tablee.seat.")));
    expect(seatKeys).toEqual([`tablee.seat.${open}`]);
    await host.screenshot({ path: path.join(shots, "home-your-tables-1280x800-en.png"), fullPage: true });
    await host.setViewportSize({ width: 390, height: 844 });
    await host.getByRole("button", { name: "Passer en français" }).click();
    await host.getByText("Vos tables").waitFor();
    expect(await host.getByTestId("table-title").textContent()).toBe(
      "Précognition — Coopératif · Difficulté\u00a0: Difficile · Mise en place avancée",
    );
    await host.screenshot({ path: path.join(shots, "home-your-tables-390x844-fr.png"), fullPage: true });
    await host.getByTestId(`your-table-${open}`).getByRole("link").click();
    await host.getByTestId("share-seat").locator("summary", { hasText: "Passer sur un autre appareil" }).click();
    await host.screenshot({ path: path.join(shots, "lobby-move-device-390x844-fr.png"), fullPage: true });
  }, 120_000);

  it("a refresh in the middle of a decision keeps the seat and the pending choice", async () => {
    const host = await newPage();
    const link = await createTable(host, "Eve", "competitive", 2);
    const guest = await newPage();
    await joinByLink(guest, link, "Finn");
    for (const p of [host, guest]) await p.getByTestId("ready").click();
    await host.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await startGame(host);
    await host.getByTestId("commit").waitFor();
    await playStep(host, 0.3);
    await commitIfReady(host);
    await host.waitForFunction(
      () => (document.querySelector("[data-testid=commit]") as HTMLButtonElement | null)?.disabled === true,
    );
    const chosen = await host.evaluate(() =>
      [...document.querySelectorAll("[aria-pressed=true][data-testid]")].map((b) => (b as HTMLElement).dataset.testid).sort(),
    );
    await host.reload();
    await host.getByTestId("commit").waitFor();
    await host.waitForFunction(() => document.querySelectorAll("[aria-pressed=true][data-testid^=keep-]").length === 1);
    const after = await host.evaluate(() =>
      [...document.querySelectorAll("[aria-pressed=true][data-testid]")].map((b) => (b as HTMLElement).dataset.testid).sort(),
    );
    expect(after).toEqual(chosen);
    expect(await host.locator(".room-bar").textContent()).toMatch(/seat 1/);
    expect(await host.getByTestId("commit").isDisabled()).toBe(true);
  }, 120_000);
});
