/**
 * Like the server's leak audit: the hidden ids that occur in `text`, where an id counts only when
 * the character after it cannot continue an id (so `card-1` is not found in `card-12`).
 */
export function leaked(text: string, hidden: Iterable<string>): string[] {
  const found: string[] = [];
  for (const id of hidden) {
    let at = text.indexOf(id);
    while (at >= 0) {
      const next = text.charCodeAt(at + id.length);
      if (!((next >= 48 && next <= 57) || (next >= 97 && next <= 122) || next === 45)) {
        found.push(id);
        break;
      }
      at = text.indexOf(id, at + 1);
    }
  }
  return found;
}
