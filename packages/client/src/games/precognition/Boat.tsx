import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { Card, CardBack } from "./Card.js";
import { machineOf, PLAGUE_MAX, prescientName, roomOf, type BoatView, type MachineEffect, type Move } from "./data.js";
import { describeCondition, describeEffect } from "./describe.js";
import { Icon, type IconKind } from "./icons.js";

function Gauge({ label, value, max, kind }: { label: string; value: number; max: number; kind: "food" | "plague" }) {
  return (
    <div className={`gauge gauge-${kind}`} title={`${label}: ${value}`}>
      <Icon kind={kind} label={label} />
      <span className="gauge-bar" aria-hidden>
        <span style={{ width: `${Math.min(100, (value / max) * 100)}%` }} />
      </span>
      <span className="gauge-value">{value}</span>
    </div>
  );
}

function Counter({
  kind,
  label,
  value,
}: {
  kind: "healthy" | "contaminated" | "doctor" | "protector";
  label: string;
  value: number;
}) {
  return (
    <span className={`counter counter-${kind}`} title={label}>
      <Icon kind={kind} />
      <span className="visually-hidden">{label}: </span>
      {value}
    </span>
  );
}

/** What this seat may place on its own boat now: the legal moves that put a resource somewhere. */
export interface Placing {
  legalMoves: Move[];
  send: (move: Move) => void;
}

const batteryTargets = (placing?: Placing) =>
  new Map((placing?.legalMoves ?? []).flatMap((m) => (m.type === "placeBattery" ? [[m.machine, m] as const] : [])));
const ymuneTarget = (placing: Placing | undefined, as: "doctor" | "protector") =>
  placing?.legalMoves.find((m) => m.type === "placeYmune" && m.as === as);

/** The icons of what a machine gives, so a machine is known by its effect even without its text. */
function EffectIcons({ effect }: { effect: MachineEffect }) {
  const kinds: IconKind[] =
    effect.kind === "heal"
      ? ["heal"]
      : Object.entries(effect.resources)
          .filter(([, n]) => (n ?? 0) > 0)
          .map(([r]) => (r === "human" ? "contaminated" : r) as IconKind);
  return (
    <span className="machine-icons" aria-hidden>
      {kinds.map((kind) => (
        <Icon key={kind} kind={kind} size={14} />
      ))}
    </span>
  );
}

/**
 * The machine rooms. With `placing`, a machine a legal move can put a battery on is a button
 * (the server's legal moves say which; the client only matches them).
 */
