import { useI18n } from "../../i18n/index.js";
import {
  abilityName,
  abilityOf,
  powerName,
  arcanaById,
  cardName,
  describeUser,
  LOSING_JUDGMENT,
  powerOf,
  tokenValue,
  WIN_SCORE,
  type ArcanaId,
  type Move,
  type PublicView,
  type RowCard,
  type TokenId,
} from "./data.js";
import { FateToken } from "./FateToken.js";

interface Placing {
  /** The token the active player has picked, if any. */
  selected: TokenId | null;
  legal: Move[];
  send: (move: Move) => void;
}

/** The centre of the table: The Hours with both tracks, the four Arcana of the row, the pile and the bag. */
export function Board({ view, placing }: { view: PublicView; placing: Placing | null }) {
  const { t, language } = useI18n();
  const firstCard = view.row.find((c) => c !== null)?.card ?? null;
  return (
    <section className="sw-board" aria-label={t("sw.board")}>
      <div className="sw-cards">
        <HoursCard view={view} firstCard={firstCard} placing={placing} />
        {view.row.map((card, i) =>
          card ? (
            <ArcanaCard key={`${i}-${card.card}`} slot={i + 1} card={card} view={view} placing={placing} />
          ) : (
            <div key={`empty-${i}`} className="arcana arcana-empty">
              <span className="arcana-position" aria-hidden>
                {i + 1}
              </span>
              <p className="hint">{t("sw.emptyPlace")}</p>
            </div>
          ),
        )}
      </div>
      <p className="sw-supplies">
        <span>
          {view.pileTop ? t("sw.pile", { n: view.pileSize, top: cardName(view.pileTop, language) }) : t("sw.pileEmpty")}
        </span>
        <span>{t("sw.bag", { n: view.bagSize })}</span>
      </p>
    </section>
  );
}

/** A track 0–7 with the marker on `value`; the last step is the goal (score) or the doom (Judgment). */
function Track({ kind, value, max, label }: { kind: "score" | "judgment"; value: number; max: number; label: string }) {
  return (
    <div
      className={`sw-track sw-track-${kind}`}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-label={label}
    >
      <span className="sw-track-label" aria-hidden>
        {label}
      </span>
      <ol aria-hidden>
        {Array.from({ length: max + 1 }, (_, step) => (
          <li key={step} className={step === value ? "here" : step < value ? "passed" : ""}>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}

function SlotButton({ slot, placing }: { slot: number; placing: Placing }) {
  const { t } = useI18n();
  const { selected, legal, send } = placing;
  const move = selected ? legal.find((m) => m.type === "place" && m.token === selected && m.slot === slot) : undefined;
  // Before a pick, the turn panel says what to do; after it, each refusing card says why.
  const reason = selected && !move ? t("sw.slot.refused", { value: tokenValue(selected) }) : null;
  const id = `slot-why-${slot}`;
  return (
    <div className="sw-slot">
      <button
        type="button"
        className={move ? "primary" : ""}
        disabled={!move}
        onClick={() => move && send(move)}
        data-testid={`slot-${slot}`}
        data-move={move ? JSON.stringify(move) : undefined}
        aria-describedby={reason ? id : undefined}
        title={selected ? undefined : t("sw.slot.pickToken")}
      >
        {selected ? t("sw.slot.playHere", { value: tokenValue(selected) }) : t("sw.slot.here")}
      </button>
      {reason && (
        <small className="reason" id={id}>
          {reason}
        </small>
      )}
    </div>
  );
}

function HoursCard({ view, firstCard, placing }: { view: PublicView; firstCard: ArcanaId | null; placing: Placing | null }) {
  const { t, language } = useI18n();
  return (
    <article className="arcana sw-hours" aria-labelledby="sw-hours-name">
      <header className="arcana-head">
        <span className="arcana-position" aria-hidden>
          0
        </span>
        <h4 id="sw-hours-name">{t("sw.hours")}</h4>
      </header>
      <p className="arcana-ability">
        {firstCard ? t("sw.hoursAbility", { card: cardName(firstCard, language) }) : t("sw.hoursAbilityEmpty")}
      </p>
      <Track kind="score" value={view.score} max={WIN_SCORE} label={t("sw.score")} />
      <Track kind="judgment" value={view.judgment} max={LOSING_JUDGMENT} label={t("sw.judgment")} />
      {placing && <SlotButton slot={0} placing={placing} />}
    </article>
  );
}

function ArcanaCard({ slot, card, view, placing }: { slot: number; card: RowCard; view: PublicView; placing: Placing | null }) {
  const { t, language } = useI18n();
  const data = arcanaById(card.card);
  const staying = view.effects.stay === slot;
  const ripe = card.hours >= data.duration && !staying && view.phase !== "over";
  const accepts =
    placing?.selected != null && placing.legal.some((m) => m.type === "place" && m.token === placing.selected && m.slot === slot);
  const nameId = `sw-card-${slot}`;
  return (
    <article className={`arcana${ripe ? " arcana-ripe" : ""}${accepts ? " arcana-accepts" : ""}`} aria-labelledby={nameId}>
      <header className="arcana-head">
        {/* A span cannot carry a name (aria-label): the words are read, the bare number is shown. */}
        <span className="arcana-position">
          <span className="visually-hidden">{t("sw.position", { n: slot })}</span>
          <span aria-hidden>{slot}</span>
        </span>
        <h4 id={nameId}>{cardName(card.card, language)}</h4>
        <span className="arcana-duration" title={t("sw.duration", { n: data.duration })}>
          <Hourglass />
          <span className="visually-hidden">{t("sw.duration", { n: data.duration })}</span>
          <span aria-hidden>{data.duration}</span>
        </span>
      </header>
      <p className="arcana-ability">
        <strong className="arcana-ability-name">{abilityName(card.card, language)}.</strong> {abilityOf(card.card, language)}
      </p>
      <div className="arcana-fates" role="group" aria-label={t("sw.fatesHere", { n: card.fates.length })}>
        {card.fates.length === 0 ? (
          <span className="hint">{t("sw.noFates")}</span>
        ) : (
          card.fates.map((token) => <FateToken key={token} value={tokenValue(token)} small />)
        )}
      </div>
      <div className="sw-hours-meter">
        <span className="sw-meter" aria-hidden>
          {Array.from({ length: data.duration }, (_, i) => (
            <span key={i} className={i < card.hours ? "full" : ""} />
          ))}
        </span>
        <span>{t("sw.hoursOf", { hours: card.hours, duration: data.duration })}</span>
      </div>
      {ripe && <p className="tag tag-off">{t("sw.willWither")}</p>}
      {staying && <p className="tag tag-ok">{t("sw.staying")}</p>}
      <p className="arcana-power">
        <span className="arcana-power-label">{t("sw.whenWithered", { user: describeUser(data.user, language) })}</span>{" "}
        <strong className="arcana-power-name">{powerName(card.card, language)}.</strong> {powerOf(card.card, language)}
      </p>
      {placing && <SlotButton slot={slot} placing={placing} />}
    </article>
  );
}

/** A small hourglass: a card's duration in hours. */
function Hourglass() {
  return (
    <svg className="hourglass" viewBox="0 0 10 14" width="8" height="11" aria-hidden focusable="false">
      <path
        d="M1 1h8M1 13h8M2 1c0 4 6 4 6 6s-6 2-6 6M8 1c0 4-6 4-6 6s6 2 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path d="M3.5 12.2h3L5 10.4z" fill="currentColor" />
    </svg>
  );
}
