import path from "node:path";
import { type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { precognitionDisplay, shipwreckDisplay } from "@tablee/rules";
import { expectAccessible } from "./a11y.js";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";
import { en } from "../src/i18n/en.js";
import { fr } from "../src/i18n/fr.js";
import { cardName as arcanaName } from "../src/games/shipwreck-arcana/data.js";

/**
 * French everywhere (issue 13, item 6): every screen a player meets — home, invite page, lobby,
 * a Précognition table mid-game and at its end, a Shipwreck Arcana table, the how-to-play
 * dialog — is opened in a French browser, and its visible text (with the `aria-label`, `title`
 * and `placeholder` attributes and the options of its menus) must hold no English: no string of
 * the English catalogue that differs from its French counterpart (for templates, their literal
 * fragments of two words or more), and no English name or text of the games' content. A table
 * switched from English to French mid-game keeps no English in its log. Screenshots of every
 * screen, at 1280×800 and 390×844, land in artifacts/screenshots/fr-*.png.
 */

const table = openTable();

// ---------------------------------------------------------------------------------------------
// What counts as English left in a French page.

interface Needle {
  text: string;
  /** Where it comes from: a catalogue key or a piece of game content. */
  from: string;
}

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/** The English catalogue's strings that differ in French: whole strings, or the literal fragments of templates. */
function catalogueNeedles(): Needle[] {
  const needles: Needle[] = [];
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    const english: string = en[key];
    const french = fr[key];
    if (english === french) continue;
    if (!/\{\w+\}/.test(english)) {
      needles.push({ text: english, from: key });
      continue;
    }
    for (const piece of english.split(/\{\w+\}/)) {
      // The fragment's words, without the punctuation that joins it to its placeholders.
      const fragment = piece.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (words(fragment).length >= 2 && !french.includes(fragment)) needles.push({ text: fragment, from: key });
    }
  }
  return needles;
}

/** The games' content in English where French says it differently: names, abilities, powers, questions. */
function contentNeedles(): Needle[] {
  const needles: Needle[] = [];
  const add = (english: string, french: string, from: string) => {
    if (english && english !== french) needles.push({ text: english, from });
  };
  const content = precognitionDisplay.content;
  for (const prescient of content.prescients) {
    add(prescient.leaning.en, prescient.leaning.fr, `${prescient.id} leaning`);
    for (const card of prescient.cards) add(card.name.en, card.name.fr, card.id);
  }
  for (const room of content.rooms) add(room.name.en, room.name.fr, room.id);
  for (const tile of content.river) add(tile.name.en, tile.name.fr, tile.id);
  for (const island of content.islands) add(island.name.en, island.name.fr, island.id);
  for (const arcana of shipwreckDisplay.ARCANA) {
    add(arcana.name, arcanaName(arcana.id, "fr"), arcana.id);
    add(shipwreckDisplay.abilityOf(arcana.id, "en"), shipwreckDisplay.abilityOf(arcana.id, "fr"), `${arcana.id} ability`);
    add(shipwreckDisplay.powerOf(arcana.id, "en"), shipwreckDisplay.powerOf(arcana.id, "fr"), `${arcana.id} power`);
  }
  for (const user of ["active", "group"] as const)
    add(shipwreckDisplay.describeUser(user, "en"), shipwreckDisplay.describeUser(user, "fr"), `user ${user}`);
  for (const question of ["odd", "visible", "abovePlayed"])
    add(shipwreckDisplay.describeQuestion(question, "en"), shipwreckDisplay.describeQuestion(question, "fr"), question);
  return needles;
}