export function Machines({ boat, compact, placing }: { boat: BoatView; compact?: boolean; placing?: Placing }) {
  const { t, language } = useI18n();
  const targets = batteryTargets(placing);
  return (
    <div className={`machines${targets.size > 0 ? " machines-placing" : ""}`}>
      {boat.rooms.map((room, r) => (
        <div className="room" key={room.id}>
          <span className="room-name">
            {room.face === "advanced" ? roomOf(room.id).name[language] : t("room.standard", { n: r + 1 })}
          </span>
          {room.machines.map((m, i) => {
            const index = r * 3 + i;
            const machine = machineOf([room.id], i, room.face);
            const text = `${describeCondition(t, machine.condition)} → ${describeEffect(t, machine.effect)}`;
            const state = `${t("machine.batteries", { n: m.batteries, slots: m.slots })}${m.powered ? `, ${t("machine.powered")}` : ""}`;
            const target = targets.get(index);
            const body = (
              <>
                <EffectIcons effect={machine.effect} />
                <span className="slots" aria-hidden>
                  {Array.from({ length: m.slots }, (_, s) => (
                    <span
                      key={s}
                      className={`slot${s < m.batteries ? " slot-full" : ""}${target && s === m.batteries ? " slot-next" : ""}`}
                    />
                  ))}
                </span>
                {!compact && <span className="machine-text">{text}</span>}
              </>
            );
            const className = `machine${m.powered ? " machine-powered" : ""}`;
            if (target && placing) {
              return (
                <button
                  type="button"
                  key={i}
                  className={`${className} place-target`}
                  onClick={() => placing.send(target)}
                  aria-label={t("place.battery", { machine: text, n: m.batteries, slots: m.slots })}
                  data-move={JSON.stringify(target)}
                  data-testid={`place-battery-${index}`}
                  data-batteries={m.batteries}
                >
                  {body}
                </button>
              );
            }
            return (
              <div
                className={className}
                key={i}
                title={text}
                role="img"
                aria-label={`${text}. ${state}`}
                data-testid={placing ? `machine-${index}` : undefined}
                data-batteries={m.batteries}
              >
                {body}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The Infirmary (Doctors) and the Prow (Protectors) of your own boat; a button when a Ymune may go there. */
function Berths({ boat, placing }: { boat: BoatView; placing?: Placing }) {
  const { t } = useI18n();
  const berths = [
    { as: "doctor", name: t("boat.infirmary"), role: t("resource.doctor"), count: boat.doctors },
    { as: "protector", name: t("boat.prow"), role: t("resource.protector"), count: boat.protectors },
  ] as const;
  return (
    <div className="berths">
      {berths.map(({ as, name, role, count }) => {
        const move = ymuneTarget(placing, as);
        const body = (
          <>
            <Icon kind={as} size={20} />
            {/* The spaces (not laid out in the flex row) keep "Infirmary 1" two words for voice control, not "Infirmary1". */}
            <span className="berth-name">{name}</span> <span className="berth-count">{count}</span>{" "}
            {move && (
              <span className="place-badge" aria-hidden>
                +<Icon kind="ymune" size={14} />
              </span>
            )}
          </>
        );
        if (move && placing)
          return (
            <button
              type="button"
              key={as}
              className={`berth berth-${as} place-target`}
              onClick={() => placing.send(move)}
              // The name holds what the button shows, "Infirmary 1", as it is (voice control finds it by those words).
              aria-label={t(as === "doctor" ? "place.doctor" : "place.protector", { n: count })}
              data-move={JSON.stringify(move)}
              data-testid={`place-${as}`}
              data-count={count}
            >
              {body}
            </button>
          );
        return (
          <div
            key={as}
            className={`berth berth-${as}`}
            role="img"
            title={`${name} (${role})`}
            aria-label={`${name} (${role}): ${count}`}
            data-testid={`berth-${as}`}
            data-count={count}
          >
            {body}
          </div>
        );
      })}
    </div>
  );
}

/** A player's boat at a glance: gauges, crew, machines, face-up cards, and whether they committed. */
export function Boat({
  boat,
  seat,
  info,
  isMe,
  waiting,
  phase,
  placing,
}: {
  boat: BoatView;
  seat: number;
  info?: SeatInfo;
  isMe?: boolean;
  waiting?: boolean;
  phase: string;
  /** Your own boat while you collect: its machines, Infirmary and Prow take the resources. */
  placing?: Placing;
}) {
  const { t } = useI18n();
  const name = info?.name || t("seat.n", { n: seat + 1 });
  return (
    <section
      className={`boat${isMe ? " boat-me" : ""}${waiting ? " boat-waiting" : ""}`}
      aria-label={t("boat.of", { name })}
      data-seat={seat}
    >
      <header className="boat-head">
        <strong>{name}</strong>
        <span className="prescient">{prescientName(boat.prescient)}</span>
        {info && !info.connected && !info.bot && <span className="tag tag-off">{t("seat.disconnected")}</span>}
        {info?.bot && <span className="tag">{t("seat.bot")}</span>}
        {(phase === "decision" || phase === "advancedSetup") && (
          <span className={`tag ${boat.committed ? "tag-ok" : "tag-wait"}`}>
            {boat.committed ? t("boat.committed") : t("boat.choosing")}
          </span>
        )}
        {waiting && phase !== "decision" && phase !== "advancedSetup" && (
          <span className="tag tag-wait">{t("boat.deciding")}</span>
        )}
      </header>
      <div className="boat-stats">
        <Gauge kind="food" label={t("resource.food")} value={boat.food} max={Math.max(10, boat.food)} />
        <Gauge kind="plague" label={t("boat.plague")} value={boat.plague} max={PLAGUE_MAX} />
        <Counter kind="healthy" label={t("boat.healthy")} value={boat.healthy} />
        <Counter kind="contaminated" label={t("boat.contaminated")} value={boat.contaminated} />
        {!isMe && <Counter kind="doctor" label={t("resource.doctor")} value={boat.doctors} />}
        {!isMe && <Counter kind="protector" label={t("resource.protector")} value={boat.protectors} />}
      </div>
      {isMe && <Berths boat={boat} placing={placing} />}
      <Machines boat={boat} compact={!isMe} placing={isMe ? placing : undefined} />
      <div className="boat-cards">
        <div className="zone" role="group" aria-label={t("zone.decision")}>
          <span className="zone-label">{t("zone.decision")}</span>
          {boat.decisionZone.map((id) => (
            <Card key={id} id={id} small />
          ))}
        </div>
        <div className="zone" role="group" aria-label={t("zone.action")}>
          <span className="zone-label">{t("zone.action")}</span>
          {boat.keepSlot && (
            <Card id={boat.keepSlot} small badge={t("slot.keep")} selected={boat.action?.activated.includes("keep")} />
          )}
          {boat.giveSlot && (
            <Card id={boat.giveSlot} small badge={t("slot.given")} selected={boat.action?.activated.includes("give")} />
          )}
        </div>
        <div className="zone zone-piles">
          <CardBack count={boat.deckSize} label={t("zone.deck", { n: boat.deckSize })} />
          {!isMe && <CardBack count={boat.handSize} label={t("zone.hand", { n: boat.handSize })} />}
        </div>
      </div>
    </section>
  );
}
