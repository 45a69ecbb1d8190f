import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";
import { freePort, Player, startTestServer, type TestServer } from "../../server/test/helpers.js";
import { SqliteStore } from "../../server/src/store/sqlite.js";
import { LOCATIONS } from "../../rules/src/games/this-war-of-mine/content/index.js";
import { TRADE_VALUE } from "../../rules/src/games/this-war-of-mine/gear.js";
import { dayChoiceKeys } from "../src/games/this-war-of-mine/dayChoice.js";
import { dist, DESKTOP, PHONE, shots } from "./browser.js";
import { englishPatterns, expectNoEnglish } from "./english.js";
import { expectAccessible } from "./a11y.js";
import * as content from "../../rules/src/games/this-war-of-mine/content/index.js";
import { plannedMove } from "./twom-plan.js";

/**
 * This War of Mine, issue 34: each player sees what they need, where they look. Two seats, each
 * held by a colyseus.js client that plays the group's moves (the survival bot's, steered to a
 * trading Location) and by two browser windows: seat 1 (Ada) on an English desktop and an English
 * phone, seat 2 (Bea) on a French phone and a French desktop. Through the pages:
 * - a character's Day action is chosen as an action then its target (and a rummage's split);
 * - a Day step with nobody acting says so, the Leader's button asks once, the log says it in words;
 * - a trade shows each item's value and the balance, and why an offer is refused, as it is built;
 * - what the trade brought shows beside the Finds pile; the Leader's one click turns a card;
 * - a seated player who has nothing to change is never told "You are watching";
 * - a player back after a day gone by reads a recap with no empty line and no clipped number.
 * Screenshots (both languages, desktop 1280×800 and phone 390×844): artifacts/screenshots/twom-*.
 */
const SEED = "twom-table-0";
type State = ThisWarOfMine.TwomState;
type Move = ThisWarOfMine.TwomMove;
type Edit = Extract<Move, { type: "edit" }>["edit"];
const TRADING = new Set(LOCATIONS.filter((l) => l.specials.some((s) => s.id === "trade")).map((l) => l.id));
const WATCHING = /You are watching|Vous regardez/;
/** English a French page must not show: the catalogue's, and the content's names (as twom.test.ts). */
const ENGLISH = englishPatterns(
  [content.SHELTER_CARDS, content.FIXTURES, content.LOCATIONS, content.EXPLORATION_CARDS, content.EVENT_CARDS].flatMap((set) =>
    set.map((card) => card.name),
  ),
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-twom-table-"));
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
  seat: number;
}

