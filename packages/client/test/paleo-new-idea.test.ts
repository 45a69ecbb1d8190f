import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { createGame, games, pickOne, playInPlace, replay, seedRng, type RecordedMove } from "@tablee/rules";
import type { PaleoState } from "../../rules/src/games/paleo/types.js";
import { SqliteStore } from "../../server/src/store/sqlite.js";
import { freePort, startTestServer, type TestServer } from "../../server/test/helpers.js";
import { DESKTOP, PHONE, serverSettings, shots, startBrowserTable } from "./browser.js";
import { cardName } from "../src/games/paleo/data.js";
import { expectNoEnglish, joinByLink, shot, shotTurn } from "./paleo-page.js";

/**
 * Paleo's full Rack (issue 35), in Chromium, two groups at level I: Ana at a desktop in English,
 * Ben on a phone in French. Their stored game is one the team bot played until an action drew an
 * Idea onto the full Rack; the server restarts and restores it by replaying its moves. The group
 * that drew the Idea sees it face up and one button per Idea on the Rack (never the new one); the
 * other group sees who chooses; the Idea chosen goes to the Graveyard and the new one takes its
 * notch. Screenshots: artifacts/screenshots/paleo-new-idea-*.png.
 */
const game = games.paleo!;

/** A level I game of two groups, the team bot on both seats, up to the move that draws an Idea onto the full Rack. */
function toFullRack(): { seed: string; moves: RecordedMove[] } {
  for (let i = 0; i < 40; i++) {
    const seed = `full-rack-${i}`;
    const state = createGame(game, { seats: 2, options: { level: "I" }, seed }) as PaleoState;
    const rng = seedRng(`bots-${seed}`);
    const moves: RecordedMove[] = [];
    while (game.outcome(state) === null) {
      const seat = pickOne(rng, game.waitingOn(state));
      const move = game.bots!.greedy!(state, seat, rng);
      playInPlace(game, state, seat, move);
      moves.push({ seat, move });
      if (state.newIdea) return { seed, moves };
    }
  }
  throw new Error("none of 40 games drew an Idea onto the full Rack");
}

/** Both sizes of a page in its language: the whole page at a desktop, the turn panel on a phone. */
async function shotBoth(page: Page, name: string, language: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => document.querySelector(".pl-turn")?.scrollIntoView({ block: "start" }));
  await shot(page, `new-idea-${name}-1280x800-${language}`, false);
  await page.setViewportSize(PHONE);
  await shotTurn(page, `new-idea-${name}-390x844-${language}-turn`);
  await page.locator(".pl-rack").screenshot({ path: path.join(shots, `paleo-new-idea-${name}-rack-390x844-${language}.png`) });
  await page.setViewportSize(size);
}

