import type { ReactNode } from "react";
import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { resourceName, tokenName, unitText } from "./describe.js";
import { cardName, cardOf, content, groupName, movesOfType, toolName, type Move, type PublicView, type RackKey } from "./data.js";
import { MoveButton } from "./MoveButton.js";

/**
 * The plan of the action being resolved, line by line — each resource unit and what pays it,
 * each tool spent and whose, each wound and the Character it goes on (and how much is
 * cancelled), each gain and who gets it, heals, crafts, the Character destroyed, the Idea that
 * leaves a full Rack — and, for the group allowed to edit it, a menu per line holding exactly
 * the changes the server offers.
 */
export function PlanEditor({
  view,
  seat,
  seats,
  legal,
  send,
}: {
  view: PublicView;
  /** The group this browser plays here (null: watching). */
  seat: number | null;
  seats: SeatInfo[];
  legal: Move[];
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const pending = view.pending!;
  const plan = pending.plan;
  const group = (s: number) => groupName(seats, s, t);
  const member = (ref: { group: number; card: string } | null) =>
    ref ? t("pl.memberOf", { member: cardName(ref.card, language), group: group(ref.group) }) : t("pl.nobody");
  const rackTool = (key: RackKey): string => {
    if (typeof key === "string") return key;
    const notch = view.rack.notches[key];
    return notch ? (cardOf(notch.idea).idea?.tool ?? "") : "";
  };
  const rows: { key: string; label: ReactNode; edit?: ReactNode }[] = [];

  plan.units.forEach((unit, i) => {
    const moves = movesOfType(legal, "payWith").filter((m) => m.unit === i);
    rows.push({
      key: `unit-${i}`,
      label:
        t(unit.craft === null ? "pl.plan.pay" : "pl.plan.payCraft", { what: resourceName(unit.pay, t) }) +
        (unit.options.length > 1 ? ` ${t("pl.plan.payOptions", { options: unitText(unit.options, t) })}` : ""),
      edit: <EditSelect label={resourceName(unit.pay, t)} moves={moves} text={(m) => resourceName(m.resource, t)} send={send} />,
    });
  });
  plan.tools.forEach((cost, i) => {
    const moves = movesOfType(legal, "toolFrom").filter((m) => m.cost === i);
    rows.push({
      key: `tool-${i}`,
      label: t("pl.plan.tool", { tool: toolName(cost.tool, language), group: group(cost.from) }),
      edit: <EditSelect label={group(cost.from)} moves={moves} text={(m) => group(m.group)} send={send} />,
    });
  });
  plan.wounds.forEach((wound, i) => {
    const targets = movesOfType(legal, "woundTo").filter((m) => m.source === i);
    const cancels = movesOfType(legal, "cancelOn").filter((m) => m.source === i);
    rows.push({
      key: `wound-${i}`,
      label: t(wound.from === "red" ? "pl.plan.woundRed" : "pl.plan.woundCard", {
        n: wound.n,
        who: member(wound.target),
        cancelled: wound.cancel,
      }),
      edit: (
        <>
          <EditSelect
            label={member(wound.target)}
            moves={targets}
            text={(m) => member({ group: m.group, card: m.card })}
            send={send}
            testId={`pl-woundTo-${i}`}
          />
          <EditSelect
            label={t("pl.plan.cancelled", { n: wound.cancel })}
            moves={cancels}
            text={(m) => t("pl.plan.cancelled", { n: m.count })}
            send={send}
          />
        </>
      ),
    });
  });
  plan.cancelTools.forEach((cancel, i) => {
    const undo = movesOfType(legal, "uncancelTool").find((m) => m.index === i);
    rows.push({
      key: `cancel-${i}`,
      label: t("pl.plan.cancelTool", { tool: toolName(cancel.tool, language), group: group(cancel.from) }),
      edit: undo && (
        <MoveButton move={undo} send={send}>
          {t("pl.plan.remove")}
        </MoveButton>
      ),
    });
  });
  plan.boosts.forEach((boost, i) => {
    const undo = movesOfType(legal, "unboost").find((m) => m.index === i);
    rows.push({
      key: `boost-${i}`,
      label: t("pl.plan.boost", { tool: toolName(boost.tool, language), group: group(boost.from) }),
      edit: undo && (
        <MoveButton move={undo} send={send}>
          {t("pl.plan.remove")}
        </MoveButton>
      ),
    });
  });
  plan.gains.forEach((gain, i) => {
    const moves = movesOfType(legal, "gainTo").filter((m) => m.gain === i);
    const what =
      gain.kind === "tool"
        ? toolName(gain.tool ?? "", language)
        : t(gain.kind === "character" ? "pl.plan.aCharacter" : "pl.plan.aDream");
    rows.push({
      key: `gain-${i}`,
      label: t("pl.plan.gain", { what, group: group(gain.to) }),
      edit: <EditSelect label={group(gain.to)} moves={moves} text={(m) => group(m.group)} send={send} />,
    });
  });
  plan.heals.forEach((heal, i) => {
    const moves = movesOfType(legal, "healTo").filter((m) => m.unit === i);
    rows.push({
      key: `heal-${i}`,
      label: t("pl.plan.heal", { who: member(heal) }),
      edit: <EditSelect label={member(heal)} moves={moves} text={(m) => member({ group: m.group, card: m.card })} send={send} />,
    });
  });
  plan.crafts.forEach((craft, i) => {
    const moves = movesOfType(legal, "craftTo").filter((m) => m.index === i);
    const undo = movesOfType(legal, "uncraft").find((m) => m.index === i);
    rows.push({
      key: `craft-${i}`,
      label: t("pl.plan.craft", { tool: toolName(rackTool(craft.idea), language), group: group(craft.to) }),
      edit: (
        <>
          <EditSelect label={group(craft.to)} moves={moves} text={(m) => group(m.group)} send={send} />
          {undo && (
            <MoveButton move={undo} send={send}>
              {t("pl.plan.remove")}
            </MoveButton>
          )}
        </>
      ),
    });
  });
  plan.stores.forEach((store, i) => {
    const undo = movesOfType(legal, "unstore").find((m) => m.index === i);
    rows.push({
      key: `store-${i}`,
      label: t("pl.plan.store", { what: tokenName(store.token, t, language), card: cardName(store.card, language) }),
      edit: undo && (
        <MoveButton move={undo} send={send}>
          {t("pl.plan.remove")}
        </MoveButton>
      ),
    });
  });
  const destroys = movesOfType(legal, "destroyWhich");
  if (plan.destroy || destroys.length > 0)
    rows.push({
      key: "destroy",
      label: t("pl.plan.destroy", { who: member(plan.destroy) }),
      edit: (
        <EditSelect
          label={member(plan.destroy)}
          moves={destroys}
          text={(m) => member({ group: m.group, card: m.card })}
          send={send}
        />
      ),
    });
  const addCancels = movesOfType(legal, "cancelTool");
  const addCrafts = movesOfType(legal, "craft");
  const addBoosts = movesOfType(legal, "boost");
  const addStores = movesOfType(legal, "store");
  const adds = addCancels.length + addCrafts.length + addBoosts.length + addStores.length;
  if (rows.length === 0 && adds === 0) return null;
  // A helper moves the wounds aimed at its group between its own Characters (the rest is the acting group's).
  const helperWounds =
    seat !== null && pending.source.kind !== "night" && pending.acting !== seat && movesOfType(legal, "woundTo").length > 0;
  return (
    <div className="pl-plan">
      <h4>{t("pl.plan.title")}</h4>
      {helperWounds && <p className="hint">{t("pl.plan.yourWounds")}</p>}
      {rows.length > 0 && (
        <ul>
          {rows.map((row) => (
            <li key={row.key}>
              <span>{row.label}</span>
              {row.edit && <span className="pl-plan-edit">{row.edit}</span>}
            </li>
          ))}
        </ul>
      )}
      {adds > 0 && (
        <div className="actions">
          {addBoosts.map((m) => (
            <MoveButton key={`boost-${m.tool}-${m.group}`} move={m} send={send} testId={`pl-boost-${m.tool}`}>
              {t("pl.plan.addBoost", { tool: toolName(m.tool, language), group: group(m.group) })}
            </MoveButton>
          ))}
          {addStores.map((m) => (
            <MoveButton key={`store-${m.token}-${m.card}`} move={m} send={send} testId={`pl-store-${m.token}`}>
              {t("pl.plan.addStore", { what: tokenName(m.token, t, language), card: cardName(m.card, language) })}
            </MoveButton>
          ))}
          {addCancels.map((m) => (
            <MoveButton key={`${m.tool}-${m.group}`} move={m} send={send}>
              {t("pl.plan.addCancel", { tool: toolName(m.tool, language), group: group(m.group) })}
            </MoveButton>
          ))}
          {addCrafts.map((m) => {
            const tool = rackTool(m.idea);
            const notch = typeof m.idea === "number" ? view.rack.notches[m.idea] : null;
            const cost =
              typeof m.idea === "string"
                ? content.rack.basics.find((b) => b.idea === m.idea)?.craftCost
                : notch
                  ? cardOf(notch.idea).idea?.craftCost
                  : [];
            return (
              <MoveButton key={String(m.idea)} move={m} send={send} testId={`pl-craft-${String(m.idea)}`}>
                {t("pl.plan.addCraft", {
                  tool: toolName(tool, language),
                  cost: (cost ?? []).map((u) => unitText(u, t)).join(", ") || "—",
                })}
              </MoveButton>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** A menu of the changes offered for one line of the plan; its first entry is how the line stands. */
function EditSelect<M extends Move>({
  label,
  moves,
  text,
  send,
  testId,
}: {
  label: string;
  moves: M[];
  text: (move: M) => string;
  send: (move: Move) => void;
  testId?: string;
}) {
  const { t } = useI18n();
  if (moves.length === 0) return null;
  return (
    <select
      value=""
      aria-label={t("pl.plan.change", { what: label })}
      onChange={(e) => {
        const move = moves[Number(e.target.value)];
        if (move) send(move);
      }}
      data-testid={testId}
    >
      <option value="">{label}</option>
      {moves.map((move, i) => (
        <option key={i} value={i}>
          {text(move)}
        </option>
      ))}
    </select>
  );
}
