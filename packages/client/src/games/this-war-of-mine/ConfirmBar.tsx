import { useEffect, useState } from "react";
import { MoveButton } from "../../components/MoveButton.js";
import { useI18n } from "../../i18n/index.js";
import { confirmOf, editsOf, type PublicView } from "./data.js";
import { problemText } from "./describe.js";
import type { PlanPanelProps } from "./DraftPanel.js";

/** Whether the plan gives nobody anything to do (a Day step) or to drink or eat (Dusk): confirming it is asked about once. */
export function emptyPlan(draft: PublicView["draft"]): "day" | "dusk" | null {
  if (draft?.kind === "day") return Object.values(draft.plan).every((a) => a === null) ? "day" : null;
  if (draft?.kind === "dusk")
    return Object.values(draft.water).some(Boolean) ||
      Object.values(draft.food).some((f) => Object.values(f ?? {}).some((n) => (n ?? 0) > 0))
      ? null
      : "dusk";
  return null;
}

/**
 * The Leader's confirmation, or who it waits for; and why the plan is not ready yet. A plan that
 * gives nobody anything to do reads so, and its confirmation asks once (a step confirmed empty by
 * mistake passes a third of the day).
 */
export function ConfirmBar({ view, legal, isLeader, leaderName, send }: PlanPanelProps) {
  const { t, language } = useI18n();
  const [asking, setAsking] = useState(false);
  const version = view.draftVersion;
  useEffect(() => setAsking(false), [version]);
  const confirm = confirmOf(legal);
  const empty = emptyPlan(view.draft);
  // Nothing could be given to anyone (nobody may act, nothing to eat or drink): nothing to ask.
  const choices = editsOf(legal).some((e) => e.kind !== "reset");
  const status = view.draftProblem
    ? { className: "tw-not-ready", text: t("tw.draft.notReady", { why: problemText(view.draftProblem, t, language) }) }
    : empty
      ? { className: "tw-empty-plan", text: t(empty === "day" ? "tw.draft.emptyDay" : "tw.draft.emptyDusk") }
      : { className: "tw-ready", text: t("tw.draft.ready") };
  const goOn = empty === "day" ? t("tw.draft.goOnDay") : t("tw.draft.goOnDusk");
  return (
    <div className="tw-confirm" aria-live="polite">
      {/* A trade's balance says whether it holds, and why not. */}
      {view.draft?.kind !== "trade" && (
        <span className={status.className} data-testid="tw-problem">
          {status.text}
        </span>
      )}
      {!isLeader ? (
        <span className="waiting">{t("tw.draft.waitLeader", { name: leaderName })}</span>
      ) : empty && confirm && choices ? (
        asking ? (
          <div className="tw-ask" role="group" aria-label={goOn}>
            <p>{empty === "day" ? t("tw.draft.askDay", { n: view.step }) : t("tw.draft.askDusk")}</p>
            <MoveButton move={confirm} send={send} primary testId="tw-confirm-empty">
              {t("tw.draft.askYes")}
            </MoveButton>
            <button type="button" onClick={() => setAsking(false)} data-testid="tw-confirm-back">
              {t("tw.draft.askNo")}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setAsking(true)} data-testid="tw-confirm" data-asks="confirm">
            {goOn}
          </button>
        )
      ) : (
        <MoveButton move={confirm} send={send} primary testId="tw-confirm" label={empty ? goOn : t("tw.draft.confirm")}>
          {empty ? goOn : t("tw.draft.confirmGo")}
        </MoveButton>
      )}
    </div>
  );
}