describe("This War of Mine: each player sees what they need", () => {
  it("the day plan, an empty step, a trade, one click per card, no 'watching' for a player, the recap", async () => {
    // A room on a seed whose first night can reach a trading Location (the server stopped to set it).
    const created = await fetch(`${url()}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gameId: "this-war-of-mine", seats: 2, options: {}, timerSeconds: null }),
    });
    const { roomId, hostToken } = (await created.json()) as { roomId: string; hostToken: string };
    await server!.close();
    const store = new SqliteStore(db);
    store.updateRoom(roomId, { seed: SEED });
    store.close();
    server = await startTestServer(env());
    const link = `${url()}/r/${roomId}`;

    const ada = await Player.join(port, roomId, { name: "Ada", hostToken });
    await ada.takeSeat(0);
    const bea = await Player.join(port, roomId, { name: "Bea" });
    await bea.takeSeat(1);
    for (const p of [ada, bea]) p.send("ready", { ready: true });
    await ada.until(() => ada.state.seats.every((s: { ready: boolean }) => s.ready), "both ready");
    ada.send("start");
    await ada.until(() => ada.state.status === "playing", "the campaign");
    const clients = [ada, bea];

    const stateNow = (): State => {
      const room = server!.store.getRoom(roomId)!;
      return replay(
        thisWarOfMine,
        { seats: room.seats, options: room.options, seed: room.seed },
        server!.store.listMoves(roomId),
      ) as State;
    };
    const moveCount = () => server!.store.listMoves(roomId).length;
    /** A move of the group, sent by the Leader's client; resolved once the server stored it. */
    const play = async (move: Move) => {
      const state = stateNow();
      const client = clients[state.leader]!;
      const [count, refused] = [moveCount(), client.refusals.length];
      client.send("move", move);
      await client.until(() => moveCount() > count || client.refusals.length > refused, `the move ${JSON.stringify(move)}`);
      if (client.refusals.length > refused)
        throw new Error(`refused: ${JSON.stringify(client.refusals.at(-1))} for ${JSON.stringify(move)}`);
    };
    const edit = (e: Edit): Move => ({ type: "edit", edit: e });
    const legalEdits = (state: State): Edit[] =>
      thisWarOfMine.legalMoves(state, state.leader).flatMap((m) => (m.type === "edit" ? [m.edit] : []));
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    let traded = false;
    /** The survival bot's move, steered: scavenge at the trading Location with every trade good, and trade first. */
    const planned = (state: State, step: number): Move => {
      const d = state.draft;
      if (d?.kind === "expedition") {
        const space = state.locations.spaces.findIndex((id) => id !== null && TRADING.has(id));
        if (space >= 0 && d.space !== space) return edit({ kind: "location", space });
        const pack = legalEdits(state).find(
          (e) =>
            e.kind === "equip" &&
            e.n === (state.inventory[e.item] ?? 0) &&
            (TRADE_VALUE as Record<string, number>)[e.item] !== undefined,
        );
        if (pack && !["pistol", "knife", "hatchet", "sawn_off", "assault_rifle"].includes((pack as { item: string }).item))
          return edit(pack);
        return { type: "confirm", version: state.draftVersion };
      }
      if (d?.kind === "explore" && !traded) {
        const act = { kind: "special" as const, id: "trade" };
        if (same(d.act, act)) return { type: "confirm", version: state.draftVersion };
        if (legalEdits(state).some((e) => e.kind === "act" && same(e.act, act))) return edit({ kind: "act", act });
      }
      try {
        return plannedMove(state, step);
      } catch (error) {
        const { draft, phase, leader, day, step: at } = state;
        throw new Error(
          `no move: ${JSON.stringify({ phase, day, at, leader, draft, problem: thisWarOfMine.publicView(state).draftProblem })}`,
          { cause: error },
        );
      }
    };
    let steps = 0;
    const playUntil = async (done: (s: State) => boolean, what: string): Promise<State> => {
      for (let n = 0; ; n++) {
        const state = stateNow();
        if (done(state)) return state;
        expect(n, `reaching ${what}`).toBeLessThan(600);
        await play(planned(state, steps++));
      }
    };

    // Four windows: seat 1 on an English desktop and phone, seat 2 on a French phone and desktop.
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
      { page: await open(DESKTOP, "en-US", ada.token!), size: "1280x800-en", fr: false, seat: 0 },
      { page: await open(PHONE, "fr-FR", bea.token!), size: "390x844-fr", fr: true, seat: 1 },
      { page: await open(DESKTOP, "fr-FR", bea.token!), size: "1280x800-fr", fr: true, seat: 1 },
      { page: await open(PHONE, "en-US", ada.token!), size: "390x844-en", fr: false, seat: 0 },
    ];
    const [anaEn, benFr, cleoFr, danEn] = windows.map((w) => w.page) as [Page, Page, Page, Page];
    const shown = async (state: State) => {
      for (const { page } of windows)
        await page.waitForFunction(
          (v) => document.querySelector("[data-testid=twom-table]")?.getAttribute("data-version") === v,
          String(state.draftVersion),
          { timeout: 15_000 },
        );
    };
    /** Each window's picture; French without English; axe on one window a screen, in turn (a run takes seconds). */
    let checked = 0;
    const screenshots = async (name: string, selector: string) => {
      for (const [i, { page, size, fr }] of windows.entries()) {
        await page.locator(selector).first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `twom-${name}-${size}.png`) });
        if (fr) await expectNoEnglish(page, ENGLISH, name);
        if (i === checked % windows.length) await expectAccessible(page, `${name} (${size})`);
      }
      checked += 1;
    };
    /** A seated window never says "You are watching" (the room bar, the plan). */
    const expectSeated = async (where: string) => {
      for (const { page, size } of windows) {
        expect(await page.getByTestId("my-seat").textContent(), `${size}, ${where}`).toMatch(/\d/);
        expect(await page.locator("main").innerText(), `${size}, ${where}`).not.toMatch(WATCHING);
      }
    };
    /** Picks a target or a detail in a character's action picker: its button, or its option in a menu. */
    const pick = async (page: Page, character: string, attribute: "data-target" | "data-detail", key: string) => {
      const el = page.locator(`.tw-day-pick[data-character="${character}"] [${attribute}="${key}"]`);
      if ((await el.evaluate((e) => e.tagName)) === "OPTION")
        await page.locator(`.tw-day-pick[data-character="${character}"] select:has([${attribute}="${key}"])`).selectOption(key);
      else await el.click();
    };
    const planOf = (character: string) => {
      const d = stateNow().draft;
      return d?.kind === "day" ? (d.plan[character] ?? null) : null;
    };

    // ---- The day plan: an action, then its target.
    let state = await playUntil((s) => s.draft?.kind === "day", "the first Day step");
    await shown(state);
    await expectSeated("the first day");
    const view = thisWarOfMine.publicView(state);
    const options = view.draftOptions;
    if (options?.kind !== "day") throw new Error("no day options");
    const legalOf = (id: string) =>
      options.characters.find((c) => c.character === id)!.options.flatMap((at) => (at < 0 ? [] : [options.actions[at]!]));
    const [first, second, third] = state.characters.map((c) => c.id) as [string, string, string];
    // Everything a character may do was one menu of over a hundred lines; the first menu is a fraction of it.
    expect(legalOf(first).length).toBeGreaterThan(100);
    const verbs = await benFr.getByTestId(`tw-verb-${first}`).locator("option").count();
    expect(verbs).toBeLessThan(legalOf(first).length / 4);
    // Bea's French phone: Build a Bed, then where.
    const bed = legalOf(first).find((a) => a.kind === "build" && a.fixture.startsWith("bed-"))!;
    await benFr.getByTestId(`tw-verb-${first}`).selectOption(dayChoiceKeys(bed).verb);
    expect(await benFr.locator(`.tw-day-pick[data-character="${first}"] .tw-pick-pending`).textContent()).toMatch(
      /Choisissez la cible/,
    );
    await pick(benFr, first, "data-target", dayChoiceKeys(bed).target);
    await expect.poll(() => planOf(first)).toEqual(bed);
    // Ada's English desktop: Rummage, where, and how the die splits.
    const rummage = legalOf(second).find((a) => a.kind === "rummage" && a.wood === 2)!;
    await anaEn.getByTestId(`tw-verb-${second}`).selectOption("rummage");
    const where = anaEn.locator(`.tw-day-pick[data-character="${second}"] [data-target]`);
    if ((await where.count()) > 1) await pick(anaEn, second, "data-target", dayChoiceKeys(rummage).target);
    await pick(anaEn, second, "data-detail", "wood:2");
    await expect.poll(() => planOf(second)).toEqual(rummage);
    // The English phone starts clearing a card: where is still to choose (the plan has not changed yet).
    await danEn.getByTestId(`tw-verb-${third}`).selectOption("clear");
    await danEn.locator(`.tw-day-pick[data-character="${third}"] .tw-pick-pending`).waitFor();
    expect(planOf(third)).toBeNull();
    await danEn.locator(`.tw-day-pick[data-character="${third}"]`).scrollIntoViewIfNeeded();
    await danEn.screenshot({ path: path.join(shots, "twom-dayplan-target-390x844-en.png") });
    await expectAccessible(danEn, "a target to choose (390x844-en)");
    state = stateNow();
    await shown(state);
    for (const { page } of windows)
      expect(await page.locator(`.tw-day-pick[data-character="${first}"] .tw-pick-chosen`).textContent()).toBeTruthy();
    await screenshots("dayplan", `.tw-day-pick[data-character="${first}"]`);

    // ---- The third step left empty: it says so, its confirmation asks once, the log says it in words.
    state = await playUntil((s) => s.draft?.kind === "day" && s.draft.step === 3, "the third step");
    await shown(state);
    const words = (w: Window, en: string, fr: string) => (w.fr ? fr : en);
    for (const w of windows)
      expect(await w.page.getByTestId("tw-problem").textContent()).toBe(
        words(w, "Nobody has anything to do in this step yet.", "Personne n'a encore rien à faire à cette étape."),
      );
    const lead = windows.find((w) => w.seat === state.leader)!;
    const leader = lead.page;
    expect(await leader.getByTestId("tw-confirm").textContent()).toBe(
      words(lead, "Nobody acts this step — go on", "Personne n'agit à cette étape — continuer"),
    );
    const before = moveCount();
    await leader.getByTestId("tw-confirm").click();
    expect(await leader.locator(".tw-ask p").textContent()).toBe(
      words(
        lead,
        "Step 3 will pass with nobody doing anything. Go on?",
        "L'étape 3 passera sans que personne ne fasse rien. Continuer ?",
      ),
    );
    await leader.locator(".tw-ask").scrollIntoViewIfNeeded();
    await leader.screenshot({ path: path.join(shots, `twom-empty-step-${lead.size}.png`) });
    await expectAccessible(leader, `the empty step's question (${lead.size})`);
    await leader.getByTestId("tw-confirm-back").click();
    expect(moveCount()).toBe(before);
    await leader.getByTestId("tw-confirm").click();
    await leader.getByTestId("tw-confirm-empty").click();
    await expect.poll(moveCount).toBe(before + 1);
    await anaEn.locator(".tw-log li", { hasText: "Step 3: nobody acted." }).waitFor();
    await cleoFr.locator(".tw-log li", { hasText: "Étape 3 : personne n'a agi." }).waitFor();

    // ---- A trade: each item's value, the balance, why it is refused, then it holds.
    state = await playUntil((s) => s.draft?.kind === "trade", "the trade");
    await shown(state);
    await expectSeated("the trade");
    const wares = state.trade!.wares;
    const due = state.trade!.commission;
    const value = (item: string) => (TRADE_VALUE as Record<string, number>)[item]!;
    const ours = (Object.entries(state.finds) as [string, number][])
      .filter(([item, n]) => n > 0 && value(item) !== undefined)
      .flatMap(([item, n]) => Array.from({ length: n }, () => item))
      .sort((a, b) => value(a) - value(b));
    const take = [...wares].filter((w) => (state.supply[w] ?? 0) > 0).sort((a, b) => value(a) - value(b))[0]!;
    expect(
      ours.reduce((sum, item) => sum + value(item), 0),
      "enough to pay the commission and the trade",
    ).toBeGreaterThanOrEqual(due + value(take));
    const verdict = (page: Page) => page.getByTestId("tw-trade-verdict").textContent();
    expect(await verdict(benFr)).toBe("Rien de choisi : confirmer refuse l'échange.");
    expect(await verdict(anaEn)).toBe("Nothing chosen: confirming declines the trade.");
    // Each item says what it is worth.
    expect(await anaEn.locator(`.tw-trade-item[data-item="${take}"]`).first().textContent()).toContain(`value ${value(take)}`);
    expect(await benFr.locator(`.tw-trade-item[data-item="${take}"]`).first().textContent()).toContain(`valeur ${value(take)}`);
    const barter = async (page: Page, side: string, item: string, n: number) => {
      const version = stateNow().draftVersion;
      await page.getByTestId(`tw-barter-${side}-${item}`).selectOption({ label: String(n) });
      await expect.poll(() => stateNow().draftVersion).toBeGreaterThan(version);
      await shown(stateNow());
    };
    // Taking without a commission: refused, and why.
    await barter(benFr, "take", take, 1);
    expect(await verdict(benFr)).toBe(`Refusé : la commission doit valoir au moins ${due}.`);
    expect(await verdict(anaEn)).toBe(`Refused: the commission must be worth at least ${due}.`);
    // The commission paid from our cheapest things, then nothing given yet: refused for the balance.
    const counts = (items: string[]) => items.reduce<Record<string, number>>((c, i) => ({ ...c, [i]: (c[i] ?? 0) + 1 }), {});
    const commission: string[] = [];
    if (due > 0)
      for (const item of [...ours])
        if (commission.reduce((s, i) => s + value(i), 0) < due) commission.push(ours.splice(ours.indexOf(item), 1)[0]!);
    for (const [item, n] of Object.entries(counts(commission))) await barter(cleoFr, "commission", item, n);
    expect(await verdict(cleoFr)).toBe("Refusé : ce que vous donnez doit valoir au moins ce que vous prenez.");
    for (const [page, size] of [
      [benFr, "390x844-fr"],
      [anaEn, "1280x800-en"],
    ] as const) {
      await page.getByTestId("tw-trade-balance").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `twom-trade-refused-${size}.png`) });
    }
    const give: string[] = [];
    for (const item of [...ours]) if (give.reduce((s, i) => s + value(i), 0) < value(take)) give.push(item);
    for (const [item, n] of Object.entries(counts(give))) await barter(danEn, "give", item, n);
    const given = give.reduce((s, i) => s + value(i), 0);
    const paid = commission.reduce((s, i) => s + value(i), 0);
    expect(await anaEn.getByTestId("tw-trade-given").textContent()).toBe(`You give: ${given}`);
    expect(await anaEn.getByTestId("tw-trade-taken").textContent()).toBe(`You take: ${value(take)}`);
    expect(await anaEn.getByTestId("tw-trade-paid").textContent()).toBe(`Commission: ${paid} paid, ${due} due`);
    expect(await verdict(anaEn)).toBe(
      given > value(take) ? `The trade holds; ${given - value(take)} of value is lost (no change is given).` : "The trade holds.",
    );
    await screenshots("trade", "[data-testid=tw-trade]");
    // The Leader confirms; what was bought shows beside the Finds pile, where it came.
    state = stateNow();
    const leaderNow = windows.find((w) => w.seat === state.leader)!.page;
    await leaderNow.getByTestId("tw-confirm").click();
    await expect.poll(() => stateNow().log.some((e) => e.kind === "trade")).toBe(true);
    traded = true;
    for (const { page } of windows)
      await page.locator(`[data-testid=tw-finds] [data-item="${take}"] .tw-change-up`).waitFor({ timeout: 15_000 });
    await anaEn.getByTestId("tw-inventory").screenshot({ path: path.join(shots, "twom-gains-1280x800-en.png") });

    // ---- One click of the Leader turns a card (the pick and its confirmation).
    state = await playUntil((s) => s.draft?.kind === "explore" && s.expedition!.unknown.length > 0, "what next");
    await shown(state);
    const draw = JSON.stringify({ type: "edit", edit: { kind: "act", act: { kind: "draw" } } });
    const leaderPage = windows.find((w) => w.seat === state.leader)!.page;
    const clicks = moveCount();
    await leaderPage.locator(`button[data-decides][data-move='${draw}']`).click();
    await expect.poll(moveCount).toBe(clicks + 2);
    expect(stateNow().draft?.kind).not.toBe("explore");

    // ---- A card whose only option someone picked: the other seat has nothing to change, and is told so.
    state = await playUntil((s) => {
      if (s.draft?.kind !== "card" || s.draft.option !== null) return false;
      return legalEdits(s).filter((e) => e.kind === "option").length === 1;
    }, "a card of one option");
    const only = legalEdits(state).find((e) => e.kind === "option")!;
    await play(edit(only));
    state = stateNow();
    await shown(state);
    await expectSeated("a card of one option");
    const other = windows.filter((w) => w.seat !== state.leader);
    for (const { page, fr } of other)
      expect(await page.getByTestId("tw-draft-idle").textContent()).toBe(
        fr
          ? `Rien à choisir ici pour l'instant : ${state.leader === 0 ? "Ada" : "Bea"}, Meneur, poursuit.`
          : `Nothing to choose here for now: ${state.leader === 0 ? "Ada" : "Bea"}, the Leader, goes on.`,
      );

    // ---- The recap: everyone goes home; a day goes by; Ada comes back to what she missed.
    for (const { page } of windows) await page.goto(url());
    const away = state.day;
    state = await playUntil((s) => s.day === away + 1 && s.draft?.kind === "night", "the next night");
    await anaEn.goto(link);
    const recap = anaEn.getByTestId("previously");
    await recap.waitFor();
    const lines = await recap.locator(".previously-entries li").allInnerTexts();
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line.trim(), "a line of the recap").not.toMatch(/^(…|.*: \.|)$/);
    // The list's numbers fit in its margin (it scrolls: a wider number would be cut).
    const fits = await recap.locator(".previously-entries").evaluate((ol) => {
      const items = ol.querySelectorAll("li").length;
      const style = getComputedStyle(ol);
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.font = `${style.fontSize} ${style.fontFamily}`;
      return ctx.measureText(`${items + 400}. `).width <= parseFloat(style.paddingLeft);
    });
    expect(fits).toBe(true);
    const shoot = async (size: string) => {
      await recap.scrollIntoViewIfNeeded();
      await anaEn.screenshot({ path: path.join(shots, `twom-recap-${size}.png`) });
    };
    await shoot("1280x800-en");
    await expectAccessible(anaEn, "the recap (1280x800-en)");
    await anaEn.locator("button.lang").click();
    await anaEn.getByText("Précédemment…").waitFor();
    await shoot("1280x800-fr");
    await anaEn.setViewportSize(PHONE);
    await shoot("390x844-fr");
    await anaEn.locator("button.lang").click();
    await anaEn.getByText("Previously…").waitFor();
    await shoot("390x844-en");

    expect(pageErrors).toEqual([]);
    await ada.leave();
    await bea.leave();
  }, 600_000);
});
