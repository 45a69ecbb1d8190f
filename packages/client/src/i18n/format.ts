import { elide } from "./elision.js";

export type MessageParams = Record<string, string | number>;

/**
 * The message format (a small subset of ICU MessageFormat, so translators read familiar syntax):
 * - `{name}` is replaced by the parameter `name`; a missing parameter stays as `{name}`.
 * - `{n, plural, one {# card} other {# cards}}` picks a branch by the plural category of the
 *   number `n` in the message's language (`Intl.PluralRules`: English "one" is 1 only; French "one"
 *   is 0 and 1), `=2 {…}` matches an exact number first, `other` is the fallback; `#` in the branch
 *   is the number, and the branch may hold `{name}` placeholders.
 * Any other brace text stays as written. Apostrophes are plain text (unlike ICU, where one before a
 * brace quotes it): French writes "l'{x}" freely, and the catalogues need no escaping.
 * In French, words are elided or contracted before inserted text, see elision.ts.
 */
export function formatMessage(language: string, template: string, params: MessageParams = {}): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) break;
    const close = matchingBrace(template, open);
    if (close < 0) break;
    out += template.slice(i, open);
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
    if (plural) {
      out = joinInserted(language, out, pluralBranch(language, inner.slice(plural[0].length), params, plural[1]!));
    } else if (/^\w+$/.test(inner) && params[inner] !== undefined) {
      out = joinInserted(language, out, String(params[inner]));
    } else {
      out += template.slice(open, close + 1);
    }
    i = close + 1;
  }
  return out + template.slice(i);
}

/** The literal text of a template, placeholders left out and each plural branch a piece of its own. */
export function literalPieces(template: string): string[] {
  const pieces: string[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    const close = open < 0 ? -1 : matchingBrace(template, open);
    if (close < 0) break;
    pieces.push(template.slice(i, open));
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
    if (plural)
      for (const branch of branches(inner.slice(plural[0].length)).values())
        pieces.push(...literalPieces(branch.replace(/#/g, "")));
    i = close + 1;
  }
  pieces.push(template.slice(i));
  return pieces;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, n: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(n);
}

function pluralBranch(language: string, options: string, params: MessageParams, name: string): string {
  const value = params[name];
  const n = typeof value === "number" ? value : Number(value);
  if (value === undefined || Number.isNaN(n)) return `{${name}}`;
  const all = branches(options);
  const branch = all.get(`=${n}`) ?? all.get(pluralCategory(language, n)) ?? all.get("other") ?? "";
  return formatMessage(language, branch.replace(/#/g, String(value)), params);
}

/** `one {…} other {…}` as selector → text. */
function branches(options: string): Map<string, string> {
  const found = new Map<string, string>();
  const selector = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  let i = 0;
  for (;;) {
    selector.lastIndex = i;
    const m = selector.exec(options);
    if (!m) return found;
    const open = i + m[0].length - 1;
    const close = matchingBrace(options, open);
    if (close < 0) return found;
    found.set(m[1]!, options.slice(open + 1, close));
    i = close + 1;
  }
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

function joinInserted(language: string, before: string, inserted: string): string {
  if (language !== "fr") return before + inserted;
  const [head, tail] = elide(before, inserted);
  return head + tail;
}
