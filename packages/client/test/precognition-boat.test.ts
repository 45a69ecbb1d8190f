import path from "node:path";
import { type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./a11y.js";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";

/**
 * Précognition's collecting step (issue 13, item 4): the boat is the control. A player against a
 * bot plays through the built client until Batteries or Ymunes wait to be placed, then puts them
 * on the boat's highlighted machines, Infirmary or Prow (by mouse, then by keyboard), and the
 * server's answer shows on the boat. Screenshots of the step in English and French, at desktop
 * and phone size, land in artifacts/screenshots/.
 */

const table = openTable();

const newPage = (locale: string): Promise<Page> => table.newPage(DESKTOP, locale);

/** A two-seat competitive table: this page and a bot. */
async function startAgainstBot(page: Page): Promise<void> {
  await page.goto(table.url);
  await page.getByTestId("name").fill("Ada");
  await page.getByTestId("mode").selectOption("competitive");
  await page.getByTestId("seats").selectOption("2");
  await page.getByTestId("create").click();
  await page.waitForURL(/\/r\//);
  await page.getByTestId("ready").waitFor();
  await page.getByTestId("fill-bots").click();
  await page.getByTestId("ready").click();
  await page.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
  await page.getByTestId("start").click();
  await page.locator(".table").waitFor();
}

/**
 * Any decision but a placement, through the page: keep a Battery or Ymune card when there is one
 * (so the collecting step comes soon), activate, take what needs no placing, or the first option.
 */
async function otherStep(page: Page): Promise<void> {
  await page.evaluate(() => {
    const commit = document.querySelector<HTMLButtonElement>("[data-testid=commit]");
    if (commit) {
      if (commit.disabled && document.querySelector("[data-testid^=keep-][aria-pressed=true]")) return;
      const cards = [...document.querySelectorAll<HTMLElement>(".decision-card")];
      const idOf = (el: Element) => el.querySelector<HTMLElement>("[data-card]")?.dataset.card ?? "";
      const wanted = cards.find((c) => c.querySelector(".card-battery, .card-ymune")) ?? cards[0];
      const keep = wanted ? idOf(wanted) : "";
      const give = cards.map(idOf).find((id) => id !== keep && document.querySelector(`[data-testid="give-${id}"]`));
      document.querySelector<HTMLButtonElement>(`[data-testid="keep-${keep}"]`)?.click();
      if (give) document.querySelector<HTMLButtonElement>(`[data-testid="give-${give}"]`)?.click();
      setTimeout(() => document.querySelector<HTMLButtonElement>("[data-testid=commit]:not([disabled])")?.click(), 0);
      return;
    }
    const options = [...document.querySelectorAll<HTMLButtonElement>(".my-area button[data-move]:not([disabled])")];
    const moves = options.map((b) => JSON.parse(b.dataset.move ?? "{}") as { type?: string; cards?: string });
    const prefer = (test: (m: { type?: string; cards?: string }) => boolean) => options[moves.findIndex(test)];
    const option =
      prefer((m) => m.type === "activate" && m.cards === "both") ??
      prefer((m) => m.type === "activate") ??
      prefer((m) => m.type === "collect") ??
      prefer((m) => m.type !== "decline") ??
      options[0];
    option?.click();
  });
}

const batteriesOn = (page: Page, machine: number) =>
  page
    .locator(`.boat-me [data-testid=place-battery-${machine}], .boat-me [data-testid=machine-${machine}]`)
    .getAttribute("data-batteries")
    .then(Number);
const ymunesIn = (page: Page, as: string) =>
  page.locator(`.boat-me [data-testid=place-${as}], .boat-me [data-testid=berth-${as}]`).getAttribute("data-count").then(Number);

async function screenshotCollecting(page: Page, language: string): Promise<void> {
  // Let the newly dealt cards finish their entrance (0.45 s) so the picture shows them as they stay.
  await page.waitForTimeout(600);
  await page.locator(".table").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: path.join(shots, `precognition-collect-1280x800-${language}.png`) });
  await expectAccessible(page, `the Précognition table, collecting (${language}, desktop)`);
  await page.setViewportSize(PHONE);
  await page.locator(".table").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: path.join(shots, `precognition-collect-390x844-${language}.png`) });
  await expectAccessible(page, `the Précognition table, collecting (${language}, phone)`);
  // At phone size the boat stays within the screen's width and every place is a 44 px target.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const box of await page
    .locator(".boat-me .place-target")
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ width: r.width, height: r.height })))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await page.setViewportSize(DESKTOP);
}

const labels = {
  en: { battery: /^Put a Battery on the machine “.+”/, ymune: /^Put a Ymune (in the Infirmary|on the Prow)/ },
  fr: { battery: /^Poser une Batterie sur la Machine « .+ »/, ymune: /^Placer un Ymune (à l'Infirmerie|sur la Proue)/ },
};

describe("Précognition: collecting on the boat, in Chromium", () => {
  for (const [language, locale] of [
    ["en", "en-US"],
    ["fr", "fr-FR"],
  ] as const) {
    it(`${language}: Batteries and Ymunes go where the player clicks on the boat, and the server takes them`, async () => {
      const page = await newPage(locale);
      await startAgainstBot(page);
      const placed = { battery: 0, ymune: 0 };
      let shot = false;
      const maxSteps = 1_000;
      for (let step = 0; placed.battery + placed.ymune < 4 && !(placed.battery > 0 && placed.ymune > 0); step++) {
        expect(step, `no Battery or Ymune to place within ${maxSteps} steps`).toBeLessThan(maxSteps);
        if (await page.getByTestId("end-screen").isVisible()) break;
        const targets = page.locator(".boat-me .place-target");
        if ((await targets.count()) === 0) {
          await otherStep(page);
          await page.waitForTimeout(40);
          continue;
        }
        // The wall of "Battery → machine n" buttons is gone: the prompt places nothing, names no machine by number.
        const prompt = page.locator(".prompt-collect");
        await prompt.waitFor();
        expect(await prompt.locator("button[data-move*=placeBattery], button[data-move*=placeYmune]").count()).toBe(0);
        expect(await prompt.textContent()).not.toMatch(/machine \d|Battery →|Batterie →/);
        if (!shot) {
          shot = true;
          await screenshotCollecting(page, language);
        }
        const battery = page.getByRole("button", { name: labels[language].battery }).first();
        const ymune = page.getByRole("button", { name: labels[language].ymune }).first();
        const kind =
          (await battery.count()) > 0 && placed.battery <= placed.ymune
            ? "battery"
            : (await ymune.count()) > 0
              ? "ymune"
              : "battery";
        const target = kind === "battery" ? battery : ymune;
        const testId = (await target.getAttribute("data-testid")) ?? "";
        const read = () =>
          kind === "battery"
            ? batteriesOn(page, Number(testId.replace("place-battery-", "")))
            : ymunesIn(page, testId.replace("place-", ""));
        const before = await read();
        // The first placement with the mouse, the next ones with the keyboard: from the prompt, Tab
        // reaches the boat's places (real buttons) in a few steps, and Enter places.
        if (placed.battery + placed.ymune === 0) await target.click();
        else {
          await prompt.locator("summary").focus();
          for (let tabs = 0; tabs < 12; tabs++) {
            await page.keyboard.press("Tab");
            if ((await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)) === testId) break;
          }
          expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe(testId);
          await page.keyboard.press("Enter");
        }
        await expect.poll(read, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);
        placed[kind] += 1;
      }
      expect(placed.battery + placed.ymune, "the game offered a Battery or a Ymune to place").toBeGreaterThan(0);
      expect(shot).toBe(true);
    }, 300_000);
  }
});
