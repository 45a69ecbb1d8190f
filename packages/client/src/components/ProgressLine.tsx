import { useI18n, type MessageKey, type Translate } from "../i18n/index.js";
import type { Progress } from "../net/api.js";

/**
 * A long game's progress in words — "Day 4 · Chapter 2 · Survivors: Vera, Tomas" — for any game
 * that gives one: each count and list is worded by its key (`progress.<key>`), and a key the
 * dictionaries do not know still shows, as "key: value".
 */
export function ProgressLine({ progress }: { progress: Progress }) {
  const { t } = useI18n();
  const parts = progressParts(t, progress);
  if (parts.length === 0) return null;
  return (
    <p className="progress-line" data-testid="progress">
      {parts.map((part, i) => (
        <span key={part} className="progress-part">
          {i > 0 && " · "}
          {part}
        </span>
      ))}
    </p>
  );
}

export function progressParts(t: Translate, progress: Progress): string[] {
  const counts = Object.entries(progress.counts ?? {}).map(([key, n]) => word(t, key, { n }, `${key}: ${n}`));
  const names = Object.entries(progress.names ?? {}).map(([key, list]) =>
    list.length === 0
      ? word(t, `${key}.none`, {}, `${key}: —`)
      : word(t, key, { names: list.join(", "), n: list.length }, `${key}: ${list.join(", ")}`),
  );
  return [...counts, ...names];
}

function word(t: Translate, key: string, params: Record<string, string | number>, fallback: string): string {
  const full = `progress.${key}` as MessageKey;
  const text = t(full, params);
  return text === full ? fallback : text;
}
