import path from "node:path";
import type { Page } from "playwright-core";
import { shots } from "./browser.js";
import { englishPatterns, expectNoEnglish as expectEnglishFree } from "./english.js";
import { content } from "../src/games/paleo/data.js";
import { everyCard } from "../../rules/src/games/paleo/content/index.js";

/** What Paleo's browser tests share: joining, a scripted player, screenshots, the French scan. */

export async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId("join-name").fill(name);
  await page.getByTestId("join-seat").click();
  await page.getByTestId("ready").waitFor();
}

export const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(shots, `paleo-${name}.png`), fullPage });
/** The turn panel alone (on a phone the full page is too long to read at a glance). */
export const shotTurn = (page: Page, name: string) =>
  page.locator(".pl-turn").screenshot({ path: path.join(shots, `paleo-${name}.png`) });

/**
 * One decision of the group this page's controls are for, if it has one: every control is a
 * button holding a move from the server's legal moves (`data-move`). Helping, accepting and
 * carrying out come first (so groups help each other), a pick among the top three by back (not a
 * red one if it can), an action of the card that is not hostile if there is one, else another
 * option; never sleeping early while a pick is open, never going back unless nothing else is
 * offered, and never withdrawing a help: a helper with nothing else to do waits (withdrawing and
 * helping again reset the acting group's plan each time, and a scripted acting group that lays a
 * token first laid it again for ever: CI, level V, "help store withdraw store …"). With `store`, a gained token is laid on a card in play first when the
 * plan offers it.
 */
export async function paleoStep(page: Page, random: number, { store = false } = {}): Promise<string | null> {
  return page.evaluate(
    ([r, lay]) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>(".my-area button[data-move]:not([disabled])")];
      if (buttons.length === 0) return null;
      const typeOf = (b: HTMLButtonElement) => (JSON.parse(b.dataset.move!) as { type: string }).type;
      // Going back from an action is for when its skills are short (not while helpers accept).
      const short = document.querySelector(".my-area .pl-short") !== null;
      const of = (...types: string[]) => buttons.filter((b) => types.includes(typeOf(b)));
      const pick = <T>(items: T[]): T | undefined => items[Math.floor(r * items.length)];
      const first =
        (lay ? of("store")[0] : undefined) ??
        of("accept")[0] ??
        of("help")[0] ??
        of("execute")[0] ??
        // An Idea drawn onto the full Rack: the first Idea on the Rack makes room for it.
        of("ideaOut")[0] ??
        of("askHelp")[0] ??
        // At Night, the Missions' first action is the one that spares a Skull.
        of("resolve").find((b) => (JSON.parse(b.dataset.move!) as { action: number }).action === 0) ??
        pick(of("resolve")) ??
        // The tribe plays for its life (a game lost before its first Night tests no Night): red
        // backs only when nothing else is on top, and an action that is not hostile when the card
        // offers one.
        pick(of("pick").filter((b) => !b.querySelector(".pl-back-red"))) ??
        pick(of("pick")) ??
        of("place")[0] ??
        // Mostly an action that is not hostile, but not always: an action the group is short for
        // would otherwise be started and cancelled forever.
        (r < 0.7 ? pick(of("act").filter((b) => !b.closest(".pl-hostile"))) : undefined) ??
        pick(of("act", "ignore", "helpCard", "talisman")) ??
        of("endTurn")[0] ??
        of("roll")[0] ??
        of("fail")[0] ??
        pick(of("decline", "extra", "useRoot")) ??
        (short ? of("cancel")[0] : undefined) ??
        (of("pick").length === 0 ? of("sleep")[0] : undefined);
      if (!first) return null;
      first.click();
      return typeOf(first);
    },
    [random, store] as const,
  );
}

/** What each page shows and offers, when nobody can move any more. */
export async function stallReport(pages: Page[]): Promise<string> {
  const lines: string[] = [];
  for (const page of pages)
    lines.push(
      await page.evaluate(() => {
        const head = document.querySelector(".table-head")?.textContent ?? "";
        const turn = document.querySelector(".pl-turn")?.textContent ?? "";
        const buttons = [...document.querySelectorAll<HTMLButtonElement>(".my-area button")].map(
          (b) => `${b.textContent}${b.disabled ? " (disabled)" : ""} ${b.dataset.move ?? ""}`,
        );
        return `${head}\n${turn.slice(0, 1500)}\n${buttons.join("\n")}`;
      }),
    );
  return lines.join("\n----\n");
}

/** Paleo's content in English — card, action and tool names — where French differs, and the catalogue's. */
const PATTERNS = englishPatterns(
  (function* () {
    for (const card of everyCard(content)) {
      yield card.name;
      for (const action of [...card.actions, ...card.extraActions, ...card.helpCardActions, ...card.night]) yield action.name;
    }
    for (const tool of content.tools) yield tool.name;
  })(),
);

export const expectNoEnglish = (page: Page, where: string): Promise<void> => expectEnglishFree(page, PATTERNS, where);
