import { useEffect, useMemo, useState } from "react";
import { useI18n, type Translate } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { Card } from "./Card.js";
import {
  cardOf,
  leftOf,
  OBJECTIVE_REVEAL_COST,
  objectiveOf,
  prescientLeaning,
  prescientName,
  resolvedCosts,
  riverTileOf,
  roomOf,
  rightOf,
  type BoatView,
  type Move,
  type PrivateView,
  type PublicView,
} from "./data.js";
import { describeRequirement, describeRiver } from "./describe.js";
import { Icon, type IconKind } from "./icons.js";

interface PromptProps {
  view: PublicView;
  mine: PrivateView & { legalMoves: Move[] };
  seat: number;
  seats: SeatInfo[];
  send: (move: Move) => void;
}

const nameOf = (seats: SeatInfo[], seat: number, t: Translate) => seats[seat]?.name || t("seat.n", { n: seat + 1 });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function MoveButton({
  move,
  send,
  children,
  disabled,
  reason,
  className,
}: {
  move: Move;
  send: (m: Move) => void;
  children: React.ReactNode;
  disabled?: boolean;
  reason?: string;
  className?: string;
}) {
  return (
    <span className="move-option">
      <button
        type="button"
        className={className}
        onClick={() => send(move)}
        disabled={disabled}
        data-move={disabled ? undefined : JSON.stringify(move)}
        aria-describedby={reason ? `why-${JSON.stringify(move).length}` : undefined}
      >
        {children}
      </button>
      {disabled && reason && <small className="reason">{reason}</small>}
    </span>
  );
}

/** The prompt for whatever this seat must decide now; only the server's legal moves are offered. */
export function Prompt(props: PromptProps) {
  const { t } = useI18n();
  const { view, mine, seat } = props;
  const boat = view.boats[seat] as BoatView;
  if (view.phase === "over") return null;
  if (view.phase === "decision") return <DecisionPrompt {...props} />;
  if (view.phase === "advancedSetup" && mine.legalMoves.length > 0) return <SetupPrompt {...props} />;
  if (mine.legalMoves.length === 0) {
    const waiting = view.waitingOn.map((s) => nameOf(props.seats, s, t)).join(", ");
    return <p className="prompt prompt-idle">{waiting ? t("prompt.waitingFor", { names: waiting }) : t("prompt.nothing")}</p>;
  }
  switch (view.phase) {
    case "prescients":
      return <PrescientPrompt {...props} />;
    case "action":
      return <ActionPrompt {...props} boat={boat} />;
    case "maintenance":
      return <MaintenancePrompt {...props} boat={boat} />;
    case "river":
      return <RiverPrompt {...props} />;
    default:
      return null;
  }
}

function PrescientPrompt({ mine, send }: PromptProps) {
  const { t, language } = useI18n();
  return (
    <section className="prompt" aria-labelledby="prompt-title">
      <h3 id="prompt-title">{t("prompt.pickPrescient")}</h3>
      <div className="options options-column">
        {mine.legalMoves.map((move) =>
          move.type === "pickPrescient" ? (
            <MoveButton key={move.prescient} move={move} send={send}>
              <strong>{prescientName(move.prescient)}</strong> — {prescientLeaning(move.prescient, language)}
            </MoveButton>
          ) : null,
        )}
      </div>
    </section>
  );
}

