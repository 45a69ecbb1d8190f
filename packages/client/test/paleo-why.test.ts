import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { games, replay } from "@tablee/rules";
import { cardOf, hasHelpOption } from "../../rules/src/games/paleo/catalog.js";
import type { PaleoMove, PaleoState } from "../../rules/src/games/paleo/types.js";
import type { PaleoPublicView } from "../../rules/src/games/paleo/views.js";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";
import { expectNoEnglish, joinByLink, paleoStep, shot, shotTurn, stallReport } from "./paleo-page.js";

/**
 * Paleo says why (issue 34), in Chromium, two groups at level I: Ana at a desktop in English (the
 * host), Ben on a phone in French. An action that cannot be done shows its reason in words — the
 * reason the rules give for that very action; while one group's action is open, the other
 * group's card says what it waits for and every move it still has (help, answering a call, a
 * Talisman) stays enabled; "Your tables" shows Day, Skulls and Frescoes; and once the host closes
 * the table no move button is left. Screenshots: artifacts/screenshots/paleo-why-*.png.
 */
const table = openTable();
const { newPage, pageErrors, unregisteredWarnings } = table;
const game = games.paleo!;

/** The reasons a page shows beside its card's actions: "index:kind". */
const shownReasons = (page: Page): Promise<string[]> =>
  page
    .locator(".my-area [data-testid^=pl-why-]")
    .evaluateAll((els) =>
      els.map((e) => `${(e as HTMLElement).dataset.testid!.slice("pl-why-".length)}:${(e as HTMLElement).dataset.why}`),
    );

/** Takes the page's screenshots at both sizes (its language is its own): the whole page at a desktop, the turn panel on a phone. */
async function shotBoth(page: Page, name: string, language: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(DESKTOP);
  // The turn panel at the top of the screen: what the shot is about.
  await page.evaluate(() => {
    document.querySelector(".pl-turn")?.scrollIntoView({ block: "start" });
    // Below the toast of the moment, which sits at the top of the screen.
    window.scrollBy(0, -90);
  });
  await shot(page, `why-${name}-1280x800-${language}`, false);
  await page.setViewportSize(PHONE);
  await shotTurn(page, `why-${name}-390x844-${language}-turn`);
  await page.setViewportSize(size);
}

