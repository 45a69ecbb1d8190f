import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playInPlace, replay, seedRng, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";
import { freePort, Player, startTestServer, type TestServer } from "../../server/test/helpers.js";
import { SqliteStore } from "../../server/src/store/sqlite.js";
import { mayConcede } from "../../rules/src/games/this-war-of-mine/concession.js";
import * as content from "../../rules/src/games/this-war-of-mine/content/index.js";
import { dist, DESKTOP, PHONE, shots } from "./browser.js";
import { englishPatterns, expectNoEnglish } from "./english.js";
import { expectAccessible } from "./a11y.js";

/**
 * This War of Mine, issue 35 (9): conceding at the table. The campaign is brought, with the survival
 * bot's moves written to the store while the server is stopped, to a day when none of the starting
 * characters is left (on this seed, day 4: only Pavel, who joined later). Two seats, Ada on an English
 * desktop and phone, Bea on a French phone and desktop:
 * - the panel aside says why the group may concede; proposing asks once, and "Play on" goes back;
 * - Ada proposes: everyone sees it above the game, who agreed and who is still to answer; Bea refuses
 *   and play goes on, the log says so;
 * - Bea proposes, Ada agrees: the campaign is over, and every window says the group conceded.
 * Screenshots (both languages, desktop 1280×800 and phone 390×844): artifacts/screenshots/twom-concede-*.
 */
