import { useSyncExternalStore } from "react";
import { en, type Dictionary } from "./en.js";
import { fr } from "./fr.js";
import { formatMessage, type MessageParams } from "./format.js";

export type Language = "en" | "fr";
const dictionaries: Record<Language, Dictionary> = { en, fr };
export type MessageKey = keyof Dictionary;

const STORAGE_KEY = "tablee.language";
const listeners = new Set<() => void>();

function detect(): Language {
  const stored = typeof localStorage !== "undefined" ? localStorage.getItem(STORAGE_KEY) : null;
  if (stored === "en" || stored === "fr") return stored;
  const preferred = typeof navigator !== "undefined" ? (navigator.languages ?? [navigator.language]) : [];
  return preferred.some((l) => l?.toLowerCase().startsWith("fr")) ? "fr" : "en";
}

let current: Language = detect();
if (typeof document !== "undefined") document.documentElement.lang = current;

export function setLanguage(language: Language): void {
  current = language;
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export const getLanguage = (): Language => current;

/**
 * A message in a language, its placeholders filled; a missing key falls back to English, then to
 * the key itself. Messages write `{name}` for a parameter and
 * `{n, plural, one {# card} other {# cards}}` for words that follow a count, chosen by the
 * language's plural rules (`Intl.PluralRules`: French says "0 lieu", "1 lieu", "2 lieux"); never
 * "card(s)". French elides before inserted names ("de {name}" gives "d'Astronome"). See format.ts.
 */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const template = dictionaries[language][key] ?? en[key] ?? key;
  return formatMessage(language, template, params);
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A refusal's code in words; a code the catalogue does not know gets a general sentence, never the server's English. */
export const refusalText = (t: Translate, code: string | undefined): string =>
  code && `refusal.${code}` in en ? t(`refusal.${code}` as MessageKey) : t("refusal.unknown");

/** The current language and a translate function; components re-render when it changes. */
export function useI18n(): { t: Translate; language: Language } {
  const language = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getLanguage,
    getLanguage,
  );
  return { t: (key, params) => translate(language, key, params), language };
}
