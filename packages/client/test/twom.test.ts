import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";
import { freePort, startTestServer, type TestServer } from "../../server/test/helpers.js";
import { SqliteStore } from "../../server/src/store/sqlite.js";
import { expectAccessible } from "./a11y.js";
import { dist, DESKTOP, PHONE, root, shots } from "./browser.js";
import { englishPatterns, expectNoEnglish as expectEnglishFree } from "./english.js";
import { plannedMove } from "./twom-plan.js";
import { dayChoiceKeys } from "../src/games/this-war-of-mine/dayChoice.js";
import type { DayAction } from "../src/games/this-war-of-mine/data.js";
import * as content from "../../rules/src/games/this-war-of-mine/content/index.js";

/**
 * This War of Mine in the browser (issue 18): Ana (desktop, English, the host), Ben (a phone,
 * French) and Cléo (desktop, French) play the first two days of a campaign through the UI, and
 * Dan watches on a phone in English. What the group does follows the survival bot, move by move,
 * but every move is made by clicking the control that carries it on a player's page: the edits of
 * the shared draft alternate between the two players who are not the Leader, the Leader confirms.
 * The seed (twom-56) gives two days with a building, a scavenging trip with an encounter and a
 * fight, a script with a choice, two night raids and the Dawn steps. Midway through day 2, while a
 * script waits for its choice, the server stops; it starts again on the same database and the
 * players come back through their links to the same paragraph, and play on to the third morning.
 * Screenshots of every screen in both languages, desktop and phone: artifacts/screenshots/twom-*.png.
 */
const SEED = "twom-56";
/** Decisions worth a picture once filled in, as well as when they open. */
const PLANNED = ["day", "dusk", "night", "expedition", "carry", "narrative"];
type State = ThisWarOfMine.TwomState;
type Move = ThisWarOfMine.TwomMove;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-twom-"));
const db = path.join(dir, "tablee.sqlite");
let port = 0;
let server: TestServer | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const env = () => ({ CLIENT_DIST: dist, DATABASE_PATH: db, PORT: String(port), BOT_DELAY_MS: "30" });

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, "index.html")))
    execFileSync("npx", ["vite", "build"], { cwd: path.join(root, "packages/client"), stdio: "inherit" });
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

const url = () => `http://127.0.0.1:${port}`;
async function newPage(viewport: { width: number; height: number }, locale: string): Promise<Page> {
  const context = await browser!.newContext({ viewport, locale });
  contexts.push(context);
  return watch(await context.newPage());
}
function watch(page: Page): Page {
  page.on("pageerror", (error) => {
    pageErrors.push(error.message);
    console.error("page error:", error.message);
  });
  return page;
}

/** TWoM's content names in English where French differs, and the catalogue's strings. */
const PATTERNS = englishPatterns(
  [
    content.SHELTER_CARDS,
    content.FIXTURES,
    content.LOCATIONS,
    content.EXPLORATION_CARDS,
    content.RAID_CARDS,
    content.NARRATIVE_CARDS,
    content.EVENT_CARDS,
    content.OBJECTIVES,
  ].flatMap((set) => set.map((card) => card.name)),
);
const expectNoEnglish = (page: Page, where: string) => expectEnglishFree(page, PATTERNS, where);

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

/** The campaign as the server stored it (its moves replayed). */
function stateNow(roomId: string): State {
  const store = server!.store;
  const room = store.getRoom(roomId)!;
  return replay(thisWarOfMine, { seats: room.seats, options: room.options, seed: room.seed }, store.listMoves(roomId)) as State;
}

/**
 * Makes `move` through the page's UI: finds the control that carries it (`data-move`, compared
 * as JSON with sorted keys), opens the "any time" panel if it is in there, then clicks the button
 * (focused, then Enter) or picks the option in its menu.
 */
async function playThroughUi(page: Page, move: Move): Promise<void> {
  if (move.type === "edit" && move.edit.kind === "assign" && move.edit.action)
    return assignThroughUi(page, move.edit.character, move.edit.action);
  // An empty plan's confirmation asks first.
  if (move.type === "confirm" && (await page.locator("[data-asks=confirm]").count()) > 0)
    await page.locator("[data-asks=confirm]").click();
  const found = await page.waitForFunction(
    (target) => {
      const canon = (v: unknown): string =>
        JSON.stringify(v, (_k, val: unknown) =>
          val && typeof val === "object" && !Array.isArray(val)
            ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
            : val,
        );
      const want = canon(JSON.parse(target));
      for (const el of document.querySelectorAll<HTMLElement>("[data-twom-target]")) el.removeAttribute("data-twom-target");
      const el = [...document.querySelectorAll<HTMLElement>("[data-move]")].find(
        (e) => canon(JSON.parse(e.dataset.move!)) === want && !(e as HTMLButtonElement).disabled,
      );
      if (!el) return null;
      el.closest("details")?.setAttribute("open", "");
      el.setAttribute("data-twom-target", "1");
      return el.tagName;
    },
    JSON.stringify(move),
    { timeout: 15_000 },
  );
  const tag = await found.jsonValue();
  const target = page.locator("[data-twom-target]");
  if (tag === "OPTION") {
    const value = (await target.getAttribute("value"))!;
    await page.locator("select:has([data-twom-target])").selectOption(value);
  } else {
    // Buttons are pressed from the keyboard: every control of the table works without a mouse.
    await target.focus();
    await page.keyboard.press("Enter");
  }
}

