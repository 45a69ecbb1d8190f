import { useState } from "react";
import { useI18n, type MessageKey, type Translate } from "../../i18n/index.js";
import { CardFace, SpecialistFace } from "./CardFace.js";
import type { Resolving } from "./context.js";
import {
  cardOf,
  COLONY_COST,
  locationOf,
  movesOfType,
  specialistOf,
  type Move,
  type PublicView,
  type TribeView,
} from "./data.js";
import {
  describeEffects,
  describePayCosts,
  describePrerequisite,
  describeResources,
  locationCost,
  locationTitle,
  zoneName,
} from "./describe.js";
import { MoveButton } from "../../components/MoveButton.js";

export type ActionKind = "deploy" | "play" | "hire" | "ability" | "colony";
export const ACTIONS: readonly ActionKind[] = ["deploy", "play", "hire", "ability", "colony"];

/** The action chosen and where; both null at step 1. */
export interface Flow {
  action: ActionKind | null;
  target: string | null;
}

/** Where each action can go now, from the legal moves. */
export function targetsOf(legal: readonly Move[], action: ActionKind): string[] {
  switch (action) {
    case "deploy":
      return movesOfType(legal, "deploy").map((m) => m.location);
    case "colony":
      return movesOfType(legal, "colony").map((m) => m.location);
    case "play":
      return movesOfType(legal, "play").map((m) => m.card);
    case "hire":
      return movesOfType(legal, "hire").map((m) => m.card);
    case "ability":
      return movesOfType(legal, "ability").map((m) => m.source);
  }
}

const moveFor = (action: ActionKind, target: string): Move =>
  action === "deploy"
    ? { type: "deploy", location: target }
    : action === "colony"
      ? { type: "colony", location: target }
      : action === "play"
        ? { type: "play", card: target }
        : action === "hire"
          ? { type: "hire", card: target }
          : { type: "ability", source: target };

/** Food a hire costs this tribe: the printed cost less the Reptiles' 2 and its passive cards (what the server charges). */
export function hireCostFor(tribe: TribeView, id: string): number {
  const printed = specialistOf(id)?.cost ?? 0;
  const passives = tribe.tableau.reduce((sum, c) => {
    const p = cardOf(c)?.passive;
    return sum + (p?.on === "hire" ? p.off : 0);
  }, 0);
  return Math.max(0, printed - (tribe.tribe === "reptiles" ? 2 : 0) - passives);
}

/**
 * The player's turn, step by step: choose the action, then where (a location, a card, a
 * specialist, an ability), then confirm with what it costs and gives. The server asks the rest
 * (which pawn, which of a card's three costs) as questions. Bonus discards and passing sit beside.
 */
