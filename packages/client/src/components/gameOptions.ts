import type { MessageKey, Translate } from "../i18n/index.js";

/**
 * The options that say how a table plays — Paleo's level, Précognition's mode, difficulty and
 * set-up, The Shipwreck Arcana's difficulty, Natera's variants — in words, for the lobby, the
 * invite page and "Your tables" (each game's optionsSchema in packages/rules; absent options
 * read as their defaults there).
 */
export function optionLabels(gameId: string, rawOptions: unknown, t: Translate): string[] {
  const options = (rawOptions ?? {}) as Record<string, unknown>;
  const known = (key: string): string | null => {
    const text = t(key as MessageKey);
    return text === key ? null : text;
  };
  const labels: (string | null)[] = [];
  switch (gameId) {
    case "precognition": {
      const mode = typeof options.mode === "string" ? options.mode : "competitive";
      labels.push(known(`mode.${mode}`));
      if (mode === "cooperative") labels.push(difficulty(typeof options.difficulty === "string" ? options.difficulty : "normal"));
      if (options.setup === "advanced") labels.push(t("options.setupAdvanced"));
      break;
    }
    case "shipwreck-arcana":
      labels.push(difficulty(typeof options.difficulty === "string" ? options.difficulty : "normal"));
      break;
    case "paleo":
      if (Array.isArray(options.modules)) labels.push(t("options.modules", { modules: options.modules.join(" + ") }));
      else labels.push(t("pl.level", { level: typeof options.level === "string" ? options.level : "I" }));
      break;
    case "natera":
      if (options.draft === true) labels.push(t("options.draft"));
      if (options.nuclear !== false) labels.push(t("options.nuclear"));
      if (typeof options.achievements === "string" && options.achievements.startsWith("set"))
        labels.push(t("options.achievementSet", { n: options.achievements.slice(3) }));
      break;
  }
  return labels.filter((label): label is string => label !== null);

  function difficulty(level: string): string | null {
    const name = known(`difficulty.${level}`);
    return name && t("options.difficulty", { level: name });
  }
}