function SetupPrompt({ mine, send }: PromptProps) {
  const { t, language } = useI18n();
  const rooms = mine.setupOffer?.rooms ?? [];
  const hand = mine.hand;
  const [keptRooms, setKeptRooms] = useState<string[]>(() => rooms.slice(0, 2));
  const [passed, setPassed] = useState<string[]>(() => hand.slice(0, 2));
  const [swap, setSwap] = useState(false);
  const rest = hand.filter((c) => !passed.includes(c));
  const putBack = swap ? [...rest].reverse() : rest;
  const move = { type: "setupChoice", rooms: keptRooms, pass: passed, putBack } as Move;
  const legal = mine.legalMoves.some((m) => same(m, move));
  const toggle = (list: string[], set: (v: string[]) => void, id: string) =>
    set(list.includes(id) ? list.filter((x) => x !== id) : [...list, id].slice(-2));
  return (
    <section className="prompt" aria-labelledby="prompt-title">
      <h3 id="prompt-title">{t("prompt.setup")}</h3>
      {mine.setupChoice && <p className="note">{t("prompt.setupCommitted")}</p>}
      <p>{t("prompt.setupRooms")}</p>
      <div className="options">
        {rooms.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={keptRooms.includes(id)}
            onClick={() => toggle(keptRooms, setKeptRooms, id)}
          >
            {roomOf(id).name[language]}
          </button>
        ))}
      </div>
      <p>{t("prompt.setupPass")}</p>
      <div className="hand">
        {hand.map((id) => (
          <Card
            key={id}
            id={id}
            selected={passed.includes(id)}
            onClick={() => toggle(passed, setPassed, id)}
            badge={passed.includes(id) ? t("slot.pass") : undefined}
          />
        ))}
      </div>
      <p>
        {t("prompt.setupTop", {
          first: putBack[0] ? cardOf(putBack[0]).name[language] : "—",
          second: putBack[1] ? cardOf(putBack[1]).name[language] : "—",
        })}{" "}
        <button type="button" onClick={() => setSwap(!swap)}>
          {t("prompt.swap")}
        </button>
      </p>
      <MoveButton move={move} send={send} disabled={!legal} reason={t("prompt.setupIncomplete")}>
        {t("prompt.confirm")}
      </MoveButton>
    </section>
  );
}

