import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/index.js";
import { characterName, type DayAction, type Move } from "./data.js";
import { dayChoiceKeys, dayVerbs, type DayVerb } from "./dayChoice.js";
import { actionText } from "./describe.js";
import type { PublicView } from "./data.js";

/** The most choices shown as a row of buttons; more go in a menu. */
const MAX_BUTTONS = 6;

/**
 * One character's action in a Day step, in two choices: the action, then its target (and how a
 * rummage's die splits). Choosing an action with one possible target puts it in the plan at once;
 * otherwise the target is asked for, and the plan changes only once it is chosen (until then the
 * character still has the action the plan holds, said under the menus). Anyone's change of this
 * character's action settles what was being chosen here.
 */
export function DayActionPicker({
  view,
  character,
  legal,
  current,
  others,
  send,
}: {
  view: PublicView;
  character: string;
  /** The character's legal actions now (the server's list; the current one is not in it). */
  legal: readonly DayAction[];
  current: DayAction | null;
  /** Everyone else's actions in the plan. */
  others: readonly DayAction[];
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const [pending, setPending] = useState<{ verb: string; target: string | null } | null>(null);
  const currentJson = JSON.stringify(current);
  useEffect(() => setPending(null), [currentJson]);
  const verbs = dayVerbs(view, legal, current, others, t, language);
  const now = current ? dayChoiceKeys(current) : null;
  const verbKey = pending?.verb ?? now?.verb ?? "";
  const verb = verbs.find((v) => v.key === verbKey) ?? null;
  const onlyTarget = verb && verb.targets.length === 1 ? verb.targets[0]!.key : null;
  const targetKey = pending ? (pending.target ?? onlyTarget) : (now?.target ?? null);
  const target = verb?.targets.find((x) => x.key === targetKey) ?? null;
  const name = characterName(character);
  const assign = (action: DayAction | null): Move => ({ type: "edit", edit: { kind: "assign", character, action } });
  const isCurrent = (action: DayAction) => JSON.stringify(action) === currentJson;

  const chooseVerb = (key: string) => {
    if (key === "") {
      setPending(null);
      if (current !== null) send(assign(null));
      return;
    }
    if (key === now?.verb) return setPending(null);
    const chosen = verbs.find((v) => v.key === key)!;
    const leaves = chosen.targets.flatMap((x) => x.details);
    if (leaves.length === 1) {
      setPending(null);
      send(assign(leaves[0]!.action));
    } else setPending({ verb: key, target: null });
  };
  const chooseTarget = (key: string) => {
    const chosen = verb!.targets.find((x) => x.key === key)!;
    // A rummage moved to another space keeps its split when it can.
    const keep = now && now.verb === verb!.key ? chosen.details.find((d) => d.key === now.detail) : undefined;
    const leaf = chosen.details.length === 1 ? chosen.details[0]! : keep;
    if (leaf) {
      setPending(null);
      if (!isCurrent(leaf.action)) send(assign(leaf.action));
    } else setPending({ verb: verb!.key, target: key });
  };

  return (
    <div className="tw-day-pick" data-character={character}>
      <label className="tw-slot tw-slot-menu">
        <span className="tw-slot-label">{t("tw.pick.action")}</span>
        <select
          aria-label={t("tw.edit.action", { name })}
          value={verbKey}
          onChange={(e) => chooseVerb(e.target.value)}
          data-testid={`tw-verb-${character}`}
        >
          <option value="">{t("tw.edit.noAction")}</option>
          {groupsOf(verbs).map(([group, list]) => (
            <optgroup key={group} label={group}>
              {list.map((v) => (
                <option key={v.key} value={v.key} data-verb={v.key}>
                  {v.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {verb && verb.targets.length > 1 && (
        <PickRow
          prompt={verb.targetPrompt}
          aria={`${verb.targetPrompt} — ${name}: ${verb.label}`}
          choices={verb.targets.map((x) => ({
            key: x.key,
            label: x.label,
            pressed: x.key === targetKey,
            move: x.details.length === 1 && !isCurrent(x.details[0]!.action) ? assign(x.details[0]!.action) : undefined,
          }))}
          attribute="data-target"
          choose={chooseTarget}
        />
      )}
      {verb && target && target.details.length > 1 && (
        <PickRow
          prompt={verb.detailPrompt}
          aria={`${verb.detailPrompt} — ${name}: ${target.label}`}
          choices={target.details.map((d) => ({
            key: d.key,
            label: d.label,
            pressed: isCurrent(d.action),
            move: isCurrent(d.action) ? undefined : assign(d.action),
          }))}
          attribute="data-detail"
          choose={(key) => {
            const d = target.details.find((x) => x.key === key)!;
            if (!isCurrent(d.action)) send(assign(d.action));
          }}
        />
      )}
      {pending ? (
        <p className="tw-pick-pending" role="status">
          {t("tw.pick.pending", { action: actionText(view, current, t, language) })}
        </p>
      ) : (
        current && <p className="tw-pick-chosen">{actionText(view, current, t, language)}</p>
      )}
    </div>
  );
}

/** The actions under their groups, in the order the groups first come. */
function groupsOf(verbs: readonly DayVerb[]): [string, DayVerb[]][] {
  const groups = new Map<string, DayVerb[]>();
  for (const v of verbs) groups.set(v.group, [...(groups.get(v.group) ?? []), v]);
  return [...groups.entries()];
}

interface PickChoice {
  key: string;
  label: string;
  pressed: boolean;
  /** The move a choice makes when it completes the action (for tools and tests: `data-move`). */
  move?: Move;
}

/** A target or detail to pick: buttons when few, a menu when many. */
function PickRow({
  prompt,
  aria,
  choices,
  attribute,
  choose,
}: {
  prompt: string;
  aria: string;
  choices: PickChoice[];
  attribute: "data-target" | "data-detail";
  choose: (key: string) => void;
}) {
  const { t } = useI18n();
  if (choices.length <= MAX_BUTTONS)
    return (
      <div className="tw-slot tw-pick-row" role="group" aria-label={aria}>
        <span className="tw-slot-label">{prompt}</span>
        <div className="tw-slot-options">
          {choices.map((c) => (
            <button
              key={c.key}
              type="button"
              aria-pressed={c.pressed}
              onClick={() => choose(c.key)}
              {...{ [attribute]: c.key }}
              data-move={c.move ? JSON.stringify(c.move) : undefined}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
    );
  const chosen = choices.find((c) => c.pressed);
  return (
    <label className="tw-slot tw-slot-menu tw-pick-row">
      <span className="tw-slot-label">{prompt}</span>
      <select aria-label={aria} value={chosen?.key ?? ""} onChange={(e) => e.target.value && choose(e.target.value)}>
        {!chosen && <option value="">{t("tw.pick.choose")}</option>}
        {choices.map((c) => (
          <option key={c.key} value={c.key} {...{ [attribute]: c.key }} data-move={c.move ? JSON.stringify(c.move) : undefined}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