describe("Paleo says why, in Chromium", () => {
  beforeAll(() => {
    // This file's screenshots are taken when their moment comes: none left from an earlier run.
    for (const file of fs.readdirSync(shots)) if (file.startsWith("paleo-why-")) fs.rmSync(path.join(shots, file));
  });

  it("reasons in words, other groups' moves open while an action is open, progress on 'Your tables', no move on a closed table", async () => {
    const ana = await newPage(DESKTOP, "en-US");
    const ben = await newPage(PHONE, "fr-FR");
    const people = [
      { page: ana, language: "en", busy: /^Waiting for Group \d \(Ben\)'s action to finish$/ },
      { page: ben, language: "fr", busy: /^Groupe \d \(Ana\) termine d'abord son action$/ },
    ];
    let seed = 5;
    const rng = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const moves: string[] = [];
    /** Pages (by index) on which a rules reason other than "wait" was shown and checked. */
    const reasonSeen = new Set<number>();
    /** Pages (by index) that waited on the other group's open action with their moves checked. */
    const busySeen = new Set<number>();
    let closed = false;
    /** Rounds over every table: the screenshots' moments are waited for this long at most. */
    let rounds = 0;

    for (let attempt = 0; attempt < 4 && !closed; attempt++) {
      const response = await fetch(`${table.url}/api/rooms`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ gameId: "paleo", seats: 2, options: { level: "I" }, timerSeconds: null }),
      });
      const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
      const link = `${table.url}/r/${roomId}`;
      await ana.goto(table.url);
      await ana.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
      await joinByLink(ana, link, "Ana");
      await joinByLink(ben, link, "Ben");
      await ana.getByTestId("ready").click();
      await ben.getByTestId("ready").click();
      await ana.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
      await ana.getByTestId("start").click();
      for (const { page } of people) await page.getByTestId("paleo-table").waitFor();
      const seats = await Promise.all(
        people.map(async ({ page }) => Number(/(\d+)$/.exec((await page.getByTestId("my-seat").textContent()) ?? "")![1]) - 1),
      );
      const stored = table.store.getRoom(roomId)!;
      const stateNow = (): PaleoState =>
        replay(
          game,
          { seats: stored.seats, options: stored.options, seed: stored.seed },
          table.store.listMoves(roomId),
        ) as PaleoState;
      const viewNow = () => game.publicView(stateNow()) as PaleoPublicView;

      if (attempt === 0) {
        // "Your tables", from a second tab of each person's browser: the game's Day, Skulls and Frescoes.
        for (const [i, { page, language }] of people.entries()) {
          const home = table.watch(await page.context().newPage());
          await home.setViewportSize(page.viewportSize()!);
          await home.goto(table.url);
          await home.getByTestId("your-tables").waitFor();
          const line = home.getByTestId(`your-table-${roomId}`).getByTestId("progress");
          await expect
            .poll(() => line.textContent())
            .toMatch(i === 0 ? /^Day 1 · Skulls 0\/5 · Frescoes 0\/5$/ : /^Jour 1 · Crânes 0\/5 · Fresques 0\/5$/);
          for (const [size, viewport] of [
            ["1280x800", DESKTOP],
            ["390x844", PHONE],
          ] as const) {
            await home.setViewportSize(viewport);
            await home.screenshot({ path: path.join(shots, `paleo-why-your-tables-${size}-${language}.png`) });
          }
          await home.close();
        }
      }

      let idle = 0;
      for (let round = 0; ; round++, rounds++) {
        if (round > 1500) throw new Error(`not done within 1500 rounds\n${await stallReport([ana, ben])}`);
        if (idle > 60) throw new Error(`no move for 60 rounds:\n${await stallReport([ana, ben])}`);
        if (await ana.getByTestId("pl-outcome").isVisible()) break;

        // An action that cannot be done says why: the rules' own reason for that action, in words.
        for (const [i, { page, language }] of people.entries()) {
          const shown = await shownReasons(page);
          if (!shown.some((r) => !r.endsWith(":busy"))) continue;
          // The page and the rules agree once the last move is in (nobody moves meanwhile).
          await expect
            .poll(
              async () => {
                const view = viewNow();
                const acting = view.pending?.acting === seats[i];
                const rules = acting
                  ? []
                  : (view.why.actions[seats[i]!] ?? []).flatMap((why, a) => (why ? [`${a}:${why.kind}`] : []));
                return JSON.stringify([await shownReasons(page), rules]);
              },
              { timeout: 20_000 },
            )
            .toSatisfy((json: string) => {
              const [onPage, inRules] = JSON.parse(json) as [string[], string[]];
              return onPage.length > 0 && onPage.join() === inRules.join();
            });
          for (const text of await page.locator(".my-area [data-testid^=pl-why-]").allTextContents()) {
            expect(text.trim().length).toBeGreaterThan(10);
            expect(text).not.toMatch(/^(Not possible now|Impossible pour l'instant|cannot be carried out yet)$/i);
          }
          if (!reasonSeen.has(i) && (await shownReasons(page)).some((r) => !r.endsWith(":busy"))) {
            reasonSeen.add(i);
            await shotBoth(page, "reason", language);
            if (language === "fr") await expectNoEnglish(page, "a reason");
          }
        }
        // Opportunistic shots: a plan that does not hold yet, a helper choosing which Character takes a wound.
        for (const { page, language } of people) {
          if (await page.locator(".my-area [data-testid=pl-plan-why]").isVisible())
            await once(`plan-why-${language}`, () => shotBoth(page, "plan-why", language));
          if (await page.locator(".my-area .pl-plan .hint").isVisible())
            await once(`helper-wound-${language}`, () => shotBoth(page, "helper-wound", language));
        }

        // One group's open action: the other group's card waits, says why, and its moves stay enabled.
        const state = stateNow();
        const usable = (seat: number) => {
          const group = state.groups[seat]!;
          return group.revealed !== null && !group.used && !group.asleep;
        };
        const waiter = !busySeen.has(0) ? 0 : !busySeen.has(1) ? 1 : undefined;
        if (
          waiter !== undefined &&
          state.phase === "day" &&
          state.step === "use" &&
          !state.pending &&
          !state.secretToPlay &&
          usable(seats[waiter]!) &&
          hasHelpOption(cardOf(state.groups[seats[waiter]!]!.revealed!)) &&
          !cardOf(state.groups[seats[waiter]!]!.revealed!).placement &&
          usable(seats[1 - waiter]!) &&
          // Ben's turn to wait comes once Ana's has been checked and both pages showed a reason (and, for
          // the screenshots, a plan that does not hold and a helper's wound, unless they are long in coming):
          // then the table closes.
          (waiter === 0 || (busySeen.has(0) && reasonSeen.size === 2 && (rounds > 150 || taken.size >= 4)))
        ) {
          const actor = people[1 - waiter]!.page;
          const { page, language, busy } = people[waiter]!;
          const act = actor.locator(".my-area [data-testid^=pl-act-]:not([disabled])").first();
          if ((await act.count()) > 0) {
            await act.click();
            moves.push("act");
            await page.getByTestId("pl-busy").waitFor();
            const legal = game.legalMoves(stateNow(), seats[waiter]!) as PaleoMove[];
            expect(legal).toContainEqual({ type: "help", group: seats[1 - waiter] });
            // Every move the group still has is an enabled button (plan edits aside: it is not its plan).
            for (const move of legal.filter((m) => ["help", "decline", "talisman", "useRoot"].includes(m.type)))
              await expect
                .poll(() => page.locator(`.my-area button[data-move='${JSON.stringify(move)}']:not([disabled])`).count())
                .toBe(1);
            // Its card's actions wait, and say for what.
            const acts = page.locator(".my-area [data-testid^=pl-act-]");
            expect(await acts.count()).toBeGreaterThan(0);
            for (const button of await acts.all()) expect(await button.isDisabled()).toBe(true);
            for (const text of await page.locator(".my-area [data-testid^=pl-why-]").allTextContents())
              expect(text).toMatch(busy);
            expect(await page.getByTestId("pl-busy").textContent()).toMatch(
              language === "en" ? /You can still join it with your card's Help/ : /Vous pouvez encore la rejoindre/,
            );
            busySeen.add(waiter);
            await shotBoth(page, "busy", language);
            if (language === "fr") await expectNoEnglish(page, "another group's action");
            if (waiter === 1) {
              // The host closes the table with an action open: no move button is left on either page.
              expect(await ben.locator("[data-testid=paleo-table] button[data-move]").count()).toBeGreaterThan(0);
              expect(await ana.locator("[data-testid=paleo-table] button[data-move]").count()).toBeGreaterThan(0);
              await ana.getByTestId("close-room").click();
              await ana.getByTestId("close-confirm").click();
              for (const { page: p, language: l } of people) {
                await p.getByTestId("ended").waitFor();
                await expect.poll(() => p.locator("[data-testid=paleo-table] button[data-move]").count()).toBe(0);
                expect(await p.locator("[data-testid=paleo-table] button", { hasText: /Accept|Accepter/ }).count()).toBe(0);
                expect(await p.getByTestId("pl-execute").count()).toBe(0);
                await p.setViewportSize(DESKTOP);
                await shot(p, `why-closed-1280x800-${l}`, false);
                await p.setViewportSize(PHONE);
                await shot(p, `why-closed-390x844-${l}`, false);
              }
              closed = true;
              break;
            }
            continue;
          }
        }

        let moved = false;
        for (const { page } of people) {
          const move = await paleoStep(page, rng());
          if (move) {
            moves.push(move);
            moved = true;
            await page.waitForTimeout(40);
          }
        }
        idle = moved ? 0 : idle + 1;
      }
    }
    console.warn(`paleo why: ${moves.length} moves; reasons seen on pages ${[...reasonSeen]}, waits on ${[...busySeen]}`);
    expect(reasonSeen.size).toBe(2);
    expect(busySeen.size).toBe(2);
    expect(closed).toBe(true);
    expect(unregisteredWarnings, "server messages the web client does not register").toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 900_000);
});

const taken = new Set<string>();
async function once(stage: string, take: () => Promise<void>): Promise<void> {
  if (taken.has(stage)) return;
  taken.add(stage);
  await take();
}
