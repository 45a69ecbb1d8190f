/**
 * Every string a client chooses (a name, a chat line, any string in a message) is made
 * well-formed before it touches the state or the store: @colyseus/schema writes a string's
 * length in UTF-16 units and its bytes as UTF-8, so a lone surrogate (one unit, three bytes of
 * U+FFFD) put every later joiner's decoder out of step.
 */

// Bidi embeddings, overrides and isolates, and the marks: they reorder the text around them.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// Zero-width characters, but the joiner inside an emoji sequence (👩‍💻).
const ZERO_WIDTH =
  /[\u200b\u200c\u2060\ufeff\u00ad]|(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;
const CONTROLS = /\p{Cc}/gu;
const CONTROLS_BUT_NEWLINE = /[^\P{Cc}\n]/gu;

/** A display name: well-formed, NFC, no control, zero-width or bidi characters, spaces collapsed. */
export function cleanName(name: string): string {
  return name
    .toWellFormed()
    .normalize("NFC")
    .replace(CONTROLS, " ")
    .replace(BIDI, "")
    .replace(ZERO_WIDTH, "")
    .replace(/\s+/gu, " ")
    .trim();
}

/** A chat line: well-formed, NFC, line breaks kept, no other control or bidi character. */
export function cleanText(text: string): string {
  return text.toWellFormed().normalize("NFC").replace(/\r\n?/g, "\n").replace(CONTROLS_BUT_NEWLINE, " ").replace(BIDI, "").trim();
}

/** The same value with every string in it well-formed (a copy only where something changed). */
export function wellFormedDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.isWellFormed() ? value : value.toWellFormed();
  if (depth > 32 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const clean = wellFormedDeep(item, depth + 1);
      if (clean !== item) (copy ??= [...value])[i] = clean;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const clean = wellFormedDeep(item, depth + 1);
    const cleanKey = key.isWellFormed() ? key : key.toWellFormed();
    if (clean !== item || cleanKey !== key) {
      copy ??= { ...(value as Record<string, unknown>) };
      if (cleanKey !== key) delete copy[key];
      copy[cleanKey] = clean;
    }
  }
  return copy ?? value;
}
