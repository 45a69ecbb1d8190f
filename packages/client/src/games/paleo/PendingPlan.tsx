import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { ActionLine } from "./CardFace.js";
import { actionTitle, skillsText } from "./describe.js";
import {
  actionsOf,
  cardName,
  groupName,
  movesOfType,
  participantsOf,
  requiredSkills,
  SKILLS,
  skillsOf,
  type Move,
  type PublicView,
} from "./data.js";
import { MoveButton } from "./MoveButton.js";
import { PlanEditor } from "./PlanEditor.js";
import { adviceFor, whyText } from "./why.js";

/**
 * The action being resolved, for everyone: whose it is, the card and the action, who takes part
 * (helpers, groups asked, who has accepted the plan), the skills the participants show against
 * what it needs, and the plan itself. The controlled group's part in it comes from its legal
 * moves: pledge help or withdraw, answer a call, accept the plan; the acting group edits the
 * plan, asks for help, rolls, carries it out or goes back.
 */
export function PendingPlan({
  view,
  seat,
  seats,
  legal,
  send,
}: {
  view: PublicView;
  seat: number | null;
  seats: SeatInfo[];
  legal: Move[];
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const pending = view.pending;
  if (!pending) return null;
  const night = pending.source.kind === "night";
  const action = actionsOf(pending.card, pending.list)[pending.action]!;
  const name = (s: number) => groupName(seats, s, t);
  const seatsIn = participantsOf(view, pending);
  const spent = [...pending.plan.tools, ...pending.plan.cancelTools, ...pending.plan.boosts];
  const have = skillsOf(view, seatsIn, spent, pending.plan.boosts);
  const need = requiredSkills(action, pending.dice);
  const skillLines = SKILLS.filter((s) => (need[s] ?? 0) > 0).map((s) => ({
    text: t(`pl.skillHave.${s}` as MessageKey, { have: have[s] ?? 0, need: need[s] ?? 0 }),
    ok: (have[s] ?? 0) >= (need[s] ?? 0),
  }));
  const one = <T extends Move["type"]>(type: T) => movesOfType(legal, type)[0];
  const execute = one("execute");
  const accept = one("accept");
  const help = one("help");
  const helping = pending.helpers.some((h) => h.seat === seat);
  const waitingAccept = night
    ? view.groups.map((_, s) => s).filter((s) => !pending.accepted.includes(s))
    : pending.helpers.filter((h) => !pending.accepted.includes(h.seat)).map((h) => h.seat);
  const why = view.why?.plan ?? null;
  const advice = seat !== null && pending.acting === seat && !night && why !== null ? adviceFor(why, pending, legal, t) : [];
  const title = night
    ? t("pl.pending.night", { card: cardName(pending.card, language), action: actionTitle(action, pending.action, t, language) })
    : t(
        pending.list === "helpCardActions"
          ? "pl.pending.helpCard"
          : pending.list === "extraActions"
            ? "pl.pending.extra"
            : "pl.pending.day",
        {
          group: name(pending.acting),
          card: cardName(pending.card, language),
          action: actionTitle(action, pending.action, t, language),
        },
      );
  return (
    <section className="pl-pending" aria-labelledby="pl-pending-title" data-testid="pl-pending">
      <h3 id="pl-pending-title">{title}</h3>
      {night && <p className="hint">{t("pl.pending.proposedBy", { group: name(pending.acting) })}</p>}
      <ol className="pl-actions">
        <ActionLine action={action} index={pending.action} deck={night ? undefined : view.groups[pending.acting]?.deck} />
      </ol>
      {pending.partial && <p className="note">{t("pl.partial")}</p>}
      {!night && (
        <p className="pl-participants">
          {t("pl.pending.with", {
            names: pending.helpers.length > 0 ? pending.helpers.map((h) => name(h.seat)).join(", ") : t("pl.pending.alone"),
          })}
          {pending.asked.length > 0 && <> · {t("pl.pending.asked", { names: pending.asked.map(name).join(", ") })}</>}
          {pending.declined.length > 0 && <> · {t("pl.pending.declined", { names: pending.declined.map(name).join(", ") })}</>}
        </p>
      )}
      {pending.dice && (
        <p data-testid="pl-dice">
          {t("pl.pending.dice", { faces: pending.dice.map((f) => skillsText(f, t) || t("pl.dieBlank")).join(" / ") })}
        </p>
      )}
      {skillLines.length > 0 && (
        <p className="pl-skill-check">
          {skillLines.map((line) => (
            <span key={line.text} className={line.ok ? "pl-ok" : "pl-short"}>
              {line.ok ? "✓ " : "✗ "}
              {line.text}
            </span>
          ))}
        </p>
      )}
      <PlanEditor view={view} seat={seat} seats={seats} legal={legal} send={send} />
      {why && (
        <p className="note pl-plan-why" data-testid="pl-plan-why" data-why={why.kind}>
          {t("pl.plan.cannot", { why: whyText(why, t, language, name) })}
        </p>
      )}
      <p className="pl-acceptance" data-testid="pl-acceptance">
        {/* Nobody can accept a plan that does not hold: it is to be changed first (the line above says why). */}
        {why !== null
          ? ""
          : waitingAccept.length > 0
            ? t("pl.pending.toAccept", { names: waitingAccept.map(name).join(", ") })
            : night
              ? t("pl.pending.allAccepted")
              : pending.helpers.length > 0
                ? t("pl.pending.helpersAccepted")
                : ""}
        {pending.accepted.length > 0 && <> · {t("pl.pending.accepted", { names: pending.accepted.map(name).join(", ") })}</>}
      </p>
      {seat !== null && (
        <div className="actions">
          {accept && (
            <MoveButton move={accept} send={send} primary>
              {night ? t("pl.acceptNight") : t("pl.accept")}
            </MoveButton>
          )}
          {(execute || (pending.acting === seat && !night)) && (
            <MoveButton move={execute} send={send} primary testId="pl-execute">
              {t("pl.execute")}
            </MoveButton>
          )}
          {help && (
            <MoveButton move={help} send={send} primary={!helping}>
              {t("pl.helpGroup", { group: name(help.group) })}
            </MoveButton>
          )}
          {one("askHelp") && (
            <MoveButton move={one("askHelp")} send={send}>
              {t("pl.askHelp")}
            </MoveButton>
          )}
          {one("roll") && (
            <MoveButton move={one("roll")} send={send} primary>
              {t("pl.roll")}
            </MoveButton>
          )}
          {one("decline") && (
            <MoveButton move={one("decline")} send={send}>
              {t("pl.decline")}
            </MoveButton>
          )}
          {one("withdraw") && (
            <MoveButton move={one("withdraw")} send={send}>
              {t("pl.withdraw")}
            </MoveButton>
          )}
          {one("fail") && (
            <MoveButton move={one("fail")} send={send}>
              {t("pl.fail")}
            </MoveButton>
          )}
          {one("cancel") && (
            <MoveButton move={one("cancel")} send={send}>
              {t("pl.cancel")}
            </MoveButton>
          )}
        </div>
      )}
      {advice.length > 0 && (
        <p className="note" data-testid="pl-advice">
          {advice.join(" ")}
        </p>
      )}
    </section>
  );
}
