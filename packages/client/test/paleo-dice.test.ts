import { describe, expect, it } from "vitest";
import { DESKTOP, openTable, PHONE } from "./browser.js";
import { expectNoEnglish, joinByLink, paleoStep, shot, shotTurn, stallReport } from "./paleo-page.js";

/**
 * Paleo at a dice level in the browser (issue 15): level V (modules A and H), two groups — Ana at
 * a desktop in English, Ben on a phone in French — through the UI until the dice have been rolled
 * for an action, Food has been laid on the far shore as provisions (tokens on a card) and a Night
 * has passed. Screenshots: artifacts/screenshots/paleo-v-*.png.
 */
const table = openTable();
const { newPage, pageErrors, unregisteredWarnings } = table;

describe("Paleo at level V in Chromium", () => {
  it("two groups roll the dice, lay provisions on the far shore and go through a Night", async () => {
    const ana = await newPage(DESKTOP, "en-US");
    const ben = await newPage(PHONE, "fr-FR");
    let seed = 11;
    const rng = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const moves: string[] = [];
    const seen = new Set<string>();
    const once = async (stage: string, take: () => Promise<void>) => {
      if (seen.has(stage)) return;
      seen.add(stage);
      await take();
    };
    let nights = 0;
    const done = () => seen.has("dice") && seen.has("provisions") && nights > 0;
    // The scripted tribe may lose before it rolls or lays provisions: then a new table, up to four.
    for (let attempt = 0; attempt < 4 && !done(); attempt++) {
      const response = await fetch(`${table.url}/api/rooms`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ gameId: "paleo", seats: 2, options: { level: "V" }, timerSeconds: null }),
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
      for (const page of [ana, ben]) await page.getByTestId("paleo-table").waitFor();
      // The far shore says what it holds, on every page.
      expect(await ana.getByTestId("pl-held").first().textContent()).toMatch(/Holds Food · nothing on it yet/);
      expect(await ben.getByTestId("pl-held").first().textContent()).toMatch(/Accueille : Nourriture/);

      let wasNight = false;
      const maxRounds = 600;
      let idle = 0;
      let round = 0;
      for (; ; round++) {
        if (round >= maxRounds)
          throw new Error(
            `not done within ${maxRounds} rounds (${[...seen].join(", ")}); last moves: ${moves.slice(-30).join(" ")}\n${await stallReport([ana, ben])}`,
          );
        if (idle > 60) throw new Error(`no move for 60 rounds:\n${await stallReport([ana, ben])}`);
        if (await ana.getByTestId("pl-outcome").isVisible()) break;
        const night = await ana.getByTestId("pl-night").isVisible();
        if (wasNight && !night) nights++;
        wasNight = night;
        if (await ana.getByTestId("pl-dice").isVisible())
          await once("dice", async () => {
            await shot(ana, "v-dice-1280x800-en");
            await shotTurn(ben, "v-dice-390x844-fr-turn");
            await expectNoEnglish(ben, "a roll");
          });
        const held = (await ana.getByTestId("pl-held").first().textContent()) ?? "";
        if (/on it: \d/.test(held))
          await once("provisions", async () => {
            await shot(ana, "v-provisions-1280x800-en");
            await shot(ben, "v-provisions-390x844-fr");
            await expectNoEnglish(ben, "provisions");
          });
        if (done()) break;
        let moved = false;
        for (const page of [ana, ben]) {
          if ((await page.locator(".my-area [data-testid^=pl-store-]").count()) > 0)
            await once(`store-offer-${page === ana ? "en" : "fr"}`, () =>
              page === ana ? shot(ana, "v-store-1280x800-en") : shotTurn(ben, "v-store-390x844-fr-turn"),
            );
          const move = await paleoStep(page, rng(), { store: !seen.has("provisions") });
          if (move) {
            moves.push(move);
            moved = true;
            await page.waitForTimeout(40);
          }
        }
        idle = moved ? 0 : idle + 1;
      }
    }
    const count = (type: string) => moves.filter((m) => m === type).length;
    console.warn(
      `paleo level V: ${moves.length} moves through the UI, ${count("roll")} roll(s), ${count("store")} store(s), ${nights} Night(s)`,
    );
    expect([...seen]).toEqual(expect.arrayContaining(["dice", "provisions"]));
    expect(nights).toBeGreaterThan(0);
    expect(unregisteredWarnings, "server messages the web client does not register").toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