/**
 * A character's Day action through its picker: the action in the first menu, then its target and
 * (a rummage) how much wood, each a button or a menu option. An action with one target and one
 * detail is made by the first menu alone; two copies of one fixture are one action there.
 */
async function assignThroughUi(page: Page, who: string, action: DayAction): Promise<void> {
  const keys = dayChoiceKeys(action);
  const picker = page.locator(`.tw-day-pick[data-character="${who}"]`);
  const version = () => page.getByTestId("twom-table").getAttribute("data-version");
  const before = await version();
  const verb = page.getByTestId(`tw-verb-${who}`);
  await verb.waitFor();
  if ((await verb.inputValue()) !== keys.verb) {
    await verb.selectOption(keys.verb);
    await page.waitForFunction(
      ([w, v]) =>
        document.querySelector(`.tw-day-pick[data-character="${w}"] .tw-pick-pending`) !== null ||
        document.querySelector("[data-testid=twom-table]")?.getAttribute("data-version") !== v,
      [who, before],
    );
    if ((await version()) !== before) return;
  }
  const choose = async (attribute: string, key: string) => {
    const el = picker.locator(`[${attribute}="${key}"]`);
    if ((await el.count()) === 0) return;
    if ((await el.evaluate((e) => e.tagName)) === "OPTION")
      await picker.locator(`select:has([${attribute}="${key}"])`).selectOption(key);
    else await el.click();
  };
  await choose("data-target", keys.target);
  if (keys.detail) await choose("data-detail", keys.detail);
}

