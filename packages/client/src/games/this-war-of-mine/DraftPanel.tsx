import { useEffect, useState, type ReactNode } from "react";
import { MoveButton } from "../../components/MoveButton.js";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import {
  characterName,
  confirmOf,
  editsOf,
  local,
  narrativeCard,
  type DraftEdit,
  type Move,
  type PublicView,
  type StateKind,
} from "./data.js";
import { actionText, itemName, problemText, stateName } from "./describe.js";
import { DayActionPicker } from "./DayActionPicker.js";
import { resetOf, slotsOf, type Slot } from "./slots.js";
import { TradeOffer } from "./TradeOffer.js";

/**
 * The shared plan of the decision at hand: every seat sees it change live and may edit it; the
 * Leader confirms. Each slot offers exactly the legal edits; the value the draft holds shows
 * pressed (buttons) or selected (menus). Script choices are read in the reading view instead.
 */
/** What every panel of the shared plan gets from the table. */
export interface PlanPanelProps {
  view: PublicView;
  legal: Move[];
  isLeader: boolean;
  leaderName: string;
  /** This page holds a seat (a player, not someone watching). */
  seated: boolean;
  send: (move: Move) => void;
}

export function DraftPanel({ view, legal, isLeader, leaderName, seated, send }: PlanPanelProps) {
  const { t, language } = useI18n();
  const draft = view.draft;
  if (!draft || draft.kind === "script") return null;
  const edits = editsOf(legal);
  const slots = slotsOf(view, edits, t, language);
  const reset = resetOf(edits);
  const decide = isLeader && ONE_PICK.has(draft.kind) ? decider(view, send) : null;
  const title = draft.kind === "day" ? t("tw.draft.day", { n: draft.step }) : t(`tw.draft.${draft.kind}` as MessageKey);
  // Slots about a character go on that character's line; the others follow.
  const byCharacter = new Map<string, Slot[]>();
  const loose: Slot[] = [];
  for (const slot of slots) {
    const [, who] = slot.key.split(":");
    if (who && view.characters.some((c) => c.id === who)) byCharacter.set(who, [...(byCharacter.get(who) ?? []), slot]);
    else loose.push(slot);
  }
  return (
    <section className="tw-draft panel" aria-labelledby="tw-draft-title" data-testid="tw-draft" data-kind={draft.kind}>
      <h3 id="tw-draft-title">{title}</h3>
      <p className="hint">{t("tw.draft.live")}</p>
      {draft.kind === "narrative" && (
        <div className="tw-offer">
          {draft.offer.map((id, i) => (
            <article key={id} className={`tw-card-text${draft.keep === i ? " tw-kept" : ""}`}>
              <h4>{local(narrativeCard(id).name, language)}</h4>
              <p>{local(narrativeCard(id).text, language)}</p>
            </article>
          ))}
        </div>
      )}
      {[...byCharacter.entries()].map(([id, list]) => (
        <fieldset key={id} className="tw-draft-who">
          <legend>
            {characterName(id)}
            <StateChips view={view} id={id} />
          </legend>
          {list.map((slot) =>
            slot.kind === "assign" && draft.kind === "day" ? (
              <DayActionPicker
                key={slot.key}
                view={view}
                character={id}
                legal={edits.flatMap((e) => (e.kind === "assign" && e.character === id && e.action ? [e.action] : []))}
                current={draft.plan[id] ?? null}
                others={Object.entries(draft.plan).flatMap(([who, a]) => (who !== id && a ? [a] : []))}
                send={send}
              />
            ) : (
              <SlotControl
                key={slot.key}
                slot={{ ...slot, label: slot.short }}
                aria={slot.label}
                send={send}
                hideLabel={slot.kind === "task" || slot.kind === "weapon"}
              />
            ),
          )}
        </fieldset>
      ))}
      {draft.kind === "trade" ? (
        <TradeOffer view={view} edits={edits} send={send} />
      ) : (
        loose.map((slot) => (
          // Fight or flee: the two buttons say it all.
          <SlotControl key={slot.key} slot={slot} send={send} hideLabel={slot.kind === "flee"} decide={decide} />
        ))
      )}
      {ONE_PICK.has(draft.kind) && slots.length > 0 && (
        <p className="hint">{isLeader ? t("tw.draft.decideHint") : t("tw.draft.proposeHint", { name: leaderName })}</p>
      )}
      {slots.length === 0 && !isLeader && (
        <>
          {/* A seated player with nothing to change now is not watching: they are waiting for the Leader. */}
          <p className="hint" data-testid="tw-draft-idle">
            {seated ? t("tw.draft.nothingForYou", { name: leaderName }) : t("tw.draft.watching")}
          </p>
          <DraftSummary view={view} />
        </>
      )}
      {reset && (
        <MoveButton move={reset} send={send} testId="tw-reset">
          {t("tw.draft.reset")}
        </MoveButton>
      )}
      <ConfirmBar view={view} legal={legal} isLeader={isLeader} leaderName={leaderName} seated={seated} send={send} />
    </section>
  );
}