const SEED = "concede-survival-13";
type State = ThisWarOfMine.TwomState;
const ENGLISH = englishPatterns(
  [content.SHELTER_CARDS, content.FIXTURES, content.LOCATIONS, content.EXPLORATION_CARDS, content.EVENT_CARDS].flatMap((set) =>
    set.map((card) => card.name),
  ),
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-twom-concede-"));
const db = path.join(dir, "tablee.sqlite");
let port = 0;
let server: TestServer | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const env = () => ({ CLIENT_DIST: dist, DATABASE_PATH: db, PORT: String(port), BOT_DELAY_MS: "30" });
const url = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  port = await freePort();
  server = await startTestServer(env());
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

interface Window {
  page: Page;
  size: string;
  fr: boolean;
}

describe("This War of Mine: conceding at the table", () => {
  it("proposed with a confirmation, refused, proposed again and agreed: the campaign ends conceded, in both languages", async () => {
    const created = await fetch(`${url()}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "this-war-of-mine", seats: 2, options: {}, timerSeconds: null }),
    });
    const { roomId, hostToken } = (await created.json()) as { roomId: string; hostToken: string };
    await server!.close();
    let store = new SqliteStore(db);
    store.updateRoom(roomId, { seed: SEED });
    store.close();
    server = await startTestServer(env());
    const ada = await Player.join(port, roomId, { name: "Ada", hostToken });
    await ada.takeSeat(0);
    const bea = await Player.join(port, roomId, { name: "Bea" });
    await bea.takeSeat(1);
    for (const p of [ada, bea]) p.send("ready", { ready: true });
    await ada.until(() => ada.state.seats.every((s: { ready: boolean }) => s.ready), "both ready");
    ada.send("start");
    await ada.until(() => ada.state.status === "playing", "the campaign");

    // The server stopped, the survival bot plays on in the store until no starting character is left.
    await server!.close();
    store = new SqliteStore(db);
    const room = store.getRoom(roomId)!;
    const stored = store.listMoves(roomId);
    const state = replay(thisWarOfMine, { seats: room.seats, options: room.options, seed: room.seed }, stored) as State;
    for (let n = 0; !mayConcede(state); n++) {
      expect(n, "a day with none of the starting characters left").toBeLessThan(3_000);
      expect(state.phase).not.toBe("over");
      const seat = thisWarOfMine.waitingOn(state)[0]!;
      const move = thisWarOfMine.bots.survival!(state, seat, seedRng(`${SEED}:${n}`));
      playInPlace(thisWarOfMine, state, seat, move);
      store.appendMove(roomId, { seat, move }, stored.length + n + 1);
    }
    store.close();
    server = await startTestServer(env());
    const link = `${url()}/r/${roomId}`;

    const open = async (viewport: typeof DESKTOP, locale: string, token: string) => {
      const context = await browser!.newContext({ viewport, locale });
      contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.goto(url());
      await page.evaluate(([id, t]) => localStorage.setItem(`tablee.seat.${id}`, t!), [roomId, token]);
      await page.goto(link);
      await page.getByTestId("twom-table").waitFor();
      return page;
    };
    const windows: Window[] = [
      { page: await open(DESKTOP, "en-US", ada.token!), size: "1280x800-en", fr: false },
      { page: await open(PHONE, "fr-FR", bea.token!), size: "390x844-fr", fr: true },
      { page: await open(DESKTOP, "fr-FR", bea.token!), size: "1280x800-fr", fr: true },
      { page: await open(PHONE, "en-US", ada.token!), size: "390x844-en", fr: false },
    ];
    const [adaDesk, beaPhone, beaDesk, adaPhone] = windows.map((w) => w.page) as [Page, Page, Page, Page];
    const shot = async ({ page, size, fr }: Window, name: string, selector: string) => {
      await page.locator(selector).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `twom-concede-${name}-${size}.png`) });
      if (fr) await expectNoEnglish(page, ENGLISH, `concede ${name}`);
    };
    const panel = (page: Page) => page.getByTestId("tw-concede");
    const proposalShown = (shown: boolean) =>
      Promise.all(windows.map(({ page }) => page.locator(".tw-concede-open").waitFor({ state: shown ? "visible" : "detached" })));

    // Aside, quietly: why the group may concede, in each language.
    for (const { page, fr } of windows)
      await expect.poll(() => panel(page).innerText()).toMatch(fr ? /Déclarer forfait\s\?/ : /Concede\?/);
    expect(await panel(adaDesk).innerText()).toMatch(/final objective is out of reach/);
    expect(await panel(beaPhone).innerText()).toMatch(/l'objectif final est hors d'atteinte/);

    // Proposing asks once; "Play on" goes back.
    for (const w of [windows[0]!, windows[1]!]) {
      await w.page.getByTestId("tw-concede-open").click();
      await w.page.getByTestId("tw-concede-propose").waitFor();
      await shot(w, "ask", "[data-testid=tw-concede]");
      await expectAccessible(w.page, `the question before proposing (${w.size})`);
      await w.page.getByTestId("tw-concede-back").click();
      await w.page.getByTestId("tw-concede-open").waitFor();
    }

    // Ada proposes (on her phone): everyone sees it, who agreed and who is still to answer.
    await adaPhone.getByTestId("tw-concede-open").click();
    await adaPhone.getByTestId("tw-concede-propose").click();
    await proposalShown(true);
    expect(await panel(adaDesk).innerText()).toMatch(/You proposed to concede[\s\S]*Agreed: Ada[\s\S]*Still to answer: Bea/);
    expect(await panel(beaDesk).innerText()).toMatch(
      /Ada propose de déclarer forfait[\s\S]*D'accord\s:\sAda[\s\S]*Réponse attendue de\s:\sBea/,
    );
    await expect.poll(() => adaDesk.getByTestId("tw-concede-refuse").innerText()).toBe("Withdraw the proposal");
    await expect.poll(() => beaDesk.getByTestId("tw-concede-agree").innerText()).toBe("Accepter de déclarer forfait");
    for (const w of windows) await shot(w, "proposed", "[data-testid=tw-concede]");
    await expectAccessible(beaPhone, "a proposal to concede (390x844-fr)");

    // Bea refuses: the proposal is gone, play goes on, the log says so.
    await beaDesk.getByTestId("tw-concede-refuse").click();
    await proposalShown(false);
    await adaDesk.getByText("Bea refuses to concede: play goes on.").first().waitFor();
    await beaPhone
      .getByText(/Bea refuse de déclarer forfait\s:\sla partie continue\./)
      .first()
      .waitFor();

    // Bea proposes, Ada agrees: the group concedes.
    await beaPhone.getByTestId("tw-concede-open").click();
    await beaPhone.getByTestId("tw-concede-propose").click();
    await proposalShown(true);
    await adaDesk.getByTestId("tw-concede-agree").click();
    for (const { page, fr } of windows) {
      const over = page.getByTestId("tw-over");
      await over.waitFor();
      expect(await over.innerText()).toBe(fr ? "Le groupe a déclaré forfait." : "The group conceded the campaign.");
      await page.getByTestId("end-screen").waitFor();
      expect(await page.getByTestId("end-screen").innerText()).toMatch(
        fr ? /Le groupe a déclaré forfait\s:\saucun des premiers/ : /The group conceded: none of those who first sheltered here/,
      );
    }
    for (const w of windows) await shot(w, "over", "[data-testid=end-screen]");
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
