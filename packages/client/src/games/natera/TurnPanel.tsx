import { useRef } from "react";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { ActionFlow, type Flow } from "./ActionFlow.js";
import type { Resolving } from "./context.js";
import { playerName, type Move, type PrivateView, type PublicView } from "./data.js";
import { DraftPanel } from "./DraftPanel.js";
import { PromptPanel } from "./PromptPanel.js";
import { useRevealWhenAsked } from "./reveal.js";
import { SetupPanel } from "./SetupPanel.js";

/**
 * What this tribe does now: the set-up round, a draft pick, a question of the server, or its turn
 * (the action flow); otherwise who the table waits on and what they are deciding.
 */
export function TurnPanel({
  view,
  me,
  mine,
  seats,
  waitingOn,
  flow,
  setFlow,
  resolving,
  send,
}: {
  view: PublicView;
  me: number;
  mine: PrivateView;
  seats: SeatInfo[];
  waitingOn: number[];
  flow: Flow;
  setFlow: (flow: Flow) => void;
  resolving: Resolving | null;
  send: (move: Move, resolving?: Resolving) => void;
}) {
  const { t } = useI18n();
  const panel = useRef<HTMLElement>(null);
  const legal = mine.legalMoves ?? [];
  let body: React.ReactNode;
  // What this tribe is asked now, so that each new question comes into sight (null: nothing).
  let asking: string | null = null;
  if (view.phase === "choose") {
    asking = "setup";
    body = (
      <SetupPanel
        me={me}
        mine={mine}
        legal={legal}
        send={send}
        tableSize={view.tribes.length}
        firstName={playerName(seats, view.first, t)}
      />
    );
  } else if ((view.phase === "draft" || view.phase === "restDraft") && mine.packet.length > 0) {
    asking = `draft:${mine.packet.join()}`;
    body = <DraftPanel view={view} mine={mine} legal={legal} send={send} />;
  } else if (mine.prompt && legal.length > 0) {
    asking = `prompt:${mine.prompt.kind}:${JSON.stringify(legal)}`;
    body = <PromptPanel view={view} me={me} kind={mine.prompt.kind} legal={legal} resolving={resolving} send={send} />;
  } else if (view.phase === "action" && view.active === me && legal.length > 0) {
    asking = `turn:${flow.action}:${flow.target}:${view.mainDone}`;
    body = <ActionFlow view={view} me={me} legal={legal} flow={flow} setFlow={setFlow} send={send} />;
  } else {
    const others = waitingOn.filter((s) => s !== me);
    const othersAsked = view.prompt && view.prompt.seat !== me ? view.prompt : null;
    body = (
      <div className="na-step na-wait" data-testid="na-waiting">
        <h3>{view.tribes[me]?.passed && view.phase === "action" ? t("na.youPassed") : t("na.notYourTurn")}</h3>
        {others.length > 0 && (
          <p>
            {othersAsked
              ? t("na.othersChoosing", {
                  name: playerName(seats, othersAsked.seat, t),
                  what: t(`na.prompt.${othersAsked.kind}` as MessageKey),
                })
              : t("prompt.waitingFor", { names: others.map((s) => playerName(seats, s, t)).join(", ") })}
          </p>
        )}
      </div>
    );
  }
  useRevealWhenAsked(panel, asking);
  return (
    <section className="na-turn" aria-label={t("na.yourTurnPanel")} ref={panel}>
      {body}
    </section>
  );
}
