import { gameInfo } from "@tablee/rules";
import { useI18n } from "../i18n/index.js";
import { optionLabels } from "./gameOptions.js";

/** The game and how this table plays it, in one line: "Paleo — Level III", "Précognition — Cooperative · Difficulty: Hard". */
export function TableTitle({ gameId, options }: { gameId: string; options: unknown }) {
  const { t } = useI18n();
  const labels = optionLabels(gameId, options, t);
  return (
    <span className="table-title" data-testid="table-title">
      <strong>{gameInfo(gameId)?.name ?? gameId}</strong>
      {labels.length > 0 && ` — ${labels.join(" · ")}`}
    </span>
  );
}
