/**
 * Like the server's leak audit: the hidden ids that occur in `text`, where an id counts only when
 * the characters around it cannot continue an identifier (so `card-1` is not found in `card-12`,
 * nor a Residents card `mira` in a flag `robbed_mira`). `quoted`: only as a whole JSON string, for
 * games whose ids are words of their own prose (This War of Mine's Location `school`).
 */
export function leaked(text: string, hidden: Iterable<string>, quoted = false): string[] {
  const found: string[] = [];
  for (const bare of hidden) {
    const id = quoted ? `"${bare}"` : bare;
    let at = text.indexOf(id);
    while (at >= 0) {
      const next = text.charCodeAt(at + id.length);
      if (quoted || (!continues(next) && !continues(text.charCodeAt(at - 1)))) {
        found.push(bare);
        break;
      }
      at = text.indexOf(id, at + 1);
    }
  }
  return found;
}

/** Letters, digits, `-` and `_`: the characters of ids and flags. */
const continues = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 45 || c === 95;