/** The plan as it stands, read-only, for those with nothing to edit: what each character is given (nobody left out, no empty line). */
function DraftSummary({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  const draft = view.draft;
  const lines: [string, string][] = [];
  if (draft?.kind === "day")
    for (const c of view.characters) lines.push([c.id, actionText(view, draft.plan[c.id] ?? null, t, language)]);
  if (draft?.kind === "night")
    for (const c of view.characters) {
      const task = draft.tasks[c.id];
      lines.push([c.id, task ? t(`tw.task.${task}` as MessageKey) : t("tw.task.none")]);
    }
  if (draft?.kind === "dusk")
    for (const c of view.characters) {
      const food = Object.entries(draft.food[c.id] ?? {}).flatMap(([item, n]) => (n ? [`${n} ${itemName(item, t)}`] : []));
      const text = [draft.water[c.id] ? t("tw.edit.waterShort") : "", ...food].filter(Boolean).join(", ");
      if (text) lines.push([c.id, text]);
    }
  if (draft?.kind === "dusk" && lines.length === 0) return <p className="tw-summary">{t("tw.draft.summaryNobody")}</p>;
  if (lines.length === 0) return null;
  return (
    <ul className="tw-summary">
      {lines.map(([id, text]) => (
        <li key={id}>
          <strong>{characterName(id)}</strong> — {text}
        </li>
      ))}
    </ul>
  );
}

/** Decisions made of one pick (what next, a card's option, a card to keep): the Leader's pick is the confirmation. */
export const ONE_PICK: ReadonlySet<string> = new Set(["explore", "card", "narrative", "crime", "script"]);

/**
 * The Leader's pick as the group's decision (issue 34: one click per scavenging step, not a pick
 * then a confirmation): the edit, then the confirmation of the draft that edit makes (the version
 * after it). Moves the server already has; a stale confirmation is refused, never misapplied. A
 * pick the draft already holds (someone pointed to it) is confirmed as it stands.
 */
export function decider(view: PublicView, send: (move: Move) => void): (edit: DraftEdit | null) => void {
  return (edit) => {
    if (edit) send({ type: "edit", edit });
    send({ type: "confirm", version: view.draftVersion + (edit ? 1 : 0) });
  };
}

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

/** The states that matter for this decision (Hunger at Dusk, Fatigue at Night…), beside the character's name. */
const STATES_FOR: Partial<Record<string, StateKind[]>> = {
  day: ["fatigue"],
  dusk: ["hunger"],
  night: ["fatigue", "wounds"],
  medicine: ["wounds", "illness"],
  fight: ["wounds"],
  guards: ["wounds"],
  carry: ["fatigue"],
};
function StateChips({ view, id }: { view: PublicView; id: string }) {
  const { t } = useI18n();
  const c = view.characters.find((x) => x.id === id);
  const states = STATES_FOR[view.draft?.kind ?? ""] ?? [];
  if (!c || states.length === 0) return null;
  return (
    <span className="tw-chips">
      {states.map((s) => (
        <span key={s} className={`tw-chip${c.states[s] >= 3 ? " tw-chip-high" : ""}`}>
          {t("tw.stateChip", { state: stateName(s, t), n: c.states[s] })}
        </span>
      ))}
    </span>
  );
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

/** Few short values: a row of buttons; many (actions, counts): a menu. */
function SlotControl({
  slot,
  send,
  hideLabel = false,
  aria,
  decide = null,
}: {
  slot: Slot;
  send: (move: Move) => void;
  hideLabel?: boolean;
  /** The label for screen readers, when the one shown leaves out the character's name. */
  aria?: string;
  /** The Leader's one-click decision (`decider`): each value is picked and confirmed at once. */
  decide?: ((edit: DraftEdit | null) => void) | null;
}) {
  const asList = slot.kind === "act" || slot.kind === "option" || slot.kind === "location" || slot.kind === "keep";
  const asButtons = asList || (slot.options.length <= 5 && slot.kind !== "assign");
  if (asButtons)
    return (
      <div
        className={`tw-slot${asList ? " tw-slot-list" : ""}`}
        role="group"
        aria-label={aria ?? slot.label}
        data-slot={slot.key}
      >
        {!hideLabel && !asList && <span className="tw-slot-label">{slot.label}</span>}
        <div className="tw-slot-options">
          {slot.options.map((o) =>
            decide ? (
              <DecideButton
                key={o.key}
                edit={o.move?.edit ?? null}
                pressed={o.current}
                decide={decide}
                open={!!o.move || o.current}
              >
                {o.label}
              </DecideButton>
            ) : (
              <MoveButton key={o.key} move={o.move} send={send} pressed={o.current}>
                {o.label}
              </MoveButton>
            ),
          )}
        </div>
      </div>
    );
  // Ungrouped options (the value chosen, "no action") first, then each group.
  const groups = [...new Set(["", ...slot.options.map((o) => o.group ?? "")])];
  const option = (o: Slot["options"][number]) => (
    <option
      key={o.key}
      value={o.current ? "current" : JSON.stringify(o.move)}
      data-move={o.move ? JSON.stringify(o.move) : undefined}
    >
      {o.label}
    </option>
  );
  return (
    <label className="tw-slot tw-slot-menu" data-slot={slot.key}>
      {!hideLabel && <span className="tw-slot-label">{slot.label}</span>}
      <select
        aria-label={aria ?? slot.label}
        value="current"
        onChange={(e) => {
          if (e.target.value !== "current") send(JSON.parse(e.target.value) as Move);
        }}
      >
        {groups.length > 1
          ? groups.map((g) => {
              const inGroup = slot.options.filter((o) => (o.group ?? "") === g);
              return g ? (
                <optgroup key={g} label={g}>
                  {inGroup.map(option)}
                </optgroup>
              ) : (
                inGroup.map(option)
              );
            })
          : slot.options.map(option)}
      </select>
      {/* On a phone the menu cuts long actions short: the one chosen is also written out in full. */}
      <span className="tw-slot-chosen" aria-hidden="true">
        {slot.options.find((o) => o.current)?.label}
      </span>
    </label>
  );
}

/**
 * A value the Leader picks and confirms in one click (`decider`). `data-move` holds the edit (or the
 * confirmation, for the value the draft holds) and `data-decides` says the confirmation follows.
 */
export function DecideButton({
  edit,
  pressed,
  open,
  decide,
  children,
  label,
}: {
  edit: DraftEdit | null;
  pressed: boolean;
  open: boolean;
  decide: (edit: DraftEdit | null) => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={open ? "tw-decide" : ""}
      disabled={!open}
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => decide(edit)}
      data-move={edit ? JSON.stringify({ type: "edit", edit }) : undefined}
      data-decides="1"
    >
      {children}
    </button>
  );
}