describe("This War of Mine in Chromium", () => {
  it("three players play the first two days through the UI, stop, and carry on after a restart from the same paragraph", async () => {
    // The room, then its seed chosen (the server stopped on the way), so the two days hold what the test needs.
    const created = await fetch(`${url()}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "this-war-of-mine", seats: 3, options: {}, timerSeconds: null }),
    });
    expect(created.status).toBe(201);
    const { roomId, hostToken } = (await created.json()) as { roomId: string; hostToken: string };
    await server!.close();
    const store = new SqliteStore(db);
    store.updateRoom(roomId, { seed: SEED });
    store.close();
    server = await startTestServer(env());
    const link = `${url()}/r/${roomId}`;

    // The home page offers the game, in both languages.
    for (const [viewport, locale, size] of [
      [DESKTOP, "en-US", "1280x800-en"],
      [PHONE, "fr-FR", "390x844-fr"],
    ] as const) {
      const page = await newPage(viewport, locale);
      await page.goto(url());
      await page.getByTestId("game-select").selectOption("this-war-of-mine");
      expect(await page.getByTestId("seats").locator("option").allTextContents()).toEqual(["1", "2", "3", "4", "5", "6"]);
      await page.screenshot({ path: path.join(shots, `twom-home-${size}.png`), fullPage: true });
      await expectAccessible(page, `the home page with This War of Mine's options (${size})`);
      if (locale === "fr-FR") await expectNoEnglish(page, "the home page");
      if (locale === "en-US") {
        // A table created from the home page is a campaign for the seats chosen.
        await page.getByTestId("name").fill("Ana");
        await page.getByTestId("seats").selectOption("2");
        await page.getByTestId("create").click();
        await page.waitForURL(/\/r\//);
        const id = new URL(page.url()).pathname.split("/").at(-1)!;
        const summary = (await (await fetch(`${url()}/api/rooms/${id}`)).json()) as { gameId: string; seats: unknown[] };
        expect(summary.gameId).toBe("this-war-of-mine");
        expect(summary.seats).toHaveLength(2);
      }
      await page.context().close();
    }

    let ana = await newPage(DESKTOP, "en-US");
    await ana.goto(url());
    await ana.evaluate(([id, token]) => localStorage.setItem(`tablee.host.${id}`, token!), [roomId, hostToken]);
    const join = async (page: Page, name: string) => {
      await page.goto(link);
      await page.getByTestId("join-name").fill(name);
      await page.getByTestId("join-seat").click();
      await page.getByTestId("ready").waitFor();
    };
    await join(ana, "Ana");
    let ben = await newPage(PHONE, "fr-FR");
    await join(ben, "Ben");
    let cleo = await newPage(DESKTOP, "fr-FR");
    await join(cleo, "Cléo");
    for (const page of [ana, ben, cleo]) await page.getByTestId("ready").click();
    await ana.waitForFunction(() => !(document.querySelector("[data-testid=start]") as HTMLButtonElement | null)?.disabled);
    await ana.getByTestId("start").click();
    let dan = await newPage(PHONE, "en-US");
    await dan.goto(link);
    await dan.getByTestId("join-name").fill("Dan");
    await dan.getByTestId("join-watch").click();
    let players = [ana, ben, cleo];
    for (const page of [...players, dan]) await page.getByTestId("twom-table").waitFor();
    const seatOf = async (page: Page) => Number((await page.getByTestId("my-seat").textContent())!.match(/\d+/)![0]) - 1;
    let bySeat: Page[] = [];
    for (const page of players) bySeat[await seatOf(page)] = page;

    // Everyone, by screen size and language.
    const people = () => [
      { page: ana, size: "1280x800-en", fr: false, width: DESKTOP.width },
      { page: ben, size: "390x844-fr", fr: true, width: PHONE.width },
      { page: cleo, size: "1280x800-fr", fr: true, width: DESKTOP.width },
      { page: dan, size: "390x844-en", fr: false, width: PHONE.width },
    ];
    let screens = 0;
    /**
     * A screen, on every page: the panel that matters scrolled into view, each page checked for
     * English and width; and for accessibility one page a screen, in turn (an axe run takes
     * seconds: all four pages on every screen would more than double the test).
     */
    const screen = async (name: string, selector: string) => {
      const checked = screens++ % people().length;
      for (const [i, { page, size, fr, width }] of people().entries()) {
        const panel = page.locator(selector).first();
        if ((await panel.count()) > 0) await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `twom-${name}-${size}.png`) });
        if (fr) await expectNoEnglish(page, name);
        await expectFits(page, width, name);
        if (i === checked) await expectAccessible(page, `This War of Mine's table, ${name} (${size})`);
      }
    };
    const PANEL: Record<string, string> = {
      script: "[data-testid=tw-reading]",
      fight: "[data-testid=tw-combat]",
      rolls: "[data-testid=tw-combat]",
      hits: "[data-testid=tw-combat]",
      guards: "[data-testid=tw-raid]",
      raidLoss: "[data-testid=tw-raid]",
      expedition: "[data-testid=tw-scavenging]",
      explore: "[data-testid=tw-scavenging]",
      card: "[data-testid=tw-card-now]",
      carry: "[data-testid=tw-draft]",
    };

    await screen("start", "[data-testid=twom-table]");
    // The shelter and the house, whole, at the start.
    await ana.screenshot({ path: path.join(shots, "twom-shelter-1280x800-en-full.png"), fullPage: true });
    await ben.screenshot({ path: path.join(shots, "twom-shelter-390x844-fr-full.png"), fullPage: true });
    // How to play, in both languages.
    for (const { page, size } of people()) {
      await page.getByTestId("how-to-play").click();
      await page.screenshot({ path: path.join(shots, `twom-how-${size}.png`) });
      await page.keyboard.press("Escape");
    }
    await expect.poll(() => ben.locator("[role=dialog]").count()).toBe(0);

    const seen = new Set<string>();
    const editors = new Map<number, number>();
    const did = {
      editsBySeat: new Set<number>(),
      build: false,
      script: false,
      fight: false,
      encounter: false,
      raid: false,
      dawn: false,
    };
    let restarted = false;
    let step = 0;
    for (;;) {
      const state = stateNow(roomId);
      if (state.phase === "over" || state.day > 2) break;
      expect(step, "the two days end").toBeLessThan(400);
      const kind = state.draft?.kind ?? "none";
      if (!seen.has(kind) || (kind === "script" && !seen.has(`script-${state.script?.at}`))) {
        seen.add(kind);
        if (kind === "script") seen.add(`script-${state.script?.at}`);
        // Every page shows the same decision before the picture is taken.
        for (const { page, size } of people())
          await page
            .waitForFunction((k) => document.querySelector("[data-testid=twom-table]")?.getAttribute("data-draft") === k, kind, {
              timeout: 15_000,
            })
            .catch(async (error: unknown) => {
              const shown = await page.evaluate(() =>
                document.querySelector("[data-testid=twom-table]")?.getAttribute("data-draft"),
              );
              throw new Error(`step ${step}: the ${size} page shows ${shown}, not ${kind}`, { cause: error });
            });
        await screen(`${kind}${kind === "script" ? `-${state.script?.at}` : ""}`, PANEL[kind] ?? "[data-testid=tw-draft]");
      }

      // Day 2, a script waiting for its choice: the evening ends here; the server stops and starts again.
      if (!restarted && state.day === 2 && kind === "script" && state.script?.status === "choosing") {
        restarted = true;
        const at = state.script.at;
        for (const page of players) expect(await page.getByTestId("tw-reading").getAttribute("data-at")).toBe(String(at));
        const movesBefore = server!.store.listMoves(roomId).length;
        for (const page of [...players, dan]) await page.close();
        await server!.close();
        server = await startTestServer(env());
        const back = async (page: Page) => {
          const again = watch(await page.context().newPage());
          await again.goto(link);
          // The players go straight back to their seats; Dan, who only watched, says so again.
          if (page === dan) await again.getByTestId("join-watch").click();
          await again.getByTestId("twom-table").waitFor();
          return again;
        };
        [ana, ben, cleo, dan] = [await back(ana), await back(ben), await back(cleo), await back(dan)];
        players = [ana, ben, cleo];
        bySeat = [];
        for (const page of players) bySeat[await seatOf(page)] = page;
        expect(server!.store.listMoves(roomId).length).toBe(movesBefore);
        for (const page of players) {
          await expect.poll(() => page.getByTestId("tw-reading").getAttribute("data-at")).toBe(String(at));
          expect(await page.getByTestId("my-seat").textContent()).toMatch(/\d/);
        }
        await screen("resumed", "[data-testid=tw-reading]");
      }

      const move = plannedMove(state, step);
      // A plan filled in, as the Leader is about to confirm it, once per kind of decision.
      if (move.type === "confirm" && PLANNED.includes(kind) && !seen.has(`planned-${kind}`)) {
        seen.add(`planned-${kind}`);
        for (const { page } of people())
          await page.waitForFunction(
            (v) => document.querySelector("[data-testid=twom-table]")?.getAttribute("data-version") === v,
            String(state.draftVersion),
          );
        await screen(`${kind}-planned`, "[data-testid=tw-draft]");
      }
      // Edits alternate between the two players who are not the Leader; the Leader confirms and acts any time.
      let seat = state.leader;
      if (move.type === "edit") {
        const others = [0, 1, 2].filter((s) => s !== state.leader);
        const turn = editors.get(state.leader) ?? 0;
        seat = others[turn % 2]!;
        editors.set(state.leader, turn + 1);
        did.editsBySeat.add(seat);
      }
      if (state.draft?.kind === "script" && move.type === "confirm") did.script = true;
      const count = server!.store.listMoves(roomId).length;
      await playThroughUi(bySeat[seat]!, move).catch(async (error: unknown) => {
        const offered = await bySeat[seat]!.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("[data-move]")].map((e) => e.dataset.move).join("\n"),
        );
        throw new Error(`step ${step}, seat ${seat}, ${kind}: no control for ${JSON.stringify(move)}\n${offered}`, {
          cause: error,
        });
      });
      await expect.poll(() => server!.store.listMoves(roomId).length, { timeout: 15_000 }).toBe(count + 1);
      const after = stateNow(roomId);
      if (after.combat) did.fight = true;
      if (after.raid) did.raid = true;
      if (after.phase === "dawn" || state.phase === "dawn") did.dawn = true;
      step += 1;
    }

    const final = stateNow(roomId);
    for (const e of final.log) {
      if (e.kind === "step" && e.actions.some((a) => a.action.kind === "build")) did.build = true;
      if (e.kind === "scavenging" && e.what === "encounter") did.encounter = true;
    }
    expect(final.day).toBe(3);
    expect(restarted).toBe(true);
    expect(did).toMatchObject({ build: true, script: true, fight: true, encounter: true, raid: true, dawn: true });
    expect(did.editsBySeat.size).toBe(3);
    await screen("day3", "[data-testid=twom-table]");
    await ana.locator(".tw-log").screenshot({ path: path.join(shots, "twom-log-1280x800-en.png") });
    await cleo.locator(".tw-log").screenshot({ path: path.join(shots, "twom-log-1280x800-fr.png") });
    // The house and the group on the third morning: what was cleared and built, everyone's states.
    for (const { page, size } of people()) {
      await page.getByTestId("tw-house").screenshot({ path: path.join(shots, `twom-house-${size}.png`) });
      await page.getByTestId("tw-characters").screenshot({ path: path.join(shots, `twom-group-${size}.png`) });
    }
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
