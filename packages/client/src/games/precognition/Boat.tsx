import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { Card, CardBack } from "./Card.js";
import { machineOf, PLAGUE_MAX, prescientName, roomOf, type BoatView } from "./data.js";
import { describeCondition, describeEffect } from "./describe.js";
import { Icon } from "./icons.js";

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
    <span className={`counter counter-${kind}`} title={label} aria-label={`${label}: ${value}`}>
      <Icon kind={kind} />
      {value}
    </span>
  );
}

export function Machines({ boat, compact }: { boat: BoatView; compact?: boolean }) {
  const { t, language } = useI18n();
  return (
    <div className="machines">
      {boat.rooms.map((room, r) => (
        <div className="room" key={room.id}>
          <span className="room-name">
            {room.face === "advanced" ? roomOf(room.id).name[language] : t("room.standard", { n: r + 1 })}
          </span>
          {room.machines.map((m, i) => {
            const machine = machineOf([room.id], i, room.face);
            const text = `${describeCondition(t, machine.condition)} → ${describeEffect(t, machine.effect)}`;
            return (
              <div
                className={`machine${m.powered ? " machine-powered" : ""}`}
                key={i}
                title={text}
                aria-label={`${text}. ${t("machine.batteries", { n: m.batteries, slots: m.slots })}${m.powered ? `, ${t("machine.powered")}` : ""}`}
              >
                <span className="slots" aria-hidden>
                  {Array.from({ length: m.slots }, (_, s) => (
                    <span key={s} className={`slot${s < m.batteries ? " slot-full" : ""}`} />
                  ))}
                </span>
                {!compact && <span className="machine-text">{text}</span>}
              </div>
            );
          })}
        </div>
      ))}
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
}: {
  boat: BoatView;
  seat: number;
  info?: SeatInfo;
  isMe?: boolean;
  waiting?: boolean;
  phase: string;
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
        <Counter kind="doctor" label={t("resource.doctor")} value={boat.doctors} />
        <Counter kind="protector" label={t("resource.protector")} value={boat.protectors} />
      </div>
      <Machines boat={boat} compact={!isMe} />
      <div className="boat-cards">
        <div className="zone" aria-label={t("zone.decision")}>
          <span className="zone-label">{t("zone.decision")}</span>
          {boat.decisionZone.map((id) => (
            <Card key={id} id={id} small />
          ))}
        </div>
        <div className="zone" aria-label={t("zone.action")}>
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