const NEEDLES = [...catalogueNeedles(), ...contentNeedles()];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole words only, and case-sensitive: "Pass" is not in "Passer", "Propose" is not the French "propose". */
const PATTERNS = NEEDLES.map((needle) => ({
  needle,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(needle.text)}(?![\\p{L}\\p{N}])`, "u"),
}));

/** Everything a player reads or hears on the page: visible text, labels, tooltips, placeholders, menu options. */
async function pageText(page: Page, selector = "body"): Promise<string[]> {
  return page.evaluate((scope) => {
    const rootElement = document.querySelector<HTMLElement>(scope);
    if (!rootElement) return [];
    const texts = [rootElement.innerText];
    for (const el of [rootElement, ...rootElement.querySelectorAll<HTMLElement>("*")]) {
      for (const attribute of ["aria-label", "title", "placeholder"]) {
        const value = el.getAttribute(attribute);
        if (value) texts.push(value);
      }
      if (el instanceof HTMLOptionElement) texts.push(el.text);
    }
    return texts;
  }, selector);
}

/** English found on the page, as "text (from) in «context»" lines. */
async function englishOn(page: Page, selector?: string): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await pageText(page, selector)) {
    for (const { needle, pattern } of PATTERNS) {
      const match = pattern.exec(text);
      if (!match) continue;
      const context = text.slice(Math.max(0, match.index - 30), match.index + needle.text.length + 30).replace(/\s+/g, " ");
      found.add(`"${needle.text}" (${needle.from}) in «${context}»`);
    }
  }
  return [...found];
}

/** Scans the page and files what it finds under the screen's name. */
class Scan {
  readonly findings = new Map<string, Set<string>>();
  async check(page: Page, screen: string, selector?: string): Promise<void> {
    const found = await englishOn(page, selector);
    if (found.length === 0) return;
    const set = this.findings.get(screen) ?? new Set<string>();
    for (const line of found) set.add(line);
    this.findings.set(screen, set);
  }
  report(): Record<string, string[]> {
    return Object.fromEntries([...this.findings].map(([screen, lines]) => [screen, [...lines]]));
  }
}

// ---------------------------------------------------------------------------------------------
// Pages, screenshots and moves through the UI (as in e2e.test.ts).

const newPage = (locale: string, viewport = DESKTOP): Promise<Page> => table.newPage(viewport, locale);

/**
 * `fr-<name>-1280x800.png` and `fr-<name>-390x844.png`, with `scrollTo` (a selector) at the top
 * when given; the layout is checked at both sizes and what is wrong goes into `layout`.
 */
async function screenshots(page: Page, name: string, layout: Set<string>, scrollTo?: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // Let cards that were just dealt finish their entrance (0.45 s) so the picture shows them as they stay.
    await page.waitForTimeout(500);
    if (scrollTo)
      await page
        .locator(scrollTo)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: "start" }));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `fr-${name}-${viewport.width}x${viewport.height}.png`) });
    for (const problem of await layoutProblems(page)) layout.add(`${name} at ${viewport.width}px: ${problem}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** The log alone, at both sizes: its lines in words and its headers. */
async function logShots(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.locator(".log").scrollIntoViewIfNeeded();
    await page.locator(".log").screenshot({
      path: path.join(shots, `fr-precognition-log-${name}-${viewport.width}x${viewport.height}.png`),
    });
  }
  await page.setViewportSize(DESKTOP);
}

async function createPrecognition(page: Page, name: string, seats: number): Promise<string> {
  await page.goto(table.url);
  await page.getByTestId("name").fill(name);
  await page.getByTestId("mode").selectOption("competitive");
  await page.getByTestId("seats").selectOption(String(seats));
  await page.getByTestId("create").click();
  await page.waitForURL(/\/r\//);
  await page.getByTestId("ready").waitFor();
  return page.getByTestId("invite-link").inputValue();
}

async function fillBotsAndStart(page: Page): Promise<void> {
  await page.getByTestId("fill-bots").click();
  await page.getByTestId("ready").click();
  await page.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
  await page.getByTestId("start").click();
  await page.locator(".table").waitFor();
}

/** One Précognition decision through the UI, if this page has one: Keep/Give then commit, or any offered option. */
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
    const options = [...document.querySelectorAll<HTMLButtonElement>(".my-area button[data-move]:not([disabled])")];
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

const seeded = (start: number) => {
  let seed = start;
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
};

/** Layout defects that showed in French: each is a box that must not overlap or overflow another. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const box = (el: Element) => el.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.width > 0 &&
      b.width > 0 &&
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    // The River's tiles stay inside their panel (the fourth column was cut off).
    for (const river of document.querySelectorAll(".river")) {
      const outer = box(river);
      for (const tile of river.querySelectorAll(".tile"))
        if (box(tile).right > outer.right + 0.5)
          problems.push(`River tile "${(tile as HTMLElement).innerText}" overflows the panel`);
    }
    // A card's badge covers none of its text.
    for (const card of document.querySelectorAll(".card")) {
      const badge = card.querySelector(".card-badge");
      if (!badge) continue;
      for (const part of card.querySelectorAll(".card-gain, .card-bonus, .card-name, .card-cost, .card-plague, .card-season"))
        if (overlap(box(badge), box(part))) problems.push(`badge "${(badge as HTMLElement).innerText}" covers ${part.className}`);
    }
    // A menu's label does not touch the menu when they share a line (the decision timer's did).
    for (const select of document.querySelectorAll("label select")) {
      const label = select.closest("label")!;
      const range = document.createRange();
      range.setStart(label, 0);
      range.setEndBefore(select);
      const text = range.getBoundingClientRect();
      const menu = box(select);
      if (text.width > 0 && menu.top < text.bottom - 1 && text.top < menu.bottom - 1 && menu.left - text.right < 4)
        problems.push(`the label "${label.innerText.split("\n")[0]}" touches its menu`);
    }
    // A numbered log leaves room for its numbers: the list scrolls, so a number wider than the
    // list's left padding is cut ("10." read "0.").
    const measure = document.createElement("canvas").getContext("2d")!;
    for (const list of document.querySelectorAll<HTMLOListElement>(".log ol")) {
      const lines = [...list.querySelectorAll("li")].filter((li) => getComputedStyle(li).display === "list-item");
      if (lines.length === 0 || getComputedStyle(lines[0]!).listStyleType === "none") continue;
      const last = list.start + lines.length - 1;
      measure.font = getComputedStyle(lines[0]!).font;
      if (measure.measureText(`${last}. `).width > parseFloat(getComputedStyle(list).paddingLeft) + 0.5)
        problems.push(`the log's number ${last} does not fit its margin`);
    }
    return problems;
  });
}

// ---------------------------------------------------------------------------------------------

describe("French, in Chromium", () => {
  it("home, invite page, lobby, a Précognition table mid-game and at its end, the how-to-play dialog: no English", async () => {
    const scan = new Scan();
    const layout = new Set<string>();
    const host = await newPage("fr-FR");
    await host.goto(table.url);
    await host.getByTestId("create").waitFor();
    expect(await host.evaluate(() => document.documentElement.lang)).toBe("fr");
    await scan.check(host, "home");
    await host.getByTestId("game-select").selectOption("shipwreck-arcana");
    await scan.check(host, "home (Shipwreck options)");
    await host.getByTestId("game-select").selectOption("natera");
    await host.getByTestId("natera-nuclear").waitFor();
    await scan.check(host, "home (Natera options)");
    await host.getByTestId("game-select").selectOption("precognition");
    await host.getByTestId("mode").selectOption("cooperative");
    await scan.check(host, "home (cooperative options)");
    await host.getByTestId("mode").selectOption("competitive");
    await screenshots(host, "home", layout);
    await expectAccessible(host, "the home page (fr, desktop)");

    const link = await createPrecognition(host, "Ada", 2);
    await scan.check(host, "lobby");
    for (const problem of await layoutProblems(host)) layout.add(`lobby: ${problem}`);
    await screenshots(host, "lobby", layout);

    // The invite page, as a friend opens it.
    const guest = await newPage("fr-FR");
    await guest.goto(link);
    await guest.getByTestId("room-summary").waitFor();
    await scan.check(guest, "invite page");
    await screenshots(guest, "join", layout);
    await expectAccessible(guest, "the join page (fr, desktop)");
    await guest.context().close();

    await fillBotsAndStart(host);
    const rng = seeded(7);
    let sawSince = false;
    let midGameShot = false;
    for (let step = 0; step < 400 && !(await host.getByTestId("end-screen").isVisible()); step++) {
      await scan.check(host, "Précognition table");
      if (step % 10 === 0) for (const problem of await layoutProblems(host)) layout.add(`Précognition table: ${problem}`);
      if (!sawSince && (await host.locator(".log-since").count()) > 0) {
        sawSince = true;
        expect(await host.locator(".log-since").first().innerText()).toMatch(/Depuis votre dernier coup/);
      }
      if (!midGameShot && (await host.locator(".log li").count()) >= 12) {
        midGameShot = true;
        await screenshots(host, "precognition-table", layout, ".table");
        await screenshots(host, "precognition-side", layout, ".table-side");
        await expectAccessible(host, "the Précognition table (fr, desktop)");
        // The how-to-play dialog, over the table.
        await host.getByTestId("how-to-play").click();
        await host.getByRole("dialog").waitFor();
        await scan.check(host, "how to play");
        await screenshots(host, "how-to-play", layout);
        await host.getByRole("dialog").getByRole("button").click();
      }
      if (await playStep(host, rng())) await commitIfReady(host);
      await host.waitForTimeout(40);
    }
    expect(midGameShot, "the table reached a dozen log lines").toBe(true);
    expect(sawSince, "the log marked what happened since this player's last move").toBe(true);

    await host.getByTestId("end-screen").waitFor();
    await scan.check(host, "Précognition end screen");
    await screenshots(host, "precognition-end", layout);
    // The log ends with the journey's end, each boat's Humans and the result.
    expect(await host.locator(".log li.log-header").last().innerText()).toBe("Le voyage est terminé");
    await logShots(host, "end");
    await host.getByTestId("open-replay").click();
    await host.locator(".replay input[type=range]").waitFor();
    await scan.check(host, "Précognition replay");
    await screenshots(host, "precognition-replay", layout, ".replay");

    expect(scan.report(), "English strings on French screens").toEqual({});
    expect([...layout], "layout defects").toEqual([]);
  }, 400_000);

  it("a Shipwreck Arcana table in French: no English, the Arcana by their French names", async () => {
    const scan = new Scan();
    const layout = new Set<string>();
    const page = await newPage("fr-FR");
    await page.goto(table.url);
    await page.getByTestId("name").fill("Ana");
    await page.getByTestId("game-select").selectOption("shipwreck-arcana");
    await page.getByTestId("seats").selectOption("2");
    await page.getByTestId("difficulty").selectOption("easy");
    await page.getByTestId("create").click();
    await page.waitForURL(/\/r\//);
    await page.getByTestId("ready").waitFor();
    await scan.check(page, "Shipwreck lobby");
    await page.getByTestId("fill-bots").click();
    await page.getByTestId("ready").click();
    await page.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await page.getByTestId("start").click();
    await page.getByTestId("shipwreck-table").waitFor();
    // The Arcana of the row are named in French.
    const names = await page.locator(".arcana-head h4").allInnerTexts();
    const french = new Set(shipwreckDisplay.ARCANA.map((a) => arcanaName(a.id, "fr")).concat(fr["sw.hours"]));
    for (const name of names) expect(french.has(name), `${name} is a French Arcana name`).toBe(true);

    const rng = seeded(11);
    let shot = false;
    let sawSince = false;
    let games = 1;
    for (let round = 0; round < 300; round++) {
      if (await page.getByTestId("end-screen").isVisible()) {
        if (shot || games >= 3) break;
        // The room's seed is random: a short game ended before the table was shot, play a rematch.
        games++;
        await page.getByTestId("rematch").click();
        await page.getByTestId("to-rematch").click();
        await page.getByTestId("ready").click();
        await page.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
        await page.getByTestId("start").click();
        await page.getByTestId("shipwreck-table").waitFor();
      }
      await scan.check(page, "Shipwreck table");
      if (round % 10 === 0) for (const problem of await layoutProblems(page)) layout.add(`Shipwreck table: ${problem}`);
      if ((await page.locator(".log-since").count()) > 0) sawSince = true;
      if (!shot && (round >= 25 || (await page.locator(".sw-power").count()) > 0)) {
        shot = true;
        await screenshots(page, "shipwreck-table", layout, ".table");
        await screenshots(page, "shipwreck-side", layout, ".table-side");
        await expectAccessible(page, "The Shipwreck Arcana's table (fr, desktop)");
        await page.getByTestId("how-to-play").click();
        await page.getByRole("dialog").waitFor();
        await scan.check(page, "how to play (Shipwreck)");
        await screenshots(page, "shipwreck-how-to-play", layout);
        await page.getByRole("dialog").getByRole("button").click();
      }
      await shipwreckStep(page, rng());
      await page.waitForTimeout(40);
    }
    expect(shot).toBe(true);
    expect(sawSince, "the log marked what happened since this player's last move").toBe(true);
    if (await page.getByTestId("end-screen").isVisible()) {
      await scan.check(page, "Shipwreck end screen");
      await screenshots(page, "shipwreck-end", layout);
    }
    expect(scan.report(), "English strings on French screens").toEqual({});
    expect([...layout], "layout defects").toEqual([]);
  }, 400_000);

  it("switched from English to French mid-game, the log keeps no English", async () => {
    const layout = new Set<string>();
    const page = await newPage("en-US");
    await createPrecognition(page, "Eve", 2);
    await fillBotsAndStart(page);
    const rng = seeded(3);
    // Up to the first Maintenance: the set-up, a turn's reveal and actions under their headers.
    const headers = page.locator(".log li.log-header");
    for (let step = 0; step < 300 && (await headers.count()) < 3; step++) {
      if (await playStep(page, rng())) await commitIfReady(page);
      await page.waitForTimeout(40);
    }
    // The lines were written in English…
    expect(await page.locator(".log").innerText()).toMatch(/keeps .*, gives .* to /);
    expect(await headers.allInnerTexts()).toEqual(expect.arrayContaining(["Set-up", "Maintenance"]));
    expect((await englishOn(page, ".log")).length).toBeGreaterThan(0);
    await logShots(page, "en");
    // …and read in French once the language changes, as does everything else on the page.
    await page.getByRole("button", { name: "Passer en français" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    expect(await page.locator(".log").innerText()).toMatch(/garde .*, donne .* à /);
    expect(await headers.allInnerTexts()).toEqual(expect.arrayContaining(["Mise en place", "Entretien"]));
    expect(await englishOn(page, ".log"), "English left in the log").toEqual([]);
    await logShots(page, "fr");
    expect(await englishOn(page), "English left on the page").toEqual([]);
    await screenshots(page, "switched-precognition-side", layout, ".table-side");
    expect([...layout], "layout defects").toEqual([]);
  }, 300_000);
});
