import type { Page } from "playwright-core";
import { expect } from "vitest";
import { en } from "../src/i18n/en.js";
import { fr } from "../src/i18n/fr.js";
import { literalPieces } from "../src/i18n/format.js";

/** A piece of English that must not show on a French page, as a whole-word, case-sensitive pattern. */
export interface EnglishPattern {
  text: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * English that must not show on a French page (as french.test.ts scans every screen): every
 * catalogue string that French says differently (for templates, their literal fragments of two
 * words or more, plural branches included), and a game's content names in English where French differs.
 */
export function englishPatterns(names: Iterable<{ en: string; fr: string } | undefined>): EnglishPattern[] {
  const needles = new Set<string>();
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    const english: string = en[key];
    const french = fr[key];
    if (english === french) continue;
    if (!english.includes("{")) needles.add(english);
    else
      for (const piece of literalPieces(english)) {
        const fragment = piece.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
        if (fragment.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 2 && !french.includes(fragment))
          needles.add(fragment);
      }
  }
  for (const name of names) if (name && name.en !== name.fr) needles.add(name.en);
  return [...needles].map((text) => ({ text, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, "u") }));
}

/** Everything a player reads on the page — text, labels, tooltips, placeholders, menu options — holds none of the patterns. */
export async function expectNoEnglish(page: Page, patterns: readonly EnglishPattern[], where: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>("*"))
      for (const attribute of ["aria-label", "title", "placeholder"]) {
        const value = el.getAttribute(attribute);
        if (value) out.push(value);
      }
    for (const option of document.querySelectorAll("option")) out.push(option.text);
    return out;
  });
  const found = patterns.filter(({ pattern }) => texts.some((text) => pattern.test(text))).map(({ text }) => text);
  expect(found, `English on the French page (${where})`).toEqual([]);
}
