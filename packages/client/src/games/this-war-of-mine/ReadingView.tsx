import { MoveButton } from "../../components/MoveButton.js";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import { characterName, editsOf, local, type Move } from "./data.js";
import { costText } from "./describe.js";
import { ConfirmBar } from "./ConfirmBar.js";
import { DecideButton, decider } from "./decide.js";
import type { PlanPanelProps } from "./DraftPanel.js";

/**
 * Reading together: the script's paragraphs read so far, as a page of text, then its choices with
 * their costs. Anyone may point to a choice (an edit of the shared draft); the Leader's pick
 * decides (the edit and its confirmation at once); everyone sees the next paragraph appear.
 */
export function ReadingView({ view, legal, isLeader, leaderName, seated, send }: PlanPanelProps) {
  const { t, language } = useI18n();
  const script = view.script;
  if (!script) return null;
  const edits = editsOf(legal).flatMap((e) => (e.kind === "choice" ? [e] : []));
  const draft = view.draft?.kind === "script" ? view.draft : null;
  const moveFor = (choice: number, actor: string | null): Move | undefined => {
    const e = edits.find((x) => x.choice === choice && x.actor === actor);
    return e ? { type: "edit", edit: e } : undefined;
  };
  const awaiting = script.awaiting;
  // The Leader's pick is the group's decision at once; the others point to a choice.
  const decide = isLeader && draft ? decider(view, send) : null;
  return (
    <section className="tw-reading" aria-labelledby="tw-reading-title" data-testid="tw-reading" data-at={script.at}>
      <h3 id="tw-reading-title">{t("tw.reading.title")}</h3>
      {/* New paragraphs are read out as they appear. */}
      <div className="tw-page" aria-live="polite">
        {script.read.map((p, i) => (
          <article key={`${p.id}-${i}`} className={`tw-paragraph${i === script.read.length - 1 ? " tw-paragraph-now" : ""}`}>
            <span className="tw-paragraph-id" aria-hidden="true">
              {t("tw.reading.paragraph", { id: p.id })}
            </span>
            <p>{local(p.text, language)}</p>
          </article>
        ))}
        {awaiting?.kind === "combat" && (
          <p className="tw-awaiting">
            {t("tw.reading.fight", {
              enemies: awaiting.enemies.map((e) => `${e.n} × ${t(`tw.enemy.${e.kind}` as MessageKey)}`).join(", "),
            })}
          </p>
        )}
        {awaiting?.kind === "trade" && <p className="tw-awaiting">{t("tw.reading.trade")}</p>}
      </div>
      {script.choices.length > 0 && (
        <>
          <ol className="tw-choices" aria-label={t("tw.draft.script")}>
            {script.choices.map((c) => {
              const chosen = draft?.choice === c.index;
              const actors = c.actors ?? [null];
              return (
                <li key={c.index} className={`tw-choice${c.available ? "" : " tw-choice-off"}${chosen ? " tw-choice-on" : ""}`}>
                  <div className="tw-choice-text">
                    <span className="tw-choice-label">{local(c.label, language)}</span>
                    <span className="tw-choice-cost">
                      {c.available ? t("tw.choice.cost", { cost: costText(c.cost, t) }) : t("tw.choice.unavailable")}
                    </span>
                  </div>
                  <div className="tw-choice-actors">
                    {actors.map((actor) => {
                      const move = moveFor(c.index, actor);
                      const pressed = chosen && (draft?.actor ?? null) === actor;
                      const text = actor ? characterName(actor) : t("tw.draft.script");
                      // The name holds the visible text (axe: label-content-name-mismatch).
                      const label = `${local(c.label, language)} — ${text}`;
                      return decide ? (
                        <DecideButton
                          key={actor ?? "-"}
                          edit={move?.type === "edit" ? move.edit : null}
                          pressed={pressed}
                          open={!!move || pressed}
                          decide={decide}
                          label={label}
                        >
                          {text}
                        </DecideButton>
                      ) : (
                        <MoveButton key={actor ?? "-"} move={move} send={send} pressed={pressed} label={label}>
                          {text}
                        </MoveButton>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ol>
          <p className="hint">{isLeader ? t("tw.draft.decideHint") : t("tw.draft.proposeHint", { name: leaderName })}</p>
          {draft && (
            <ConfirmBar view={view} legal={legal} isLeader={isLeader} leaderName={leaderName} seated={seated} send={send} />
          )}
        </>
      )}
    </section>
  );
}
