import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createGame, playInPlace } from "../../rules/src/engine/index.js";
import { paleo } from "../../rules/src/games/paleo/index.js";
import { cardToUse } from "../../rules/src/games/paleo/options.js";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";
import { joinByLink, paleoStep, stallReport } from "./paleo-page.js";

/**
 * Issue 34, in Chromium: one person sits at a cooperative table with bots in every other seat and
 * stays idle. No bot decides a group decision for them: This War of Mine waits on their
 * confirmation (they lead), Paleo's bots use their cards after the person and accept the
 * person's Night proposals, so the Night ends. A watcher in the other language reads the same log,
 * headings included, in their words.
 */
const table = openTable();

/** The host's table with bots in the other seats, started; `watcher` follows it by the invite link. */
async function aloneWithBots(host: Page, watcher: Page, gameId: string, options: object, seats: number): Promise<string> {
  const response = await fetch(`${table.url}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gameId, seats, options, timerSeconds: null }),
  });
  const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
  const link = `${table.url}/r/${roomId}`;
  await host.goto(table.url);
  await host.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
  await joinByLink(host, link, "Léa");
  await host.getByTestId("fill-bots").click();
  await host.getByTestId("ready").click();
  await host.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
  await host.getByTestId("start").click();
  await watcher.goto(link);
  await watcher.getByTestId("join-name").fill("Max");
  await watcher.getByTestId("join-watch").click();
  return roomId;
}

/** The stored moves no person made: a bot's (the room's own seat-holder moves aside). */
const botMoves = (roomId: string) =>
  table.store.listMoves(roomId).filter((m) => m.seat !== 0 && (m.move as { type: string }).type !== "holder");

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logLines = (page: Page) => page.locator(".log li").allTextContents();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `people-first-${name}.png`), fullPage: true });

describe("people first, in the browser", () => {
  it("This War of Mine: the idle person leads and nothing moves until they confirm; the log reads in both languages", async () => {
    const lea = await table.newPage(DESKTOP, "en-GB");
    const max = await table.newPage(PHONE, "fr-FR");
    const roomId = await aloneWithBots(lea, max, "this-war-of-mine", {}, 3);
    await lea.getByTestId("twom-table").waitFor();
    await max.getByTestId("twom-table").waitFor();
    await lea.getByTestId("tw-confirm").waitFor();
    const moves = table.store.listMoves(roomId).length;
    await idle(3000);
    // The bots sat still: the only moves are the room's (who holds which seat), and Léa leads.
    expect(table.store.listMoves(roomId).length).toBe(moves);
    expect(botMoves(roomId)).toEqual([]);
    expect(await lea.getByTestId("tw-leader").textContent()).toMatch(/Léa/);
    // Her confirmation, and nothing else, moves the day on.
    const step = await lea.getByTestId("tw-phase").textContent();
    await lea.getByTestId("tw-confirm").click();
    // Nobody was given anything to do: the table asks once before the step passes.
    if ((await lea.getByTestId("tw-confirm-empty").count()) > 0) await lea.getByTestId("tw-confirm-empty").click();
    await expect.poll(() => table.store.listMoves(roomId).length).toBeGreaterThan(moves);
    expect(botMoves(roomId)).toEqual([]);
    await expect.poll(() => lea.getByTestId("tw-phase").textContent()).not.toBe(step);
    // The log, headed by the day's Morning, in English for her and in French for the watcher.
    await expect.poll(() => logLines(lea)).toContain("Day 1: Morning.");
    await expect.poll(() => logLines(max)).toContain("Jour 1 : Matin.");
    expect(await lea.locator(".log li.log-header").first().textContent()).toBe("Day 1: Morning.");
    await shot(lea, "twom-1280x800-en");
    await shot(max, "twom-390x844-fr");
  }, 180_000);

  it("Paleo: bots wait for the idle person's card, and a Night with the person's proposals ends", async () => {
    for (let attempt = 0; ; attempt++) {
      const lea = await table.newPage(PHONE, "fr-FR");
      const max = await table.newPage(DESKTOP, "en-GB");
      const roomId = await aloneWithBots(lea, max, "paleo", { level: "I" }, 3);
      await lea.getByTestId("paleo-table").waitFor();
      await max.getByTestId("paleo-table").waitFor();
      const day = () => lea.evaluate(() => document.querySelector(".pl-log")?.textContent ?? "");
      let nightSeen = false;
      let lost = false;
      const played: (string | null)[] = [];
      for (let step = 0; step < 600; step++) {
        const text = await day();
        if (/Le Jour 2 commence/.test(text)) break;
        if ((await lea.getByTestId("end-screen").count()) > 0) {
          lost = true;
          break;
        }
        // Idle first: whatever the bots do meanwhile, none of it may come before the person's card.
        const before = table.store.listMoves(roomId).length;
        await idle(300);
        if (table.store.listMoves(roomId).length > before) continue;
        const atNight = /Nuit/.test((await lea.locator(".table-head").textContent()) ?? "");
        const move = await paleoStep(lea, (step * 0.37) % 1);
        played.push(move);
        if (atNight && (move === "resolve" || move === "accept")) nightSeen = true;
        if (move === null) await idle(200);
      }
      if (lost && attempt < 2) continue;
      const report = `attempt ${attempt}, lost ${lost}, moves ${played.slice(-30).join(" ")}\n${await stallReport([lea])}`;
      expect(nightSeen, `the person proposed or accepted at Night — ${report}`).toBe(true);
      // The Night ended with the person's proposals: Day 2 began, in both languages.
      await expect.poll(() => logLines(lea)).toContain("Le Jour 2 commence.");
      await expect.poll(() => logLines(max)).toContain("Day 2 begins.");
      expect(await max.locator(".log li.log-header").first().textContent()).toBe("Day 1 begins.");
      // No bot used its card while the person still had one to use, and no Night card was resolved on a bot's move.
      const room = table.store.getRoom(roomId)!;
      const game = paleo;
      const replayed = createGame(game, { seats: room.seats, options: room.options, seed: room.seed });
      for (const recorded of table.store.listMoves(roomId)) {
        const type = (recorded.move as { type: string }).type;
        if (recorded.seat !== 0 && ["act", "ignore", "place", "helpCard"].includes(type) && !replayed.pending)
          expect(cardToUse(replayed, 0), `a bot's ${type} before the person's card`).toBeNull();
        const night = replayed.phase === "night" ? replayed.night!.todo.length : -1;
        playInPlace(game, replayed, recorded.seat, recorded.move);
        if (night >= 0 && (replayed.phase !== "night" || replayed.night!.todo.length < night))
          expect(recorded.seat, "a Night card resolved on the person's move").toBe(0);
      }
      await shot(lea, "paleo-390x844-fr");
      await shot(max, "paleo-1280x800-en");
      break;
    }
  }, 600_000);
});