/** Keep/Give: pick a Keep card among four and a Give card among the two face up; commit; change your mind until everyone has. */
function DecisionPrompt({ view, mine, seat, seats, send }: PromptProps) {
  const { t, language } = useI18n();
  const boat = view.boats[seat] as BoatView;
  const committed = mine.choice;
  const [keep, setKeep] = useState<string | null>(committed?.keep ?? null);
  const [give, setGive] = useState<string | null>(committed?.give ?? null);
  const zone = boat.decisionZone;
  const cards = [...mine.hand, ...zone];
  const key = cards.join();
  useEffect(() => {
    setKeep(mine.choice?.keep ?? null);
    setGive(mine.choice?.give ?? null);
    // A new turn deals new cards: start the choice afresh. A choice committed from another window
    // holding this seat (a second device, a friend sharing it) shows here too.
  }, [key, committed?.keep, committed?.give]); // eslint-disable-line react-hooks/exhaustive-deps
  const move: Move | null = keep && give ? { type: "choose", keep, give } : null;
  const legal = move !== null && mine.legalMoves.some((m) => same(m, move));
  const isCommitted = committed !== null && move !== null && committed.keep === move.keep && committed.give === move.give;
  const rest = cards.filter((c) => c !== keep && c !== give);
  const left = nameOf(seats, leftOf(seat, view.seats), t);
  const right = nameOf(seats, rightOf(seat, view.seats), t);
  const pickKeep = (id: string) => {
    setKeep(id);
    if (give === id) setGive(null);
  };
  const pickGive = (id: string) => {
    setGive(id);
    if (keep === id) setKeep(null);
  };
  if (mine.legalMoves.length === 0) return null;
  return (
    <section className="prompt prompt-decision" aria-labelledby="prompt-title">
      <h3 id="prompt-title">{t("prompt.decision")}</h3>
      <p className="hint">{t("prompt.decisionHint")}</p>
      <div className="decision-cards">
        {cards.map((id) => {
          const inZone = zone.includes(id);
          return (
            <div key={id} className="decision-card">
              <Card
                id={id}
                selected={id === keep || id === give}
                badge={id === keep ? t("slot.keep") : id === give ? t("slot.give") : inZone ? t("zone.faceUp") : t("zone.inHand")}
              />
              <div className="decision-buttons">
                <button
                  type="button"
                  aria-pressed={id === keep}
                  onClick={() => pickKeep(id)}
                  data-testid={`keep-${id}`}
                  aria-label={t("prompt.keepCard", { name: cardOf(id).name[language] })}
                >
                  {t("slot.keep")}
                </button>
                {inZone && (
                  <button
                    type="button"
                    aria-pressed={id === give}
                    onClick={() => pickGive(id)}
                    data-testid={`give-${id}`}
                    aria-label={t("prompt.giveCard", { name: cardOf(id).name[language] })}
                  >
                    {t("slot.give")}
                  </button>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <div className="pairs" aria-live="polite">
        <span>
          {t("pairs.keep")} <strong>{keep ? cardOf(keep).name[language] : "—"}</strong>
        </span>
        <span>
          {t("pairs.give", { name: left })} <strong>{give ? cardOf(give).name[language] : "—"}</strong>
        </span>
        <span>
          {t("pairs.pass", { name: right })}{" "}
          <strong>{rest.length === 2 ? rest.map((id) => cardOf(id).name[language]).join(" + ") : "—"}</strong>
        </span>
      </div>
      <button
        type="button"
        className="primary"
        disabled={!legal || isCommitted}
        onClick={() => move && send(move)}
        data-testid="commit"
      >
        {isCommitted ? t("prompt.committed") : committed ? t("prompt.changeChoice") : t("prompt.commit")}
      </button>
      {committed && <p className="note">{t("prompt.canChange")}</p>}
    </section>
  );
}

function ActionPrompt({ view, mine, send, boat }: PromptProps & { boat: BoatView }) {
  const { t, language } = useI18n();
  const step = boat.action?.step;
  const legal = mine.legalMoves;
  if (step === "activate") {
    const costs = boat.keepSlot && boat.giveSlot ? resolvedCosts(cardOf(boat.keepSlot), cardOf(boat.giveSlot)) : [0, 0];
    const cost = (costs[0] ?? 0) + (costs[1] ?? 0);
    const both = legal.some((m) => m.type === "activate" && m.cards === "both");
    return (
      <section className="prompt" aria-labelledby="prompt-title">
        <h3 id="prompt-title">{t("prompt.activate")}</h3>
        <div className="options">
          <MoveButton
            move={{ type: "activate", cards: "both" }}
            send={send}
            disabled={!both}
            reason={t("prompt.bothTooCostly", { cost, healthy: boat.healthy })}
          >
            {t("prompt.activateBoth", { cost })}
          </MoveButton>
          <MoveButton move={{ type: "activate", cards: "keep" }} send={send}>
            {t("prompt.activateKeep", { name: boat.keepSlot ? cardOf(boat.keepSlot).name[language] : "" })}
          </MoveButton>
          <MoveButton move={{ type: "activate", cards: "give" }} send={send}>
            {t("prompt.activateGiven", { name: boat.giveSlot ? cardOf(boat.giveSlot).name[language] : "" })}
          </MoveButton>
        </div>
      </section>
    );
  }
  if (step === "collect") return <CollectPrompt boat={boat} legal={legal} send={send} />;
  if (step === "coop") {
    const season = view.season;
    return (
      <section className="prompt" aria-labelledby="prompt-title">
        <h3 id="prompt-title">{t("prompt.coop")}</h3>
        <div className="options options-column">
          {legal.map((move, i) => (
            <MoveButton key={i} move={move} send={send}>
              {move.type === "revealObjective"
                ? t("prompt.reveal", { n: OBJECTIVE_REVEAL_COST[season] ?? 0 })
                : move.type === "attenuate"
                  ? t("prompt.attenuate", {
                      req: describeRequirement(t, objectiveOf(move.objective).attenuated),
                      cost: describeRequirement(t, attenuationAsRequirement(move.objective)),
                    })
                  : t("prompt.endActions")}
            </MoveButton>
          ))}
        </div>
      </section>
    );
  }
  return null;
}

/**
 * Collecting: Batteries and Ymunes go on the boat itself — its highlighted machines, Infirmary
 * and Prow are the buttons (Boat.tsx) — so this prompt only says what is waiting, takes the rest
 * in one click, and keeps "take fewer" (the rulebook lets a player leave resources) folded away.
 *
 * Nothing is sent without a click. Every collecting pool also offers `decline`, so there is never
 * exactly one legal move here; and taking is not always harmless (an extra Doctor or a heal just
 * before an Island turns a contaminated Human into a healthy one who may starve), so the client
 * may not pick for the player.
 */
function CollectPrompt({ boat, legal, send }: { boat: BoatView; legal: Move[]; send: (m: Move) => void }) {
  const { t } = useI18n();
  const pool = boat.action?.pool;
  const entries = pool ? Object.entries(pool).filter(([, n]) => n > 0) : [];
  const batteries = legal.some((m) => m.type === "placeBattery");
  const ymunes = legal.some((m) => m.type === "placeYmune");
  const take = legal.find((m) => m.type === "collect");
  const declines = legal.filter((m): m is Extract<Move, { type: "decline" }> => m.type === "decline");
  return (
    <section className="prompt prompt-collect" aria-labelledby="prompt-title">
      <h3 id="prompt-title">{t("prompt.collect")}</h3>
      <p className="pool" aria-live="polite">
        {entries.map(([r, n]) => (
          <span key={r} className="pool-item">
            {n} <Icon kind={(r === "human" ? "contaminated" : r) as IconKind} /> {t(`resource.${r}` as Parameters<Translate>[0])}
          </span>
        ))}
      </p>
      {ymunes && (
        <p className="place-hint">
          <Icon kind="ymune" /> {t("prompt.placeYmunes")}
        </p>
      )}
      {batteries && (
        <p className="place-hint">
          <Icon kind="battery" /> {t("prompt.placeBatteries")}
        </p>
      )}
      <div className="options collect-actions">
        {take && (
          <MoveButton move={take} send={send} className="primary">
            {t("prompt.takeAll")}
          </MoveButton>
        )}
        {declines.length > 0 && (
          <details className="take-fewer">
            <summary>{t("prompt.takeFewer")}</summary>
            <div className="options">
              {declines.map((move) => (
                <MoveButton key={move.resource} move={move} send={send}>
                  {t("prompt.decline", { resource: t(`resource.${move.resource}` as Parameters<Translate>[0]) })}
                </MoveButton>
              ))}
            </div>
          </details>
        )}
      </div>
    </section>
  );
}

const attenuationAsRequirement = (id: string) => {
  const cost = objectiveOf(id).attenuationCost;
  return { food: cost.food, contaminated: cost.human };
};

function MaintenancePrompt({ mine, send, boat }: PromptProps & { boat: BoatView }) {
  const { t } = useI18n();
  const choices = mine.legalMoves.filter((m): m is Extract<Move, { type: "maintain" }> => m.type === "maintain");
  return (
    <section className="prompt" aria-labelledby="prompt-title">
      <h3 id="prompt-title">{t("prompt.maintenance", { plague: boat.plague })}</h3>
      <p className="hint">{t("prompt.maintenanceHint")}</p>
      <div className="options options-column">
        {choices.map((m, i) => {
          let plague = boat.plague;
          for (let p = 0; p < m.protectors; p++) plague = Math.max(0, plague - 2);
          const loss = Math.min(plague, boat.healthy + boat.contaminated);
          return (
            <MoveButton key={i} move={m} send={send}>
              {t("prompt.maintainOption", {
                protectors: m.protectors,
                healthy: m.healthyLost,
                contaminated: loss - m.healthyLost,
              })}
            </MoveButton>
          );
        })}
      </div>
    </section>
  );
}

function RiverPrompt({ view, send }: PromptProps) {
  const { t, language } = useI18n();
  const tileId = view.river.revealed[view.river.revealed.length - 1];
  const tile = useMemo(() => (tileId ? riverTileOf(tileId) : null), [tileId]);
  if (!tile) return null;
  return (
    <section className="prompt" aria-labelledby="prompt-title">
      <h3 id="prompt-title">{t("prompt.river", { name: tile.name[language] })}</h3>
      <p>{describeRiver(t, tile.effect)}</p>
      <div className="options">
        <MoveButton move={{ type: "river", ignore: false }} send={send}>
          {t("prompt.riverApply")}
        </MoveButton>
        <MoveButton move={{ type: "river", ignore: true }} send={send}>
          {t("prompt.riverIgnore")}
        </MoveButton>
      </div>
    </section>
  );
}