export function ActionFlow({
  view,
  me,
  legal,
  flow,
  setFlow,
  send,
}: {
  view: PublicView;
  me: number;
  legal: readonly Move[];
  flow: Flow;
  setFlow: (flow: Flow) => void;
  send: (move: Move, resolving?: Resolving) => void;
}) {
  const { t } = useI18n();
  const [passing, setPassing] = useState(false);
  const pass = legal.find((m) => m.type === "pass");
  const endTurn = legal.find((m) => m.type === "endTurn");
  const bonus = legal.find((m) => m.type === "bonus");
  const tribe = view.tribes[me]!;

  if (flow.action && flow.target) {
    const move = moveFor(flow.action, flow.target);
    const still = legal.some((m) => JSON.stringify(m) === JSON.stringify(move));
    return (
      <div className="na-step" data-testid="na-step-confirm">
        <h3>{t("na.step3", { action: t(`na.action.${flow.action}` as MessageKey) })}</h3>
        <Summary action={flow.action} target={flow.target} tribe={tribe} t={t} />
        <div className="actions">
          <MoveButton
            move={still ? move : undefined}
            send={(m) => {
              setFlow({ action: null, target: null });
              send(m, { kind: flow.action!, id: flow.target! });
            }}
            primary
            testId="na-confirm"
          >
            {t("na.confirm")}
          </MoveButton>
          <button type="button" onClick={() => setFlow({ action: flow.action, target: null })} data-testid="na-back">
            {t("na.back")}
          </button>
        </div>
      </div>
    );
  }

  if (flow.action) {
    const targets = targetsOf(legal, flow.action);
    return (
      <div className="na-step" data-testid="na-step-where">
        <h3>{t("na.step2", { action: t(`na.action.${flow.action}` as MessageKey) })}</h3>
        {(flow.action === "deploy" || flow.action === "colony") && <p className="hint">{t("na.pickOnBoard")}</p>}
        <div className={`na-targets na-targets-${flow.action}`}>
          {targets.map((id) => (
            <Target
              key={id}
              action={flow.action!}
              id={id}
              tribe={tribe}
              onPick={() => setFlow({ action: flow.action, target: id })}
            />
          ))}
        </div>
        <div className="actions">
          <button type="button" onClick={() => setFlow({ action: null, target: null })} data-testid="na-back">
            {t("na.back")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="na-step" data-testid="na-step-action">
      <h3>{view.mainDone ? t("na.step1Done") : t("na.step1")}</h3>
      {!view.mainDone && (
        <div className="na-action-buttons">
          {ACTIONS.map((action) => {
            const n = targetsOf(legal, action).length;
            return (
              <button
                key={action}
                type="button"
                className="na-action"
                disabled={n === 0}
                onClick={() => setFlow({ action, target: null })}
                data-testid={`na-action-${action}`}
              >
                <strong>{t(`na.action.${action}` as MessageKey)}</strong>
                <small>{n === 0 ? t("na.noneNow") : t(`na.actionCount.${action}` as MessageKey, { n })}</small>
              </button>
            );
          })}
        </div>
      )}
      <div className="actions na-turn-extras">
        <MoveButton move={bonus} send={(m) => send(m)} testId="na-bonus">
          {t("na.bonusAction")}
        </MoveButton>
        {endTurn && (
          <MoveButton move={endTurn} send={(m) => send(m)} primary testId="na-end-turn">
            {t("na.endTurn")}
          </MoveButton>
        )}
        {pass &&
          (passing ? (
            <>
              <span role="alert">{t("na.passConfirm")}</span>
              <MoveButton
                move={pass}
                send={(m) => {
                  setPassing(false);
                  send(m);
                }}
                className="danger"
                testId="na-pass-confirm"
              >
                {t("na.passYes")}
              </MoveButton>
              <button type="button" onClick={() => setPassing(false)}>
                {t("na.passNo")}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setPassing(true)} data-testid="na-pass">
              {t("na.pass")}
            </button>
          ))}
      </div>
      {!view.mainDone && <p className="hint">{t("na.bonusHint")}</p>}
    </div>
  );
}

/** One place, card, specialist or ability to choose at step 2. */
function Target({ action, id, tribe, onPick }: { action: ActionKind; id: string; tribe: TribeView; onPick: () => void }) {
  const { t } = useI18n();
  if (action === "play")
    return (
      <button type="button" className="na-target na-target-card" onClick={onPick} data-testid={`na-target-${id}`}>
        <CardFace id={id} />
      </button>
    );
  if (action === "hire")
    return (
      <button type="button" className="na-target na-target-card" onClick={onPick} data-testid={`na-target-${id}`}>
        <SpecialistFace id={id}>
          <span className="na-pay-line">{t("na.youPayFood", { n: hireCostFor(tribe, id) })}</span>
        </SpecialistFace>
      </button>
    );
  if (action === "ability") {
    const isCard = cardOf(id) !== undefined;
    return (
      <button type="button" className="na-target na-target-card" onClick={onPick} data-testid={`na-target-${id}`}>
        {isCard ? <CardFace id={id} /> : <SpecialistFace id={id} />}
      </button>
    );
  }
  const l = locationOf(id);
  if (!l) return null;
  const cost = locationCost(l, t);
  return (
    <button type="button" className="na-target na-target-place" onClick={onPick} data-testid={`na-target-${id}`}>
      <strong>{locationTitle(l, t)}</strong>
      <span>{describeEffects(action === "colony" ? l.bonus : l.reward, t)}</span>
      {action === "deploy" && cost && <small>{t("na.pays", { cost })}</small>}
    </button>
  );
}

/** Step 3: what the action costs and what it gives, before confirming. */
function Summary({ action, target, tribe, t }: { action: ActionKind; target: string; tribe: TribeView; t: Translate }) {
  const rows: [string, string][] = [];
  let face: React.ReactNode = null;
  if (action === "deploy" || action === "colony") {
    const l = locationOf(target)!;
    rows.push([t("na.where"), locationTitle(l, t)]);
    if (action === "deploy") {
      rows.push([t("na.cost"), locationCost(l, t) || t("na.nothing")]);
      rows.push([t("na.youGet"), describeEffects(l.reward, t)]);
      if (l.zone !== "forest") rows.push([t("na.authority"), t("na.authorityPlus", { zone: zoneName(l.zone, t) })]);
      rows.push([t("na.pawn"), t("na.pawnsAvailable", { leaders: tribe.leaders, explorers: tribe.explorers })]);
    } else {
      rows.push([t("na.cost"), describeResources({ materials: COLONY_COST }, t)]);
      rows.push([t("na.youGet"), t("na.colonyGain", { bonus: describeEffects(l.bonus, t) })]);
    }
  } else if (action === "play") {
    const card = cardOf(target)!;
    face = <CardFace id={target} />;
    rows.push([t("na.cost"), t("na.payOneOf", { costs: describePayCosts(card.cost, t) })]);
    if (card.prerequisite) rows.push([t("na.prerequisite"), `${describePrerequisite(card.prerequisite, t)} ✓`]);
  } else if (action === "hire") {
    const s = specialistOf(target)!;
    face = <SpecialistFace id={target} />;
    rows.push([t("na.cost"), describeResources({ food: hireCostFor(tribe, target) }, t)]);
    if (s.reward.length > 0) rows.push([t("na.youGet"), describeEffects(s.reward, t)]);
  } else {
    const ability = cardOf(target)?.ability ?? specialistOf(target)?.ability;
    face = cardOf(target) ? <CardFace id={target} /> : <SpecialistFace id={target} />;
    if (ability) {
      rows.push([t("na.cost"), describeResources(ability.cost, t)]);
      rows.push([t("na.youGet"), describeEffects(ability.gain, t)]);
    }
  }
  return (
    <div className="na-summary">
      {face}
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
