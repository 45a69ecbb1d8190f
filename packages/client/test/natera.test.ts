import path from "node:path";
import { type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./a11y.js";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";
import { englishPatterns, expectNoEnglish as expectEnglishFree } from "./english.js";
import { fr } from "../src/i18n/fr.js";
import { content } from "../src/games/natera/data.js";

/**
 * Natera in the browser (issue 16): a 3-tribe game — Ana at a desktop in English, Ben on a phone
 * in French, and a bot — with Cléo watching in French at a desktop, holding the host's token. The
 * two people play through the UI (the secret set-up round, then turns as steps: the action,
 * where, confirm; the server's questions) for at least a full season and its Rest phase,
 * including a take-back, a colony and a hire; then they leave, the host hands their seats to
 * bots, the bots finish and the final scoring shows every category. Screenshots in both
 * languages, desktop and phone, land in artifacts/screenshots/natera-*.png.
 */
const table = openTable();
const { newPage, watch, pageErrors, unregisteredWarnings } = table;

/** Waits until the page stops scrolling (a new question glides into sight), so that a screenshot shows where it lands. */
const scrollSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
const shot = async (page: Page, name: string, fullPage = false) => {
  await scrollSettled(page);
  await page.screenshot({ path: path.join(shots, `natera-${name}.png`), fullPage });
};
/** One part of the page (on a phone the whole table is too long to read at a glance). */
const shotOf = (page: Page, selector: string, name: string) =>
  page
    .locator(selector)
    .first()
    .screenshot({ path: path.join(shots, `natera-${name}.png`) });

/** Natera's content in English where French differs — cards, specialists, tribes, Science boards — and the catalogue's. */
const PATTERNS = englishPatterns(
  [content.cards, content.specialists, content.tribes, content.science].flatMap((set) =>
    Object.values(set).map((item) => item.name),
  ),
);
const expectNoEnglish = (page: Page, where: string): Promise<void> => expectEnglishFree(page, PATTERNS, where);

/** Nothing is wider than the screen (a phone must never scroll sideways). */
async function expectFits(page: Page, width: number, where: string): Promise<void> {
  const wide = await page.evaluate((w) => {
    const over = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > w + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}px`);
    return { width: document.documentElement.scrollWidth, over };
  }, width);
  expect(wide.width, `the page is wider than the screen (${where}): ${wide.over.join(", ")}`).toBeLessThanOrEqual(width);
}

/** What this tribe is asked now: a question of the server or its turn's first step (null when nothing). */
const QUESTION = "[data-testid^=na-prompt-], [data-testid=na-step-action]";

/**
 * Why the element is not in sight, or null when it is: its top inside the window below the
 * player's resource bar (which stays at the top of the screen), its heading and its first button
 * whole on the screen. Measured with bounding boxes against the viewport.
 */
function outOfSight(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return `${selector}: not on the page`;
    const bar = document.querySelector("[data-testid=na-my-resources]")?.getBoundingClientRect();
    const top = bar ? Math.max(0, bar.bottom) : 0;
    const bottom = window.innerHeight;
    const box = element.getBoundingClientRect();
    const heading = element.querySelector("h3")?.getBoundingClientRect();
    const button = element.querySelector("button")?.getBoundingClientRect();
    const inSight =
      box.top >= top - 1 && box.top < bottom && (!heading || heading.bottom <= bottom) && (!button || button.bottom <= bottom);
    return inSight
      ? null
      : `${element.getAttribute("data-testid")}: top at ${Math.round(box.top)} px, heading ends at ${Math.round(heading?.bottom ?? 0)}, first button at ${Math.round(button?.bottom ?? 0)}; in sight from ${Math.round(top)} to ${bottom} px (scrolled ${Math.round(window.scrollY)} px)`;
  }, selector);
}

/** Why the player's own resources are not whole on the screen, or null when they are. */
function resourcesOutOfSight(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const bar = document.querySelector("[data-testid=na-my-resources]");
    if (!bar) return "no resources of one's own on the page";
    const box = bar.getBoundingClientRect();
    const kinds = bar.querySelectorAll("[data-res]").length;
    return box.top >= 0 && box.bottom <= window.innerHeight && kinds === 6
      ? null
      : `the resources (${kinds} kinds) span ${Math.round(box.top)}–${Math.round(box.bottom)} px of ${window.innerHeight} (scrolled ${Math.round(window.scrollY)} px)`;
  });
}

/** The header's language button, pressed where it is (a click through Playwright would scroll the page to it). */
async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate(() => document.querySelector<HTMLButtonElement>("button.lang")!.click());
  await page.waitForFunction((language) => document.documentElement.lang === language, language);
}

/** A player who waits reads the board and the tribes below: the page scrolls to its end (nothing happens when something is asked). */
const lookAwayWhileWaiting = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    if (!document.querySelector("[data-testid=na-waiting]")) return false;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    return window.scrollY > 0;
  });

/** What a location gives in Materials and Food (the test's players save up for a colony and a hire). */
const placeScore: Record<string, number> = Object.fromEntries(
  Object.values(content.locations).map((l) => {
    let score = 0;
    for (const e of l.reward)
      if (e.k === "gain") score += 3 * (e.r.materials ?? 0) + (e.r.food ?? 0) + 0.5 * ((e.r.endurance ?? 0) + (e.r.agility ?? 0));
    return [l.id, score];
  }),
);

interface Goals {
  colony: boolean;
  hire: boolean;
}

/**
 * One decision through the UI of the tribe this page plays, if it has one: every control is a
 * button of `.my-area`; moves are those the server listed. The set-up round (a tribe, a side, 3
 * discards, ready), a draft pick, a question (a sensible option, never "no" when a yes exists),
 * or a turn: a colony and a hire first when open and not done yet, else a deploy where Materials
 * and Food are, a card, an ability, then ending the turn or passing.
 */
async function nateraStep(page: Page, goals: Goals, random: number): Promise<string | null> {
  return page.evaluate(
    ({ r, goals, scores }) => {
      const area = document.querySelector(".my-area");
      if (!area) return null;
      const enabled = (selector: string) =>
        [...area.querySelectorAll<HTMLButtonElement>(selector)].filter(
          (b) => !b.disabled && b.getAttribute("aria-disabled") !== "true",
        );
      const click = (b: HTMLButtonElement | undefined, what: string) => {
        if (!b) return null;
        b.click();
        return what;
      };
      const pick = <T>(items: T[]): T | undefined => items[Math.floor(r * items.length)];
      // The set-up round.
      if (area.querySelector("[data-testid=na-setup]")) {
        const pressed = (selector: string) => area.querySelectorAll(`${selector}[aria-pressed=true]`).length;
        if (pressed("[data-testid^=na-tribe-pick-]") === 0) return click(pick(enabled("[data-testid^=na-tribe-pick-]")), "tribe");
        if (pressed("[data-testid^=na-side-]") === 0) return click(pick(enabled("[data-testid^=na-side-]")), "side");
        if (pressed("[data-testid^=na-discard-]") < 3)
          return click(pick(enabled("[data-testid^=na-discard-]:not([aria-pressed=true])")), "discard");
        return click(enabled("[data-testid=na-ready]")[0], "ready");
      }
      if (area.querySelector("[data-testid=na-draft]")) return click(pick(enabled("[data-testid^=na-draft-]")), "draftPick");
      // A question of the server.
      const prompt = area.querySelector<HTMLElement>("[data-testid^=na-prompt-]");
      if (prompt) {
        const kind = prompt.dataset.testid!.slice("na-prompt-".length);
        const options = enabled("[data-testid^=na-option-], [data-testid^=na-box-]");
        const yes = options.filter((b) => !/na-option-(skip|stop|no)$/.test(b.dataset.testid!));
        const wanted =
          kind === "choice"
            ? options.find((b) => b.dataset.testid === (goals.colony ? "na-option-food" : "na-option-materials"))
            : kind === "riverSwap"
              ? options.find((b) => b.dataset.testid === "na-option-stop")
              : pick(yes);
        return click(wanted ?? pick(options), `answer:${kind}`);
      }
      const confirm = enabled("[data-testid=na-confirm]")[0];
      if (confirm) return click(confirm, `confirm:${JSON.parse(confirm.dataset.move!).type}`);
      // Step 2: where — the place that gives the most Materials and Food, else any.
      if (area.querySelector("[data-testid=na-step-where]")) {
        const targets = enabled("[data-testid^=na-target-]");
        const best = [...targets].sort(
          (a, b) => (scores[b.dataset.testid!.slice(10)] ?? 0) - (scores[a.dataset.testid!.slice(10)] ?? 0),
        );
        return click(best[0]?.dataset.testid?.startsWith("na-target-nl-") ? best[0] : pick(targets), "where");
      }
      // Step 1: a bonus discard towards the colony's 10 Materials, then the action.
      const materials = Number(document.querySelector(".na-tribe-mine [data-res=materials] b")?.textContent ?? 0);
      const bonus = enabled("[data-testid=na-bonus]")[0];
      if (!goals.colony && bonus && materials >= 7 && materials < 10) return click(bonus, "bonus");
      const action = (name: string) => enabled(`[data-testid=na-action-${name}]`)[0];
      const chosen =
        (!goals.colony && action("colony")) ||
        (!goals.hire && action("hire")) ||
        (r < 0.75 ? action("deploy") : undefined) ||
        action("play") ||
        action("deploy") ||
        action("ability") ||
        action("colony") ||
        action("hire");
      if (chosen) return click(chosen, chosen.dataset.testid!.slice(3));
      const end = enabled("[data-testid=na-end-turn]")[0];
      if (end) return click(end, "endTurn");
      const confirmPass = enabled("[data-testid=na-pass-confirm]")[0];
      if (confirmPass) return click(confirmPass, "pass");
      return click(enabled("[data-testid=na-pass]")[0], "pass?");
    },
    { r: random, goals, scores: placeScore },
  );
}

const seeded = (start: number) => {
  let seed = start;
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
};

/** What the pages show and offer, when nobody can move any more. */
async function stallReport(pages: Page[]): Promise<string> {
  const lines: string[] = [];
  for (const page of pages)
    lines.push(
      await page.evaluate(() => {
        const head = document.querySelector(".table-head")?.textContent ?? "";
        const turn = document.querySelector(".my-area")?.textContent ?? "";
        const buttons = [...document.querySelectorAll<HTMLButtonElement>(".my-area button")].map(
          (b) => `${b.dataset.testid ?? ""} ${b.disabled ? "(disabled)" : ""} ${b.dataset.move ?? ""}`,
        );
        return `${head}\n${turn.slice(0, 800)}\n${buttons.join("\n")}`;
      }),
    );
  return lines.join("\n----\n");
}

describe("Natera in Chromium", () => {
  it("the home page offers Natera: 2 to 4 tribes, the draft variant, Nuclear Discovery on by default, the achievement tiles", async () => {
    for (const [viewport, locale, size] of [
      [DESKTOP, "en-US", "1280x800-en"],
      [PHONE, "fr-FR", "390x844-fr"],
    ] as const) {
      const page = await newPage(viewport, locale);
      await page.goto(table.url);
      await page.getByTestId("name").fill("Ana");
      await page.getByTestId("game-select").selectOption("natera");
      await page.getByTestId("natera-nuclear").waitFor();
      expect(await page.getByTestId("seats").locator("option").allTextContents()).toEqual(["2", "3", "4"]);
      expect(await page.getByTestId("seats").inputValue()).toBe("3");
      expect(await page.getByTestId("natera-nuclear").isChecked()).toBe(true);
      expect(await page.getByTestId("natera-draft").isChecked()).toBe(false);
      await shot(page, `home-${size}`, true);
      await expectAccessible(page, `the home page with Natera's options (${size})`);
      await expectFits(page, viewport.width, "home");
      if (locale === "fr-FR") await expectNoEnglish(page, "the home page");
    }
    // A table created from the home page carries the options chosen.
    const page = await newPage(DESKTOP, "en-US");
    await page.goto(table.url);
    await page.getByTestId("name").fill("Ana");
    await page.getByTestId("game-select").selectOption("natera");
    await page.getByTestId("seats").selectOption("4");
    await page.getByTestId("natera-draft").check();
    await page.getByTestId("natera-nuclear").uncheck();
    await page.getByTestId("create").click();
    await page.waitForURL(/\/r\//);
    await page.getByTestId("ready").waitFor();
    const roomId = new URL(page.url()).pathname.split("/").at(-1)!;
    const summary = (await (await fetch(`${table.url}/api/rooms/${roomId}`)).json()) as {
      gameId: string;
      options: unknown;
      seats: unknown[];
    };
    expect(summary).toMatchObject({ gameId: "natera", options: { draft: true, nuclear: false, achievements: "random" } });
    expect(summary.seats).toHaveLength(4);
  }, 120_000);

  it("three tribes and a bot: a season and its Rest through the UI, with a take-back, a colony and a hire; then bots finish and the scoring shows every category", async () => {
    const response = await fetch(`${table.url}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "natera", seats: 3, options: {}, timerSeconds: null }),
    });
    expect(response.status).toBe(201);
    const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
    const link = `${table.url}/r/${roomId}`;

    // Cléo holds the host's token and watches; Ana and Ben sit; the third seat is a bot.
    const cleo = await newPage(DESKTOP, "fr-FR");
    const chunks: string[] = [];
    cleo.on("request", (request) => chunks.push(new URL(request.url()).pathname));
    await cleo.goto(table.url);
    await cleo.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
    await cleo.goto(link);
    await cleo.getByTestId("join-name").fill("Cléo");
    await cleo.getByTestId("join-watch").click();
    await cleo.getByTestId("fill-bots").waitFor();

    const ana = await newPage(DESKTOP, "en-US");
    await ana.goto(link);
    await ana.getByTestId("join-name").fill("Ana");
    await ana.getByTestId("join-seat").click();
    await ana.getByTestId("ready").waitFor();
    const ben = await newPage(PHONE, "fr-FR");
    await ben.goto(link);
    await ben.getByTestId("join-name").fill("Ben");
    await ben.getByTestId("join-seat").click();
    await ben.getByTestId("ready").waitFor();
    await cleo.getByTestId("fill-bots").click();
    await ana.getByTestId("ready").click();
    await ben.getByTestId("ready").click();
    await cleo.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await cleo.getByTestId("start").click();
    for (const page of [ana, ben, cleo]) await page.getByTestId("natera-table").waitFor();
    // The table is a chunk of its own, loaded when a Natera room opens.
    expect(chunks.some((p) => /\/assets\/natera-[\w-]+\.js$/.test(p))).toBe(true);
    const seatOf = async (page: Page) => Number((await page.getByTestId("my-seat").textContent())!.match(/\d+/)![0]) - 1;
    const anaSeat = await seatOf(ana);
    const benSeat = await seatOf(ben);

    // The secret set-up round, in both languages.
    await ana.getByTestId("na-setup").waitFor();
    await ben.getByTestId("na-setup").waitFor();
    await shot(ana, "setup-1280x800-en", true);
    await shot(ben, "setup-390x844-fr");
    await shotOf(ben, ".my-area", "setup-390x844-fr-turn");
    await expectAccessible(ana, "Natera's set-up round (en, desktop)");
    await expectAccessible(ben, "Natera's set-up round (fr, phone)");
    await expectNoEnglish(ben, "the set-up round");
    await expectFits(ben, PHONE.width, "the set-up round");
    // Spectators see nobody's choices: no set-up panel, no hand.
    expect(await cleo.locator(".my-area").count()).toBe(0);

    const goals = { colony: false, hire: false };
    // Each player's questions that appeared while they were looking far down the page.
    const lookedAway = new Map<Page, boolean>([
      [ana, false],
      [ben, false],
    ]);
    const revealed = new Map<Page, number>([
      [ana, 0],
      [ben, 0],
    ]);
    const revealedKinds: string[] = [];
    let refreshed = 0;
    const done = new Set<string>();
    const once = async (name: string, run: () => Promise<void>) => {
      if (done.has(name)) return;
      done.add(name);
      await run();
    };
    const moves: string[] = [];
    let tookBack = false;
    let restSeen = false;
    const rng = seeded(16);
    // A bound on rounds, not on the clock: a loaded machine is slow, not wrong.
    const maxRounds = 1_000;
    let idle = 0;
    let round = 0;
    const season = async () => Number((await ana.getByTestId("na-season").textContent())!.match(/\d+/)![0]);
    for (; ; round++) {
      expect(round, `the season did not end within ${maxRounds} rounds`).toBeLessThan(maxRounds);
      if (idle > 80) throw new Error(`no move for 80 rounds:\n${await stallReport([ana, ben])}`);
      const phase = (await ana.getByTestId("na-phase").textContent()) ?? "";
      if (/Rest phase/.test(phase)) restSeen = true;
      const now = await season();
      if (now >= 2) restSeen = true;
      // Screens of the turn's steps, once each, in both languages.
      if (await ana.getByTestId("na-step-action").isVisible())
        await once("action", async () => {
          await shot(ana, "turn-1280x800-en");
          await shot(ana, "turn-1280x800-en-full", true);
          await expectAccessible(ana, "Natera's table, step 1 (en, desktop)");
        });
      if (await ben.getByTestId("na-step-action").isVisible())
        await once("action-fr", async () => {
          await shot(ben, "turn-390x844-fr");
          await shot(ben, "turn-390x844-fr-full", true);
          await expectNoEnglish(ben, "step 1");
          await expectFits(ben, PHONE.width, "step 1");
          await expectAccessible(ben, "Natera's table, step 1 (fr, phone)");
        });
      if (await ana.getByTestId("na-step-where").isVisible())
        await once("where", async () => {
          await shot(ana, "where-1280x800-en");
          // A refresh in the "where?" step keeps the action chosen.
          const step = await ana.getByTestId("na-step-where").locator("h3").innerText();
          await ana.reload();
          await ana.locator("[data-testid^=na-step-]").first().waitFor();
          expect(await ana.locator("[data-testid^=na-step-]").first().getAttribute("data-testid")).toBe("na-step-where");
          expect(await ana.getByTestId("na-step-where").locator("h3").innerText()).toBe(step);
          refreshed++;
          await expectAccessible(ana, "Natera's table, where (en, desktop)");
        });
      if (await ben.getByTestId("na-step-where").isVisible())
        await once("where-fr", async () => {
          await shot(ben, "where-390x844-fr");
          await expectAccessible(ben, "Natera's table, where (fr, phone)");
        });
      if (await ana.getByTestId("na-step-confirm").isVisible())
        await once("confirm", async () => {
          await shot(ana, "confirm-1280x800-en");
          // A refresh at the confirmation keeps the action and where.
          const move = await ana.getByTestId("na-confirm").getAttribute("data-move");
          await ana.reload();
          await ana.locator("[data-testid^=na-step-]").first().waitFor();
          expect(await ana.locator("[data-testid^=na-step-]").first().getAttribute("data-testid")).toBe("na-step-confirm");
          expect(await ana.getByTestId("na-confirm").getAttribute("data-move")).toBe(move);
          refreshed++;
        });
      if (await ben.getByTestId("na-step-confirm").isVisible())
        await once("confirm-fr", async () => {
          await shotOf(ben, ".my-area", "confirm-390x844-fr");
          await expectNoEnglish(ben, "step 3");
        });
      if ((await ben.locator("[data-testid^=na-prompt-]").count()) > 0)
        await once("prompt-fr", async () => {
          await shotOf(ben, ".my-area", "prompt-390x844-fr");
          await expectNoEnglish(ben, "a question");
          await expectAccessible(ben, "Natera's table, a question (fr, phone)");
        });
      if ((await ana.locator("[data-testid^=na-prompt-]").count()) > 0)
        await once("prompt", async () => {
          await shot(ana, "prompt-1280x800-en");
        });
      if (restSeen && now >= 2)
        await once("season2", async () => {
          await shot(ana, "season2-1280x800-en");
          await shot(cleo, "season2-1280x800-fr");
          await expectNoEnglish(cleo, "season 2, watching");
          await expectAccessible(cleo, "Natera's table, season 2, watching (fr, desktop)");
        });
      if (now >= 2 && goals.colony && goals.hire && tookBack) break;
      if (now >= 4) break;

      let moved = false;
      for (const page of [ana, ben]) {
        // A question, or the turn, is in sight when it appears, even to a player who was reading far below;
        // so are the player's own resources, once the tribes are known.
        if (!lookedAway.get(page) && (await page.getByTestId("na-my-resources").count()) > 0)
          await once(`resources-${page === ana ? "desktop" : "phone"}`, async () => {
            // Without scrolling: the top of the page shows them.
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
            expect(await resourcesOutOfSight(page)).toBeNull();
          });
        if (await lookAwayWhileWaiting(page)) lookedAway.set(page, true);
        else if ((await page.locator(QUESTION).count()) > 0) {
          const where = page === ana ? "at a desktop" : "on a phone";
          await expect.poll(() => outOfSight(page, QUESTION), { message: `a question ${where}`, timeout: 10_000 }).toBeNull();
          expect(await resourcesOutOfSight(page), `own resources ${where}`).toBeNull();
          if (lookedAway.get(page)) {
            lookedAway.set(page, false);
            revealed.set(page, revealed.get(page)! + 1);
            const kind = (await page.locator(QUESTION).first().getAttribute("data-testid"))!;
            revealedKinds.push(kind);
            // A question of the server (which ones come depends on the tribes dealt): its screen, once per player.
            if (kind.startsWith("na-prompt-"))
              await once(`prompt-in-sight-${page === ana ? "desktop" : "phone"}`, () =>
                shot(page, `prompt-in-sight-${page === ana ? "1280x800-en" : "390x844-fr"}`),
              );
            if (revealed.get(page) === 1) {
              // The screen in the player's language and in the other one.
              const [size, language, other] = page === ana ? ["1280x800", "en", "fr"] : ["390x844", "fr", "en"];
              await shot(page, `question-in-sight-${size}-${language}`);
              await switchLanguage(page, other);
              await shot(page, `question-in-sight-${size}-${other}`);
              await switchLanguage(page, language);
            }
          }
        }
        const before = page === ana ? await ana.getByTestId(`na-tribe-${anaSeat}`).innerText() : "";
        const move = await nateraStep(page, goals, rng());
        if (!move) continue;
        moves.push(move);
        moved = true;
        if (move === "confirm:colony") goals.colony = true;
        // A hire through the action, or through a location's question (the step never skips one).
        if (move === "confirm:hire" || move === "answer:hire") goals.hire = true;
        await page.waitForTimeout(60);
        // A take-back: Ana's own main action, before anything hidden shows or anyone else acts.
        if (page === ana && !tookBack && move === "confirm:deploy") {
          const takeBack = ana.getByTestId("take-back");
          await takeBack.waitFor({ timeout: 1500 }).catch(() => undefined);
          if (await takeBack.isVisible()) {
            await shot(ana, "take-back-1280x800-en");
            await takeBack.click();
            await expect.poll(() => ana.getByTestId(`na-tribe-${anaSeat}`).innerText()).toBe(before);
            await ana.getByTestId("na-step-action").waitFor();
            tookBack = true;
            moves.push("takeBack");
          }
        }
      }
      idle = moved ? 0 : idle + 1;
      if (!moved) await ana.waitForTimeout(80);
    }
    const count = (type: string) => moves.filter((m) => m === type).length;
    console.warn(`natera: questions that came into sight after the player looked away: ${revealedKinds.join(", ")}`);
    console.warn(
      `natera: ${moves.length} steps in ${round} rounds through the UI (${[...new Set(moves)].map((t) => `${t} ${count(t)}`).join(", ")}), season ${await season()}`,
    );
    expect(await season(), "a whole season and its Rest phase were played through the UI").toBeGreaterThanOrEqual(2);
    expect(restSeen).toBe(true);
    expect(tookBack, "a take-back").toBe(true);
    expect(refreshed, "refreshes mid-turn").toBe(2);
    expect(revealed.get(ana), "questions that came into sight at a desktop").toBeGreaterThan(0);
    expect(revealed.get(ben), "questions that came into sight on a phone").toBeGreaterThan(0);
    expect(goals.colony, "a colony").toBe(true);
    expect(goals.hire, "a hire").toBe(true);
    expect(count("ready")).toBe(2);
    expect(count("confirm:deploy")).toBeGreaterThan(0);
    // The colony and the hire are on the board and the tribes' boards.
    expect(await cleo.locator(".na-colony").count()).toBeGreaterThan(0);
    expect(await cleo.locator(".na-tribes .na-specialist").count()).toBeGreaterThan(0);

    // The how-to-play, in French on a phone.
    await ben.getByTestId("how-to-play").click();
    await ben.getByRole("dialog").waitFor();
    expect(await ben.getByRole("dialog").innerText()).toMatch(/Natera/);
    await shot(ben, "how-to-play-390x844-fr");
    await expectNoEnglish(ben, "how to play");
    await ben.getByRole("dialog").getByRole("button").click();

    // Ana and Ben leave; the host hands their seats to bots, which finish the game.
    const anaContext = ana.context();
    const benContext = ben.context();
    await ana.close();
    await ben.close();
    for (const seat of [anaSeat, benSeat]) await cleo.getByTestId(`bot-for-${seat}`).click();
    await cleo.getByTestId("na-final-scores").waitFor({ timeout: 240_000 });
    await cleo.getByTestId("end-screen").waitFor();

    // The scoring: every category for each tribe, totals that add up, the winner marked.
    for (const seat of [0, 1, 2]) {
      await cleo.getByTestId(`na-score-${seat}`).waitFor();
      const cells = (await cleo.locator(`.na-scores tbody td[data-seat="${seat}"]`).allInnerTexts()).map(Number);
      expect(cells).toHaveLength(7);
      const total = Number.parseInt(await cleo.getByTestId(`na-total-${seat}`).innerText(), 10);
      expect(cells.reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(await cleo.locator("thead .na-winner").count()).toBeGreaterThan(0);
    const categories = await cleo.locator(".na-scores tbody th").allInnerTexts();
    expect(categories).toEqual(
      ["achievements", "lateClaims", "colonies", "science", "specialists", "cards", "tracks"].map(
        (c) => fr[`na.score.${c}` as keyof typeof fr],
      ),
    );
    await shot(cleo, "end-1280x800-fr");
    await shotOf(cleo, "[data-testid=na-final-scores]", "scores-1280x800-fr");
    await expectNoEnglish(cleo, "the end, watching");
    await expectAccessible(cleo, "Natera's final scoring (fr, desktop)");

    // Ana and Ben come back to the finished table, in their own language and screen.
    const ana2 = watch(await anaContext.newPage());
    await ana2.goto(link);
    await ana2.getByTestId("na-final-scores").waitFor();
    await shot(ana2, "end-1280x800-en");
    await shot(ana2, "end-1280x800-en-full", true);
    await expectFits(ana2, DESKTOP.width, "the end, at a desktop");
    const ben2 = watch(await benContext.newPage());
    await ben2.goto(link);
    await ben2.getByTestId("na-final-scores").waitFor();
    await shot(ben2, "end-390x844-fr");
    await ben2.locator("[data-testid=na-final-scores]").scrollIntoViewIfNeeded();
    await shotOf(ben2, "[data-testid=na-final-scores]", "scores-390x844-fr");
    await expectNoEnglish(ben2, "the end");
    await expectFits(ben2, PHONE.width, "the end");
    await expectAccessible(ben2, "Natera's final scoring (fr, phone)");
    expect(unregisteredWarnings, "server messages the web client does not register").toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 900_000);

  it("four tribes' final scoring on a phone: every tribe's column is on the screen, no sideways scroll", async () => {
    const response = await fetch(`${table.url}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "natera", seats: 4, options: {}, timerSeconds: null }),
    });
    const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
    // Cléo holds the host's token, fills the four seats with bots, starts and watches on a phone.
    const cleo = await newPage(PHONE, "fr-FR");
    await cleo.goto(table.url);
    await cleo.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
    await cleo.goto(`${table.url}/r/${roomId}`);
    await cleo.getByTestId("join-name").fill("Cléo");
    await cleo.getByTestId("join-watch").click();
    await cleo.getByTestId("fill-bots").click();
    await cleo.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await cleo.getByTestId("start").click();
    await cleo.getByTestId("na-final-scores").waitFor({ timeout: 240_000 });
    const sheet = cleo.getByTestId("na-final-scores");
    await sheet.scrollIntoViewIfNeeded();
    for (const language of ["fr", "en"]) {
      if (language === "en") await switchLanguage(cleo, "en");
      await shotOf(cleo, "[data-testid=na-final-scores]", `scores-4-390x844-${language}`);
      for (const seat of [0, 1, 2, 3])
        for (const testId of [`na-score-${seat}`, `na-total-${seat}`]) {
          const box = (await cleo.getByTestId(testId).boundingBox())!;
          expect(box.x, `${testId} starts on the screen (${language})`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${testId} ends on the screen (${language})`).toBeLessThanOrEqual(PHONE.width);
        }
      const sideways = await cleo.locator(".na-scores-scroll").evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, `the score sheet scrolls sideways (${language})`).toBeLessThanOrEqual(0);
      await expectFits(cleo, PHONE.width, `the score sheet of four tribes (${language})`);
    }
  }, 300_000);

  it("the draft variant: each tribe keeps a card of the packet it holds, packets pass, then the secret set-up round", async () => {
    const response = await fetch(`${table.url}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "natera", seats: 2, options: { draft: true }, timerSeconds: null }),
    });
    const { roomId, hostToken } = (await response.json()) as { roomId: string; hostToken: string };
    const link = `${table.url}/r/${roomId}`;
    const ana = await newPage(DESKTOP, "en-US");
    await ana.goto(table.url);
    await ana.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
    const ben = await newPage(PHONE, "fr-FR");
    for (const [page, name] of [
      [ana, "Ana"],
      [ben, "Ben"],
    ] as const) {
      await page.goto(link);
      await page.getByTestId("join-name").fill(name);
      await page.getByTestId("join-seat").click();
      await page.getByTestId("ready").waitFor();
    }
    await ana.getByTestId("ready").click();
    await ben.getByTestId("ready").click();
    await ana.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await ana.getByTestId("start").click();
    for (const page of [ana, ben]) await page.getByTestId("na-draft").waitFor();
    // A packet of 8: 6 basic and 2 advanced cards.
    expect(await ana.locator("[data-testid^=na-draft-]").count()).toBe(8);
    await shot(ana, "draft-1280x800-en");
    await shotOf(ben, ".my-area", "draft-390x844-fr");
    await expectNoEnglish(ben, "the draft");
    let picks = 0;
    for (let round = 0; round < 100 && !(await ana.getByTestId("na-setup").isVisible()); round++) {
      for (const page of [ana, ben]) {
        if ((await page.getByTestId("na-draft").count()) === 0) continue;
        if ((await page.locator("[data-testid^=na-draft-][aria-pressed=true]").count()) > 0) continue;
        const open = page.locator("[data-testid^=na-draft-]:not([disabled])");
        if ((await open.count()) === 0) continue;
        await open.first().click();
        picks++;
        await page
          .locator("[data-testid^=na-draft-][aria-pressed=true]")
          .first()
          .waitFor({ timeout: 2000 })
          .catch(() => undefined);
      }
      await ana.waitForTimeout(50);
    }
    // Seven picks each (the last card of a packet is simply taken), then the 8 cards to keep 5 of.
    expect(picks).toBe(14);
    await ana.getByTestId("na-setup").waitFor();
    expect(await ana.locator("[data-testid^=na-discard-]").count()).toBe(8);
    expect(await ben.locator("[data-testid^=na-discard-]").count()).toBe(8);
  }, 120_000);
});