describe("Paleo's full Rack, in Chromium", () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("the group that drew an Idea onto the full Rack sees it, then sends one of the Rack's Ideas to the Graveyard; the other sees who chooses", async () => {
    const { seed, moves } = toFullRack();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-full-rack-"));
    const env = { DATABASE_PATH: path.join(dir, "tablee.sqlite"), PORT: String(await freePort()) };
    ({ server, browser } = await startBrowserTable(env));
    const newPage = async (viewport: typeof DESKTOP, locale: string) => {
      const page = await (await browser!.newContext({ viewport, locale })).newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      return page;
    };
    const url = server.server.url;
    const ana = await newPage(DESKTOP, "en-US");
    const ben = await newPage(PHONE, "fr-FR");
    const response = await fetch(`${url}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "paleo", seats: 2, options: { level: "I" }, timerSeconds: null }),
    });
    const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
    await ana.goto(url);
    await ana.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
    await joinByLink(ana, `${url}/r/${roomId}`, "Ana");
    await joinByLink(ben, `${url}/r/${roomId}`, "Ben");
    await ana.getByTestId("ready").click();
    await ben.getByTestId("ready").click();
    await ana.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await ana.getByTestId("start").click();
    for (const page of [ana, ben]) await page.getByTestId("paleo-table").waitFor();
    const seatOf = async (page: Page) => Number(/(\d+)$/.exec((await page.getByTestId("my-seat").textContent()) ?? "")![1]) - 1;
    const seats = [await seatOf(ana), await seatOf(ben)];

    // The stored game becomes the bot's: its seed and moves, restored by replay at the restart.
    await server.close();
    const store = new SqliteStore(env.DATABASE_PATH);
    store.updateRoom(roomId, { seed });
    moves.forEach((move, i) => store.appendMove(roomId, move, i + 1));
    store.close();
    server = await startTestServer(serverSettings(env));
    const stateNow = (): PaleoState => {
      const stored = server!.store.getRoom(roomId)!;
      return replay(
        game,
        { seats: stored.seats, options: stored.options, seed: stored.seed },
        server!.store.listMoves(roomId),
      ) as PaleoState;
    };
    expect(server.store.getRoom(roomId)!.status).toBe("playing");
    const before = stateNow();
    const drawn = before.newIdea!;
    expect(drawn).not.toBeNull();
    for (const page of [ana, ben]) {
      await page.reload();
      await page.getByTestId("pl-new-idea").waitFor();
    }
    const people = [
      { page: ana, language: "en", seat: seats[0]! },
      { page: ben, language: "fr", seat: seats[1]! },
    ];
    const chooser = people.find((p) => p.seat === drawn.group)!;
    const watcher = people.find((p) => p.seat !== drawn.group)!;

    // Everyone sees the new Idea, in the turn panel and beside the Rack; only its group chooses.
    for (const { page, language } of people) {
      const name = cardName(drawn.idea, language as "en" | "fr");
      await expect.poll(() => page.getByTestId("pl-new-idea").textContent()).toContain(name);
      expect(await page.getByTestId("pl-new-idea-beside").textContent()).toContain(name);
    }
    const buttons = chooser.page.locator("[data-testid^=pl-ideaOut-]");
    expect(await buttons.count()).toBe(before.rack.notches.length);
    const onRack = before.rack.notches.map((n) => cardName(n!.idea, chooser.language as "en" | "fr"));
    for (const [i, text] of (await buttons.allTextContents()).entries()) expect(text).toContain(onRack[i]);
    for (const text of await buttons.allTextContents())
      expect(text).not.toContain(cardName(drawn.idea, chooser.language as "en" | "fr"));
    expect(await watcher.page.locator("[data-testid^=pl-ideaOut-]").count()).toBe(0);
    expect(await watcher.page.getByTestId("pl-new-idea").textContent()).toMatch(
      watcher.language === "en" ? /Group \d \(Ben\) chooses/ : /Groupe \d \(Ana\) choisit/,
    );

    await shotBoth(chooser.page, "choose", chooser.language);
    await shotBoth(watcher.page, "watch", watcher.language);
    // The chooser's words in the other language too.
    await chooser.page.locator("button.lang").click();
    const other = chooser.language === "en" ? "fr" : "en";
    await chooser.page.getByText(cardName(drawn.idea, other), { exact: false }).first().waitFor();
    await shotBoth(chooser.page, "choose", other);
    if (other === "fr") await expectNoEnglish(chooser.page, "the full Rack's choice");
    if (watcher.language === "fr") await expectNoEnglish(watcher.page, "the full Rack's choice, watched");
    await chooser.page.locator("button.lang").click();

    // The last notch's Idea leaves; the new one takes its place and the game goes on.
    const out = before.rack.notches.length - 1;
    await chooser.page.getByTestId(`pl-ideaOut-${out}`).click();
    await expect.poll(() => stateNow().newIdea, { timeout: 20_000 }).toBeNull();
    const after = stateNow();
    expect(after.rack.notches[out]!.idea).toBe(drawn.idea);
    expect(after.graveyard).toContain(before.rack.notches[out]!.idea);
    for (const { page } of people) await page.getByTestId("pl-new-idea").waitFor({ state: "detached" });
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
